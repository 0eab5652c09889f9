package org.sudokulab.api;

import java.util.random.RandomGenerator;

/**
 * A symmetry of a box geometry, which takes every board of it to a board of it: the bands in another order and the
 * rows within each band, the stacks and the columns within each stack likewise, a transposition when the boxes are
 * square, and a renaming of the symbols. A puzzle moved by one has as many solutions, each moved the same way, but a
 * search meets it in another order: a set of isomorphs measures how much of a search's time is that order
 * ({@code generate isomorphs}; the learning search on the 25x25 stress set in docs/measurements.md). Jigsaw regions
 * do not move with rows and columns, and renaming symbols would change killer cages' sums: neither is moved.
 */
public final class Isomorphism {
    private final int n;
    private final int[] rowMap;
    private final int[] colMap;
    private final int[] relabel;
    private final boolean transpose;

    private Isomorphism(Geometry g, RandomGenerator random) {
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

    /**
     * A random isomorphism of box geometry {@code g}: each of its parts drawn uniformly.
     *
     * @throws IllegalArgumentException for a jigsaw geometry
     */
    public static Isomorphism random(Geometry g, RandomGenerator random) {
        if (g.isJigsaw()) {
            throw new IllegalArgumentException("a jigsaw's regions do not move with its rows and columns");
        }
        return new Isomorphism(g, random);
    }

    /** Where the value of {@code cell} goes. */
    public int target(int cell) {
        int r = rowMap[cell / n];
        int c = colMap[cell % n];
        return transpose ? c * n + r : r * n + c;
    }

    /** Cell values moved (0, an empty cell, stays 0). */
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

    /**
     * The puzzle moved.
     *
     * @throws IllegalArgumentException for a killer puzzle
     */
    public Puzzle apply(Puzzle puzzle) {
        if (puzzle.isKiller()) {
            throw new IllegalArgumentException("renaming symbols would change a killer's cage sums");
        }
        return new Puzzle(puzzle.geometry(), apply(puzzle.givens()));
    }

    /** A permutation of 0..n-1 that permutes blocks of {@code size} and the lines inside each block. */
    private static int[] blockPermutation(int n, int size, RandomGenerator random) {
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

    /** 0..k-1 in random order (Fisher-Yates). */
    private static int[] permutation(int k, RandomGenerator random) {
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
}
