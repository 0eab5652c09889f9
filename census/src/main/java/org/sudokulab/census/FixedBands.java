package org.sudokulab.census;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
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
 * columns each row has used. The counts go on a cycle at a time as its points are chosen, so every leaf below a choice
 * shares the work above it, and a choice that leaves a band no state ends its branch (a 2x6 class that took 144 s
 * counting each leaf whole takes 14 s).
 */
final class FixedBands {
    private final int rows;
    private final int digits;
    /** g's map of the points, and of the stacks. */
    private final int[] image;

    private final int[] stackImage;
    /** Whether g swaps the bands: then band 1 is fixed by (g^2, s^2) and band 2 follows from it. */
    private final boolean swaps;
    /** The rows a state's key holds: all of them while they fit in 63 bits. */
    private final int keyed;

    private final BooleanSupplier stop;
    private boolean stopped;

    /** The bands counted as the points are chosen: band 1, and band 2 where g keeps the bands. */
    private final Band[] bands;

    /** The cycles of the s being counted, longest first: each its digits in order, s taking each to the next. */
    private int[][] cycles;
    /**
     * Per cycle of s, the cycles of the relabelling a band must be fixed by that it holds: itself, or where g swaps
     * the bands its cycles under s^2 (an odd cycle's every other digit, an even one's two halves).
     */
    private int[][][] bandCycles;

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
    /** {@link #fixingIfLeast}'s scratch: the chosen orbits under one map of the centraliser. */
    private final int[] mapped;

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
        this.swaps = swaps;
        this.keyed = rows * 2 * rows <= 63 ? rows : rows - 1;
        this.stop = stop;
        this.point = new int[digits];
        this.ones = new int[rows];
        this.orbitOf = new int[image.length];
        this.mapped = new int[digits]; // an entry per cycle of s: at most one per digit
        this.bands = new Band[swaps ? 1 : 2];
        for (int b = 0; b < bands.length; b++) {
            bands[b] = new Band(rowsOf[b], b == 0 ? 0 : (1 << rows) - 1);
        }
        for (int[] orbit : Cycles.of(image)) {
            for (int q : orbit) {
                orbitOf[q] = orbitFirst.size();
            }
            orbitFirst.add(orbit[0]);
            orbitSize.add(orbit.length);
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
            bandCycles = new int[cycles.length][][];
            for (int i = 0; i < cycles.length; i++) {
                bandCycles[i] = swaps ? squares(cycles[i]) : new int[][] {cycles[i]};
            }
            for (Band band : bands) {
                band.start(cycles.length);
            }
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

    /** The cycles of s^2 on a cycle c of s: an odd one's every other digit, an even one's two halves. */
    private static int[][] squares(int[] c) {
        int halves = c.length % 2 == 0 ? 2 : 1;
        int[][] out = new int[halves][c.length / halves];
        for (int h = 0; h < halves; h++) {
            for (int j = 0; j < out[h].length; j++) {
                out[h][j] = c[(h + 2 * j) % c.length];
            }
        }
        return out;
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
        if (stopped || (stopped = stop.getAsBoolean())) {
            return;
        }
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
            chosen[i] = o;
            if (fits && leastSoFar(i + 1) && advance(i)) {
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
        int fixing = fixingIfLeast(cycles.length);
        if (fixing == 0) {
            return;
        }
        weight = weight.multiply(BigInteger.valueOf(centraliser.size() / fixing));
        for (Band band : bands) {
            weight = weight.multiply(BigInteger.valueOf(band.statesAfter[cycles.length].get(0)));
        }
        sum = sum.add(weight);
    }

    /**
     * Whether the first {@code upTo} cycles' orbits can begin a least leaf. A leaf is least when no map of the
     * centraliser takes it below itself, run by run of one length, each run's orbits sorted. A run's first orbits are
     * its least; the j-th least of more orbits is at most that of fewer, so a map that takes the first ones below
     * themselves takes every leaf they begin below it.
     */
    private boolean leastSoFar(int upTo) {
        return upTo == cycles.length || fixingIfLeast(upTo) > 0;
    }

    /**
     * If the first {@code upTo} cycles' orbits (non-decreasing along each run of one length) are not taken below
     * themselves by the centraliser, how many of its maps fix them (for a leaf, the orbit's size is the
     * centraliser's over that); else 0.
     */
    private int fixingIfLeast(int upTo) {
        int fixing = 0;
        for (int[] m : centraliser) {
            for (int i = 0; i < upTo; i++) {
                mapped[i] = orbitOf[m[orbitFirst.get(chosen[i])]];
            }
            int compared = 0;
            for (int start = 0; start < upTo && compared == 0; ) {
                int end = start;
                while (end < upTo && cycles[end].length == cycles[start].length) {
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
        return fixing;
    }

    /**
     * Counts each band on through cycle i's band cycles, now that its digits have points; false when a band has no
     * state left, so no leaf below counts.
     */
    private boolean advance(int i) {
        for (Band band : bands) {
            if (!band.advance(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * One band's count of the bands with the chosen points fixed by (g, s), pi being g on its rows, kept per cycle
     * of s placed so that the leaves below a choice share its work: cycle by cycle, the states the columns each row
     * has used (closed columns cleared). Past 5 rows the last row is left out of a state's key: it has used a column
     * exactly when fewer of the other rows have than the digits placed there, which keeps 6 rows of 12 columns
     * within a long.
     */
    private final class Band {
        private final int[] pi;
        /**
         * pi's cycles laid end to end, longest first: {@code layout[k]} is a row, {@code block[k]} the length of its
         * cycle, {@code sameLength[k]} where the run of cycles of that length begins.
         */
        private final int[] layout;

        private final int[] block;
        private final int[] sameLength;
        /** The masks of a key being made, in layout order. */
        private final int[] canon;
        /**
         * Scratch for a leaf of {@link #firstDigit}: the rows' masks with the cycle placed, and where g^j has taken
         * each row and its first digit's stack. A leaf does not recurse, so one set per band serves every state (a
         * fresh set per leaf had four 2x6 classes allocate 11.1 GB instead of 1.6 GB).
         */
        private final int[] placed;

        private final int[] rowAt;
        private final int[] stackAt;
        /** 0 for band 1; all stacks for band 2, whose points are the complements of band 1's. */
        private final int flip;
        /** Per digit placed, its column in each stack. */
        private final int[][] columnIn;
        /** After the first i cycles of s: the states, each column's digits, the columns still open. */
        private LongCounts[] statesAfter;

        private int[][] colouredAfter;
        private int[] openAfter;

        Band(int[] pi, int flip) {
            this.pi = pi;
            List<int[]> cycles = new ArrayList<>(List.of(Cycles.of(pi)));
            cycles.sort((a, b) -> b.length - a.length);
            this.layout = new int[rows];
            this.block = new int[rows];
            this.sameLength = new int[rows];
            this.canon = new int[rows];
            this.placed = new int[rows];
            this.rowAt = new int[rows];
            this.stackAt = new int[rows];
            int k = 0;
            for (int[] cycle : cycles) {
                int start = k > 0 && block[k - 1] == cycle.length ? sameLength[k - 1] : k;
                for (int row : cycle) {
                    layout[k] = row;
                    block[k] = cycle.length;
                    sameLength[k++] = start;
                }
            }
            this.flip = flip;
            this.columnIn = new int[digits][rows];
        }

        /** The count of the given number of cycles, before any has points. */
        void start(int cycles) {
            statesAfter = new LongCounts[cycles + 1];
            colouredAfter = new int[cycles + 1][];
            openAfter = new int[cycles + 1];
            statesAfter[0] = new LongCounts(16);
            statesAfter[0].add(0, 1);
            colouredAfter[0] = new int[digits];
            openAfter[0] = (1 << digits) - 1;
        }

        /** States after cycle i from those before it; false when none is left or when stopped. */
        boolean advance(int i) {
            LongCounts now = statesAfter[i];
            int[] counts = colouredAfter[i].clone();
            int openNow = openAfter[i];
            int[] masks = new int[rows];
            int[] stackOfRow = new int[rows];
            for (int[] cycle : bandCycles[i]) {
                int[] before = counts.clone();
                int openBefore = openNow;
                for (int d : cycle) {
                    for (int k = 0; k < rows; k++) {
                        columnIn[d][k] = 2 * k + ((point[d] ^ flip) >> k & 1);
                        counts[columnIn[d][k]]++;
                    }
                }
                openNow = 0;
                for (int w = 0; w < digits; w++) {
                    openNow |= (counts[w] < rows ? 1 : 0) << w;
                }
                LongCounts next = new LongCounts(now.size() * 4);
                for (int slot = 0; slot < now.capacity(); slot++) {
                    if ((slot & 0xFFF) == 0 && (stopped = stop.getAsBoolean())) {
                        return false; // a step can take minutes on 6x2 bands
                    }
                    long key = now.key(slot);
                    if (key >= 0) {
                        unpack(key, before, openBefore, masks);
                        firstDigit(0, 0, cycle, masks, stackOfRow, openNow, now.count(slot), next);
                    }
                }
                now = next;
                if (now.size() == 0) {
                    return false;
                }
            }
            statesAfter[i + 1] = now;
            colouredAfter[i + 1] = counts;
            openAfter[i + 1] = openNow;
            return true;
        }

        /**
         * A state's key, one for all the states the row maps that commute with pi take it to: the count of
         * completions is the same for them (a completion maps to one). Those maps rotate each cycle of pi and move it
         * onto a cycle of the same length, so each cycle's masks are read from their least rotation and the cycles of
         * one length put in order; where pi is the identity that sorts the rows' masks. The states of a 6x2 band
         * with its rows fixed shrink up to 720 times. (The least key over the maps cost a pass per map for every
         * state made: 48 where pi swaps two rows, and a class counted in half the time without them.)
         */
        private long key(int[] after, int open) {
            for (int k = 0; k < rows; ) {
                int length = block[k];
                int best = 0;
                for (int turn = 1; turn < length; turn++) {
                    if (compareTurns(after, open, k, length, turn, best) < 0) {
                        best = turn;
                    }
                }
                for (int t = 0; t < length; t++) {
                    canon[k + t] = after[layout[k + (best + t) % length]] & open;
                }
                for (int at = k; at > sameLength[k] && lessBlock(at, at - length, length); at -= length) {
                    for (int t = 0; t < length; t++) {
                        int m = canon[at + t];
                        canon[at + t] = canon[at - length + t];
                        canon[at - length + t] = m;
                    }
                }
                k += length;
            }
            long key = 0;
            for (int k = 0; k < rows; k++) {
                if (layout[k] < keyed) {
                    key |= (long) canon[k] << (digits * layout[k]);
                }
            }
            return key;
        }

        /** The cycle at layout k read from turn a against from turn b, masks compared in order. */
        private int compareTurns(int[] after, int open, int k, int length, int a, int b) {
            for (int t = 0; t < length; t++) {
                int x = after[layout[k + (a + t) % length]] & open;
                int y = after[layout[k + (b + t) % length]] & open;
                if (x != y) {
                    return Integer.compare(x, y);
                }
            }
            return 0;
        }

        /** Whether canon's block at a is below the one at b, both of the given length. */
        private boolean lessBlock(int a, int b, int length) {
            for (int t = 0; t < length; t++) {
                if (canon[a + t] != canon[b + t]) {
                    return canon[a + t] < canon[b + t];
                }
            }
            return false;
        }

        /** Row r and on of the cycle's first digit: a stack whose column that row has not used; then the cycle. */
        private void firstDigit(
                int r,
                int usedStacks,
                int[] cycle,
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
                        firstDigit(r + 1, usedStacks | 1 << k, cycle, masks, stackOfRow, open, ways, out);
                    }
                }
                return;
            }
            int[] after = placed;
            int[] row = rowAt;
            int[] stack = stackAt;
            for (int i = 0; i < rows; i++) {
                row[i] = i;
                stack[i] = stackOfRow[i];
                after[i] = masks[i] | 1 << columnIn[d][stack[i]];
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
}
