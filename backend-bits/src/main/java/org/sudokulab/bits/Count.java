package org.sudokulab.bits;

import org.sudokulab.api.CountBuffer;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Termination;

/**
 * What a count keeps whichever search makes it: the limit and the clock, the solutions found and the first of
 * them, the branch nodes, and how it ended.
 */
abstract class Count {
    /** How many branch nodes pass between two looks at the clock and the cancellation flag. */
    private static final int POLL_MASK = 1023;

    private long limit;
    private Limits limits;
    /** When the call started (System.nanoTime), for the timeout. */
    private long startNanos;

    long found;
    long nodes;
    /** Null while the search may go on. */
    Termination stop;

    /**
     * For a search that may hand its count over to another: it gives up once its nodes pass this many plus
     * {@link #nodesPerSolution} for each solution found ({@link Long#MAX_VALUE}: never).
     */
    private long nodeAllowance;

    private long nodesPerSolution;
    /** True when the search gave up on its node allowance: its count is to be discarded, not answered. */
    boolean gaveUp;

    int[] first;

    /**
     * Resets the count for a new search of a call that started at {@code callStartNanos}: a call that counts again
     * with another search (bits' learning search, then its cell search) keeps one clock for its timeout.
     */
    final void start(long newLimit, Limits newLimits, long callStartNanos) {
        limit = newLimit;
        limits = newLimits;
        startNanos = callStartNanos;
        found = 0;
        nodes = 0;
        stop = null;
        first = null;
        nodeAllowance = Long.MAX_VALUE;
        gaveUp = false;
    }

    /** Lets the search give up (see {@link #gaveUp}) past {@code allowance} nodes plus {@code perSolution} a solution. */
    final void giveUpPast(long allowance, long perSolution) {
        nodeAllowance = allowance;
        nodesPerSolution = perSolution;
    }

    /** Counts a branch node; false when the search must stop (the clock is read every 1024 nodes). */
    final boolean branchNode() {
        if ((++nodes & POLL_MASK) == 0) {
            look();
        }
        return stop == null;
    }

    /** The look every 1024 nodes: the clock, the cancellation flag and the node allowance. */
    private void look() {
        stop = limits.stopReason(startNanos);
        if (stop == null && nodes - nodeAllowance > nodesPerSolution * found) {
            gaveUp = true;
            stop = Termination.CANCELLED;
        }
    }

    /** Reads the clock and the cancellation flag now; false when the search must stop. */
    final boolean poll() {
        stop = limits.stopReason(startNanos);
        return stop == null;
    }

    /** Counts a solution and stops at the limit; true for the first one, whose grid the caller keeps in {@link #first}. */
    final boolean solutionFound() {
        boolean isFirst = found++ == 0;
        if (found >= limit) {
            stop = Termination.SOLUTION_LIMIT;
        }
        return isFirst;
    }

    /** Counts {@code k} solutions at once (never the first: its grid is kept by {@link #solutionFound}). */
    final void solutionsFound(long k) {
        found = Math.min(limit, found + k);
        if (found >= limit) {
            stop = Termination.SOLUTION_LIMIT;
        }
    }

    /** Ends the search: one that did not stop early has explored everything. */
    final void finish() {
        limits = null;
        if (stop == null) {
            stop = Termination.EXHAUSTED;
        }
    }

    /** The counters the answer reports: the branch nodes, and whatever a search keeps besides. */
    void counters(CountBuffer into) {
        into.counter("nodes", nodes);
    }

    /** Writes the answer: the first solution's cells, the counters, the count and how the search ended. */
    final void answer(CountBuffer into, long buildNanos, long searchNanos) {
        if (first != null) {
            System.arraycopy(first, 0, into.solution(first.length), 0, first.length);
        }
        counters(into);
        into.answer(found, stop, buildNanos, searchNanos);
    }
}
