package org.sudokulab.ip;

import org.sudokulab.testkit.ConformanceKit;

class IpConformanceTest extends ConformanceKit {
    IpConformanceTest() {
        super(new IpBackend());
    }
}
