package org.sudokulab.cli.bench;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Supplier;
import org.sudokulab.api.Cancellation;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.evidence.Leader;
import org.sudokulab.bench.pages.Format;
import org.sudokulab.bench.run.BenchException;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.RunListener;
import org.sudokulab.bench.run.RunRecord;
import org.sudokulab.cli.BackendOption;
import org.sudokulab.cli.CtrlC;
import org.sudokulab.cli.EngineOption;
import org.sudokulab.cli.ExitCode;
import org.sudokulab.engine.Engine;
import picocli.CommandLine;

/**
 * A bench or a study on the terminal: the run folder checked, the plan read or made, the bench prepared and run
 * (in this JVM or on the engine), the plan's line, the progress bar, Ctrl-C, and how it ended.
 */
public final class BenchRun {
    private BenchRun() {}

    /** What a command hands over: its name, options and plan. */
    public record Request(
            String name,
            CommandLine.Model.CommandSpec spec,
            Path out,
            Path resume,
            String defaultPrefix,
            boolean quiet,
            EngineOption engine,
            Supplier<BenchPlan> plan,
            Function<BenchPlan, String> estimate) {}

    /** Runs the request; user mistakes become a usage error (exit 2) or one line and exit 1, as the README says. */
    public static int start(Request r) throws Exception {
        double jvmStartMillis = ManagementFactory.getRuntimeMXBean().getUptime();
        PrintWriter err = r.spec().commandLine().getErr();
        RunListener problems = new RunListener() {
            @Override
            public void problem(String message) {
                err.println("sudokulab: " + message);
            }

            @Override
            public void note(String message) {
                if (!r.quiet()) {
                    err.println(r.name() + ": " + message);
                    err.flush();
                }
            }
        };
        try {
            if (r.resume() != null && !Files.isRegularFile(r.resume().resolve("run.json"))) {
                throw usage(r, "--resume: " + r.resume().resolve("run.json") + " does not exist");
            }
            Path dir = r.resume() != null
                    ? r.resume()
                    : r.out() != null ? r.out() : Bench.defaultOutput(r.defaultPrefix());
            // A folder that cannot take the run is said in one line, before anything is planned or printed.
            try {
                Bench.checkOutput(dir, r.out() == null);
            } catch (BenchException e) {
                err.println("sudokulab: " + (r.resume() != null ? "--resume " : r.out() != null ? "--out " : "")
                        + e.getMessage());
                return ExitCode.USAGE;
            }
            BenchPlan plan;
            try {
                plan = r.resume() != null
                        ? BenchPlan.read(r.resume().resolve("run.json"))
                        : r.plan().get();
            } catch (IllegalArgumentException e) {
                throw usage(r, e.getMessage());
            }
            Bench bench = Bench.prepare(plan, problems, r.resume());
            bench.backends().forEach(b -> BackendOption.sayWhereDeclared(b, err));
            String estimate = r.estimate().apply(plan);
            if (r.engine().local()) {
                return run(r.name(), bench, dir, r.resume(), r.quiet(), err, jvmStartMillis, estimate);
            }
            try (Engine engine = r.engine().open(plan.threads())) {
                return run(r.name(), bench.on(engine), dir, r.resume(), r.quiet(), err, jvmStartMillis, estimate);
            }
        } catch (BenchException e) {
            if (e.kind() == BenchException.Kind.BAD_PLAN) {
                throw usage(r, e.getMessage());
            }
            err.println("sudokulab: " + e.getMessage());
            return ExitCode.FAILED;
        }
    }

    private static CommandLine.ParameterException usage(Request r, String message) {
        return new CommandLine.ParameterException(r.spec().commandLine(), message);
    }

    /**
     * @param name     how the lines start ({@code sudokulab bench}, {@code sudokulab study propagation})
     * @param resume   the folder being resumed, or null
     * @param estimate what the estimate line says before the first calls finish
     */
    private static int run(
            String name,
            Bench bench,
            Path dir,
            Path resume,
            boolean quiet,
            PrintWriter err,
            double jvmStartMillis,
            String estimate)
            throws Exception {
        BenchPlan plan = bench.plan();
        long planned = bench.plannedCalls();
        err.printf(
                Locale.ROOT,
                "%s: %d backends x %,d puzzles x %d repeat(s) = %,d calls (mode %s, timeout %s, "
                        + "warm-up %s per %s); report in %s%n",
                name,
                bench.backends().size(),
                bench.puzzles(),
                plan.repeat(),
                planned,
                plan.describe().get("mode"),
                BenchPlan.format(plan.timeout()),
                BenchPlan.format(plan.warmup()),
                plan.forks() == 0 ? "backend, in this JVM" : "fork, " + plan.forks() + " fresh JVMs per backend",
                dir);
        double worst = planned * (plan.timeoutMillis() / 1000.0) / plan.threads()
                + bench.backends().size()
                        * Math.max(1, plan.forks())
                        * plan.warmup().toMillis()
                        / 1000.0;
        err.printf(
                Locale.ROOT,
                "%s: estimate: %s; at most %s if every call hit its timeout. Ctrl-C stops and writes what finished.%n",
                name,
                estimate,
                BenchProgress.duration(worst));
        // Ctrl-C: cancel the running call, let this thread write the report of what finished, then exit.
        Cancellation cancellation = new Cancellation();
        try (CtrlC ctrlC = CtrlC.install(cancellation)) {
            BenchProgress progress = new BenchProgress(err, quiet, planned, resume);
            Bench.Result result;
            try {
                result = bench.run(dir, resume != null, cancellation, progress, jvmStartMillis);
            } finally {
                progress.finish();
            }
            err.printf(
                    Locale.ROOT,
                    "%s: %s; %d WRONG; report: %s%n",
                    name,
                    result.record().status(),
                    result.wrong(),
                    dir.resolve(plan.study() != null ? "study.md" : "report.md"));
            printLeaders(err, name, result.record());
            if (result.cancelled()) {
                return ExitCode.INTERRUPTED;
            }
            return result.wrong() > 0 || result.inputErrors() ? ExitCode.FAILED : ExitCode.OK;
        }
    }

    /** The run's last lines: per corpus, the fastest backend that answered every puzzle, and by how much. */
    private static void printLeaders(PrintWriter err, String name, RunRecord record) {
        List<String> order = record.corpora().stream().map(c -> c.name()).toList();
        List<Leader> leaders = Leader.ofRows(record.rows()).stream()
                .sorted(Comparator.comparingInt(l -> order.indexOf(l.corpus())))
                .toList();
        if (leaders.isEmpty()) {
            return;
        }
        err.println(name + ": fastest per corpus (median over puzzles, among the backends that answered every one "
                + "right; the report weighs them):");
        for (Leader l : leaders) {
            String line;
            if (l.fastest() == null) {
                line = "no backend answered every puzzle right";
            } else if (l.next() == null) {
                line = l.fastest() + " " + Format.ms(l.fastestMedianMillis()) + " ms"
                        + ", the only one that answered every " + "puzzle right";
            } else {
                line = String.format(
                        Locale.ROOT,
                        "%s %s, %.2fx faster than %s",
                        l.fastest(),
                        Format.ms(l.fastestMedianMillis()) + " ms",
                        l.ratio(),
                        l.next());
            }
            err.printf(Locale.ROOT, "  %-18s %s; %d WRONG%n", l.corpus(), line, l.wrong());
        }
    }
}
