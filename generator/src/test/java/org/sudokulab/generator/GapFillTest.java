package org.sudokulab.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
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
    private static final SolverBackend CP = BACKENDS.require("cp");
    private static final Geometry SIX = Geometry.boxes(2, 3);
    /**
     * Exact counts per missing k: 40 fill dozens of the gaps (at least 5 asked), twice on 1 and 2 threads, in about
     * 10 s with the re-counts (100 took 15 s and filled no more than the test needs).
     */
    private static final int BUDGET = 40;

    @Test
    void fillsKThePathsMissedWithBoardsAnotherParadigmCounts() throws Exception {
        Tools tools = sixBySix();
        KSurvey.Result paths = paths(tools, 2, 64);
        assertTrue(
                paths.missing().size() > 20,
                "64 paths leave gaps: " + paths.missing().size());

        List<GapFill.Result> runs = new ArrayList<>();
        for (int threads : new int[] {1, 2}) {
            AtomicInteger searches = new AtomicInteger();
            Tools counting = countingSearches(tools, searches);
            try (LocalEngine engine = new LocalEngine(threads)) {
                List<Integer> searchesAtWitness = new ArrayList<>();
                List<GapFill.Effort> efforts = new ArrayList<>();
                runs.add(new GapFill(engine, counting)
                        .run(
                                new TreeMap<>(paths.found()),
                                paths.missing(),
                                Set.of(),
                                BUDGET,
                                () -> false,
                                w -> searchesAtWitness.add(searches.get()),
                                efforts::add));
                assertEquals(runs.get(runs.size() - 1).found().size(), searchesAtWitness.size());
                assertEquals(runs.get(runs.size() - 1).efforts(), efforts, "each effort handed on, in order");
                if (threads == 1) { // a search's witnesses come out as it ends, before the rest of its batch runs
                    assertTrue(paths.missing().size() >= GapFill.BATCH);
                    assertTrue(searchesAtWitness.get(0) < GapFill.BATCH, "searches run: " + searchesAtWitness);
                }
            }
        }
        GapFill.Result filled = runs.get(0);
        assertTrue(filled.found().size() >= 5, "found " + filled.found().keySet() + " of " + paths.missing());
        for (Map.Entry<Long, KSurvey.Witness> w : filled.found().entrySet()) {
            long k = w.getKey();
            assertTrue(paths.missing().contains(k), k + " was not missing");
            assertEquals(
                    k, CP.count(w.getValue().puzzle(), k + 1, Limits.none()).count(), "cp's count, k=" + k);
            assertEquals(0, w.getValue().path());
            assertEquals(w.getValue().puzzle(), runs.get(1).found().get(k).puzzle(), "same board on 1 and 2 threads");
        }
        // A second filling, told which k were searched in vain, searches none of the k still missing: each of them
        // had its search.
        Set<Long> inVain = new TreeSet<>();
        filled.efforts().stream().filter(e -> !e.found()).forEach(e -> inVain.add(e.k()));
        TreeMap<Long, KSurvey.Witness> known = new TreeMap<>(paths.found());
        known.putAll(filled.found());
        List<Long> stillMissing =
                paths.missing().stream().filter(k -> !known.containsKey(k)).toList();
        assertTrue(stillMissing.size() >= 5, "still missing: " + stillMissing);
        try (LocalEngine engine = new LocalEngine(1)) {
            GapFill.Result again =
                    new GapFill(engine, tools).run(known, stillMissing, inVain, BUDGET, () -> false, w -> {}, e -> {});
            assertEquals(List.of(), again.efforts());
            assertEquals(Map.of(), again.found());
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
    void aSearchCutShortByTheStopIsNotHandedOnAsSearchedInVain() throws Exception {
        Tools tools = sixBySix();
        KSurvey.Result paths = paths(tools, 1, 16);
        // One k far past every board known, and a budget of a million counts: its search is still going when the
        // run is stopped, 300 ms after the start and once the search has begun.
        long stopAt = System.nanoTime() + 300_000_000L;
        AtomicInteger searches = new AtomicInteger();
        List<GapFill.Effort> handed = new ArrayList<>();
        GapFill.Result r;
        try (LocalEngine engine = new LocalEngine(1)) {
            r = new GapFill(engine, countingSearches(tools, searches))
                    .run(
                            new TreeMap<>(paths.found()),
                            List.of(999_983L),
                            Set.of(),
                            1_000_000,
                            () -> searches.get() > 0 && System.nanoTime() > stopAt,
                            w -> {},
                            handed::add);
        }
        assertEquals("interrupted", r.stoppedBy());
        assertEquals(1, r.efforts().size());
        GapFill.Effort cut = r.efforts().get(0);
        assertTrue(!cut.found() && cut.counts() < 1_000_000, cut.toString());
        assertEquals(List.of(), handed, "a search cut short is not one searched in vain");
    }

    private static Tools sixBySix() {
        return Tools.of(DLX, GridSampler.of("search", SIX));
    }

    /** The witnesses of k = 1..600 that {@code maxPaths} removal paths (seed 3) find, and the k they miss. */
    private static KSurvey.Result paths(Tools tools, int threads, int maxPaths) throws InterruptedException {
        try (LocalEngine engine = new LocalEngine(threads)) {
            return new KSurvey(engine, tools)
                    .run(1, 600, maxPaths, 600_000, new SplittableRandom(3), () -> false, w -> {});
        }
    }

    /** {@code tools}, counting the searches: each asks for its counter once, as it starts. */
    private static Tools countingSearches(Tools tools, AtomicInteger searches) {
        return new Tools() {
            @Override
            public Counter counter() {
                searches.incrementAndGet();
                return tools.counter();
            }

            @Override
            public GridSampler grids() {
                return tools.grids();
            }
        };
    }

    @Test
    void aBoardsCountIsAMultipleOfItsForcedDivisor() {
        // The rule GapFill steers by: absent digits, clue-free lines of a band or stack and clue-free bands or
        // stacks permute the solutions freely. 6x6 both ways round: two-row bands of three columns, and three-row
        // bands of two.
        SplittableRandom random = new SplittableRandom(5);
        int[] even = new int[1];
        for (Geometry g : List.of(SIX, Geometry.boxes(3, 2))) {
            int[] grid = GridSampler.of("search", g).sample(random);
            for (int trial = 0; trial < 40; trial++) {
                int[] givens = grid.clone();
                int keep = 7 + random.nextInt(8);
                for (int cell : Cells.shuffled(givens.length, random)) {
                    if (keep-- <= 0) {
                        givens[cell] = 0;
                    }
                }
                long divisor = ForcedDivisor.of(g, givens);
                long count = DLX.count(new Puzzle(g, givens), 50_000_000);
                String what = g.describe() + " " + new Puzzle(g, givens) + ": " + count + " solutions";
                assertTrue(count < 50_000_000, what); // the count is whole
                assertEquals(0, count % divisor, what + ", divisor " + divisor);
                even[0] += divisor % 2 == 0 ? 1 : 0;
            }
        }
        assertTrue(even[0] >= 10, "boards with a forced even count: " + even[0]);
    }

    @Test
    void theForcedDivisorReadsDigitsLinesAndBands() {
        int[] empty = new int[36];
        assertEquals(720, ForcedDivisor.of(SIX, empty)); // six absent digits
        int[] oneRow = empty.clone();
        System.arraycopy(new int[] {1, 2, 3, 4, 5, 6}, 0, oneRow, 0, 6);
        assertEquals(2, ForcedDivisor.largestFreeSet(SIX, oneRow)); // two clue-free bands, no free column
        int[] spread = empty.clone(); // digits 1..6 in rows 1..6, columns 1, 2, 4, 5, 1, 2
        int[][] clues = {{0, 0, 1}, {1, 1, 2}, {2, 3, 3}, {3, 4, 4}, {4, 0, 5}, {5, 1, 6}};
        for (int[] c : clues) {
            spread[c[0] * 6 + c[1]] = c[2];
        }
        assertEquals(1, ForcedDivisor.of(SIX, spread)); // every digit, row and band; one free column per stack
        int[] twoFreeColumns = spread.clone(); // 2 and 6 move to column 1: columns 2 and 3 are clue-free
        twoFreeColumns[1 * 6 + 1] = 0;
        twoFreeColumns[1 * 6] = 2;
        twoFreeColumns[5 * 6 + 1] = 0;
        twoFreeColumns[5 * 6] = 6;
        assertEquals(2, ForcedDivisor.of(SIX, twoFreeColumns));
    }
}
