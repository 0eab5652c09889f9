package org.sudokulab.cli.generate;

import org.sudokulab.cli.BoxesOption;
import org.sudokulab.generator.ClueSymmetry;
import org.sudokulab.generator.GridSampler;
import org.sudokulab.generator.Recipe;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudokulab generate puzzle}: its options; the generator does the work. */
@Command(
        name = "puzzle",
        mixinStandardHelpOptions = true,
        description = {
            "Unique puzzles: clues removed from a random grid while an exact count (limit 2) stays 1.",
            "Text output is the golden form GIVENS:1:SOLUTION (JSON for other box shapes)."
        })
final class PuzzleGenerateCommand extends GenerateCommand.Generator {
    @Mixin
    BoxesOption boxes;

    @Option(
            names = "--minimal",
            description = {
                "Prove the result minimal: removing any one clue must leave several solutions",
                "(one count per clue). The removal pass already ends minimal (with --symmetry: no orbit can go);",
                "this checks it."
            })
    boolean minimal;

    @Option(
            names = "--clues",
            defaultValue = "0",
            paramLabel = "N",
            description = "Stop removing at N clues; draws again when a grid cannot get that low. Default: as few as "
                    + "one pass allows.")
    int clues;

    @Option(
            names = "--symmetry",
            defaultValue = "none",
            paramLabel = "none|rot180|rot90|mirror|diagonal",
            description = "Keep the clues symmetric. Default: ${DEFAULT-VALUE}.")
    String symmetry;

    @Option(
            names = "--difficulty",
            description = "Add the search effort of the final uniqueness proof (JSON 'difficulty').")
    boolean difficulty;

    @Option(
            names = "--method",
            defaultValue = "search",
            paramLabel = "search|rows",
            description = "How the grid is drawn. Default: ${DEFAULT-VALUE}.")
    String method;

    @Override
    Recipe recipe() {
        return new Recipe.Unique(
                GridSampler.of(method, boxes.geometry("3x3")),
                ClueSymmetry.parse(symmetry),
                clues,
                minimal,
                difficulty);
    }
}
