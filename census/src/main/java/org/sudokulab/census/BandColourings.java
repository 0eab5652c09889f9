package org.sudokulab.census;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.function.BooleanSupplier;

/**
 * N of {@link TwoBandCount}: the bands of R x 2 boxes with given column sets (a signature), counted as edge
 * colourings from both ends of the digits, meeting at the middle one ({@link #count}).
 */
final class BandColourings {
    private final int rows;
    private final int digits;
    /** R!, the renamings of the rows (the colours). */
    private final int factorial;
    /** Per pattern of equal neighbours among R sorted sets (bit c - 1 for sets c - 1 and c), the orbit's size. */
    private final int[] orbitSizes;

    BandColourings(int rows) {
        this.rows = rows;
        this.digits = 2 * rows;
        this.factorial = BoxSymmetry.permutations(rows).size();
        this.orbitSizes = new int[1 << (rows - 1)];
        for (int equal = 0; equal < orbitSizes.length; equal++) {
            int size = factorial;
            for (int c = 1, run = 1; c < rows; c++) {
                run = (equal >> (c - 1) & 1) != 0 ? run + 1 : 1;
                size /= run;
            }
            orbitSizes[equal] = size;
        }
    }

    /** Each digit's columns, 2R bits (stack k, side b at bit 2k + b), one per digit of the class's point counts. */
    private int[] digitColumns(int[] counts) {
        int[] columnsOf = new int[digits];
        int d = 0;
        for (int p = 0; p < counts.length; p++) {
            for (int i = 0; i < counts[p]; i++) {
                int mask = 0;
                for (int k = 0; k < rows; k++) {
                    mask |= 1 << (2 * k + ((p >> k) & 1));
                }
                columnsOf[d++] = mask;
            }
        }
        return columnsOf;
    }

    /**
     * N, the bands of a signature, as the proper R-edge-colourings of a bipartite graph: the digits on one side,
     * the 2R columns on the other, an edge where a digit sits in a column, the colours the R rows. Every vertex has
     * degree R and meets each colour once (a digit takes each row once over the stacks, a column each row once).
     *
     * <p>The digits are coloured one at a time from both ends of an order that fills columns early: a state is the
     * set of columns each colour has used, on the columns still open (some digit of theirs still to come); renaming
     * the colours changes no count, so the R sets are kept sorted, one state per orbit with its members' counts
     * summed. The two ends meet at the middle digit: for each front state and each way to colour the middle digit,
     * the back must use exactly the colours the front left on the columns both touch, one state to look up.
     * N = sum over front states M of F(M) times, over the middle digit's colourings, B(K) / |orbit of K| for the
     * complement K (B sums the |orbit| equal counts of K's members). 2x5: 355 classes in 1.4 s on one core (the
     * whole-state search before, digit by digit to the end, 10.6 s); a 2x6 class: 3.0 s on average over a seeded
     * sample of 1,000 (docs/census.md). Null when stopped.
     */
    BigInteger count(int[] counts, BooleanSupplier stop) {
        int[] order = digitColumns(counts);
        greedyOrder(order);
        int middle = digits / 2 - 1;
        int[] front = Arrays.copyOf(order, middle);
        int[] back = new int[digits - middle - 1];
        for (int i = 0; i < back.length; i++) {
            back[i] = order[digits - 1 - i];
        }
        HalfColouring f = new HalfColouring(front);
        HalfColouring b = new HalfColouring(back);
        LongCounts fs = f.states(stop);
        LongCounts bs = fs == null ? null : b.states(stop);
        if (bs == null) {
            return null;
        }
        perMember(b, bs);
        int digit = order[middle];
        int[] expand = expandTable(f.open);
        int[] compress = compressTable(b.open);
        int all = (1 << Integer.bitCount(b.open)) - 1;
        long[] sum = new long[2];
        int[] masks = new int[rows];
        int[] next = new int[rows];
        Batch lookups = new Batch();
        for (int slot = 0; slot < fs.capacity(); slot++) {
            long key = fs.key(slot);
            if (key < 0) {
                continue;
            }
            if ((slot & 0xFFF) == 0 && stop.getAsBoolean()) {
                return null;
            }
            f.decode(key, masks);
            for (int c = 0; c < rows; c++) {
                masks[c] = expand[masks[c]];
            }
            long ways = fs.count(slot);
            long backs = meet(0, digit, masks, next, compress, all, b, bs, lookups, 0);
            backs = Math.addExact(backs, lookups.sumIn(bs));
            long total = sum[1] + ways * backs;
            sum[0] += Math.multiplyHigh(ways, backs) + (Long.compareUnsigned(total, sum[1]) < 0 ? 1 : 0);
            sum[1] = total;
        }
        return new BigInteger(
                1, ByteBuffer.allocate(16).putLong(sum[0]).putLong(sum[1]).array());
    }

    /**
     * The colourings of one half of a class's digits (R of them, say those in column 0 of a stack), whole: their
     * states, each count that of one member of its orbit ({@link #perMember}). A class's N is then one
     * {@link #join} of its two halves' tables, and one table serves every class with that half ({@link
     * SharedHalves}). Null when stopped.
     */
    HalfTable table(int[] halfCounts, BooleanSupplier stop) {
        HalfColouring colouring = halfColouring(halfCounts);
        LongCounts states = colouring.states(stop);
        if (states == null) {
            return null;
        }
        perMember(colouring, states);
        return new HalfTable(colouring, states);
    }

    /**
     * The table of a half whose states ({@link HalfTable#states}) were kept, on disk say: its colouring's columns
     * replayed without states.
     */
    HalfTable table(int[] halfCounts, LongCounts states) {
        HalfColouring colouring = halfColouring(halfCounts);
        colouring.columnsOnly();
        return new HalfTable(colouring, states);
    }

    /** A half's R digits in the order its table colours them. */
    private HalfColouring halfColouring(int[] halfCounts) {
        int[] order = Arrays.copyOf(digitColumns(halfCounts), rows);
        greedyOrder(order);
        return new HalfColouring(order);
    }

    /** A half's colourings, from {@link #table}. */
    final class HalfTable {
        private final HalfColouring colouring;
        private final LongCounts states;

        private HalfTable(HalfColouring colouring, LongCounts states) {
            this.colouring = colouring;
            this.states = states;
        }

        /** Its states (orbits of colourings under renaming the rows). */
        int size() {
            return states.size();
        }

        /** The states, each with the count of one member of its orbit. */
        LongCounts states() {
            return states;
        }
    }

    /**
     * N of the class whose halves are f and g, each table made for a half's image under a symmetry: column w of the
     * class is column {@code fColumns[w]} of f's table and {@code gColumns[w]} of g's. Each colour must use, in the
     * second half, exactly the open columns the first left it: each state of f, its sets carried onto g's columns
     * and complemented, is one state of g to look up; N = sum of |orbit| F(a) G(K) over f's states a, with F and G
     * per member. f is best the smaller table; the lookups are gathered as in the count. Null when stopped.
     */
    BigInteger join(HalfTable f, int[] fColumns, HalfTable g, int[] gColumns, BooleanSupplier stop) {
        HalfColouring fc = f.colouring;
        HalfColouring gc = g.colouring;
        int[] carry = carryTable(fc.open, fColumns, gc.open, gColumns);
        int all = (1 << Integer.bitCount(gc.open)) - 1;
        int[] masks = new int[rows];
        Batch lookups = new Batch();
        long n = 0;
        for (int slot = 0; slot < f.states.capacity(); slot++) {
            long key = f.states.key(slot);
            if (key < 0) {
                continue;
            }
            if ((slot & 0xFFF) == 0 && stop.getAsBoolean()) {
                return null;
            }
            fc.decode(key, masks);
            int orbit = orbitSize(masks);
            for (int c = 0; c < rows; c++) {
                masks[c] = carry[masks[c]] ^ all;
            }
            lookups.keys[lookups.size] = gc.encode(masks);
            lookups.counts[lookups.size++] = Math.multiplyExact(f.states.count(slot), orbit);
            if (lookups.size == Batch.SIZE) {
                n = Math.addExact(n, lookups.weighIn(g.states));
            }
        }
        return BigInteger.valueOf(Math.addExact(n, lookups.weighIn(g.states)));
    }

    /**
     * A set of f's open columns (bits in f's column order) as the same columns of the class among g's open ones;
     * the two halves must leave the same columns open, the ones they share.
     */
    private int[] carryTable(int fOpen, int[] fColumns, int gOpen, int[] gColumns) {
        int[] gColumnOf = new int[digits]; // f's table column -> g's table column
        for (int w = 0; w < digits; w++) {
            gColumnOf[fColumns[w]] = gColumns[w];
        }
        int carried = 0;
        for (int u = 0; u < digits; u++) {
            carried |= (fOpen >> u & 1) << gColumnOf[u];
        }
        if (carried != gOpen) {
            throw new IllegalArgumentException("the two halves do not leave the same columns open");
        }
        int[] expand = expandTable(fOpen);
        int[] compress = compressTable(gOpen);
        int[] carry = new int[expand.length];
        for (int m = 0; m < carry.length; m++) {
            int image = 0;
            for (int u = 0; u < digits; u++) {
                image |= (expand[m] >> u & 1) << gColumnOf[u];
            }
            carry[m] = compress[image];
        }
        return carry;
    }

    /**
     * B(K) sums the equal counts of K's |orbit| members; each becomes the count of one member, so that the meet adds
     * lookups and divides nothing.
     */
    private void perMember(HalfColouring b, LongCounts bs) {
        int[] masks = new int[rows];
        for (int slot = 0; slot < bs.capacity(); slot++) {
            long key = bs.key(slot);
            if (key >= 0) {
                b.decode(key, masks);
                bs.setCount(slot, bs.count(slot) / orbitSize(masks));
            }
        }
    }

    /** Keys and counts gathered for {@link LongCounts#addAll} and {@link LongCounts#sumAll}. */
    private static final class Batch {
        static final int SIZE = 32;
        final long[] keys = new long[SIZE];
        final long[] counts = new long[SIZE];
        /** The meet's scratch for a complement's sets. */
        final int[] masks = new int[TwoBandCount.MAX_ROWS];

        int size;

        /** Adds the gathered states and their counts to {@code table}, and empties the batch. */
        void addTo(LongCounts table) {
            table.addAll(keys, counts, size);
            size = 0;
        }

        /** The counts of the gathered keys in {@code table}, each times its gathered count, summed; empties it. */
        long weighIn(LongCounts table) {
            long sum = table.weighAll(keys, counts, size);
            size = 0;
            return sum;
        }

        /** The counts of the gathered keys in {@code table}, summed; empties the batch. */
        long sumIn(LongCounts table) {
            long sum = table.sumAll(keys, size);
            size = 0;
            return sum;
        }
    }

    /**
     * The middle digit's colour c and the next ones; at the end, the back state that completes them, gathered in
     * {@code lookups}. Returns {@code backs} plus the members' counts of the lookups made here (the last ones stay
     * gathered).
     */
    private long meet(
            int c,
            int free,
            int[] masks,
            int[] next,
            int[] compress,
            int all,
            HalfColouring b,
            LongCounts bs,
            Batch lookups,
            long backs) {
        if (c == rows) {
            int[] complement = lookups.masks;
            for (int i = 0; i < rows; i++) {
                complement[i] = compress[next[i]] ^ all;
            }
            lookups.keys[lookups.size++] = b.encode(complement);
            if (lookups.size == Batch.SIZE) {
                backs = Math.addExact(backs, lookups.sumIn(bs));
            }
            return backs;
        }
        for (int options = free & ~masks[c]; options != 0; options &= options - 1) {
            int w = options & -options;
            next[c] = masks[c] | w;
            backs = meet(c + 1, free & ~w, masks, next, compress, all, b, bs, lookups, backs);
        }
        return backs;
    }

    /**
     * {@link HalfColouring#encode} for R = 6, the shape whose count takes days: the six sets sorted by a network of
     * twelve compare-exchanges on locals, which the JIT compiles without branches (the insertion sort's branches,
     * taken at random, cost a 2x6 class a fifth of its time). Leaves m sorted.
     */
    static long encodeSix(int[] m, int bits) {
        int a0 = m[0], a1 = m[1], a2 = m[2], a3 = m[3], a4 = m[4], a5 = m[5], t;
        t = Math.min(a0, a5);
        a5 = Math.max(a0, a5);
        a0 = t;
        t = Math.min(a1, a3);
        a3 = Math.max(a1, a3);
        a1 = t;
        t = Math.min(a2, a4);
        a4 = Math.max(a2, a4);
        a2 = t;
        t = Math.min(a1, a2);
        a2 = Math.max(a1, a2);
        a1 = t;
        t = Math.min(a3, a4);
        a4 = Math.max(a3, a4);
        a3 = t;
        t = Math.min(a0, a3);
        a3 = Math.max(a0, a3);
        a0 = t;
        t = Math.min(a2, a5);
        a5 = Math.max(a2, a5);
        a2 = t;
        t = Math.min(a0, a1);
        a1 = Math.max(a0, a1);
        a0 = t;
        t = Math.min(a2, a3);
        a3 = Math.max(a2, a3);
        a2 = t;
        t = Math.min(a4, a5);
        a5 = Math.max(a4, a5);
        a4 = t;
        t = Math.min(a1, a2);
        a2 = Math.max(a1, a2);
        a1 = t;
        t = Math.min(a3, a4);
        a4 = Math.max(a3, a4);
        a3 = t;
        m[0] = a0;
        m[1] = a1;
        m[2] = a2;
        m[3] = a3;
        m[4] = a4;
        m[5] = a5;
        return a0 | (long) a1 << bits | (long) a2 << 2 * bits | (long) a3 << 3 * bits | (long) a4 << 4 * bits;
    }

    /** R! over the factorials of the multiplicities of equal sets (sorted, as {@link HalfColouring#decode} gives). */
    private int orbitSize(int[] sortedMasks) {
        int equal = 0;
        for (int c = 1; c < rows; c++) {
            equal |= (sortedMasks[c] == sortedMasks[c - 1] ? 1 : 0) << (c - 1);
        }
        return orbitSizes[equal];
    }

    /** A column set as bits 0..a-1, one per open column in column order. */
    private int[] compressTable(int openColumns) {
        int[] table = new int[1 << digits];
        for (int m = 0; m < table.length; m++) {
            table[m] = compress(m, openColumns);
        }
        return table;
    }

    private int[] expandTable(int openColumns) {
        int[] table = new int[1 << Integer.bitCount(openColumns)];
        for (int w = 0, bit = 0; w < digits; w++) {
            if ((openColumns >> w & 1) != 0) {
                for (int m = 0; m < table.length; m++) {
                    table[m] |= (m >> bit & 1) << w;
                }
                bit++;
            }
        }
        return table;
    }

    private int compress(int set, int openColumns) {
        int out = 0;
        for (int w = 0, bit = 0; w < digits; w++) {
            if ((openColumns >> w & 1) != 0) {
                out |= (set >> w & 1) << bit++;
            }
        }
        return out;
    }

    /** The colourings of some of the digits, one digit at a time; see {@link #count}. */
    private final class HalfColouring {
        private final int[] order;
        /** The columns open after the last digit: touched, and not all R of their digits coloured. */
        int open;
        /** Per column, how many of its digits have been coloured. */
        private final int[] coloured = new int[digits];
        /** The states made and not yet added. */
        private final Batch batch = new Batch();
        /** {@link #planes} of the columns open after the last digit, set by {@link #states}. */
        private int[] openPlanes;

        HalfColouring(int[] order) {
            this.order = order;
        }

        /** The states after the last digit; null when stopped. */
        LongCounts states(BooleanSupplier stop) {
            LongCounts states = new LongCounts(16);
            states.add(0, 1);
            int[] masks = new int[rows];
            int[] next = new int[rows];
            int[] sorted = new int[rows];
            for (int digit : order) {
                int before = open;
                int[] expand = expandTable(before);
                int[] planes = planes(before, coloured);
                colour(digit);
                int[] compress = compressTable(open);
                // Sized for as many states as before, grown by doubling: the count moves by 0.6x to 250x a digit,
                // and four times the states before had left a 2x6 class's last back step with 67 million slots
                // (1 GB, filled and scanned) for 2.6 million states.
                LongCounts after = new LongCounts(states.size());
                for (int slot = 0; slot < states.capacity(); slot++) {
                    long key = states.key(slot);
                    if (key < 0) {
                        continue;
                    }
                    if ((slot & 0xFFF) == 0 && stop.getAsBoolean()) {
                        return null;
                    }
                    decode(key, masks, Integer.bitCount(before), planes);
                    for (int c = 0; c < rows; c++) {
                        masks[c] = expand[masks[c]];
                    }
                    assign(0, digit, masks, next, sorted, compress, states.count(slot), after);
                }
                batch.addTo(after);
                states = after;
            }
            openPlanes = planes(open, coloured);
            return states;
        }

        /** The columns after all the digits, without the states (a table read back). */
        void columnsOnly() {
            for (int digit : order) {
                colour(digit);
            }
            openPlanes = planes(open, coloured);
        }

        /** The digit's columns have one more digit coloured; open are those touched and not full. */
        private void colour(int digit) {
            int full = 0;
            for (int w = 0; w < digits; w++) {
                coloured[w] += digit >> w & 1;
                full |= (coloured[w] == rows ? 1 : 0) << w;
            }
            open = (open | digit) & ~full;
        }

        /** Colour c and the next ones: each takes a column of the digit's that it has not used. */
        private void assign(
                int c, int free, int[] masks, int[] next, int[] sorted, int[] compress, long ways, LongCounts out) {
            if (c == rows) {
                for (int i = 0; i < rows; i++) {
                    sorted[i] = compress[next[i]];
                }
                batch.keys[batch.size] = encode(sorted);
                batch.counts[batch.size++] = ways;
                if (batch.size == Batch.SIZE) {
                    batch.addTo(out);
                }
                return;
            }
            for (int options = free & ~masks[c]; options != 0; options &= options - 1) {
                int w = options & -options;
                next[c] = masks[c] | w;
                assign(c + 1, free & ~w, masks, next, sorted, compress, ways, out);
            }
        }

        /** Sorts the sets; the key holds all but the last (the largest, which the columns' counts imply). */
        long encode(int[] masks) {
            if (rows == 6) {
                return encodeSix(masks, Integer.bitCount(open));
            }
            for (int i = 1; i < rows; i++) {
                int m = masks[i];
                int j = i - 1;
                for (; j >= 0 && masks[j] > m; j--) {
                    masks[j + 1] = masks[j];
                }
                masks[j + 1] = m;
            }
            int a = Integer.bitCount(open);
            long key = 0;
            for (int c = 0; c < rows - 1; c++) {
                key |= (long) masks[c] << (a * c);
            }
            return key;
        }

        /** The R sets of a state after the last digit, on the open columns, sorted. */
        void decode(long key, int[] masks) {
            decode(key, masks, Integer.bitCount(open), openPlanes);
        }

        /**
         * The key's R - 1 sets, and the last: the open columns where one more digit is coloured than these sets hold.
         * The sets' sum is taken bit-sliced, three bit planes for the open columns at once, and compared to the
         * planes of the coloured digits less one ({@link #planes}), without the branches of a column at a time.
         */
        private void decode(long key, int[] masks, int a, int[] planes) {
            int s0 = 0;
            int s1 = 0;
            int s2 = 0;
            for (int c = 0; c < rows - 1; c++) {
                int m = (int) (key >>> (a * c)) & ((1 << a) - 1);
                masks[c] = m;
                int carry0 = s0 & m;
                s0 ^= m;
                s2 ^= s1 & carry0;
                s1 ^= carry0;
            }
            masks[rows - 1] = ~((s0 ^ planes[0]) | (s1 ^ planes[1]) | (s2 ^ planes[2])) & ((1 << a) - 1);
        }

        /** Of the open columns (one bit each, in column order), the digits coloured less one, in three bit planes. */
        private int[] planes(int openColumns, int[] counts) {
            int[] planes = new int[3];
            for (int w = 0, bit = 0; w < digits; w++) {
                if ((openColumns >> w & 1) != 0) {
                    for (int k = 0; k < 3; k++) {
                        planes[k] |= ((counts[w] - 1) >> k & 1) << bit;
                    }
                    bit++;
                }
            }
            return planes;
        }
    }

    /**
     * Next the digit whose columns are the fullest (squares of the digits already in them): columns fill up
     * sooner, and a full column no longer tells states apart. All of 2x5 took 34 s in the plain order, 8.5 s so.
     */
    private void greedyOrder(int[] columnsOf) {
        int[] filled = new int[digits];
        for (int i = 0; i < columnsOf.length; i++) {
            int best = i;
            int bestScore = -1;
            for (int j = i; j < columnsOf.length; j++) {
                int score = 0;
                for (int w = 0; w < digits; w++) {
                    if ((columnsOf[j] >> w & 1) != 0) {
                        score += filled[w] * filled[w];
                    }
                }
                if (score > bestScore) {
                    best = j;
                    bestScore = score;
                }
            }
            int chosen = columnsOf[best];
            columnsOf[best] = columnsOf[i];
            columnsOf[i] = chosen;
            for (int w = 0; w < digits; w++) {
                filled[w] += chosen >> w & 1;
            }
        }
    }
}
