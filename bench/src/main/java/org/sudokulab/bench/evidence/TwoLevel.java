package org.sudokulab.bench.evidence;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * A figure of calls made in several JVMs (a run's forks), with an interval that includes what moves a whole JVM: the
 * JIT's choices, the code's layout, the machine's drift while that JVM ran. Its variance has two shares, as in
 * Kalibera and Jones's two-level design ("Rigorous benchmarking in reasonable time", ISMM 2013): the puzzles', from a
 * bootstrap over the puzzles with the forks as they were; and the JVMs', from a bootstrap over the forks with their
 * puzzles as they were, less what that bootstrap varies when the calls are dealt to the forks at random (a fork's
 * share of the puzzles is a sample of them, so drawing forks varies the figure even when every JVM is alike).
 *
 * <p>A handful of forks cannot weigh their share as a bootstrap weighs puzzles: resampling F values finds (F - 1) / F
 * of their variance, so it is scaled back, and the interval takes Student's t with the forks' degrees of freedom.
 * Simulated with calls as noisy as this machine's, two runs of one code with different seeds (docs/bench.md): at most
 * 6 % of the pairs get a verdict at JVM noise up to x1.8, one run's median interval holds the next's in 92 % or more,
 * and a 1.2x change on 300 puzzles is found in 82 % of the trials with quiet JVMs (71 % at 3 %).
 * Figures are on the log scale: a time, a ratio of times, or of bytes.
 *
 * <p>Two sides (a ratio: backend b over a, or run B over A) pair each puzzle's calls repeat by repeat. When every
 * pair shares its fork number (two backends of one run; two runs of one seed) a fork's pair of JVMs is one unit;
 * else the two sides' forks are resampled apart, and a pair belongs to the cell of its two forks.
 */
final class TwoLevel {
    /** Resamples of each bootstrap. */
    static final int RESAMPLES = 2000;

    /**
     * Memory below this many bytes counts as this many in a ratio: a call that allocates nothing (bits on 9x9) or a
     * boxed counter's worth is not a change of memory.
     */
    static final double MEMORY_FLOOR_BYTES = 1024;

    /** What is figured from the puzzles' values (with weights): a median, a mean, or a ratio of the two sides. */
    enum Statistic {
        /** The median of the puzzles' times (nearest rank). */
        MEDIAN,
        /** The mean of the puzzles' times. */
        MEAN,
        /** The geometric mean of the puzzles' ratios, side y over side x. */
        GEOMETRIC_MEAN_RATIO,
        /** The median of the puzzles' ratios, side y over side x. */
        MEDIAN_RATIO
    }

    /** One call of a puzzle on one side: its repeat, its fork and its value (a time, bytes). */
    record Call(int repeat, int fork, double value) {}

    /**
     * The estimate and its interval; {@code p} the two-sided p-value that a ratio is 1 (NaN for a median or a mean);
     * {@code forks} the JVMs that weigh it (1: one JVM, no JVM share); {@code forkNoise} the typical factor from one
     * JVM to the next (null with one).
     */
    record Estimate(Interval interval, double p, int forks, Double forkNoise) {}

    /** One unit of the second stage: a puzzle's paired calls in one cell (a fork, or a pair of forks). */
    private record Item(int puzzle, long cell, double[] x, double[] y) {}

    private final Statistic statistic;
    /** The least value a log is taken of: the clock's step for times, {@link #MEMORY_FLOOR_BYTES} for memory. */
    private final double floor;

    private final List<Item> items = new ArrayList<>();
    private final int puzzles;
    private final int[] itemsOf;
    private final Map<Long, List<Item>> cells = new LinkedHashMap<>();
    private final int[] xForks;
    private final int[] yForks;
    private final boolean crossed;
    private final boolean ratio;
    /** Each puzzle's log value when it has one call a side (the default: one repeat), else null. */
    private final double[] fixed;
    /** The puzzles in the order of their {@link #fixed} values, for a weighted median without a sort. */
    private final int[] ascending;

    /**
     * The calls of each puzzle answered on every side: {@code x.get(i)} and, for a ratio, {@code y.get(i)} (else
     * null), puzzle by puzzle in one order.
     */
    TwoLevel(Statistic statistic, List<List<Call>> x, List<List<Call>> y, double floor) {
        this.statistic = statistic;
        this.floor = floor;
        this.ratio = statistic == Statistic.GEOMETRIC_MEAN_RATIO || statistic == Statistic.MEDIAN_RATIO;
        if (ratio != (y != null) || (y != null && y.size() != x.size())) {
            throw new IllegalArgumentException("a ratio pairs two sides of one length; a median or mean has one");
        }
        this.puzzles = x.size();
        this.itemsOf = new int[puzzles];
        boolean diagonal = true;
        for (int p = 0; p < puzzles; p++) {
            // Calls of one cell together: by fork on one side, by repeat's pair of forks on two.
            Map<Long, List<double[]>> byCell = new LinkedHashMap<>();
            if (y == null) {
                for (Call c : x.get(p)) {
                    byCell.computeIfAbsent(cell(c.fork(), 0), k -> new ArrayList<>())
                            .add(new double[] {c.value()});
                }
            } else {
                Map<Integer, Call> yByRepeat = new HashMap<>();
                y.get(p).forEach(c -> yByRepeat.put(c.repeat(), c));
                for (Call c : x.get(p)) {
                    Call other = yByRepeat.get(c.repeat());
                    if (other != null) {
                        diagonal &= c.fork() == other.fork();
                        byCell.computeIfAbsent(cell(c.fork(), other.fork()), k -> new ArrayList<>())
                                .add(new double[] {c.value(), other.value()});
                    }
                }
                if (byCell.isEmpty()) { // no repeat in common: the puzzle's calls pair as wholes
                    Call a = x.get(p).get(0);
                    Call b = y.get(p).get(0);
                    diagonal &= a.fork() == b.fork();
                    byCell.put(cell(a.fork(), b.fork()), List.of(new double[] {median(x.get(p)), median(y.get(p))}));
                }
            }
            for (Map.Entry<Long, List<double[]>> e : byCell.entrySet()) {
                double[] xs = e.getValue().stream().mapToDouble(v -> v[0]).toArray();
                double[] ys = y == null
                        ? null
                        : e.getValue().stream().mapToDouble(v -> v[1]).toArray();
                items.add(new Item(p, e.getKey(), xs, ys));
                itemsOf[p]++;
            }
        }
        this.crossed = y != null && !diagonal;
        for (Item it : items) {
            cells.computeIfAbsent(crossed ? it.cell : cell(xFork(it.cell), 0), k -> new ArrayList<>())
                    .add(it);
        }
        this.xForks = forks(it -> xFork(it.cell));
        this.yForks = crossed ? forks(it -> yFork(it.cell)) : new int[0];
        boolean single = items.size() == puzzles && items.stream().allMatch(it -> it.x.length == 1);
        this.fixed = single ? pooled(items) : null;
        this.ascending = single
                ? java.util.stream.IntStream.range(0, puzzles)
                        .boxed()
                        .sorted((a, b) -> Double.compare(fixed[a], fixed[b]))
                        .mapToInt(Integer::intValue)
                        .toArray()
                : null;
    }

    /** The fork numbers of one side among the items, ascending. */
    private int[] forks(java.util.function.ToIntFunction<Item> side) {
        return items.stream().mapToInt(side).distinct().sorted().toArray();
    }

    /**
     * The figure of one backend's answered puzzles ({@code y} null), or of two backends' (or runs') puzzles both
     * answered, y's over x's; their times, or their memory ({@code memory}: then only puzzles whose every call has
     * it). Null when no puzzle qualifies.
     */
    static TwoLevel of(Statistic statistic, PuzzleTimes x, PuzzleTimes y, boolean memory) {
        List<List<Call>> xs = new ArrayList<>();
        List<List<Call>> ys = y == null ? null : new ArrayList<>();
        List<PuzzleTimes.Puzzle> puzzles = x.puzzles();
        for (int i = 0; i < puzzles.size(); i++) {
            if (!puzzles.get(i).answered()) {
                continue;
            }
            List<Call> a = x.calls(i, memory);
            if (y == null) {
                if (a != null) {
                    xs.add(a);
                }
                continue;
            }
            int j = y.indexOf(puzzles.get(i).id());
            if (j < 0 || !y.puzzles().get(j).answered()) {
                continue;
            }
            List<Call> b = y.calls(j, memory);
            if (a != null && b != null) {
                xs.add(a);
                ys.add(b);
            }
        }
        // A ratio of bytes floors them at a kibibyte; a median of bytes counts a call that allocated nothing as one.
        double floor = !memory ? Interval.atLeastResolution(0) : y != null ? MEMORY_FLOOR_BYTES : 1;
        return xs.isEmpty() ? null : new TwoLevel(statistic, xs, ys, floor);
    }

    /** The puzzles the figure is made of. */
    int puzzles() {
        return puzzles;
    }

    /** The figure over every call, without an interval: a median's or a mean's value, or a ratio. */
    double value() {
        double[] weight = new double[puzzles];
        Arrays.fill(weight, 1);
        return Math.exp(statistic(fixed != null ? fixed : pooled(items), weight));
    }

    /** Per puzzle, the log of its ratio y over x (a ratio's), for a test that ranks them. */
    double[] logRatios() {
        return fixed != null ? fixed.clone() : pooled(items);
    }

    /** The figure over every call, weighed by both bootstraps, seeded by {@code seed}. */
    Estimate estimate(long seed) {
        double[] weight = new double[puzzles];
        Arrays.fill(weight, 1);
        double estimate = statistic(fixed != null ? fixed : pooled(items), weight);
        int forks = xForks.length;
        SplittableRandom random = new SplittableRandom(seed);
        double[] puzzlesOnly = new double[RESAMPLES];
        double[] forksOnly = new double[RESAMPLES];
        double[] forksShuffled = new double[RESAMPLES];
        for (int s = 0; s < RESAMPLES; s++) {
            puzzlesOnly[s] = puzzlesOnly(random);
            if (forks > 1) {
                forksOnly[s] = forksOnly(cells, random);
                forksShuffled[s] = forksOnly(shuffledCells(random), random);
            }
        }
        if (forks < 2) {
            // One JVM: what moves a JVM is not measured; the puzzles' percentile interval, as before forks.
            Interval i = Interval.percentiles(estimate, puzzlesOnly);
            return new Estimate(fromLog(i), Double.NaN, 1, null);
        }
        // The puzzles' variance (forks as they were), and the JVMs': what drawing the forks varies beyond what it
        // varies when the calls are dealt to the forks at random (then a fork is only its share of the puzzles).
        double puzzleLevel = Weighted.variance(puzzlesOnly);
        int forkDf = crossed ? xForks.length + yForks.length - 2 : forks - 1;
        // A bootstrap over F forks finds (F - 1) / F of their variance (a side's; each side's apart when crossed).
        double jvmLevel = (forkDf + (crossed ? 2.0 : 1.0))
                / forkDf
                * Math.max(0, Weighted.variance(forksOnly) - Weighted.variance(forksShuffled));
        // The typical factor from one JVM to the next (a ratio's figure holds the JVMs of both sides).
        double forkNoise = Math.exp(Math.sqrt(jvmLevel * forks * (ratio ? 0.5 : 1.0)));
        double variance = puzzleLevel + jvmLevel;
        if (!(variance > 0)) {
            Interval i = new Interval(estimate, estimate, estimate);
            return new Estimate(fromLog(i), Double.NaN, forks, forkNoise);
        }
        // Student's t with the forks' degrees of freedom, even when their share came out small: a handful of JVMs
        // cannot show that the JVMs are quiet (with the puzzles' many, simulated A/A pairs got verdicts in 10 %).
        TDistribution t = TDistribution.of(forkDf);
        double se = Math.sqrt(variance);
        double half = t.inverseSurvivalProbability(0.025) * se;
        double p = ratio ? 2 * t.survivalProbability(Math.abs(estimate) / se) : Double.NaN;
        return new Estimate(fromLog(new Interval(estimate, estimate - half, estimate + half)), p, forks, forkNoise);
    }

    /** Puzzles drawn with replacement, each with all its calls: the first stage alone (forks as they were). */
    private double puzzlesOnly(SplittableRandom random) {
        double[] weight = new double[puzzles];
        for (int k = 0; k < puzzles; k++) {
            weight[random.nextInt(puzzles)]++;
        }
        return statistic(fixed != null ? fixed : pooled(items), weight);
    }

    /** The cells with their calls dealt at random, each keeping its number of items: views of one shuffled array. */
    private Map<Long, List<Item>> shuffledCells(SplittableRandom random) {
        Item[] all = items.toArray(new Item[0]);
        for (int i = all.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Item t = all[i];
            all[i] = all[j];
            all[j] = t;
        }
        List<Item> dealt = Arrays.asList(all);
        Map<Long, List<Item>> cellsDealt = new HashMap<>();
        int next = 0;
        for (Map.Entry<Long, List<Item>> e : cells.entrySet()) {
            cellsDealt.put(e.getKey(), dealt.subList(next, next += e.getValue().size()));
        }
        return cellsDealt;
    }

    /**
     * Forks drawn with replacement (one side's, a pair's, or each side's apart), each drawn fork with its calls as they
     * were: a puzzle's weight is its share of its cells drawn. Its puzzles are not drawn again within it: their
     * variance is in the fork's figure already, and drawing them twice would count it twice (Davison and Hinkley,
     * Bootstrap Methods, 3.8).
     */
    private double forksOnly(Map<Long, List<Item>> cells, SplittableRandom random) {
        double[] weight = new double[puzzles];
        // the drawn items themselves matter only when a puzzle's value is pooled from them again
        List<Item> drawn = fixed != null ? null : new ArrayList<>();
        int count = 0;
        if (crossed) {
            int[] xs = draw(xForks, random);
            int[] ys = draw(yForks, random);
            for (int a : xs) {
                for (int b : ys) {
                    count += addInto(cells.get(cell(a, b)), drawn, weight);
                }
            }
        } else {
            for (int a : draw(xForks, random)) {
                count += addInto(cells.get(cell(a, 0)), drawn, weight);
            }
        }
        return count == 0 ? Double.NaN : statistic(fixed != null ? fixed : pooled(drawn), weight);
    }

    /** Adds a cell's items' weights (and the items, to {@code drawn} when not null); returns how many it had. */
    private int addInto(List<Item> cell, List<Item> drawn, double[] weight) {
        for (Item it : cell == null ? List.<Item>of() : cell) {
            if (drawn != null) {
                drawn.add(it);
            }
            weight[it.puzzle] += 1.0 / itemsOf[it.puzzle];
        }
        return cell == null ? 0 : cell.size();
    }

    private static int[] draw(int[] forks, SplittableRandom random) {
        int[] out = new int[forks.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = forks[random.nextInt(forks.length)];
        }
        return out;
    }

    /** Per puzzle, the log of its value: the median of its calls among {@code chosen} (ratio: y's over x's). */
    private double[] pooled(List<Item> chosen) {
        Map<Integer, double[][]> calls = new HashMap<>();
        for (Item it : chosen) {
            double[][] c = calls.computeIfAbsent(it.puzzle, k -> new double[][] {new double[0], new double[0]});
            c[0] = concat(c[0], it.x);
            if (it.y != null) {
                c[1] = concat(c[1], it.y);
            }
        }
        double[] logs = new double[puzzles];
        Arrays.fill(logs, Double.NaN);
        calls.forEach((p, c) -> logs[p] = ratio
                ? Math.log(floor(Summary.median(c[1])) / floor(Summary.median(c[0])))
                : Math.log(floor(Summary.median(c[0]))));
        return logs;
    }

    /** The statistic of the puzzles' logs with their weights (0: not drawn), as a log. */
    private double statistic(double[] logs, double[] weight) {
        return switch (statistic) {
            case MEAN -> Math.log(Weighted.mean(logs, weight, true));
            case GEOMETRIC_MEAN_RATIO -> Weighted.mean(logs, weight, false);
            case MEDIAN, MEDIAN_RATIO -> logs == fixed ? weightedMedianInOrder(weight) : Weighted.median(logs, weight);
        };
    }

    /** {@link Weighted#median} of the {@link #fixed} values, walking them in their order: no sort per resample. */
    private double weightedMedianInOrder(double[] weight) {
        double total = 0;
        for (double w : weight) {
            total += w;
        }
        double sum = 0;
        for (int i : ascending) {
            sum += weight[i];
            if (weight[i] > 0 && sum >= total / 2 - 1e-9) {
                return fixed[i];
            }
        }
        return Double.NaN;
    }

    private static Interval fromLog(Interval log) {
        return new Interval(Math.exp(log.estimate()), Math.exp(log.low()), Math.exp(log.high()));
    }

    private static double median(List<Call> calls) {
        return Summary.median(calls.stream().mapToDouble(Call::value).toArray());
    }

    private double floor(double value) {
        return Math.max(value, floor);
    }

    private static double[] concat(double[] a, double[] b) {
        double[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static long cell(int xFork, int yFork) {
        return ((long) xFork << 32) | (yFork & 0xffffffffL);
    }

    private static int xFork(long cell) {
        return (int) (cell >>> 32);
    }

    private static int yFork(long cell) {
        return (int) cell;
    }
}
