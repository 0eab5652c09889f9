package org.sudokulab.sat;

import org.sudokulab.testkit.ConformanceKit;

class LookaheadAugmentedUpConformanceTest extends ConformanceKit {
    LookaheadAugmentedUpConformanceTest() {
        super(LookaheadBackend.of("augmented", "up"), false);
    }
}
