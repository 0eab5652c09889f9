package org.sudokulab.api.io;

import java.util.Optional;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Grid;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.SolveResult;

/**
 * The checks every answer goes through, for {@code solve}, {@code count} and {@code bench} alike: the
 * independent {@link SolutionChecker} on any solution, then the expectations the entry carries (a golden
 * count, a unique solution). Each returns what is wrong, or null when the answer passes.
 */
public final class AnswerCheck {
    private AnswerCheck() {}

    public static String ofCount(String backendId, PuzzleEntry entry, CountResult r) {
        if (r.firstSolution().isPresent()) {
            Optional<String> bad =
                    SolutionChecker.problem(entry.puzzle(), r.firstSolution().get());
            if (bad.isPresent()) {
                return "backend " + backendId + " returned an invalid solution: " + bad.get();
            }
        }
        if (entry.expectedCount().isPresent()) {
            long expected = entry.expectedCount().getAsLong();
            // An exact count must match; a count stopped early only claims "at least".
            if (r.exact() ? r.count() != expected : r.count() > expected) {
                return "counted " + (r.exact() ? "" : ">=") + r.count() + ", the line expects " + expected;
            }
        }
        if (r.exact()
                && r.count() == 1
                && entry.expectedSolution().isPresent()
                && !entry.expectedSolution().get().equals(r.firstSolution().orElse(null))) {
            return "the unique solution differs from the expected solution";
        }
        return null;
    }

    public static String ofSolve(String backendId, PuzzleEntry entry, SolveResult r) {
        if (r.isSolved()) {
            Grid solution = r.solution().get();
            Optional<String> bad = SolutionChecker.problem(entry.puzzle(), solution);
            if (bad.isPresent()) {
                return "backend " + backendId + " returned an invalid solution: " + bad.get();
            }
            if (entry.expectedCount().isPresent() && entry.expectedCount().getAsLong() == 0) {
                return "solved, but the line expects no solution";
            }
            if (entry.expectedSolution().isPresent()
                    && entry.expectedCount().orElse(-1) == 1
                    && !entry.expectedSolution().get().equals(solution)) {
                return "solution differs from the expected unique solution";
            }
        } else if (r.isUnsolvable()
                && (entry.expectedCount().orElse(0) > 0
                        || entry.expectedSolution().isPresent())) {
            return "unsolvable, but the line expects a solution";
        }
        return null;
    }
}
