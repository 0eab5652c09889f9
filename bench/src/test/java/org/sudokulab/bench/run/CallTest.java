package org.sudokulab.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolveResult;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
import org.sudokulab.api.UnsupportedPuzzleException;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/** One call's row from what the backend answered: each outcome, each answer's text, the answer checked. */
class CallTest {
    private static final SolverBackend DLX = Backends.discover().require("dlx");
    /** A 4x4 puzzle with one solution, stated on its line. */
    private static final PuzzleEntry ONE = PuzzleReader.parseOne("1......2..4..3..:1", ReadOptions.DEFAULT);

    private static final Grid SOLUTION = new Grid(PuzzleReader.parseOne("1234341221434321", ReadOptions.DEFAULT)
            .puzzle()
            .givens());

    /** Corpus "c", whose third puzzle is {@link #ONE}. */
    private static final Corpus C = new Corpus(
            "c",
            "c",
            Mode.UNIQUE,
            "0",
            java.util.List.of(),
            java.util.List.of(ONE, ONE, ONE),
            java.util.List.of(),
            null,
            null);

    /** The row of repeat 2 of puzzle 3 of corpus "c", in fork 1, having allocated 48 bytes. */
    private static BenchRow row(Object result, Throwable thrown) {
        return Call.row(DLX, C, new Runner.Task(0, 2, 2, 1), new Call.Timed(result, thrown, 1.234567, 48));
    }

    @Test
    void theSolutionIsCheckedAgainstThePuzzle() {
        assertTrue(
                ONE.puzzle().size() == 4 && org.sudokulab.api.SolutionChecker.isSolution(ONE.puzzle(), SOLUTION),
                "the test's own solution");
        BenchRow solved = row(SolveResult.solved(SOLUTION, SearchStats.of(0, 0)), null);
        assertEquals(BenchRow.Outcome.OK, solved.outcome());
        assertEquals("solved", solved.answer());
        assertEquals(1L, solved.count());
        assertNull(solved.exact());
        assertEquals("dlx", solved.backend());
        assertEquals("c", solved.corpus());
        assertEquals(3, solved.puzzle());
        assertEquals(1, solved.line());
        assertEquals(2, solved.repeat());
        assertEquals(1, solved.fork());
        assertEquals(48L, solved.allocatedBytes());
        assertEquals(1.23457, solved.millis(), "rounded to 10 ns");
        int[] wrong = SOLUTION.values();
        wrong[0] = 2;
        wrong[1] = 1;
        BenchRow bad = row(SolveResult.solved(new Grid(wrong), SearchStats.of(0, 0)), null);
        assertEquals(BenchRow.Outcome.WRONG, bad.outcome());
        assertTrue(bad.detail() != null && !bad.detail().isEmpty(), bad.toString());
        BenchRow none = row(SolveResult.unsolvable(SearchStats.of(0, 0)), null);
        assertEquals("unsolvable", none.answer());
        assertEquals(BenchRow.Outcome.WRONG, none.outcome(), "the line states one solution");
        assertEquals(0L, none.count());
    }

    @Test
    void aTimeoutIsNoAnswerAndACancelledCallNoRow() {
        BenchRow late = row(SolveResult.stopped(Termination.TIMEOUT, SearchStats.of(0, 0)), null);
        assertEquals(BenchRow.Outcome.TIMEOUT, late.outcome());
        assertEquals("timeout", late.answer());
        assertNull(late.count());
        assertNull(row(SolveResult.stopped(Termination.CANCELLED, SearchStats.of(0, 0)), null));
        assertNull(row(new CountResult(0, Termination.CANCELLED, Optional.empty(), SearchStats.of(0, 0)), null));
        BenchRow partial = row(new CountResult(0, Termination.TIMEOUT, Optional.empty(), SearchStats.of(0, 0)), null);
        assertEquals(BenchRow.Outcome.TIMEOUT, partial.outcome());
        assertEquals(">=0", partial.answer());
        assertEquals(false, partial.exact());
    }

    @Test
    void aCountKeepsTheFirstCounterAndTheSolversOwnTime() {
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put("nodes", 17L);
        counters.put(SearchStats.SOLVER_MICROS, 2500L);
        counters.put(SearchStats.GUESSES, 4L);
        CountResult r = new CountResult(
                1, Termination.EXHAUSTED, Optional.of(SOLUTION), new SearchStats(1_500_000, 2_000_000, counters));
        BenchRow counted = row(r, null);
        assertEquals(BenchRow.Outcome.OK, counted.outcome());
        assertEquals("1", counted.answer());
        assertEquals(true, counted.exact());
        assertEquals("nodes", counted.effortCounter());
        assertEquals(17L, counted.effort());
        assertEquals(1.5, counted.buildMillis());
        assertEquals(2.0, counted.searchMillis());
        assertEquals(2.5, counted.solverMillis());
        assertEquals(4L, counted.guesses());
        assertNull(counted.detail());
        BenchRow two =
                row(new CountResult(2, Termination.SOLUTION_LIMIT, Optional.of(SOLUTION), SearchStats.of(0, 0)), null);
        assertEquals(BenchRow.Outcome.WRONG, two.outcome(), "two solutions of a puzzle stated to have one");
        assertEquals(">=2", two.answer());
        assertNull(two.effortCounter());
        assertNull(two.solverMillis());
    }

    @Test
    void whatABackendThrowsIsItsRow() {
        BenchRow unsupported = row(null, new UnsupportedPuzzleException("no killers here"));
        assertEquals(BenchRow.Outcome.UNSUPPORTED, unsupported.outcome());
        assertEquals("unsupported", unsupported.answer());
        assertEquals("no killers here", unsupported.detail());
        BenchRow error = row(null, new IllegalStateException("broken"));
        assertEquals(BenchRow.Outcome.ERROR, error.outcome());
        assertEquals("error", error.answer());
        assertEquals("java.lang.IllegalStateException: broken", error.detail());
        assertEquals(1.23457, error.millis());
    }

    @Test
    void smallExactCountsShareTheirText() {
        assertSame(Call.countAnswer(true, 1), Call.countAnswer(true, 1));
        assertEquals("15", Call.countAnswer(true, 15));
        assertEquals("16", Call.countAnswer(true, 16));
        assertEquals(">=16", Call.countAnswer(false, 16));
        assertEquals(">=1", Call.countAnswer(false, 1));
        assertEquals("0", Call.countAnswer(true, 0));
    }

    @Test
    void aTimedCallCatchesWhatTheBackendThrows() {
        SolverBackend deep = new SolverBackend() {
            @Override
            public String id() {
                return "deep";
            }

            @Override
            public String description() {
                return "recurses too deep";
            }

            @Override
            public java.util.Set<org.sudokulab.api.Capability> capabilities() {
                return java.util.EnumSet.allOf(org.sudokulab.api.Capability.class);
            }

            @Override
            public CountResult count(org.sudokulab.api.Puzzle p, long limit, Limits limits) {
                throw new StackOverflowError();
            }
        };
        Call.Timed t = Call.time(deep, ONE, Mode.UNIQUE, 2, Limits.none());
        assertTrue(t.thrown() instanceof StackOverflowError);
        assertNull(t.result());
        Call.Timed ok = Call.time(DLX, ONE, Mode.SOLVE, 2, Limits.none());
        assertTrue(ok.result() instanceof SolveResult s && s.isSolved(), String.valueOf(ok.result()));
        assertTrue(ok.millis() >= 0);
    }
}
