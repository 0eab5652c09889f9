package org.sudokulab.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Puzzle;

/**
 * Seed 000's experiment: for each number of removed clues in a range, remove that many random cells from
 * random grids and count the solutions exactly (up to a cap). The samples show how the count is distributed
 * for each number removed; the smallest k no sample met shows how poorly independent random removal covers
 * the k range (removal paths, {@link KSurvey}, do far better).
 */
public final class RemovalSurvey {
    /** One sample: {@code removed} cells gone, {@code count} solutions ({@code exact} false: at least the cap). */
    public record Sample(int removed, int sample, long count, boolean exact, String givens) {}

    private final Counter counter;
    private final GridSampler grids;

    public RemovalSurvey(Counter counter, GridSampler grids) {
        this.counter = counter;
        this.grids = grids;
    }

    public List<Sample> run(
            int fromRemoved,
            int toRemoved,
            int samples,
            long cap,
            RandomGenerator random,
            BooleanSupplier stop,
            Consumer<Sample> each) {
        List<Sample> out = new ArrayList<>();
        for (int removed = fromRemoved; removed <= toRemoved; removed++) {
            for (int s = 1; s <= samples; s++) {
                if (stop.getAsBoolean()) {
                    return out;
                }
                int[] givens = grids.sample(random);
                int[] order = Cells.shuffled(givens.length, random);
                for (int i = 0; i < removed; i++) {
                    givens[order[i]] = 0;
                }
                Puzzle p = new Puzzle(grids.geometry(), givens);
                long c = counter.count(p, cap);
                if (c < 0) {
                    continue;
                }
                Sample sample = new Sample(removed, s, c, c < cap, p.givensLine());
                out.add(sample);
                each.accept(sample);
            }
        }
        return out;
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
