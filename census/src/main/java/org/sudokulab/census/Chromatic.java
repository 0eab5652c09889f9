package org.sudokulab.census;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * Chromatic polynomials of sudoku graphs (cells, an edge between two cells of a house), as a sum over
 * partitions into independent sets: P(k) = sum_j a_j * k(k-1)...(k-j+1), a_j the partitions into j
 * independent sets. With a partial board (Herzberg and Murty), the polynomial counts the colourings that extend
 * it: each independent class of the free cells either joins one given colour (no neighbour holds it; each
 * given colour joined at most once, or two classes would be one) or takes a new colour, from k - m left.
 * Partitions are counted over subsets of the free cells, lowest cell first: 2^free states, for 4x4 boards.
 */
public final class Chromatic {
    public static final int MAX_FREE = 20;

    private Chromatic() {}

    /**
     * The polynomial as coefficients of falling factorials (k - m)_j, j = 0..: {@code terms[j]} ways to end
     * with j new colours, m the number of distinct given digits.
     */
    public record Polynomial(int given, BigInteger[] terms) {
        public BigInteger at(long k) {
            BigInteger total = BigInteger.ZERO;
            for (int j = 0; j < terms.length; j++) {
                BigInteger falling = BigInteger.ONE;
                for (int i = 0; i < j; i++) {
                    falling = falling.multiply(BigInteger.valueOf(k - given - i));
                }
                total = total.add(terms[j].multiply(falling));
            }
            return total;
        }

        /** Ordinary coefficients c_0..c_d of P(k) = sum c_i k^i. */
        public BigInteger[] coefficients() {
            int degree = terms.length - 1 + given;
            BigInteger[] c = new BigInteger[degree + 1];
            Arrays.fill(c, BigInteger.ZERO);
            // falling(k - m, j) * (given-colour factor is constant) expanded by repeated multiplication
            for (int j = 0; j < terms.length; j++) {
                if (terms[j].signum() == 0) {
                    continue;
                }
                BigInteger[] poly = {BigInteger.ONE};
                for (int i = 0; i < j; i++) {
                    poly = times(poly, BigInteger.valueOf(-(given + i)));
                }
                for (int i = 0; i < poly.length; i++) {
                    c[i] = c[i].add(poly[i].multiply(terms[j]));
                }
            }
            int top = c.length - 1;
            while (top > 0 && c[top].signum() == 0) {
                top--;
            }
            return Arrays.copyOf(c, top + 1);
        }

        /** p * (k + a). */
        private static BigInteger[] times(BigInteger[] p, BigInteger a) {
            BigInteger[] out = new BigInteger[p.length + 1];
            Arrays.fill(out, BigInteger.ZERO);
            for (int i = 0; i < p.length; i++) {
                out[i + 1] = out[i + 1].add(p[i]);
                out[i] = out[i].add(p[i].multiply(a));
            }
            return out;
        }

        public String text() {
            BigInteger[] c = coefficients();
            StringBuilder s = new StringBuilder();
            for (int i = c.length - 1; i >= 0; i--) {
                if (c[i].signum() == 0) {
                    continue;
                }
                String abs = c[i].abs().toString();
                s.append(s.length() == 0 ? (c[i].signum() < 0 ? "-" : "") : c[i].signum() < 0 ? " - " : " + ");
                if (i == 0 || !abs.equals("1")) {
                    s.append(abs);
                }
                s.append(i == 0 ? "" : i == 1 ? "k" : "k^" + i);
            }
            return s.length() == 0 ? "0" : s.toString();
        }
    }

    /**
     * The polynomial of a board, its values at n and n + 1, and the completions a backend counted, which must
     * equal the value at n.
     */
    public record Checked(
            Puzzle board, String polynomial, Map<Integer, BigInteger> values, long counted, String backend) {}

    /** {@link #of}, checked: the value at n against an exact count of the board's completions. */
    public static Checked checked(Geometry g, int[] board, Counter counter) {
        Polynomial p = of(g, board);
        int n = g.size();
        Map<Integer, BigInteger> values = new TreeMap<>();
        for (int k = n; k <= n + 1; k++) {
            values.put(k, p.at(k));
        }
        Puzzle puzzle = new Puzzle(g, board);
        long counted = counter.count(puzzle, p.at(n).longValueExact() + 1);
        if (counted != p.at(n).longValueExact()) {
            throw new IllegalStateException("the polynomial at " + n + " is " + p.at(n) + ", but "
                    + counter.backend().id() + " counted " + counted + " completions");
        }
        return new Checked(puzzle, p.text(), values, counted, counter.backend().id());
    }

    /** The polynomial of the sudoku graph of {@code g} with the partial board {@code board} (0 = free). */
    public static Polynomial of(Geometry g, int[] board) {
        int cells = g.cellCount();
        int n = g.size();
        List<Integer> free = new ArrayList<>();
        for (int cell = 0; cell < cells; cell++) {
            if (board[cell] == 0) {
                free.add(cell);
            }
        }
        if (free.size() > MAX_FREE) {
            throw new IllegalArgumentException(free.size() + " free cells: the subset sum needs at most " + MAX_FREE);
        }
        int f = free.size();
        boolean[][] adjacent = new boolean[cells][cells];
        for (int h = 0; h < g.houseCount(); h++) {
            for (int a : g.house(h)) {
                for (int b : g.house(h)) {
                    adjacent[a][b] = a != b;
                }
            }
        }
        // givens in conflict: no colouring keeps them, at any k
        for (int a = 0; a < cells; a++) {
            for (int b = a + 1; b < cells; b++) {
                if (board[a] != 0 && board[a] == board[b] && adjacent[a][b]) {
                    BigInteger[] zero = new BigInteger[f + 1];
                    Arrays.fill(zero, BigInteger.ZERO);
                    return new Polynomial(
                            (int) Arrays.stream(board)
                                    .filter(d -> d != 0)
                                    .distinct()
                                    .count(),
                            zero);
                }
            }
        }
        // the given colours, renumbered 0..m-1, and which colours each free cell may join
        int[] colourIndex = new int[n + 1];
        Arrays.fill(colourIndex, -1);
        int m = 0;
        for (int cell = 0; cell < cells; cell++) {
            if (board[cell] != 0 && colourIndex[board[cell]] < 0) {
                colourIndex[board[cell]] = m++;
            }
        }
        int[] blocked = new int[f];
        int[] adjacency = new int[f];
        for (int i = 0; i < f; i++) {
            int a = free.get(i);
            for (int cell = 0; cell < cells; cell++) {
                if (board[cell] != 0 && adjacent[a][cell]) {
                    blocked[i] |= 1 << colourIndex[board[cell]];
                }
            }
            for (int j = 0; j < f; j++) {
                if (adjacent[a][free.get(j)]) {
                    adjacency[i] |= 1 << j;
                }
            }
        }
        // the given colours every cell of a set may join
        int full = (1 << f) - 1;
        int[] joinable = new int[1 << f];
        joinable[0] = (1 << m) - 1;
        for (int s = 1; s <= full; s++) {
            joinable[s] = joinable[s & (s - 1)] & ~blocked[Integer.numberOfTrailingZeros(s)];
        }
        // ways[used colours][remaining cells] -> by number of new colours: memo over (remaining, used)
        Map<Long, BigInteger[]> memo = new HashMap<>();
        BigInteger[] terms = partitions(full, 0, m, f, adjacency, joinable, memo);
        return new Polynomial(m, terms);
    }

    /** Every independent set that is {@code cls} plus cells of {@code candidates} (each added above the last). */
    private static void grow(int cls, int candidates, int[] adjacency, List<Integer> out) {
        out.add(cls);
        for (int rest = candidates; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int higher = candidates & ~((bit << 1) - 1);
            grow(cls | bit, higher & ~adjacency[Integer.numberOfTrailingZeros(bit)], adjacency, out);
        }
    }

    /** Ways to partition {@code remaining} into classes (lowest cell's class first), by new colours used. */
    private static BigInteger[] partitions(
            int remaining, int used, int m, int f, int[] adjacency, int[] joinable, Map<Long, BigInteger[]> memo) {
        BigInteger[] zero = new BigInteger[f + 1];
        Arrays.fill(zero, BigInteger.ZERO);
        if (remaining == 0) {
            zero[0] = BigInteger.ONE;
            return zero;
        }
        long key = ((long) remaining << 20) | used;
        BigInteger[] hit = memo.get(key);
        if (hit != null) {
            return hit;
        }
        BigInteger[] out = zero;
        int low = remaining & -remaining;
        List<Integer> classes = new ArrayList<>();
        // the class of the lowest remaining cell: it plus independent cells among the others (higher bits only)
        grow(low, remaining & ~low & ~adjacency[Integer.numberOfTrailingZeros(low)], adjacency, classes);
        for (int cls : classes) {
            BigInteger[] rest = partitions(remaining & ~cls, used, m, f, adjacency, joinable, memo);
            for (int j = 0; j + 1 <= f; j++) {
                out[j + 1] = out[j + 1].add(rest[j]);
            }
            for (int colour = 0; colour < m; colour++) {
                int bit = 1 << colour;
                if ((used & bit) == 0 && (joinable[cls] & bit) != 0) {
                    BigInteger[] joined = partitions(remaining & ~cls, used | bit, m, f, adjacency, joinable, memo);
                    for (int j = 0; j <= f; j++) {
                        out[j] = out[j].add(joined[j]);
                    }
                }
            }
        }
        memo.put(key, out);
        return out;
    }
}
