package org.sudokulab.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * Every partial board of a small geometry at once: all completed grids are listed (288 for 4x4), and for
 * each (cell, digit) a bit set of the grids that have it. The solutions of a partial board are then the AND
 * of its clues' sets, so the boards restricted from grid g to a cell set S are counted for all S by one pass
 * over the subsets (set(S) = set(S minus its lowest cell) AND its lowest cell's set). A board with a solution
 * is the restriction of one of its solutions to its clue cells, so this sees every solvable board.
 */
public final class SmallBoards {
    /** 2^cells subsets per grid: 4x4 (65,536) is the size this is for. */
    public static final int MAX_CELLS = 20;

    final Geometry geometry;
    final List<int[]> grids = new ArrayList<>();
    private final int cells;
    private final int words;
    /** match[cell * (n + 1) + d]: the grids with digit d at cell. */
    private final long[][] match;

    public SmallBoards(Geometry g) {
        geometry = g;
        cells = g.cellCount();
        if (cells > MAX_CELLS) {
            throw new IllegalArgumentException(
                    "every partial board of " + g.describe() + " is 2^" + cells + " per grid: too many");
        }
        new GridEnumerator(g, new int[cells]).forEach(grid -> grids.add(grid.clone()));
        words = (grids.size() + 63) / 64;
        int n = g.size();
        match = new long[cells * (n + 1)][words];
        for (int k = 0; k < grids.size(); k++) {
            int[] grid = grids.get(k);
            for (int cell = 0; cell < cells; cell++) {
                match[cell * (n + 1) + grid[cell]][k >>> 6] |= 1L << k;
            }
        }
    }

    public int cells() {
        return cells;
    }

    public int gridCount() {
        return grids.size();
    }

    public int[] grid(int k) {
        return grids.get(k).clone();
    }

    /** What a visitor sees: grid index, clue-cell mask, solution count of that restriction. */
    public interface Visitor {
        void visit(int grid, int mask, int count);
    }

    /** Solution counts of all 2^cells restrictions of every grid (the empty mask counts every grid). */
    public void forEachRestriction(Visitor visitor, BooleanSupplier stop) {
        int[] counts = new int[1 << cells];
        for (int k = 0; k < grids.size() && !stop.getAsBoolean(); k++) {
            counts(k, counts);
            for (int mask = 0; mask < counts.length; mask++) {
                visitor.visit(k, mask, counts[mask]);
            }
        }
    }

    /** counts[mask]: the solutions of grid k restricted to the cells of mask, for every mask. */
    public void counts(int k, int[] counts) {
        int n = geometry.size();
        long[][] set = new long[1 << cells][];
        long[] all = new long[words];
        Arrays.fill(all, -1L);
        if (grids.size() % 64 != 0) {
            all[words - 1] = (1L << (grids.size() % 64)) - 1;
        }
        set[0] = all;
        counts[0] = grids.size();
        int[] grid = grids.get(k);
        for (int mask = 1; mask < (1 << cells); mask++) {
            int low = Integer.numberOfTrailingZeros(mask);
            long[] prev = set[mask & (mask - 1)];
            long[] m = match[low * (n + 1) + grid[low]];
            long[] cur = new long[words];
            int count = 0;
            for (int w = 0; w < words; w++) {
                cur[w] = prev[w] & m[w];
                count += Long.bitCount(cur[w]);
            }
            set[mask] = cur;
            counts[mask] = count;
        }
    }

    /** The solution count of a partial board (0 = blank). */
    public int count(int[] board) {
        int n = geometry.size();
        long[] cur = new long[words];
        Arrays.fill(cur, -1L);
        int total = 0;
        for (int cell = 0; cell < cells; cell++) {
            if (board[cell] != 0) {
                long[] m = match[cell * (n + 1) + board[cell]];
                for (int w = 0; w < words; w++) {
                    cur[w] &= m[w];
                }
            }
        }
        for (int w = 0; w < words; w++) {
            total += Long.bitCount(
                    w == words - 1 && grids.size() % 64 != 0 ? cur[w] & ((1L << (grids.size() % 64)) - 1) : cur[w]);
        }
        return total;
    }

    public int[] restrict(int grid, int mask) {
        int[] board = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            if ((mask & (1 << cell)) != 0) {
                board[cell] = grids.get(grid)[cell];
            }
        }
        return board;
    }

    /**
     * Minimum clues over every restriction of all {@code grids} grids: the minimum with an example, the unique
     * puzzles and the minimal unique puzzles by clue count, and the minimal ones up to the geometric symmetries.
     */
    public record MinClues(
            Geometry geometry,
            int grids,
            int minimum,
            Puzzle example,
            Map<Integer, Long> uniqueByClues,
            Map<Integer, Long> minimalByClues,
            long minimal,
            long essentiallyDifferentMinimal) {}

    public MinClues minClues(BooleanSupplier stop) {
        Map<Integer, Long> unique = new TreeMap<>();
        Map<Integer, Long> minimal = new TreeMap<>();
        BoxSymmetry symmetry = new BoxSymmetry(geometry);
        Set<String> classes = new HashSet<>();
        int[] example = null;
        int[] counts = new int[1 << cells];
        long total = 0;
        int min = Integer.MAX_VALUE;
        for (int grid = 0; grid < grids.size() && !stop.getAsBoolean(); grid++) {
            counts(grid, counts);
            for (int mask = 1; mask < (1 << cells); mask++) {
                if (counts[mask] != 1) {
                    continue;
                }
                int clues = Integer.bitCount(mask);
                unique.merge(clues, 1L, Long::sum);
                boolean isMinimal = true;
                for (int rest = mask; rest != 0 && isMinimal; rest &= rest - 1) {
                    isMinimal = counts[mask & ~(rest & -rest)] != 1;
                }
                if (isMinimal) {
                    minimal.merge(clues, 1L, Long::sum);
                    total++;
                    classes.add(symmetry.canonical(restrict(grid, mask)));
                }
                if (clues < min) {
                    min = clues;
                    example = restrict(grid, mask);
                }
            }
        }
        return new MinClues(
                geometry,
                grids.size(),
                min,
                example == null ? null : new Puzzle(geometry, example),
                unique,
                minimal,
                total,
                classes.size());
    }

    /**
     * The solution counts boards reach: every count some board has, the smallest k >= 1 none has, a witness
     * board per count, and which counts occur per number of clues.
     */
    public record KValues(
            Geometry geometry,
            SortedSet<Integer> counts,
            int smallestMissing,
            Map<Integer, Puzzle> witness,
            Map<Integer, SortedSet<Integer>> byClues) {}

    public KValues kValues(BooleanSupplier stop) {
        Map<Integer, Puzzle> witness = new TreeMap<>();
        Map<Integer, SortedSet<Integer>> byClues = new TreeMap<>();
        forEachRestriction(
                (grid, mask, count) -> {
                    if (!witness.containsKey(count)) {
                        witness.put(count, new Puzzle(geometry, restrict(grid, mask)));
                    }
                    byClues.computeIfAbsent(Integer.bitCount(mask), c -> new TreeSet<>())
                            .add(count);
                },
                stop);
        int missing = 1;
        while (witness.containsKey(missing)) {
            missing++;
        }
        return new KValues(geometry, new TreeSet<>(witness.keySet()), missing, witness, byClues);
    }

    /** Every minimal unique puzzle whose solution is grid k (its clue masks). */
    public List<Integer> minimalPuzzles(int k) {
        int[] counts = new int[1 << cells];
        counts(k, counts);
        List<Integer> out = new ArrayList<>();
        for (int mask = 1; mask < counts.length; mask++) {
            if (counts[mask] != 1) {
                continue;
            }
            boolean isMinimal = true;
            for (int rest = mask; rest != 0 && isMinimal; rest &= rest - 1) {
                isMinimal = counts[mask & ~(rest & -rest)] != 1;
            }
            if (isMinimal) {
                out.add(mask);
            }
        }
        return out;
    }

    public int indexOf(int[] grid) {
        for (int k = 0; k < grids.size(); k++) {
            if (Arrays.equals(grids.get(k), grid)) {
                return k;
            }
        }
        throw new IllegalArgumentException("not a completed grid of " + geometry.describe());
    }
}
