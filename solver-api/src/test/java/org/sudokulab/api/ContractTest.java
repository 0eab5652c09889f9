package org.sudokulab.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/** The results, the counter and the capability check every backend and tool relies on, on 4x4 boards. */
class ContractTest {
    private static final SolverBackend BRUTE = new BruteForce();
    private static final Geometry FOUR = Geometry.boxes(2, 2);

    static Puzzle board(String line) {
        return PuzzleReader.parseOne(line, ReadOptions.DEFAULT).puzzle();
    }

    @Test
    void theCounterGivesExactCountsCapsAndNothingForAStoppedSearch() {
        Limits none = Limits.none();
        Counter counter = new Counter(BRUTE, none);
        assertEquals(288, counter.count(Puzzle.empty(FOUR), 1000), "the 4x4 grids");
        assertEquals(100, counter.count(Puzzle.empty(FOUR), 100));
        assertEquals(0, counter.count(board("11.............."), 10));
        assertEquals(
                "nodes=",
                Counter.effort(counter.result(board("12.............."), 5)).substring(0, 6));
        assertEquals(
                "", Counter.effort(new CountResult(0, Termination.EXHAUSTED, Optional.empty(), SearchStats.of(0, 0))));
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        Counter stopped = new Counter(BRUTE, Limits.none().withCancellation(cancelled));
        assertEquals(-1, stopped.count(Puzzle.empty(FOUR), 10));
        assertEquals(BRUTE, counter.backend());
        assertEquals(none, counter.limits());
    }

    @Test
    void anEmptiedCellsCountIsTheCountOfTheBoardWithoutIt() {
        Counter counter = new Counter(BRUTE, Limits.none());
        Puzzle p = board("1234341221434321");
        for (String line : List.of("1234341221434321", "12.43.1..1434..1", "1..4......4..3.1")) {
            Puzzle board = board(line);
            long known = counter.count(board, 1000);
            for (int cell = 0; cell < 16; cell++) {
                if (board.given(cell) == 0) {
                    continue;
                }
                int[] v = board.givens();
                v[cell] = 0;
                long direct = counter.count(board.withGivens(v), 1000);
                assertEquals(direct, counter.countEmptied(board, cell, known, 1000), line + " without cell " + cell);
                assertEquals(Math.min(direct, 3), counter.countEmptied(board, cell, known, 3), "capped at 3");
            }
        }
        assertEquals(1, counter.countEmptied(p, 0, 1, 1), "known already reaches the cap");
        assertThrows(IllegalArgumentException.class, () -> counter.countEmptied(board("1..............."), 1, 1, 10));
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        // r1c1 of this board may take another digit: that board must be counted, and the count stops
        Puzzle open = board("1..4......4..3.1");
        long known = counter.count(open, 1000);
        assertEquals(
                -1, new Counter(BRUTE, Limits.none().withCancellation(cancelled)).countEmptied(open, 0, known, 1000));
    }

    @Test
    void resultsKeepTheirInvariants() {
        Grid grid = new Grid(board("1234341221434321").givens());
        SearchStats stats = SearchStats.of(2, 3).with("nodes", 7);
        assertEquals(5, stats.totalNanos());
        assertEquals(Map.of("nodes", 7L), stats.counters());
        assertThrows(UnsupportedOperationException.class, () -> stats.counters().put("x", 1L));
        assertThrows(
                IllegalArgumentException.class,
                () -> new CountResult(-1, Termination.EXHAUSTED, Optional.empty(), stats));
        assertThrows(
                IllegalArgumentException.class,
                () -> new CountResult(1, Termination.EXHAUSTED, Optional.empty(), stats));
        assertThrows(
                IllegalArgumentException.class,
                () -> new CountResult(0, Termination.EXHAUSTED, Optional.of(grid), stats));
        assertThrows(
                IllegalArgumentException.class, () -> new SolveResult(Termination.EXHAUSTED, Optional.of(grid), stats));
        assertThrows(
                IllegalArgumentException.class,
                () -> new SolveResult(Termination.SOLUTION_LIMIT, Optional.empty(), stats));
        assertTrue(new CountResult(1, Termination.EXHAUSTED, Optional.of(grid), stats).exact());
        assertFalse(new CountResult(1, Termination.SOLUTION_LIMIT, Optional.of(grid), stats).exact());

        SolveResult solved =
                SolveResult.fromCount(new CountResult(1, Termination.SOLUTION_LIMIT, Optional.of(grid), stats));
        assertTrue(solved.isSolved() && !solved.isUnsolvable());
        assertEquals(grid, solved.solution().orElseThrow());
        assertEquals(stats, solved.stats());
        SolveResult none = SolveResult.fromCount(new CountResult(0, Termination.EXHAUSTED, Optional.empty(), stats));
        assertTrue(none.isUnsolvable() && !none.isSolved());
        SolveResult late = SolveResult.fromCount(new CountResult(0, Termination.TIMEOUT, Optional.empty(), stats));
        assertEquals(Termination.TIMEOUT, late.termination());
        assertFalse(late.isSolved() || late.isUnsolvable());
    }

    @Test
    void aBackendSolvesByCountingToOne() {
        SolveResult r = BRUTE.solve(board("12.............."), Limits.none());
        assertTrue(SolutionChecker.isSolution(
                board("12.............."), r.solution().orElseThrow()));
        assertTrue(BRUTE.solve(board("11.............."), Limits.none()).isUnsolvable());
        assertEquals(
                Termination.TIMEOUT,
                BRUTE.solve(Puzzle.empty(Geometry.boxes(3, 3)), Limits.of(Duration.ofNanos(1)))
                        .termination());
        assertFalse(BRUTE.external() || BRUTE.instrument());
        assertEquals(Map.of(), BRUTE.environment());
        assertTrue(BRUTE.availability().available());
    }

    @Test
    void aCallNeedsALimitOfOneAndEveryCapabilityThePuzzleDoes() {
        Puzzle killer = PuzzleReader.parseOne(
                        "{\"n\":4,\"boxRows\":2,\"boxCols\":2,\"cages\":[{\"sum\":3,\"cells\":[0,1]}]}",
                        ReadOptions.DEFAULT)
                .puzzle();
        assertEquals(EnumSet.of(Capability.BOXES, Capability.KILLER), Capability.requiredBy(killer));
        assertEquals(
                EnumSet.of(Capability.BOXES, Capability.LARGE),
                Capability.requiredBy(Puzzle.empty(Geometry.boxes(3, 4))));
        assertEquals(EnumSet.of(Capability.BOXES), Capability.requiredBy(Puzzle.empty(Geometry.boxes(3, 3))));
        int[] bands = new int[16];
        for (int cell = 0; cell < 16; cell++) {
            bands[cell] = cell / 4; // regions are the rows
        }
        assertEquals(EnumSet.of(Capability.JIGSAW), Capability.requiredBy(Puzzle.empty(Geometry.jigsaw(4, bands))));
        IllegalArgumentException zero =
                assertThrows(IllegalArgumentException.class, () -> BRUTE.count(Puzzle.empty(FOUR), 0, Limits.none()));
        assertEquals("count limit must be >= 1, got 0", zero.getMessage());
        UnsupportedPuzzleException cage =
                assertThrows(UnsupportedPuzzleException.class, () -> BRUTE.count(killer, 2, Limits.none()));
        assertEquals("backend brute does not support [KILLER] (puzzle: 4x4 (2x2 boxes), killer)", cage.getMessage());
        SolverBackend solveOnly = new BruteForce() {
            @Override
            public java.util.Set<Capability> capabilities() {
                return EnumSet.of(Capability.BOXES);
            }
        };
        assertTrue(solveOnly.solve(Puzzle.empty(FOUR), Limits.none()).isSolved(), "a limit of 1 needs no COUNT");
        UnsupportedPuzzleException count = assertThrows(
                UnsupportedPuzzleException.class, () -> solveOnly.count(Puzzle.empty(FOUR), 2, Limits.none()));
        assertEquals("backend brute does not support [COUNT] (puzzle: 4x4 (2x2 boxes))", count.getMessage());
    }

    @Test
    void aRecordedTreeMarksSolutionsAndDeadEnds() {
        SearchTree.Recorder r = new SearchTree.Recorder(10);
        r.enter(0, 1);
        r.enter(1, 2);
        r.solution();
        r.leave();
        r.enter(1, 3);
        r.leave();
        r.leave();
        r.enter(0, 2);
        r.leave();
        SearchTree tree = r.tree(Termination.EXHAUSTED);
        assertEquals(
                List.of(
                        new SearchTree.Node(0, -1, -1, 0, SearchTree.Kind.ROOT),
                        new SearchTree.Node(1, 0, 0, 1, SearchTree.Kind.TRIED),
                        new SearchTree.Node(2, 1, 1, 2, SearchTree.Kind.SOLUTION),
                        new SearchTree.Node(3, 1, 1, 3, SearchTree.Kind.DEAD_END),
                        new SearchTree.Node(4, 0, 0, 2, SearchTree.Kind.DEAD_END)),
                tree.nodes());
        assertTrue(tree.complete());
        assertEquals(2, tree.count(SearchTree.Kind.DEAD_END));
        assertEquals(1, tree.count(SearchTree.Kind.SOLUTION));
        assertFalse(r.tree(Termination.TIMEOUT).complete());
        SearchTree.Recorder small = new SearchTree.Recorder(2);
        small.enter(0, 1);
        IllegalArgumentException full = assertThrows(IllegalArgumentException.class, () -> small.enter(1, 1));
        assertEquals(
                "the search tree has more than 2 nodes; pick a smaller board or raise the node limit",
                full.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new SearchTree.Recorder(0));
    }
}
