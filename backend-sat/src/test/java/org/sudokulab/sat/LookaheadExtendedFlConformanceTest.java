package org.sudokulab.sat;

import org.sudokulab.testkit.ConformanceKit;

class LookaheadExtendedFlConformanceTest extends ConformanceKit {
    LookaheadExtendedFlConformanceTest() {
        super(LookaheadBackend.of("extended", "fl"), false);
    }
}
