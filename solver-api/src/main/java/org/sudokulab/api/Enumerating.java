package org.sudokulab.api;

import java.util.function.Consumer;

/**
 * Backends that hand each solution of a puzzle to the caller implement this next to {@link SolverBackend}: a count
 * says how many solutions there are, this says which. The k-survey's tallies read them ({@code ClueTallies}).
 */
public interface Enumerating {
    /**
     * Calls {@code each} with every solution of {@code puzzle}, up to {@code limit} of them: a digit per cell (from
     * 1, in reading order), in the same array each time, read during the call only. Returns how the search ended;
     * the solutions are exactly the calls made.
     */
    Termination solutions(Puzzle puzzle, long limit, Limits limits, Consumer<int[]> each);
}
