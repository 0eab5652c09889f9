package org.sudokulab.sat;

import org.sudokulab.testkit.ConformanceKit;

class SatConformanceTest extends ConformanceKit {
    SatConformanceTest() {
        super(new SatBackend());
    }
}
