package org.sudokulab.bits;

import java.util.Map;
import java.util.Optional;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.Termination;

/**
 * What a count keeps whichever search makes it: the limit and the clock, the solutions found and the first of
 * them, the branch nodes, and how it ended.
 */
abstract class Count {
    /** How many branch nodes pass between two looks at the clock and the cancellation flag. */
    private static final int POLL_MASK = 1023;

    private long limit;
    private Limits.Deadline deadline;
    long found;
    long nodes;
    /** Null while the search may go on. */
    Termination stop;

    int[] first;

    /** Resets the count for a new search. */
    final void start(long newLimit, Limits.Deadline newDeadline) {
        limit = newLimit;
        deadline = newDeadline;
        found = 0;
        nodes = 0;
        stop = null;
        first = null;
    }

    /** Counts a branch node; false when the search must stop (the clock is read every 1024 nodes). */
    final boolean branchNode() {
        if ((++nodes & POLL_MASK) == 0) {
            stop = deadline.stopReason();
        }
        return stop == null;
    }

    /** Reads the clock and the cancellation flag now; false when the search must stop. */
    final boolean poll() {
        stop = deadline.stopReason();
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
        deadline = null;
        if (stop == null) {
            stop = Termination.EXHAUSTED;
        }
    }

    /** The counters a result reports: the branch nodes, and whatever a search keeps besides. */
    Map<String, Long> counters() {
        return Map.of("nodes", nodes);
    }

    final CountResult result(long buildNanos, long searchNanos) {
        Optional<Grid> grid = first == null ? Optional.empty() : Optional.of(new Grid(first));
        return new CountResult(found, stop, grid, new SearchStats(buildNanos, searchNanos, counters()));
    }
}
