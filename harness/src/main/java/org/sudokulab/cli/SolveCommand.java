package org.sudokulab.cli;

import java.util.Locale;
import java.util.Map;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolveResult;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.AnswerCheck;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.board.Stepwise;
import picocli.CommandLine;

/** Prints one solution per puzzle, or {@code unsolvable}, {@code timeout}, {@code cancelled}. */
final class SolveCommand extends PuzzleCommand {
    boolean stepwise;
    boolean pretty;

    @Override
    String name() {
        return "solve";
    }

    @Override
    String[] description() {
        return new String[] {
            "Solve each puzzle: print its solution line, or 'unsolvable', 'timeout', 'cancelled'.",
            "Every solution is verified by the independent checker; a golden line's expectation is checked too."
        };
    }

    @Override
    void addOptions(CommandLine.Model.CommandSpec command) {
        command.addOption(CodedOptions.option(boolean.class, () -> stepwise, v -> stepwise = v, "--stepwise")
                .description(
                        "Solve as seed 001 does: fill the cells one at a time, keeping a digit only",
                        "if the board stays solvable (the backend is the oracle); stderr says how many questions it "
                                + "took.",
                        "One puzzle at a time, whatever --threads says.")
                .build());
        command.addOption(CodedOptions.option(boolean.class, () -> pretty, v -> pretty = v, "--pretty")
                .description("Draw each solution as a board (box borders, jigsaw regions, killer cages).")
                .build());
    }

    @Override
    void validate() {
        if (stepwise) {
            threads = 1; // its stderr line per puzzle keeps the input order
        }
    }

    @Override
    Answer answer(SolverBackend backend, PuzzleEntry entry, Limits limits) {
        SolveResult r;
        if (stepwise) {
            long t0 = System.nanoTime();
            Stepwise s = Stepwise.solve(entry.puzzle(), backend, limits);
            r = s.asSolveResult(new SearchStats(0, System.nanoTime() - t0, Map.of("oracleCalls", s.oracleCalls())));
            if (!quietOption.quiet()) {
                spec.commandLine()
                        .getErr()
                        .println("sudokulab: " + entry.source() + ":" + entry.line() + ": stepwise: " + s.oracleCalls()
                                + " oracle calls to " + backend.id());
            }
        } else {
            r = backend.solve(entry.puzzle(), limits);
        }
        String problem = AnswerCheck.ofSolve(backend.id(), entry, r);
        if (r.isSolved()) {
            Grid solution = r.solution().get();
            String text = pretty ? BoardPrinter.render(entry.puzzle(), solution.values()) : solution.toLine();
            return new Answer(text, "solved", null, null, solution, problem, r.stats());
        }
        if (r.isUnsolvable()) {
            return new Answer("unsolvable", "unsolvable", null, null, null, problem, r.stats());
        }
        String status = r.termination().name().toLowerCase(Locale.ROOT);
        return new Answer(status, status, null, null, null, null, r.stats());
    }
}
