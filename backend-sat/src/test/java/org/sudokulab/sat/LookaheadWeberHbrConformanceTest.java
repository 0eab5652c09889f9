package org.sudokulab.sat;

import org.sudokulab.testkit.ConformanceKit;

class LookaheadWeberHbrConformanceTest extends ConformanceKit {
    LookaheadWeberHbrConformanceTest() {
        super(LookaheadBackend.of("weber", "hbr"), true);
    }
}
