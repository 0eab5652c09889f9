package org.sudokulab.census;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * All 9x9 grids counted by bands (Felgenhauer and Jarvis 2005, with band signatures). A band is three rows;
 * its column sets (which three digits each column holds) are all that matters between bands: a grid is three
 * bands whose column sets partition the digits column by column. Where each digit sits, one column index per
 * stack, is a point of {0,1,2}^3; the number of bands with given column sets, N, depends only on the
 * multiset of the nine points (relabelling digits changes nothing), and so does the number of completions C of
 * a top band: the sum over the 56^3 ways to give band 2 its column sets of N(band 2) * N(band 3).
 *
 * <p>Relabelling fixes the first box (9! top bands per fixed one), the 2,612,736 top bands with a fixed first
 * box are enumerated, and C is computed once per class of point multisets under column permutations within
 * stacks and stack permutations (the 1,296 symmetries that keep N and C): there are 44 such classes, the
 * classes of equal completion counts of the literature.
 */
public final class BandCount {
    private static final int[][] P3 = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    /** The 1,296 maps of the 27 points: a column permutation per stack, then a permutation of the stacks. */
    private static final int[][] SYMMETRIES = symmetries();

    // Keyed by packed multisets ({@link #key(int[])}), unboxed: boxed map look-ups were a third of the table's JFR
    // samples.
    private final LongCounts bandsByKey = new LongCounts(1 << 16);
    private final LongCounts completionsByClass = new LongCounts(64);
    private final LongCounts classOfKey = new LongCounts(1 << 12);
    /** {@link #keyOf}'s scratch: each digit's point. */
    private final int[] digitPoint = new int[9];

    private static final int[] STACK_WEIGHT = {9, 3, 1};

    /** One class of top bands: how many of the 2,612,736 fall in it, and the completions of each. */
    public record BandClass(long bands, long completions) {}

    /** The count and the table behind it. */
    public record Result(BigInteger grids, long topBands, List<BandClass> classes, long millis) {
        /** Lexicographically reduced top bands: column order inside boxes 2 and 3 and their order fixed (72). */
        public long reducedBands() {
            return topBands / 72;
        }

        /** A class's size among the reduced bands (every class is a union of whole 72-band orbits). */
        public static long reducedSize(BandClass c) {
            if (c.bands() % 72 != 0) {
                throw new IllegalStateException("a class of " + c.bands() + " bands is not a union of 72-band orbits");
            }
            return c.bands() / 72;
        }
    }

    public Result count(BooleanSupplier stop) {
        long start = System.nanoTime();
        int[][] band = new int[3][9];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                band[r][c] = r * 3 + c;
            }
        }
        // Per band only its class is counted; the sum takes each class's completions times its bands at the end.
        LongCounts bandsOfClass = new LongCounts(64);
        long[] topBands = {0};
        fill(band, 0, 3, stop, b -> {
            topBands[0]++;
            bandsOfClass.add(classOf(b), 1);
        });
        Map<Long, BandClass> classes = new TreeMap<>();
        BigInteger sum = BigInteger.ZERO;
        for (int slot = 0; slot < bandsOfClass.capacity(); slot++) {
            long cls = bandsOfClass.key(slot);
            if (cls >= 0) {
                BandClass c = new BandClass(bandsOfClass.count(slot), completionsByClass.get(cls, -1));
                classes.put(cls, c);
                sum = sum.add(BigInteger.valueOf(c.bands()).multiply(BigInteger.valueOf(c.completions())));
            }
        }
        List<BandClass> table = new ArrayList<>(classes.values());
        table.sort((a, b) -> Long.compare(b.completions(), a.completions()));
        // 9! relabellings of the first box
        BigInteger grids = sum.multiply(BigInteger.valueOf(362_880));
        return new Result(grids, topBands[0], table, (System.nanoTime() - start) / 1_000_000);
    }

    /** The completions of any top band (rows 4-9 filled in every way), e.g. 123456789/456789123/789123456. */
    public long completions(int[][] band) {
        return completionsByClass.get(classOf(band), -1);
    }

    private long classOf(int[][] band) {
        long k = keyOf(band);
        long cls = classOfKey.get(k, -1);
        if (cls < 0) {
            int[][] col = columns(band);
            cls = canonical(col);
            classOfKey.add(k, cls);
            if (completionsByClass.get(cls, -1) < 0) {
                completionsByClass.add(cls, computeCompletions(col));
            }
        }
        return cls;
    }

    /**
     * {@link #key(int[])} of the band's points, without building its {@link #columns}: digit d's point is the sum
     * over the stacks of its column there times 9, 3 or 1 ({@link #computeCompletions} sums the key so too). Called
     * for each of the 2,612,736 top bands: with no array and no BigInteger made per band the enumeration takes 1.4 s
     * in one JVM (C1), against about 6 s.
     */
    private long keyOf(int[][] band) {
        int[] point = digitPoint;
        Arrays.fill(point, 0);
        for (int[] row : band) {
            for (int c = 0; c < 9; c++) {
                point[row[c]] += c % 3 * STACK_WEIGHT[c / 3];
            }
        }
        return key(point);
    }

    /** col[stack][digit]: the column (0..2) of the digit within the stack. */
    private static int[][] columns(int[][] band) {
        int[][] col = new int[3][9];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 9; c++) {
                col[c / 3][band[r][c]] = c % 3;
            }
        }
        return col;
    }

    /** {@link #key(int[])} of the column sets' {@link #points}. */
    private static long key(int[][] col) {
        return key(points(col));
    }

    /** Each digit's point of the 27: 9 col[0][d] + 3 col[1][d] + col[2][d]. */
    private static int[] points(int[][] col) {
        int[] point = new int[9];
        for (int d = 0; d < 9; d++) {
            point[d] = 9 * col[0][d] + 3 * col[1][d] + col[2][d];
        }
        return point;
    }

    /**
     * The multiset of the digits' points, packed: 27 counts of 0..3, two bits each, point 0 the most significant. A
     * sum over the digits, each adding 4^(26 - its point) (no point holds more than three, so nothing carries).
     */
    private static long key(int[] point) {
        long k = 0;
        for (int p : point) {
            k += 1L << 2 * (26 - p);
        }
        return k;
    }

    /** How many digits each of the 27 points holds. */
    private static int[] counts(int[][] col) {
        int[] count = new int[27];
        for (int p : points(col)) {
            count[p]++;
        }
        return count;
    }

    /**
     * The least packed key of the multiset's images. The maps are a group, so reading the counts through each map
     * meets the same images as moving them by it, and a key's digits come most significant first: a map is dropped
     * at the first digit that takes it past the best so far (the canonical forms took a fifth of the band table).
     */
    private static long canonical(int[][] col) {
        int[] count = counts(col);
        long best = Long.MAX_VALUE;
        for (int[] map : SYMMETRIES) {
            long k = 0;
            int i = 0;
            while (i < 27 && (k = k * 4 + count[map[i]]) <= best >>> (2 * (26 - i))) {
                i++;
            }
            if (i == 27) {
                best = k;
            }
        }
        return best;
    }

    private static int[][] symmetries() {
        List<int[]> out = new ArrayList<>();
        for (int[] stacks : P3) {
            for (int[] a : P3) {
                for (int[] b : P3) {
                    for (int[] c : P3) {
                        int[] map = new int[27];
                        for (int x = 0; x < 3; x++) {
                            for (int y = 0; y < 3; y++) {
                                for (int z = 0; z < 3; z++) {
                                    int[] v = {a[x], b[y], c[z]};
                                    map[x * 9 + y * 3 + z] = v[stacks[0]] * 9 + v[stacks[1]] * 3 + v[stacks[2]];
                                }
                            }
                        }
                        out.add(map);
                    }
                }
            }
        }
        return out.toArray(new int[0][]);
    }

    /** C: band 2 gives each digit another column in each stack, three digits a column; band 3 takes the rest. */
    private long computeCompletions(int[][] col1) {
        List<int[]>[] options = new List[3];
        int[][][] third = new int[3][][];
        for (int s = 0; s < 3; s++) {
            options[s] = new ArrayList<>();
            secondBand(col1[s], 0, new int[9], new int[3], options[s]);
            third[s] = new int[options[s].size()][9];
            for (int i = 0; i < options[s].size(); i++) {
                for (int d = 0; d < 9; d++) {
                    third[s][i][d] = 3 - col1[s][d] - options[s].get(i)[d];
                }
            }
        }
        long total = 0;
        int[][] col2 = new int[3][];
        int[][] col3 = new int[3][];
        // A key is a sum over the digits (digit d at point p adds 4^(26 - p); no point holds more than three), so
        // the last stack's loop adds nine shifts to what the first two stacks fixed, and meets N by its key.
        int[] shift2 = new int[9];
        int[] shift3 = new int[9];
        for (int i = 0; i < options[0].size(); i++) {
            col2[0] = options[0].get(i);
            col3[0] = third[0][i];
            for (int j = 0; j < options[1].size(); j++) {
                col2[1] = options[1].get(j);
                col3[1] = third[1][j];
                for (int d = 0; d < 9; d++) {
                    shift2[d] = 2 * (26 - 9 * col2[0][d] - 3 * col2[1][d]);
                    shift3[d] = 2 * (26 - 9 * col3[0][d] - 3 * col3[1][d]);
                }
                for (int l = 0; l < options[2].size(); l++) {
                    col2[2] = options[2].get(l);
                    col3[2] = third[2][l];
                    long k2 = 0;
                    long k3 = 0;
                    for (int d = 0; d < 9; d++) {
                        k2 += 1L << (shift2[d] - 2 * col2[2][d]);
                        k3 += 1L << (shift3[d] - 2 * col3[2][d]);
                    }
                    long n2 = bandsByKey.get(k2, -1);
                    long n3 = bandsByKey.get(k3, -1);
                    total += (n2 >= 0 ? n2 : bands(col2)) * (n3 >= 0 ? n3 : bands(col3));
                }
            }
        }
        return total;
    }

    private static void secondBand(int[] first, int d, int[] cur, int[] filled, List<int[]> out) {
        if (d == 9) {
            out.add(cur.clone());
            return;
        }
        for (int c = 0; c < 3; c++) {
            if (c != first[d] && filled[c] < 3) {
                cur[d] = c;
                filled[c]++;
                secondBand(first, d + 1, cur, filled, out);
                filled[c]--;
            }
        }
    }

    /**
     * N: the bands with these column sets. Rows go to each column's three digits by a permutation per column
     * (stack 1 freely, stack 2 avoiding each digit's stack-1 row); stack 3 then gets each digit's remaining
     * row, which must be a permutation in each of its columns too.
     */
    long bands(int[][] col) {
        long k = key(col);
        long hit = bandsByKey.get(k, -1);
        if (hit >= 0) {
            return hit;
        }
        int[][][] members = new int[3][3][3];
        int[][] filled = new int[3][3];
        for (int s = 0; s < 3; s++) {
            for (int d = 0; d < 9; d++) {
                int c = col[s][d];
                members[s][c][filled[s][c]++] = d;
            }
        }
        long total = 0;
        int[] row1 = new int[9];
        int[] row2 = new int[9];
        // Relabelling the three rows maps bands with these column sets to such bands, one to one, and moves the rows
        // of stack 1's first column: so its rows are fixed in order (P3[0]) and the count taken six times.
        for (int a = 0; a < 36; a++) {
            int[] p = {0, a / 6, a % 6};
            for (int j = 0; j < 3; j++) {
                for (int i = 0; i < 3; i++) {
                    row1[members[0][j][i]] = P3[p[j]][i];
                }
            }
            total += stackTwo(members, row1, row2, 0);
        }
        total *= 6;
        bandsByKey.add(k, total);
        return total;
    }

    /** Stack 2 column by column, each digit avoiding its stack-1 row; at the end, stack 3 must work out. */
    private static long stackTwo(int[][][] members, int[] row1, int[] row2, int column) {
        if (column == 3) {
            for (int j = 0; j < 3; j++) {
                int seen = 0;
                for (int i = 0; i < 3; i++) {
                    int d = members[2][j][i];
                    int bit = 1 << (3 - row1[d] - row2[d]);
                    if ((seen & bit) != 0) {
                        return 0;
                    }
                    seen |= bit;
                }
            }
            return 1;
        }
        long total = 0;
        int[] digits = members[1][column];
        for (int[] perm : P3) {
            if (perm[0] != row1[digits[0]] && perm[1] != row1[digits[1]] && perm[2] != row1[digits[2]]) {
                row2[digits[0]] = perm[0];
                row2[digits[1]] = perm[1];
                row2[digits[2]] = perm[2];
                total += stackTwo(members, row1, row2, column + 1);
            }
        }
        return total;
    }

    /** Every top band whose first box is 1..9 in order (digits 0..8 here). */
    static void fill(int[][] b, int r, int c, BooleanSupplier stop, Consumer<int[][]> each) {
        if (c == 9) {
            r++;
            c = 3;
            if (r == 3) {
                each.accept(b);
                return;
            }
        }
        if (stop.getAsBoolean()) {
            return;
        }
        int box = c / 3 * 3;
        for (int d = 0; d < 9; d++) {
            boolean ok = true;
            for (int cc = 0; cc < c && ok; cc++) {
                ok = b[r][cc] != d;
            }
            for (int rr = 0; rr < r && ok; rr++) {
                for (int cc = box; cc < box + 3 && ok; cc++) {
                    ok = b[rr][cc] != d;
                }
            }
            if (ok) {
                b[r][c] = d;
                fill(b, r, c + 1, stop, each);
            }
        }
    }
}
