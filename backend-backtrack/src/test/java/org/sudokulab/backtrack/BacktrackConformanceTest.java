package org.sudokulab.backtrack;

class BacktrackConformanceTest extends org.sudokulab.testkit.ConformanceKit {
    BacktrackConformanceTest() { super(new BacktrackBackend(), true); }
}
