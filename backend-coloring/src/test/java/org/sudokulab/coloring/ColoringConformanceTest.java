package org.sudokulab.coloring;

class ColoringConformanceTest extends org.sudokulab.testkit.ConformanceKit {
    ColoringConformanceTest() { super(new ColoringBackend()); }
}
