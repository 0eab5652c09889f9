package org.sudokulab.cli.board;

import java.io.PrintWriter;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Symbols;
import org.sudokulab.api.io.PuzzleWriter;
import org.sudokulab.board.Hint;
import org.sudokulab.board.HintResult;
import org.sudokulab.board.Hints;
import org.sudokulab.board.NoHint;
import org.sudokulab.cli.BoardPrinter;
import org.sudokulab.cli.ExitCode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code hint PUZZLE}: the next placement and why it holds. */
@Command(
        name = "hint",
        mixinStandardHelpOptions = true,
        description = {
            "Give one placement: a naked or hidden single, else one the solver proves (unique puzzles).",
            "Prints 'rRcC = D  (kind: why)'."
        })
public final class HintCommand extends BoardCommand {
    @Option(names = "--next", description = "Also print the puzzle with the placement made (to feed the next hint).")
    boolean next;

    @Option(names = "--pretty", description = "Also draw the board with the placement made.")
    boolean pretty;

    @Override
    public Integer call() {
        Puzzle p = puzzle();
        PrintWriter out = spec.commandLine().getOut();
        HintResult r = Hints.next(p, backend.backend(), limits());
        if (r instanceof NoHint none) {
            out.println("no hint: " + none.reason());
            return ExitCode.OK;
        }
        Hint h = (Hint) r;
        out.println(p.geometry().cellName(h.cell()) + " = " + Symbols.toChar(h.digit()) + "  (" + h.rule() + ": "
                + h.reason() + ")");
        int[] v = p.givens();
        v[h.cell()] = h.digit();
        Puzzle after = p.withGivens(v);
        if (next) {
            out.println(PuzzleWriter.toLine(after));
        }
        if (pretty) {
            out.print(BoardPrinter.render(after, v));
        }
        return ExitCode.OK;
    }
}
