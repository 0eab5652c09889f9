package org.sudokulab.harness;

import java.util.Optional;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolutionChecker;
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
        String problem = null;
        if (r.isSolved()) {
            Grid solution = r.solution().get();
            Optional<String> bad = SolutionChecker.problem(entry.puzzle(), solution);
            if (bad.isPresent()) {
                problem = "backend " + backend.id() + " returned an invalid solution: " + bad.get();
            } else if (entry.expectedCount().isPresent() && entry.expectedCount().getAsLong() == 0) {
                problem = "solved, but the line expects no solution";
            } else if (entry.expectedSolution().isPresent() && entry.expectedCount().orElse(-1) == 1
                    && !entry.expectedSolution().get().equals(solution)) {
                problem = "solution differs from the expected unique solution";
            }
            return new Answer(solution.toLine(), "solved", null, null, solution, problem, r.stats());
        }
        if (r.isUnsolvable()) {
            if (entry.expectedCount().orElse(0) > 0 || entry.expectedSolution().isPresent()) {
                problem = "unsolvable, but the line expects a solution";
            }
            return new Answer("unsolvable", "unsolvable", null, null, null, problem, r.stats());
        }
        String status = r.termination().name().toLowerCase(java.util.Locale.ROOT);
        return new Answer(status, status, null, null, null, null, r.stats());
    }
}
