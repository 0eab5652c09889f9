package org.sudokulab.census;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Grids of R x 2 boxes (and of 2 x R by transposition: the same count) by band signatures. There are two bands
 * of R rows; in each of the R stacks a digit sits in column 0 or 1, a point of {0,1}^R, with R digits per
 * column. Band 2's column sets are band 1's complements (every digit flips column in every stack), and
 * flipping every stack's columns is a symmetry, so N(band 2) = N(band 1) and
 * grids = sum over the balanced multisets of 2R points of (2R)! / prod(counts!) * N^2.
 * N, the bands with given column sets, goes stack by stack: each column's R digits take the R rows, a digit
 * never twice the same row; the states are the rows each digit has used. N is memoised per class of multisets
 * under stack permutations and column flips. R = 2, 3, 4 (4x4, 6x6, 8x8); R = 5 does not finish here.
 */
public final class TwoBandCount {
    public static final int MAX_ROWS = 4;

    private final int rows;
    private final int digits;
    private final Map<String, Long> bandsByClass = new HashMap<>();
    private final List<int[]> coordinatePerms;
    private long multisets;

    public TwoBandCount(int rows) {
        if (rows < 2 || rows > MAX_ROWS) {
            throw new IllegalArgumentException("two-band counting is for R x 2 boxes with R = 2.." + MAX_ROWS);
        }
        this.rows = rows;
        this.digits = 2 * rows;
        this.coordinatePerms = BoxSymmetry.permutations(rows);
    }

    public record Result(BigInteger grids, long multisets, int bandClasses) {
    }

    public Result count() {
        BigInteger[] factorial = new BigInteger[digits + 1];
        factorial[0] = BigInteger.ONE;
        for (int i = 1; i <= digits; i++) {
            factorial[i] = factorial[i - 1].multiply(BigInteger.valueOf(i));
        }
        BigInteger grids = sum(0, 0, new int[digits], new int[rows], factorial);
        return new Result(grids, multisets, bandsByClass.size());
    }

    /** Nondecreasing point sequences (multisets) with every stack holding R digits in column 1. */
    private BigInteger sum(int i, int from, int[] points, int[] ones, BigInteger[] factorial) {
        if (i == digits) {
            multisets++;
            BigInteger multiplicity = factorial[digits];
            int run = 1;
            for (int j = 1; j <= digits; j++) {
                if (j < digits && points[j] == points[j - 1]) {
                    run++;
                } else {
                    multiplicity = multiplicity.divide(factorial[run]);
                    run = 1;
                }
            }
            long n = bandsByClass.computeIfAbsent(canonical(points), k -> bands(points));
            return multiplicity.multiply(BigInteger.valueOf(n)).multiply(BigInteger.valueOf(n));
        }
        BigInteger total = BigInteger.ZERO;
        for (int p = from; p < (1 << rows); p++) {
            boolean fits = true;
            for (int k = 0; k < rows && fits; k++) {
                fits = ((p >> k) & 1) == 0 || ones[k] < rows;
                // the ones still to place must fit in the digits left
                fits &= ((p >> k) & 1) == 1 || rows - ones[k] <= digits - i - 1;
            }
            if (!fits) {
                continue;
            }
            points[i] = p;
            for (int k = 0; k < rows; k++) {
                ones[k] += (p >> k) & 1;
            }
            total = total.add(sum(i + 1, p, points, ones, factorial));
            for (int k = 0; k < rows; k++) {
                ones[k] -= (p >> k) & 1;
            }
        }
        return total;
    }

    private String canonical(int[] points) {
        String best = null;
        int[] image = new int[digits];
        for (int[] perm : coordinatePerms) {
            for (int flip = 0; flip < (1 << rows); flip++) {
                for (int d = 0; d < digits; d++) {
                    int v = 0;
                    for (int k = 0; k < rows; k++) {
                        v |= (((points[d] >> k) & 1) ^ ((flip >> k) & 1)) << perm[k];
                    }
                    image[d] = v;
                }
                Arrays.sort(image);
                String s = Arrays.toString(image);
                if (best == null || s.compareTo(best) < 0) {
                    best = s;
                }
            }
        }
        return best;
    }

    /** N: bands with these column sets, stack by stack over the rows each digit has used. */
    private long bands(int[] points) {
        Map<Long, Long> states = new HashMap<>();
        states.put(0L, 1L);
        for (int k = 0; k < rows; k++) {
            int[][] columns = new int[2][rows];
            int[] filled = new int[2];
            for (int d = 0; d < digits; d++) {
                int c = (points[d] >> k) & 1;
                columns[c][filled[c]++] = d;
            }
            Map<Long, Long> next = new HashMap<>();
            for (Map.Entry<Long, Long> e : states.entrySet()) {
                long ways = e.getValue();
                List<Long> afterFirst = new ArrayList<>();
                assign(columns[0], 0, 0, e.getKey(), afterFirst);
                for (long s : afterFirst) {
                    List<Long> afterSecond = new ArrayList<>();
                    assign(columns[1], 0, 0, s, afterSecond);
                    for (long s2 : afterSecond) {
                        next.merge(s2, ways, Long::sum);
                    }
                }
            }
            states = next;
        }
        long total = 0;
        for (long v : states.values()) {
            total += v;
        }
        return total;
    }

    /** The column's digits take distinct rows, each a row it has not used; state: R bits of used rows per digit. */
    private void assign(int[] column, int i, int usedRows, long state, List<Long> out) {
        if (i == column.length) {
            out.add(state);
            return;
        }
        int d = column[i];
        long mine = (state >>> (d * rows)) & ((1L << rows) - 1);
        for (int row = 0; row < rows; row++) {
            if ((usedRows & (1 << row)) == 0 && (mine & (1L << row)) == 0) {
                assign(column, i + 1, usedRows | (1 << row), state | (1L << (d * rows + row)), out);
            }
        }
    }
}
