package org.sudokulab.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SearchTree;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.SymmetricGrids;
import org.sudokulab.api.Termination;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/** What the backend reports beside its answers: times, counters and the search tree. */
class DlxBackendTest {
    private static final DlxBackend DLX = new DlxBackend();

    @Test
    void buildAndSearchTimesAreSpansOfTheCall() {
        Puzzle p = PuzzleReader.parseOne(
                        ".................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.",
                        ReadOptions.DEFAULT)
                .puzzle();
        long before = System.nanoTime();
        CountResult r = DLX.count(p, 2, Limits.none());
        long wall = System.nanoTime() - before;
        SearchStats s = r.stats();
        assertTrue(s.buildNanos() >= 0 && s.searchNanos() > 0 && s.totalNanos() <= wall, s + " within " + wall);
        assertEquals(
                List.of("nodes", SearchStats.GUESSES), List.copyOf(s.counters().keySet()), "nodes first");
        Puzzle clash = PuzzleReader.parseOne("11" + ".".repeat(79), ReadOptions.DEFAULT)
                .puzzle();
        long start = System.nanoTime();
        SearchStats none = DLX.count(clash, 2, Limits.none()).stats();
        assertTrue(none.totalNanos() <= System.nanoTime() - start, "givens that clash: " + none);
        assertEquals(Map.of("nodes", 0L, SearchStats.GUESSES, 0L), none.counters());
        // This one falls to forced choices alone: one node per empty cell, and no guess.
        assertEquals(Map.of("nodes", 64L, SearchStats.GUESSES, 0L), s.counters());
        Puzzle easterMonster = PuzzleReader.parseOne(
                        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
                        ReadOptions.DEFAULT)
                .puzzle();
        Map<String, Long> hard =
                DLX.count(easterMonster, 2, Limits.none()).stats().counters();
        assertTrue(
                hard.get(SearchStats.GUESSES) > 0 && hard.get(SearchStats.GUESSES) < hard.get("nodes"),
                hard.toString());
    }

    /** Every solution handed over is a solution, none twice, as many as there are; a limit stops them. */
    @Test
    void solutionsAreEveryGridOnce() {
        Puzzle empty = Puzzle.empty(Geometry.boxes(2, 2));
        Set<String> seen = new HashSet<>();
        Termination end = DLX.solutions(empty, 1000, Limits.none(), grid -> {
            assertTrue(SolutionChecker.isSolution(empty, new Grid(grid.clone())), Arrays.toString(grid));
            seen.add(Arrays.toString(grid));
        });
        assertEquals(Termination.EXHAUSTED, end);
        assertEquals(288, seen.size(), "the 4x4 grids");
        int[] calls = {0};
        assertEquals(Termination.SOLUTION_LIMIT, DLX.solutions(empty, 5, Limits.none(), grid -> calls[0]++));
        assertEquals(5, calls[0]);
        Puzzle unique = PuzzleReader.parseOne(
                        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
                        ReadOptions.DEFAULT)
                .puzzle();
        List<int[]> one = new java.util.ArrayList<>();
        DLX.solutions(unique, 10, Limits.none(), grid -> one.add(grid.clone()));
        assertEquals(1, one.size());
        assertEquals(DLX.count(unique, 1, Limits.none()).firstSolution().orElseThrow(), new Grid(one.get(0)));
    }

    @Test
    void theLimitIsCheckedBeforeAnySearch() {
        Puzzle empty = Puzzle.empty(Geometry.boxes(2, 2));
        assertThrows(IllegalArgumentException.class, () -> DLX.count(empty, 0, Limits.none()));
        assertTrue(DLX.counting().contains("goes on after each solution"), DLX.counting());
    }

    @Test
    void theTracedTreeHoldsEverySolutionOnItsPath() {
        // a 4x4 with two givens: 24 solutions, each the givens plus the placements on its path from the root
        Puzzle p =
                PuzzleReader.parseOne("12..............", ReadOptions.DEFAULT).puzzle();
        SearchTree tree = DLX.trace(p, 10_000, Limits.none());
        assertEquals(Termination.EXHAUSTED, tree.termination());
        long solutions = DLX.count(p, 1000, Limits.none()).count();
        assertEquals(solutions, tree.count(SearchTree.Kind.SOLUTION));
        assertEquals(24, solutions);
        Map<Integer, SearchTree.Node> byId = new HashMap<>();
        tree.nodes().forEach(n -> byId.put(n.id(), n));
        for (SearchTree.Node leaf : tree.nodes()) {
            if (leaf.kind() != SearchTree.Kind.SOLUTION) {
                continue;
            }
            int[] grid = p.givens();
            for (SearchTree.Node n = leaf; n.parent() >= 0; n = byId.get(n.parent())) {
                assertEquals(0, grid[n.cell()], "a path places each cell once");
                grid[n.cell()] = n.digit();
            }
            assertEquals(1, DLX.count(p.withGivens(grid), 2, Limits.none()).count(), "a full, valid grid");
            for (int v : grid) {
                assertTrue(v >= 1 && v <= 4);
            }
        }
        SearchTree clash = DLX.trace(
                PuzzleReader.parseOne("11..............", ReadOptions.DEFAULT).puzzle(), 100, Limits.none());
        assertEquals(1, clash.nodes().size(), "givens that clash: the root alone");
        assertEquals(Termination.EXHAUSTED, clash.termination());
    }

    /**
     * The grids a symmetry takes to a relabelling of themselves, against the 288 4x4 grids listed and tested one by
     * one: four symmetries (transposition, a row swap, the stacks swapped, a quarter turn) and all 24 relabellings.
     */
    @Test
    void symmetricGridsAreThoseTheListOfAllGridsHolds() {
        Geometry g = Geometry.boxes(2, 2);
        List<int[]> grids = new java.util.ArrayList<>();
        DLX.solutions(Puzzle.empty(g), 1000, Limits.none(), grid -> grids.add(grid.clone()));
        int[][] symmetries = {
            map(g, (r, c) -> 4 * c + r),
            map(g, (r, c) -> 4 * (r ^ 1) + c),
            map(g, (r, c) -> 4 * r + (c ^ 2)),
            map(g, (r, c) -> 4 * c + 3 - r)
        };
        int positive = 0;
        for (int[] cells : symmetries) {
            for (int[] s : permutations(4)) {
                long expected = grids.stream()
                        .filter(x -> {
                            for (int c = 0; c < 16; c++) {
                                if (x[cells[c]] - 1 != s[x[c] - 1]) {
                                    return false;
                                }
                            }
                            return true;
                        })
                        .count();
                assertEquals(
                        expected, DLX.symmetricGrids(g, cells, s, Limits.none()).orElseThrow());
                positive += expected > 0 ? 1 : 0;
            }
        }
        assertTrue(positive >= 8, "some of them fix grids: " + positive);
        int[] identity = map(g, (r, c) -> 4 * r + c);
        assertEquals(
                288,
                DLX.symmetricGrids(g, identity, new int[] {0, 1, 2, 3}, Limits.none())
                        .orElseThrow());
    }

    /** Knuth's estimate lies near the count; a cancelled count or estimate says so; a map that is no permutation is refused. */
    @Test
    void symmetricGridsEstimatedStoppedAndRefused() {
        Geometry g = Geometry.boxes(2, 2);
        int[] identity = map(g, (r, c) -> 4 * r + c);
        int[] digits = {0, 1, 2, 3};
        SymmetricGrids.Estimate e = DLX.estimateSymmetricGrids(
                        g, identity, digits, 20_000, new java.util.Random(1), Limits.none())
                .orElseThrow();
        assertTrue(Math.abs(e.mean() - 288) <= 5 * e.standardError() && e.standardError() < 10, e.toString());
        Limits cancelled = Limits.none();
        cancelled.cancellation().cancel();
        assertTrue(DLX.estimateSymmetricGrids(g, identity, digits, 10, new java.util.Random(1), cancelled)
                .isEmpty());
        assertTrue(
                DLX.symmetricGrids(
                                Geometry.boxes(3, 3),
                                map(Geometry.boxes(3, 3), (r, c) -> 9 * r + c),
                                new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8},
                                Limits.of(java.time.Duration.ofMillis(50)))
                        .isEmpty(),
                "all 9x9 grids, stopped by the timeout");
        assertThrows(
                IllegalArgumentException.class,
                () -> DLX.symmetricGrids(g, identity, new int[] {0, 1, 1, 3}, Limits.none()));
        assertThrows(IllegalArgumentException.class, () -> DLX.symmetricGrids(g, new int[15], digits, Limits.none()));
    }

    private static int[] map(Geometry g, java.util.function.IntBinaryOperator image) {
        int n = g.size();
        int[] cells = new int[n * n];
        for (int c = 0; c < n * n; c++) {
            cells[c] = image.applyAsInt(c / n, c % n);
        }
        return cells;
    }

    private static List<int[]> permutations(int n) {
        List<int[]> out = new java.util.ArrayList<>();
        permute(new int[n], new boolean[n], 0, out);
        return out;
    }

    private static void permute(int[] p, boolean[] used, int at, List<int[]> out) {
        if (at == p.length) {
            out.add(p.clone());
            return;
        }
        for (int d = 0; d < p.length; d++) {
            if (!used[d]) {
                used[d] = true;
                p[at] = d;
                permute(p, used, at + 1, out);
                used[d] = false;
            }
        }
    }
}
