package org.sudokulab.sat;

import org.sudokulab.testkit.ConformanceKit;

class SatConformanceTest extends ConformanceKit {
    /**
     * The other encodings (minimal, extended, pseudo-Boolean) count with this backend's loop, one SAT call a
     * solution, so the kit's exact counts of more than this many solutions run here only. The 16x16 (1,441) and
     * 25x25 (418) lines took the three encodings 20 s of the module's 52 in CI; the limit also leaves out one 9x9
     * serg line (872) and the order-4 Latin squares (576), whose kinds they still count exactly on the lines of
     * fewer solutions. Their solves and limit-2 counts of every line still run.
     */
    static final long VARIANT_MAX_COUNT = 400;

    static final String VARIANT_WHY = "sat's counting loop, one SAT call a solution: sat counts these lines";

    SatConformanceTest() {
        super(new SatBackend());
    }
}
