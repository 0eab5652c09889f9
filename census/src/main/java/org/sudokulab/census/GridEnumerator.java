package org.sudokulab.census;

import java.math.BigInteger;
import java.util.function.Consumer;
import org.sudokulab.api.Geometry;

/**
 * Every completion of a partial grid, by backtracking in reading order over row, column and region masks.
 * Meant for the small boards the census enumerates (all 288 4x4 grids, the 39,168 6x6 grids over a fixed
 * first row, the few completions of a window of cells); the consumer gets the same array each time (copy it).
 */
public final class GridEnumerator {
    private final Geometry g;
    private final int n;
    private final int[] grid;
    private final long[] rowUsed;
    private final long[] colUsed;
    private final long[] regionUsed;
    private final int[] free;
    private long count;

    public GridEnumerator(Geometry g, int[] partial) {
        this.g = g;
        this.n = g.size();
        grid = partial.clone();
        rowUsed = new long[n];
        colUsed = new long[n];
        regionUsed = new long[n];
        int freeCount = 0;
        for (int cell = 0; cell < grid.length; cell++) {
            if (grid[cell] == 0) {
                freeCount++;
            } else {
                long bit = 1L << grid[cell];
                rowUsed[cell / n] |= bit;
                colUsed[cell % n] |= bit;
                regionUsed[g.regionOf(cell)] |= bit;
            }
        }
        free = new int[freeCount];
        for (int cell = 0, k = 0; cell < grid.length; cell++) {
            if (grid[cell] == 0) {
                free[k++] = cell;
            }
        }
    }

    /** The empty board with 1..n in its first row: every grid is a relabelling of exactly one grid over it. */
    public static int[] firstRowFixed(Geometry g) {
        int[] board = new int[g.cellCount()];
        for (int c = 0; c < g.size(); c++) {
            board[c] = c + 1;
        }
        return board;
    }

    /** The grids over the fixed first row: every grid of g is a relabelling of exactly one of them. */
    public static long countOverFirstRow(Geometry g) {
        return new GridEnumerator(g, firstRowFixed(g)).forEach(grid -> {});
    }

    public static BigInteger factorial(int n) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= n; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        return f;
    }

    /** Calls {@code each} for every completion (clashing givens give none); returns how many there were. */
    public long forEach(Consumer<int[]> each) {
        count = 0;
        if (consistent()) {
            fill(0, each);
        }
        return count;
    }

    private boolean consistent() {
        long[] r = new long[n];
        long[] c = new long[n];
        long[] b = new long[n];
        for (int cell = 0; cell < grid.length; cell++) {
            int d = grid[cell];
            if (d != 0) {
                long bit = 1L << d;
                if ((r[cell / n] & bit) != 0 || (c[cell % n] & bit) != 0 || (b[g.regionOf(cell)] & bit) != 0) {
                    return false;
                }
                r[cell / n] |= bit;
                c[cell % n] |= bit;
                b[g.regionOf(cell)] |= bit;
            }
        }
        return true;
    }

    private void fill(int k, Consumer<int[]> each) {
        if (k == free.length) {
            count++;
            each.accept(grid);
            return;
        }
        int cell = free[k];
        int row = cell / n;
        int col = cell % n;
        int region = g.regionOf(cell);
        long used = rowUsed[row] | colUsed[col] | regionUsed[region];
        for (int d = 1; d <= n; d++) {
            long bit = 1L << d;
            if ((used & bit) == 0) {
                grid[cell] = d;
                rowUsed[row] |= bit;
                colUsed[col] |= bit;
                regionUsed[region] |= bit;
                fill(k + 1, each);
                rowUsed[row] &= ~bit;
                colUsed[col] &= ~bit;
                regionUsed[region] &= ~bit;
            }
        }
        grid[cell] = 0;
    }
}
