package org.sudokulab.sat;

import org.sudokulab.testkit.ConformanceKit;

class SatConformanceTest extends ConformanceKit {
    /**
     * The other encodings (minimal, extended, pseudo-Boolean) count with this backend's loop, one SAT call a
     * solution, so the kit's exact counts of more than this many solutions run here only: the 16x16 (1,441) and
     * 25x25 (418) lines took the three 20 s of the module's 52 in CI. Their solves and limit-2 counts still run.
     */
    static final long VARIANT_MAX_COUNT = 400;

    static final String VARIANT_WHY =
            "an encoding of sat's with sat's counting loop, one SAT call a solution: sat" + " counts these lines";

    SatConformanceTest() {
        super(new SatBackend());
    }
}
