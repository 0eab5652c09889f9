package org.sudokulab.cp;

import org.sudokulab.testkit.ConformanceKit;

class CpBcConformanceTest extends ConformanceKit {
    CpBcConformanceTest() {
        super(new CpBcBackend(), true);
    }
}
