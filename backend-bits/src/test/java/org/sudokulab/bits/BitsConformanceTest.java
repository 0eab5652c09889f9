package org.sudokulab.bits;

import org.sudokulab.testkit.ConformanceKit;

class BitsConformanceTest extends ConformanceKit {
    BitsConformanceTest() {
        super(new BitsBackend());
    }
}
