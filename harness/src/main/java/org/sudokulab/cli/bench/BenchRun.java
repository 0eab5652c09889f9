package org.sudokulab.cli.bench;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import org.sudokulab.api.Cancellation;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.BenchPlan;
import org.sudokulab.cli.CtrlC;
import org.sudokulab.cli.ExitCode;

/** Runs a prepared bench or study on the terminal: the plan's line, the progress bar, Ctrl-C, and how it ended. */
public final class BenchRun {
    private BenchRun() {}

    /**
     * @param name     how the lines start ({@code sudokulab bench}, {@code sudokulab study propagation})
     * @param resume   the folder being resumed, or null
     * @param estimate what the estimate line says before the first calls finish
     */
    public static int run(
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
                        + "warm-up %s per backend%s); report in %s%n",
                name,
                bench.backends().size(),
                bench.puzzles(),
                plan.repeat(),
                planned,
                plan.describe().get("mode"),
                BenchPlan.format(plan.timeout()),
                BenchPlan.format(plan.warmup()),
                plan.isolate() ? ", isolated JVMs" : "",
                dir);
        double worst = planned * (plan.timeoutMillis() / 1000.0) / plan.threads()
                + bench.backends().size() * plan.warmup().toSeconds();
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
                    result.report().status(),
                    result.wrong(),
                    dir.resolve(plan.study() != null ? "study.md" : "report.md"));
            if (result.cancelled()) {
                return ExitCode.INTERRUPTED;
            }
            return result.wrong() > 0 || result.inputErrors() ? ExitCode.FAILED : ExitCode.OK;
        }
    }
}
