package org.sudokulab.testkit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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

    /** A random solved grid of a box geometry. */
    public static int[] random(Geometry g, Random random) {
        return Isomorphism.random(g, random).apply(pattern(g));
    }

    /** Keeps {@code clues} random cells of a solved grid. */
    public static int[] keep(int[] grid, int clues, Random random) {
        List<Integer> order = new ArrayList<>();
        for (int cell = 0; cell < grid.length; cell++) {
            order.add(cell);
        }
        Collections.shuffle(order, random);
        int[] out = new int[grid.length];
        for (int i = 0; i < clues; i++) {
            out[order.get(i)] = grid[order.get(i)];
        }
        return out;
    }
}
