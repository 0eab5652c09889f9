package org.sudokulab.bench.evidence;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.Call;

/**
 * The figures of one backend on one corpus. {@code solved} counts the right answers (OK), {@code wrong} the wrong ones.
 * Times are per puzzle: the median over a puzzle's repeats, taken over the puzzles the backend answered (OK or
 * WRONG: a wrong answer took its time too) within the timeout; timeouts are counted, not timed.
 * Percentiles are nearest-rank. The median and the mean carry a 95 % bootstrap interval over puzzles (seeded by
 * the run's seed); with repeats, {@code noise} is the typical factor between a puzzle's repeats and
 * {@code spread} the typical factor between puzzles (both from log times; null with one repeat).
 */
public record Summary(
        String backend,
        String corpus,
        int puzzles,
        int solved,
        int wrong,
        int timeouts,
        int unsupported,
        int errors,
        int killed,
        int crashed,
        Double medianMillis,
        Double p90Millis,
        Double maxMillis,
        Double meanMillis,
        String effortCounter,
        Double medianEffort,
        double[] answeredMillis,
        Interval medianInterval,
        Interval meanInterval,
        Double noise,
        Double spread) {

    /**
     * One summary per backend and corpus; when the rows come from more than one machine (a cluster's executors),
     * one per backend, machine and corpus, the backend named {@code id @ host}.
     */
    public static List<Summary> ofRows(List<BenchRow> rows, long seed) {
        return of(PuzzleTimes.of(rows), seed);
    }

    static List<Summary> of(List<PuzzleTimes> times, long seed) {
        return times.stream().map(t -> of(t, seed)).toList();
    }

    private static Summary of(PuzzleTimes p, long seed) {
        List<Double> efforts = new ArrayList<>();
        String effortCounter = null;
        for (PuzzleTimes.Puzzle puzzle : p.puzzles()) {
            if (puzzle.answered() && puzzle.first().effort() != null) {
                efforts.add((double) puzzle.first().effort());
                effortCounter = puzzle.first().effortCounter();
            }
        }
        double[] t = p.answeredMillis();
        double[] e = efforts.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double[] noiseAndSpread = p.noiseAndSpread();
        return new Summary(
                p.backend(),
                p.corpus(),
                p.puzzles().size(),
                p.count(BenchRow.Outcome.OK),
                p.count(BenchRow.Outcome.WRONG),
                p.count(BenchRow.Outcome.TIMEOUT),
                p.count(BenchRow.Outcome.UNSUPPORTED),
                p.count(BenchRow.Outcome.ERROR),
                p.count(BenchRow.Outcome.KILLED),
                p.count(BenchRow.Outcome.CRASHED),
                t.length == 0 ? null : percentile(t, 50),
                t.length == 0 ? null : percentile(t, 90),
                t.length == 0 ? null : t[t.length - 1],
                t.length == 0 ? null : Call.round(Arrays.stream(t).average().orElse(0)),
                effortCounter,
                e.length == 0 ? null : percentile(e, 50),
                t,
                t.length == 0 ? null : Interval.median(t, Interval.seed(seed, "median", p.backend(), p.corpus())),
                t.length == 0 ? null : Interval.mean(t, Interval.seed(seed, "mean", p.backend(), p.corpus())),
                noiseAndSpread == null ? null : noiseAndSpread[0],
                noiseAndSpread == null ? null : noiseAndSpread[1]);
    }

    public static double percentile(double[] sorted, double p) {
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : Call.round((v[v.length / 2 - 1] + v[v.length / 2]) / 2);
    }
}
