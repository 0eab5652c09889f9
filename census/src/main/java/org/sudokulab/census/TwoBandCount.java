package org.sudokulab.census;

import java.io.Serializable;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.LocalEngine;

/**
 * Grids of R x 2 boxes (and of 2 x R by transposition: the same count) by band signatures. There are two bands
 * of R rows; in each of the R stacks a digit sits in column 0 or 1, so a band's signature (its column sets) gives
 * every digit a point of {0,1}^R, R digits in each column. Band 2's column sets are band 1's complements, and
 * flipping every stack's columns is a symmetry, so N(band 2) = N(band 1) and
 * grids = sum over the C(2R,R)^R signatures of N^2.
 *
 * <p>The signatures are grouped, one stack at a time, into classes under the digit relabellings, the stack
 * permutations and the column swaps in each stack, none of which changes N; for R = 5 the 1,016,255,020,032
 * signatures fall into 355 classes. N for a class is the number of ways to give rows to the digits: each digit
 * a permutation of the R rows over the stacks, each column's R digits all different rows. That is counted digit
 * by digit over the rows already taken in each column (the first digit's rows fixed, times R!).
 * All 355 classes of 2x5 take about 8 s on two cores; they can be spread over an {@link Engine}.
 */
public final class TwoBandCount {
    public static final int MAX_ROWS = 5;

    private final int rows;
    private final int digits;
    /** The R! orders of the rows, one of which a digit takes over the stacks. */
    private final int[][] rowOrders;

    public TwoBandCount(int rows) {
        if (rows < 2 || rows > MAX_ROWS) {
            throw new IllegalArgumentException("two-band counting is for R x 2 boxes with R = 2.." + MAX_ROWS);
        }
        this.rows = rows;
        this.digits = 2 * rows;
        this.rowOrders = BoxSymmetry.permutations(rows).toArray(new int[0][]);
    }

    /** Progress: classes whose N is known, of all. */
    public interface Progress {
        void classesDone(int done, int total);
    }

    /** The count (a lower bound when stopped early), the band signatures, their classes, and how many were counted. */
    public record Result(BigInteger grids, long signatures, int classes, int classesCounted) {
        public boolean complete() {
            return classesCounted == classes;
        }
    }

    /** A class of signatures: how many points of each kind (index = the point's bits), how many signatures. */
    record SignatureClass(int[] counts, long signatures) implements Serializable {}

    /** {@link #count(Engine, BooleanSupplier, Progress)} on this JVM's cores. */
    public Result count(BooleanSupplier stop, Progress progress) {
        try (Engine here = LocalEngine.onEveryCore()) {
            return count(here, stop, progress);
        }
    }

    /**
     * N for every signature class, the classes spread over {@code engine}; the sum does not depend on where or in
     * which order they were counted. When {@code stop} says so (read as classes finish) the result is a lower bound.
     */
    public Result count(Engine engine, BooleanSupplier stop, Progress progress) {
        List<SignatureClass> classes = signatureClasses();
        BigInteger[] grids = {BigInteger.ZERO};
        int[] done = {0};
        engine.runUntil(
                rows,
                classes,
                (rows, c, where) -> new TwoBandCount(rows).bands(c.counts()),
                (i, bands) -> {
                    BigInteger n = BigInteger.valueOf(bands);
                    grids[0] = grids[0].add(n.multiply(n)
                            .multiply(BigInteger.valueOf(classes.get(i).signatures())));
                    progress.classesDone(++done[0], classes.size());
                },
                stop);
        long signatures = classes.stream().mapToLong(SignatureClass::signatures).sum();
        return new Result(grids[0], signatures, classes.size(), done[0]);
    }

    /**
     * Stack by stack: split every kind of digit by its column in the new stack (R digits in column 1), weigh by
     * the ways to choose those digits, and merge kinds that a stack permutation or column swap makes equal.
     */
    List<SignatureClass> signatureClasses() {
        Map<String, SignatureClass> level = Map.of("", new SignatureClass(new int[] {digits}, 1));
        for (int stack = 0; stack < rows; stack++) {
            int[][] maps = pointMaps(stack + 1);
            Map<String, SignatureClass> next = new HashMap<>();
            for (SignatureClass c : level.values()) {
                split(c.counts(), 0, rows, new int[c.counts().length * 2], c.signatures(), maps, next);
            }
            level = next;
        }
        return new ArrayList<>(level.values());
    }

    /**
     * The number of signature classes without listing them, by Burnside's lemma: the classes are the orbits of the
     * point counts under the {@code R! 2^R} maps of {@code {0,1}^R} (stack permutations, column swaps), so their
     * number is the average over the maps of the point counts a map keeps. A map keeps the counts that are constant
     * on each of its cycles of points, so those are counted cycle by cycle (how many digits so far, how many in each
     * stack's column 1). Maps of the same signed cycle type (the stack cycles' lengths and the parity of the swaps
     * along each) keep equally many, so one of each type is counted. For R = 6, where listing the classes took more
     * than 15 minutes, this takes seconds.
     */
    public static BigInteger classCount(int rows) {
        int[][] maps = pointMaps(rows);
        Map<String, int[]> types = new HashMap<>(); // signed cycle type -> a map of it
        Map<String, Long> sizes = new HashMap<>();
        int i = 0;
        for (int[] perm : BoxSymmetry.permutations(rows)) {
            for (int flip = 0; flip < (1 << rows); flip++) {
                String type = signedCycleType(perm, flip);
                types.putIfAbsent(type, maps[i]);
                sizes.merge(type, 1L, Long::sum);
                i++;
            }
        }
        BigInteger kept = BigInteger.ZERO;
        for (Map.Entry<String, int[]> t : types.entrySet()) {
            kept = kept.add(BigInteger.valueOf(keptCounts(t.getValue(), rows))
                    .multiply(BigInteger.valueOf(sizes.get(t.getKey()))));
        }
        BigInteger[] classes = kept.divideAndRemainder(BigInteger.valueOf(maps.length));
        if (classes[1].signum() != 0) {
            throw new IllegalStateException("Burnside's sum " + kept + " is not a multiple of " + maps.length);
        }
        return classes[0];
    }

    /** The cycles of the stack permutation, each with the parity of the column swaps along it, sorted. */
    private static String signedCycleType(int[] perm, int flip) {
        List<String> cycles = new ArrayList<>();
        boolean[] seen = new boolean[perm.length];
        for (int start = 0; start < perm.length; start++) {
            int length = 0;
            int parity = 0;
            for (int j = start; !seen[j]; j = perm[j]) {
                seen[j] = true;
                length++;
                parity ^= flip >> j & 1;
            }
            if (length > 0) {
                cycles.add(length + (parity == 0 ? "+" : "-"));
            }
        }
        cycles.sort(null);
        return cycles.toString();
    }

    /**
     * The point counts {@code map} keeps: 2R digits in all, R in column 1 of every stack, equal counts on each of its
     * cycles of points.
     */
    private static long keptCounts(int[] map, int rows) {
        int digits = 2 * rows;
        int base = rows + 1;
        int perTotal = power(base, rows);
        // state: digits so far * perTotal + sum over stacks of (digits in its column 1) * base^stack
        long[] ways = new long[(digits + 1) * perTotal];
        ways[0] = 1;
        boolean[] seen = new boolean[map.length];
        for (int start = 0; start < map.length; start++) {
            if (seen[start]) {
                continue;
            }
            int length = 0;
            int[] ones = new int[rows];
            for (int p = start; !seen[p]; p = map[p]) {
                seen[p] = true;
                length++;
                for (int j = 0; j < rows; j++) {
                    ones[j] += p >> j & 1;
                }
            }
            long[] next = ways.clone(); // the cycle's points taken 0 times
            for (int state = 0; state < ways.length; state++) {
                if (ways[state] == 0) {
                    continue;
                }
                int total = state / perTotal;
                int[] column = new int[rows];
                for (int j = 0, rest = state % perTotal; j < rows; j++, rest /= base) {
                    column[j] = rest % base;
                }
                for (int m = 1; total + m * length <= digits; m++) {
                    int to = (total + m * length) * perTotal;
                    boolean fits = true;
                    for (int j = rows - 1; j >= 0 && fits; j--) {
                        int c = column[j] + m * ones[j];
                        fits = c <= rows;
                        to += c * power(base, j);
                    }
                    if (!fits) {
                        break;
                    }
                    next[to] += ways[state];
                }
            }
            ways = next;
        }
        int full = digits * perTotal;
        for (int j = 0; j < rows; j++) {
            full += rows * power(base, j);
        }
        return ways[full];
    }

    private static int power(int base, int exponent) {
        int p = 1;
        for (int i = 0; i < exponent; i++) {
            p *= base;
        }
        return p;
    }

    private void split(
            int[] counts, int kind, int ones, int[] into, long ways, int[][] maps, Map<String, SignatureClass> out) {
        if (kind == counts.length) {
            if (ones == 0) {
                int[] canonical = canonical(into, maps);
                out.merge(
                        Arrays.toString(canonical),
                        new SignatureClass(canonical, ways),
                        (a, b) -> new SignatureClass(a.counts(), a.signatures() + b.signatures()));
            }
            return;
        }
        for (int x = 0; x <= Math.min(counts[kind], ones); x++) {
            into[kind] = counts[kind] - x;
            into[kind + counts.length] = x;
            split(counts, kind + 1, ones - x, into, ways * binomial(counts[kind], x), maps, out);
        }
    }

    private static long binomial(int n, int k) {
        long r = 1;
        for (int i = 0; i < k; i++) {
            r = r * (n - i) / (i + 1);
        }
        return r;
    }

    /** The least image of the counts under the maps of the points. */
    private static int[] canonical(int[] counts, int[][] maps) {
        int[] best = null;
        int[] image = new int[counts.length];
        for (int[] map : maps) {
            for (int p = 0; p < counts.length; p++) {
                image[map[p]] = counts[p];
            }
            if (best == null || Arrays.compare(image, best) < 0) {
                best = image.clone();
            }
        }
        return best;
    }

    /** The k! 2^k maps of {0,1}^k: a column swap per stack, then a permutation of the stacks. */
    private static int[][] pointMaps(int k) {
        List<int[]> perms = BoxSymmetry.permutations(k);
        int[][] maps = new int[perms.size() << k][];
        int i = 0;
        for (int[] perm : perms) {
            for (int flip = 0; flip < (1 << k); flip++) {
                int[] map = new int[1 << k];
                for (int p = 0; p < map.length; p++) {
                    int q = 0;
                    for (int j = 0; j < k; j++) {
                        q |= (((p ^ flip) >> j) & 1) << perm[j];
                    }
                    map[p] = q;
                }
                maps[i++] = map;
            }
        }
        return maps;
    }

    /**
     * Next the digit whose columns are the fullest (squares of the digits already in them): columns fill up
     * sooner, and a full column no longer tells states apart. All of 2x5 took 34 s in the plain order, 8.5 s so.
     */
    private void greedyOrder(int[] columnsOf) {
        int[] filled = new int[digits];
        for (int i = 0; i < digits; i++) {
            int best = i;
            int bestScore = -1;
            for (int j = i; j < digits; j++) {
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

    /**
     * N: rows for every digit, a permutation over the stacks, each column (stack, side) taking each row once.
     * State: R bits of rows taken per column, 2R columns (50 bits for R = 5).
     */
    long bands(int[] counts) {
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
        greedyOrder(columnsOf);
        LongCounts states = new LongCounts(16);
        long first = 0;
        int row = 0;
        for (int w = 0; w < digits; w++) {
            if ((columnsOf[0] >> w & 1) != 0) {
                first |= 1L << (w * rows + row++);
            }
        }
        states.add(first, 1);
        int[] columns = new int[rows];
        for (int i = 1; i < digits; i++) {
            int q = 0;
            for (int w = 0; w < digits; w++) {
                if ((columnsOf[i] >> w & 1) != 0) {
                    columns[q++] = w * rows;
                }
            }
            LongCounts next = new LongCounts(states.size() * 4);
            for (int slot = 0; slot < states.capacity(); slot++) {
                long state = states.key(slot);
                if (state < 0) {
                    continue;
                }
                long ways = states.count(slot);
                nextPerm:
                for (int[] perm : rowOrders) {
                    long t = state;
                    for (int k = 0; k < rows; k++) {
                        long bit = 1L << (columns[k] + perm[k]);
                        if ((t & bit) != 0) {
                            continue nextPerm;
                        }
                        t |= bit;
                    }
                    next.add(t, ways);
                }
            }
            states = next;
        }
        return Math.multiplyExact(states.total(), rowOrders.length);
    }
}
