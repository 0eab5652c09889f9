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
 * Percentiles are nearest-rank. The median and the mean carry a 95 % interval, seeded by the run's seed: over the
 * puzzles when the calls ran in one JVM, and including the JVMs when they ran in {@code forks} of them ({@link
 * TwoLevel}); {@code forkNoise} is then the typical factor from one JVM to the next (null with one). With repeats,
 * {@code noise} is the typical factor between a puzzle's repeats and {@code spread} the typical factor between
 * puzzles (both from log times; null with one repeat). {@code memoryBytes} is the median over puzzles of a call's
 * memory ({@code memoryKind}: "allocated" by the calling thread, or an external solver's "peak RSS"), with its
 * interval; null when the calls did not measure it.
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
        Double spread,
        int forks,
        Double forkNoise,
        String memoryKind,
        Double memoryBytes,
        Interval memoryInterval) {

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
        Double median = t.length == 0 ? null : percentile(t, 50);
        Double mean =
                t.length == 0 ? null : Call.round(Arrays.stream(t).average().orElse(0));
        Interval medianInterval = null;
        Interval meanInterval = null;
        Double forkNoise = null;
        int forks = p.forks();
        if (t.length > 0 && forks < 2) {
            medianInterval = Interval.median(t, Interval.seed(seed, "median", p.backend(), p.corpus()));
            meanInterval = Interval.mean(t, Interval.seed(seed, "mean", p.backend(), p.corpus()));
        } else if (t.length > 0) {
            TwoLevel.Estimate m = TwoLevel.of(TwoLevel.Statistic.MEDIAN, p, null, false)
                    .estimate(Interval.seed(seed, "median", p.backend(), p.corpus()));
            medianInterval = m.interval().around(median);
            meanInterval = TwoLevel.of(TwoLevel.Statistic.MEAN, p, null, false)
                    .estimate(Interval.seed(seed, "mean", p.backend(), p.corpus()))
                    .interval()
                    .around(mean);
            forkNoise = m.forkNoise();
        }
        TwoLevel memory = TwoLevel.of(TwoLevel.Statistic.MEDIAN, p, null, true);
        Interval memoryInterval = memory == null
                ? null
                : memory.estimate(Interval.seed(seed, "memory", p.backend(), p.corpus()))
                        .interval()
                        .around(p.memoryMedian());
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
                median,
                t.length == 0 ? null : percentile(t, 90),
                t.length == 0 ? null : t[t.length - 1],
                mean,
                effortCounter,
                e.length == 0 ? null : percentile(e, 50),
                t,
                medianInterval,
                meanInterval,
                noiseAndSpread == null ? null : noiseAndSpread[0],
                noiseAndSpread == null ? null : noiseAndSpread[1],
                forks,
                forkNoise,
                memory == null ? null : p.memoryKind(),
                memoryInterval == null ? null : memoryInterval.estimate(),
                memoryInterval);
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
