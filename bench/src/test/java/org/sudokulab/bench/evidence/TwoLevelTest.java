package org.sudokulab.bench.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The two-level bootstrap's calibration on simulated runs whose truth is known: 40 puzzles (a default corpus; log
 * times spread by x1.8 between puzzles) or 300, dealt to 3 forks, each fork's JVM shifting all its calls by a factor
 * drawn for it, each call off by a heavy-tailed factor of typically x1.7 (as measured: one puzzle's calls in two JVMs
 * of two default runs differ by a factor of 2.2 typically, docs/bench.md). A/A pairs of such runs must rarely get a
 * verdict, whatever the JVM noise; a 1.2x change must be found on 300 puzzles when the JVMs are quiet; one run's
 * median interval must hold the next run's median.
 */
class TwoLevelTest {
    private static final int PUZZLES = 40;
    private static final int FORKS = 3;
    /** The spread of one call's log time about its puzzle's in its JVM (before the heavy tails). */
    private static final double CALL_NOISE = 0.55;

    /** One simulated run: per puzzle, its one call (repeat 1) in its fork. */
    private static List<List<TwoLevel.Call>> run(
            double[] puzzle, double jvmNoise, double shift, boolean heavy, SplittableRandom random) {
        int puzzles = puzzle.length;
        List<Integer> deal = new ArrayList<>();
        for (int i = 0; i < puzzles; i++) {
            deal.add(i % FORKS);
        }
        Collections.shuffle(deal, new java.util.Random(random.nextLong()));
        double[] jvm = new double[FORKS];
        for (int f = 0; f < FORKS; f++) {
            // heavy: Student's t with 3 degrees of freedom, scaled to unit variance (a JIT that now and then misses)
            jvm[f] = jvmNoise * (heavy ? heavy(random) : gaussian(random));
        }
        List<List<TwoLevel.Call>> calls = new ArrayList<>();
        for (int p = 0; p < puzzles; p++) {
            int fork = deal.get(p) + 1;
            double log = puzzle[p] + jvm[fork - 1] + Math.log(shift) + CALL_NOISE * heavy(random);
            calls.add(List.of(new TwoLevel.Call(1, fork, Math.exp(log))));
        }
        return calls;
    }

    private static double[] puzzles(int puzzles, SplittableRandom random) {
        double[] p = new double[puzzles];
        for (int i = 0; i < puzzles; i++) {
            p[i] = Math.log(0.5) + 0.6 * gaussian(random);
        }
        return p;
    }

    private static double gaussian(SplittableRandom r) {
        return Math.sqrt(-2 * Math.log(1 - r.nextDouble())) * Math.cos(2 * Math.PI * r.nextDouble());
    }

    /** Student's t with 3 degrees of freedom, scaled to unit variance: a JIT or a machine that now and then misses. */
    private static double heavy(SplittableRandom r) {
        double z = gaussian(r);
        return z / Math.sqrt((sq(gaussian(r)) + sq(gaussian(r)) + sq(gaussian(r))) / 3) / Math.sqrt(3);
    }

    private static double sq(double x) {
        return x * x;
    }

    /** Whether compare would call it a change: p below 0.05, the interval clear of 1, beyond 5 %. */
    private static boolean verdict(TwoLevel.Estimate e) {
        Interval r = e.interval();
        return e.p() < 0.05 && !r.contains(1) && Math.abs(Math.log(r.estimate())) > Math.log(1.05);
    }

    private static double verdictRate(
            int puzzles, double jvmNoise, double shift, boolean heavy, int trials, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int verdicts = 0;
        for (int t = 0; t < trials; t++) {
            double[] p = puzzles(puzzles, random);
            TwoLevel pair = new TwoLevel(
                    TwoLevel.Statistic.MEDIAN_RATIO,
                    run(p, jvmNoise, 1, heavy, random),
                    run(p, jvmNoise, shift, heavy, random),
                    1e-5);
            verdicts += verdict(pair.estimate(random.nextLong())) ? 1 : 0;
        }
        return (double) verdicts / trials;
    }

    @Test
    void twoRunsOfOneCommitRarelyGetAVerdictWhateverTheJvmNoise() {
        // With normal quantiles, x1.35 JVM noise gave 11 % of such pairs a verdict; with the puzzles' degrees of
        // freedom when the forks' share came out small, 10 % (docs/bench.md).
        for (double noise : new double[] {0, 0.1, 0.3, 0.6}) {
            double rate = verdictRate(PUZZLES, noise, 1, true, 400, 17 + (long) (noise * 10));
            assertTrue(rate <= 0.07, "JVM noise x" + Math.exp(noise) + ": verdicts in " + rate + " of A/A pairs");
        }
    }

    @Test
    void aTwentyPercentSlowdownIsFoundOnThreeHundredPuzzlesWhenTheJvmsAreQuiet() {
        // 82 % with no JVM noise, 71 % at 3 % (heavy-tailed); 40 puzzles find it in about 10 % of the trials.
        double found = verdictRate(300, 0.02, 1.2, false, 100, 5);
        assertTrue(found >= 0.7, "a 1.2x change found in " + found + " of the trials");
    }

    @Test
    void oneRunsMedianIntervalHoldsTheNextRunsMedian() {
        SplittableRandom random = new SplittableRandom(11);
        int held = 0;
        int trials = 150;
        for (int t = 0; t < trials; t++) {
            double[] p = puzzles(PUZZLES, random);
            double noise = 0.3;
            TwoLevel a = new TwoLevel(TwoLevel.Statistic.MEDIAN, run(p, noise, 1, true, random), null, 1e-5);
            TwoLevel b = new TwoLevel(TwoLevel.Statistic.MEDIAN, run(p, noise, 1, true, random), null, 1e-5);
            held += a.estimate(random.nextLong()).interval().contains(b.value()) ? 1 : 0;
        }
        assertTrue(held >= 0.9 * trials, "held in " + held + " of " + trials);
    }

    @Test
    void inOneJvmTheIntervalIsThePuzzlesPercentileBootstrap() {
        SplittableRandom random = new SplittableRandom(3);
        double[] p = puzzles(PUZZLES, random);
        List<List<TwoLevel.Call>> calls = new ArrayList<>();
        double[] times = new double[PUZZLES];
        for (int i = 0; i < PUZZLES; i++) {
            times[i] = Math.exp(p[i]);
            calls.add(List.of(new TwoLevel.Call(1, 0, times[i])));
        }
        TwoLevel.Estimate e = new TwoLevel(TwoLevel.Statistic.MEDIAN, calls, null, 1e-5).estimate(42);
        assertEquals(1, e.forks());
        assertNull(e.forkNoise());
        assertTrue(Double.isNaN(e.p()));
        Arrays.sort(times);
        assertEquals(Interval.median(times.clone()), e.interval().estimate(), 1e-12);
        Interval plain = Interval.median(times, 42);
        assertEquals(plain.low(), e.interval().low(), 1e-9 * plain.low());
        assertEquals(plain.high(), e.interval().high(), 1e-9 * plain.high());
    }

    @Test
    void twoBackendsOfOneRunPairTheirForksAndTwoRunsOfTwoSeedsCrossThem() {
        // Backends of one run share each puzzle's fork: a fork's two JVMs are one unit of the first stage.
        List<List<TwoLevel.Call>> x = new ArrayList<>();
        List<List<TwoLevel.Call>> same = new ArrayList<>();
        List<List<TwoLevel.Call>> crossed = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            x.add(List.of(new TwoLevel.Call(1, i % 3 + 1, 1 + i)));
            same.add(List.of(new TwoLevel.Call(1, i % 3 + 1, 2 * (1 + i))));
            crossed.add(List.of(new TwoLevel.Call(1, (i / 4) + 1, 2 * (1 + i))));
        }
        TwoLevel.Estimate paired = new TwoLevel(TwoLevel.Statistic.MEDIAN_RATIO, x, same, 1e-5).estimate(1);
        TwoLevel.Estimate cross = new TwoLevel(TwoLevel.Statistic.MEDIAN_RATIO, x, crossed, 1e-5).estimate(1);
        assertEquals(2.0, paired.interval().estimate(), 1e-12, "every puzzle twice as slow");
        assertEquals(2.0, cross.interval().estimate(), 1e-12);
        assertEquals(3, paired.forks());
        assertEquals(3, cross.forks());
        assertTrue(paired.interval().low() > 1.99 && paired.interval().high() < 2.01, paired.toString());
    }
}
