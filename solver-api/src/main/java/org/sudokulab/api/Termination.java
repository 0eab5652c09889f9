package org.sudokulab.api;

/** How a search ended. */
public enum Termination {
    /** The whole search space was explored: the answer is exact. */
    EXHAUSTED,
    /** Stopped because the requested number of solutions was found. */
    SOLUTION_LIMIT,
    /** Stopped at the deadline. */
    TIMEOUT,
    /** Stopped because the caller cancelled. */
    CANCELLED
}
