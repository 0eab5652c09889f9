package org.sudokulab.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SolutionCheckerTest {
    private static final Geometry FOUR = Geometry.boxes(2, 2);
    private static final int[] GRID = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};

    @Test
    void acceptsAValidGrid() {
        assertTrue(SolutionChecker.isSolution(Puzzle.empty(FOUR), new Grid(GRID)));
    }

    @Test
    void rejectsAChangedGiven() {
        int[] givens = new int[16];
        givens[0] = 2;
        assertEquals(
                Optional.of("cell r1c1 holds 1 but the given is 2"),
                SolutionChecker.problem(new Puzzle(FOUR, givens), new Grid(GRID)));
    }

    @Test
    void rejectsARepeatedDigitInAColumnOrBox() {
        int[] swapped = GRID.clone();
        // Swap two rows of different bands: rows stay valid, boxes break.
        for (int c = 0; c < 4; c++) {
            int t = swapped[4 + c];
            swapped[4 + c] = swapped[8 + c];
            swapped[8 + c] = t;
        }
        assertEquals(
                Optional.of("region 1 holds 2 twice"), SolutionChecker.problem(Puzzle.empty(FOUR), new Grid(swapped)));
    }

    @Test
    void checksCageSums() {
        Puzzle killer = new Puzzle(FOUR, new int[16], List.of(new Cage(4, 0, 1)));
        assertEquals(Optional.of("cage 1 adds up to 3, expected 4"), SolutionChecker.problem(killer, new Grid(GRID)));
        Puzzle right = new Puzzle(FOUR, new int[16], List.of(new Cage(3, 0, 1)));
        assertTrue(SolutionChecker.isSolution(right, new Grid(GRID)));
    }

    @Test
    void rejectsIncompleteGrids() {
        int[] partial = GRID.clone();
        partial[5] = 0;
        assertEquals(
                Optional.of("cell r2c2 holds 0, not a value 1..4"),
                SolutionChecker.problem(Puzzle.empty(FOUR), new Grid(partial)));
    }
}
