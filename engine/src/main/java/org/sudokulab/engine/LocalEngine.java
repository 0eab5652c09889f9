package org.sudokulab.engine;

import java.io.Serializable;
import java.util.List;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import org.sudokulab.api.Cancellation;

/** The default engine: units on this JVM's threads, nothing serialized. */
public final class LocalEngine implements Engine {
    public static final String ID = "local";

    private final int threads;
    private final Executor here = Executor.thisJvm(ID);

    /** One thread per core: the default of the jobs that used a parallel stream. */
    public static LocalEngine onEveryCore() {
        return new LocalEngine(Runtime.getRuntime().availableProcessors());
    }

    public LocalEngine(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.threads = threads;
    }

    @Override
    public String describe() {
        return ID;
    }

    @Override
    public int parallelism() {
        return threads;
    }

    @Override
    public List<Executor> executors() {
        return List.of(here);
    }

    @Override
    public <S extends Serializable, T extends Serializable, R extends Serializable> void run(
            S shared, List<T> units, Work<S, T, R> work, BiConsumer<Integer, R> results, Cancellation cancellation)
            throws InterruptedException {
        Context context = new Context(here, cancellation);
        if (threads == 1) {
            for (int i = 0; i < units.size() && !cancellation.isCancelled(); i++) {
                results.accept(i, apply(work, shared, units.get(i), context, i));
            }
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, Math.max(1, units.size())));
        try {
            CompletionService<Indexed<R>> done = new ExecutorCompletionService<>(pool);
            for (int i = 0; i < units.size(); i++) {
                int index = i;
                done.submit(() -> new Indexed<>(index, apply(work, shared, units.get(index), context, index)));
            }
            for (int left = units.size(); left > 0 && !cancellation.isCancelled(); ) {
                Future<Indexed<R>> f = done.poll(20, TimeUnit.MILLISECONDS);
                if (f == null) {
                    continue;
                }
                left--;
                try {
                    Indexed<R> r = f.get();
                    results.accept(r.index(), r.result());
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof RuntimeException r ? r : new EngineException("a unit failed", e);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private record Indexed<R>(int index, R result) {}

    private static <S, T, R> R apply(Work<S, T, R> work, S shared, T unit, Context context, int index) {
        try {
            return work.apply(shared, unit, context);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new EngineException("unit " + index + " failed: " + e, e);
        }
    }

    @Override
    public void close() {}
}
