package org.sudokulab.census;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Burnside's A(g) n! for the involutions g of R x 2 boxes that map rows to rows and columns to columns, by the band
 * signatures of {@link TwoBandCount} instead of a search ({@link BurnsideByClasses} uses it for 2 x R transposed
 * too): those that swap the two bands ({@link #fixedBySwappingBands}) and those that keep them
 * ({@link #fixedKeepingBands}).
 */
final class BandInvolutions {
    private final TwoBandCount twoBands;
    private final int rows;
    private final int digits;

    BandInvolutions(int rows) {
        this.twoBands = new TwoBandCount(rows);
        this.rows = rows;
        this.digits = 2 * rows;
    }

    /**
     * The grids (not only those with box 1 fixed) that g maps to a relabelling of themselves, for an involution g
     * that swaps the two bands, by the band classes instead of a search. g takes row r of band 1 to a row of band 2
     * and column c to {@code columns[c]} (a map keeping the stacks). If g G = s G for a relabelling s, band 1 and s
     * fix band 2: its digit s(d) sits where g puts d. That is a band exactly when band 2's column sets complete band
     * 1's, which asks s to take each digit at point p to one at the point phi(p) = the complement of g's image of
     * p, and g^2 = 1 asks s^2 = 1 (band 1 is fixed by s^2). Where g's row maps go does not matter. So the grids
     * number the sum over band 1 of the involutions s with that property: per signature class, N times the sum over
     * its point counts v (each signature-weighted, (2R)! / prod v_p!) of prod over points fixed by phi of I(v_p)
     * (involutions of v_p digits) times prod over pairs p, phi(p) of [v_p = v_phi(p)] v_p!.
     */
    BigInteger fixedBySwappingBands(int[] columns, Map<String, BigInteger> bandsByClass) {
        int points = 1 << rows;
        int[] mapped = pointMap(columns);
        int[] phi = new int[points];
        for (int p = 0; p < points; p++) {
            phi[p] = mapped[p] ^ (points - 1);
        }
        long[] factorials = new long[digits + 1];
        long[] involutions = new long[digits + 1];
        for (int m = 0; m <= digits; m++) {
            factorials[m] = m == 0 ? 1 : factorials[m - 1] * m;
            involutions[m] = m < 2 ? 1 : involutions[m - 1] + (m - 1) * involutions[m - 2];
        }
        List<int[]> conjugates = conjugates(phi);
        BigInteger total = BigInteger.ZERO;
        for (TwoBandCount.SignatureClass c : twoBands.classes()) {
            BigInteger n = bandsByClass.get(TwoBandCount.key(c.counts()));
            if (n == null) {
                throw new IllegalArgumentException("no N for the signature class " + TwoBandCount.key(c.counts()));
            }
            int[] v = c.counts();
            long sum = 0;
            for (int[] conjugate : conjugates) {
                long product = 1;
                for (int p = 0; p < points && product > 0; p++) {
                    int q = conjugate[p];
                    if (q == p) {
                        product *= involutions[v[p]];
                    } else if (p < q) {
                        product = v[p] == v[q] ? product * factorials[v[p]] : 0;
                    }
                }
                sum += product;
            }
            total = total.add(n.multiply(BigInteger.valueOf(c.signatures())).multiply(BigInteger.valueOf(sum)));
        }
        BigInteger[] qr = total.divideAndRemainder(BigInteger.valueOf(conjugates.size()));
        if (qr[1].signum() != 0) {
            throw new IllegalStateException(
                    "the sum over phi's " + conjugates.size() + " conjugates is not a multiple");
        }
        return qr[0];
    }

    /**
     * The conjugates m^-1 phi m of phi under the point maps m that make the signature classes. Summing a function of
     * the point counts over a class's orbit is summing it at the class's own counts over these, times the class's
     * signatures over their number: (m v)_(m p) = v_p, so phi at m v is m^-1 phi m at v, each conjugate met equally
     * often, and every point count of the orbit has the same multinomial weight. That spares walking each class's
     * orbit (46,080 maps for 6x2 boxes, 63,199 classes).
     */
    private List<int[]> conjugates(int[] phi) {
        Map<String, int[]> out = new HashMap<>();
        for (int[] m : TwoBandCount.pointMaps(rows)) {
            int[] inverse = new int[m.length];
            for (int p = 0; p < m.length; p++) {
                inverse[m[p]] = p;
            }
            int[] conjugate = new int[m.length];
            for (int q = 0; q < m.length; q++) {
                conjugate[q] = inverse[phi[m[q]]];
            }
            out.putIfAbsent(Arrays.toString(conjugate), conjugate);
        }
        return new ArrayList<>(out.values());
    }

    /**
     * Where a column map keeping the stacks (column 2k + b to column 2 t(k) + (b xor f_k)) takes the points: bit
     * t(k) of the image is bit k xor f_k.
     */
    private int[] pointMap(int[] columns) {
        int[] stack = new int[rows];
        int[] flip = new int[rows];
        for (int k = 0; k < rows; k++) {
            stack[k] = columns[2 * k] / 2;
            flip[k] = columns[2 * k] % 2;
            if (columns[2 * k + 1] != 2 * stack[k] + 1 - flip[k]) {
                throw new IllegalArgumentException("not a column map keeping stacks: " + Arrays.toString(columns));
            }
        }
        int[] image = new int[1 << rows];
        for (int p = 0; p < image.length; p++) {
            for (int k = 0; k < rows; k++) {
                image[p] |= ((p >> k & 1) ^ flip[k]) << stack[k];
            }
        }
        return image;
    }

    /**
     * As {@link #fixedBySwappingBands} for an involution g that keeps the bands: row r of band b to
     * {@code rowMap[r]} (rows numbered over both bands), column c to {@code columns[c]}. Then g G = s G asks each
     * band to be fixed by (g, s) and s^2 = 1, and s to take each digit at point p to one at g's image of p (band 2's
     * points are the complements, which g's map keeps complementary). Relabelling conjugates s, so the sum over s
     * is over k, the transpositions of s: the involutions with k of them times C_k, the grids fixed with s =
     * (0 1)(2 3)...(2k-2 2k-1). C_k sums, over band 1's signatures that such an s allows, the bands of each
     * signature fixed by (g, s) in band 1 times those of the complement fixed in band 2. The signatures are taken up
     * to the relabellings commuting with s: k pairs, each an unordered {q, g(q)}, and 2R - 2k fixed digits at points
     * g fixes, with the multinomial weights of the labelled ones. Boxes of up to 5 rows. Null when stopped.
     */
    BigInteger fixedKeepingBands(int[] rowMap, int[] columns, BooleanSupplier stop) {
        if (rows > 5) {
            throw new IllegalArgumentException("fixed bands are counted for up to 5 rows a box");
        }
        int[] image = pointMap(columns);
        int[][] rowsOf = new int[2][rows];
        for (int r = 0; r < rows; r++) {
            rowsOf[0][r] = rowMap[r];
            rowsOf[1][r] = rowMap[rows + r] - rows;
            if (rowsOf[0][r] < 0 || rowsOf[0][r] >= rows || rowsOf[1][r] < 0 || rowsOf[1][r] >= rows) {
                throw new IllegalArgumentException("not a row map keeping the bands: " + Arrays.toString(rowMap));
            }
        }
        int[] stackImage = new int[rows];
        for (int k = 0; k < rows; k++) {
            stackImage[k] = columns[2 * k] / 2;
        }
        List<Integer> pairTypes = new ArrayList<>();
        List<Integer> fixedPoints = new ArrayList<>();
        for (int q = 0; q < image.length; q++) {
            if (q <= image[q]) {
                pairTypes.add(q);
            }
            if (q == image[q]) {
                fixedPoints.add(q);
            }
        }
        BigInteger total = BigInteger.ZERO;
        for (int k = 0; 2 * k <= digits; k++) {
            FixedBands fixed = new FixedBands(k, image, rowsOf, stackImage, stop);
            fixed.pairs(0, 0, pairTypes, fixedPoints);
            if (fixed.stopped) {
                return null;
            }
            // the involutions of 2R digits with k transpositions: (2R)! / (k! 2^k (2R-2k)!)
            BigInteger involutions = GridEnumerator.factorial(digits)
                    .divide(GridEnumerator.factorial(k)
                            .shiftLeft(k)
                            .multiply(GridEnumerator.factorial(digits - 2 * k)));
            total = total.add(involutions.multiply(fixed.sum));
        }
        return total;
    }

    /** C_k of {@link #fixedKeepingBands}: the signatures s = (0 1)...(2k-2 2k-1) allows, and their fixed bands. */
    private final class FixedBands {
        private final int pairs;
        private final int[] image;
        private final int[][] rowsOf;
        private final int[] stackImage;
        private final int[] point = new int[digits];
        /** Per stack, the digits so far in its column 1. */
        private final int[] ones = new int[rows];

        private final BooleanSupplier stop;
        BigInteger sum = BigInteger.ZERO;
        boolean stopped;

        FixedBands(int pairs, int[] image, int[][] rowsOf, int[] stackImage, BooleanSupplier stop) {
            this.stop = stop;
            this.pairs = pairs;
            this.image = image;
            this.rowsOf = rowsOf;
            this.stackImage = stackImage;
        }

        /** Pair j and on: a type from index {@code from} on (a multiset, non-decreasing). */
        void pairs(int j, int from, List<Integer> pairTypes, List<Integer> fixedPoints) {
            if (j == pairs) {
                singles(2 * pairs, 0, fixedPoints);
                return;
            }
            for (int t = from; t < pairTypes.size(); t++) {
                int q = pairTypes.get(t);
                if (place(2 * j, q) & place(2 * j + 1, image[q])) { // both placed: both unplaced below
                    pairs(j + 1, t, pairTypes, fixedPoints);
                }
                unplace(2 * j + 1);
                unplace(2 * j);
            }
        }

        private void singles(int d, int from, List<Integer> fixedPoints) {
            if (d == digits) {
                leaf();
                return;
            }
            for (int t = from; t < fixedPoints.size(); t++) {
                if (place(d, fixedPoints.get(t))) {
                    singles(d + 1, t, fixedPoints);
                }
                unplace(d);
            }
        }

        /** Digit d at point q; false when a stack's column 1 can no longer hold exactly R of the digits. */
        private boolean place(int d, int q) {
            point[d] = q;
            boolean fits = true;
            for (int k = 0; k < rows; k++) {
                ones[k] += q >> k & 1;
                int left = digits - d - 1;
                fits &= ones[k] <= rows && ones[k] + left >= rows;
            }
            return fits;
        }

        private void unplace(int d) {
            for (int k = 0; k < rows; k++) {
                ones[k] -= point[d] >> k & 1;
            }
            point[d] = -1;
        }

        private void leaf() {
            if (stopped || (stopped = stop.getAsBoolean())) {
                return;
            }
            BigInteger band1 = bands(point, rowsOf[0]);
            if (band1.signum() == 0) {
                return;
            }
            int[] complement = new int[digits];
            for (int d = 0; d < digits; d++) {
                complement[d] = point[d] ^ ((1 << rows) - 1);
            }
            BigInteger band2 = bands(complement, rowsOf[1]);
            sum = sum.add(weight().multiply(band1).multiply(band2));
        }

        /** The labelled signatures of this multiset: orders of the pairs' and the fixed digits' points, orientations. */
        private BigInteger weight() {
            BigInteger w = GridEnumerator.factorial(pairs).multiply(GridEnumerator.factorial(digits - 2 * pairs));
            int run = 1;
            for (int j = 0; j < pairs; j++) {
                if (point[2 * j] != image[point[2 * j]]) {
                    w = w.shiftLeft(1);
                }
                run = j > 0 && point[2 * j] == point[2 * j - 2] ? run + 1 : 1;
                w = w.divide(BigInteger.valueOf(run));
            }
            run = 1;
            for (int d = 2 * pairs; d < digits; d++) {
                run = d > 2 * pairs && point[d] == point[d - 1] ? run + 1 : 1;
                w = w.divide(BigInteger.valueOf(run));
            }
            return w;
        }

        /**
         * The bands with these points fixed by (g, s), g's rows in the band given: digit by digit (a pair's second
         * digit follows from its first: s(d) takes row pi(r) in stack t(k) where d takes row r in stack k; a fixed
         * digit must take them itself), each state the columns every row has used, closed columns cleared.
         */
        private BigInteger bands(int[] points, int[] pi) {
            int[][] columnIn = new int[digits][rows]; // the digit's column in each stack
            int[] columnsOf = new int[digits];
            for (int d = 0; d < digits; d++) {
                for (int k = 0; k < rows; k++) {
                    columnIn[d][k] = 2 * k + (points[d] >> k & 1);
                    columnsOf[d] |= 1 << columnIn[d][k];
                }
            }
            int[] coloured = new int[digits];
            LongCounts states = new LongCounts(16);
            states.add(0, 1);
            int[] masks = new int[rows];
            int[] stackOfRow = new int[rows];
            for (int d = 0; d < digits; d = d < 2 * pairs ? d + 2 : d + 1) {
                boolean pair = d < 2 * pairs;
                for (int w = 0; w < digits; w++) {
                    coloured[w] += (columnsOf[d] >> w & 1) + (pair ? columnsOf[d + 1] >> w & 1 : 0);
                }
                int open = 0;
                for (int w = 0; w < digits; w++) {
                    open |= (coloured[w] < rows ? 1 : 0) << w;
                }
                LongCounts next = new LongCounts(states.size() * 4);
                for (int slot = 0; slot < states.capacity(); slot++) {
                    long key = states.key(slot);
                    if (key < 0) {
                        continue;
                    }
                    for (int r = 0; r < rows; r++) {
                        masks[r] = (int) (key >>> (digits * r)) & ((1 << digits) - 1);
                    }
                    rowsOf(0, 0, d, pair, pi, columnIn, masks, stackOfRow, open, states.count(slot), next);
                }
                states = next;
            }
            return BigInteger.valueOf(states.get(0));
        }

        /** Row r and on of digit d: a stack whose column that row has not used; then s(d), or d's own symmetry. */
        private void rowsOf(
                int r,
                int usedStacks,
                int d,
                boolean pair,
                int[] pi,
                int[][] columnIn,
                int[] masks,
                int[] stackOfRow,
                int open,
                long ways,
                LongCounts out) {
            if (r < rows) {
                for (int k = 0; k < rows; k++) {
                    if ((usedStacks >> k & 1) == 0 && (masks[r] >> columnIn[d][k] & 1) == 0) {
                        stackOfRow[r] = k;
                        rowsOf(r + 1, usedStacks | 1 << k, d, pair, pi, columnIn, masks, stackOfRow, open, ways, out);
                    }
                }
                return;
            }
            int[] after = masks.clone();
            for (int row = 0; row < rows; row++) {
                after[row] |= 1 << columnIn[d][stackOfRow[row]];
            }
            for (int row = 0; row < rows; row++) {
                int k = stackImage[stackOfRow[row]];
                if (pair) {
                    int w = columnIn[d + 1][k];
                    if ((after[pi[row]] >> w & 1) != 0) {
                        return;
                    }
                    after[pi[row]] |= 1 << w;
                } else if (stackOfRow[pi[row]] != k) {
                    return;
                }
            }
            long key = 0;
            for (int row = 0; row < rows; row++) {
                key |= (long) (after[row] & open) << (digits * row);
            }
            out.add(key, ways);
        }
    }
}
