package org.sudokulab.cli.bench;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.GenerateSpec;
import org.sudokulab.bench.run.Mode;
import org.sudokulab.cli.BoxesOption;
import org.sudokulab.cli.DurationConverter;
import org.sudokulab.cli.EngineOption;
import org.sudokulab.cli.MoreBackendsOptions;
import org.sudokulab.cli.QuietOption;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code sudokulab bench}: reads the options into a {@link BenchPlan} (or, with {@code --resume}, reads the plan
 * of the run to finish), hands it to {@link Bench}, shows its progress and says how it ended.
 */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        subcommands = BenchCompareCommand.class,
        sortOptions = false,
        description = {
            "Compare backends over puzzle corpora: cross-checked answers, warm timings and a report.",
            "The report (report.md, results.csv, summary.json, report.html) goes to reports/<timestamp>/.",
            "With no --corpus and no --generate: the default comparison (230 bundled puzzles of every kind, and 45 "
                    + "generated from the seed: k-sudokus counted exactly, Roku Doku, killers).",
            "Exit code 0: all answers agree; 1: a WRONG answer or unreadable input; 130: interrupted."
        })
public final class BenchCommand implements Callable<Integer> {
    /** Measured on the project's 2-core machine for the default run: 2 min 10 s to 2 min 25 s (docs/bench.md). */
    private static final String DEFAULT_RUN_TIME = "2 to 2.5 minutes";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(
            names = "--corpus",
            arity = "1..*",
            paramLabel = "FILE",
            description = "Puzzle files in any form the CLI reads (golden lines too). Default: the default comparison.")
    List<Path> corpusFiles;

    @Option(
            names = "--generate",
            paramLabel = "SPEC",
            description = "A corpus generated from the seed (repeatable): KIND[:KEY=VALUE]... Kinds: ksudoku "
                    + "(counted exactly; k=LIST of numbers, A..B, or A..B/N for N values spread on a log scale; count "
                    + "per k; paths), unique, minimal (boxes, count, symmetry), jigsaw (size, count), killer (boxes, "
                    + "count, givens), holes and partial (boxes, givens, count: the hardness study's boards), qwh (size, holes, balanced, count) and qcp (size, preassigned, count): quasigroups; every kind: name. E.g. ksudoku:boxes=2x3:k=2..1024/10, killer:boxes=2x3:count=200. "
                    + "Stored in the report's generated/ folder.")
    List<String> generateSpecs;

    @Option(
            names = {"-b", "--backends"},
            split = ",",
            defaultValue = "all",
            paramLabel = "all|ID",
            description = "Backends to run: ids, 'all' (every available one in the JVM) and 'external' (every "
                    + "available external solver). Default: all.")
    List<String> backendIds;

    @Option(
            names = "--with-external",
            description = "Add the available external solvers (`sudokulab backends` lists them) to the backends run.")
    boolean withExternal;

    @Mixin
    MoreBackendsOptions solvers;

    @Option(
            names = "--mode",
            defaultValue = "unique",
            paramLabel = "solve|unique|count|exact",
            description = "What calls on --corpus files ask. solve: one solution; unique: count with limit 2 (a "
                    + "uniqueness proof); count: count up to --limit; exact: count with the limit one above each "
                    + "line's stated count (--limit for lines without one). Default: ${DEFAULT-VALUE}.")
    String mode;

    @Option(
            names = "--limit",
            defaultValue = "1000",
            paramLabel = "N",
            description =
                    "Count limit for --mode count (and exact, on lines without a count). Default: ${DEFAULT-VALUE}.")
    long limit;

    @Option(
            names = "--timeout",
            defaultValue = "500ms",
            converter = DurationConverter.class,
            paramLabel = "DURATION",
            description = "Per-call time limit. Default: ${DEFAULT-VALUE}.")
    Duration timeout;

    @Option(
            names = "--warmup",
            defaultValue = "500ms",
            converter = DurationConverter.OrZero.class,
            paramLabel = "DURATION",
            description = "Warm-up of each JVM a backend runs in (a fork's, or this one's with --forks 0) before its "
                    + "timed calls, cycling over its puzzles. Default: ${DEFAULT-VALUE}.")
    Duration warmup;

    @Option(
            names = "--repeat",
            defaultValue = "1",
            paramLabel = "R",
            description = "Timed calls per puzzle. Default: ${DEFAULT-VALUE}.")
    int repeat;

    @Option(
            names = "--sample",
            defaultValue = "0",
            paramLabel = "N",
            description = "Take N puzzles per corpus, drawn with the seed (0: all). Default: ${DEFAULT-VALUE}.")
    int sample;

    @Option(
            names = "--seed",
            defaultValue = "1",
            paramLabel = "S",
            description = "Seed of the generated corpora, the sample and the call order. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(
            names = "--threads",
            defaultValue = "1",
            paramLabel = "T",
            description = "Calls run at once (timings are per call, so keep 1 for figures). Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "Report directory (a new one, or an empty one). Default: reports/<UTC timestamp>.")
    Path out;

    @Option(
            names = "--resume",
            paramLabel = "DIR",
            description = "Finish an interrupted run in DIR with its own settings (other options are ignored).")
    Path resume;

    @Option(
            names = "--forks",
            paramLabel = "N",
            description = "Fresh JVMs per backend, each warmed up, taking an even share of the calls, interleaved "
                    + "across backends (A1 B1 A2 B2 ...); their spread is the JVM-to-JVM noise the intervals include. "
                    + "0: every backend in this JVM. Default: " + BenchPlan.DEFAULT_FORKS
                    + "; 0 with --threads above 1 "
                    + "or --engine spark.")
    Integer forks;

    @Option(names = "--isolate", hidden = true)
    boolean isolate;

    @Option(
            names = "--grace",
            defaultValue = "5s",
            converter = DurationConverter.class,
            paramLabel = "DURATION",
            description = "How long past the timeout a call in a fork may run before its JVM is killed. Default: "
                    + "${DEFAULT-VALUE}.")
    Duration grace;

    @Option(
            names = "--scatter",
            paramLabel = "A,B",
            description = "A pair of backends whose per-puzzle times report.html plots against each other on log-log "
                    + "axes (repeatable). Default: dlx,bits when both ran, else the two fastest by PAR-2.")
    List<String> scatter;

    @Mixin
    BoxesOption boxes;

    @Mixin
    QuietOption quietOption;

    @Mixin
    EngineOption engineOption;

    @Override
    public Integer call() throws Exception {
        return BenchRun.start(new BenchRun.Request(
                "sudokulab bench",
                spec,
                out,
                resume,
                "",
                quietOption.quiet(),
                engineOption,
                this::plan,
                plan -> plan.defaultComparison()
                        ? DEFAULT_RUN_TIME + " for this default run on a 2-core machine"
                        : "shown on the progress bar once calls finish"));
    }

    /** The plan the options describe; corpus paths made absolute, so that a resume works from anywhere. */
    private BenchPlan plan() {
        List<String> all = spec.commandLine().getParseResult().originalArgs();
        int at = all.indexOf("bench");
        String command = "sudokulab bench " + String.join(" ", at >= 0 ? all.subList(at + 1, all.size()) : all);
        List<BenchPlan.CorpusRef> corpora = new ArrayList<>();
        try {
            if (corpusFiles != null) {
                corpusFiles.stream().map(BenchPlan.CorpusRef::file).forEach(corpora::add);
            }
            if (generateSpecs != null) {
                generateSpecs.stream()
                        .map(GenerateSpec::parse)
                        .map(BenchPlan.CorpusRef::generated)
                        .forEach(corpora::add);
            }
            return new BenchPlan(
                    Mode.of(mode),
                    limit,
                    timeout.toMillis(),
                    warmup.toMillis(),
                    repeat,
                    sample,
                    seed,
                    threads,
                    forks(),
                    grace.toMillis(),
                    boxes.given()
                            ? boxes.readOptions().boxRows() + "x"
                                    + boxes.readOptions().boxCols()
                            : null,
                    Stream.concat(
                                    backendIds.stream().map(String::trim),
                                    withExternal ? Stream.of("external") : Stream.empty())
                            .distinct()
                            .toList(),
                    corpora,
                    command,
                    scatter == null ? List.of() : scatter,
                    null);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    /** The forks asked for, else the default: fresh JVMs, unless the calls run on threads or an engine's executors. */
    private int forks() {
        if (isolate) {
            throw usage("--isolate is now --forks N: each backend's calls in N fresh JVMs, killed when stuck (--forks 1"
                    + " is the old --isolate)");
        }
        return forks != null ? forks : threads > 1 || !engineOption.local() ? 0 : BenchPlan.DEFAULT_FORKS;
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
