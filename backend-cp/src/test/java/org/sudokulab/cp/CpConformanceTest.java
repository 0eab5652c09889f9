package org.sudokulab.cp;

class CpConformanceTest extends org.sudokulab.testkit.ConformanceKit {
    CpConformanceTest() { super(new CpBackend()); }
}
