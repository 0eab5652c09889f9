package org.sudokulab.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;

/**
 * Minimal unavoidable sets of a grid up to a size (thesis, definition 2.1): cell sets whose removal leaves at
 * least two completions, with no unavoidable proper subset.
 *
 * <p>A minimal unavoidable set U is exactly the set of cells where the grid and some other grid differ (the
 * difference of any completion is unavoidable and lies inside U). Every row and column U touches holds at
 * least two of its cells (a row with one changed cell would repeat or lose a digit), so a U of at most K
 * cells lies in some window of floor(K/2) rows by floor(K/2) columns. Blanking each such window and listing its
 * completions therefore finds every difference set of size <= K; the minimal ones are those with no other
 * found set strictly inside.
 */
public final class UnavoidableSets {
    private UnavoidableSets() {}

    /**
     * The minimal unavoidable sets of a grid up to {@code maxSize} cells, each proven by {@code backend}'s exact
     * counts: the sets (cells named {@code r1c1}), smallest first, and how many there are of each size.
     */
    public record Verified(Grid grid, int maxSize, String backend, List<String> sets, Map<Integer, Integer> bySize) {}

    /** {@link #minimal}, then {@link #verify} on every set; a set that fails is a bug, thrown as such. */
    public static Verified verified(Geometry g, int[] grid, int maxSize, Counter counter) {
        List<String> names = new ArrayList<>();
        Map<Integer, Integer> bySize = new TreeMap<>();
        for (int[] set : minimal(g, grid, maxSize)) {
            StringJoiner cells = new StringJoiner(" ");
            for (int cell : set) {
                cells.add(g.cellName(cell));
            }
            String bad = verify(g, grid, set, counter);
            if (bad != null) {
                throw new IllegalStateException("set " + cells + " failed verification: " + bad);
            }
            names.add(cells.toString());
            bySize.merge(set.length, 1, Integer::sum);
        }
        return new Verified(new Grid(grid), maxSize, counter.backend().id(), names, bySize);
    }

    /** The minimal unavoidable sets with at most {@code maxSize} cells, smallest first, cells ascending. */
    public static List<int[]> minimal(Geometry g, int[] grid, int maxSize) {
        int n = g.size();
        int span = Math.min(n, Math.max(2, maxSize / 2));
        Map<String, int[]> found = new LinkedHashMap<>();
        List<int[]> rowSets = combinations(n, span);
        for (int[] rows : rowSets) {
            for (int[] cols : rowSets) {
                int[] partial = grid.clone();
                for (int r : rows) {
                    for (int c : cols) {
                        partial[r * n + c] = 0;
                    }
                }
                new GridEnumerator(g, partial).forEach(other -> {
                    int[] diff = difference(grid, other);
                    if (diff.length > 0 && diff.length <= maxSize) {
                        found.putIfAbsent(Arrays.toString(diff), diff);
                    }
                });
            }
        }
        List<int[]> all = new ArrayList<>(found.values());
        all.sort((a, b) -> a.length != b.length ? a.length - b.length : Arrays.compare(a, b));
        List<int[]> minimal = new ArrayList<>();
        for (int[] u : all) {
            boolean hasSmaller = false;
            for (int[] v : minimal) {
                if (v.length < u.length && contains(u, v)) {
                    hasSmaller = true;
                    break;
                }
            }
            if (!hasSmaller) {
                minimal.add(u);
            }
        }
        return minimal;
    }

    /**
     * Proves, with a backend's exact counts, that {@code set} is a minimal unavoidable set of the grid: blanking
     * it leaves two or more completions, blanking it minus any one cell leaves one (unavoidability only grows
     * with the set, so no smaller subset can be unavoidable either). Returns what failed, or null.
     */
    public static String verify(Geometry g, int[] grid, int[] set, Counter counter) {
        int[] partial = grid.clone();
        for (int cell : set) {
            partial[cell] = 0;
        }
        if (counter.count(new Puzzle(g, partial), 2) != 2) {
            return "blanking it leaves a unique grid";
        }
        for (int cell : set) {
            partial[cell] = grid[cell];
            if (counter.count(new Puzzle(g, partial), 2) != 1) {
                return "it stays unavoidable without cell " + cell;
            }
            partial[cell] = 0;
        }
        return null;
    }

    public static int[] difference(int[] a, int[] b) {
        int size = 0;
        for (int i = 0; i < a.length; i++) {
            size += a[i] != b[i] ? 1 : 0;
        }
        int[] out = new int[size];
        for (int i = 0, k = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                out[k++] = i;
            }
        }
        return out;
    }

    /** Whether sorted {@code big} contains every element of sorted {@code small}. */
    public static boolean contains(int[] big, int[] small) {
        int i = 0;
        for (int v : small) {
            while (i < big.length && big[i] < v) {
                i++;
            }
            if (i == big.length || big[i] != v) {
                return false;
            }
        }
        return true;
    }

    public static List<int[]> combinations(int n, int k) {
        List<int[]> out = new ArrayList<>();
        combine(n, k, 0, new int[k], 0, out);
        return out;
    }

    private static void combine(int n, int k, int start, int[] cur, int at, List<int[]> out) {
        if (at == k) {
            out.add(cur.clone());
            return;
        }
        for (int v = start; v <= n - (k - at); v++) {
            cur[at] = v;
            combine(n, k, v + 1, cur, at + 1, out);
        }
    }
}
