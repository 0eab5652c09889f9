package org.sudokulab.sat;

import org.sudokulab.testkit.ConformanceKit;

class SatExtendedConformanceTest extends ConformanceKit {
    SatExtendedConformanceTest() {
        super(new SatExtendedBackend(), SatConformanceTest.VARIANT_MAX_COUNT, SatConformanceTest.VARIANT_WHY);
    }
}
