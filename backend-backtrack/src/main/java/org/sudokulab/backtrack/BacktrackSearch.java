package org.sudokulab.backtrack;

import java.util.Arrays;
import java.util.List;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchTree;
import org.sudokulab.api.Termination;

/**
 * The plain backtracking search of the generator seed: take the first empty cell in reading order, try each
 * digit its row, column and region (and cage: distinct digits, reachable sum) allow, recurse, undo on a
 * dead end. No propagation, no ordering heuristic: it is the baseline. One instance runs one search.
 */
final class BacktrackSearch {
    private static final int POLL_MASK = 1023;

    private final int n;
    private final int[] grid;
    private final int[] empty;
    private final int[] rowOf;
    private final int[] colOf;
    private final int[] regionOf;
    private final long[] rowUsed;
    private final long[] colUsed;
    private final long[] regionUsed;
    // Killer cages: per cell its cage (-1 if none); per cage the digits used, the sum still missing and the
    // number of cells still empty.
    private final int[] cageOf;
    private final long[] cageUsed;
    private final int[] cageMissing;
    private final int[] cageOpen;
    private final boolean contradictory;

    private final long limit;
    private final Limits.Deadline deadline;
    private long nodes;
    private long deadEnds;
    private long solutions;
    private int[] firstSolution;
    private Termination stopped;
    /** Set only by {@link #trace}: records every placement tried. */
    private SearchTree.Recorder recorder;

    BacktrackSearch(Puzzle puzzle, long limit, Limits.Deadline deadline) {
        Geometry g = puzzle.geometry();
        this.n = g.size();
        this.limit = limit;
        this.deadline = deadline;
        int cells = g.cellCount();
        grid = puzzle.givens();
        rowOf = new int[cells];
        colOf = new int[cells];
        regionOf = new int[cells];
        rowUsed = new long[n];
        colUsed = new long[n];
        regionUsed = new long[n];
        List<Cage> cages = puzzle.cages();
        cageOf = new int[cells];
        Arrays.fill(cageOf, -1);
        cageUsed = new long[cages.size()];
        cageMissing = new int[cages.size()];
        cageOpen = new int[cages.size()];
        for (int t = 0; t < cages.size(); t++) {
            cageMissing[t] = cages.get(t).sum();
            cageOpen[t] = cages.get(t).size();
            for (int cell : cages.get(t).cells()) {
                cageOf[cell] = t;
            }
        }
        int emptyCount = 0;
        boolean conflict = false;
        for (int cell = 0; cell < cells; cell++) {
            rowOf[cell] = cell / n;
            colOf[cell] = cell % n;
            regionOf[cell] = g.regionOf(cell);
            int d = grid[cell];
            if (d == 0) {
                emptyCount++;
            } else if (allowed(cell, d)) {
                place(cell, d);
            } else {
                conflict = true;
            }
        }
        empty = new int[emptyCount];
        for (int cell = 0, k = 0; cell < cells; cell++) {
            if (grid[cell] == 0) {
                empty[k++] = cell;
            }
        }
        contradictory = conflict;
    }

    /** Searches up to the limit; returns how it ended. */
    Termination run() {
        if (contradictory) {
            return Termination.EXHAUSTED;
        }
        search(0);
        if (stopped != null) {
            return stopped;
        }
        return solutions >= limit ? Termination.SOLUTION_LIMIT : Termination.EXHAUSTED;
    }

    /** Runs the whole search with a recorder attached (the tree of every placement tried). */
    SearchTree trace(int maxNodes) {
        recorder = new SearchTree.Recorder(maxNodes);
        return recorder.tree(run());
    }

    /** Fills empty cells from index k on; returns false when the search must stop. */
    private boolean search(int k) {
        if (k == empty.length) {
            if (recorder != null) {
                recorder.solution();
            }
            if (solutions == 0) {
                firstSolution = grid.clone();
            }
            solutions++;
            return solutions < limit;
        }
        int cell = empty[k];
        boolean placedAny = false;
        for (int d = 1; d <= n; d++) {
            if (!allowed(cell, d)) {
                continue;
            }
            placedAny = true;
            if ((++nodes & POLL_MASK) == 0 && (stopped = deadline.stopReason()) != null) {
                return false;
            }
            place(cell, d);
            if (recorder != null) {
                recorder.enter(cell, d);
            }
            boolean goOn = search(k + 1);
            if (recorder != null) {
                recorder.leave();
            }
            remove(cell, d);
            if (!goOn) {
                return false;
            }
        }
        if (!placedAny) {
            deadEnds++;
        }
        return true;
    }

    private boolean allowed(int cell, int d) {
        long bit = 1L << d;
        if (((rowUsed[rowOf[cell]] | colUsed[colOf[cell]] | regionUsed[regionOf[cell]]) & bit) != 0) {
            return false;
        }
        int t = cageOf[cell];
        return t < 0 || cageAllows(t, d);
    }

    /** Digit d is new in cage t, and the cells left after it can still make up the missing sum. */
    private boolean cageAllows(int t, int d) {
        long used = cageUsed[t] | (1L << d);
        if (used == cageUsed[t]) {
            return false;
        }
        return Cage.canComplete(used, cageMissing[t] - d, cageOpen[t] - 1, n);
    }

    private void place(int cell, int d) {
        long bit = 1L << d;
        grid[cell] = d;
        rowUsed[rowOf[cell]] |= bit;
        colUsed[colOf[cell]] |= bit;
        regionUsed[regionOf[cell]] |= bit;
        int t = cageOf[cell];
        if (t >= 0) {
            cageUsed[t] |= bit;
            cageMissing[t] -= d;
            cageOpen[t]--;
        }
    }

    private void remove(int cell, int d) {
        long bit = ~(1L << d);
        grid[cell] = 0;
        rowUsed[rowOf[cell]] &= bit;
        colUsed[colOf[cell]] &= bit;
        regionUsed[regionOf[cell]] &= bit;
        int t = cageOf[cell];
        if (t >= 0) {
            cageUsed[t] &= bit;
            cageMissing[t] += d;
            cageOpen[t]++;
        }
    }

    long nodes() {
        return nodes;
    }

    long deadEnds() {
        return deadEnds;
    }

    long solutions() {
        return solutions;
    }

    int[] firstSolution() {
        return firstSolution.clone();
    }
}
