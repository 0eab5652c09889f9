package org.sudokulab.backtrack;

import org.sudokulab.testkit.ConformanceKit;

class BacktrackConformanceTest extends ConformanceKit {
    BacktrackConformanceTest() {
        super(new BacktrackBackend(), true);
    }
}
