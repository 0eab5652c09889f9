package org.sudokulab.api.io;

import java.util.Locale;

/**
 * How to read puzzle lines. {@code boxRows x boxCols} overrides the box shape inferred from a line's length
 * (0 x 0: infer). Immutable.
 */
public record ReadOptions(int boxRows, int boxCols) {
    public static final ReadOptions DEFAULT = new ReadOptions(0, 0);

    public ReadOptions {
        if ((boxRows == 0) != (boxCols == 0) || boxRows < 0 || boxCols < 0) {
            throw new IllegalArgumentException("box shape " + boxRows + "x" + boxCols + " is not valid");
        }
    }

    /** Parses {@code RxC}, e.g. {@code 2x3}. */
    public static ReadOptions boxes(String spec) {
        String[] parts = spec.trim().toLowerCase(Locale.ROOT).split("x");
        try {
            if (parts.length == 2) {
                int r = Integer.parseInt(parts[0]);
                int c = Integer.parseInt(parts[1]);
                if (r >= 1 && c >= 1) {
                    return new ReadOptions(r, c);
                }
            }
        } catch (NumberFormatException e) {
            // fall through to the message below
        }
        throw new IllegalArgumentException("box shape '" + spec + "' is not RxC with R, C >= 1 (e.g. 2x3)");
    }

    public ReadOptions withBoxes(int rows, int cols) {
        return new ReadOptions(rows, cols);
    }

    public boolean overridesBoxes() {
        return boxRows > 0;
    }
}
