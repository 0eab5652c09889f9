package org.sudokulab.testkit;

import java.util.Random;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;

/**
 * Solved grids for box geometries made without any solver: the pattern grid
 * {@code v(r, c) = (cols*(r mod rows) + r div rows + c) mod n + 1}, then random symmetries (relabelling,
 * band and stack permutations, row and column permutations inside them, transposition of square boxes).
 */
public final class Grids {
    private Grids() {}

    /** The pattern grid of r x c boxes. */
    public static int[] pattern(Geometry g) {
        int n = g.size();
        int rows = g.boxRows();
        int cols = g.boxCols();
        int[] v = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                v[r * n + c] = (cols * (r % rows) + r / rows + c) % n + 1;
            }
        }
        return v;
    }

    /** A random symmetry of a box geometry, applied to cell values (0 stays 0). */
    public static final class Symmetry {
        private final int n;
        private final int[] rowMap;
        private final int[] colMap;
        private final int[] relabel;
        private final boolean transpose;

        public Symmetry(Geometry g, Random random) {
            n = g.size();
            int rows = g.boxRows();
            int cols = g.boxCols();
            rowMap = blockPermutation(n, rows, random);
            colMap = blockPermutation(n, cols, random);
            relabel = new int[n + 1];
            int[] p = permutation(n, random);
            for (int d = 1; d <= n; d++) {
                relabel[d] = p[d - 1] + 1;
            }
            transpose = rows == cols && random.nextBoolean();
        }

        /** Where the value of {@code cell} goes. */
        public int target(int cell) {
            int r = rowMap[cell / n];
            int c = colMap[cell % n];
            return transpose ? c * n + r : r * n + c;
        }

        public int[] apply(int[] values) {
            int[] out = new int[values.length];
            for (int cell = 0; cell < values.length; cell++) {
                out[target(cell)] = values[cell] == 0 ? 0 : relabel[values[cell]];
            }
            return out;
        }

        public Grid apply(Grid grid) {
            return new Grid(apply(grid.values()));
        }

        public Puzzle apply(Puzzle puzzle) {
            return new Puzzle(puzzle.geometry(), apply(puzzle.givens()));
        }
    }

    /** A permutation of 0..n-1 that permutes blocks of {@code size} and the lines inside each block. */
    private static int[] blockPermutation(int n, int size, Random random) {
        int[] blocks = permutation(n / size, random);
        int[] map = new int[n];
        for (int b = 0; b < n / size; b++) {
            int[] inner = permutation(size, random);
            for (int i = 0; i < size; i++) {
                map[b * size + i] = blocks[b] * size + inner[i];
            }
        }
        return map;
    }

    private static int[] permutation(int k, Random random) {
        int[] p = new int[k];
        for (int i = 0; i < k; i++) {
            p[i] = i;
        }
        for (int i = k - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    /** A random solved grid of a box geometry. */
    public static int[] random(Geometry g, Random random) {
        return new Symmetry(g, random).apply(pattern(g));
    }

    /** Keeps {@code clues} random cells of a solved grid. */
    public static int[] keep(int[] grid, int clues, Random random) {
        int[] order = permutation(grid.length, random);
        int[] out = new int[grid.length];
        for (int i = 0; i < clues; i++) {
            out[order[i]] = grid[order[i]];
        }
        return out;
    }
}
