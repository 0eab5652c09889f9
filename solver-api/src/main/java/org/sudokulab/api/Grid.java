package org.sudokulab.api;

import java.util.Arrays;

/** A full or partial assignment of values to cells ({@code 0} = empty), in row-major order. Immutable. */
public final class Grid {
    private final int[] values;

    public Grid(int[] values) {
        this.values = values.clone();
    }

    public int get(int cell) {
        return values[cell];
    }

    public int cellCount() {
        return values.length;
    }

    public int[] values() {
        return values.clone();
    }

    public boolean isComplete() {
        for (int v : values) {
            if (v == 0) {
                return false;
            }
        }
        return true;
    }

    /** The grid as one line in the puzzle alphabet ({@code 1-9A-..}, {@code .} for empty). */
    public String toLine() {
        return line(values);
    }

    static String line(int[] values) {
        StringBuilder sb = new StringBuilder(values.length);
        for (int v : values) {
            sb.append(Symbols.toChar(v));
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Grid g && Arrays.equals(g.values, values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return toLine();
    }
}
