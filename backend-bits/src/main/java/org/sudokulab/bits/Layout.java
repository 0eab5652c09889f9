package org.sudokulab.bits;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * The tables a search reads, flat int arrays: each cell's peers (the cells that must hold another digit: its row,
 * column and region, and its killer cage), each house's cells, and each cage's cells with its admissible digit
 * sets. Digit d is bit d-1 of a candidate mask (n <= 35 fits a long).
 */
final class Layout {
    /** A cage with more admissible digit sets than this is checked by sum bounds instead of by its sets. */
    static final int MAX_DIGIT_SETS = 4096;

    /** Layouts of plain geometries, built once; jigsaw shapes are many, so the cache is cleared past this. */
    private static final int CACHE_LIMIT = 64;

    private static final Map<Geometry, Layout> PLAIN = new ConcurrentHashMap<>();

    final int n;
    final int cells;
    /** Bits 0..n-1: every digit. */
    final long all;
    /** The peers of cell c are {@code peers[peerStart[c]] .. peers[peerStart[c + 1] - 1]}. */
    final int[] peerStart;

    final int[] peers;
    /** House h (rows, columns, regions) is {@code houseCells[h * n] .. houseCells[h * n + n - 1]}. */
    final int[] houseCells;

    final int houses;
    /** Cage t is {@code cageCells[cageStart[t]] .. cageCells[cageStart[t + 1] - 1]}. */
    final int[] cageStart;

    final int[] cageCells;
    final int[] cageSum;
    /** The admissible digit sets of cage t as masks, or null when it has more than {@link #MAX_DIGIT_SETS}. */
    final long[][] cageSets;

    /** The layout of a puzzle's geometry and cages; plain geometries come from the cache. */
    static Layout of(Puzzle puzzle) {
        if (puzzle.isKiller()) {
            return new Layout(puzzle.geometry(), puzzle.cages());
        }
        Layout cached = PLAIN.get(puzzle.geometry());
        if (cached == null) {
            if (PLAIN.size() >= CACHE_LIMIT) {
                PLAIN.clear();
            }
            cached = new Layout(puzzle.geometry(), List.of());
            PLAIN.put(puzzle.geometry(), cached);
        }
        return cached;
    }

    private Layout(Geometry g, List<Cage> cages) {
        n = g.size();
        cells = g.cellCount();
        all = (1L << n) - 1;
        houses = g.houseCount();
        houseCells = new int[houses * n];
        for (int h = 0; h < houses; h++) {
            System.arraycopy(g.house(h), 0, houseCells, h * n, n);
        }
        int[] cageOf = new int[cells];
        java.util.Arrays.fill(cageOf, -1);
        cageStart = new int[cages.size() + 1];
        cageCells = new int[cages.stream().mapToInt(Cage::size).sum()];
        cageSum = new int[cages.size()];
        cageSets = new long[cages.size()][];
        for (int t = 0; t < cages.size(); t++) {
            Cage cage = cages.get(t);
            cageStart[t + 1] = cageStart[t] + cage.size();
            System.arraycopy(cage.cells(), 0, cageCells, cageStart[t], cage.size());
            cageSum[t] = cage.sum();
            for (int cell : cage.cells()) {
                cageOf[cell] = t;
            }
            List<int[]> sets = cage.digitSets(n, MAX_DIGIT_SETS);
            if (sets.size() <= MAX_DIGIT_SETS) {
                cageSets[t] = new long[sets.size()];
                for (int i = 0; i < sets.size(); i++) {
                    for (int d : sets.get(i)) {
                        cageSets[t][i] |= 1L << (d - 1);
                    }
                }
            }
        }
        peerStart = new int[cells + 1];
        List<Integer> list = new ArrayList<>();
        boolean[] seen = new boolean[cells];
        for (int cell = 0; cell < cells; cell++) {
            List<Integer> mine = new ArrayList<>();
            for (int h : g.housesOf(cell)) {
                for (int k = 0; k < n; k++) {
                    mine.add(houseCells[h * n + k]);
                }
            }
            int t = cageOf[cell];
            if (t >= 0) {
                for (int i = cageStart[t]; i < cageStart[t + 1]; i++) {
                    mine.add(cageCells[i]);
                }
            }
            for (int p : mine) {
                if (p != cell && !seen[p]) {
                    seen[p] = true;
                    list.add(p);
                }
            }
            for (int p : mine) {
                seen[p] = false;
            }
            peerStart[cell + 1] = list.size();
        }
        peers = list.stream().mapToInt(Integer::intValue).toArray();
    }

    int cageCount() {
        return cageSum.length;
    }
}
