package org.sudokulab.sat;

class SatConformanceTest extends org.sudokulab.testkit.ConformanceKit {
    SatConformanceTest() { super(new SatBackend()); }
}
