package org.sudokulab.coloring;

import java.util.Arrays;
import java.util.List;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Termination;

/**
 * Exact colouring by DSatur-ordered backtracking (Brelaz 1979): colour next the uncoloured vertex with the
 * fewest colours left (highest saturation), try each, and forward-check: colouring a vertex removes its colour
 * from its uncoloured neighbours, and a neighbour left with none is a dead end at once. Colour sets are bit
 * masks with per-colour counts so undoing is exact.
 *
 * <p>One rule beyond DSatur, from the pigeonhole principle on the n-cliques (the houses): n colours on an
 * n-clique use every colour once, so a colour that only one vertex of a house can still take is forced there,
 * and a colour no vertex of a house can take is a dead end. Without it the search did not find one solution of
 * a half-given 25x25 in a minute. Killer sums are a side constraint checked after each colouring, on the
 * cage of the cell coloured and the cages of its neighbours: every uncoloured cell of the cage must keep a colour
 * with which the others can still reach the sum, by the colours they still allow. One instance runs one search.
 */
final class DsaturSearch {
    private static final int POLL_MASK = 1023;

    private final int n;
    private final int cells;
    private final int[][] neighbours;
    private final long[] allowed;
    private final long[] base; // colours allowed before the search (a given allows only its own)
    private final int[][] blocked; // blocked[v][c]: coloured neighbours of v with colour c
    private final int[] colour;
    // Houses (the n-cliques): the houses of each cell; per house and colour, the uncoloured vertices that can
    // still take it, and how many vertices have it.
    private final int[][] houses;
    private final int[][] housesOf;
    private final int[][] candidates;
    private final int[][] placed;
    private final int[] cageOf;
    private final int[] cageMissing;
    private final int[] cageOpen;
    private final long[] cageUsed;
    private final int[][] cageCells;
    private final long[] supported;
    private final long limit;
    private final Limits.Deadline deadline;

    private long nodes;
    private long backtracks;
    private long solutions;
    private int[] firstSolution;
    private Termination stopped;

    DsaturSearch(Puzzle puzzle, SudokuGraph g, long limit, Limits.Deadline deadline) {
        n = g.n;
        cells = g.cells;
        neighbours = g.cellNeighbours();
        allowed = g.allowedColours();
        base = allowed.clone();
        blocked = new int[cells][n + 1];
        colour = new int[cells];
        Geometry geometry = puzzle.geometry();
        houses = new int[geometry.houseCount()][];
        housesOf = new int[cells][3];
        candidates = new int[houses.length][n + 1];
        placed = new int[houses.length][n + 1];
        int[] fill = new int[cells];
        for (int h = 0; h < houses.length; h++) {
            houses[h] = geometry.house(h);
            for (int v : houses[h]) {
                housesOf[v][fill[v]++] = h;
                for (long a = allowed[v]; a != 0; a &= a - 1) {
                    candidates[h][Long.numberOfTrailingZeros(a)]++;
                }
            }
        }
        this.limit = limit;
        this.deadline = deadline;
        List<Cage> cages = puzzle.cages();
        cageOf = new int[cells];
        Arrays.fill(cageOf, -1);
        cageMissing = new int[cages.size()];
        cageOpen = new int[cages.size()];
        cageUsed = new long[cages.size()];
        cageCells = new int[cages.size()][];
        supported = new long[cells];
        for (int t = 0; t < cages.size(); t++) {
            cageCells[t] = cages.get(t).cells();
            cageMissing[t] = cages.get(t).sum();
            cageOpen[t] = cages.get(t).size();
            for (int cell : cages.get(t).cells()) {
                cageOf[cell] = t;
            }
        }
    }

    Termination run() {
        for (int v = 0; v < cells; v++) {
            if (allowed[v] == 0) {
                return Termination.EXHAUSTED;
            }
        }
        search(cells);
        if (stopped != null) {
            return stopped;
        }
        return solutions >= limit ? Termination.SOLUTION_LIMIT : Termination.EXHAUSTED;
    }

    /** Colours the {@code uncoloured} remaining vertices; false when the search must stop. */
    private boolean search(int uncoloured) {
        if (uncoloured == 0) {
            if (solutions == 0) {
                firstSolution = colour.clone();
            }
            solutions++;
            return solutions < limit;
        }
        // Killer cages: each cell's colours narrowed to those with which its cage can still reach its sum.
        long[] left = allowed;
        if (cageCells.length > 0) {
            if (!cageSupport()) {
                backtracks++;
                return true;
            }
            left = supported;
        }
        // DSatur: the uncoloured vertex with fewest colours left (highest saturation); ties to the first.
        int best = -1;
        int bestLeft = Integer.MAX_VALUE;
        for (int v = 0; v < cells; v++) {
            if (colour[v] == 0) {
                int count = Long.bitCount(left[v]);
                if (count < bestLeft) {
                    best = v;
                    bestLeft = count;
                    if (count <= 1) {
                        break;
                    }
                }
            }
        }
        long options = left[best];
        if (bestLeft > 1) {
            // Pigeonhole on the houses: a colour missing from a house with no vertex left for it is a dead
            // end; with one vertex left, that vertex takes it.
            pigeonhole:
            for (int h = 0; h < houses.length; h++) {
                for (int c = 1; c <= n; c++) {
                    if (placed[h][c] == 0 && candidates[h][c] <= 1) {
                        if (candidates[h][c] == 0) {
                            backtracks++;
                            return true;
                        }
                        for (int v : houses[h]) {
                            if (colour[v] == 0 && (allowed[v] & (1L << c)) != 0) {
                                best = v;
                                options = 1L << c;
                            }
                        }
                        break pigeonhole;
                    }
                }
            }
        }
        while (options != 0) {
            int c = Long.numberOfTrailingZeros(options);
            options &= options - 1;
            if (cageOf[best] >= 0 && !cageAllows(cageOf[best], c)) {
                continue;
            }
            if ((++nodes & POLL_MASK) == 0 && (stopped = deadline.stopReason()) != null) {
                return false;
            }
            boolean wipeout = assign(best, c);
            boolean goOn = wipeout || search(uncoloured - 1);
            unassign(best, c);
            if (!goOn) {
                return false;
            }
            if (wipeout) {
                backtracks++;
            }
        }
        return true;
    }

    /** Colours v with c and forward-checks; true when some uncoloured neighbour has no colour left. */
    private boolean assign(int v, int c) {
        for (int h : housesOf[v]) {
            for (long a = allowed[v]; a != 0; a &= a - 1) {
                candidates[h][Long.numberOfTrailingZeros(a)]--;
            }
            placed[h][c]++;
        }
        colour[v] = c;
        long bit = 1L << c;
        boolean wipeout = false;
        for (int u : neighbours[v]) {
            // Only a colour u had before the search is taken away (and given back on undo).
            if (blocked[u][c]++ == 0 && (base[u] & bit) != 0) {
                allowed[u] &= ~bit;
                if (colour[u] == 0) {
                    for (int h : housesOf[u]) {
                        candidates[h][c]--;
                    }
                    if (allowed[u] == 0) {
                        wipeout = true;
                    }
                }
            }
        }
        int t = cageOf[v];
        if (t >= 0) {
            cageUsed[t] |= bit;
            cageMissing[t] -= c;
            cageOpen[t]--;
            wipeout |= !cageCanComplete(t);
        }
        // A cage whose cells lost a colour may no longer reach its sum with what they can still take.
        for (int u : neighbours[v]) {
            if (wipeout || cageCells.length == 0) {
                break;
            }
            int cage = cageOf[u];
            if (cage >= 0 && cage != t && colour[u] == 0 && (base[u] & bit) != 0) {
                wipeout = !cageCanComplete(cage);
            }
        }
        return wipeout;
    }

    /**
     * Whether each uncoloured cell of cage t still has a colour it allows with which the cage's other uncoloured
     * cells can reach the missing sum, with distinct colours their own sets allow (bounds: the smallest and the
     * largest such colours). Checked after each colouring, so a cage fails as soon as its cells' colours shrink,
     * not when its last cell is coloured.
     */
    private boolean cageCanComplete(int t) {
        int[] members = cageCells[t];
        long union = 0;
        int open = 0;
        for (int u : members) {
            if (colour[u] == 0) {
                union |= allowed[u];
                open++;
            }
        }
        long free = union & ~cageUsed[t];
        if (open == 0) {
            return cageMissing[t] == 0;
        }
        for (int u : members) {
            if (colour[u] != 0) {
                continue;
            }
            boolean supported = false;
            for (long a = allowed[u] & free; a != 0 && !supported; a &= a - 1) {
                int c = Long.numberOfTrailingZeros(a);
                supported = Cage.canReach(free & ~(1L << c), cageMissing[t] - c, open - 1);
            }
            if (!supported) {
                return false;
            }
        }
        return true;
    }

    /**
     * Fills {@link #supported}: for a caged uncoloured cell the colours it allows with which the rest of its cage
     * can still reach the sum ({@link #cageCanComplete}'s test, kept per colour), for any other cell its allowed
     * colours. False when a cell is left with none. A scratch array: read before the search goes deeper.
     */
    private boolean cageSupport() {
        System.arraycopy(allowed, 0, supported, 0, cells);
        for (int t = 0; t < cageCells.length; t++) {
            long union = 0;
            int open = 0;
            for (int u : cageCells[t]) {
                if (colour[u] == 0) {
                    union |= allowed[u];
                    open++;
                }
            }
            long free = union & ~cageUsed[t];
            for (int u : cageCells[t]) {
                if (colour[u] != 0) {
                    continue;
                }
                long keep = 0;
                for (long a = allowed[u] & free; a != 0; a &= a - 1) {
                    int c = Long.numberOfTrailingZeros(a);
                    if (Cage.canReach(free & ~(1L << c), cageMissing[t] - c, open - 1)) {
                        keep |= 1L << c;
                    }
                }
                if (keep == 0) {
                    return false;
                }
                supported[u] = keep;
            }
        }
        return true;
    }

    private void unassign(int v, int c) {
        long bit = 1L << c;
        for (int u : neighbours[v]) {
            if (--blocked[u][c] == 0 && (base[u] & bit) != 0) {
                allowed[u] |= bit;
                if (colour[u] == 0) {
                    for (int h : housesOf[u]) {
                        candidates[h][c]++;
                    }
                }
            }
        }
        colour[v] = 0;
        for (int h : housesOf[v]) {
            for (long a = allowed[v]; a != 0; a &= a - 1) {
                candidates[h][Long.numberOfTrailingZeros(a)]++;
            }
            placed[h][c]--;
        }
        int t = cageOf[v];
        if (t >= 0) {
            cageUsed[t] &= ~bit;
            cageMissing[t] += c;
            cageOpen[t]++;
        }
    }

    /** Colour c in cage t leaves a sum its remaining cells can still reach with distinct unused digits. */
    private boolean cageAllows(int t, int c) {
        return Cage.canComplete(cageUsed[t] | (1L << c), cageMissing[t] - c, cageOpen[t] - 1, n);
    }

    long nodes() {
        return nodes;
    }

    long backtracks() {
        return backtracks;
    }

    long solutions() {
        return solutions;
    }

    int[] firstSolution() {
        return firstSolution.clone();
    }
}
