package org.sudokulab.api;

import java.util.Arrays;

/** A killer cage: its cells hold distinct digits that add up to {@code sum}. Immutable. */
public final class Cage {
    private final int sum;
    private final int[] cells;

    public Cage(int sum, int... cells) {
        if (cells.length == 0) {
            throw new IllegalArgumentException("a cage needs at least one cell");
        }
        this.sum = sum;
        this.cells = cells.clone();
    }

    public int sum() {
        return sum;
    }

    public int size() {
        return cells.length;
    }

    public int[] cells() {
        return cells.clone();
    }

    public int cell(int i) {
        return cells[i];
    }

    /** Smallest sum of {@code k} distinct digits of 1..n: 1+2+...+k. */
    public static int minSum(int k) {
        return k * (k + 1) / 2;
    }

    /** Largest sum of {@code k} distinct digits of 1..n: n+(n-1)+...+(n-k+1). */
    public static int maxSum(int k, int n) {
        return k * (2 * n - k + 1) / 2;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Cage c && c.sum == sum && Arrays.equals(c.cells, cells);
    }

    @Override
    public int hashCode() {
        return 31 * sum + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return "cage " + sum + " " + Arrays.toString(cells);
    }
}
