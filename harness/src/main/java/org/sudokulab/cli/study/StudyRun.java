package org.sudokulab.cli.study;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.cli.DurationConverter;
import org.sudokulab.cli.EngineOption;
import org.sudokulab.cli.MoreBackendsOptions;
import org.sudokulab.cli.QuietOption;
import org.sudokulab.cli.bench.BenchRun;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * What every study's command shares: the run's options, and running its plan as a bench (resume, Ctrl-C, exit, and
 * {@code --engine spark} to run the calls past this JVM).
 */
abstract class StudyRun implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(
            names = "--seed",
            defaultValue = "1",
            paramLabel = "S",
            description = "Seed of the boards, the sample and the call order. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(
            names = "--timeout",
            converter = DurationConverter.class,
            paramLabel = "DURATION",
            description = "Per-call time limit. Default: 10s for propagation (it bounds the search after a guess), "
                    + "1s for hardness and scaling.")
    Duration timeout;

    @Option(
            names = "--threads",
            defaultValue = "1",
            paramLabel = "T",
            description = "Calls run at once (keep 1 where the study reads times). Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "Report directory (a new one, or an empty one). Default: reports/study-<UTC timestamp>.")
    Path out;

    @Option(
            names = "--resume",
            paramLabel = "DIR",
            description = "Finish an interrupted study in DIR with its own settings (other options are ignored).")
    Path resume;

    @Option(
            names = {"-b", "--backends"},
            split = ",",
            paramLabel = "ID",
            description = "Backends to run, by id. Default: propagation every level (`sudokulab backends` lists "
                    + "them), hardness and scaling every backend in the JVM.")
    List<String> backendIds;

    @Mixin
    QuietOption quietOption;

    @Mixin
    MoreBackendsOptions moreBackends;

    @Mixin
    EngineOption engineOption;

    /** The study's name, as its command and its lines say it. */
    abstract String name();

    /** The plan the options describe; {@code command} is the command line, for the report's citation. */
    abstract BenchPlan plan(String command);

    /** The per-call time limit in ms: --timeout, else {@code defaultMillis}. */
    long timeoutMillis(long defaultMillis) {
        return timeout == null ? defaultMillis : timeout.toMillis();
    }

    @Override
    public Integer call() throws Exception {
        return BenchRun.start(new BenchRun.Request(
                "sudokulab study " + name(),
                spec,
                out,
                resume,
                "study-",
                quietOption.quiet(),
                engineOption,
                this::plan,
                plan -> "shown on the progress bar once calls finish"));
    }

    private BenchPlan plan() {
        List<String> all = spec.commandLine().getParseResult().originalArgs();
        int at = all.indexOf(name());
        String command = ("sudokulab study " + name() + " "
                        + String.join(" ", at >= 0 ? all.subList(at + 1, all.size()) : all))
                .trim();
        return plan(command);
    }
}
