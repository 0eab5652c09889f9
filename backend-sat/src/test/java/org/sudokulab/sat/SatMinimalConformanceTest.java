package org.sudokulab.sat;

import org.sudokulab.testkit.ConformanceKit;

class SatMinimalConformanceTest extends ConformanceKit {
    SatMinimalConformanceTest() {
        super(new SatMinimalBackend(), SatConformanceTest.VARIANT_MAX_COUNT, SatConformanceTest.VARIANT_WHY);
    }
}
