package org.sudokulab.sat;

class SatPbConformanceTest extends org.sudokulab.testkit.ConformanceKit {
    SatPbConformanceTest() { super(new SatPbBackend()); }
}
