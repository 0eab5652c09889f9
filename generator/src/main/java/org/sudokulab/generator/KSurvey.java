package org.sudokulab.generator;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.LocalEngine;

/**
 * The k-survey (seed 000): a board with exactly k solutions for every k in a range. Removal paths: take a
 * random grid, remove its cells one at a time in random order, count exactly after each removal, keep a
 * removal while the count stays at most the largest k still without a witness (a jump past it is undone and the
 * path goes on with the next cell), and every count met is a witness. Counts only grow along a path, so a path
 * meets an increasing sequence of k; each count enumerates only the solutions the removal added
 * ({@link Counter#countEmptied}).
 *
 * <p>Paths run in batches of {@value #BATCH} on an {@link Engine} (this JVM's threads, or a cluster), each path
 * with its own random stream seeded from the run's seed in path order, and batches are merged in path order: the
 * same seed gives the same witnesses whatever the engine, its executors and the timing. Only a time budget (when it
 * ends the run) depends on the machine.
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

    private final Engine engine;
    private final Tools tools;
    private final Geometry geometry;

    /** Paths on {@code threads} threads of this JVM, counted by {@code counter}. */
    public KSurvey(Counter counter, GridSampler grids, int threads) {
        this(new LocalEngine(threads), Tools.of(counter, grids));
    }

    /** Paths on {@code engine}, each made with the tools {@code tools} gives where it runs. */
    public KSurvey(Engine engine, Tools tools) {
        this.engine = engine;
        this.tools = tools;
        this.geometry = tools.grids().geometry();
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
        return run(from, to, Map.of(), maxPaths, maxMillis, seed, stop, found);
    }

    /**
     * As {@link #run(long, long, long, long, RandomGenerator.SplittableGenerator, BooleanSupplier, Consumer)}, with
     * the witnesses of {@code known} (an earlier run's, counted again by the caller) taken as found: the paths look
     * only for the other k, and only new witnesses go to {@code found}.
     */
    public Result run(
            long from,
            long to,
            Map<Long, Witness> known,
            long maxPaths,
            long maxMillis,
            RandomGenerator.SplittableGenerator seed,
            BooleanSupplier stop,
            Consumer<Witness> found)
            throws InterruptedException {
        Map<Long, Witness> witnesses = new TreeMap<>();
        known.forEach((k, w) -> {
            if (k >= from && k <= to) {
                witnesses.put(k, w);
            }
        });
        long[] top = {to};
        LongSupplier ceiling = () -> {
            while (witnesses.containsKey(top[0])) {
                top[0]--;
            }
            return top[0];
        };
        Walk walk = witnesses.size() == to - from + 1
                ? new Walk(0, 0, 0, true, null)
                : walk(from, maxPaths, maxMillis, seed, stop, ceiling, w -> {
                    if (witnesses.putIfAbsent(w.k(), w) == null) {
                        found.accept(w);
                    }
                    return witnesses.size() == to - from + 1;
                });
        List<Long> missing = new ArrayList<>();
        for (long k = from; k <= to; k++) {
            if (!witnesses.containsKey(k)) {
                missing.add(k);
            }
        }
        return new Result(
                from,
                to,
                witnesses,
                missing,
                walk.paths(),
                walk.counts(),
                walk.millis(),
                walk.done() ? "every k found" : walk.stoppedBy());
    }

    /**
     * Boards for chosen k: paths as {@link #run} walks them, until each k of {@code wanted} has {@code perK}
     * witnesses (from different paths, taken in path order) or {@code maxPaths} paths ran. Paths are shared: one
     * path meets many k, so the rarest k sets the cost, not the sum over k.
     *
     * @return for each k of {@code wanted}, its witnesses: fewer than {@code perK} when the paths ran out
     */
    public Map<Long, List<Witness>> boards(
            SortedSet<Long> wanted,
            int perK,
            long maxPaths,
            RandomGenerator.SplittableGenerator seed,
            BooleanSupplier stop)
            throws InterruptedException {
        Map<Long, List<Witness>> boards = new TreeMap<>();
        wanted.forEach(k -> boards.put(k, new ArrayList<>()));
        int[] full = {0};
        List<Long> descending = new ArrayList<>(wanted);
        Collections.reverse(descending);
        LongSupplier ceiling = () -> {
            for (long k : descending) {
                if (boards.get(k).size() < perK) {
                    return k;
                }
            }
            return wanted.first();
        };
        walk(wanted.first(), maxPaths, Long.MAX_VALUE, seed, stop, ceiling, w -> {
            List<Witness> some = boards.get(w.k());
            if (some != null && some.size() < perK) {
                some.add(w);
                if (some.size() == perK) {
                    full[0]++;
                }
            }
            return full[0] == wanted.size();
        });
        return boards;
    }

    /** How a walk ended: paths run, exact counts made, time, and why it stopped unless {@code done}. */
    private record Walk(long paths, long counts, long millis, boolean done, String stoppedBy) {}

    /**
     * Runs paths in batches on the threads, handing every board met with a count from {@code from} up to the
     * ceiling to {@code take} in path order (within a path, in increasing k) until it answers true, or a limit
     * stops the walk. The ceiling, the largest k still wanted, is read before each batch: every path of a batch
     * gets the same one whatever the thread timing.
     */
    private Walk walk(
            long from,
            long maxPaths,
            long maxMillis,
            RandomGenerator.SplittableGenerator seed,
            BooleanSupplier stop,
            LongSupplier ceiling,
            Predicate<Witness> take)
            throws InterruptedException {
        long start = System.nanoTime();
        long paths = 0;
        long counts = 0;
        while (true) {
            long elapsed = (System.nanoTime() - start) / 1_000_000;
            String stoppedBy = paths >= maxPaths
                    ? "path limit (" + maxPaths + ")"
                    : elapsed >= maxMillis
                            ? "time limit (" + maxMillis / 1000 + " s)"
                            : stop.getAsBoolean() ? "interrupted" : null;
            if (stoppedBy != null) {
                return new Walk(paths, counts, elapsed, false, stoppedBy);
            }
            int batch = (int) Math.min(BATCH, maxPaths - paths);
            long to = ceiling.getAsLong();
            List<Start> starts = new ArrayList<>();
            for (int i = 0; i < batch; i++) {
                starts.add(new Start(seed.nextLong(), from, to));
            }
            Path[] done = new Path[batch];
            engine.run(tools, starts, KSurvey::path, (i, path) -> done[i] = path, new Cancellation());
            for (Path path : done) {
                // Only the paths taken, in order, count: the figures do not depend on the engine.
                paths++;
                counts += path.counts();
                for (long[] m : path.met()) {
                    Puzzle puzzle = new Puzzle(geometry, unpack(m));
                    long millis = (System.nanoTime() - start) / 1_000_000;
                    if (take.test(new Witness(m[0], puzzle, puzzle.clueCount(), paths, millis))) {
                        return new Walk(paths, counts, millis, true, null);
                    }
                }
            }
        }
    }

    /** A path to walk: its random stream's seed and the k it looks for. */
    private record Start(long seed, long from, long to) implements Serializable {}

    /** One path: each entry of {@code met} is {k, then the givens}, for each k met its board with the fewest clues. */
    private record Path(List<long[]> met, int counts) implements Serializable {}

    private static Path path(Tools tools, Start start, Engine.Context where) {
        GridSampler grids = tools.grids();
        Counter counter = tools.counter();
        RandomGenerator random = new SplittableRandom(start.seed());
        long from = start.from();
        long to = start.to();
        Geometry g = grids.geometry();
        int[] grid = grids.sample(random);
        int[] givens = grid.clone();
        List<long[]> met = new ArrayList<>();
        long count = 1; // the full grid's
        int done = 0;
        for (int cell : Cells.shuffled(givens.length, random)) {
            long c = counter.countEmptied(new Puzzle(g, givens), cell, count, to + 1);
            done++;
            if (c < 0 || c > to) {
                continue;
            }
            givens[cell] = 0;
            if (c >= from) {
                long[] entry = pack(c, givens);
                if (!met.isEmpty() && met.get(met.size() - 1)[0] == c) {
                    met.set(met.size() - 1, entry);
                } else {
                    met.add(entry);
                }
            }
            count = c;
        }
        return new Path(met, done);
    }

    /** A board as one array: {count, then the givens}, the form paths and searches send back. */
    static long[] pack(long count, int[] givens) {
        long[] entry = new long[givens.length + 1];
        entry[0] = count;
        for (int i = 0; i < givens.length; i++) {
            entry[i + 1] = givens[i];
        }
        return entry;
    }

    static int[] unpack(long[] entry) {
        int[] givens = new int[entry.length - 1];
        for (int i = 0; i < givens.length; i++) {
            givens[i] = (int) entry[i + 1];
        }
        return givens;
    }
}
