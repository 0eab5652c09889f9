package org.sudokulab.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/**
 * Generated boards counted again by another backend (cp, Choco) than the one that made them (dlx), grids checked by
 * the independent checker, and the row-successor sampler shown uniform on 4x4.
 */
class GeneratorTest {
    private static final Backends BACKENDS = Backends.discover();
    private static final Counter DLX = new Counter(BACKENDS.find("dlx").orElseThrow(), Limits.none());
    private static final SolverBackend CP = BACKENDS.find("cp").orElseThrow();

    private static long cpCount(Puzzle p, long limit) {
        var r = CP.count(p, limit, Limits.none());
        assertTrue(r.exact() || r.count() == limit, "cp count did not finish");
        return r.count();
    }

    private static void assertGrid(Geometry g, int[] grid) {
        assertEquals(Optional.empty(), SolutionChecker.problem(Puzzle.empty(g), new Grid(grid)), g.describe());
    }

    @Test
    void rowSuccessorSamplerIsUniformOverAll288FourByFourGrids() {
        GridSampler rows = GridSampler.of("rows", Geometry.boxes(2, 2));
        assertTrue(rows.uniform());
        SplittableRandom random = new SplittableRandom(2026);
        Map<String, Integer> seen = new HashMap<>();
        int draws = 288 * 100;
        for (int i = 0; i < draws; i++) {
            int[] grid = rows.sample(random);
            seen.merge(new Grid(grid).toLine(), 1, Integer::sum);
        }
        assertEquals(288, seen.size(), "every 4x4 grid is drawn");
        double expected = draws / 288.0;
        double chi2 = seen.values().stream()
                .mapToDouble(o -> (o - expected) * (o - expected) / expected)
                .sum();
        // 287 degrees of freedom: the 0.999 quantile is about 364; a biased sampler lands far above.
        assertTrue(chi2 < 364, "chi-square " + chi2);
    }

    @Test
    void rowSuccessorSixBySixHas39168CompletionsPerFirstRow() {
        for (Geometry g : List.of(Geometry.boxes(2, 3), Geometry.boxes(3, 2))) {
            RowSuccessorGridSampler rows = RowSuccessorGridSampler.of(g);
            assertEquals(720, rows.rowCount());
            // 28,200,960 grids / 720 first rows
            assertEquals(39_168, rows.completionsOfFirstRow(0));
            SplittableRandom random = new SplittableRandom(1);
            for (int i = 0; i < 20; i++) {
                assertGrid(g, rows.sample(random));
            }
        }
    }

    @Test
    void rowSuccessorNineByNineDrawsValidGrids() {
        RowSuccessorGridSampler rows = RowSuccessorGridSampler.of(Geometry.boxes(3, 3));
        assertEquals(362_880, rows.rowCount());
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 20; i++) {
            assertGrid(Geometry.boxes(3, 3), rows.sample(random));
        }
    }

    @Test
    void searchSamplerDrawsValidGridsOfEveryShape() {
        SplittableRandom random = new SplittableRandom(4);
        for (Geometry g : List.of(
                Geometry.boxes(2, 2),
                Geometry.boxes(2, 3),
                Geometry.boxes(3, 2),
                Geometry.boxes(2, 4),
                Geometry.boxes(3, 3),
                Geometry.boxes(3, 4),
                Geometry.boxes(4, 4),
                Geometry.boxes(5, 5))) {
            assertGrid(g, GridSampler.of("search", g).sample(random));
        }
        for (int n : new int[] {5, 7, 9}) {
            int[] grid = null;
            Geometry g = null;
            for (int tries = 0; grid == null && tries < 100; tries++) {
                g = JigsawLayouts.draw(n, random);
                try {
                    grid = GridSampler.of("search", g).sample(random);
                } catch (IllegalStateException none) {
                    grid = null;
                }
            }
            assertTrue(grid != null, "a jigsaw " + n + " grid");
            assertGrid(g, grid);
        }
    }

    @Test
    void dugPuzzlesAreUniqueAndMinimalForAnotherBackend() {
        SplittableRandom random = new SplittableRandom(5);
        PuzzleDigger digger = new PuzzleDigger(DLX);
        for (Geometry g : List.of(Geometry.boxes(2, 2), Geometry.boxes(2, 3), Geometry.boxes(3, 3))) {
            for (int i = 0; i < 5; i++) {
                int[] grid = GridSampler.of("search", g).sample(random);
                PuzzleDigger.Dug dug = digger.unique(g, grid, List.of(), ClueSymmetry.NONE, 0, random);
                assertEquals(1, cpCount(dug.puzzle(), 2));
                int[] givens = dug.puzzle().givens();
                for (int cell = 0; cell < givens.length; cell++) {
                    if (givens[cell] != 0) {
                        int[] fewer = givens.clone();
                        fewer[cell] = 0;
                        assertEquals(2, cpCount(new Puzzle(g, fewer), 2), "minimal: clue " + cell + " is needed");
                    }
                }
                assertNull(digger.removableClue(dug.puzzle(), ClueSymmetry.NONE));
            }
        }
    }

    @Test
    void symmetricPuzzlesKeepTheirSymmetry() {
        SplittableRandom random = new SplittableRandom(6);
        Geometry g = Geometry.boxes(3, 3);
        PuzzleDigger.Dug dug = new PuzzleDigger(DLX)
                .unique(g, GridSampler.of("search", g).sample(random), List.of(), ClueSymmetry.ROT180, 0, random);
        int[] givens = dug.puzzle().givens();
        for (int cell = 0; cell < 81; cell++) {
            assertEquals(givens[cell] != 0, givens[80 - cell] != 0, "cell " + cell);
        }
        assertEquals(1, cpCount(dug.puzzle(), 2));
    }

    @Test
    void kSudokusHaveExactlyKSolutionsForAnotherBackend() {
        SplittableRandom random = new SplittableRandom(7);
        PuzzleDigger digger = new PuzzleDigger(DLX);
        for (Geometry g : List.of(Geometry.boxes(2, 2), Geometry.boxes(2, 3), Geometry.boxes(3, 3))) {
            for (long k : new long[] {1, 2, 3, 4, 6}) {
                PuzzleDigger.Dug dug = null;
                for (int attempt = 0; dug == null && attempt < 500; attempt++) {
                    dug = digger.exactly(g, GridSampler.of("search", g).sample(random), k, random);
                }
                assertTrue(dug != null, k + "-sudoku on " + g.describe());
                assertEquals(k, cpCount(dug.puzzle(), k + 1), g.describe() + " k=" + k);
            }
        }
    }

    @Test
    void aRecipeMakesTheSameItemsFromTheSameSeedAndSaysWhenItFindsNone() {
        Recipe sixes = new Recipe.KSudoku(GridSampler.of("search", Geometry.boxes(2, 3)), 6, 500);
        List<PuzzleEntry> first = new ArrayList<>();
        List<PuzzleEntry> again = new ArrayList<>();
        assertEquals(3, Recipe.make(sixes, DLX, 11, 3, () -> false, first::add));
        assertEquals(3, Recipe.make(sixes, DLX, 11, 3, () -> false, again::add));
        assertEquals(first, again);
        assertEquals(List.of(1, 2, 3), first.stream().map(PuzzleEntry::line).toList());
        for (PuzzleEntry e : first) {
            assertEquals(6, cpCount(e.puzzle(), 7));
        }
        // A stop ends the making between items, with what was made.
        int[] asked = {0};
        assertEquals(1, Recipe.make(sixes, DLX, 11, 3, () -> asked[0]++ > 0, e -> {}));
        // No 4x4 board has exactly 200 solutions (the empty one has 288, one given leaves 72).
        Recipe none = new Recipe.KSudoku(GridSampler.of("search", Geometry.boxes(2, 2)), 200, 3);
        Recipe.NothingFound e =
                assertThrows(Recipe.NothingFound.class, () -> Recipe.make(none, DLX, 1, 1, () -> false, x -> {}));
        assertEquals("item 1: nothing found in 3 draws", e.getMessage());
    }

    @Test
    void aCountWithOneGivenEmptiedEqualsARecountByAnotherBackend() {
        SplittableRandom random = new SplittableRandom(5);
        Geometry six = Geometry.boxes(2, 3);
        int[] sixGrid = GridSampler.of("search", six).sample(random);
        Geometry four = Geometry.boxes(2, 2);
        int[] fourGrid = GridSampler.of("search", four).sample(random);
        Puzzle killer = new KillerMaker(DLX).make(four, fourGrid, 0, random).puzzle();
        for (Puzzle full : List.of(new Puzzle(six, sixGrid), killer.withGivens(fourGrid))) {
            // Cells emptied in turn, none put back, until the count reaches the cap, which both must report.
            int[] givens = full.givens();
            long known = 1;
            int steps = 0;
            for (int cell : Cells.shuffled(givens.length, random)) {
                Puzzle before = full.withGivens(givens);
                long emptied = DLX.countEmptied(before, cell, known, 40);
                givens[cell] = 0;
                known = cpCount(full.withGivens(givens), 40);
                assertEquals(known, emptied, "cell " + cell + " emptied from " + before.givensLine());
                steps++;
                if (known == 40) {
                    break;
                }
            }
            // The killer's cages keep it unique with every given gone; the 6x6 board reaches the cap.
            assertEquals(full.isKiller() ? 1 : 40, known, steps + " cells emptied");
        }
    }

    @Test
    void kSurveyCoversASmallRangeTheSameWayTwice() throws Exception {
        Geometry g = Geometry.boxes(3, 3);
        List<KSurvey.Result> runs = new ArrayList<>();
        for (int run = 0; run < 2; run++) {
            runs.add(new KSurvey(DLX, GridSampler.of("search", g), 2)
                    .run(1, 60, 10_000, 600_000, new SplittableRandom(11), () -> false, w -> {}));
        }
        KSurvey.Result r = runs.get(0);
        assertEquals(List.of(), r.missing());
        for (long k = 1; k <= 60; k++) {
            KSurvey.Witness w = r.found().get(k);
            assertEquals(k, cpCount(w.puzzle(), k + 1), "witness of k=" + k);
            assertEquals(w.puzzle(), runs.get(1).found().get(k).puzzle(), "same seed, same witness for k=" + k);
        }
    }

    @Test
    void killerAndJigsawPuzzlesAreUniqueForAnotherBackend() {
        SplittableRandom random = new SplittableRandom(8);
        for (Geometry g : List.of(Geometry.boxes(2, 2), Geometry.boxes(2, 3), Geometry.boxes(3, 3))) {
            int[] grid = GridSampler.of("search", g).sample(random);
            PuzzleDigger.Dug dug = new KillerMaker(DLX).make(g, grid, 0, random);
            assertTrue(dug.puzzle().isKiller());
            assertEquals(0, dug.puzzle().clueCount());
            assertEquals(1, cpCount(dug.puzzle(), 2), "killer " + g.describe());
            for (var cage : dug.puzzle().cages()) {
                assertTrue(cage.size() <= KillerMaker.MAX_CAGE);
            }
        }
        Geometry jigsaw = null;
        int[] grid = null;
        while (grid == null) {
            jigsaw = JigsawLayouts.draw(7, random);
            try {
                grid = GridSampler.of("search", jigsaw).sample(random);
            } catch (IllegalStateException none) {
                grid = null;
            }
        }
        PuzzleDigger.Dug dug = new PuzzleDigger(DLX).unique(jigsaw, grid, List.of(), ClueSymmetry.NONE, 0, random);
        assertEquals(1, cpCount(dug.puzzle(), 2), "jigsaw");
    }

    @Test
    void removalSurveyCountsRandomRemovals() throws InterruptedException {
        Geometry g = Geometry.boxes(2, 3);
        List<RemovalSurvey.Sample> samples = new RemovalSurvey(DLX, GridSampler.of("search", g))
                .run(20, 24, 5, 100_000, new SplittableRandom(9), () -> false, s -> {});
        assertEquals(25, samples.size());
        for (RemovalSurvey.Sample s : samples.subList(0, 5)) {
            assertEquals(
                    s.count(),
                    cpCount(
                            PuzzleReader.parseOne(s.givens(), ReadOptions.DEFAULT)
                                    .puzzle(),
                            100_000));
        }
    }
}
