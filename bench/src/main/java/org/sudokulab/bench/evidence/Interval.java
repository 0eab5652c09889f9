package org.sudokulab.bench.evidence;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;
import org.apache.commons.statistics.descriptive.Quantile;
import org.sudokulab.bench.run.Call;

/**
 * An estimate with its 95 % confidence interval, from a seeded percentile bootstrap over puzzles: the same rows and
 * seed give the same interval. Puzzles are the unit resampled because they are what differs from one corpus to
 * the next; a puzzle's repeats stay together (its time is the median of its repeats).
 */
public record Interval(double estimate, double low, double high) {
    /** Resamples per interval: the 2.5 % and 97.5 % points then rest on 50 resamples each side. */
    static final int RESAMPLES = 2000;

    /**
     * The median as the reports' tables give it: nearest rank (Hyndman and Fan's type 1, the lower middle value of
     * an even count), so that an interval's estimate is the median printed beside it.
     */
    private static final Quantile NEAREST_RANK =
            Quantile.withDefaults().with(Quantile.EstimationMethod.HF1).withCopy(false);

    public Interval {
        if (!(low <= high)) {
            throw new IllegalArgumentException(
                    "an interval's low end must not exceed its high end: " + low + " > " + high);
        }
    }

    /**
     * The interval with {@code estimate} as its estimate, widened to hold it: a figure the tables print (a median to
     * 10 ns) beside the interval computed on its logs.
     */
    Interval around(double estimate) {
        return new Interval(estimate, Math.min(low, estimate), Math.max(high, estimate));
    }

    /** Whether {@code value} lies inside, ends included. */
    public boolean contains(double value) {
        return low <= value && value <= high;
    }

    /** The median of {@code values} (nearest rank), with its interval. */
    public static Interval median(double[] values, long seed) {
        return of(values, Interval::median, seed);
    }

    /** The nearest-rank median; reorders {@code values}. */
    public static double median(double[] values) {
        return NEAREST_RANK.evaluate(values, 0.5);
    }

    /** The arithmetic mean of {@code values}, with its interval. */
    public static Interval mean(double[] values, long seed) {
        return of(values, Interval::average, seed);
    }

    /**
     * The geometric mean of the paired ratios {@code b[i] / a[i]}, with its interval: the mean of the log ratios,
     * resampled as pairs, taken back with exp.
     */
    static Interval geometricMeanRatio(double[] a, double[] b, long seed) {
        double[] logs = logRatios(a, b);
        Interval log = of(logs, Interval::average, seed);
        return new Interval(Math.exp(log.estimate), Math.exp(log.low), Math.exp(log.high));
    }

    /**
     * The ratio of medians {@code median(b) / median(a)} over paired values, with an interval from resampling the
     * pairs together (what a change of median between two runs of the same puzzles needs).
     */
    static Interval medianRatio(double[] a, double[] b, long seed) {
        int n = a.length;
        double estimate = median(b.clone()) / median(a.clone());
        SplittableRandom random = new SplittableRandom(seed);
        double[] stats = new double[RESAMPLES];
        double[] ra = new double[n];
        double[] rb = new double[n];
        for (int s = 0; s < RESAMPLES; s++) {
            for (int i = 0; i < n; i++) {
                int k = random.nextInt(n);
                ra[i] = a[k];
                rb[i] = b[k];
            }
            stats[s] = median(rb) / median(ra);
        }
        return percentiles(estimate, stats);
    }

    /** log(b[i] / a[i]) per pair; a time of 0 (under the clock's resolution) counts as that resolution. */
    static double[] logRatios(double[] a, double[] b) {
        if (a.length != b.length || a.length == 0) {
            throw new IllegalArgumentException("paired values need two arrays of one non-zero length");
        }
        double[] logs = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            logs[i] = Math.log(atLeastResolution(b[i]) / atLeastResolution(a[i]));
        }
        return logs;
    }

    /** Times are kept to {@link Call#RESOLUTION_MILLIS}: a shorter call reads 0, and counts as that step. */
    public static double atLeastResolution(double millis) {
        return Math.max(millis, Call.RESOLUTION_MILLIS);
    }

    private static Interval of(double[] values, ToDoubleFunction<double[]> statistic, long seed) {
        int n = values.length;
        if (n == 0) {
            throw new IllegalArgumentException("no values to estimate from");
        }
        double estimate = statistic.applyAsDouble(values.clone());
        SplittableRandom random = new SplittableRandom(seed);
        double[] stats = new double[RESAMPLES];
        double[] resample = new double[n];
        for (int s = 0; s < RESAMPLES; s++) {
            for (int i = 0; i < n; i++) {
                resample[i] = values[random.nextInt(n)];
            }
            stats[s] = statistic.applyAsDouble(resample);
        }
        return percentiles(estimate, stats);
    }

    /** The nearest-rank {@code p} quantile of {@code values}; reorders them. */
    public static double quantile(double[] values, double p) {
        return NEAREST_RANK.evaluate(values, p);
    }

    /** The 2.5 % and 97.5 % points of bootstrap statistics around their estimate (widened to hold it). */
    public static Interval percentiles(double estimate, double[] stats) {
        Arrays.sort(stats);
        double low = stats[(int) Math.floor(0.025 * (stats.length - 1))];
        double high = stats[(int) Math.ceil(0.975 * (stats.length - 1))];
        // A percentile interval of a skewed statistic can miss its own estimate on tiny samples; widen to hold it.
        return new Interval(estimate, Math.min(low, estimate), Math.max(high, estimate));
    }

    private static double average(double[] v) {
        double sum = 0;
        for (double x : v) {
            sum += x;
        }
        return sum / v.length;
    }

    /** A seed per figure, from the run's seed and the figure's name: each interval reproducible on its own. */
    public static long seed(long runSeed, String... names) {
        long h = runSeed * 0x9E3779B97F4A7C15L;
        for (String name : names) {
            h = 31 * h + name.hashCode();
        }
        return h;
    }
}
