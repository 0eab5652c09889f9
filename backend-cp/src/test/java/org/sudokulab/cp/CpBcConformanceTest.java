package org.sudokulab.cp;

class CpBcConformanceTest extends org.sudokulab.testkit.ConformanceKit {
    CpBcConformanceTest() { super(new CpBcBackend(), true); }
}
