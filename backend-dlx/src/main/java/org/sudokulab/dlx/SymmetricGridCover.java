package org.sudokulab.dlx;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SymmetricGrids;
import org.sudokulab.api.Termination;

/**
 * The grids that a symmetry g of the board takes to one relabelling s of themselves, X(g c) = s(X(c)) for every
 * cell c, as an exact cover: no box held fixed, no symmetry broken, one relabelling at a time. An option is an orbit
 * of g on the cells with a digit d at its first cell, which puts s^k(d) at the k-th; it covers every cell of the
 * orbit and the row, column and box of each with that digit, and exists only when s brings d back after the
 * orbit's length and no item is covered twice.
 */
final class SymmetricGridCover {
    private final ExactCover cover;

    /** {@code cellMap}: g on the cells; {@code relabelling}: s on the digits 0..n-1. */
    SymmetricGridCover(Geometry geometry, int[] cellMap, int[] relabelling) {
        int n = geometry.size();
        int cells = geometry.cellCount();
        cover = new ExactCover(4 * cells, 0);
        boolean[] seen = new boolean[cells];
        int[] orbit = new int[cells];
        boolean[] used = new boolean[4 * cells + 1];
        for (int start = 0; start < cells; start++) {
            if (seen[start]) {
                continue;
            }
            int length = 0;
            for (int cell = start; !seen[cell]; cell = cellMap[cell]) {
                seen[cell] = true;
                orbit[length++] = cell;
            }
            for (int first = 0; first < n; first++) {
                int[] items = new int[4 * length];
                int digit = first;
                boolean fits = true;
                for (int k = 0; k < length && fits; k++) {
                    int cell = orbit[k];
                    items[4 * k] = cell + 1;
                    items[4 * k + 1] = cells + (cell / n) * n + digit + 1;
                    items[4 * k + 2] = 2 * cells + (cell % n) * n + digit + 1;
                    items[4 * k + 3] = 3 * cells + geometry.regionOf(cell) * n + digit + 1;
                    for (int t = 4 * k; t < 4 * k + 4 && fits; t++) {
                        fits = !used[items[t]];
                        used[items[t]] = true;
                    }
                    digit = relabelling[digit];
                }
                for (int item : items) {
                    used[item] = false;
                }
                if (fits && digit == first) {
                    cover.addOption(items);
                }
            }
        }
    }

    /** The number of such grids, or empty when {@code limits} stopped the search. */
    OptionalLong count(Limits limits) {
        Termination end = cover.search(Long.MAX_VALUE, limits.start());
        return end == Termination.EXHAUSTED ? OptionalLong.of(cover.solutions()) : OptionalLong.empty();
    }

    /**
     * Knuth's estimate of their number: the mean of {@code walks} random walks down the search tree; empty when
     * {@code limits} stopped it (polled every 64 walks, a few milliseconds on 10x10).
     */
    Optional<SymmetricGrids.Estimate> estimate(int walks, Random random, Limits limits) {
        Limits.Deadline deadline = limits.start();
        double sum = 0;
        double squares = 0;
        for (int w = 0; w < walks; w++) {
            if ((w & 63) == 0 && deadline.stopReason() != null) {
                return Optional.empty();
            }
            double e = cover.estimate(random);
            sum += e;
            squares += e * e;
        }
        double mean = sum / walks;
        return Optional.of(new SymmetricGrids.Estimate(
                mean, Math.sqrt(Math.max(0, squares / walks - mean * mean) / walks), walks));
    }
}
