package org.sudokulab.cp;

import org.sudokulab.testkit.ConformanceKit;

/** The instrument with every addition of Simonis's columns at once: channelled dual model, intersections, shaving. */
class CpShaveConformanceTest extends ConformanceKit {
    CpShaveConformanceTest() {
        super(new CpBackend(new Level(Propagation.BOUNDS, true, true, true), true), true);
    }
}
