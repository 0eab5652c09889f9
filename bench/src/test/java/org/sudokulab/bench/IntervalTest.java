package org.sudokulab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        assertEquals(Interval.median(x, 3).estimate(), Summary.median(x), 1e-4);
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
}
