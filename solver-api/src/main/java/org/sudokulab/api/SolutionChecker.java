package org.sudokulab.api;

import java.util.Arrays;
import java.util.Optional;

/**
 * Checks a grid against a puzzle: complete, in range, keeps every given, every house holds each symbol
 * once, every cage has distinct digits with the right sum. Written plainly and on its own: it shares no
 * code with any backend, so the harness can trust its verdict over theirs.
 */
public final class SolutionChecker {
    private SolutionChecker() {}

    /** True when {@code grid} solves {@code puzzle}. */
    public static boolean isSolution(Puzzle puzzle, Grid grid) {
        return problem(puzzle, grid).isEmpty();
    }

    /** The first thing wrong with {@code grid} as a solution of {@code puzzle}, or empty when it is one. */
    public static Optional<String> problem(Puzzle puzzle, Grid grid) {
        Geometry g = puzzle.geometry();
        int n = g.size();
        if (grid.cellCount() != g.cellCount()) {
            return Optional.of("grid has " + grid.cellCount() + " cells, the puzzle " + g.cellCount());
        }
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int v = grid.get(cell);
            if (v < 1 || v > n) {
                return Optional.of("cell " + where(cell, n) + " holds " + v + ", not a value 1.." + n);
            }
            int given = puzzle.given(cell);
            if (given != 0 && given != v) {
                return Optional.of("cell " + where(cell, n) + " holds " + v + " but the given is " + given);
            }
        }
        String[] kinds = {"row", "column", "region"};
        // One array for every house and cage: the command line checks each answer, 49,158 of them a run
        boolean[] seen = new boolean[n + 1];
        for (int h = 0; h < g.houseCount(); h++) {
            Arrays.fill(seen, false);
            for (int cell : g.cellsOf(h)) {
                int v = grid.get(cell);
                if (seen[v]) {
                    return Optional.of(kinds[h / n] + " " + (h % n + 1) + " holds " + v + " twice");
                }
                seen[v] = true;
            }
        }
        int index = 0;
        for (Cage cage : puzzle.cages()) {
            index++;
            Arrays.fill(seen, false);
            int sum = 0;
            for (int cell : cage.cells()) {
                int v = grid.get(cell);
                if (seen[v]) {
                    return Optional.of("cage " + index + " holds " + v + " twice");
                }
                seen[v] = true;
                sum += v;
            }
            if (sum != cage.sum()) {
                return Optional.of("cage " + index + " adds up to " + sum + ", expected " + cage.sum());
            }
        }
        return Optional.empty();
    }

    private static String where(int cell, int n) {
        return "r" + (cell / n + 1) + "c" + (cell % n + 1);
    }
}
