package org.sudokulab.cli.census;

import java.util.SplittableRandom;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;
import org.sudokulab.census.MinimalPuzzles;
import org.sudokulab.census.SmallBoards;
import org.sudokulab.generator.PuzzleDigger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(
        name = "minimal",
        mixinStandardHelpOptions = true,
        description = {
            "The minimal unique puzzles whose solution is --grid.",
            "All of them for 2x2 boards, a sample (--sample random removal orders) for larger ones."
        })
final class MinimalCommand extends CensusPart<MinimalPuzzles> {
    @Option(names = "--grid", required = true, paramLabel = "GRID")
    String gridArg;

    @Option(names = "--sample", defaultValue = "1000", paramLabel = "N")
    int sample;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1")
    long seed;

    @Option(names = "--list", description = "Print every puzzle found.")
    boolean list;

    @Override
    MinimalPuzzles compute(Geometry ignored) {
        Puzzle grid = grid(gridArg);
        Geometry g = grid.geometry();
        MinimalPuzzles m = g.cellCount() <= SmallBoards.MAX_CELLS
                ? MinimalPuzzles.all(g, grid.givens())
                : MinimalPuzzles.sampled(
                        new Grid(grid.givens()),
                        new PuzzleDigger(counter)
                                .minimalSample(
                                        g, grid.givens(), sample, new SplittableRandom(seed), this::interrupted));
        return list ? m : m.withoutList();
    }

    @Override
    void print(MinimalPuzzles m, Lines out) {
        MinimalText.print(m, out);
    }
}
