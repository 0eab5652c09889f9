package org.sudokulab.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A stack's colourings: the n x C arrays whose rows hold given digit sets and whose columns hold every digit, as
 * ordered 1-factorisations of the C-regular bipartite graph rows x digits, the colours being the columns; plain,
 * or under a symmetry of the stack ({@link TwoStackCount}).
 */
final class StackColourings {
    private StackColourings() {}

    /** A stack's own symmetry A(rows[r], cols[c]) = s(A(r, c)). */
    record Symmetry(int[] rows, int[] cols, int[] s) {
        boolean identity() {
            for (int i = 0; i < rows.length; i++) {
                if (rows[i] != i || s[i] != i) {
                    return false;
                }
            }
            for (int c = 0; c < cols.length; c++) {
                if (cols[c] != c) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * Ordered factorisations of a d-regular bipartite graph (row i's digits {@code rows[i]}) into d perfect matchings.
     * The colours are interchangeable, so this is d! times the factorisations that give row 0's edges their colours
     * in digit order ({@link #withFirstRowFixed}).
     */
    static long factorisations(int[] rows, int degree) {
        long orders = 1;
        for (int k = 2; k <= degree; k++) {
            orders *= k;
        }
        return orders * withFirstRowFixed(rows, degree);
    }

    /**
     * The first half of the colours take a d/2-regular spanning subgraph H holding row 0's first d/2 edges, the others
     * the rest, so the count is the sum over H of the same count on H and on G - H; a 2-regular graph has 2^(cycles -
     * 1) with row 0's two edges coloured, a perfect matching 1.
     */
    private static long withFirstRowFixed(int[] rows, int degree) {
        if (degree == 1) {
            return 1;
        }
        if (degree == 2) {
            return 1L << (cycles(rows) - 1);
        }
        int half = degree / 2;
        int first = 0;
        for (int c = rows[0], k = 0; k < half; k++, c &= c - 1) {
            first |= Integer.lowestOneBit(c);
        }
        int[] chosen = new int[rows.length];
        int[] degrees = new int[Integer.SIZE];
        chosen[0] = first;
        for (int c = first; c != 0; c &= c - 1) {
            degrees[Integer.numberOfTrailingZeros(c)]++;
        }
        long[] sum = new long[1];
        subgraphs(rows, half, 1, chosen, degrees, sum, degree);
        return sum[0];
    }

    private static void subgraphs(int[] rows, int k, int r, int[] chosen, int[] degree, long[] sum, int d) {
        if (r == rows.length) {
            int[] rest = new int[rows.length];
            for (int i = 0; i < rows.length; i++) {
                rest[i] = rows[i] & ~chosen[i];
            }
            long a = withFirstRowFixed(chosen, k);
            if (a != 0) {
                sum[0] += a * withFirstRowFixed(rest, d - k);
            }
            return;
        }
        // a digit needs k more from the rows left: prune when one cannot get them
        int rowsLeft = rows.length - r;
        for (int digit = 0; digit < rows.length; digit++) {
            int need = k - degree[digit];
            if (need > rowsLeft) {
                return;
            }
        }
        pick(rows, k, r, rows[r], 0, k, chosen, degree, sum, d);
    }

    private static void pick(
            int[] rows,
            int k,
            int r,
            int candidates,
            int picked,
            int left,
            int[] chosen,
            int[] degree,
            long[] sum,
            int d) {
        if (left == 0) {
            chosen[r] = picked;
            subgraphs(rows, k, r + 1, chosen, degree, sum, d);
            return;
        }
        for (int c = candidates; c != 0; c &= c - 1) {
            int digit = Integer.numberOfTrailingZeros(c);
            if (degree[digit] == k) {
                continue;
            }
            degree[digit]++;
            pick(rows, k, r, c & (c - 1), picked | (1 << digit), left - 1, chosen, degree, sum, d);
            degree[digit]--;
        }
    }

    /** The cycles of a 2-regular bipartite graph. */
    static int cycles(int[] rows) {
        int n = rows.length;
        int[] firstRow = new int[n];
        Arrays.fill(firstRow, -1);
        UnionFind uf = new UnionFind(n);
        int components = n;
        for (int r = 0; r < n; r++) {
            for (int c = rows[r]; c != 0; c &= c - 1) {
                int digit = Integer.numberOfTrailingZeros(c);
                if (firstRow[digit] < 0) {
                    firstRow[digit] = r;
                } else if (uf.find(firstRow[digit]) != uf.find(r)) {
                    uf.union(firstRow[digit], r);
                    components--;
                }
            }
        }
        return components;
    }

    /**
     * A stack under a symmetry of its own: each edge (row r, digit d) of colour (column) c has its image (rows[r],
     * s[d]) of colour cols[c]. The colours split into two sets of whole cycles of cols, P and Q; the edges coloured
     * in P form a subgraph H that the symmetry maps to itself, |P|-regular, so the count is the sum over such H of
     * the counts of H with P and of G - H with Q. One cycle of colours is counted by its first colour's matchings,
     * whose images must take the cycle's other colours and come back.
     */
    static final class SymmetricStack {
        private final int n;
        private final int width;
        final Symmetry sym;
        final int[] digitImage; // s on sets of digits
        final List<int[]> rowOrbits = new ArrayList<>();
        final int[][] allowedByLength; // [m][row]: the digits whose edge can take a colour on a cycle of m colours
        final int[] needed;

        SymmetricStack(int width, Symmetry sym) {
            this.n = 2 * width;
            this.width = width;
            this.sym = sym;
            this.splits = new Split[1 << width];
            allowedByLength = new int[width + 1][n];
            for (int m = 1; m <= width; m++) {
                for (int r = 0; r < n; r++) {
                    for (int d = 0; d < n; d++) {
                        if (allowed(r, d, m)) {
                            allowedByLength[m][r] |= 1 << d;
                        }
                    }
                }
            }
            needed = coloursByLength();
            digitImage = new int[1 << n];
            for (int m = 1; m < digitImage.length; m++) {
                int low = Integer.numberOfTrailingZeros(m);
                digitImage[m] = digitImage[m & (m - 1)] | 1 << sym.s()[low];
            }
            rowOrbits.addAll(List.of(Cycles.of(sym.rows())));
        }

        /** The colours on cycles of length m, by m. */
        private int[] coloursByLength() {
            int[] out = new int[width + 1];
            for (int[] cycle : Cycles.of(sym.cols())) {
                out[cycle.length] += cycle.length;
            }
            return out;
        }

        /**
         * Whether some row sets could work: in each band, the two rows (complements of each other) each need as many
         * allowed digits as there are colours on cycles of each length, and these cannot be the same digits.
         */
        boolean possible() {
            for (int m = 1; m <= width; m++) {
                int k = needed[m];
                for (int b = 0; k > 0 && b < width; b++) {
                    int a0 = allowedByLength[m][2 * b];
                    int a1 = allowedByLength[m][2 * b + 1];
                    if (Integer.bitCount(a0) < k || Integer.bitCount(a1) < k || Integer.bitCount(a0 | a1) < 2 * k) {
                        return false;
                    }
                }
            }
            return true;
        }

        /** Whether each row holds enough digits allowed on each length of colour cycle. */
        boolean fits(int[] rowSets) {
            for (int m = 1; m <= width; m++) {
                int k = needed[m];
                for (int r = 0; k > 0 && r < n; r++) {
                    if (Integer.bitCount(rowSets[r] & allowedByLength[m][r]) < k) {
                        return false;
                    }
                }
            }
            return true;
        }

        /**
         * Whether edge (r, d) can take a colour on a cycle of m colours: the colour comes back after m images, so the
         * edge's orbit has a length divisible by m, and the edges m, 2m, ... images on share the colour, so they
         * share no row and no digit.
         */
        private boolean allowed(int r, int d, int m) {
            int rows = 0;
            int digits = 0;
            int row = r;
            int digit = d;
            int steps = 0;
            do {
                if (steps % m == 0) {
                    if ((rows >> row & 1) != 0 || (digits >> digit & 1) != 0) {
                        return false;
                    }
                    rows |= 1 << row;
                    digits |= 1 << digit;
                }
                row = sym.rows()[row];
                digit = sym.s()[digit];
                steps++;
            } while (row != r || digit != d);
            return steps % m == 0;
        }

        long count(int[] graph, int colours) {
            return count(graph, colours, false);
        }

        /**
         * With {@code ordered}, only the colourings that give row 0's edges the colours in digit order: when every
         * colour is fixed by cols, the colours are interchangeable, so the count is |colours|! times that.
         */
        private long count(int[] graph, int colours, boolean ordered) {
            Split split = split(colours);
            if (split.cycles() == 1) {
                return ordered ? 1 : oneCycle(graph, Integer.bitCount(colours));
            }
            if (!ordered && split.cycles() == Integer.bitCount(colours)) {
                long orders = 1;
                for (int k = 2; k <= split.cycles(); k++) {
                    orders *= k;
                }
                return orders * count(graph, colours, true);
            }
            int p = split.p();
            int q = colours & ~p;
            int[] inP = split.inP();
            int[] inQ = split.inQ();
            long[] sum = new long[1];
            int rowZero = 0;
            for (int c = graph[0], k = Integer.bitCount(p); ordered && k > 0; k--, c &= c - 1) {
                rowZero |= Integer.lowestOneBit(c);
            }
            new InvariantSubgraphs(graph, inP, inQ, Integer.bitCount(p), h -> {
                        long a = count(h, p, ordered);
                        if (a != 0) {
                            int[] rest = new int[n];
                            for (int r = 0; r < n; r++) {
                                rest[r] = graph[r] & ~h[r];
                            }
                            sum[0] += a * count(rest, q, ordered);
                        }
                    })
                    .from(0, rowZero);
            return sum[0];
        }

        /**
         * A set of colours (whole cycles of cols): how many cycles, the first half P, and the digits each row may
         * colour in P and in the rest.
         */
        private record Split(int cycles, int p, int[] inP, int[] inQ) {}

        private final Split[] splits;

        private Split split(int colours) {
            if (splits[colours] != null) {
                return splits[colours];
            }
            List<int[]> cycles = new ArrayList<>();
            int seen = 0;
            for (int c = 0; c < width; c++) {
                if ((colours >> c & 1) != 0 && (seen >> c & 1) == 0) {
                    List<Integer> cycle = new ArrayList<>();
                    for (int q = c; (seen >> q & 1) == 0; q = sym.cols()[q]) {
                        seen |= 1 << q;
                        cycle.add(q);
                    }
                    cycles.add(cycle.stream().mapToInt(Integer::intValue).toArray());
                }
            }
            int p = 0;
            for (int[] cycle : cycles.subList(0, cycles.size() - 1)) {
                if (2 * Integer.bitCount(p) >= Integer.bitCount(colours)) {
                    break;
                }
                for (int c : cycle) {
                    p |= 1 << c;
                }
            }
            int[] inP = new int[n];
            int[] inQ = new int[n];
            for (int[] cycle : cycles) {
                int[] allowed = allowedByLength[cycle.length];
                for (int r = 0; r < n; r++) {
                    if ((p >> cycle[0] & 1) != 0) {
                        inP[r] |= allowed[r];
                    } else {
                        inQ[r] |= allowed[r];
                    }
                }
            }
            splits[colours] = new Split(cycles.size(), p, inP, inQ);
            return splits[colours];
        }

        /**
         * The k-regular spanning subgraphs of {@code graph} that the symmetry maps to themselves, within {@code inP}
         * and holding every edge outside {@code inQ}, chosen row orbit by row orbit: a row's set fixes its orbit's.
         */
        private final class InvariantSubgraphs {
            final int[] graph;
            final int[] inP;
            final int[] inQ;
            final int k;
            final java.util.function.Consumer<int[]> each;
            final int[] chosen = new int[n];
            final int[] degree = new int[n];

            InvariantSubgraphs(int[] graph, int[] inP, int[] inQ, int k, java.util.function.Consumer<int[]> each) {
                this.graph = graph;
                this.inP = inP;
                this.inQ = inQ;
                this.k = k;
                this.each = each;
            }

            /** From row orbit {@code orbit} on; {@code rowZero}: digits row 0 must keep (its orbit comes first). */
            void from(int orbit, int rowZero) {
                if (orbit == rowOrbits.size()) {
                    each.accept(chosen);
                    return;
                }
                int[] rows = rowOrbits.get(orbit);
                int forced = graph[rows[0]] & ~inQ[rows[0]] | rowZero;
                if (Integer.bitCount(forced) > k || (forced & ~inP[rows[0]]) != 0) {
                    return;
                }
                pick(orbit, graph[rows[0]] & inP[rows[0]] & ~forced, forced, k - Integer.bitCount(forced));
            }

            private void pick(int orbit, int candidates, int picked, int left) {
                if (left > 0) {
                    for (int c = candidates; c != 0; c &= c - 1) {
                        pick(orbit, c & (c - 1), picked | Integer.lowestOneBit(c), left - 1);
                    }
                    return;
                }
                int[] rows = rowOrbits.get(orbit);
                int set = picked;
                int placed = 0;
                boolean fits = true;
                for (int r : rows) {
                    chosen[r] = set;
                    for (int m = set; m != 0; m &= m - 1) {
                        fits &= ++degree[Integer.numberOfTrailingZeros(m)] <= k;
                    }
                    fits &= (set & ~inP[r]) == 0 && (graph[r] & ~set & ~inQ[r]) == 0;
                    placed++;
                    set = digitImage[set];
                }
                if (fits && set == picked) {
                    from(orbit + 1, 0);
                }
                for (int i = 0; i < placed; i++) {
                    for (int m = chosen[rows[i]]; m != 0; m &= m - 1) {
                        degree[Integer.numberOfTrailingZeros(m)]--;
                    }
                }
            }
        }

        /**
         * A graph of degree m coloured by one cycle of m colours: the perfect matchings M whose images under the
         * symmetry, 1 to m - 1 times, are disjoint from it and each other (so they cover the graph), and whose m-th
         * image is M again.
         */
        private long oneCycle(int[] graph, int m) {
            int[] match = new int[n];
            return matchings(graph, m, 0, 0, match);
        }

        private long matchings(int[] graph, int m, int r, int used, int[] match) {
            if (r == n) {
                return fits(graph, m, match) ? 1 : 0;
            }
            long found = 0;
            for (int c = graph[r] & allowedByLength[m][r] & ~used; c != 0; c &= c - 1) {
                int d = Integer.numberOfTrailingZeros(c);
                match[r] = d;
                found += matchings(graph, m, r + 1, used | 1 << d, match);
            }
            return found;
        }

        private boolean fits(int[] graph, int m, int[] match) {
            int[] covered = new int[n];
            for (int r = 0; r < n; r++) {
                int row = r;
                int d = match[r];
                for (int j = 0; j < m; j++) {
                    int bit = 1 << d;
                    if ((graph[row] & bit) == 0 || (covered[row] & bit) != 0) {
                        return false;
                    }
                    covered[row] |= bit;
                    row = sym.rows()[row];
                    d = sym.s()[d];
                }
                if (match[row] != d) {
                    return false;
                }
            }
            return true;
        }
    }
}
