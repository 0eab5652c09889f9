package org.sudokulab.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Top bands up to permutations of the three boxes, of the columns within each box and of the three rows (each
 * followed by the relabelling that puts the first box back to 1..9): Felgenhauer and Jarvis's 416 classes.
 * The orbits are the connected components of the 36,288 lexicographically reduced bands under generators of
 * that group (two row swaps, two column swaps in box 1, the swap of boxes 1 and 2); the reduction itself
 * supplies the column order in boxes 2 and 3 and their swap. Every move maps completions to completions, so an
 * orbit lies inside one class of equal completion counts.
 */
public final class BandOrbits {
    /** One orbit: how many of the 36,288 reduced bands it holds, and the completions of each. */
    public record Orbit(int reducedBands, long completions) {}

    private static final int[][] GENERATORS = generators();

    private BandOrbits() {}

    /** The orbits, largest completion count first; null when stopped. */
    public static List<Orbit> of(BandCount counter, BooleanSupplier stop) {
        Map<Long, Integer> index = new HashMap<>();
        List<Long> keys = new ArrayList<>();
        // Box 1 reads 0..8 in every band met, so the reduced ones are those whose other boxes' columns rise along
        // the top row, box 2's first: one band of each 72, each key met once (keying all 2,612,736 took two thirds
        // of the band table's time).
        BandCount.fill(firstBoxFixed(), 0, 3, stop, b -> {
            int[] top = b[0];
            if (top[3] < top[4] && top[4] < top[5] && top[6] < top[7] && top[7] < top[8] && top[3] < top[6]) {
                long key = reducedKey(flatten(b));
                index.put(key, keys.size());
                keys.add(key);
            }
        });
        if (stop.getAsBoolean()) {
            return null;
        }
        UnionFind orbits = new UnionFind(keys.size());
        int[] moved = new int[27];
        for (int i = 0; i < keys.size(); i++) {
            int[] band = decode(keys.get(i));
            for (int[] g : GENERATORS) {
                for (int p = 0; p < 27; p++) {
                    moved[p] = band[g[p]];
                }
                int j = index.get(reducedKey(moved));
                orbits.union(i, j);
            }
        }
        Map<Integer, int[]> sizes = new HashMap<>();
        for (int i = 0; i < keys.size(); i++) {
            sizes.computeIfAbsent(orbits.find(i), r -> new int[1])[0]++;
        }
        List<Orbit> out = new ArrayList<>();
        for (Map.Entry<Integer, int[]> e : sizes.entrySet()) {
            int[][] band = rows(decode(keys.get(e.getKey())));
            out.add(new Orbit(e.getValue()[0], counter.completions(band)));
        }
        out.sort(Comparator.comparingLong(Orbit::completions)
                .reversed()
                .thenComparing(Comparator.comparingInt(Orbit::reducedBands).reversed()));
        return out;
    }

    private static int[][] firstBoxFixed() {
        int[][] band = new int[3][9];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                band[r][c] = r * 3 + c;
            }
        }
        return band;
    }

    private static int[] flatten(int[][] band) {
        int[] cells = new int[27];
        for (int r = 0; r < 3; r++) {
            System.arraycopy(band[r], 0, cells, r * 9, 9);
        }
        return cells;
    }

    private static int[][] rows(int[] cells) {
        int[][] band = new int[3][9];
        for (int r = 0; r < 3; r++) {
            System.arraycopy(cells, r * 9, band[r], 0, 9);
        }
        return band;
    }

    /**
     * Relabel so that box 1 reads 0..8, sort the columns of boxes 2 and 3 by their top digit, put the box with the
     * smaller top-left digit second: the one reduced band of the 72 that differ only in those choices. Packed in
     * base 9 over boxes 2 and 3 (box 1 is fixed).
     */
    static long reducedKey(int[] cells) {
        int[] label = new int[9];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                label[cells[r * 9 + c]] = r * 3 + c;
            }
        }
        int[][] columns = new int[6][3];
        for (int c = 0; c < 6; c++) {
            for (int r = 0; r < 3; r++) {
                columns[c][r] = label[cells[r * 9 + 3 + c]];
            }
        }
        Comparator<int[]> byTop = Comparator.comparingInt(col -> col[0]);
        Arrays.sort(columns, 0, 3, byTop);
        Arrays.sort(columns, 3, 6, byTop);
        int first = columns[0][0] < columns[3][0] ? 0 : 3;
        long key = 0;
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 6; c++) {
                key = key * 9 + columns[(first + c) % 6][r];
            }
        }
        return key;
    }

    private static int[] decode(long key) {
        int[] cells = new int[27];
        for (int r = 2; r >= 0; r--) {
            for (int c = 5; c >= 0; c--) {
                cells[r * 9 + 3 + c] = (int) (key % 9);
                key /= 9;
            }
        }
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                cells[r * 9 + c] = r * 3 + c;
            }
        }
        return cells;
    }

    /** Cell maps (new cell p takes old cell g[p]): rows 1-2 and 2-3 swapped, columns in box 1, boxes 1 and 2. */
    private static int[][] generators() {
        List<int[]> out = new ArrayList<>();
        for (int[] rowSwap : new int[][] {{1, 0, 2}, {0, 2, 1}}) {
            out.add(map((r, c) -> rowSwap[r] * 9 + c));
        }
        for (int[] colSwap : new int[][] {{1, 0, 2}, {0, 2, 1}}) {
            out.add(map((r, c) -> r * 9 + (c < 3 ? colSwap[c] : c)));
        }
        out.add(map((r, c) -> r * 9 + (c < 3 ? c + 3 : c < 6 ? c - 3 : c)));
        return out.toArray(new int[0][]);
    }

    private interface CellMap {
        int source(int r, int c);
    }

    private static int[] map(CellMap m) {
        int[] g = new int[27];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 9; c++) {
                g[r * 9 + c] = m.source(r, c);
            }
        }
        return g;
    }
}
