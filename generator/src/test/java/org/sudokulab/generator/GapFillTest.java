package org.sudokulab.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.engine.LocalEngine;

class GapFillTest {
    private static final Backends BACKENDS = Backends.discover();
    private static final Counter DLX = new Counter(BACKENDS.require("dlx"), Limits.none());
    private static final SolverBackend SAT = BACKENDS.require("sat");
    private static final Geometry SIX = Geometry.boxes(2, 3);
    /**
     * Exact counts per missing k: 40 fill dozens of the gaps (at least 5 asked), twice on 1 and 2 threads, in about
     * 10 s with sat's re-counts (100 took 15 s and filled no more than the test needs).
     */
    private static final int BUDGET = 40;

    @Test
    void fillsKThePathsMissedWithBoardsAnotherParadigmCounts() throws Exception {
        Tools tools = Tools.of(DLX, GridSampler.of("search", SIX));
        KSurvey.Result paths;
        try (LocalEngine engine = new LocalEngine(2)) {
            paths = new KSurvey(engine, tools).run(1, 600, 64, 600_000, new SplittableRandom(3), () -> false, w -> {});
        }
        assertTrue(
                paths.missing().size() > 20,
                "64 paths leave gaps: " + paths.missing().size());

        List<GapFill.Result> runs = new ArrayList<>();
        for (int threads : new int[] {1, 2}) {
            try (LocalEngine engine = new LocalEngine(threads)) {
                List<KSurvey.Witness> printed = new ArrayList<>();
                runs.add(new GapFill(engine, tools)
                        .run(new TreeMap<>(paths.found()), paths.missing(), BUDGET, () -> false, printed::add));
                assertEquals(runs.get(runs.size() - 1).found().size(), printed.size());
            }
        }
        GapFill.Result filled = runs.get(0);
        assertTrue(filled.found().size() >= 5, "found " + filled.found().keySet() + " of " + paths.missing());
        for (Map.Entry<Long, KSurvey.Witness> w : filled.found().entrySet()) {
            long k = w.getKey();
            assertTrue(paths.missing().contains(k), k + " was not missing");
            assertEquals(
                    k, SAT.count(w.getValue().puzzle(), k + 1, Limits.none()).count(), "sat's count, k=" + k);
            assertEquals(0, w.getValue().path());
            assertEquals(w.getValue().puzzle(), runs.get(1).found().get(k).puzzle(), "same board on 1 and 2 threads");
        }
        // Every missing k is searched once unless another k's search filled it first; found or not, within budget.
        long searched = filled.efforts().size();
        assertTrue(searched <= paths.missing().size() && searched > 0);
        for (GapFill.Effort e : filled.efforts()) {
            assertTrue(e.counts() < BUDGET + SIX.size(), e.toString()); // a cell's digits are counted together
            assertTrue(!e.found() || filled.found().containsKey(e.k()), e.toString());
        }
    }

    @Test
    void aBoardMissingMDigitsHasAMultipleOfMFactorialSolutions() {
        // The rule GapFill steers by: renaming absent digits among themselves permutes the solutions freely.
        SplittableRandom random = new SplittableRandom(5);
        int[] grid = GridSampler.of("search", SIX).sample(random);
        int checked = 0;
        for (int trial = 0; trial < 40; trial++) {
            int[] givens = grid.clone();
            int keep = 4 + random.nextInt(5);
            for (int cell : Cells.shuffled(givens.length, random)) {
                if (keep-- <= 0) {
                    givens[cell] = 0;
                }
            }
            long[] board = new long[givens.length + 1];
            for (int i = 0; i < givens.length; i++) {
                board[i + 1] = givens[i];
            }
            int absent = GapFill.absentDigits(board, SIX.size());
            long count = DLX.count(new Puzzle(SIX, givens), Long.MAX_VALUE);
            long factorial = 1;
            for (int i = 2; i <= absent; i++) {
                factorial *= i;
            }
            assertEquals(0, count % factorial, absent + " digits absent, " + count + " solutions");
            checked += absent >= 2 ? 1 : 0;
        }
        assertTrue(checked > 5, "boards with two or more digits absent: " + checked);
    }
}
