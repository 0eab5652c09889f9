package org.sudokulab.cli.census;

import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.census.UnavoidableSets;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "unavoidable",
        mixinStandardHelpOptions = true,
        description = "The minimal unavoidable sets of GRID up to --max-size cells, each verified by exact counts.")
final class UnavoidableCommand extends CensusPart<UnavoidableSets.Verified> {
    @Parameters(paramLabel = "GRID", description = "A completed grid (a line or a file).")
    String gridArg;

    @Option(names = "--max-size", defaultValue = "6", paramLabel = "K", description = "Default: ${DEFAULT-VALUE}.")
    int maxSize;

    @Override
    UnavoidableSets.Verified compute(Geometry ignored) {
        if (maxSize < 2 || maxSize > 12) {
            throw usage("--max-size must be between 2 and 12");
        }
        Puzzle grid = grid(gridArg);
        return UnavoidableSets.verified(grid.geometry(), grid.givens(), maxSize, counter);
    }

    @Override
    void print(UnavoidableSets.Verified v, Lines out) {
        UnavoidableText.print(v, out);
    }
}
