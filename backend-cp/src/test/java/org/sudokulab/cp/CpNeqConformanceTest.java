package org.sudokulab.cp;

class CpNeqConformanceTest extends org.sudokulab.testkit.ConformanceKit {
    CpNeqConformanceTest() { super(new CpNeqBackend(), true); }
}
