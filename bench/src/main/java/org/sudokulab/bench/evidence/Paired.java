package org.sudokulab.bench.evidence;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.commons.statistics.inference.WilcoxonSignedRankTest;

/**
 * Two backends on the puzzles of one corpus that both answered: the geometric mean of the per-puzzle time ratio
 * {@code b / a} with its 95 % interval, the share of puzzles on which each was faster, and a two-sided p-value. When
 * each backend ran in one JVM ({@code forks} 1): a bootstrap over the puzzles and Wilcoxon's signed-rank test on the
 * log ratios (exact below 50 pairs, normal approximation above). When they ran in forks: the {@link TwoLevel}
 * interval and its t test, which include what moves a whole JVM.
 * Where the interval holds 1, or the test does not reach {@link Comparison#ALPHA} (as {@code bench compare} asks), the
 * two are indistinguishable on this corpus, whatever the point estimate says.
 */
public record Paired(
        String corpus,
        String a,
        String b,
        int puzzles,
        Interval ratio,
        double aFaster,
        double bFaster,
        double p,
        int forks) {

    /** Every pair of backends on every corpus, in the order the backends and corpora come. */
    static List<Paired> of(List<PuzzleTimes> times, List<String> corpora, long seed) {
        List<Paired> out = new ArrayList<>();
        for (String corpus : corpora) {
            List<PuzzleTimes> here =
                    times.stream().filter(t -> t.corpus().equals(corpus)).toList();
            for (int i = 0; i < here.size(); i++) {
                for (int j = i + 1; j < here.size(); j++) {
                    Paired p = of(here.get(i), here.get(j), seed);
                    if (p != null) {
                        out.add(p);
                    }
                }
            }
        }
        return out;
    }

    /** The pair on the puzzles both answered; null when they share none. */
    static Paired of(PuzzleTimes a, PuzzleTimes b, long seed) {
        List<double[]> pairs = new ArrayList<>();
        for (PuzzleTimes.Puzzle pa : a.puzzles()) {
            PuzzleTimes.Puzzle pb = b.get(pa.id());
            if (pa.answered() && pb != null && pb.answered()) {
                pairs.add(new double[] {pa.millis(), pb.millis()});
            }
        }
        if (pairs.isEmpty()) {
            return null;
        }
        double[] ta = pairs.stream().mapToDouble(x -> x[0]).toArray();
        double[] tb = pairs.stream().mapToDouble(x -> x[1]).toArray();
        int aWins = 0;
        int bWins = 0;
        for (int i = 0; i < ta.length; i++) {
            aWins += ta[i] < tb[i] ? 1 : 0;
            bWins += tb[i] < ta[i] ? 1 : 0;
        }
        int n = ta.length;
        long s = Interval.seed(seed, "pair", a.corpus(), a.backend(), b.backend());
        if (a.forks() < 2 || b.forks() < 2) {
            // One JVM a backend: the puzzles alone weigh the pair, and Wilcoxon's test on its log ratios.
            return new Paired(
                    a.corpus(),
                    a.backend(),
                    b.backend(),
                    n,
                    Interval.geometricMeanRatio(ta, tb, s),
                    (double) aWins / n,
                    (double) bWins / n,
                    signedRankP(Interval.logRatios(ta, tb)),
                    1);
        }
        TwoLevel.Estimate e = TwoLevel.of(TwoLevel.Statistic.GEOMETRIC_MEAN_RATIO, a, b, false)
                .estimate(s);
        return new Paired(
                a.corpus(),
                a.backend(),
                b.backend(),
                n,
                e.interval(),
                (double) aWins / n,
                (double) bWins / n,
                e.p(),
                e.forks());
    }

    /**
     * Wilcoxon's two-sided p-value that the log ratios are centred on 0; NaN when the test has nothing to rank
     * (every ratio exactly 1).
     */
    static double signedRankP(double[] logRatios) {
        if (Arrays.stream(logRatios).allMatch(x -> x == 0)) {
            return Double.NaN;
        }
        return WilcoxonSignedRankTest.withDefaults().test(logRatios).getPValue();
    }

    /**
     * Neither faster: the interval of the ratio holds 1, or the signed-rank test is not significant (three puzzles,
     * each five times faster, give an interval without 1 but p = 0.17).
     */
    public boolean indistinguishable() {
        return ratio.contains(1) || !(p < Comparison.ALPHA);
    }

    /** What the pair shows, in words: "indistinguishable", or which is faster and by what factor. */
    public String verdict() {
        if (indistinguishable()) {
            return "indistinguishable";
        }
        return ratio.estimate() < 1
                ? String.format(Locale.ROOT, "%s faster (x%s)", b, factor(1 / ratio.estimate()))
                : String.format(Locale.ROOT, "%s faster (x%s)", a, factor(ratio.estimate()));
    }

    /** A ratio as the reports print it: three significant figures. */
    public static String factor(double x) {
        return x >= 100
                ? String.format(Locale.ROOT, "%,.0f", x)
                : x >= 10
                        ? String.format(Locale.ROOT, "%.1f", x)
                        : x >= 0.1 ? String.format(Locale.ROOT, "%.2f", x) : String.format(Locale.ROOT, "%.2g", x);
    }

    /** A p-value as the reports print it. */
    public static String pValue(double p) {
        return Double.isNaN(p) ? "n/a" : p < 1e-4 ? "< 0.0001" : String.format(Locale.ROOT, "%.4f", p);
    }
}
