package org.sudokulab.cli.census;

import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.census.Chromatic;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(
        name = "chromatic",
        mixinStandardHelpOptions = true,
        description = {
            "The chromatic polynomial of the sudoku graph (OEIS A159299 for 2x2) and its values.",
            "With --board, the polynomial counting the completions of a partial board (Herzberg and Murty), "
                    + "checked against a count."
        })
final class ChromaticCommand extends CensusPart<Chromatic.Checked> {
    @Option(names = "--board", paramLabel = "BOARD", description = "A partial board (line or file).")
    String boardArg;

    @Override
    Chromatic.Checked compute(Geometry g) {
        int[] board = new int[g.cellCount()];
        if (boardArg != null) {
            Puzzle p = board(boardArg, "--board");
            if (!p.geometry().equals(g)) {
                throw usage("--board is not a " + g.describe() + " board");
            }
            board = p.givens();
        }
        try {
            return Chromatic.checked(g, board, counter);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    @Override
    void print(Chromatic.Checked c, Lines out) {
        ChromaticText.print(c, out);
    }
}
