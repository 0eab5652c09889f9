package org.sudokulab.sat;

class SatMinimalConformanceTest extends org.sudokulab.testkit.ConformanceKit {
    SatMinimalConformanceTest() { super(new SatMinimalBackend()); }
}
