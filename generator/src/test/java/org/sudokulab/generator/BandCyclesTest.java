package org.sudokulab.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Enumerating;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Termination;

/** The parity of two-row bands: a count is odd exactly when its rigid solutions are odd in number. */
class BandCyclesTest {
    private static final Enumerating DLX = (Enumerating) Backends.discover().require("dlx");
    private static final Geometry SIX = Geometry.boxes(2, 3);
    private static final Path WITNESSES = Path.of("..", "data", "ksudoku-6x6-witnesses.txt.gz");

    /**
     * Every one of the 1,804 published 6x6 witnesses, its solutions listed by dlx (about 1.8 million in all): as many
     * as it says, and their number odd exactly when its rigid solutions are odd in number. The odd ones all have
     * rigid solutions, as they must.
     */
    @Test
    void everyWitnessCountHasTheParityOfItsRigidSolutions() throws IOException {
        int boards = 0;
        int odd = 0;
        for (String line : lines()) {
            String[] parts = line.split(":");
            int[] givens = new int[36];
            for (int cell = 0; cell < 36; cell++) {
                char ch = parts[0].charAt(cell);
                givens[cell] = ch == '.' ? 0 : ch - '0';
            }
            long stated = Long.parseLong(parts[1]);
            long[] solutionsAndRigid = new long[2];
            Termination end = DLX.solutions(new Puzzle(SIX, givens), stated + 1, Limits.none(), grid -> {
                solutionsAndRigid[0]++;
                solutionsAndRigid[1] += BandCycles.clueFreeCycles(SIX, grid, givens) == 0 ? 1 : 0;
            });
            assertEquals(Termination.EXHAUSTED, end, line);
            assertEquals(stated, solutionsAndRigid[0], line);
            assertEquals(stated % 2, solutionsAndRigid[1] % 2, line + ": " + solutionsAndRigid[1] + " rigid");
            boards++;
            odd += stated % 2 == 1 ? 1 : 0;
        }
        assertEquals(1804, boards);
        assertEquals(805, odd);
    }

    /**
     * The pairing itself on a board of 4x4 and one of 6x6: swapping the first clue-free cycle of each solution that
     * has one gives another solution, a different one, whose first clue-free cycle is the same (so swapping again
     * gives the first back).
     */
    @Test
    void swappingTheFirstClueFreeCyclePairsTheSolutions() {
        pairs(Geometry.boxes(2, 2), "1...............");
        pairs(SIX, "1.....2.....3...........4...........");
    }

    private static void pairs(Geometry g, String board) {
        int[] givens = new int[g.cellCount()];
        for (int cell = 0; cell < givens.length; cell++) {
            givens[cell] = board.charAt(cell) == '.' ? 0 : board.charAt(cell) - '0';
        }
        Set<String> solutions = new HashSet<>();
        List<int[]> grids = new ArrayList<>();
        DLX.solutions(new Puzzle(g, givens), 10_000_000, Limits.none(), grid -> {
            solutions.add(java.util.Arrays.toString(grid));
            grids.add(grid.clone());
        });
        int paired = 0;
        for (int[] grid : grids) {
            int[] partner = swapFirstClueFreeCycle(g, grid, givens);
            if (partner == null) {
                assertEquals(0, BandCycles.clueFreeCycles(g, grid, givens));
                continue;
            }
            paired++;
            assertTrue(solutions.contains(java.util.Arrays.toString(partner)), "a solution");
            assertTrue(!java.util.Arrays.equals(grid, partner), "another one");
            assertEquals(BandCycles.clueFreeCycles(g, grid, givens), BandCycles.clueFreeCycles(g, partner, givens));
            assertTrue(java.util.Arrays.equals(grid, swapFirstClueFreeCycle(g, partner, givens)), "an involution");
        }
        assertTrue(paired > 0 && paired % 2 == 0, "paired " + paired);
    }

    /** The grid with the two rows of its first clue-free cycle swapped, or null when it has none. */
    private static int[] swapFirstClueFreeCycle(Geometry g, int[] grid, int[] givens) {
        int n = g.size();
        for (int top = 0; top < n; top += 2) {
            for (int start = 0; start < n; start++) {
                List<Integer> columns = new ArrayList<>();
                boolean clue = false;
                int c = start;
                do {
                    columns.add(c);
                    clue |= givens[top * n + c] != 0 || givens[(top + 1) * n + c] != 0;
                    int bottom = grid[(top + 1) * n + c];
                    int next = 0;
                    while (grid[top * n + next] != bottom) {
                        next++;
                    }
                    c = next;
                } while (c != start);
                if (!clue && columns.stream().mapToInt(Integer::intValue).min().orElseThrow() == start) {
                    int[] swapped = grid.clone();
                    for (int column : columns) {
                        swapped[top * n + column] = grid[(top + 1) * n + column];
                        swapped[(top + 1) * n + column] = grid[top * n + column];
                    }
                    return swapped;
                }
            }
        }
        return null;
    }

    @Test
    void boardsWithoutTwoRowBandsAreRefused() {
        assertThrows(
                IllegalArgumentException.class,
                () -> BandCycles.clueFreeCycles(Geometry.boxes(3, 2), new int[36], new int[36]));
        assertTrue(BandCycles.applies(Geometry.boxes(2, 4)));
        int[] notAGrid = new int[16];
        java.util.Arrays.fill(notAGrid, 1);
        assertThrows(
                IllegalArgumentException.class,
                () -> BandCycles.clueFreeCycles(Geometry.boxes(2, 2), notAGrid, new int[16]));
    }

    private static List<String> lines() throws IOException {
        List<String> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(WITNESSES)), StandardCharsets.US_ASCII))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(line);
                }
            }
        }
        return out;
    }
}
