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
    /**
     * Whether every region is a row or a column (boxes of 1 x n or n x 1: a Latin square): the region houses then
     * repeat the lines, and box-line reduction has nothing to find.
     */
    final boolean regionsAreLines;
    /** The houses to scan for singles and pairs: every house, or the 2n lines when the regions repeat them. */
    final int distinctHouses;
    /** Cage t is {@code cageCells[cageStart[t]] .. cageCells[cageStart[t + 1] - 1]}. */
    final int[] cageStart;

    final int[] cageCells;
    final int[] cageSum;
    /**
     * Segments: every non-empty set of cells a region shares with a row or a column. Segment k is {@code segCells[segStart[k]] .. segCells[segStart[k + 1] - 1]},
     * on line {@code segLine[k]} (a row h or column n + h house) and in region {@code segRegion[k]} (a region house).
     */
    final int[] segStart;

    final int[] segCells;
    final int[] segLine;
    final int[] segRegion;
    /** The segments of house h (a line's or a region's; a region's row segments first, then its column ones). */
    final int[] houseSegStart;

    final int[] houseSegs;
    /** For a region house: how many of its segments lie on rows (the rest lie on columns). */
    final int[] rowSegs;
    /** The region house (2n + region) of each cell. */
    final int[] regionHouse;
    /** The admissible digit sets of cage t as masks, or null when it has more than {@link #MAX_DIGIT_SETS}. */
    final long[][] cageSets;
    /**
     * Boards of at most 64 cells, for {@link DigitSearch}: every cell's bit, each of the {@link #distinctHouses}
     * houses as a mask of its cells, and each cell's peers as a mask; null or 0 on larger boards and on killers
     * (whose layout is built per puzzle, and which the digit search does not take).
     */
    final long board;

    final long[] houseMasks;
    final long[] peerMasks;

    /**
     * Plain boards of 65 to {@link #MAX_WIDE_CELLS} cells, for {@link WideDigitSearch}: the same masks over
     * {@link #words} longs each (cell c is bit c % 64 of word c / 64), house h at {@code houseWords[h * words]..}
     * and cell c's peers at {@code peerWords[c * words]..}; 0 and null elsewhere.
     */
    final int words;

    final long[] boardWords;
    final long[] houseWords;
    final long[] peerWords;

    /**
     * The largest board {@link WideDigitSearch} takes: 15x15, four longs a mask as 14x14. Left out while 60 random
     * 15x15 boards of few givens took it 1,783 ms to 5,000 against the cell search's 821 (whose box-line reduction it
     * lacks); taken since a count that finds no solutions gives up ({@link WideDigitSearch#NODE_ALLOWANCE}): the
     * empty 15x15 board to 20,000,000 in 2.96 s against the cell search's 33.4, such sparse boards 1.6 to 2 times as long.
     */
    static final int MAX_WIDE_CELLS = 225;
    /** The side of the largest such board. */
    static final int MAX_WIDE_SIZE = (int) Math.sqrt(MAX_WIDE_CELLS);

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
        regionsAreLines = !g.isJigsaw() && (g.boxRows() == 1 || g.boxCols() == 1);
        distinctHouses = regionsAreLines ? 2 * n : houses;
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

        regionHouse = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            regionHouse[cell] = 2 * n + g.regionOf(cell);
        }
        List<int[]> segments = new ArrayList<>();
        for (int line = 0; line < 2 * n; line++) {
            for (int region = 2 * n; region < 3 * n; region++) {
                List<Integer> shared = new ArrayList<>();
                for (int k = 0; k < n; k++) {
                    int cell = houseCells[line * n + k];
                    if (regionHouse[cell] == region) {
                        shared.add(cell);
                    }
                }
                if (!shared.isEmpty()) {
                    int[] seg = new int[shared.size() + 2];
                    seg[0] = line;
                    seg[1] = region;
                    for (int i = 0; i < shared.size(); i++) {
                        seg[i + 2] = shared.get(i);
                    }
                    segments.add(seg);
                }
            }
        }
        int count = segments.size();
        segStart = new int[count + 1];
        segLine = new int[count];
        segRegion = new int[count];
        for (int k = 0; k < count; k++) {
            int[] seg = segments.get(k);
            segLine[k] = seg[0];
            segRegion[k] = seg[1];
            segStart[k + 1] = segStart[k] + seg.length - 2;
        }
        segCells = new int[segStart[count]];
        for (int k = 0; k < count; k++) {
            int[] seg = segments.get(k);
            System.arraycopy(seg, 2, segCells, segStart[k], seg.length - 2);
        }
        // Segments by house: a line's in region order, a region's row segments then its column segments.
        houseSegStart = new int[houses + 1];
        houseSegs = new int[2 * count];
        rowSegs = new int[houses];
        int fill = 0;
        for (int h = 0; h < houses; h++) {
            houseSegStart[h] = fill;
            for (int k = 0; k < count; k++) {
                if (segLine[k] == h) {
                    houseSegs[fill++] = k;
                }
            }
            for (int k = 0; k < count; k++) {
                if (segRegion[k] == h && segLine[k] < n) {
                    houseSegs[fill++] = k;
                    rowSegs[h]++;
                }
            }
            for (int k = 0; k < count; k++) {
                if (segRegion[k] == h && segLine[k] >= n) {
                    houseSegs[fill++] = k;
                }
            }
        }
        houseSegStart[houses] = fill;

        if (cells <= 64 && cages.isEmpty()) {
            board = cells == 64 ? -1L : (1L << cells) - 1;
            houseMasks = new long[distinctHouses];
            for (int h = 0; h < distinctHouses; h++) {
                for (int k = 0; k < n; k++) {
                    houseMasks[h] |= 1L << houseCells[h * n + k];
                }
            }
            peerMasks = new long[cells];
            for (int cell = 0; cell < cells; cell++) {
                for (int i = peerStart[cell]; i < peerStart[cell + 1]; i++) {
                    peerMasks[cell] |= 1L << peers[i];
                }
            }
        } else {
            board = 0;
            houseMasks = null;
            peerMasks = null;
        }
        if (cells > 64 && cells <= MAX_WIDE_CELLS && cages.isEmpty()) {
            words = (cells + 63) / 64;
            boardWords = new long[words];
            for (int cell = 0; cell < cells; cell++) {
                boardWords[cell >>> 6] |= 1L << cell;
            }
            houseWords = new long[distinctHouses * words];
            for (int h = 0; h < distinctHouses; h++) {
                for (int k = 0; k < n; k++) {
                    int cell = houseCells[h * n + k];
                    houseWords[h * words + (cell >>> 6)] |= 1L << cell;
                }
            }
            peerWords = new long[cells * words];
            for (int cell = 0; cell < cells; cell++) {
                for (int i = peerStart[cell]; i < peerStart[cell + 1]; i++) {
                    peerWords[cell * words + (peers[i] >>> 6)] |= 1L << peers[i];
                }
            }
        } else {
            words = 0;
            boardWords = null;
            houseWords = null;
            peerWords = null;
        }
    }

    int cageCount() {
        return cageSum.length;
    }
}
