package org.sudokulab.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Counts the 9x9 grids X with box 1 reading 0..8 for which some relabelling s gives X(g(c)) = s(X(c)) in every
 * cell c, for a cell map g that keeps the sudoku's houses. Box 1 holds every digit once, so s is read off the
 * box g(box 1): the relabellings whose box g(box 1) breaks no rule against box 1 are listed first. With s known,
 * a digit in a cell fixes the cell's whole cycle under g (the k-th cell along gets s^k of it, and s^L must give
 * the digit back after L steps), so the search places cycles, always at the cell with the fewest candidates.
 * The subtrees below the first two choices are counted in parallel.
 *
 * <p>Symmetry breaking: the symmetries h in H, pairs of a row and a column map that fix lines 1..3 (so box 1)
 * and commute with g, map counted grids to counted grids, none fixed. In each orbit of H exactly one grid has
 * its first row (cells 4..9) least under H's column maps and then its first column least under the h in H that
 * move rows only; only those are counted, times |H|. Row 1 and column 1 are filled first so the tests prune
 * early. Cycling the rows in every band, for one, gives |H| = 1296; the transposition, 72.
 */
final class FixedGridSearch {
    private static final int SPLIT_DEPTH = 2;

    private final int[] image;
    private final int[][] cycleOf;
    /** Inverses of the non-identity elements of H_c and H_r (see above). */
    private int[][] columnMaps = new int[0][];

    private int[][] rowMaps = new int[0][];
    private final int[] s;
    private final int[] grid = new int[81];
    private final int[] rows = new int[9];
    private final int[] cols = new int[9];
    private final int[] boxes = new int[9];
    private final int[] trail = new int[81];
    private final int[] trailPosition = new int[81];
    private int trailSize;
    /** The empty cells, in empty[0..emptyCount), and where each cell sits in that array. */
    private final int[] empty = new int[81];

    private final int[] where = new int[81];
    private int emptyCount = 81;
    private long nodes;
    private BooleanSupplier stop = () -> false;
    private boolean stopped;

    private FixedGridSearch(int[] image, int[][] cycleOf, int[] s) {
        this.image = image;
        this.cycleOf = cycleOf;
        this.s = s;
        Arrays.fill(grid, -1);
        for (int c = 0; c < 81; c++) {
            empty[c] = c;
            where[c] = c;
        }
    }

    /** The count; -1 when stopped. */
    static long count(int[] image, BooleanSupplier stop) {
        int[][] cycleOf = cycles(image);
        Breaking h = commutingMaps(image);
        int[][] columnMaps = h.columnMaps();
        int[][] rowMaps = h.rowMaps();
        List<int[]> tasks = new ArrayList<>();
        for (int[] s : relabellings(image, cycleOf)) {
            FixedGridSearch root = new FixedGridSearch(image, cycleOf, s);
            root.rowMaps = rowMaps;
            root.columnMaps = columnMaps;
            if (root.start()) {
                root.prefixes(0, new ArrayList<>(), tasks);
            }
        }
        long[] counts = tasks.parallelStream()
                .mapToLong(task -> {
                    int[] s = Arrays.copyOf(task, 9);
                    FixedGridSearch search = new FixedGridSearch(image, cycleOf, s);
                    search.rowMaps = rowMaps;
                    search.columnMaps = columnMaps;
                    search.stop = stop;
                    search.start();
                    for (int i = 9; i < task.length; i += 2) {
                        search.placeCycle(task[i], task[i + 1]);
                    }
                    long n = search.search(false, false);
                    return search.stopped ? -1 : n;
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

    /**
     * H: the pairs (row map, column map), each fixing lines 1..3 and keeping the blocks {4,5,6} and {7,8,9} (or
     * swapping them), that commute with g. Returned: the inverses of H's column maps (the row-1 test), the
     * inverses of the row maps paired with the identity column map (the column-1 test), and |H|.
     */
    private record Breaking(int[][] columnMaps, int[][] rowMaps, long order) {}

    private static Breaking commutingMaps(int[] image) {
        List<int[]> fixing = new ArrayList<>();
        for (int[] h : BoxSymmetry.orders(3, 3)) {
            if (h[0] == 0 && h[1] == 1 && h[2] == 2) {
                fixing.add(h);
            }
        }
        Map<String, int[]> columnMaps = new LinkedHashMap<>();
        List<int[]> rowMaps = new ArrayList<>();
        long order = 0;
        for (int[] hr : fixing) {
            for (int[] hc : fixing) {
                boolean commutes = true;
                for (int c = 0; c < 81 && commutes; c++) {
                    int moved = hr[c / 9] * 9 + hc[c % 9];
                    int after = image[c];
                    commutes = image[moved] == hr[after / 9] * 9 + hc[after % 9];
                }
                if (commutes) {
                    order++;
                    if (!EssentialNineByNine.isIdentity(hc)) {
                        columnMaps.putIfAbsent(Arrays.toString(hc), inverse(hc));
                    } else if (!EssentialNineByNine.isIdentity(hr)) {
                        rowMaps.add(inverse(hr));
                    }
                }
            }
        }
        return new Breaking(columnMaps.values().toArray(new int[0][]), rowMaps.toArray(new int[0][]), order);
    }

    private static int[] inverse(int[] map) {
        int[] inverse = new int[map.length];
        for (int i = 0; i < map.length; i++) {
            inverse[map[i]] = i;
        }
        return inverse;
    }

    /** Row 1 (row true) or column 1, cells 4..9: not greater than under any of the maps. */
    private boolean least(int[][] maps, boolean row) {
        for (int[] inverse : maps) {
            for (int i = 3; i < 9; i++) {
                int mine = row ? grid[i] : grid[i * 9];
                int theirs = row ? grid[inverse[i]] : grid[inverse[i] * 9];
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

    private static int[][] cycles(int[] image) {
        int[][] cycleOf = new int[81][];
        for (int c = 0; c < 81; c++) {
            int length = 1;
            for (int d = image[c]; d != c; d = image[d]) {
                length++;
            }
            int[] cycle = new int[length];
            cycle[0] = c;
            for (int k = 1; k < length; k++) {
                cycle[k] = image[cycle[k - 1]];
            }
            cycleOf[c] = cycle;
        }
        return cycleOf;
    }

    /** Every s (s[v]: the digit of the image of box 1's cell holding v) that keeps the sudoku rules with box 1. */
    private static List<int[]> relabellings(int[] image, int[][] cycleOf) {
        List<int[]> out = new ArrayList<>();
        FixedGridSearch search = new FixedGridSearch(image, cycleOf, new int[9]);
        search.placeBoxOne();
        search.relabel(0, 0, out);
        return out;
    }

    private void relabel(int v, int taken, List<int[]> out) {
        if (v == 9) {
            out.add(s.clone());
            return;
        }
        int target = image[(v / 3) * 9 + v % 3];
        for (int w = 0; w < 9; w++) {
            if ((taken & (1 << w)) != 0) {
                continue;
            }
            s[v] = w;
            if (grid[target] >= 0) {
                if (grid[target] == w) {
                    relabel(v + 1, taken | (1 << w), out);
                }
            } else if (allowed(target, w)) {
                place(target, w);
                relabel(v + 1, taken | (1 << w), out);
                undo(trailSize - 1);
            }
        }
    }

    private void placeBoxOne() {
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                place(r * 9 + c, r * 3 + c);
            }
        }
    }

    /** Box 1, and the cycle of each of its cells; false when s contradicts itself there. */
    private boolean start() {
        placeBoxOne();
        for (int c = 0; c < 27; c++) {
            if (c % 9 < 3 && !placeCycle(c, grid[c])) {
                return false;
            }
        }
        return true;
    }

    /** The choices down to SPLIT_DEPTH, each a task: s, then (cell, digit) pairs. */
    private void prefixes(int depth, List<Integer> path, List<int[]> tasks) {
        int best = bestCell();
        if (depth == SPLIT_DEPTH || best < 0) {
            int[] task = Arrays.copyOf(s, 9 + path.size());
            for (int i = 0; i < path.size(); i++) {
                task[9 + i] = path.get(i);
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
            boolean first = (rowFirst && c < 9) || (columnFirst && c % 9 == 0);
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
        return ~(rows[c / 9] | cols[c % 9] | boxes[box(c)]) & 0x1FF;
    }

    private long search(boolean rowTested, boolean columnTested) {
        if ((++nodes & 0xFFFFF) == 0 && stop.getAsBoolean()) {
            stopped = true;
        }
        if (stopped) {
            return 0;
        }
        if (!rowTested && rows[0] == 0x1FF) {
            if (!least(columnMaps, true)) {
                return 0;
            }
            rowTested = true;
        }
        if (!columnTested && cols[0] == 0x1FF) {
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
        return ((rows[c / 9] | cols[c % 9] | boxes[box(c)]) & (1 << v)) == 0;
    }

    private void place(int c, int v) {
        grid[c] = v;
        rows[c / 9] |= 1 << v;
        cols[c % 9] |= 1 << v;
        boxes[box(c)] |= 1 << v;
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
            rows[c / 9] &= ~(1 << v);
            cols[c % 9] &= ~(1 << v);
            boxes[box(c)] &= ~(1 << v);
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

    private static int box(int c) {
        return (c / 27) * 3 + (c % 9) / 3;
    }
}
