package org.sudokulab.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * The k-survey (seed 000): a board with exactly k solutions for every k in a range. Removal paths: take a
 * random grid, remove its cells one at a time in random order, count exactly after each removal, keep a
 * removal while the count stays within the range (a jump past it is undone and the path goes on with the
 * next cell), and every count met is a witness. Counts only grow along a path, so a path meets an increasing
 * sequence of k.
 *
 * <p>Paths run in batches on several threads, each path with its own random stream split from the seed in
 * path order, and batches are merged in path order: the same seed gives the same witnesses whatever the
 * thread timing. Only a time budget (when it ends the run) depends on the machine.
 */
public final class KSurvey {
    static final int BATCH = 32;

    /** A board with exactly k solutions: found on path {@code path} (1-based) after {@code millis}. */
    public record Witness(long k, Puzzle puzzle, int clues, long path, long millis) {}

    /** The survey's outcome; {@code missing} is every k of the range without a witness. */
    public record Result(
            long from,
            long to,
            Map<Long, Witness> found,
            List<Long> missing,
            long paths,
            long counts,
            long millis,
            String stoppedBy) {
        public long firstMissing() {
            return missing.isEmpty() ? -1 : missing.get(0);
        }
    }

    private final Counter counter;
    private final GridSampler grids;
    private final int threads;

    public KSurvey(Counter counter, GridSampler grids, int threads) {
        this.counter = counter;
        this.grids = grids;
        this.threads = threads;
    }

    /**
     * Runs paths until every k in [from, to] has a witness, {@code maxPaths} paths ran, {@code maxMillis}
     * passed, or {@code stop} says so. Each new witness goes to {@code found} at once (in path order).
     */
    public Result run(
            long from,
            long to,
            long maxPaths,
            long maxMillis,
            RandomGenerator.SplittableGenerator seed,
            BooleanSupplier stop,
            Consumer<Witness> found)
            throws InterruptedException {
        long start = System.nanoTime();
        Map<Long, Witness> witnesses = new TreeMap<>();
        long paths = 0;
        long[] counts = {0};
        String stoppedBy = "every k found";
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            while (witnesses.size() < to - from + 1) {
                long elapsed = (System.nanoTime() - start) / 1_000_000;
                if (paths >= maxPaths) {
                    stoppedBy = "path limit (" + maxPaths + ")";
                    break;
                }
                if (elapsed >= maxMillis) {
                    stoppedBy = "time limit (" + maxMillis / 1000 + " s)";
                    break;
                }
                if (stop.getAsBoolean()) {
                    stoppedBy = "interrupted";
                    break;
                }
                int batch = (int) Math.min(BATCH, maxPaths - paths);
                List<Future<List<long[]>>> running = new ArrayList<>();
                for (int i = 0; i < batch; i++) {
                    RandomGenerator random = seed.split();
                    running.add(pool.submit(() -> path(random, from, to, counts)));
                }
                for (int i = 0; i < batch; i++) {
                    List<long[]> met;
                    try {
                        met = running.get(i).get();
                    } catch (ExecutionException e) {
                        throw new IllegalStateException(e.getCause());
                    }
                    paths++;
                    for (long[] m : met) {
                        long k = m[0];
                        if (!witnesses.containsKey(k)) {
                            int[] givens = unpack(m);
                            Puzzle puzzle = new Puzzle(grids.geometry(), givens);
                            Witness w = new Witness(
                                    k, puzzle, puzzle.clueCount(), paths, (System.nanoTime() - start) / 1_000_000);
                            witnesses.put(k, w);
                            found.accept(w);
                        }
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
        List<Long> missing = new ArrayList<>();
        for (long k = from; k <= to; k++) {
            if (!witnesses.containsKey(k)) {
                missing.add(k);
            }
        }
        return new Result(
                from, to, witnesses, missing, paths, counts[0], (System.nanoTime() - start) / 1_000_000, stoppedBy);
    }

    /** One path; each entry is {k, then the givens}: for each k met, its board with the fewest clues. */
    private List<long[]> path(RandomGenerator random, long from, long to, long[] counts) {
        Geometry g = grids.geometry();
        int[] grid = grids.sample(random);
        int[] givens = grid.clone();
        List<long[]> met = new ArrayList<>();
        long last = 0;
        int done = 0;
        for (int cell : Cells.shuffled(givens.length, random)) {
            givens[cell] = 0;
            long c = counter.count(new Puzzle(g, givens), to + 1);
            done++;
            if (c < 0 || c > to) {
                givens[cell] = grid[cell];
                continue;
            }
            if (c >= from) {
                long[] entry = new long[givens.length + 1];
                entry[0] = c;
                for (int i = 0; i < givens.length; i++) {
                    entry[i + 1] = givens[i];
                }
                if (c == last) {
                    met.set(met.size() - 1, entry);
                } else {
                    met.add(entry);
                }
            }
            last = c;
        }
        synchronized (counts) {
            counts[0] += done;
        }
        return met;
    }

    private static int[] unpack(long[] entry) {
        int[] givens = new int[entry.length - 1];
        for (int i = 0; i < givens.length; i++) {
            givens[i] = (int) entry[i + 1];
        }
        return givens;
    }
}
