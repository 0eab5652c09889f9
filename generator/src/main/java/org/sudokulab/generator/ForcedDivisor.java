package org.sudokulab.generator;

import org.sudokulab.api.Geometry;

/**
 * A number every count of a board's solutions is a multiple of, read off where its clues are not. A permutation
 * of the rules' symmetries that leaves the clues as they are maps solutions to solutions; when no grid is left as
 * it is by any of them but the identity, the solutions fall into orbits of the group's size. Four such groups,
 * each the permutations of its items among themselves:
 *
 * <ul>
 *   <li>the digits no clue holds (a grid kept by swapping two would hold them in the same cells);
 *   <li>the clue-free rows of one band, and the clue-free columns of one stack (a grid kept would repeat a row);
 *   <li>the clue-free bands, and the clue-free stacks (a grid kept would repeat a band).
 * </ul>
 *
 * <p>So the count is a multiple of m! for the largest such set of m items; with m at least 2 it is even. On 6x6
 * boards (2x3 boxes) a band has two rows: a clue-free band, two clue-free columns of a stack or two absent digits
 * make the count even (docs/census.md, k-sudokus). Jigsaw boards have no bands: only the digits count there.
 * {@link BandCycles} gives the parity law behind the clue-free band on such boards.
 */
public final class ForcedDivisor {
    private ForcedDivisor() {}

    /**
     * The largest m of the four kinds above for {@code givens} (0 for an empty cell) on {@code g}; the count is a
     * multiple of m!.
     */
    public static int largestFreeSet(Geometry g, int[] givens) {
        int n = g.size();
        boolean[] present = new boolean[n + 1];
        boolean[] rowUsed = new boolean[n];
        boolean[] columnUsed = new boolean[n];
        for (int cell = 0; cell < givens.length; cell++) {
            if (givens[cell] != 0) {
                present[givens[cell]] = true;
                rowUsed[cell / n] = true;
                columnUsed[cell % n] = true;
            }
        }
        int largest = 0;
        for (int d = 1; d <= n; d++) {
            largest += present[d] ? 0 : 1;
        }
        if (!g.isJigsaw()) {
            largest = Math.max(largest, largestFreeSet(rowUsed, g.boxRows()));
            largest = Math.max(largest, largestFreeSet(columnUsed, g.boxCols()));
        }
        return largest;
    }

    /** The largest set of unused lines within one group of {@code width}, or of wholly unused groups. */
    private static int largestFreeSet(boolean[] used, int width) {
        int largest = 0;
        int freeGroups = 0;
        for (int from = 0; from < used.length; from += width) {
            int free = 0;
            for (int line = from; line < from + width; line++) {
                free += used[line] ? 0 : 1;
            }
            largest = Math.max(largest, free);
            freeGroups += free == width ? 1 : 0;
        }
        return Math.max(largest, freeGroups);
    }

    /** m! for m = {@link #largestFreeSet}, saturated at Long.MAX_VALUE. */
    public static long of(Geometry g, int[] givens) {
        long f = 1;
        for (int i = 2, m = largestFreeSet(g, givens); i <= m; i++) {
            f = f > Long.MAX_VALUE / i ? Long.MAX_VALUE : f * i;
        }
        return f;
    }
}
