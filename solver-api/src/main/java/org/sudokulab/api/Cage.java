package org.sudokulab.api;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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

    /**
     * Whether {@code cellsLeft} distinct digits of 1..n, none of them in {@code usedDigits} (bit d for digit
     * d), can add up to {@code missingSum}: the smallest such digits must not exceed it, the largest must reach
     * it. The cage-sum check of the search backends.
     */
    public static boolean canComplete(long usedDigits, int missingSum, int cellsLeft, int n) {
        long all = ((1L << n) - 1) << 1;
        return canReach(all & ~usedDigits, missingSum, cellsLeft);
    }

    /**
     * Whether {@code k} distinct digits of {@code digits} (bit d for digit d) can add up to {@code sum}, by bounds:
     * there must be k of them, the k smallest must not exceed the sum and the k largest must reach it.
     */
    public static boolean canReach(long digits, int sum, int k) {
        if (Long.bitCount(digits) < k) {
            return false;
        }
        int low = 0;
        int high = 0;
        long small = digits;
        long large = digits;
        for (int i = 0; i < k; i++) {
            low += Long.numberOfTrailingZeros(small);
            small &= small - 1;
            int top = 63 - Long.numberOfLeadingZeros(large);
            high += top;
            large &= ~(1L << top);
        }
        return low <= sum && sum <= high;
    }

    /**
     * The admissible digit sets of this cage on a board of size n: sets of {@link #size()} distinct digits of
     * 1..n adding up to {@link #sum()}, each ascending, in lexicographic order. Stops after {@code max + 1}
     * sets, so a caller that gets more than {@code max} knows the cage is too large for it.
     */
    public List<int[]> digitSets(int n, int max) {
        List<int[]> out = new ArrayList<>();
        collect(new int[cells.length], 0, 1, sum, n, max + 1, out);
        return out;
    }

    private static void collect(int[] set, int filled, int from, int remaining, int n, int max, List<int[]> out) {
        int left = set.length - filled;
        if (left == 0) {
            if (remaining == 0) {
                out.add(set.clone());
            }
            return;
        }
        // The largest sum the remaining slots can make does not depend on the next digit.
        if (remaining > left * n - left * (left - 1) / 2) {
            return;
        }
        for (int d = from; d <= n && out.size() < max; d++) {
            // The smallest sum grows with the next digit: once too big, it stays too big.
            if (remaining < left * d + left * (left - 1) / 2) {
                return;
            }
            set[filled] = d;
            collect(set, filled + 1, d + 1, remaining - d, n, max, out);
        }
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
