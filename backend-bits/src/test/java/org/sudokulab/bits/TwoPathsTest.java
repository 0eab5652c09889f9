package org.sudokulab.bits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.testkit.Grids;
import org.sudokulab.testkit.SampleCorpus;

/**
 * The 9x9 band search and the general cell search are two implementations of one backend: on 9x9 boards they
 * must count alike, and every first solution must pass the independent checker.
 */
class TwoPathsTest {
    private static final Geometry NINE = Geometry.boxes(3, 3);

    /** The fast twin of the slow test below: fewer boards, and counts stopped sooner. */
    @Test
    void bothPathsCountBoardsWithManySolutionsAlike() {
        countRandomBoards(60, 2_000);
    }

    /** 300 boards counted to 20,000 solutions each (8 s). */
    @Test
    @Tag("slow")
    void bothPathsCountManyBoardsWithManySolutionsAlike() {
        countRandomBoards(300, 20_000);
    }

    private static void countRandomBoards(int boards, long limit) {
        Random random = new Random(7);
        for (int i = 0; i < boards; i++) {
            int clues = 18 + random.nextInt(14);
            Puzzle p = new Puzzle(NINE, Grids.keep(Grids.random(NINE, random), clues, random));
            assertSame(p, limit);
        }
    }

    /**
     * Boards with whole digits taken out end in cells of two candidates everywhere, which the band search counts
     * without branching (2 per connected group of cells): it must count them as the cell search enumerates them.
     */
    @Test
    void bothPathsCountBoardsMissingWholeDigitsAlike() {
        Random random = new Random(13);
        for (int i = 0; i < 200; i++) {
            int[] grid = Grids.random(NINE, random);
            int gone = 2 + random.nextInt(3);
            int digits = 0;
            while (Integer.bitCount(digits) < gone) {
                digits |= 1 << random.nextInt(9);
            }
            for (int cell = 0; cell < 81; cell++) {
                if ((digits >> (grid[cell] - 1) & 1) != 0 || random.nextInt(12) == 0) {
                    grid[cell] = 0;
                }
            }
            assertSame(new Puzzle(NINE, grid), 100_000);
        }
    }

    /** Limits 1 and 2 take the proof's search (held digits, ways through a band); 3 the count's. */
    @Test
    void bothPathsAgreeOnTheNineByNineSamples() {
        for (String name : SampleCorpus.FILES) {
            for (ParsedLine line : SampleCorpus.readFirstFields(name)) {
                if (line instanceof PuzzleEntry e && BandSearch.fits(e.puzzle())) {
                    for (long limit = 1; limit <= 3; limit++) {
                        assertSame(e.puzzle(), limit);
                    }
                }
            }
        }
    }

    /**
     * Solves and uniqueness proofs on boards with few givens (many solutions), and on boards with one given
     * changed (mostly none): the held-digit counts must neither lose a solution nor let a contradiction through.
     */
    @Test
    void bothPathsSolveAndProveRandomBoardsAlike() {
        Random random = new Random(29);
        for (int i = 0; i < 400; i++) {
            int[] givens = Grids.keep(Grids.random(NINE, random), 17 + random.nextInt(20), random);
            if (i % 2 == 1) {
                int cell;
                do {
                    cell = random.nextInt(81);
                } while (givens[cell] == 0);
                givens[cell] = 1 + (givens[cell] + random.nextInt(8)) % 9;
            }
            Puzzle p = new Puzzle(NINE, givens);
            assertSame(p, 1);
            assertSame(p, 2);
        }
    }

    private static void assertSame(Puzzle p, long limit) {
        BandSearch band = BandSearch.on(limit, Limits.none(), System.nanoTime());
        band.run(p);
        long bandCount = band.found;
        int[] bandFirst = band.first;
        CellSearch cell = CellSearch.on(p, limit, Limits.none(), System.nanoTime());
        cell.run(p);
        assertEquals(cell.found, bandCount, p.givensLine());
        assertEquals(cell.stop, band.stop, p.givensLine());
        if (bandCount > 0) {
            assertTrue(SolutionChecker.isSolution(p, new Grid(bandFirst)), p.givensLine());
            assertTrue(SolutionChecker.isSolution(p, new Grid(cell.first)), p.givensLine());
        }
    }
}
