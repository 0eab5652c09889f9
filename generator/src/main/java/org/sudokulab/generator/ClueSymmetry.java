package org.sudokulab.generator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.sudokulab.api.Geometry;

/** Which cells must be removed together, so that the clues keep a symmetry of the square. */
public enum ClueSymmetry {
    NONE,
    ROT180,
    ROT90,
    MIRROR,
    DIAGONAL;

    public static ClueSymmetry parse(String text) {
        try {
            return valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "symmetry must be one of none, rot180, rot90, mirror, diagonal; got '" + text + "'");
        }
    }

    /** The orbits of the cells: each list is removed (or kept) as one. */
    List<int[]> orbits(Geometry g) {
        int n = g.size();
        boolean[] seen = new boolean[n * n];
        List<int[]> out = new ArrayList<>();
        for (int cell = 0; cell < n * n; cell++) {
            if (seen[cell]) {
                continue;
            }
            int[] orbit = Arrays.stream(images(cell, n)).distinct().toArray();
            for (int c : orbit) {
                seen[c] = true;
            }
            out.add(orbit);
        }
        return out;
    }

    private int[] images(int cell, int n) {
        int r = cell / n;
        int c = cell % n;
        return switch (this) {
            case NONE -> new int[] {cell};
            case ROT180 -> new int[] {cell, (n - 1 - r) * n + (n - 1 - c)};
            case ROT90 -> new int[] {cell, c * n + (n - 1 - r), (n - 1 - r) * n + (n - 1 - c), (n - 1 - c) * n + r};
            case MIRROR -> new int[] {cell, r * n + (n - 1 - c)};
            case DIAGONAL -> new int[] {cell, c * n + r};
        };
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
