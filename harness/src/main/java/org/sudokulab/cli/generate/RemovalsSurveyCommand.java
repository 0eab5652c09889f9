package org.sudokulab.cli.generate;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.sudokulab.api.Counter;
import org.sudokulab.cli.ExitCode;
import org.sudokulab.engine.Engine;
import org.sudokulab.generator.GridSampler;
import org.sudokulab.generator.RemovalSurvey;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(
        name = "removals",
        mixinStandardHelpOptions = true,
        description = {
            "Seed 000's experiment: the solution counts left by removing n random cells from random grids.",
            "n runs over [--from, --to], counted exactly up to --cap. Writes DIR/removals.csv, "
                    + "DIR/removals-summary.csv (per n: the 10th percentile,",
            "median and 90th of log10 count) and DIR/removals.svg; prints the line fitted to the exact medians."
        })
final class RemovalsSurveyCommand extends SurveyPart {
    @Option(names = "--from", defaultValue = "35", paramLabel = "N")
    int from;

    @Option(names = "--to", defaultValue = "60", paramLabel = "N")
    int to;

    @Option(
            names = "--samples",
            defaultValue = "100",
            paramLabel = "S",
            description = "Samples per n. Default: ${DEFAULT-VALUE}.")
    int samples;

    @Option(
            names = "--cap",
            defaultValue = "100000",
            paramLabel = "C",
            description = "Count limit. Default: ${DEFAULT-VALUE}.")
    long cap;

    @Option(
            names = "--out",
            defaultValue = "reports/removals",
            paramLabel = "DIR",
            description = "Default: ${DEFAULT-VALUE}.")
    Path dir;

    @Override
    int survey(Counter counter, GridSampler grids, PrintWriter out, PrintWriter err)
            throws IOException, InterruptedException {
        int cells = grids.geometry().cellCount();
        if (from < 0 || to < from || to > cells || samples < 1 || cap < 2) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "need 0 <= --from <= --to <= " + cells + ", --samples >= 1, --cap >= 2");
        }
        long start = System.nanoTime();
        List<RemovalSurvey.Sample> all;
        try (Engine engine = engineOption.open(1)) {
            all = new RemovalSurvey(engine, tools)
                    .run(from, to, samples, cap, new SplittableRandom(seed), () -> interrupted(), s -> {
                        if (!quietOption.quiet() && s.sample() == samples) {
                            err.printf(
                                    "sudokulab survey: %d removed done (%.0f s)%n",
                                    s.removed(), (System.nanoTime() - start) / 1e9);
                        }
                    });
        }
        out.println(RemovalsText.write(all, from, to, cap, dir, (System.nanoTime() - start) / 1e9));
        return interrupted() ? ExitCode.INTERRUPTED : ExitCode.OK;
    }
}
