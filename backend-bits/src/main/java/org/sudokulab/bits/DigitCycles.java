package org.sudokulab.bits;

/**
 * The cycles of two open rows for the digit searches ({@link DigitSearch#twoRowCompletions} and the wide one's):
 * each digit missing from both rows has two columns there, each column joins its two digits, and the groups of
 * digits so joined are cycles. A union-find over at most 35 digits, kept per search and reset per level.
 */
final class DigitCycles {
    /** Each digit's union-find parent. */
    private final int[] parent = new int[35];
    /** Each column's first digit met, or -1. */
    private final int[] columnDigit = new int[35];

    private int cycles;

    /** Starts a level of {@code n} digits and columns. */
    void reset(int n) {
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            columnDigit[i] = -1;
        }
        cycles = 0;
    }

    /** Digit {@code v} has columns {@code a} and {@code b} in both rows. */
    void add(int v, int a, int b) {
        cycles += 1 - join(v, a) - join(v, b);
    }

    /** The cycles of the digits added so far. */
    int cycles() {
        return cycles;
    }

    /** Joins digit {@code v} to the other digit of {@code column} once that one is known: 1 when two groups merged. */
    private int join(int v, int column) {
        int other = columnDigit[column];
        if (other < 0) {
            columnDigit[column] = v;
            return 0;
        }
        int ra = root(v);
        int rb = root(other);
        if (ra == rb) {
            return 0;
        }
        parent[ra] = rb;
        return 1;
    }

    private int root(int v) {
        while (parent[v] != v) {
            v = parent[v];
        }
        return v;
    }
}
