package org.sudokulab.ip;

class IpConformanceTest extends org.sudokulab.testkit.ConformanceKit {
    IpConformanceTest() { super(new IpBackend()); }
}
