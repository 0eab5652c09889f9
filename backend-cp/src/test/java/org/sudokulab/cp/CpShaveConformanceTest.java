package org.sudokulab.cp;

import java.util.ArrayList;
import org.sudokulab.testkit.ConformanceKit;

class CpShaveConformanceTest extends ConformanceKit {
    CpShaveConformanceTest() {
        super(new CpBackend.Shaving().backends(new ArrayList<>()).get(0));
    }
}
