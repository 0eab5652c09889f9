package org.sudokulab.board;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Symbols;

/**
 * What each empty cell of a board can still take: the digits its row, column and region leave, and that its
 * cage (distinct digits, a sum the open cells can still reach) allows. Bit d stands for digit d; given cells
 * get 0. One pass over the houses, no search.
 */
public final class Candidates {
    private Candidates() {}

    /**
     * The first rule the givens already break, if any: a digit twice in a row, column or region, a cage with a
     * digit twice, a cage whose digits exceed its sum or, when full, miss it.
     */
    public static Optional<String> brokenRule(Puzzle p) {
        Geometry g = p.geometry();
        int[] v = p.givens();
        for (int h = 0; h < g.houseCount(); h++) {
            long seen = 0;
            for (int cell : g.house(h)) {
                if (v[cell] != 0 && (seen & (1L << v[cell])) != 0) {
                    return Optional.of(g.houseName(h) + " holds " + Symbols.toChar(v[cell]) + " twice");
                }
                seen |= v[cell] == 0 ? 0 : 1L << v[cell];
            }
        }
        int index = 0;
        for (Cage cage : p.cages()) {
            index++;
            long seen = 0;
            int sum = 0;
            boolean full = true;
            for (int cell : cage.cells()) {
                if (v[cell] == 0) {
                    full = false;
                    continue;
                }
                if ((seen & (1L << v[cell])) != 0) {
                    return Optional.of("cage " + index + " holds " + Symbols.toChar(v[cell]) + " twice");
                }
                seen |= 1L << v[cell];
                sum += v[cell];
            }
            if (sum > cage.sum() || full && sum != cage.sum()) {
                return Optional.of("cage " + index + " (sum " + cage.sum() + ") holds digits adding up to " + sum);
            }
        }
        return Optional.empty();
    }

    public static long[] of(Puzzle p) {
        Geometry g = p.geometry();
        int n = g.size();
        int[] v = p.givens();
        long all = ((1L << n) - 1) << 1;
        long[] houseUsed = new long[g.houseCount()];
        for (int h = 0; h < g.houseCount(); h++) {
            for (int cell : g.house(h)) {
                houseUsed[h] |= v[cell] == 0 ? 0 : 1L << v[cell];
            }
        }
        List<Cage> cages = p.cages();
        int[] cageOf = new int[v.length];
        Arrays.fill(cageOf, -1);
        for (int t = 0; t < cages.size(); t++) {
            for (int cell : cages.get(t).cells()) {
                cageOf[cell] = t;
            }
        }
        long[] out = new long[v.length];
        for (int cell = 0; cell < v.length; cell++) {
            if (v[cell] != 0) {
                continue;
            }
            long mask = all;
            for (int h : g.housesOf(cell)) {
                mask &= ~houseUsed[h];
            }
            if (cageOf[cell] >= 0) {
                mask &= cageAllows(cages.get(cageOf[cell]), v, n);
            }
            out[cell] = mask;
        }
        return out;
    }

    /** The digits an open cell of the cage may take: not yet in it, and leaving a reachable sum for the rest. */
    private static long cageAllows(Cage cage, int[] v, int n) {
        long used = 0;
        int missing = cage.sum();
        int open = 0;
        for (int c : cage.cells()) {
            if (v[c] != 0) {
                used |= 1L << v[c];
                missing -= v[c];
            } else {
                open++;
            }
        }
        long allowed = 0;
        for (int d = 1; d <= n; d++) {
            long bit = 1L << d;
            if ((used & bit) == 0 && Cage.canComplete(used | bit, missing - d, open - 1, n)) {
                allowed |= bit;
            }
        }
        return allowed;
    }
}
