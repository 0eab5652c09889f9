package org.sudokulab.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.stream.Collectors;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.Engines;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --engine local|spark} and {@code --master URL}: where a long job's units run. The default is this JVM; Spark
 * comes from the engine-spark module, which ./sudokulab puts on the class path when {@code --engine spark} is given.
 */
public final class EngineOption {
    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec mixee;

    @Option(
            names = "--engine",
            paramLabel = "local|spark",
            defaultValue = "local",
            description = "Where the work runs: local (this JVM, the default) or spark (Apache Spark; docs/spark.md).")
    String name;

    @Option(
            names = "--master",
            paramLabel = "URL",
            description = "Under --engine spark: local[*] (Spark in this JVM, the default), local[N], "
                    + "spark://HOST:7077, or what else Spark's --master takes.")
    String master;

    /** Whether the work stays in this JVM's threads (the command's own way of running). */
    public boolean local() {
        return name.equals("local");
    }

    /** {@link #open(int)} with a thread per core for the local engine. */
    public Engine open() {
        return open(Runtime.getRuntime().availableProcessors());
    }

    /**
     * Opens the engine asked for, {@code threads} being the local engine's threads; says on stderr what a cluster
     * engine started with, and how long it took. Unknown names and a missing Spark are usage errors.
     */
    public Engine open(int threads) {
        if (local() && master != null) {
            throw new CommandLine.ParameterException(mixee.commandLine(), "--master needs --engine spark");
        }
        long t0 = System.nanoTime();
        Engine engine;
        try {
            engine = Engines.open(name, master, threads);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(mixee.commandLine(), e.getMessage());
        }
        if (!local()) {
            PrintWriter err = mixee.commandLine().getErr();
            err.printf(
                    Locale.ROOT,
                    "sudokulab: engine %s started in %.1f s: %d cores on %s%n",
                    engine.describe(),
                    (System.nanoTime() - t0) / 1e9,
                    engine.parallelism(),
                    engine.executors().stream().map(Engine.Executor::name).collect(Collectors.joining(", ")));
            err.flush();
        }
        return engine;
    }
}
