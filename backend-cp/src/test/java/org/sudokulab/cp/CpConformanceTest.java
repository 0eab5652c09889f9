package org.sudokulab.cp;

import org.sudokulab.testkit.ConformanceKit;

class CpConformanceTest extends ConformanceKit {
    CpConformanceTest() {
        super(new CpBackend());
    }
}
