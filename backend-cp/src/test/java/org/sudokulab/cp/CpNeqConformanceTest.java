package org.sudokulab.cp;

import org.sudokulab.testkit.ConformanceKit;

class CpNeqConformanceTest extends ConformanceKit {
    CpNeqConformanceTest() {
        super(new CpNeqBackend(), true);
    }
}
