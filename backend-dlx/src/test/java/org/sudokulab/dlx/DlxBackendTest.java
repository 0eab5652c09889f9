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
}
