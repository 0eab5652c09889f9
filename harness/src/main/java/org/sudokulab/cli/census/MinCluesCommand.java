package org.sudokulab.cli.census;

import org.sudokulab.api.Geometry;
import org.sudokulab.census.MinClueProof;
import org.sudokulab.census.SmallBoards;
import org.sudokulab.cli.EngineOption;
import org.sudokulab.engine.Engine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
        name = "min-clues",
        mixinStandardHelpOptions = true,
        description = {
            "The minimum number of clues of a unique puzzle, with a proof.",
            "2x2: exhaustive over every restriction of every grid, with the counts of unique and minimal puzzles. "
                    + "2x3: a proof over the 49 essentially different grids (unavoidable sets, hitting sets, exact "
                    + "counts), and a witness at the minimum."
        })
final class MinCluesCommand extends CensusPart<Object> {
    @Option(
            names = "--max-set",
            defaultValue = "8",
            paramLabel = "K",
            description = "2x3: unavoidable sets up to K cells feed the hitting sets. Default: ${DEFAULT-VALUE}.")
    int maxSet;

    @Mixin
    EngineOption engineOption;

    @Override
    Object compute(Geometry g) {
        if (!engineOption.local() && g.equals(Geometry.boxes(2, 2))) {
            throw usage("--engine spark spreads the 49 grids of the 2x3 proof; 2x2 is counted here");
        }
        if (g.equals(Geometry.boxes(2, 2))) {
            return new SmallBoards(g).minClues(this::interrupted);
        }
        if (!g.equals(Geometry.boxes(2, 3)) && !g.equals(Geometry.boxes(3, 2))) {
            throw usage("min-clues covers 2x2 (exhaustive) and 2x3 / 3x2 (proof over the 49 classes)");
        }
        try (Engine engine = engineOption.open()) {
            return new MinClueProof(engine, counter, maxSet).minimum(g, this::interrupted);
        }
    }

    @Override
    void print(Object result, Lines out) {
        MinCluesText.print(result, out);
    }
}
