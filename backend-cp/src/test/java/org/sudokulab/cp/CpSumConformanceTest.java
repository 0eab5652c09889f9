package org.sudokulab.cp;

class CpSumConformanceTest extends org.sudokulab.testkit.ConformanceKit {
    CpSumConformanceTest() { super(new CpSumBackend()); }
}
