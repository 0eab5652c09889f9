package org.sudokulab.sat;

import org.sudokulab.testkit.ConformanceKit;

class SatExtendedConformanceTest extends ConformanceKit {
    SatExtendedConformanceTest() {
        super(new SatExtendedBackend());
    }
}
