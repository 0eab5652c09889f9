package org.sudokulab.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sudokulab.api.Geometry;

/**
 * The geometric symmetries of an r x c box sudoku that keep it a sudoku: band permutations, row permutations
 * within bands, stack permutations, column permutations within stacks, and the transposition when r = c.
 * With relabelling of the digits they make the group whose orbits are the "essentially different" boards.
 * A board's canonical form is the least, over the geometric symmetries, of the board read in the moved order
 * with digits renamed in order of first appearance (blanks stay blank): equal forms, equivalent boards.
 */
public final class BoxSymmetry {
    private final int n;
    /** perms[k][i]: the cell whose value lands at position i under symmetry k. */
    private final int[][] perms;

    public BoxSymmetry(Geometry g) {
        if (g.isJigsaw()) {
            throw new IllegalArgumentException("jigsaw layouts have no band/stack symmetry group");
        }
        n = g.size();
        int r = g.boxRows();
        int c = g.boxCols();
        List<int[]> rowOrders = orders(r, n / r);
        List<int[]> colOrders = orders(c, n / c);
        List<int[]> out = new ArrayList<>();
        for (int[] rows : rowOrders) {
            for (int[] cols : colOrders) {
                int[] p = new int[n * n];
                int[] t = new int[n * n];
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < n; j++) {
                        p[i * n + j] = rows[i] * n + cols[j];
                        t[i * n + j] = rows[j] * n + cols[i];
                    }
                }
                out.add(p);
                if (r == c) {
                    out.add(t);
                }
            }
        }
        perms = out.toArray(new int[0][]);
    }

    public int size() {
        return perms.length;
    }

    /**
     * Orders of n lines grouped in blocks of {@code block}: block permutations times line permutations within blocks.
     */
    static List<int[]> orders(int block, int blocks) {
        List<int[]> blockPerms = permutations(blocks);
        List<int[]> linePerms = permutations(block);
        List<int[]> out = new ArrayList<>();
        int[] choice = new int[blocks];
        while (true) {
            for (int[] bp : blockPerms) {
                int[] order = new int[block * blocks];
                for (int b = 0; b < blocks; b++) {
                    int[] lp = linePerms.get(choice[b]);
                    for (int l = 0; l < block; l++) {
                        order[b * block + l] = bp[b] * block + lp[l];
                    }
                }
                out.add(order);
            }
            int k = 0;
            while (k < blocks && ++choice[k] == linePerms.size()) {
                choice[k++] = 0;
            }
            if (k == blocks) {
                return out;
            }
        }
    }

    /** A permutation of up to 16 items as a long, 4 bits an item: a key for maps of line or digit permutations. */
    static long code(int[] permutation) {
        long k = 0;
        for (int v : permutation) {
            k = k << 4 | v;
        }
        return k;
    }

    public static List<int[]> permutations(int m) {
        List<int[]> out = new ArrayList<>();
        permute(new int[m], new boolean[m], 0, out);
        return out;
    }

    private static void permute(int[] a, boolean[] used, int at, List<int[]> out) {
        if (at == a.length) {
            out.add(a.clone());
            return;
        }
        for (int v = 0; v < a.length; v++) {
            if (!used[v]) {
                used[v] = true;
                a[at] = v;
                permute(a, used, at + 1, out);
                used[v] = false;
            }
        }
    }

    /** The canonical form of a board (0 = blank) as a string of symbols 0..n. */
    public String canonical(int[] board) {
        byte[] best = null;
        byte[] cur = new byte[board.length];
        int[] rename = new int[n + 1];
        for (int[] p : perms) {
            Arrays.fill(rename, 0);
            int next = 1;
            boolean better = best == null;
            boolean abandoned = false;
            for (int i = 0; i < p.length; i++) {
                int v = board[p[i]];
                int w = 0;
                if (v != 0) {
                    if (rename[v] == 0) {
                        rename[v] = next++;
                    }
                    w = rename[v];
                }
                cur[i] = (byte) w;
                if (!better) {
                    if (w < best[i]) {
                        better = true;
                    } else if (w > best[i]) {
                        abandoned = true;
                        break;
                    }
                }
            }
            if (!abandoned && better) {
                best = cur.clone();
            }
        }
        StringBuilder s = new StringBuilder(best.length);
        for (byte b : best) {
            s.append((char) ('0' + b));
        }
        return s.toString();
    }

    /**
     * How many geometric symmetries map the grid to a relabelling of itself: for each such symmetry exactly one
     * relabelling fixes the grid, so summed over all grids this is the sum of the fixed-grid counts over the
     * whole group (geometric symmetries times relabellings), which Burnside's lemma divides by the group order.
     */
    public int automorphisms(int[] grid) {
        int count = 0;
        int[] rename = new int[n + 1];
        for (int[] p : perms) {
            Arrays.fill(rename, 0);
            boolean ok = true;
            for (int i = 0; i < p.length && ok; i++) {
                int from = grid[p[i]];
                int to = grid[i];
                if (rename[from] == 0) {
                    rename[from] = to;
                } else {
                    ok = rename[from] == to;
                }
            }
            count += ok ? 1 : 0;
        }
        return count;
    }
}
