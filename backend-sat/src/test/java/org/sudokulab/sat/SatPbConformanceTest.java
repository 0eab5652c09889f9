package org.sudokulab.sat;

import org.sudokulab.testkit.ConformanceKit;

class SatPbConformanceTest extends ConformanceKit {
    SatPbConformanceTest() {
        super(new SatPbBackend(), SatConformanceTest.VARIANT_MAX_COUNT, SatConformanceTest.VARIANT_WHY);
    }
}
