package org.sudokulab.api;

import java.util.Arrays;
import java.util.List;

/**
 * A puzzle: a geometry, the givens ({@code 0} = blank) and killer cages. Immutable and validated on
 * construction (value range, cages in range, disjoint and with an achievable sum). Givens that conflict
 * with each other are allowed: such a puzzle is valid and simply has no solution.
 */
public final class Puzzle {
    private final Geometry geometry;
    // One byte a cell (sizes stop far below 128): a million 9x9 puzzles of a corpus take 0.1 GB, not 0.35.
    private final byte[] givens;
    private final List<Cage> cages;

    public Puzzle(Geometry geometry, int[] givens, List<Cage> cages) {
        int n = geometry.size();
        if (givens.length != geometry.cellCount()) {
            throw new IllegalArgumentException("a " + geometry.describe() + " puzzle has " + geometry.cellCount()
                    + " cells, got " + givens.length + " givens");
        }
        for (int cell = 0; cell < givens.length; cell++) {
            if (givens[cell] < 0 || givens[cell] > n) {
                throw new IllegalArgumentException("given " + givens[cell] + " at row " + (cell / n + 1) + ", column "
                        + (cell % n + 1) + " is out of range 1.." + n);
            }
        }
        boolean[] caged = new boolean[givens.length];
        for (Cage cage : cages) {
            if (cage.size() > n) {
                throw new IllegalArgumentException(
                        "cage of " + cage.size() + " cells cannot hold distinct digits 1.." + n);
            }
            for (int cell : cage.cells()) {
                if (cell < 0 || cell >= givens.length) {
                    throw new IllegalArgumentException(
                            "cage cell " + cell + " is outside the board (0.." + (givens.length - 1) + ")");
                }
                if (caged[cell]) {
                    throw new IllegalArgumentException("cell " + cell + " (row " + (cell / n + 1) + ", column "
                            + (cell % n + 1) + ") is in two cages");
                }
                caged[cell] = true;
            }
            int lo = Cage.minSum(cage.size());
            int hi = Cage.maxSum(cage.size(), n);
            if (cage.sum() < lo || cage.sum() > hi) {
                throw new IllegalArgumentException("cage sum " + cage.sum() + " is impossible for " + cage.size()
                        + " cells (" + lo + ".." + hi + ")");
            }
        }
        this.geometry = geometry;
        this.givens = new byte[givens.length];
        for (int cell = 0; cell < givens.length; cell++) {
            this.givens[cell] = (byte) givens[cell];
        }
        this.cages = List.copyOf(cages);
    }

    /** A puzzle without cages. */
    public Puzzle(Geometry geometry, int[] givens) {
        this(geometry, givens, List.of());
    }

    /** An empty board of the given geometry. */
    public static Puzzle empty(Geometry geometry) {
        return new Puzzle(geometry, new int[geometry.cellCount()]);
    }

    public Geometry geometry() {
        return geometry;
    }

    public int size() {
        return geometry.size();
    }

    public int cellCount() {
        return givens.length;
    }

    /** The given at {@code cell}, 0 if blank. */
    public int given(int cell) {
        return givens[cell];
    }

    public int[] givens() {
        int[] out = new int[givens.length];
        for (int cell = 0; cell < givens.length; cell++) {
            out[cell] = givens[cell];
        }
        return out;
    }

    public int clueCount() {
        int k = 0;
        for (byte v : givens) {
            if (v != 0) {
                k++;
            }
        }
        return k;
    }

    public List<Cage> cages() {
        return cages;
    }

    public boolean isKiller() {
        return !cages.isEmpty();
    }

    /** The same cages and geometry with other givens. */
    public Puzzle withGivens(int[] newGivens) {
        return new Puzzle(geometry, newGivens, cages);
    }

    /** The givens as one line in the puzzle alphabet. */
    public String givensLine() {
        return Grid.line(givens());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Puzzle p
                && p.geometry.equals(geometry)
                && Arrays.equals(p.givens, givens)
                && p.cages.equals(cages);
    }

    @Override
    public int hashCode() {
        return (geometry.hashCode() * 31 + Arrays.hashCode(givens)) * 31 + cages.hashCode();
    }

    @Override
    public String toString() {
        return geometry.describe() + " " + givensLine() + (cages.isEmpty() ? "" : " + " + cages.size() + " cages");
    }
}
