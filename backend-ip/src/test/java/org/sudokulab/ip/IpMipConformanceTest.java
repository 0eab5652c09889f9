package org.sudokulab.ip;

import org.sudokulab.testkit.ConformanceKit;

class IpMipConformanceTest extends ConformanceKit {
    IpMipConformanceTest() {
        // Measured here: the 872-solution line takes minutes, since each solution costs one more MIP solve.
        super(new IpMipBackend(), 300, "it counts by no-good cuts, one SCIP solve per solution");
    }
}
