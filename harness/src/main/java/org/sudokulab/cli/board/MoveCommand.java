package org.sudokulab.cli.board;

import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Symbols;
import org.sudokulab.board.Moves;
import org.sudokulab.cli.ExitCode;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code move PUZZLE R C D}: what placing a digit does, by the rules and by a backend's search. */
@Command(
        name = "move",
        mixinStandardHelpOptions = true,
        description = {
            "Check placing digit D at row R, column C (1-based) on a board.",
            "Prints 'conflict' (breaks a rule at once), 'unsolvable' (legal, but no solution is left), 'correct' "
                    + "(unique puzzle: the solution's digit), 'solvable' (several solutions, one has it), or 'filled'."
        })
public final class MoveCommand extends BoardCommand {
    @Parameters(index = "1", paramLabel = "R")
    int row;

    @Parameters(index = "2", paramLabel = "C")
    int col;

    @Parameters(index = "3", paramLabel = "D", description = "Digit in the puzzle's alphabet (1-9, A, B, ...).")
    String digit;

    @Override
    public Integer call() {
        Puzzle p = puzzle();
        int n = p.size();
        if (row < 1 || row > n || col < 1 || col > n) {
            throw new CommandLine.ParameterException(spec.commandLine(), "R and C must be between 1 and " + n);
        }
        int d = digit.length() == 1 ? Symbols.valueOf(digit.charAt(0), n) : -1;
        if (d < 1 || d > n) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "D must be one of " + Symbols.rangeText(n) + ", got '" + digit + "'");
        }
        spec.commandLine().getOut().println(Moves.check(p, (row - 1) * n + col - 1, d, backend.backend(), limits()));
        return ExitCode.OK;
    }
}
