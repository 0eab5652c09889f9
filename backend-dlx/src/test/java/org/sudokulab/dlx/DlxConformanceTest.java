package org.sudokulab.dlx;

class DlxConformanceTest extends org.sudokulab.testkit.ConformanceKit {
    DlxConformanceTest() { super(new DlxBackend()); }
}
