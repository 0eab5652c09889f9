package org.sudokulab.cli.census;

import java.time.Duration;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.sudokulab.api.Geometry;
import org.sudokulab.census.SmallBoards;
import org.sudokulab.cli.DurationConverter;
import org.sudokulab.generator.GridSampler;
import org.sudokulab.generator.KSurvey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(
        name = "ksudoku",
        mixinStandardHelpOptions = true,
        description = {
            "The solution counts boards reach, with a witness for each.",
            "2x2: the exact set over every board, a witness per value and the values per clue count. Larger: the "
                    + "values reached by removal paths up to --bound."
        })
final class KValuesCommand extends CensusPart<Object> {
    @Option(
            names = "--bound",
            defaultValue = "1000",
            paramLabel = "B",
            description = "Larger boards: survey 1..B. Default: ${DEFAULT-VALUE}.")
    long bound;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1")
    long seed;

    @Option(
            names = "--max-time",
            defaultValue = "2m",
            converter = DurationConverter.class,
            paramLabel = "DURATION",
            description = "Larger boards: stop the survey after this long. Default: ${DEFAULT-VALUE}.")
    Duration maxTime;

    @Override
    Object compute(Geometry g) {
        if (g.cellCount() <= SmallBoards.MAX_CELLS) {
            return new SmallBoards(g).kValues(this::interrupted);
        }
        AtomicInteger found = new AtomicInteger();
        try {
            return new KSurvey(
                            counter,
                            GridSampler.of("search", g),
                            Runtime.getRuntime().availableProcessors())
                    .run(
                            1,
                            bound,
                            Long.MAX_VALUE,
                            maxTime.toMillis(),
                            new SplittableRandom(seed),
                            this::interrupted,
                            w -> progress(
                                    "sudokulab census: %d values reached after %.0f s",
                                    found.incrementAndGet(), w.millis() / 1000.0));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    @Override
    void print(Object result, Lines out) {
        KValuesText.print(result, out, boxes.geometry("2x2"));
    }
}
