package org.sudokulab.bench.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The bootstrap intervals: reproducible from their seed, and covering the true value about 95 % of the time. */
class IntervalTest {
    /** n log-normal times (median 1 ms, a spread like a corpus's: sigma 1 on the log scale). */
    private static double[] draw(long seed, int n, double sigma) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            // Box-Muller: a normal from two uniforms
            double z = Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
            x[i] = Math.exp(sigma * z);
        }
        return x;
    }

    @Test
    void theSameSeedGivesTheSameIntervalAndAnotherSeedAnother() {
        double[] x = draw(7, 40, 1);
        assertEquals(Interval.median(x, 3), Interval.median(x.clone(), 3));
        // The median's ends are sample values, so two seeds may agree; the mean's ends are not.
        assertNotEquals(Interval.mean(x, 3), Interval.mean(x, 4));
        // the estimate is the table's median: nearest rank, the lower middle of 40 values
        double[] sorted = x.clone();
        Arrays.sort(sorted);
        assertEquals(sorted[19], Interval.median(x, 3).estimate());
        assertEquals(Summary.percentile(sorted, 50), Interval.median(x, 3).estimate());
    }

    /**
     * 1,000 samples of 40 puzzles: the median's interval should hold the true median (1) in about 95 % of them.
     * The percentile bootstrap of a median is known to run a little off nominal on small samples, and 1,000 trials
     * have a standard error of 0.7 points, so the test accepts 92 to 98 %.
     */
    @Test
    void theMediansIntervalCoversTheTrueMedianAbout95PercentOfTheTime() {
        int covered = 0;
        int trials = 1000;
        for (int t = 0; t < trials; t++) {
            covered += Interval.median(draw(t, 40, 1), 1000 + t).contains(1) ? 1 : 0;
        }
        double share = (double) covered / trials;
        assertTrue(share >= 0.92 && share <= 0.98, "coverage " + share);
    }

    /** The mean of log-normal(0, 0.5) times is exp(0.125); its interval over 80 puzzles should hold it ~95 %. */
    @Test
    void theMeansIntervalCoversTheTrueMeanAbout95PercentOfTheTime() {
        int covered = 0;
        int trials = 1000;
        for (int t = 0; t < trials; t++) {
            covered += Interval.mean(draw(t, 80, 0.5), 5000 + t).contains(Math.exp(0.125)) ? 1 : 0;
        }
        double share = (double) covered / trials;
        assertTrue(share >= 0.92 && share <= 0.98, "coverage " + share);
    }

    @Test
    void aConstantRatioHasAGeometricMeanOfItselfWithNoWidth() {
        double[] a = {1, 2, 4, 8};
        double[] b = {3, 6, 12, 24};
        Interval r = Interval.geometricMeanRatio(a, b, 1);
        assertEquals(3, r.estimate(), 1e-12);
        assertEquals(3, r.low(), 1e-12);
        assertEquals(3, r.high(), 1e-12);
    }

    /**
     * The width, not only the coverage: for the mean of 400 standard normal values the 95 % interval is about
     * 2 x 1.96 / 20 = 0.196 wide; a percentile taken at the wrong rank would make it much wider or narrower.
     */
    @Test
    void theMeansIntervalHasTheWidthTheStandardErrorSays() {
        SplittableRandom random = new SplittableRandom(11);
        double[] x = new double[400];
        for (int i = 0; i < x.length; i++) {
            x[i] = Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
        }
        Interval mean = Interval.mean(x, 5);
        double width = mean.high() - mean.low();
        assertTrue(width > 0.17 && width < 0.22, "width " + width);
        assertTrue(mean.low() < mean.estimate() && mean.estimate() < mean.high(), mean.toString());
    }

    @Test
    void aConstantRatioHasARatioOfMediansOfItselfWithNoWidth() {
        double[] a = {1, 2, 4, 8, 16};
        double[] b = {2.5, 5, 10, 20, 40};
        assertEquals(new Interval(2.5, 2.5, 2.5), Interval.medianRatio(a, b, 1));
    }

    @Test
    void containsHoldsItsEnds() {
        Interval i = new Interval(1, 0.5, 2);
        assertTrue(i.contains(0.5) && i.contains(2) && i.contains(1));
        assertTrue(!i.contains(0.4999) && !i.contains(2.0001));
    }

    @Test
    void eachFigureHasItsOwnSeed() {
        long seed = Interval.seed(1, "median", "dlx", "c");
        assertNotEquals(seed, Interval.seed(2, "median", "dlx", "c"));
        assertNotEquals(seed, Interval.seed(1, "mean", "dlx", "c"));
        assertNotEquals(seed, Interval.seed(1, "median", "bits", "c"));
        assertEquals(seed, Interval.seed(1, "median", "dlx", "c"));
    }
}
