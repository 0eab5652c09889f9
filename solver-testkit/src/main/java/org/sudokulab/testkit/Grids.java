package org.sudokulab.testkit;

import java.util.Random;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Isomorphism;

/**
 * Solved grids for box geometries made without any solver: the pattern grid
 * {@code v(r, c) = (cols*(r mod rows) + r div rows + c) mod n + 1}, moved by a random {@link Isomorphism}.
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
        return Isomorphism.random(g, random).apply(pattern(g));
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
