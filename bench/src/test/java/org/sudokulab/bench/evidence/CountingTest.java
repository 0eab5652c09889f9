package org.sudokulab.bench.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sudokulab.bench.Rows;
import org.sudokulab.bench.run.BenchRow;

/** The counting table's figures from hand-made rows: what counts as counted, the totals, the growth exponent. */
class CountingTest {
    private static BenchRow row(
            String backend,
            int puzzle,
            int repeat,
            BenchRow.Outcome outcome,
            long count,
            boolean exact,
            double millis) {
        return row(backend, "ks", puzzle, repeat, outcome, count, exact, millis);
    }

    private static BenchRow row(
            String backend,
            String corpus,
            int puzzle,
            int repeat,
            BenchRow.Outcome outcome,
            long count,
            boolean exact,
            double millis) {
        return Rows.of(backend, corpus, puzzle)
                .repeat(repeat)
                .outcome(outcome)
                .answer(Long.toString(count), count, exact)
                .millis(millis)
                .row();
    }

    @Test
    void theGrowthExponentIsTheSlopeOfLogTimeAgainstLogK() {
        assertEquals(2.0, Counting.growth(List.of(new double[] {2, 4}, new double[] {4, 16}, new double[] {8, 64})));
        assertEquals(0.5, Counting.growth(List.of(new double[] {4, 2}, new double[] {16, 4}, new double[] {64, 8})));
        // three points off a line: least squares through log 1, log 2, log 4 against log 1, log 1, log 8
        assertEquals(1.5, Counting.growth(List.of(new double[] {1, 1}, new double[] {2, 1}, new double[] {4, 8})));
        assertNull(Counting.growth(List.of(new double[] {2, 4})), "one k");
        assertNull(
                Counting.growth(List.of(new double[] {0, 4}, new double[] {2, 0}, new double[] {3, 1})),
                "k = 0 and 0 ms have no logarithm");
    }

    @Test
    void onlyPuzzlesCountedExactlyOnEveryRepeatEnterTheTotals() {
        List<BenchRow> rows = new ArrayList<>();
        // puzzle 1: k = 10, repeats of 2 and 4 ms (median 3)
        rows.add(row("dlx", 1, 1, BenchRow.Outcome.OK, 10, true, 2));
        rows.add(row("dlx", 1, 2, BenchRow.Outcome.OK, 10, true, 4));
        // puzzle 2: k = 40, 8 ms
        rows.add(row("dlx", 2, 1, BenchRow.Outcome.OK, 40, true, 8));
        rows.add(row("dlx", 2, 2, BenchRow.Outcome.OK, 40, true, 8));
        // puzzle 3: one repeat stopped at the limit: not counted
        rows.add(row("dlx", 3, 1, BenchRow.Outcome.OK, 100, true, 20));
        rows.add(row("dlx", 3, 2, BenchRow.Outcome.TIMEOUT, 60, false, 1000));
        // another corpus: left out
        rows.add(row("dlx", "other", 1, 1, BenchRow.Outcome.OK, 5, true, 1.0));
        List<Counting> all = Counting.of(rows, List.of("ks"));
        assertEquals(1, all.size());
        Counting c = all.get(0);
        assertEquals(3, c.puzzles());
        assertEquals(2, c.counted());
        assertEquals(50, c.solutions());
        assertEquals(11.0, c.millis());
        assertEquals(4545.0, c.solutionsPerSecond(), "50 solutions in 11 ms");
        assertEquals(220.0, c.microsPerSolution());
        assertEquals(0.71, c.growth(), "3 ms at k = 10, 8 ms at k = 40: ln(8/3) / ln 4");
    }

    @Test
    void aBackendThatCountedNothingHasNoRates() {
        List<Counting> none = Counting.of(
                List.of(row("sat", 1, 1, BenchRow.Outcome.TIMEOUT, 3, false, 1000)), List.of("ks", "missing"));
        Counting c = none.get(0);
        assertEquals(0, c.counted());
        assertNull(c.solutionsPerSecond());
        assertNull(c.microsPerSolution());
        assertNull(c.growth());
    }
}
