package org.sudokulab.sat;

class SatExtendedConformanceTest extends org.sudokulab.testkit.ConformanceKit {
    SatExtendedConformanceTest() { super(new SatExtendedBackend()); }
}
