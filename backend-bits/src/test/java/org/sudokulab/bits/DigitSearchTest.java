package org.sudokulab.bits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.Termination;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;
import org.sudokulab.testkit.Grids;

/**
 * The digit-major searches (one long a digit to 64 cells, several longs to 225) and the cell search are two
 * implementations of one backend on those boards: they must count alike, stop alike, and every first solution must
 * pass the independent checker.
 */
class DigitSearchTest {
    /** Box shapes to 64 cells and past them, Latin squares of orders 5, 7, 8, 9 and 11, and two 6x6 jigsaws. */
    private static final List<Geometry> SHAPES = List.of(
            Geometry.boxes(2, 2),
            Geometry.boxes(2, 3),
            Geometry.boxes(3, 2),
            Geometry.boxes(2, 4),
            Geometry.boxes(4, 2),
            Geometry.boxes(1, 5),
            Geometry.boxes(1, 7),
            Geometry.boxes(1, 8),
            // several longs a digit: 10x10, 12x12, 14x14, 15x15, Latin squares of orders 9 and 11
            Geometry.boxes(2, 5),
            Geometry.boxes(4, 3),
            Geometry.boxes(2, 7),
            Geometry.boxes(3, 5),
            Geometry.boxes(1, 9),
            Geometry.boxes(1, 11),
            Geometry.jigsaw(6, new int[] {
                0, 0, 0, 1, 1, 1, //
                0, 0, 2, 1, 1, 1, //
                0, 2, 2, 2, 3, 3, //
                4, 2, 2, 3, 3, 3, //
                4, 4, 5, 5, 5, 3, //
                4, 4, 4, 5, 5, 5
            }),
            Geometry.jigsaw(6, new int[] {
                0, 0, 1, 1, 1, 1, //
                0, 0, 2, 2, 1, 1, //
                0, 0, 2, 2, 3, 3, //
                4, 4, 2, 2, 3, 3, //
                4, 4, 5, 5, 3, 3, //
                4, 4, 5, 5, 5, 5
            }));

    @Test
    void takesPlainBoardsUpToSixtyFourCellsButNineByNine() {
        assertTrue(DigitSearch.fits(new Puzzle(Geometry.boxes(2, 4), new int[64])));
        assertFalse(DigitSearch.fits(new Puzzle(Geometry.boxes(3, 3), new int[81])));
        assertFalse(DigitSearch.fits(new Puzzle(Geometry.boxes(1, 9), new int[81])));
    }

    @Test
    void theWideSearchTakesCountsOfPlainBoardsFromSixtyFiveCellsToFifteenByFifteenButNineByNine() {
        assertFalse(WideDigitSearch.fits(new Puzzle(Geometry.boxes(2, 4), new int[64]), 1000));
        assertFalse(WideDigitSearch.fits(new Puzzle(Geometry.boxes(3, 3), new int[81]), 1000));
        assertTrue(WideDigitSearch.fits(new Puzzle(Geometry.boxes(1, 9), new int[81]), 1000));
        assertFalse(WideDigitSearch.fits(new Puzzle(Geometry.boxes(1, 9), new int[81]), 2));
        assertTrue(WideDigitSearch.fits(new Puzzle(Geometry.boxes(2, 7), new int[196]), 3));
        assertTrue(WideDigitSearch.fits(new Puzzle(Geometry.boxes(3, 5), new int[225]), 1000));
        assertFalse(WideDigitSearch.fits(new Puzzle(Geometry.boxes(4, 4), new int[256]), 1000));
    }

    /** Boards with few givens (many solutions, counted to a limit) and with a given changed (mostly none). */
    @Test
    void bothSearchesCountRandomBoardsAlike() {
        Random random = new Random(41);
        for (Geometry g : SHAPES) {
            int cells = g.cellCount();
            for (int i = 0, boards = cells <= 64 ? 150 : 20; i < boards; i++) {
                int[] givens = Grids.keep(grid(g, random), random.nextInt(cells / 2 + 1), random);
                if (i % 3 == 2) {
                    int cell = random.nextInt(cells);
                    givens[cell] = 1 + random.nextInt(g.size());
                }
                Puzzle p = new Puzzle(g, givens);
                for (long limit : new long[] {1, 2, 5_000}) {
                    assertSame(p, limit);
                }
            }
        }
    }

    /**
     * Boards with whole digits taken out end in cells of two candidates everywhere, which the digit search counts
     * without branching (2 per connected group of cells): it must count them as the cell search enumerates them.
     */
    @Test
    void bothSearchesCountBoardsMissingWholeDigitsAlike() {
        Random random = new Random(43);
        for (Geometry g : SHAPES) {
            for (int i = 0, boards = g.cellCount() <= 64 ? 40 : 6; i < boards; i++) {
                int[] grid = grid(g, random);
                int gone = 2 + random.nextInt(g.size() / 2);
                int digits = 0;
                while (Integer.bitCount(digits) < gone) {
                    digits |= 1 << random.nextInt(g.size());
                }
                for (int cell = 0; cell < grid.length; cell++) {
                    if ((digits >> (grid[cell] - 1) & 1) != 0 || random.nextInt(8) == 0) {
                        grid[cell] = 0;
                    }
                }
                assertSame(new Puzzle(g, grid), 20_000);
            }
        }
    }

    /**
     * Boards whose last rows are open, and a few cells above them: past its first solution the wide search counts
     * the last three rows by filling the third from the bottom and reading the two below from their cycles, without
     * a level of its own. Every count must be the cell search's. 800 boards with two other seeds (80 a shape) agreed
     * too, and a wrong count made there on purpose failed these boards, not the random ones above.
     */
    @Test
    void bothSearchesCountBoardsWithTheirLastRowsOpenAlike() {
        Random random = new Random(47);
        for (Geometry g : SHAPES) {
            if (g.cellCount() <= 64) {
                continue;
            }
            int n = g.size();
            for (int i = 0; i < 6; i++) {
                int[] grid = grid(g, random);
                int open = 3 + random.nextInt(2);
                for (int cell = 0; cell < grid.length; cell++) {
                    if (cell >= (n - open) * n || random.nextInt(10) == 0) {
                        grid[cell] = 0;
                    }
                }
                assertSame(new Puzzle(g, grid), 200_000);
            }
        }
    }

    /**
     * 10x10 boards whose last two bands are open and whose first two miss two digits: past the first way of placing
     * those, each level with the last four rows open fills the band above the last whole and reads the last from its
     * cycles. Counted to the end (10^5 solutions or so a board), the wide search's counts must be the cell search's
     * (nine boards of this kind, 10x10 to 14x14 with 104,704 to 23,887,872 solutions, agreed too).
     */
    @Test
    void bothSearchesCountBoardsWithTheirLastTwoBandsOpenAlike() {
        Random random = new Random(7);
        Geometry g = Geometry.boxes(2, 5);
        int n = g.size();
        for (int i = 0; i < 4; i++) {
            int[] grid = Grids.random(g, random);
            int a = 1 + random.nextInt(n);
            int b = a % n + 1;
            for (int cell = 0; cell < grid.length; cell++) {
                if (cell >= (n - 4) * n || (cell < 4 * n && (grid[cell] == a || grid[cell] == b))) {
                    grid[cell] = 0;
                }
            }
            assertSame(new Puzzle(g, grid), Long.MAX_VALUE);
        }
    }

    /**
     * Whole counts: the 288 4x4 grids, the 161,280 Latin squares of order 5, the 39,168 6x6 grids of a first row;
     * and on two longs, 161,280 again: the cyclic Latin square of order 10, (r + c) mod 10, with its subsquare of
     * even rows and even columns emptied. Each of those rows and columns then misses exactly the even symbols, so the
     * hole takes any Latin square of order 5 on them.
     */
    @Test
    void emptyBoardsCountTheirGrids() {
        assertEquals(288, count(new Puzzle(Geometry.boxes(2, 2), new int[16])));
        assertEquals(161_280, count(new Puzzle(Geometry.boxes(1, 5), new int[25])));
        int[] firstRow = new int[36];
        for (int c = 0; c < 6; c++) {
            firstRow[c] = c + 1;
        }
        assertEquals(39_168, count(new Puzzle(Geometry.boxes(2, 3), firstRow)));
        int[] cyclic = new int[100];
        for (int cell = 0; cell < 100; cell++) {
            int r = cell / 10;
            int c = cell % 10;
            cyclic[cell] = r % 2 == 0 && c % 2 == 0 ? 0 : 1 + (r + c) % 10;
        }
        assertEquals(161_280, count(new Puzzle(Geometry.boxes(1, 10), cyclic)));
    }

    /**
     * A 14x14 board of 64 random givens on which the wide search went 60 s without a solution, where the cell search
     * counts 5,000 in a few ms: the wide search gives up on its node allowance, and bits' count is the cell search's.
     */
    @Test
    void aCountWhoseSolutionsTheWideSearchDoesNotReachIsHandedToTheCellSearch() {
        String line = "2.7...63.....CE.B..3.8...29.....E..4...1C....1.2...DAE.....7...2E....D..CE2....A3..."
                + ".......B..D..........E.......316...A.7..2.7...D.A...8..5..6..5..3....1.D3.AE2....7.."
                + "..D...7....3.EA..3C..1..4D6.";
        Puzzle p = PuzzleReader.parseOne(line, ReadOptions.boxes("2x7")).puzzle();
        // a clock, so that a search that does not give up fails here instead of running on
        WideDigitSearch wide = WideDigitSearch.on(p, 5000, Limits.of(Duration.ofSeconds(30)), System.nanoTime());
        wide.run(p);
        assertTrue(wide.gaveUp);
        assertEquals(0, wide.found);
        assertTrue(wide.nodes <= WideDigitSearch.NODE_ALLOWANCE + 1024, "it looks every 1024 nodes: " + wide.nodes);
        CountResult bits = new BitsBackend().count(p, 5000, Limits.of(Duration.ofSeconds(60)));
        CellSearch cells = CellSearch.on(p, 5000, Limits.none(), System.nanoTime());
        cells.run(p);
        assertEquals(5000, cells.found);
        assertEquals(5000, bits.count());
        assertEquals(Termination.SOLUTION_LIMIT, bits.termination());
        assertEquals(cells.nodes, bits.stats().counters().get("nodes"));
        assertTrue(SolutionChecker.isSolution(p, bits.firstSolution().orElseThrow()));
    }

    /** A random solved grid: of a box shape from the test kit; of a jigsaw, the cell search's first, digits shuffled. */
    private static int[] grid(Geometry g, Random random) {
        if (!g.isJigsaw()) {
            return Grids.random(g, random);
        }
        Puzzle empty = new Puzzle(g, new int[g.cellCount()]);
        CellSearch s = CellSearch.on(empty, 1, Limits.none(), System.nanoTime());
        s.run(empty);
        List<Integer> digits = new ArrayList<>();
        for (int d = 1; d <= g.size(); d++) {
            digits.add(d);
        }
        Collections.shuffle(digits, random);
        int[] grid = new int[g.cellCount()];
        for (int cell = 0; cell < grid.length; cell++) {
            grid[cell] = digits.get(s.first[cell] - 1);
        }
        return grid;
    }

    private static long count(Puzzle p) {
        return digitSearch(p, Long.MAX_VALUE).found;
    }

    /** The digit search that takes {@code p}, run. */
    private static Count digitSearch(Puzzle p, long limit) {
        if (DigitSearch.fits(p)) {
            DigitSearch s = DigitSearch.on(p, limit, Limits.none(), System.nanoTime());
            s.run(p);
            return s;
        }
        assertTrue(WideDigitSearch.fits(p, 3), p.geometry().toString());
        WideDigitSearch s = WideDigitSearch.on(p, limit, Limits.none(), System.nanoTime());
        s.giveUpPast(Long.MAX_VALUE, 0); // the search itself, to the end, against the cell search
        s.run(p);
        return s;
    }

    private static void assertSame(Puzzle p, long limit) {
        Count digits = digitSearch(p, limit);
        CellSearch cells = CellSearch.on(p, limit, Limits.none(), System.nanoTime());
        cells.run(p);
        String where = p.geometry() + " " + p.givensLine() + " limit " + limit;
        assertEquals(cells.found, digits.found, where);
        assertEquals(cells.stop, digits.stop, where);
        if (digits.found > 0) {
            assertTrue(SolutionChecker.isSolution(p, new Grid(digits.first)), where);
        }
    }
}
