package org.sudokulab.api;

import java.util.Map;

/**
 * How the generators and the census learn how many solutions a board has: an exact count through a backend. A
 * count that did not finish (timeout, cancellation) is never taken as an answer.
 */
public final class Counter {
    private final SolverBackend backend;
    private final Limits limits;

    public Counter(SolverBackend backend, Limits limits) {
        this.backend = backend;
        this.limits = limits;
    }

    public SolverBackend backend() {
        return backend;
    }

    public Limits limits() {
        return limits;
    }

    /**
     * The number of solutions, or {@code cap} when there are at least {@code cap}; -1 when the count did not finish.
     */
    public long count(Puzzle puzzle, long cap) {
        CountResult r = backend.count(puzzle, cap, limits);
        if (r.exact() || r.termination() == Termination.SOLUTION_LIMIT) {
            return r.count();
        }
        return -1;
    }

    /** The full result, for callers that want the first solution or the effort counters too. */
    public CountResult result(Puzzle puzzle, long cap) {
        return backend.count(puzzle, cap, limits);
    }

    /** The backend's first effort counter of a result, as "name=value", or "" when it reports none. */
    public static String effort(CountResult r) {
        for (Map.Entry<String, Long> c : r.stats().counters().entrySet()) {
            return c.getKey() + "=" + c.getValue();
        }
        return "";
    }
}
