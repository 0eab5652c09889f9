package org.sudokulab.engine;

import java.io.Serializable;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import org.sudokulab.api.Cancellation;

/**
 * Where a long job's independent units of work run: this JVM ({@link LocalEngine}, the default) or a cluster
 * (Apache Spark, from the {@code engine-spark} module through {@link Engines}). A job states its work as units and
 * one function; the engine decides where each unit runs and hands every result back to the caller's thread. What a
 * job computes must not depend on where or in which order its units ran: that is what lets a seed give the same
 * answer on any engine.
 */
public interface Engine extends AutoCloseable {
    /** What the reports say ran the job: {@code local} or {@code spark local[2]}. */
    String describe();

    /** How many units can run at once: the threads here, the executors' cores on a cluster. */
    int parallelism();

    /** The JVMs the units run on (their host, cores and Java), as the report's environment lists them. */
    List<Executor> executors();

    /**
     * Applies {@code work} to every unit (grouped into tasks as the engine sees fit), with {@code shared} (sent once
     * to each executor, not once per unit), and hands each result with its unit's index to {@code results} on the
     * calling thread, as units finish (in any order). A unit whose work throws ends the run: locally with its
     * runtime exception (a checked one wrapped in an {@link EngineException}), on a cluster with an
     * {@link EngineException} carrying the cluster's message, after the retries its rules allow (only the attempt
     * that succeeded gives a result). Returns early when {@code cancellation} is set, after telling the units that
     * run to stop.
     */
    <S extends Serializable, T extends Serializable, R extends Serializable> void run(
            S shared, List<T> units, Work<S, T, R> work, BiConsumer<Integer, R> results, Cancellation cancellation)
            throws InterruptedException;

    /**
     * {@link #run} for a job that a caller's {@code stop} ends (the census: Ctrl-C), read each time a result comes
     * in and every 50 ms in between (a unit may run for hours, as a 2x5 census class does; the units see the
     * cancellation). {@code stop} must be safe to read from another thread. It returns normally when stopped or
     * interrupted (the interrupt flag set again): the results handed over so far are what the job has, a partial
     * answer it reports as such.
     */
    default <S extends Serializable, T extends Serializable, R extends Serializable> void runUntil(
            S shared, List<T> units, Work<S, T, R> work, BiConsumer<Integer, R> results, BooleanSupplier stop) {
        Cancellation cancellation = new Cancellation();
        try (CancellationWatch watch = CancellationWatch.start(cancellation, stop, 50, "engine-stop")) {
            run(
                    shared,
                    units,
                    work,
                    (i, r) -> {
                        results.accept(i, r);
                        if (stop.getAsBoolean()) {
                            cancellation.cancel();
                        }
                    },
                    cancellation);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            cancellation
                    .cancel(); // a failed unit or a failed consumer (a journal that cannot be written): stop the rest
            throw e;
        }
    }

    @Override
    void close();

    /** A job's function: runs wherever the engine puts it, so it and what it holds are serializable. */
    @FunctionalInterface
    interface Work<S, T, R> extends Serializable {
        R apply(S shared, T unit, Context context) throws Exception;
    }

    /** Where a unit runs: the executor (rows name it) and the flag that says its run was cancelled. */
    record Context(Executor executor, Cancellation cancellation) {}

    /** A JVM that runs units: its engine's id for it, its host, the cores of that machine, and its Java. */
    record Executor(String id, String host, int cores, String jvm) implements Serializable {
        /** This JVM, under the id its engine gives it. */
        public static Executor thisJvm(String id) {
            return new Executor(
                    id,
                    hostName(),
                    Runtime.getRuntime().availableProcessors(),
                    System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
        }

        private static String hostName() {
            try {
                return InetAddress.getLocalHost().getHostName();
            } catch (UnknownHostException e) {
                return "unknown-host";
            }
        }

        /** How rows name it: {@code host} here, {@code host/id} on a cluster's executor. */
        public String name() {
            return id.equals(LocalEngine.ID) ? host : host + "/" + id;
        }
    }
}
