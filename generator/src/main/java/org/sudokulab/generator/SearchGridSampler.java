package org.sudokulab.generator;

import java.time.Duration;
import java.util.random.RandomGenerator;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;

/**
 * Randomised exact search: fill the cell with the fewest candidates (ties broken at random), trying its
 * digits in random order, with row/column/region masks; backtrack on a dead end. Works for every geometry,
 * jigsaw included. Not uniform: a grid's chance depends on the branching that reaches it. Box boards of 26x26 and
 * more start from random diagonal boxes that an exact counter completes ({@link #COMPLETED_BY_SOLVER_FROM}).
 */
public final class SearchGridSampler implements GridSampler {
    /** Jigsaw layouts can have no completion at all; the search gives up after this many nodes. */
    static final long NODE_LIMIT = 2_000_000;

    /** Searches a box geometry may start before it gives up. */
    static final int RESTARTS = 20;

    /**
     * Box boards of this many cells or more (26x26 on) fill the diagonal boxes at random and let the fastest exact
     * counter on the class path ({@link Backends#fastestCounter()}, bits when present) complete them. There a node of
     * this search scans up to 1,296 cells and has no propagation beyond the masks: on 36x36 it ended without a grid
     * on several seeds, even from the diagonal boxes with restarts (docs/measurements.md), while bits completed 100
     * random diagonal fillings of 36x36 in 5.5 s in all. Smaller boards search as before, so their grids for a seed
     * stay what they were.
     */
    static final int COMPLETED_BY_SOLVER_FROM = 626;

    /**
     * One completion's time limit: a filling that takes longer is drawn again. bits needs about 55 ms on 36x36, so
     * the limit only matters for a slow counter (dlx left one of five 36x36 fillings unfinished in 20 s).
     */
    static final Duration COMPLETION_TIMEOUT = Duration.ofSeconds(10);

    private final Geometry geometry;
    private final int n;
    private final int[][] housesOf;
    /** The completer of a big box board's diagonal boxes; null for the others. */
    private final Counter completer;

    public SearchGridSampler(Geometry geometry) {
        this.geometry = geometry;
        this.n = geometry.size();
        housesOf = new int[geometry.cellCount()][3];
        int[] seen = new int[geometry.cellCount()];
        for (int h = 0; h < geometry.houseCount(); h++) {
            for (int cell : geometry.house(h)) {
                housesOf[cell][seen[cell]++] = h;
            }
        }
        completer = geometry.cellCount() >= COMPLETED_BY_SOLVER_FROM && !geometry.isJigsaw()
                ? new Counter(Backends.discover().fastestCounter(), Limits.of(COMPLETION_TIMEOUT))
                : null;
    }

    @Override
    public Geometry geometry() {
        return geometry;
    }

    @Override
    public boolean uniform() {
        return false;
    }

    @Override
    public int[] sample(RandomGenerator random) {
        // The randomised search is heavy-tailed: boxes always complete, so a restart with fresh choices beats a
        // longer wait (16x16, scaling study seed 1: one search passed 2,000,000 nodes). A jigsaw gets one try.
        int tries = geometry.isJigsaw() ? 1 : RESTARTS;
        boolean big = completer != null;
        for (int t = 0; t < tries; t++) {
            int[] grid = big
                    ? completed(diagonalBoxes(random))
                    : complete(new int[geometry.cellCount()], random, NODE_LIMIT);
            if (grid != null) {
                return grid;
            }
        }
        throw new IllegalStateException("no completed grid found for " + geometry.describe() + ", "
                + (big
                        ? tries + " times within " + COMPLETION_TIMEOUT.toSeconds() + " s"
                        : "within " + NODE_LIMIT + " nodes"
                                + (tries > 1 ? ", " + tries + " times" : " (a jigsaw layout may have none)")));
    }

    /** The counter's first completion of {@code givens}, or null when it found none in time. */
    private int[] completed(int[] givens) {
        return completer
                .result(new Puzzle(geometry, givens), 1)
                .firstSolution()
                .map(Grid::values)
                .orElse(null);
    }

    /**
     * The boxes on the diagonal (band k, stack k), each a random permutation: no two share a row, a column or a
     * box, so they never conflict with each other (a filling the rest cannot complete costs one try).
     */
    private int[] diagonalBoxes(RandomGenerator random) {
        int[] grid = new int[geometry.cellCount()];
        int rows = geometry.boxRows();
        int cols = geometry.boxCols();
        for (int k = 0; k < Math.min(n / rows, n / cols); k++) {
            int[] digits = new int[n];
            for (int i = 0; i < n; i++) {
                digits[i] = i + 1;
            }
            shuffle(digits, random);
            for (int i = 0; i < n; i++) {
                grid[(k * rows + i / cols) * n + k * cols + i % cols] = digits[i];
            }
        }
        return grid;
    }

    private static void shuffle(int[] digits, RandomGenerator random) {
        for (int i = digits.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = digits[i];
            digits[i] = digits[j];
            digits[j] = t;
        }
    }

    /** A random completion of {@code partial} (0 = empty), or null if none was found within {@code limit} nodes. */
    int[] complete(int[] partial, RandomGenerator random, long limit) {
        int[] grid = partial.clone();
        long[] used = new long[geometry.houseCount()];
        for (int cell = 0; cell < grid.length; cell++) {
            if (grid[cell] != 0) {
                for (int h : housesOf[cell]) {
                    if ((used[h] & (1L << grid[cell])) != 0) {
                        return null;
                    }
                    used[h] |= 1L << grid[cell];
                }
            }
        }
        long[] nodes = {0};
        return fill(grid, used, random, nodes, limit) ? grid : null;
    }

    private boolean fill(int[] grid, long[] used, RandomGenerator random, long[] nodes, long limit) {
        if (++nodes[0] > limit) {
            return false;
        }
        int best = -1;
        long bestMask = 0;
        int bestCount = Integer.MAX_VALUE;
        int ties = 0;
        long all = ((1L << n) - 1) << 1;
        for (int cell = 0; cell < grid.length; cell++) {
            if (grid[cell] != 0) {
                continue;
            }
            long mask = all & ~(used[housesOf[cell][0]] | used[housesOf[cell][1]] | used[housesOf[cell][2]]);
            int count = Long.bitCount(mask);
            if (count == 0) {
                return false;
            }
            if (count < bestCount) {
                best = cell;
                bestMask = mask;
                bestCount = count;
                ties = 1;
            } else if (count == bestCount && random.nextInt(++ties) == 0) {
                best = cell;
                bestMask = mask;
            }
        }
        if (best < 0) {
            return true;
        }
        int[] digits = new int[bestCount];
        for (int i = 0, d = 1; d <= n; d++) {
            if ((bestMask & (1L << d)) != 0) {
                digits[i++] = d;
            }
        }
        shuffle(digits, random);
        for (int d : digits) {
            grid[best] = d;
            for (int h : housesOf[best]) {
                used[h] |= 1L << d;
            }
            if (fill(grid, used, random, nodes, limit)) {
                return true;
            }
            for (int h : housesOf[best]) {
                used[h] &= ~(1L << d);
            }
            grid[best] = 0;
            if (nodes[0] > limit) {
                return false;
            }
        }
        return false;
    }
}
