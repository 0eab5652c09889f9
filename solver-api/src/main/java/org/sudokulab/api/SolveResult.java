package org.sudokulab.api;

import java.util.Optional;

/**
 * The answer to {@link SolverBackend#solve}: a solution ({@link Termination#SOLUTION_LIMIT}), proof that
 * there is none ({@link Termination#EXHAUSTED} without a solution), or a search cut short.
 */
public record SolveResult(Termination termination, Optional<Grid> solution, SearchStats stats) {
    public SolveResult {
        if (solution.isPresent() != (termination == Termination.SOLUTION_LIMIT)) {
            throw new IllegalArgumentException(
                    "a solve result has a solution exactly when it ended at the solution limit, got " + termination
                            + (solution.isPresent() ? " with" : " without") + " a solution");
        }
    }

    public static SolveResult solved(Grid solution, SearchStats stats) {
        return new SolveResult(Termination.SOLUTION_LIMIT, Optional.of(solution), stats);
    }

    public static SolveResult unsolvable(SearchStats stats) {
        return new SolveResult(Termination.EXHAUSTED, Optional.empty(), stats);
    }

    public static SolveResult stopped(Termination why, SearchStats stats) {
        return new SolveResult(why, Optional.empty(), stats);
    }

    /** A count with limit 1 read as a solve: its solution, its proof of none, or why it stopped. */
    public static SolveResult fromCount(CountResult count) {
        if (count.firstSolution().isPresent()) {
            return solved(count.firstSolution().get(), count.stats());
        }
        return count.exact() ? unsolvable(count.stats()) : stopped(count.termination(), count.stats());
    }

    public boolean isSolved() {
        return solution.isPresent();
    }

    /** Proven to have no solution. */
    public boolean isUnsolvable() {
        return termination == Termination.EXHAUSTED;
    }
}
