package org.sudokulab.bits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Termination;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.testkit.Grids;
import org.sudokulab.testkit.SampleCorpus;

/**
 * Counts against the plainest possible count, cell by cell in reading order with every digit tried, which shares
 * nothing with either search, on boards with whole digits taken out: there the band search ends in boards whose
 * open cells all have two candidates, which it counts without branching (2 per connected group of cells), and
 * the cell search enumerates many solutions.
 */
class TwoCandidateCountTest {
    @Test
    void countsAsTheNaiveEnumerationOnSmallBoards() {
        Random random = new Random(17);
        Geometry[] shapes = {Geometry.boxes(2, 2), Geometry.boxes(2, 3), Geometry.boxes(3, 2), Geometry.boxes(2, 4)};
        for (Geometry g : shapes) {
            for (int i = 0; i < 60; i++) {
                Puzzle p = new Puzzle(g, withoutDigits(g, random));
                CellSearch search = CellSearch.on(p, Long.MAX_VALUE, Limits.none(), System.nanoTime());
                search.run(p);
                assertEquals(Termination.EXHAUSTED, search.stop);
                assertEquals(naive(g, p.givens(), 0), search.found, p.givensLine());
            }
        }
    }

    @Test
    void countsAsTheNaiveEnumerationOnNineByNine() {
        Random random = new Random(19);
        Geometry g = Geometry.boxes(3, 3);
        for (int i = 0; i < 40; i++) {
            Puzzle p = new Puzzle(g, withoutDigits(g, random));
            BandSearch search = BandSearch.on(Long.MAX_VALUE, Limits.none(), System.nanoTime());
            search.run(p);
            assertEquals(Termination.EXHAUSTED, search.stop);
            assertEquals(naive(g, p.givens(), 0), search.found, p.givensLine());
        }
    }

    /**
     * A band of a grid emptied, and a few other cells: the count fills the band a row at a time and ends in boards
     * whose open cells are the same columns of two rows, counted from the cycles their column pairs make.
     */
    @Test
    void countsTheLastTwoRowsOfABandAsTheNaiveEnumeration() {
        Random random = new Random(29);
        Geometry g = Geometry.boxes(3, 3);
        List<ParsedLine> lines = SampleCorpus.read("17clue.txt");
        for (int i = 0; i < 30; i++) {
            BandSearch solve = BandSearch.on(1, Limits.none(), System.nanoTime());
            solve.run(((PuzzleEntry) lines.get(i)).puzzle());
            int[] grid = solve.first.clone();
            int band = random.nextInt(3);
            Arrays.fill(grid, 27 * band, 27 * band + 27, 0);
            for (int k = 0; k < 3; k++) {
                grid[random.nextInt(81)] = 0;
            }
            Puzzle p = new Puzzle(g, grid);
            BandSearch search = BandSearch.on(Long.MAX_VALUE, Limits.none(), System.nanoTime());
            search.run(p);
            assertEquals(Termination.EXHAUSTED, search.stop);
            assertEquals(naive(g, p.givens(), 0), search.found, p.givensLine());
        }
    }

    /** A random grid with two or three whole digits and a few other cells emptied. */
    private static int[] withoutDigits(Geometry g, Random random) {
        int n = g.size();
        int[] grid = Grids.random(g, random);
        int gone = 2 + random.nextInt(2);
        int digits = 0;
        while (Integer.bitCount(digits) < gone) {
            digits |= 1 << random.nextInt(n);
        }
        for (int cell = 0; cell < grid.length; cell++) {
            if ((digits >> (grid[cell] - 1) & 1) != 0 || random.nextInt(10) == 0) {
                grid[cell] = 0;
            }
        }
        return grid;
    }

    /** The completions of {@code grid} from {@code cell} on, trying every digit in every empty cell in order. */
    private static long naive(Geometry g, int[] grid, int cell) {
        if (cell == grid.length) {
            return 1;
        }
        if (grid[cell] != 0) {
            return naive(g, grid, cell + 1);
        }
        long count = 0;
        for (int d = 1; d <= g.size(); d++) {
            if (fits(g, grid, cell, d)) {
                grid[cell] = d;
                count += naive(g, grid, cell + 1);
                grid[cell] = 0;
            }
        }
        return count;
    }

    private static boolean fits(Geometry g, int[] grid, int cell, int d) {
        for (int h : g.housesOf(cell)) {
            for (int other : g.house(h)) {
                if (grid[other] == d) {
                    return false;
                }
            }
        }
        return true;
    }
}
