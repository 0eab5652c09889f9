package org.sudokulab.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import org.sudokulab.api.Geometry;

/**
 * Counts the grids X of an r x c box sudoku with box 1 reading 0..n-1 (row by row) for which some relabelling s
 * gives X(g(c)) = s(X(c)) in every cell c, for a cell map g that keeps the sudoku's houses. Box 1 holds every digit once, so s is read off the
 * box g(box 1): the relabellings whose box g(box 1) breaks no rule against box 1 are listed first. With s known,
 * a digit in a cell fixes the cell's whole cycle under g (the k-th cell along gets s^k of it, and s^L must give
 * the digit back after L steps), so the search places cycles, always at the cell with the fewest candidates.
 * The subtrees below the first two choices are counted in parallel.
 *
 * <p>Symmetry breaking: the symmetries h in H, pairs of a row and a column map that fix box 1's rows and columns
 * and commute with g, map counted grids to counted grids, none fixed. In each orbit of H exactly one grid has
 * its first row (the cells right of box 1) least under H's column maps and then its first column least under the h in H that
 * move rows only; only those are counted, times |H|. Row 1 and column 1 are filled first so the tests prune
 * early. On 9x9, cycling the rows in every band, for one, gives |H| = 1296; the transposition, 72.
 */
final class FixedGridSearch {
    private static final int SPLIT_DEPTH = 2;
    /** {@link #houses} per shape (n * 64 + box rows). */
    private static final Map<Integer, int[][]> HOUSES = new ConcurrentHashMap<>();

    private final int n;
    /** Box 1's rows and columns (r x c). */
    private final int boxRows;

    private final int boxCols;
    private final int full;
    /**
     * Each cell's row, column and box, made once per shape: the search's hot methods took them by division, six
     * divisions for a cell's candidates.
     */
    private final int[] rowOf;

    private final int[] colOf;
    private final int[] boxOf;
    private final int[] image;
    private final int[][] cycleOf;
    /** Inverses of the non-identity elements of H_c and H_r (see above). */
    private int[][] columnMaps = new int[0][];

    private int[][] rowMaps = new int[0][];
    private final int[] s;
    private final int[] grid;
    private final int[] rows;
    private final int[] cols;
    private final int[] boxes;
    private final int[] trail;
    private final int[] trailPosition;
    private int trailSize;
    /** The empty cells, in empty[0..emptyCount), and where each cell sits in that array. */
    private final int[] empty;

    private final int[] where;
    private int emptyCount;
    private long nodes;
    private BooleanSupplier stop = () -> false;
    private boolean stopped;

    private FixedGridSearch(Geometry g, int[] image, int[][] cycleOf, int[] s) {
        n = g.size();
        boxRows = g.boxRows();
        boxCols = g.boxCols();
        full = (1 << n) - 1;
        int[][] houses = HOUSES.computeIfAbsent(n * 64 + boxRows, k -> houses(n, boxRows, boxCols));
        rowOf = houses[0];
        colOf = houses[1];
        boxOf = houses[2];
        this.image = image;
        this.cycleOf = cycleOf;
        this.s = s;
        int cells = n * n;
        grid = new int[cells];
        rows = new int[n];
        cols = new int[n];
        boxes = new int[n];
        trail = new int[cells];
        trailPosition = new int[cells];
        empty = new int[cells];
        where = new int[cells];
        emptyCount = cells;
        Arrays.fill(grid, -1);
        for (int c = 0; c < cells; c++) {
            empty[c] = c;
            where[c] = c;
        }
    }

    /** The count for the cell map {@code image} of the box geometry g; -1 when stopped. */
    static long count(Geometry g, int[] image, BooleanSupplier stop) {
        if (g.isJigsaw() || g.size() > 16 || image.length != g.cellCount()) {
            throw new IllegalArgumentException("a cell map of a box sudoku up to 16x16");
        }
        int[][] cycleOf = cycles(image);
        Breaking h = commutingMaps(g, image);
        int[][] columnMaps = h.columnMaps();
        int[][] rowMaps = h.rowMaps();
        List<int[]> tasks = new ArrayList<>();
        List<Long> weights = new ArrayList<>();
        Searched searched = searched(g, image, cycleOf);
        for (int i = 0; i < searched.relabellings().size(); i++) {
            FixedGridSearch root = new FixedGridSearch(
                    g, image, cycleOf, searched.relabellings().get(i));
            root.rowMaps = rowMaps;
            root.columnMaps = columnMaps;
            root.start();
            root.prefixes(0, new ArrayList<>(), tasks);
            while (weights.size() < tasks.size()) {
                weights.add(searched.weights().get(i));
            }
        }
        long[] counts = java.util.stream.IntStream.range(0, tasks.size())
                .parallel()
                .mapToLong(t -> {
                    int[] task = tasks.get(t);
                    if (stop.getAsBoolean()) {
                        return -1;
                    }
                    int[] s = Arrays.copyOf(task, g.size());
                    FixedGridSearch search = new FixedGridSearch(g, image, cycleOf, s);
                    search.rowMaps = rowMaps;
                    search.columnMaps = columnMaps;
                    search.stop = stop;
                    search.start();
                    for (int i = g.size(); i < task.length; i += 2) {
                        search.placeCycle(task[i], task[i + 1]);
                    }
                    long n = search.search(false, false);
                    return search.stopped ? -1 : n * weights.get(t);
                })
                .toArray();
        long total = 0;
        for (long n : counts) {
            if (n < 0) {
                return -1;
            }
            total += n;
        }
        return total * h.order();
    }

    /** The relabellings searched (those box 1 allows, one per orbit) and their orbits' sizes. */
    private record Searched(List<int[]> relabellings, List<Long> weights) {}

    private static Searched searched(Geometry g, int[] image, int[][] cycleOf) {
        List<int[]> allowed = new ArrayList<>();
        for (int[] s : relabellings(g, image, cycleOf)) {
            if (new FixedGridSearch(g, image, cycleOf, s).start()) {
                allowed.add(s);
            }
        }
        long[] orbitSize = relabellingOrbits(g, image, allowed);
        List<int[]> first = new ArrayList<>();
        List<Long> weights = new ArrayList<>();
        for (int i = 0; i < allowed.size(); i++) {
            if (orbitSize[i] > 0) {
                first.add(allowed.get(i));
                weights.add(orbitSize[i]);
            }
        }
        return new Searched(first, weights);
    }

    /**
     * The relabellings fall into orbits that have equally many grids: a pair k = (row map, column map) that commutes
     * with g and keeps box 1's rows and columns (as sets) takes a grid X with relabelling s to k(X) relabelled by
     * the p that puts box 1 back in order, whose relabelling is p s p^-1. Only the first s of each orbit is searched,
     * its count times the orbit's size: where g swaps the stacks, the 676 relabellings of 2x5 fall into a few
     * orbits. Per relabelling: its orbit's size if it is the first of it, else 0. Only p matters, and p depends on k
     * only through what k does to box 1's rows and to its columns, so those restrictions are collected; a g with
     * the transposition keeps one orbit per relabelling (its commuting maps do not split into rows and columns).
     */
    private static long[] relabellingOrbits(Geometry g, int[] image, List<int[]> relabellings) {
        int n = g.size();
        long[] size = new long[relabellings.size()];
        Arrays.fill(size, 1);
        if (relabellings.size() < 2) {
            return size;
        }
        int[] rho = new int[n];
        int[] kappa = new int[n];
        for (int i = 0; i < n; i++) {
            rho[i] = image[i * n] / n;
            kappa[i] = image[i] % n;
        }
        for (int c = 0; c < n * n; c++) {
            if (image[c] != rho[c / n] * n + kappa[c % n]) {
                return size;
            }
        }
        List<int[]> rowParts = restrictions(BoxSymmetry.orders(g.boxRows(), n / g.boxRows()), rho, g.boxRows());
        List<int[]> columnParts = restrictions(BoxSymmetry.orders(g.boxCols(), n / g.boxCols()), kappa, g.boxCols());
        Map<Long, Integer> index = new HashMap<>();
        for (int i = 0; i < relabellings.size(); i++) {
            index.put(BoxSymmetry.code(relabellings.get(i)), i);
        }
        UnionFind orbits = new UnionFind(relabellings.size());
        int[] p = new int[n];
        int[] moved = new int[n];
        for (int[] rows : rowParts) {
            for (int[] columns : columnParts) {
                // p(v): the box-1 label of the cell that k takes v's cell to
                for (int v = 0; v < n; v++) {
                    p[v] = rows[v / g.boxCols()] * g.boxCols() + columns[v % g.boxCols()];
                }
                for (int i = 0; i < relabellings.size(); i++) {
                    int[] s = relabellings.get(i);
                    for (int v = 0; v < n; v++) {
                        moved[p[v]] = p[s[v]];
                    }
                    Integer j = index.get(BoxSymmetry.code(moved));
                    if (j != null) {
                        orbits.union(i, j);
                    }
                }
            }
        }
        long[] perRoot = new long[relabellings.size()];
        for (int i = 0; i < relabellings.size(); i++) {
            perRoot[orbits.find(i)]++;
        }
        int[] first = new int[relabellings.size()];
        Arrays.fill(first, -1);
        for (int i = 0; i < relabellings.size(); i++) {
            int root = orbits.find(i);
            if (first[root] < 0) {
                first[root] = i;
                size[i] = perRoot[root];
            } else {
                size[i] = 0;
            }
        }
        return size;
    }

    /** What the line maps that commute with {@code line} and keep lines 0..block-1 as a set do to those lines. */
    private static List<int[]> restrictions(List<int[]> maps, int[] line, int block) {
        Map<String, int[]> out = new LinkedHashMap<>();
        for (int[] h : maps) {
            boolean ok = true;
            for (int i = 0; i < h.length && ok; i++) {
                ok = h[line[i]] == line[h[i]] && (i >= block || h[i] < block);
            }
            if (ok) {
                int[] part = Arrays.copyOf(h, block);
                out.putIfAbsent(Arrays.toString(part), part);
            }
        }
        return new ArrayList<>(out.values());
    }

    /** Knuth's estimate of a count: the grids (A) and the nodes the search would visit. */
    record Estimate(double grids, double nodes) implements java.io.Serializable {}

    /**
     * Estimates A and the search's size without the search (Knuth 1975): a probe walks from the root to a leaf
     * taking one of the d digits a cell allows at random, and d1 d2 ... at a grid (0 at a dead end) is an unbiased
     * estimate of the number of grids; the sum of the partial products along the walk estimates the nodes. The
     * walks do not break symmetry (the tests prune rarely but cut weight by |H|, which makes the variance huge), so
     * the nodes are those of the unbroken tree over |H|. Seeded: the same figures on every run.
     */
    static Estimate estimate(Geometry g, int[] image, int probes, long seed) {
        int[][] cycleOf = cycles(image);
        Searched found = searched(g, image, cycleOf);
        List<int[]> searched = found.relabellings();
        List<Long> weights = found.weights();
        if (searched.isEmpty()) {
            return new Estimate(0, 0);
        }
        SplittableRandom random = new SplittableRandom(seed);
        double grids = 0;
        double nodes = 0;
        for (int i = 0; i < probes; i++) {
            int k = random.nextInt(searched.size());
            FixedGridSearch walk = new FixedGridSearch(g, image, cycleOf, searched.get(k));
            walk.start();
            double[] leafAndNodes = walk.probe(random);
            grids += leafAndNodes[0] * weights.get(k);
            nodes += leafAndNodes[1];
        }
        double scale = searched.size() / (double) probes;
        return new Estimate(
                grids * scale, nodes * scale / commutingMaps(g, image).order());
    }

    /** One random walk: {weight at its end (0 at a dead end), sum of the weights along it}. */
    private double[] probe(SplittableRandom random) {
        double weight = 1;
        double nodes = 0;
        int[] digits = new int[n];
        while (true) {
            nodes += weight;
            int best = bestCell();
            if (best < 0) {
                return new double[] {weight, nodes};
            }
            int d = 0;
            for (int m = candidates(best); m != 0; m &= m - 1) {
                int v = Integer.numberOfTrailingZeros(m);
                int mark = trailSize;
                if (placeCycle(best, v)) {
                    digits[d++] = v;
                }
                undo(mark);
            }
            if (d == 0) {
                return new double[] {0, nodes};
            }
            weight *= d;
            placeCycle(best, digits[random.nextInt(d)]);
        }
    }

    /**
     * H: the pairs (row map, column map), each keeping bands and stacks and fixing the rows and columns of box 1,
     * that commute with g. Returned: the inverses of H's column maps (the row-1 test), the
     * inverses of the row maps paired with the identity column map (the column-1 test), and |H|.
     */
    private record Breaking(int[][] columnMaps, int[][] rowMaps, long order) {}

    private static Breaking commutingMaps(Geometry g, int[] image) {
        int n = g.size();
        List<int[]> fixingRows = fixingFirst(BoxSymmetry.orders(g.boxRows(), n / g.boxRows()), g.boxRows());
        List<int[]> fixingColumns = fixingFirst(BoxSymmetry.orders(g.boxCols(), n / g.boxCols()), g.boxCols());
        Map<String, int[]> columnMaps = new LinkedHashMap<>();
        List<int[]> rowMaps = new ArrayList<>();
        long order = 0;
        for (int[] hr : fixingRows) {
            for (int[] hc : fixingColumns) {
                boolean commutes = true;
                for (int c = 0; c < n * n && commutes; c++) {
                    int moved = hr[c / n] * n + hc[c % n];
                    int after = image[c];
                    commutes = image[moved] == hr[after / n] * n + hc[after % n];
                }
                if (commutes) {
                    order++;
                    if (!BurnsideByClasses.isIdentity(hc)) {
                        columnMaps.putIfAbsent(Arrays.toString(hc), inverse(hc));
                    } else if (!BurnsideByClasses.isIdentity(hr)) {
                        rowMaps.add(inverse(hr));
                    }
                }
            }
        }
        return new Breaking(columnMaps.values().toArray(new int[0][]), rowMaps.toArray(new int[0][]), order);
    }

    /** The line maps that fix lines 0..lines-1. */
    private static List<int[]> fixingFirst(List<int[]> maps, int lines) {
        List<int[]> out = new ArrayList<>();
        for (int[] h : maps) {
            boolean fixes = true;
            for (int i = 0; i < lines && fixes; i++) {
                fixes = h[i] == i;
            }
            if (fixes) {
                out.add(h);
            }
        }
        return out;
    }

    private static int[] inverse(int[] map) {
        int[] inverse = new int[map.length];
        for (int i = 0; i < map.length; i++) {
            inverse[map[i]] = i;
        }
        return inverse;
    }

    /** Row 1 (row true) or column 1, the cells past box 1: not greater than under any of the maps. */
    private boolean least(int[][] maps, boolean row) {
        for (int[] inverse : maps) {
            for (int i = row ? boxCols : boxRows; i < n; i++) {
                int mine = row ? grid[i] : grid[i * n];
                int theirs = row ? grid[inverse[i]] : grid[inverse[i] * n];
                if (mine != theirs) {
                    if (mine > theirs) {
                        return false;
                    }
                    break;
                }
            }
        }
        return true;
    }

    /** Each point's cycle of {@code image}, read from that point. */
    private static int[][] cycles(int[] image) {
        int[][] cycleOf = new int[image.length][];
        for (int[] cycle : Cycles.of(image)) {
            for (int k = 0; k < cycle.length; k++) {
                int[] fromK = new int[cycle.length];
                for (int j = 0; j < cycle.length; j++) {
                    fromK[j] = cycle[(k + j) % cycle.length];
                }
                cycleOf[cycle[k]] = fromK;
            }
        }
        return cycleOf;
    }

    /**
     * Every s (s[v]: the digit of the image of box 1's cell holding v) that keeps the sudoku rules with box 1, of a
     * cycle type that {@link RelabellingTypes} allows (where g takes box 1 to a box sharing no band or stack with it,
     * the rules alone leave all n! of them).
     */
    private static List<int[]> relabellings(Geometry g, int[] image, int[][] cycleOf) {
        List<int[]> out = new ArrayList<>();
        RelabellingTypes types = new RelabellingTypes(g, image);
        if (types.none()) {
            return out;
        }
        FixedGridSearch search = new FixedGridSearch(g, image, cycleOf, new int[g.size()]);
        search.placeBoxOne();
        search.relabel(0, 0, types, out);
        return out;
    }

    private void relabel(int v, int taken, RelabellingTypes types, List<int[]> out) {
        if (v == n) {
            if (types.allows(s)) {
                out.add(s.clone());
            }
            return;
        }
        int target = image[(v / boxCols) * n + v % boxCols];
        for (int w = 0; w < n; w++) {
            if ((taken & (1 << w)) != 0) {
                continue;
            }
            s[v] = w;
            if (grid[target] >= 0) {
                if (grid[target] == w) {
                    relabel(v + 1, taken | (1 << w), types, out);
                }
            } else if (allowed(target, w)) {
                place(target, w);
                relabel(v + 1, taken | (1 << w), types, out);
                undo(trailSize - 1);
            }
        }
    }

    private void placeBoxOne() {
        for (int r = 0; r < boxRows; r++) {
            for (int c = 0; c < boxCols; c++) {
                place(r * n + c, r * boxCols + c);
            }
        }
    }

    /** Box 1, and the cycle of each of its cells; false when s contradicts itself there. */
    private boolean start() {
        placeBoxOne();
        for (int c = 0; c < boxRows * n; c++) {
            if (c % n < boxCols && !placeCycle(c, grid[c])) {
                return false;
            }
        }
        return true;
    }

    /** The choices down to SPLIT_DEPTH, each a task: s, then (cell, digit) pairs. */
    private void prefixes(int depth, List<Integer> path, List<int[]> tasks) {
        int best = bestCell();
        if (depth == SPLIT_DEPTH || best < 0) {
            int[] task = Arrays.copyOf(s, n + path.size());
            for (int i = 0; i < path.size(); i++) {
                task[n + i] = path.get(i);
            }
            tasks.add(task);
            return;
        }
        for (int m = candidates(best); m != 0; m &= m - 1) {
            int v = Integer.numberOfTrailingZeros(m);
            int mark = trailSize;
            if (placeCycle(best, v)) {
                path.add(best);
                path.add(v);
                prefixes(depth + 1, path, tasks);
                path.remove(path.size() - 1);
                path.remove(path.size() - 1);
            }
            undo(mark);
        }
    }

    /** The empty cell with the fewest candidates, those of row 1 and column 1 first when they are to be tested. */
    private int bestCell() {
        int best = -1;
        int bestCount = 100;
        boolean rowFirst = columnMaps.length > 0;
        boolean columnFirst = rowMaps.length > 0;
        for (int i = 0; i < emptyCount; i++) {
            int c = empty[i];
            boolean first = (rowFirst && c < n) || (columnFirst && colOf[c] == 0);
            int raw = Integer.bitCount(candidates(c));
            if (raw == 0) {
                return c;
            }
            int count = raw + (first ? 0 : 10);
            if (count < bestCount) {
                best = c;
                bestCount = count;
                if (count == 1) {
                    break;
                }
            }
        }
        return best;
    }

    private int candidates(int c) {
        return ~(rows[rowOf[c]] | cols[colOf[c]] | boxes[boxOf[c]]) & full;
    }

    private long search(boolean rowTested, boolean columnTested) {
        if ((++nodes & 0x3FFF) == 0 && stop.getAsBoolean()) {
            stopped = true;
        }
        if (stopped) {
            return 0;
        }
        if (!rowTested && rows[0] == full) {
            if (!least(columnMaps, true)) {
                return 0;
            }
            rowTested = true;
        }
        if (!columnTested && cols[0] == full) {
            if (!least(rowMaps, false)) {
                return 0;
            }
            columnTested = true;
        }
        int best = bestCell();
        if (best < 0) {
            return 1;
        }
        long total = 0;
        for (int m = candidates(best); m != 0; m &= m - 1) {
            int v = Integer.numberOfTrailingZeros(m);
            int mark = trailSize;
            if (placeCycle(best, v)) {
                total += search(rowTested, columnTested);
            }
            undo(mark);
        }
        return total;
    }

    /** Place v at c and s^k(v) k steps along its cycle; false (partly placed: the caller undoes) on a clash. */
    private boolean placeCycle(int c, int v) {
        int[] cycle = cycleOf[c];
        int value = v;
        for (int cell : cycle) {
            if (grid[cell] != value) {
                if (grid[cell] >= 0 || !allowed(cell, value)) {
                    return false;
                }
                place(cell, value);
            }
            value = s[value];
        }
        return value == v;
    }

    private boolean allowed(int c, int v) {
        return ((rows[rowOf[c]] | cols[colOf[c]] | boxes[boxOf[c]]) & (1 << v)) == 0;
    }

    private void place(int c, int v) {
        grid[c] = v;
        rows[rowOf[c]] |= 1 << v;
        cols[colOf[c]] |= 1 << v;
        boxes[boxOf[c]] |= 1 << v;
        // take c out of the empty cells: swap it with the last one
        int p = where[c];
        int last = empty[--emptyCount];
        empty[p] = last;
        where[last] = p;
        empty[emptyCount] = c;
        where[c] = emptyCount;
        trailPosition[trailSize] = p;
        trail[trailSize++] = c;
    }

    private void undo(int mark) {
        while (trailSize > mark) {
            int c = trail[--trailSize];
            int v = grid[c];
            grid[c] = -1;
            rows[rowOf[c]] &= ~(1 << v);
            cols[colOf[c]] &= ~(1 << v);
            boxes[boxOf[c]] &= ~(1 << v);
            // put c back where it was, the swapped cell back at the end
            int p = trailPosition[trailSize];
            int moved = empty[p];
            empty[p] = c;
            where[c] = p;
            empty[emptyCount] = moved;
            where[moved] = emptyCount;
            emptyCount++;
        }
    }

    /** Per cell of an n x n board of r x c boxes: its row, its column, its box. */
    private static int[][] houses(int n, int r, int c) {
        int[][] houses = new int[3][n * n];
        for (int cell = 0; cell < n * n; cell++) {
            houses[0][cell] = cell / n;
            houses[1][cell] = cell % n;
            houses[2][cell] = (cell / n / r) * (n / c) + (cell % n) / c;
        }
        return houses;
    }
}
