package org.sudokulab.bench;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;

/** Runs one backend over the planned calls inside this JVM: warm-up first, then the calls on the plan's threads. */
final class Runner {
    /** One planned call: the puzzle (index into its corpus, 0-based here) and the repeat. */
    record Task(int corpus, int puzzle, int repeat) implements Serializable {}

    /** The first, cold call of a backend in a fresh JVM state, and the warm-up that followed. */
    record Warmup(double firstCallMillis, long calls, double millis) implements Serializable {
        static final Warmup NONE = new Warmup(0, 0, 0);
    }

    /**
     * Calls run back to back in groups, at most {@link #GROUP} calls started within {@link #GROUP_NANOS}, each
     * timed alone; their answers are checked and their rows written after the group. Checking and writing a row
     * between two calls of a few microseconds left the caches cold for the next one (17-clue medians a third
     * above JMH's). A slow call fills its group alone, so a kill loses at most about a millisecond of calls
     * besides the one running, and a resume makes them again.
     */
    static final int GROUP = 64;

    static final long GROUP_NANOS = 1_000_000;

    /** How long the JIT compiler must have been idle before the timed calls start. */
    static final long IDLE_MILLIS = 100;

    /** The longest wait for an idle JIT compiler after the warm-up. */
    static final long IDLE_WAIT_MILLIS = 5_000;

    private Runner() {}

    /**
     * Warms the backend up on the planned puzzles (cycling, for the warm-up duration, at least one call: the
     * cold call), then runs every task and hands each row to {@code sink} (from several threads when the plan
     * has more than one). Stops early when {@code cancellation} is set; a failing sink stops the run.
     */
    static Warmup run(
            SolverBackend backend,
            List<Corpus> corpora,
            List<Task> tasks,
            BenchPlan plan,
            Cancellation cancellation,
            Consumer<BenchRow> sink)
            throws InterruptedException {
        Warmup warm = warmUp(
                backend, corpora, tasks, plan, Limits.of(plan.timeout()).withCancellation(cancellation), cancellation);
        calls(backend, corpora, tasks, plan, plan.threads(), cancellation, sink);
        return warm;
    }

    /** The calls alone, on {@code threads} threads, without a warm-up (the caller warmed the backend up). */
    static void calls(
            SolverBackend backend,
            List<Corpus> corpora,
            List<Task> tasks,
            BenchPlan plan,
            int threads,
            Cancellation cancellation,
            Consumer<BenchRow> sink)
            throws InterruptedException {
        Limits limits = Limits.of(plan.timeout()).withCancellation(cancellation);
        AtomicInteger next = new AtomicInteger();
        IntFunction<Task> task = i -> i < tasks.size() ? tasks.get(i) : null;
        Runnable worker = () -> groups(backend, corpora, plan, limits, cancellation, next, task, sink);
        if (threads == 1) {
            worker.run();
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                running.add(pool.submit(worker));
            }
            for (Future<?> f : running) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException r) {
                        throw r;
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    static Warmup warmUp(
            SolverBackend backend,
            List<Corpus> corpora,
            List<Task> tasks,
            BenchPlan plan,
            Limits limits,
            Cancellation cancellation) {
        if (tasks.isEmpty()) {
            return Warmup.NONE;
        }
        long start = System.nanoTime();
        call(backend, corpora, tasks.get(0), plan, limits);
        double first = (System.nanoTime() - start) / 1e6;
        long end = start + plan.warmup().toNanos();
        // The calls that follow, cycling, go through the timed loop itself and format each row as the journal
        // will: the code the timed calls run is compiled before they start, not by a compiler thread that takes
        // the CPU from a call in the middle (on one pinned core, 4 ms slices: most of the 17-clue mean's excess).
        long[] calls = {1};
        IntFunction<Task> task = i -> {
            if (System.nanoTime() >= end) {
                return null;
            }
            calls[0]++;
            return tasks.get(i % tasks.size());
        };
        groups(backend, corpora, plan, limits, cancellation, new AtomicInteger(1), task, row -> {
            try {
                BenchRow.csvLine(row);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        if (!plan.warmup().isZero()) {
            awaitIdleCompiler(cancellation);
        }
        return new Warmup(Call.round(first), calls[0], Call.round((System.nanoTime() - start) / 1e6));
    }

    /**
     * Waits until the JIT compiler has been idle for {@link #IDLE_MILLIS} (at most {@link #IDLE_WAIT_MILLIS}): the
     * compilations the warm-up queued last finished during the first timed calls otherwise, and on one pinned core
     * each took the CPU from a call for a scheduler slice.
     */
    private static void awaitIdleCompiler(Cancellation cancellation) {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        if (jit == null || !jit.isCompilationTimeMonitoringSupported()) {
            return;
        }
        long give = System.nanoTime() + IDLE_WAIT_MILLIS * 1_000_000;
        long busy = jit.getTotalCompilationTime();
        try {
            while (System.nanoTime() < give && !cancellation.isCancelled()) {
                Thread.sleep(IDLE_MILLIS);
                long now = jit.getTotalCompilationTime();
                if (now == busy) {
                    return;
                }
                busy = now;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Takes task after task ({@code task} of the next index, null when they run out) and times them back to back
     * in groups, then checks the group's answers and hands their rows to {@code sink}; until the tasks run out or
     * the cancellation.
     */
    private static void groups(
            SolverBackend backend,
            List<Corpus> corpora,
            BenchPlan plan,
            Limits limits,
            Cancellation cancellation,
            AtomicInteger next,
            IntFunction<Task> task,
            Consumer<BenchRow> sink) {
        Task[] group = new Task[GROUP];
        Call.Timed[] timed = new Call.Timed[GROUP];
        while (!cancellation.isCancelled()) {
            int n = 0;
            long start = System.nanoTime();
            // A group takes at least one task: only the tasks running out or a cancellation ends the worker
            // (a thread descheduled for a millisecond right after reading the clock must not end it).
            do {
                int i = next.getAndIncrement();
                Task t = task.apply(i);
                if (t == null) {
                    break;
                }
                Corpus c = corpora.get(t.corpus());
                group[n] = t;
                timed[n++] = Call.time(backend, c.puzzles().get(t.puzzle()), c.mode(), plan.limit(), limits);
            } while (n < GROUP && System.nanoTime() - start < GROUP_NANOS && !cancellation.isCancelled());
            if (n == 0) {
                return;
            }
            for (int k = 0; k < n; k++) {
                Task t = group[k];
                Corpus c = corpora.get(t.corpus());
                BenchRow row =
                        Call.row(backend, c.name(), t.puzzle() + 1, c.puzzles().get(t.puzzle()), t.repeat(), timed[k]);
                if (row != null) {
                    sink.accept(row);
                }
            }
        }
    }

    /** The row of one call, or null when it was cancelled (an interrupted call is not a result). */
    static BenchRow call(SolverBackend backend, List<Corpus> corpora, Task t, BenchPlan plan, Limits limits) {
        Corpus corpus = corpora.get(t.corpus());
        return Call.run(
                backend,
                corpus.name(),
                t.puzzle() + 1,
                corpus.puzzles().get(t.puzzle()),
                t.repeat(),
                corpus.mode(),
                plan.limit(),
                limits);
    }
}
