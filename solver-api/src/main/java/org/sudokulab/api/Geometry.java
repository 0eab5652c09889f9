package org.sudokulab.api;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The shape of a board: size {@code n} (symbols 1..n), cells {@code row*n+col}, and the houses (rows,
 * columns, regions) in which every symbol appears exactly once. Regions are either boxes of r rows x c
 * columns ({@code n = r*c}) or jigsaw regions (n connected regions of n cells each). Immutable.
 */
public final class Geometry {
    private final int n;
    private final int boxRows;
    private final int boxCols;
    private final int[] regionOf;
    private final int[][] houses;

    /**
     * The shared box geometries, at {@code rows * (MAX_SIZE + 1) + cols}. An array, not a map: every line a reader
     * parses asks for its shape, and the map's boxed key and capturing lambda were 3.4 % of a warm {@code solve}
     * of 17-clue puzzles (async-profiler).
     */
    private static final AtomicReferenceArray<Geometry> BOXES =
            new AtomicReferenceArray<>((Symbols.MAX_SIZE + 1) * (Symbols.MAX_SIZE + 1));

    private Geometry(int n, int boxRows, int boxCols, int[] regionOf) {
        this.n = n;
        this.boxRows = boxRows;
        this.boxCols = boxCols;
        this.regionOf = regionOf;
        this.houses = buildHouses(n, regionOf);
    }

    /**
     * Boxes of {@code rows} x {@code cols} cells; the board is {@code n x n} with {@code n = rows*cols}. One
     * instance per shape, shared: a geometry is immutable, and a corpus of 49,000 9x9 lines held 49,000 copies
     * (1.7 KB and 29 objects each).
     */
    public static Geometry boxes(int rows, int cols) {
        if (rows < 1 || cols < 1 || (long) rows * cols > Symbols.MAX_SIZE) {
            throw new IllegalArgumentException("boxes " + rows + "x" + cols
                    + " are not supported (need r, c >= 1 and r*c <= " + Symbols.MAX_SIZE + ")");
        }
        int shape = rows * (Symbols.MAX_SIZE + 1) + cols;
        Geometry shared = BOXES.get(shape);
        if (shared == null) {
            Geometry built = buildBoxes(rows, cols);
            shared = BOXES.compareAndExchange(shape, null, built);
            return shared == null ? built : shared;
        }
        return shared;
    }

    /** A new geometry of r x c boxes, past the shared instances (tests check what the cache would hide). */
    static Geometry buildBoxes(int rows, int cols) {
        int n = rows * cols;
        int[] regionOf = new int[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            int r = cell / n;
            int c = cell % n;
            regionOf[cell] = (r / rows) * rows + c / cols;
        }
        return new Geometry(n, rows, cols, regionOf);
    }

    /**
     * The default box shape for size {@code n}: r x c with r the largest divisor of n not above its square
     * root (4 -> 2x2, 6 -> 2x3, 8 -> 2x4, 9 -> 3x3, 12 -> 3x4, 16 -> 4x4, 25 -> 5x5).
     *
     * @throws IllegalArgumentException when n has no such shape with r > 1 (a prime n needs jigsaw regions)
     */
    public static Geometry defaultBoxes(int n) {
        int rows = 1;
        for (int r = 2; r * r <= n; r++) {
            if (n % r == 0) {
                rows = r;
            }
        }
        if (rows == 1 || n > Symbols.MAX_SIZE) {
            throw new IllegalArgumentException(
                    "no box shape for size " + n + " (" + n * n + " cells); give jigsaw regions or --boxes RxC");
        }
        return boxes(rows, n / rows);
    }

    /**
     * Jigsaw regions: {@code regionLabels[cell]} names the region of each cell (any n distinct labels).
     * Each region must have n cells and be orthogonally connected.
     */
    public static Geometry jigsaw(int n, int[] regionLabels) {
        if (n < 1 || n > Symbols.MAX_SIZE) {
            throw new IllegalArgumentException("jigsaw size " + n + " is not supported (1.." + Symbols.MAX_SIZE + ")");
        }
        if (regionLabels.length != n * n) {
            throw new IllegalArgumentException(
                    "jigsaw of size " + n + " needs " + n * n + " region labels, got " + regionLabels.length);
        }
        // Renumber labels 0..n-1 in order of first appearance.
        int[] regionOf = new int[n * n];
        Map<Integer, Integer> index = new LinkedHashMap<>();
        for (int cell = 0; cell < n * n; cell++) {
            Integer id = index.get(regionLabels[cell]);
            if (id == null) {
                id = index.size();
                if (id >= n) {
                    throw new IllegalArgumentException("jigsaw of size " + n + " has more than " + n
                            + " region labels (label " + labelText(regionLabels[cell]) + " at row " + (cell / n + 1)
                            + ", column " + (cell % n + 1) + ")");
                }
                index.put(regionLabels[cell], id);
            }
            regionOf[cell] = id;
        }
        int[] size = new int[n];
        for (int r : regionOf) {
            size[r]++;
        }
        Integer[] labels = index.keySet().toArray(new Integer[0]);
        for (int r = 0; r < n; r++) {
            if (size[r] != n) {
                throw new IllegalArgumentException("jigsaw region " + labelText(labels.length > r ? labels[r] : r)
                        + " has " + size[r] + " cells, expected " + n);
            }
        }
        for (int r = 0; r < n; r++) {
            if (!connected(n, regionOf, r)) {
                throw new IllegalArgumentException("jigsaw region " + labelText(labels[r]) + " is not connected");
            }
        }
        return new Geometry(n, 0, 0, regionOf);
    }

    private static String labelText(int label) {
        return label >= 0 && label <= Symbols.MAX_SIZE && label != 0
                ? String.valueOf(Symbols.toChar(label))
                : String.valueOf(label);
    }

    private static boolean connected(int n, int[] regionOf, int region) {
        int start = -1;
        for (int cell = 0; cell < n * n && start < 0; cell++) {
            if (regionOf[cell] == region) {
                start = cell;
            }
        }
        boolean[] seen = new boolean[n * n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(start);
        seen[start] = true;
        int reached = 0;
        while (!queue.isEmpty()) {
            int cell = queue.poll();
            reached++;
            int r = cell / n;
            int c = cell % n;
            int[][] steps = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
            for (int[] s : steps) {
                if (s[0] >= 0 && s[0] < n && s[1] >= 0 && s[1] < n) {
                    int next = s[0] * n + s[1];
                    if (!seen[next] && regionOf[next] == region) {
                        seen[next] = true;
                        queue.add(next);
                    }
                }
            }
        }
        return reached == n;
    }

    private static int[][] buildHouses(int n, int[] regionOf) {
        int[][] houses = new int[3 * n][n];
        int[] fill = new int[n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                houses[r][c] = r * n + c;
                houses[n + c][r] = r * n + c;
                int region = regionOf[r * n + c];
                houses[2 * n + region][fill[region]++] = r * n + c;
            }
        }
        return houses;
    }

    /** Size n: the board has n rows, n columns and n regions, and uses symbols 1..n. */
    public int size() {
        return n;
    }

    public int cellCount() {
        return n * n;
    }

    public boolean isJigsaw() {
        return boxRows == 0;
    }

    /** Rows per box; 0 for jigsaw regions. */
    public int boxRows() {
        return boxRows;
    }

    /** Columns per box; 0 for jigsaw regions. */
    public int boxCols() {
        return boxCols;
    }

    /** The region (box or jigsaw piece, 0..n-1) of a cell. */
    public int regionOf(int cell) {
        return regionOf[cell];
    }

    /** Number of houses: n rows, then n columns, then n regions. */
    public int houseCount() {
        return 3 * n;
    }

    /** The n cells of house {@code h}: rows are 0..n-1, columns n..2n-1, regions 2n..3n-1. */
    public int[] house(int h) {
        return houses[h].clone();
    }

    /** The cells of house {@code h} without a copy, for this package's checker, which only reads them. */
    int[] cellsOf(int h) {
        return houses[h];
    }

    /** Which digits the peers of {@code cell} hold in {@code givens} (0 = empty): index d says whether d is held. */
    public boolean[] digitsSeen(int[] givens, int cell) {
        boolean[] held = new boolean[size() + 1];
        for (int h : housesOf(cell)) {
            for (int peer : house(h)) {
                held[givens[peer]] = true;
            }
        }
        return held;
    }

    /** The three houses of a cell, as indices for {@link #house}: its row, its column, its region. */
    public int[] housesOf(int cell) {
        return new int[] {cell / n, n + cell % n, 2 * n + regionOf[cell]};
    }

    /** A house's name in messages: {@code row 4}, {@code column 2}, {@code box 3} ({@code region 3} for a jigsaw). */
    public String houseName(int h) {
        int i = h % n + 1;
        return h < n ? "row " + i : h < 2 * n ? "column " + i : (isJigsaw() ? "region " : "box ") + i;
    }

    /** A cell's name in messages: {@code r1c1} is the top left cell. */
    public String cellName(int cell) {
        return "r" + (cell / n + 1) + "c" + (cell % n + 1);
    }

    /** The region label line ({@code 1-9A-..}, one per cell), the second field of a jigsaw line. */
    public String regionLine() {
        StringBuilder sb = new StringBuilder(n * n);
        for (int r : regionOf) {
            sb.append(Symbols.toChar(r + 1));
        }
        return sb.toString();
    }

    /** Short text for messages and reports: {@code 9x9 (3x3 boxes)} or {@code 9x9 jigsaw}. */
    public String describe() {
        return n + "x" + n + (isJigsaw() ? " jigsaw" : " (" + boxRows + "x" + boxCols + " boxes)");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Geometry g
                && g.n == n
                && g.boxRows == boxRows
                && g.boxCols == boxCols
                && Arrays.equals(g.regionOf, regionOf);
    }

    @Override
    public int hashCode() {
        return 31 * n + Arrays.hashCode(regionOf);
    }

    @Override
    public String toString() {
        return describe();
    }
}
