package org.sudokulab.harness;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.PuzzleEntry;

/** Runs one backend over the planned calls inside this JVM: warm-up first, then the calls on N threads. */
final class BenchRunner {
    /** One planned call: the puzzle (index into its corpus, 0-based here) and the repeat. */
    record Task(int corpus, int puzzle, int repeat) {
    }

    /** What the settings of a run fix. */
    record Settings(BenchCall.Mode mode, long limit, Duration timeout, Duration warmup, int repeat, int threads) {
    }

    /** The first, cold call of a backend in a fresh JVM state, and the warm-up that followed. */
    record Warmup(double firstCallMillis, long calls, double millis) {
    }

    private BenchRunner() {
    }

    /**
     * Warms the backend up on the planned puzzles (cycling, for the warm-up duration, at least one call: the
     * cold call), then runs every task not yet done and hands each row to {@code sink} (from several threads
     * when {@code threads > 1}). Stops early when {@code cancellation} is set.
     */
    static Warmup run(SolverBackend backend, List<BenchCorpus> corpora, List<Task> tasks, Settings settings,
                      Cancellation cancellation, Consumer<BenchRow> sink) throws InterruptedException {
        Limits limits = Limits.of(settings.timeout()).withCancellation(cancellation);
        Warmup warmup = warmUp(backend, corpora, tasks, settings, limits, cancellation);
        AtomicInteger next = new AtomicInteger();
        Runnable worker = () -> {
            for (int i = next.getAndIncrement(); i < tasks.size() && !cancellation.isCancelled(); i = next.getAndIncrement()) {
                Task t = tasks.get(i);
                BenchRow row = call(backend, corpora, t, settings, limits);
                if (row != null) {
                    sink.accept(row);
                }
            }
        };
        if (settings.threads() == 1) {
            worker.run();
        } else {
            ExecutorService pool = Executors.newFixedThreadPool(settings.threads());
            try {
                List<Future<?>> running = new java.util.ArrayList<>();
                for (int t = 0; t < settings.threads(); t++) {
                    running.add(pool.submit(worker));
                }
                for (Future<?> f : running) {
                    try {
                        f.get();
                    } catch (java.util.concurrent.ExecutionException e) {
                        throw new IllegalStateException(e.getCause());
                    }
                }
            } finally {
                pool.shutdownNow();
            }
        }
        return warmup;
    }

    static Warmup warmUp(SolverBackend backend, List<BenchCorpus> corpora, List<Task> tasks, Settings settings,
                         Limits limits, Cancellation cancellation) {
        if (tasks.isEmpty()) {
            return new Warmup(0, 0, 0);
        }
        long start = System.nanoTime();
        long end = start + settings.warmup().toNanos();
        double first = -1;
        long calls = 0;
        do {
            long t0 = System.nanoTime();
            call(backend, corpora, tasks.get((int) (calls % tasks.size())), settings, limits);
            if (first < 0) {
                first = (System.nanoTime() - t0) / 1e6;
            }
            calls++;
        } while (System.nanoTime() < end && !cancellation.isCancelled());
        return new Warmup(BenchCall.round(first), calls, BenchCall.round((System.nanoTime() - start) / 1e6));
    }

    static BenchRow call(SolverBackend backend, List<BenchCorpus> corpora, Task t, Settings settings, Limits limits) {
        BenchCorpus corpus = corpora.get(t.corpus());
        PuzzleEntry entry = corpus.puzzles().get(t.puzzle());
        return BenchCall.run(backend, corpus.name(), t.puzzle() + 1, entry, t.repeat(), settings.mode(), settings.limit(),
                limits);
    }
}
