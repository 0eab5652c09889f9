package org.sudokulab.census;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;

/**
 * Burnside's A(g) n! for a g of R x 2 boxes that maps rows to rows and columns to columns, of any order: column c to a
 * column of the same or another stack (column 2k + b to 2 t(k) + (b xor f_k)), and the two bands each to itself
 * ({@link #keeping}) or to each other ({@link #swapping}). Where g keeps them, g G = s G asks each band to be fixed by
 * (g, s), and s to take a digit at point p (its column in each stack, as bits) to one at g's image of p; band 2's
 * points are the complements of band 1's. Relabelling conjugates s, so the sum over s is over
 * its cycle types (those {@link RelabellingTypes} allows), each the number of its permutations times C, the grids
 * fixed with one s of the type.
 *
 * <p>C sums, over band 1's points that s allows, the bands with those points fixed by (g, s) in band 1 times those
 * with the complements in band 2. A cycle of s of length L puts its first digit at a point q with image^L(q) = q and
 * the others follow, so the points are taken up to the relabellings commuting with s: per cycle an orbit of the
 * image, unordered among cycles of one length, weighted by the labelled choices they stand for (the orbit's size
 * per cycle, the orderings of equal lengths). The bands are counted digit cycle by digit cycle: the first digit's
 * stack in each row, its cycle's digits following under g, g^L bringing the first back onto itself; a state is the
 * columns each row has used.
 */
final class FixedBands {
    private final int rows;
    private final int digits;
    /** g's map of the points, and of the stacks. */
    private final int[] image;

    private final int[] stackImage;
    /** Per band counted, the map of its rows (0..R-1) the band must be fixed by. */
    private final int[][] rowsOf;
    /** Whether g swaps the bands: then band 1 is fixed by (g^2, s^2) and band 2 follows from it. */
    private final boolean swaps;
    /** The rows a state's key holds: all of them while they fit in 63 bits. */
    private final int keyed;

    private final BooleanSupplier stop;
    private boolean stopped;

    /** {@link #commutingRowMaps} by the band's row map. */
    private static final Map<String, int[][]> ROW_MAPS = new ConcurrentHashMap<>();
    /** Those of the band being counted. */
    private int[][] rowMaps;

    /** The cycles of the s being counted, longest first: each its digits in order, s taking each to the next. */
    private int[][] cycles;
    /** The cycles of the relabelling a band must be fixed by: those of s, or of s^2 where g swaps the bands. */
    private int[][] bandCycles;

    private final int[] point;
    /** Per stack, the digits so far in its second column (bit set). */
    private final int[] ones;

    private BigInteger sum;
    /** Orbits of the image on the points: a representative, the size, and an index per point. */
    private final List<Integer> orbitFirst = new ArrayList<>();

    private final List<Integer> orbitSize = new ArrayList<>();

    private final int[] orbitOf;
    /**
     * The point maps that commute with the image (column maps commuting with g's): each takes a band fixed by
     * (g, s) with some points to one with the mapped points, so the bands' counts are the same on a leaf's orbit
     * under them, and only the least leaf of each orbit is counted, times the orbit's size.
     */
    private final List<int[]> centraliser = new ArrayList<>();
    /** Per cycle, the orbit of the image its first digit's point is in. */
    private int[] chosen;

    /**
     * For a g that keeps the bands: {@code image} its map of the points, {@code stackImage} of the stacks,
     * {@code rowsOf} of each band's rows.
     */
    static FixedBands keeping(int rows, int[] image, int[] stackImage, int[][] rowsOf, BooleanSupplier stop) {
        return new FixedBands(rows, image, stackImage, rowsOf, false, stop);
    }

    /**
     * For a g that swaps the bands, of order above 2 (an involution's band 1 is any band, {@link
     * BandTerms#fixedBySwappingBands}): band 2 is s g of band 1, so A n! sums, over s, the bands 1 fixed by
     * (g^2, s^2) whose points s takes to their phi-images (phi = the complement of g's image: band 2's columns must
     * complete band 1's). {@code phi} that map of the points, {@code stackImage} g^2's map of the stacks,
     * {@code rows} g^2's map of band 1's rows.
     */
    static FixedBands swapping(int rows, int[] phi, int[] stackImage, int[] band1Rows, BooleanSupplier stop) {
        return new FixedBands(rows, phi, stackImage, new int[][] {band1Rows}, true, stop);
    }

    private FixedBands(int rows, int[] image, int[] stackImage, int[][] rowsOf, boolean swaps, BooleanSupplier stop) {
        this.rows = rows;
        this.digits = 2 * rows;
        this.image = image;
        this.stackImage = stackImage;
        this.rowsOf = rowsOf;
        this.swaps = swaps;
        this.keyed = rows * 2 * rows <= 63 ? rows : rows - 1;
        this.stop = stop;
        this.point = new int[digits];
        this.ones = new int[rows];
        this.orbitOf = new int[image.length];
        boolean[] seen = new boolean[image.length];
        for (int p = 0; p < image.length; p++) {
            if (!seen[p]) {
                int size = 0;
                for (int q = p; !seen[q]; q = image[q]) {
                    seen[q] = true;
                    orbitOf[q] = orbitFirst.size();
                    size++;
                }
                orbitFirst.add(p);
                orbitSize.add(size);
            }
        }
        for (int[] m : TwoBandCount.pointMaps(rows)) {
            boolean commutes = true;
            for (int p = 0; p < image.length && commutes; p++) {
                commutes = m[image[p]] == image[m[p]];
            }
            if (commutes) {
                centraliser.add(m);
            }
        }
    }

    /** The sum over the allowed types of their permutations times C; null when stopped. */
    BigInteger count(Set<List<Integer>> types) {
        BigInteger total = BigInteger.ZERO;
        for (List<Integer> type : types) {
            List<Integer> longestFirst = new ArrayList<>(type);
            longestFirst.sort(Collections.reverseOrder());
            cycles = new int[longestFirst.size()][];
            chosen = new int[cycles.length];
            int next = 0;
            BigInteger commutingWithS = BigInteger.ONE; // the relabellings commuting with s: prod L^m m!
            for (int i = 0; i < cycles.length; i++) {
                int length = longestFirst.get(i);
                cycles[i] = new int[length];
                for (int j = 0; j < length; j++) {
                    cycles[i][j] = next++;
                }
                commutingWithS = commutingWithS.multiply(BigInteger.valueOf(length));
                if (i > 0 && longestFirst.get(i - 1) == length) {
                    commutingWithS = commutingWithS.multiply(BigInteger.valueOf(run(longestFirst, i)));
                }
            }
            bandCycles = swaps ? squares(cycles) : cycles;
            sum = BigInteger.ZERO;
            points(0, 0, BigInteger.ONE, 0, 0);
            if (stopped) {
                return null;
            }
            total = total.add(
                    GridEnumerator.factorial(digits).divide(commutingWithS).multiply(sum));
        }
        return total;
    }

    /** The cycles of s^2: an odd cycle's every other digit, an even one's two halves. */
    private static int[][] squares(int[][] cycles) {
        List<int[]> out = new ArrayList<>();
        for (int[] c : cycles) {
            int halves = c.length % 2 == 0 ? 2 : 1;
            for (int h = 0; h < halves; h++) {
                int[] square = new int[c.length / halves];
                for (int j = 0; j < square.length; j++) {
                    square[j] = c[(h + 2 * j) % c.length];
                }
                out.add(square);
            }
        }
        return out.toArray(new int[0][]);
    }

    /** How many cycles before i (i included) have i's length, counted back to where the run began. */
    private static int run(List<Integer> lengths, int i) {
        int k = 1;
        while (i - k >= 0 && lengths.get(i - k).equals(lengths.get(i))) {
            k++;
        }
        return k;
    }

    /**
     * Cycle i and on, the orbits non-decreasing along cycles of one length. {@code weight} counts the labelled
     * choices so far: the orbit's size per cycle, and m! / prod mult! over each length's m cycles (mult: how many
     * took each orbit), built a cycle at a time from the positions in the length's run and in the orbit's.
     */
    private void points(int i, int from, BigInteger weight, int lengthRun, int orbitRun) {
        if (i == cycles.length) {
            leaf(weight);
            return;
        }
        int length = cycles[i].length;
        boolean continues = i > 0 && cycles[i - 1].length == length;
        for (int o = continues ? from : 0; o < orbitFirst.size() && !stopped; o++) {
            int size = orbitSize.get(o);
            if (length % size != 0) {
                continue;
            }
            int q = orbitFirst.get(o);
            boolean fits = true;
            for (int j = 0; j < length; j++) {
                fits &= place(cycles[i][j], q);
                q = image[q];
            }
            if (fits) {
                chosen[i] = o;
                int inLength = continues ? lengthRun + 1 : 1;
                int inOrbit = continues && o == from ? orbitRun + 1 : 1;
                BigInteger w = weight.multiply(BigInteger.valueOf((long) size * inLength))
                        .divide(BigInteger.valueOf(inOrbit));
                points(i + 1, o, w, inLength, inOrbit);
            }
            for (int j = length - 1; j >= 0; j--) {
                unplace(cycles[i][j]);
            }
        }
    }

    /** Digit d at point q; false when a stack's second column can no longer hold exactly R of the digits. */
    private boolean place(int d, int q) {
        point[d] = q;
        boolean fits = true;
        int left = digits - d - 1;
        for (int k = 0; k < rows; k++) {
            ones[k] += q >> k & 1;
            fits &= ones[k] <= rows && ones[k] + left >= rows;
        }
        return fits;
    }

    private void unplace(int d) {
        for (int k = 0; k < rows; k++) {
            ones[k] -= point[d] >> k & 1;
        }
    }

    private void leaf(BigInteger weight) {
        if (stopped || (stopped = stop.getAsBoolean())) {
            return;
        }
        long orbit = orbitIfLeast();
        if (orbit == 0) {
            return;
        }
        weight = weight.multiply(BigInteger.valueOf(orbit));
        long band1 = bands(point, rowsOf[0]);
        if (band1 == 0 || swaps) {
            sum = sum.add(weight.multiply(BigInteger.valueOf(band1)));
            return;
        }
        int[] complement = new int[digits];
        for (int d = 0; d < digits; d++) {
            complement[d] = point[d] ^ ((1 << rows) - 1);
        }
        long band2 = bands(complement, rowsOf[1]);
        sum = sum.add(weight.multiply(BigInteger.valueOf(band1)).multiply(BigInteger.valueOf(band2)));
    }

    /**
     * The size of this leaf's orbit under the centraliser if the leaf (its orbits per cycle, non-decreasing along
     * each length) is the least of it, else 0.
     */
    private long orbitIfLeast() {
        int[] mapped = new int[chosen.length];
        int fixing = 0;
        for (int[] m : centraliser) {
            for (int i = 0; i < chosen.length; i++) {
                mapped[i] = orbitOf[m[orbitFirst.get(chosen[i])]];
            }
            int compared = 0;
            for (int start = 0; start < chosen.length && compared == 0; ) {
                int end = start;
                while (end < chosen.length && cycles[end].length == cycles[start].length) {
                    end++;
                }
                Arrays.sort(mapped, start, end);
                for (int i = start; i < end && compared == 0; i++) {
                    compared = Integer.compare(mapped[i], chosen[i]);
                }
                start = end;
            }
            if (compared < 0) {
                return 0;
            }
            fixing += compared == 0 ? 1 : 0;
        }
        return centraliser.size() / fixing;
    }

    /**
     * The bands with these points fixed by (g, s), pi being g on the band's rows: cycle by cycle, the states the
     * columns each row has used (closed columns cleared). Past 5 rows the last row is left out of a state's key: it
     * has used a column exactly when fewer of the other rows have than the digits placed there, which keeps 6 rows
     * of 12 columns within a long.
     */
    private long bands(int[] points, int[] pi) {
        rowMaps = ROW_MAPS.computeIfAbsent(Arrays.toString(pi), k -> commutingRowMaps(pi));
        int[][] columnIn = new int[digits][rows];
        for (int d = 0; d < digits; d++) {
            for (int k = 0; k < rows; k++) {
                columnIn[d][k] = 2 * k + (points[d] >> k & 1);
            }
        }
        int[] coloured = new int[digits];
        LongCounts states = new LongCounts(16);
        states.add(0, 1);
        int[] masks = new int[rows];
        int[] stackOfRow = new int[rows];
        int open = (1 << digits) - 1;
        for (int[] cycle : bandCycles) {
            int[] before = coloured.clone();
            int openBefore = open;
            for (int d : cycle) {
                for (int k = 0; k < rows; k++) {
                    coloured[columnIn[d][k]]++;
                }
            }
            open = 0;
            for (int w = 0; w < digits; w++) {
                open |= (coloured[w] < rows ? 1 : 0) << w;
            }
            LongCounts next = new LongCounts(states.size() * 4);
            for (int slot = 0; slot < states.capacity(); slot++) {
                long key = states.key(slot);
                if (key < 0) {
                    continue;
                }
                unpack(key, before, openBefore, masks);
                firstDigit(0, 0, cycle, pi, columnIn, masks, stackOfRow, open, states.count(slot), next);
            }
            states = next;
            if (states.size() == 0) {
                return 0;
            }
        }
        return states.get(0);
    }

    /** The rows' masks of a key: the rows it holds as stored, a last one left out from the columns' counts. */
    private void unpack(long key, int[] coloured, int open, int[] masks) {
        for (int r = 0; r < keyed; r++) {
            masks[r] = (int) (key >>> (digits * r)) & ((1 << digits) - 1);
        }
        if (keyed == rows) {
            return;
        }
        int last = 0;
        for (int w = 0; w < digits; w++) {
            if ((open >> w & 1) == 0) {
                continue;
            }
            int others = 0;
            for (int r = 0; r < rows - 1; r++) {
                others += masks[r] >> w & 1;
            }
            last |= (others < coloured[w] ? 1 : 0) << w;
        }
        masks[rows - 1] = last;
    }

    /**
     * A state's key, the least over the row maps that commute with the band's: the count of completions is the same
     * for states they map to each other (a completion maps to one), so such states are one. Where every row map
     * commutes (g fixes the band's rows), sorting the rows' masks gives the least; the states of a 6x2 band with
     * its rows fixed shrink up to 720 times.
     */
    private long key(int[] after, int open) {
        int[] masked = new int[rows];
        for (int i = 0; i < rows; i++) {
            masked[i] = after[i] & open;
        }
        if (rowMaps.length == 0) {
            Arrays.sort(masked);
            return pack(masked);
        }
        long least = Long.MAX_VALUE;
        int[] moved = new int[rows];
        for (int[] sigma : rowMaps) {
            for (int i = 0; i < rows; i++) {
                moved[sigma[i]] = masked[i];
            }
            least = Math.min(least, pack(moved));
        }
        return least;
    }

    private long pack(int[] masks) {
        long key = 0;
        for (int i = 0; i < keyed; i++) {
            key |= (long) masks[i] << (digits * i);
        }
        return key;
    }

    /** The row maps that commute with pi; none when all do (pi is the identity: sort instead). */
    private static int[][] commutingRowMaps(int[] pi) {
        List<int[]> out = new ArrayList<>();
        for (int[] sigma : BoxSymmetry.permutations(pi.length)) {
            boolean commutes = true;
            for (int i = 0; i < pi.length && commutes; i++) {
                commutes = sigma[pi[i]] == pi[sigma[i]];
            }
            if (commutes) {
                out.add(sigma);
            }
        }
        return pi.length > 1
                        && out.size() == BoxSymmetry.permutations(pi.length).size()
                ? new int[0][]
                : out.toArray(new int[0][]);
    }

    /** Row r and on of the cycle's first digit: a stack whose column that row has not used; then the cycle. */
    private void firstDigit(
            int r,
            int usedStacks,
            int[] cycle,
            int[] pi,
            int[][] columnIn,
            int[] masks,
            int[] stackOfRow,
            int open,
            long ways,
            LongCounts out) {
        int d = cycle[0];
        if (r < rows) {
            for (int k = 0; k < rows; k++) {
                if ((usedStacks >> k & 1) == 0 && (masks[r] >> columnIn[d][k] & 1) == 0) {
                    stackOfRow[r] = k;
                    firstDigit(r + 1, usedStacks | 1 << k, cycle, pi, columnIn, masks, stackOfRow, open, ways, out);
                }
            }
            return;
        }
        int[] after = masks.clone();
        int[] row = new int[rows];
        int[] stack = new int[rows];
        for (int i = 0; i < rows; i++) {
            row[i] = i;
            stack[i] = stackOfRow[i];
            after[i] |= 1 << columnIn[d][stack[i]];
        }
        for (int j = 1; j <= cycle.length; j++) {
            for (int i = 0; i < rows; i++) {
                row[i] = pi[row[i]];
                stack[i] = stackImage[stack[i]];
            }
            if (j == cycle.length) {
                for (int i = 0; i < rows; i++) {
                    if (stackOfRow[row[i]] != stack[i]) {
                        return; // g^L does not bring the first digit back onto itself
                    }
                }
                break;
            }
            int w;
            for (int i = 0; i < rows; i++) {
                w = columnIn[cycle[j]][stack[i]];
                if ((after[row[i]] >> w & 1) != 0) {
                    return;
                }
                after[row[i]] |= 1 << w;
            }
        }
        out.add(key(after, open), ways);
    }
}
