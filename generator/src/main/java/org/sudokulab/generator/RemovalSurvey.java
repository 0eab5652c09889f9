package org.sudokulab.generator;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Puzzle;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.LocalEngine;

/**
 * Seed 000's experiment: for each number of removed clues in a range, remove that many random cells from
 * random grids and count the solutions exactly (up to a cap). The samples show how the count is distributed
 * for each number removed; the smallest k no sample met shows how poorly independent random removal covers
 * the k range (removal paths, {@link KSurvey}, do far better).
 */
public final class RemovalSurvey {
    /** One sample: {@code removed} cells gone, {@code count} solutions ({@code exact} false: at least the cap). */
    public record Sample(int removed, int sample, long count, boolean exact, String givens) implements Serializable {}

    private final Engine engine;
    private final Tools tools;

    /** Samples counted one at a time by {@code counter}, here. */
    public RemovalSurvey(Counter counter, GridSampler grids) {
        this(new LocalEngine(1), Tools.of(counter, grids));
    }

    /** Samples counted on {@code engine}, with the tools {@code tools} gives where each runs. */
    public RemovalSurvey(Engine engine, Tools tools) {
        this.engine = engine;
        this.tools = tools;
    }

    /**
     * Every sample of every n in the range, each from its own random stream (seeded from {@code random} in sample
     * order), handed to {@code each} in that order a level at a time: the same seed gives the same samples on any
     * engine. {@code stop} is read between levels.
     */
    public List<Sample> run(
            int fromRemoved,
            int toRemoved,
            int samples,
            long cap,
            RandomGenerator random,
            BooleanSupplier stop,
            Consumer<Sample> each)
            throws InterruptedException {
        List<Sample> out = new ArrayList<>();
        for (int removed = fromRemoved; removed <= toRemoved && !stop.getAsBoolean(); removed++) {
            List<Draw> draws = new ArrayList<>();
            for (int s = 1; s <= samples; s++) {
                draws.add(new Draw(removed, s, random.nextLong(), cap));
            }
            Sample[] level = new Sample[samples];
            engine.run(tools, draws, RemovalSurvey::sample, (i, sample) -> level[i] = sample, new Cancellation());
            for (Sample sample : level) {
                // A count the counter gave up on is no sample.
                if (sample.count() >= 0) {
                    out.add(sample);
                    each.accept(sample);
                }
            }
        }
        return out;
    }

    /** One sample to draw: {@code removed} cells from a grid, with its own random stream. */
    private record Draw(int removed, int sample, long seed, long cap) implements Serializable {}

    private static Sample sample(Tools tools, Draw draw, Engine.Context where) {
        GridSampler grids = tools.grids();
        RandomGenerator random = new SplittableRandom(draw.seed());
        int[] givens = grids.sample(random);
        int[] order = Cells.shuffled(givens.length, random);
        for (int i = 0; i < draw.removed(); i++) {
            givens[order[i]] = 0;
        }
        Puzzle p = new Puzzle(grids.geometry(), givens);
        long c = tools.counter().count(p, draw.cap());
        return new Sample(draw.removed(), draw.sample(), c, c >= 0 && c < draw.cap(), p.givensLine());
    }

    /**
     * The spread of log10(count) over the samples with {@code removed} cells gone: the 10th percentile, the median
     * and the 90th (nearest rank). A count at the cap enters as the cap, a lower bound: those are the largest
     * values, so a quantile is exact while its rank is below {@code samples - atCap}.
     */
    public record Level(int removed, int samples, int atCap, double p10, double median, double p90) {
        public boolean medianExact() {
            return (samples - 1) / 2 < samples - atCap;
        }
    }

    /** log10(count) ~ intercept + slope * removed, least squares over {@code levels} medians that are exact. */
    public record Fit(double slope, double intercept, int levels) {}

    /** The levels of the samples, by cells removed. */
    public static List<Level> levels(List<Sample> samples) {
        java.util.Map<Integer, List<Sample>> byRemoved = new java.util.TreeMap<>();
        for (Sample s : samples) {
            byRemoved.computeIfAbsent(s.removed(), k -> new ArrayList<>()).add(s);
        }
        List<Level> levels = new ArrayList<>();
        byRemoved.forEach((removed, list) -> {
            double[] v = list.stream()
                    .mapToDouble(s -> Math.log10(Math.max(1, s.count())))
                    .sorted()
                    .toArray();
            int atCap = (int) list.stream().filter(s -> !s.exact()).count();
            levels.add(new Level(
                    removed,
                    v.length,
                    atCap,
                    v[(int) Math.floor(0.1 * (v.length - 1))],
                    v[(v.length - 1) / 2],
                    v[(int) Math.ceil(0.9 * (v.length - 1))]));
        });
        return levels;
    }

    /** The straight line through the exact medians (null with fewer than two). */
    public static Fit fitMedians(List<Level> levels) {
        List<Level> exact = levels.stream().filter(Level::medianExact).toList();
        if (exact.size() < 2) {
            return null;
        }
        double n = exact.size();
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        for (Level l : exact) {
            sx += l.removed();
            sy += l.median();
            sxx += (double) l.removed() * l.removed();
            sxy += l.removed() * l.median();
        }
        double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
        return new Fit(slope, (sy - slope * sx) / n, exact.size());
    }

    /** The smallest k >= 1 that no sample counted exactly (the cap bounds what can be seen). */
    public static long smallestUnseen(List<Sample> samples, long cap) {
        TreeSet<Long> seen = new TreeSet<>();
        for (Sample s : samples) {
            if (s.exact()) {
                seen.add(s.count());
            }
        }
        long k = 1;
        while (seen.contains(k) && k < cap) {
            k++;
        }
        return k;
    }
}
