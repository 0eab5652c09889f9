package org.sudokulab.api;

import java.util.Optional;

/**
 * The answer to {@link SolverBackend#count}: how many solutions were found, whether that is all of them
 * ({@link #exact()}), and the first solution found, if any, so callers can check it.
 */
public record CountResult(long count, Termination termination, Optional<Grid> firstSolution, SearchStats stats) {
    public CountResult {
        if (count < 0) {
            throw new IllegalArgumentException("negative count " + count);
        }
        if (firstSolution.isPresent() != (count > 0)) {
            throw new IllegalArgumentException("a count result carries a first solution exactly when count > 0");
        }
    }

    /** True when the search was exhausted, so {@link #count()} is the number of solutions. */
    public boolean exact() {
        return termination == Termination.EXHAUSTED;
    }
}
