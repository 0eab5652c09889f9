package org.sudokulab.harness;

import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolveResult;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.PuzzleEntry;
import picocli.CommandLine.Command;

/** Prints one solution per puzzle, or {@code unsolvable}, {@code timeout}, {@code cancelled}. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve each puzzle: print its solution line, or 'unsolvable', 'timeout', 'cancelled'.",
                "Every solution is verified by the independent checker; a golden line's expectation is checked too."})
final class SolveCommand extends PuzzleCommand {
    @Override
    Answer answer(SolverBackend backend, PuzzleEntry entry, Limits limits) {
        SolveResult r = backend.solve(entry.puzzle(), limits);
        String problem = AnswerCheck.ofSolve(backend.id(), entry, r);
        if (r.isSolved()) {
            Grid solution = r.solution().get();
            return new Answer(solution.toLine(), "solved", null, null, solution, problem, r.stats());
        }
        if (r.isUnsolvable()) {
            return new Answer("unsolvable", "unsolvable", null, null, null, problem, r.stats());
        }
        String status = r.termination().name().toLowerCase(java.util.Locale.ROOT);
        return new Answer(status, status, null, null, null, null, r.stats());
    }
}
