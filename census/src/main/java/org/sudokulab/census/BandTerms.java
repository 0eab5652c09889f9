package org.sudokulab.census;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Burnside's A(g) n! for the g of R x 2 boxes that map rows to rows and columns to columns, by the bands instead of a
 * search ({@link BurnsideByClasses} uses it for 2 x R transposed too): the involutions that swap the two bands from
 * N of every signature class of {@link TwoBandCount} ({@link #fixedBySwappingBands}), the others by
 * {@link FixedBands}.
 */
final class BandTerms {
    private final TwoBandCount twoBands;
    private final int rows;
    private final int digits;

    BandTerms(int rows) {
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
     * {@link FixedBands#keeping} for a g that keeps the bands, of any order, over the relabellings' cycle types
     * {@code types}; null when stopped.
     */
    BigInteger fixedKeepingBands(int[] rowMap, int[] columns, Set<List<Integer>> types, BooleanSupplier stop) {
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
        return FixedBands.keeping(rows, pointMap(columns), stackImage, rowsOf, stop)
                .count(types);
    }

    /**
     * {@link FixedBands#swapping} for a g that swaps the bands and is not an involution (an involution's term needs
     * N of every class: {@link #fixedBySwappingBands}), over the relabellings' cycle types {@code types}; null when
     * stopped.
     */
    BigInteger fixedSwappingBands(int[] rowMap, int[] columns, Set<List<Integer>> types, BooleanSupplier stop) {
        int[] image = pointMap(columns);
        int[] phi = new int[image.length];
        for (int p = 0; p < image.length; p++) {
            phi[p] = image[p] ^ (image.length - 1);
        }
        int[] band1Rows = new int[rows];
        for (int r = 0; r < rows; r++) {
            band1Rows[r] = rowMap[rowMap[r]];
            if (rowMap[r] < rows || band1Rows[r] >= rows) {
                throw new IllegalArgumentException("not a row map swapping the bands: " + Arrays.toString(rowMap));
            }
        }
        int[] stackImage = new int[rows];
        for (int k = 0; k < rows; k++) {
            stackImage[k] = columns[2 * (columns[2 * k] / 2)] / 2;
        }
        return FixedBands.swapping(rows, phi, stackImage, band1Rows, stop).count(types);
    }
}
