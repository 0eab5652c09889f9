package org.sudokulab.sat;

import org.sudokulab.testkit.ConformanceKit;

class LookaheadMinimalUpConformanceTest extends ConformanceKit {
    LookaheadMinimalUpConformanceTest() {
        super(LookaheadBackend.of("minimal", "up"), true);
    }
}
