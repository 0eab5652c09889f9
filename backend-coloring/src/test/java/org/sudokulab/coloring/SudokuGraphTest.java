package org.sudokulab.coloring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

class SudokuGraphTest {
    @Test
    void theNineByNineSudokuGraphIsTwentyRegular() {
        SudokuGraph g = new SudokuGraph(Puzzle.empty(Geometry.boxes(3, 3)));
        for (int[] neighbours : g.cellNeighbours()) {
            assertEquals(20, neighbours.length); // thesis 3.2: Sud_3 is (3n^2 - 2n - 1) = 20 regular
        }
        assertEquals(81 * 20 / 2 + 9 * 8 / 2, g.graph.edgeSet().size());
    }

    @Test
    void aGivenKeepsOnlyItsOwnColour() {
        int[] givens = new int[16];
        givens[5] = 3;
        SudokuGraph g = new SudokuGraph(new Puzzle(Geometry.boxes(2, 2), givens));
        assertEquals(1L << 3, g.allowedColours()[5]);
        assertEquals(0b11110L, g.allowedColours()[0]);
    }
}
