package org.sudokulab.cli.study;

import java.util.List;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.study.ScalingStudy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sudokulab study scaling}: reads the options into {@link ScalingStudy#plan} and runs it. */
@Command(
        name = "scaling",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Each backend against the board size: unique puzzles with a fixed share of the cells given, from 4x4 "
                    + "to 25x25, proven unique by every backend.",
            "Per size: the median time with its interval and the share answered; per backend: a fitted growth "
                    + "(factor per unit of n, and exponent of n) and the first size it stops answering.",
            "Exit code 0: all answers agree; 1: a WRONG answer; 130: interrupted."
        })
public final class ScalingCommand extends StudyRun {
    @Option(
            names = "--boxes",
            split = ",",
            defaultValue = "2x2,2x3,3x3,3x4,4x4,4x5,5x5",
            paramLabel = "RxC",
            description = "Board shapes, by their boxes. Default: ${DEFAULT-VALUE}.")
    List<String> boxes;

    @Option(
            names = "--givens",
            defaultValue = "0.5",
            paramLabel = "SHARE",
            description = "The share of the cells given in every puzzle. Default: ${DEFAULT-VALUE}.")
    double share;

    @Option(
            names = "--count",
            defaultValue = "10",
            paramLabel = "N",
            description = "Puzzles per size. Default: ${DEFAULT-VALUE}.")
    int count;

    @Override
    String name() {
        return "scaling";
    }

    @Override
    BenchPlan plan(String command) {
        return ScalingStudy.plan(boxes, share, count, backendIds, seed, timeoutMillis(1000), threads, command);
    }
}
