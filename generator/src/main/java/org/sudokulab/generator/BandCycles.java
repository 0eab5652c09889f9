package org.sudokulab.generator;

import java.util.Arrays;
import org.sudokulab.api.Geometry;

/**
 * Why most boards of two-row bands (4x4, 6x6 with 2x3 boxes) have an even number of solutions, and which have an odd
 * one. In a band of two rows, write each column's two digits as an edge between them: every digit sits once in each
 * row, so every digit meets two edges and the edges close into cycles. Swapping the two rows' digits along one
 * cycle gives another grid (each row keeps its digits, each column and box its pair), and leaves every band's
 * cycles as they were. So on a board, each solution with a cycle that holds no clue has a partner, the same
 * solution with its first such cycle (by band, then by its first column) swapped; the partner has the same first
 * clue-free cycle, so the pairing is an involution without fixed points on those solutions. The count of a board
 * is therefore odd exactly when the number of its rigid solutions, those whose every cycle holds a clue, is odd
 * (docs/census.md, k-sudokus).
 */
public final class BandCycles {
    private BandCycles() {}

    /** Whether {@code g}'s bands have two rows (2xC boxes), the boards this parity speaks of. */
    public static boolean applies(Geometry g) {
        return !g.isJigsaw() && g.boxRows() == 2;
    }

    /**
     * The cycles of {@code grid} (digits 1..n, reading order; a completed grid) in all its bands that hold no clue of
     * {@code givens} (0 for an empty cell). A solution is rigid when it has none.
     */
    public static int clueFreeCycles(Geometry g, int[] grid, int[] givens) {
        if (!applies(g)) {
            throw new IllegalArgumentException(g.describe() + " has no bands of two rows");
        }
        int n = g.size();
        int free = 0;
        int[] columnOfTop = new int[n + 1];
        int[] cycle = new int[n];
        for (int top = 0; top < n; top += 2) {
            Arrays.fill(columnOfTop, -1);
            for (int c = 0; c < n; c++) {
                columnOfTop[grid[top * n + c]] = c;
                cycle[c] = -1;
            }
            for (int start = 0; start < n; start++) {
                if (cycle[start] >= 0) {
                    continue;
                }
                // walk the cycle: from a column, its bottom digit leads to the column where that digit is on top
                boolean clue = false;
                int c = start;
                do {
                    cycle[c] = start;
                    clue |= givens[top * n + c] != 0 || givens[(top + 1) * n + c] != 0;
                    c = columnOfTop[grid[(top + 1) * n + c]];
                    if (c < 0 || (c != start && cycle[c] >= 0)) {
                        throw new IllegalArgumentException(
                                "not a grid: rows " + (top + 1) + " and " + (top + 2) + " do not hold the same digits");
                    }
                } while (c != start);
                free += clue ? 0 : 1;
            }
        }
        return free;
    }
}
