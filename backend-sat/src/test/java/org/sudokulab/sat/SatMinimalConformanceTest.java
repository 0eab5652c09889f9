package org.sudokulab.sat;

import org.sudokulab.testkit.ConformanceKit;

class SatMinimalConformanceTest extends ConformanceKit {
    SatMinimalConformanceTest() {
        super(new SatMinimalBackend());
    }
}
