package org.sudokulab.bench.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sudokulab.bench.Rows;
import org.sudokulab.bench.evidence.Interval;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.RunRecord;

/**
 * The hardness figures of hand-made rows, worked by hand: per g the boards, the answered ones, the nearest-rank
 * median and 90th percentile (a timeout counts as the timeout), the shares decided, solvable and unique, and the
 * peaks in their order; rows of other corpora are left out.
 */
class HardnessFiguresTest {
    private static BenchRow row(
            String corpus,
            String backend,
            int board,
            BenchRow.Outcome outcome,
            Long count,
            Boolean exact,
            double millis,
            Long effort) {
        return Rows.of(backend, corpus, board)
                .outcome(outcome)
                .answer(outcome == BenchRow.Outcome.OK ? "x" : "timeout", count, exact)
                .millis(millis)
                .effort(effort == null ? null : "nodes", effort)
                .row();
    }

    private static HardnessStudy.Figures figures() {
        List<BenchRow> rows = new ArrayList<>();
        // holes at g = 2: two solutions (a uniqueness proof stops at 2), one solution, a timeout
        rows.add(row("holes-4x4-g2", "dlx", 1, BenchRow.Outcome.OK, 2L, false, 1.0, 10L));
        rows.add(row("holes-4x4-g2", "dlx", 2, BenchRow.Outcome.OK, 1L, true, 3.0, 30L));
        rows.add(row("holes-4x4-g2", "dlx", 3, BenchRow.Outcome.TIMEOUT, 0L, false, 1000.0, null));
        // holes at g = 4: one solution, none
        rows.add(row("holes-4x4-g4", "dlx", 1, BenchRow.Outcome.OK, 1L, true, 2.0, 20L));
        rows.add(row("holes-4x4-g4", "dlx", 2, BenchRow.Outcome.OK, 0L, true, 0.5, 5L));
        // partial boards at g = 2, another backend, no effort counter
        rows.add(row("partial-4x4-g2", "bits", 1, BenchRow.Outcome.OK, 1L, true, 0.1, null));
        // not the study's
        rows.add(row("classic-17clue", "dlx", 1, BenchRow.Outcome.OK, 1L, true, 99.0, 1L));
        BenchPlan plan = HardnessStudy.plan(
                List.of("2x2"), List.of(), Map.of("2x2", 2), 3, List.of("dlx", "bits"), 1, 1000, 1, "t");
        RunRecord report = new RunRecord(
                "now",
                Path.of("run"),
                true,
                rows.size(),
                rows.size(),
                Map.of(),
                plan,
                0,
                List.of(),
                List.of(),
                List.of(),
                rows);
        return HardnessStudy.figures(report);
    }

    @Test
    void pointsPerBackendAndG() {
        List<HardnessStudy.Point> points = figures().points();
        assertEquals(3, points.size(), points.toString());
        HardnessStudy.Point g2 = points.get(0);
        assertEquals(
                List.of("holes", 4, 2, "dlx", 3, 2),
                List.of(g2.kind(), g2.size(), g2.givens(), g2.backend(), g2.boards(), g2.answered()));
        assertEquals(3.0, g2.medianMillis().estimate(), "1, 3 and the timeout");
        assertEquals(1000.0, g2.p90Millis());
        assertEquals(10.0, g2.medianEffort(), "nearest rank: the lower of two");
        assertEquals(30.0, g2.p90Effort());
        assertEquals("nodes", g2.effortCounter());
        HardnessStudy.Point g4 = points.get(1);
        assertEquals(4, g4.givens());
        assertEquals(2, g4.answered());
        assertEquals(0.5, g4.medianMillis().estimate());
        assertEquals(2.0, g4.p90Millis());
        HardnessStudy.Point partial = points.get(2);
        assertEquals(
                List.of("partial", "bits", 1, 1),
                List.of(partial.kind(), partial.backend(), partial.boards(), partial.answered()));
        assertNull(partial.medianEffort());
        assertNull(partial.effortCounter());
    }

    @Test
    void sharesByTheAnswersThatDecide() {
        List<HardnessStudy.Share> shares = figures().shares();
        assertEquals(
                List.of(
                        new HardnessStudy.Share("holes", 4, 2, 3, 2, 2, 1),
                        new HardnessStudy.Share("holes", 4, 4, 2, 2, 1, 1),
                        new HardnessStudy.Share("partial", 4, 2, 1, 1, 1, 1)),
                shares);
    }

    /** Per curve and backend: p90 time, median time, then effort when every g has one; a single g is its own peak. */
    @Test
    void peaksInTheirOrder() {
        List<HardnessStudy.Peak> peaks = figures().peaks();
        assertEquals(
                List.of(
                        "holes dlx p90 ms 2 1000.0",
                        "holes dlx ms 2 3.0",
                        "holes dlx effort 2 10.0",
                        "partial bits p90 ms 2 0.1",
                        "partial bits ms 2 0.1"),
                peaks.stream()
                        .map(p ->
                                p.kind() + " " + p.backend() + " " + p.measure() + " " + p.givens() + " " + p.median())
                        .toList());
        for (HardnessStudy.Peak p : peaks) {
            assertEquals(p.givens(), p.place().estimate(), p.toString());
        }
    }

    /** The lower g wins a tie; a clear peak stays put under resampling. */
    @Test
    void aPeakIsTheHighestQuantileAndTheLowerGOnATie() {
        HardnessStudy.Peak tie = HardnessStudy.peak(
                "holes",
                4,
                "dlx",
                "ms",
                new java.util.TreeMap<>(Map.of(3, new double[] {5, 5}, 1, new double[] {5, 5})),
                0.5,
                1);
        assertEquals(1, tie.givens());
        HardnessStudy.Peak clear = HardnessStudy.peak(
                "holes",
                4,
                "dlx",
                "ms",
                new java.util.TreeMap<>(Map.of(
                        0, new double[] {1, 1, 1},
                        2, new double[] {5, 6, 7},
                        4, new double[] {20, 22, 30},
                        6, new double[] {9, 9, 9})),
                0.5,
                1);
        assertEquals(4, clear.givens());
        assertEquals(new Interval(4, 4, 4), clear.place());
        assertEquals(22.0, clear.median());
    }
}
