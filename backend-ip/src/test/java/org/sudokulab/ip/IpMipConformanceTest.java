package org.sudokulab.ip;

import org.sudokulab.testkit.ConformanceKit;

class IpMipConformanceTest extends ConformanceKit {
    IpMipConformanceTest() {
        // Each solution costs one more MIP solve: the 872-solution line takes minutes, the lines of 101 to 300
        // solutions 4 to 9 s each (26 s of the module's 41); up to 100 the cuts are checked just the same.
        super(new IpMipBackend(), 100, "it counts by no-good cuts, one SCIP solve per solution");
    }
}
