package org.sudokulab.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A stream of units answered on several threads, the answers handed on in the order the units came: what a
 * command that prints one line per input line needs to use the cores. The answers are handed on on the thread
 * that submits, so that the output has one writer. Units go to the threads in batches sized to take about a
 * millisecond (a 9x9 proof takes microseconds: one unit a task would cost more than it answers), and at most
 * {@code 4 * threads} batches are in flight, so memory stays bounded however long the input. With one thread each
 * unit is answered at once, on the caller's thread.
 */
public final class InOrder<T, R> implements AutoCloseable {
    private static final long BATCH_NANOS = 1_000_000;
    private static final int MAX_BATCH = 1024;

    private final Function<T, R> work;
    private final Consumer<R> results;
    private final Runnable beforeWaiting;
    private final ExecutorService pool;
    private final int window;
    private final ArrayDeque<Future<List<R>>> inFlight = new ArrayDeque<>();
    private final AtomicLong workNanos = new AtomicLong();
    private final AtomicLong unitsDone = new AtomicLong();
    private List<T> batch = new ArrayList<>();
    private int batchSize = 1;

    /**
     * @param beforeWaiting run before the caller waits for an answer not ready yet (to flush what was written, say)
     */
    public InOrder(int threads, Function<T, R> work, Consumer<R> results, Runnable beforeWaiting) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.work = work;
        this.results = results;
        this.beforeWaiting = beforeWaiting;
        this.window = 4 * threads;
        this.pool = threads == 1
                ? null
                : Executors.newFixedThreadPool(threads, r -> {
                    Thread t = new Thread(r, "in-order");
                    t.setDaemon(true); // a command that stops early (a closed pipe) must not wait for them
                    return t;
                });
    }

    /** Queues {@code unit} (waiting while the window is full), then hands on the answers that are ready, in order. */
    public void submit(T unit) {
        if (pool == null) {
            results.accept(work.apply(unit));
            return;
        }
        batch.add(unit);
        if (batch.size() >= batchSize) {
            dispatch();
        }
        while (!inFlight.isEmpty() && inFlight.peekFirst().isDone()) {
            handOnFirst();
        }
    }

    /** Waits for every unit queued and hands their answers on, in order. */
    public void finish() {
        if (!batch.isEmpty()) {
            dispatch();
        }
        while (!inFlight.isEmpty()) {
            handOnFirst();
        }
    }

    private void dispatch() {
        while (inFlight.size() >= window) {
            handOnFirst();
        }
        List<T> units = batch;
        batch = new ArrayList<>();
        inFlight.add(pool.submit(() -> {
            long start = System.nanoTime();
            List<R> answers = new ArrayList<>(units.size());
            for (T unit : units) {
                answers.add(work.apply(unit));
            }
            workNanos.addAndGet(System.nanoTime() - start);
            unitsDone.addAndGet(units.size());
            return answers;
        }));
        long done = unitsDone.get();
        if (done > 0) { // about a millisecond a batch, from the time units took so far
            long perUnit = Math.max(1, workNanos.get() / done);
            batchSize = (int) Math.max(1, Math.min(MAX_BATCH, BATCH_NANOS / perUnit));
        }
    }

    private void handOnFirst() {
        Future<List<R>> first = inFlight.peekFirst();
        if (!first.isDone()) {
            beforeWaiting.run();
        }
        List<R> answers;
        try {
            answers = first.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for an answer", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new EngineException("a unit failed", e);
        }
        inFlight.removeFirst();
        answers.forEach(results);
    }

    /** Stops the threads; answers not handed on are dropped. */
    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
