package org.sudokulab.generator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;
import org.sudokulab.api.Geometry;

/**
 * The row-successor method of seed 001: every valid row (a permutation of 1..n) is an index into one sorted
 * table; the rows that may follow a row are its column successors (no digit in the same column) and, inside
 * a band, its box successors (no digit shared within a box); each next row is drawn from the intersection of
 * the successor sets of the rows above it.
 *
 * <p>The successor sets are bit sets over the table. Storing one per row would take n!^2 bits (16 GB for
 * 9x9), so the table keeps one bit set per (position, digit), "rows with digit d at position p", and the
 * successor set of row a is the complement of the union of the sets its digits pick. Intersections of
 * successor sets are then word-wise AND-NOTs over these n*n sets. Boxes of any shape with n <= 9.
 *
 * <p>Uniform for n <= 6: the first row is drawn uniformly (relabelling the digits maps the grids over any
 * first row one to one onto those over any other, so every first row has the same number of completions),
 * then one completion is drawn uniformly from all of them, enumerated through the successor sets (12 for
 * 4x4, 39,168 for 6x6). From n = 8 on each next row is drawn uniformly from the candidates, with
 * backtracking at dead ends: not uniform over grids.
 */
public final class RowSuccessorGridSampler implements GridSampler {
    /** n! rows: 9! = 362,880 fits; 10! would need 100 bit sets of 3.6 M bits and more per draw. */
    static final int MAX_N = 9;
    /** Up to this size the draw enumerates every completion, which makes it uniform. */
    static final int UNIFORM_MAX_N = 6;

    private static final Map<Geometry, RowSuccessorGridSampler> CACHE = new ConcurrentHashMap<>();

    private final Geometry geometry;
    private final int n;
    private final int rows;
    /** rows * n digits, the permutations in lexicographic order. */
    private final byte[] table;
    /** with[p * (n + 1) + d]: the rows holding digit d at position p, as bit sets. */
    private final long[][] with;

    private final int words;

    public static RowSuccessorGridSampler of(Geometry geometry) {
        if (geometry.isJigsaw()) {
            throw new IllegalArgumentException("the row-successor method needs boxes (rows of a band share boxes); "
                    + "use the search method for jigsaw layouts");
        }
        if (geometry.size() > MAX_N) {
            throw new IllegalArgumentException("the row-successor method keeps all n! rows, which stops at n = " + MAX_N
                    + " (" + geometry.describe() + " would need " + geometry.size() + "! rows); use the search method");
        }
        return CACHE.computeIfAbsent(geometry, RowSuccessorGridSampler::new);
    }

    private RowSuccessorGridSampler(Geometry geometry) {
        this.geometry = geometry;
        this.n = geometry.size();
        List<byte[]> perms = new ArrayList<>();
        permutations(new byte[n], new boolean[n + 1], 0, perms);
        rows = perms.size();
        table = new byte[rows * n];
        for (int r = 0; r < rows; r++) {
            System.arraycopy(perms.get(r), 0, table, r * n, n);
        }
        words = (rows + 63) / 64;
        with = new long[n * (n + 1)][words];
        for (int r = 0; r < rows; r++) {
            for (int p = 0; p < n; p++) {
                with[p * (n + 1) + table[r * n + p]][r >>> 6] |= 1L << r;
            }
        }
    }

    private void permutations(byte[] row, boolean[] used, int at, List<byte[]> out) {
        if (at == n) {
            out.add(row.clone());
            return;
        }
        for (int d = 1; d <= n; d++) {
            if (!used[d]) {
                used[d] = true;
                row[at] = (byte) d;
                permutations(row, used, at + 1, out);
                used[d] = false;
            }
        }
    }

    @Override
    public Geometry geometry() {
        return geometry;
    }

    @Override
    public boolean uniform() {
        return n <= UNIFORM_MAX_N;
    }

    /** How many valid rows the table holds (n!). */
    public int rowCount() {
        return rows;
    }

    @Override
    public int[] sample(RandomGenerator random) {
        int[] chosen = new int[n];
        chosen[0] = random.nextInt(rows);
        if (n <= UNIFORM_MAX_N) {
            List<int[]> completions = new ArrayList<>();
            enumerate(chosen, 1, completions);
            int[] pick = completions.get(random.nextInt(completions.size()));
            return grid(pick);
        }
        if (!draw(chosen, 1, random)) {
            throw new IllegalStateException("no completion of the first row: impossible for a box geometry");
        }
        return grid(chosen);
    }

    /** How many grids have {@code firstRow} (an index into the table) on top: every completion, enumerated. */
    long completionsOfFirstRow(int firstRow) {
        if (n > UNIFORM_MAX_N) {
            throw new IllegalArgumentException("enumerating completions is for n <= " + UNIFORM_MAX_N);
        }
        int[] chosen = new int[n];
        chosen[0] = firstRow;
        List<int[]> all = new ArrayList<>();
        enumerate(chosen, 1, all);
        return all.size();
    }

    /**
     * The rows that may stand at index {@code at} below rows {@code chosen[0..at)}: an intersection of successor sets.
     */
    private long[] candidates(int[] chosen, int at) {
        long[] set = new long[words];
        Arrays.fill(set, -1L);
        if (rows % 64 != 0) {
            set[words - 1] = (1L << (rows % 64)) - 1;
        }
        int r = geometry.boxRows();
        int c = geometry.boxCols();
        int band = at / r;
        for (int i = 0; i < at; i++) {
            int row = chosen[i];
            for (int p = 0; p < n; p++) {
                // column successors: not this digit at this position
                andNot(set, with[p * (n + 1) + table[row * n + p]]);
            }
            if (i / r == band) {
                // box successors: no digit of this row's box segment anywhere in the same segment
                for (int box = 0; box < n / c; box++) {
                    for (int q = box * c; q < box * c + c; q++) {
                        int d = table[row * n + q];
                        for (int p = box * c; p < box * c + c; p++) {
                            andNot(set, with[p * (n + 1) + d]);
                        }
                    }
                }
            }
        }
        return set;
    }

    private static void andNot(long[] set, long[] minus) {
        for (int w = 0; w < set.length; w++) {
            set[w] &= ~minus[w];
        }
    }

    private void enumerate(int[] chosen, int at, List<int[]> out) {
        if (at == n) {
            out.add(chosen.clone());
            return;
        }
        long[] set = candidates(chosen, at);
        for (int w = 0; w < set.length; w++) {
            for (long bits = set[w]; bits != 0; bits &= bits - 1) {
                chosen[at] = w * 64 + Long.numberOfTrailingZeros(bits);
                enumerate(chosen, at + 1, out);
            }
        }
    }

    private boolean draw(int[] chosen, int at, RandomGenerator random) {
        if (at == n) {
            return true;
        }
        long[] set = candidates(chosen, at);
        int left = 0;
        for (long w : set) {
            left += Long.bitCount(w);
        }
        while (left > 0) {
            int k = random.nextInt(left);
            int row = nth(set, k);
            chosen[at] = row;
            if (draw(chosen, at + 1, random)) {
                return true;
            }
            set[row >>> 6] &= ~(1L << row);
            left--;
        }
        return false;
    }

    private static int nth(long[] set, int k) {
        for (int w = 0; w < set.length; w++) {
            int bits = Long.bitCount(set[w]);
            if (k < bits) {
                long word = set[w];
                for (int i = 0; i < k; i++) {
                    word &= word - 1;
                }
                return w * 64 + Long.numberOfTrailingZeros(word);
            }
            k -= bits;
        }
        throw new IllegalStateException("bit " + k + " past the end");
    }

    private int[] grid(int[] chosen) {
        int[] grid = new int[n * n];
        for (int i = 0; i < n; i++) {
            for (int p = 0; p < n; p++) {
                grid[i * n + p] = table[chosen[i] * n + p];
            }
        }
        return grid;
    }
}
