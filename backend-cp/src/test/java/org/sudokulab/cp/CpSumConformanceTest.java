package org.sudokulab.cp;

import org.sudokulab.testkit.ConformanceKit;

class CpSumConformanceTest extends ConformanceKit {
    CpSumConformanceTest() {
        super(new CpSumBackend());
    }
}
