package org.example.sudoku;

import org.sudokulab.testkit.ConformanceKit;

/** sudokulab's conformance kit; true: the lines marked [hard] are skipped, as for any backend without propagation. */
class TemplateConformanceTest extends ConformanceKit {
    TemplateConformanceTest() {
        super(new TemplateBackend(), true);
    }
}
