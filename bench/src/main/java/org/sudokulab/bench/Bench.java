package org.sudokulab.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.bench.pages.ReportFiles;
import org.sudokulab.bench.run.BenchException;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.PreparedRun;
import org.sudokulab.bench.run.RunFolder;
import org.sudokulab.bench.run.RunListener;
import org.sudokulab.bench.run.RunRecord;
import org.sudokulab.bench.study.Studies;
import org.sudokulab.engine.Engine;

/**
 * The bench's front door: a {@link BenchPlan} prepared and run ({@link PreparedRun}, the run package), then its
 * pages written ({@link ReportFiles}, the pages package) and, when the plan is a study, the study's own pages
 * ({@link Studies}). The packages behind it are laid out by role, arrows one way: the run, then the evidence
 * (intervals, paired tests, competition figures, comparison) that reads its rows, then the pages and the studies.
 */
public final class Bench {
    /** How a run ended: its record, whether it was cancelled, whether some input could not be read. */
    public record Result(RunRecord record, boolean cancelled, boolean inputErrors) {
        public long wrong() {
            return record.wrongRows().size();
        }
    }

    private final PreparedRun run;

    private Bench(PreparedRun run) {
        this.run = run;
    }

    /** Prepares a new run: see {@link #prepare(BenchPlan, RunListener, Path)}. */
    public static Bench prepare(BenchPlan plan, RunListener listener) throws IOException {
        return prepare(plan, listener, null);
    }

    /**
     * Checks the plan (its study, corpus names, backend ids), finds the backends and reads or generates the corpora
     * ({@code resumed}: the folder of the run being resumed, whose generated corpora are read back).
     *
     * @throws BenchException as {@link PreparedRun#prepare} does, and (BAD_PLAN) for a study that does not exist
     */
    public static Bench prepare(BenchPlan plan, RunListener listener, Path resumed) throws IOException {
        if (plan.study() != null && !Studies.NAMES.contains(plan.study())) {
            throw new BenchException(
                    BenchException.Kind.BAD_PLAN,
                    "unknown study '" + plan.study() + "'; known: " + String.join(", ", Studies.NAMES));
        }
        return new Bench(PreparedRun.prepare(plan, listener, resumed));
    }

    /** The calls on {@code engine}'s executors rather than on this JVM's threads: see {@link PreparedRun#on}. */
    public Bench on(Engine engine) {
        run.on(engine);
        return this;
    }

    /** The plan with every corpus's SHA-256: what {@code run.json} keeps. */
    public BenchPlan plan() {
        return run.plan();
    }

    public List<SolverBackend> backends() {
        return run.backends();
    }

    /** The puzzles drawn, over all corpora. */
    public long puzzles() {
        return run.puzzles();
    }

    public long plannedCalls() {
        return run.plannedCalls();
    }

    /** Runs into a new folder, with no one listening and no way to cancel: the plain call from Java. */
    public Result run(Path dir) throws IOException, InterruptedException {
        return run(
                dir,
                false,
                new Cancellation(),
                new RunListener() {},
                ManagementFactory.getRuntimeMXBean().getUptime());
    }

    /**
     * Runs the plan into {@code dir} (see {@link PreparedRun#run}) and writes its pages, and its study's, before the
     * folder is unlocked: the whole run's, or a partial one's after a cancellation.
     */
    public Result run(Path dir, boolean resume, Cancellation cancellation, RunListener listener, double jvmStartMillis)
            throws IOException, InterruptedException {
        PreparedRun.Outcome outcome = run.run(dir, resume, cancellation, listener, jvmStartMillis, (record, folder) -> {
            ReportFiles.write(record, folder);
            Studies.write(folder, record);
        });
        return new Result(outcome.record(), outcome.cancelled(), run.inputErrors());
    }

    /** The default folder of a run or a comparison: reports/PREFIX followed by the UTC time, to the second. */
    public static Path defaultOutput(String prefix) {
        return Path.of(
                "reports",
                prefix
                        + DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
                                .withZone(ZoneOffset.UTC)
                                .format(Instant.now()));
    }

    /**
     * Checks, before anything is planned, that {@code dir} can take a run's (or a comparison's) files: not a file,
     * writable, and with a parent that exists unless {@code createParents} (the default reports/ folder).
     *
     * @throws BenchException (BAD_PLAN) naming the folder and what is wrong with it
     */
    public static void checkOutput(Path dir, boolean createParents) {
        String problem = RunFolder.unfit(dir, createParents);
        if (problem != null) {
            throw new BenchException(BenchException.Kind.BAD_PLAN, dir + ": " + problem);
        }
    }
}
