package org.sudokulab.coloring;

import org.sudokulab.testkit.ConformanceKit;

class ColoringConformanceTest extends ConformanceKit {
    ColoringConformanceTest() {
        super(new ColoringBackend());
    }
}
