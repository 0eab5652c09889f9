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

    /**
     * The count of {@code puzzle} with {@code cell}'s given removed, when {@code puzzle} itself has exactly
     * {@code known} solutions: as {@link #count}, {@code cap} when there are at least {@code cap}, -1 when a
     * count did not finish. The emptied board's solutions split by the digit in the cell: those with the given
     * are the {@code known} ones, so only the others are counted, one board per other digit (a digit a peer
     * already holds has none). A removal path that recounted every board would enumerate the solutions it
     * already knows again at each step; this enumerates each solution once.
     */
    public long countEmptied(Puzzle puzzle, int cell, long known, long cap) {
        int given = puzzle.given(cell);
        if (given == 0) {
            throw new IllegalArgumentException("cell " + cell + " is already empty");
        }
        long total = known;
        if (total >= cap) {
            return cap;
        }
        Geometry g = puzzle.geometry();
        int[] givens = puzzle.givens();
        boolean[] held = g.digitsSeen(givens, cell);
        for (int digit = 1; digit <= g.size(); digit++) {
            if (held[digit]) {
                continue;
            }
            givens[cell] = digit;
            long more = count(puzzle.withGivens(givens), cap - total);
            if (more < 0) {
                return -1;
            }
            total += more;
            if (total >= cap) {
                return cap;
            }
        }
        return total;
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
