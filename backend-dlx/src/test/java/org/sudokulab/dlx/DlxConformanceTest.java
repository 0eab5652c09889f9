package org.sudokulab.dlx;

import org.sudokulab.testkit.ConformanceKit;

class DlxConformanceTest extends ConformanceKit {
    DlxConformanceTest() {
        super(new DlxBackend());
    }
}
