package org.sudokulab.bits;

import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;

/**
 * The search for plain boards of at most 64 cells other than 9x9 (4x4, 6x6, 8x8, jigsaws of those sizes, Latin
 * squares to order 8), digit-major: each digit's places as one 64-bit mask over the board, and the cells already
 * fixed as one more. A level is n + 1 longs, so a branch copies a few words where the cell search copies a mask
 * per cell, and singles come from whole-board bit arithmetic: the cells with one candidate from a bit-sliced count
 * over the digits, hidden singles from each digit's mask within each house.
 *
 * <p>A digit placed on a cell keeps that cell in its mask and leaves its peers, so within any house holding it the
 * digit's mask has exactly that one place: a house where a digit has one place not yet fixed is a hidden single,
 * one where it has none a contradiction. Hidden singles are looked for only while more than half the cells are
 * open; past the first solution, a level whose open cells all have two candidates is counted without branching
 * ({@link #pairedCompletions}). Empty 6x6 board, all 28,200,960 grids: 28,040,197 branch nodes and 7.4 s with
 * hidden singles everywhere, the same nodes and 4.9 s with them near the root, 16,428,041 nodes and 3.4 s with
 * the pairs counted (the cell search took 15 s).
 */
final class DigitSearch extends Count {
    private static final ThreadLocal<DigitSearch> PER_THREAD = ThreadLocal.withInitial(DigitSearch::new);

    private Layout layout;
    /** Level k is {@code stack[k * (n + 1)] ..}: the places of digits 1..n, then the fixed cells. */
    private long[] stack = new long[0];
    /** Each digit's hidden singles in one round of propagation. */
    private long[] assign = new long[0];

    private final DigitCycles cycles = new DigitCycles();

    private DigitSearch() {}

    /** Plain (no killer cages) boards that fit one long per digit; 9x9 goes to the band search. */
    static boolean fits(Puzzle puzzle) {
        return !puzzle.isKiller() && puzzle.geometry().cellCount() <= 64 && !BandSearch.fits(puzzle);
    }

    /** This thread's search, reset for one count of {@code puzzle}. */
    static DigitSearch on(Puzzle puzzle, long limit, Limits limits, long startNanos) {
        DigitSearch s = PER_THREAD.get();
        s.layout = Layout.of(puzzle);
        s.start(limit, limits, startNanos);
        // a level per fixed cell at most, and the root
        int need = (s.layout.cells + 1) * (s.layout.n + 1);
        if (s.stack.length < need) {
            s.stack = new long[need];
        }
        if (s.assign.length < s.layout.n) {
            s.assign = new long[s.layout.n];
        }
        return s;
    }

    /** Counts the solutions of {@code puzzle} up to the limit; the result is in the fields. */
    void run(Puzzle puzzle) {
        Layout l = layout;
        int n = l.n;
        long[] s = stack;
        long board = l.board;
        for (int v = 0; v < n; v++) {
            s[v] = board;
        }
        s[n] = 0;
        boolean consistent = true;
        for (int cell = 0; cell < l.cells && consistent; cell++) {
            int v = puzzle.given(cell);
            consistent = v == 0 || place(0, v - 1, cell);
        }
        if (consistent && propagate(0, false)) {
            if (s[n] == board) {
                solution(0);
            } else {
                branch(0);
            }
        }
        layout = null;
        finish();
    }

    /** Puts digit {@code v} (0-based) on {@code cell} in the level at {@code base}; false if it is no longer a candidate there. */
    private boolean place(int base, int v, int cell) {
        long[] s = stack;
        long bit = 1L << cell;
        if ((s[base + v] & bit) == 0) {
            return false;
        }
        int n = layout.n;
        for (int u = base, end = base + n; u < end; u++) {
            s[u] &= ~bit;
        }
        s[base + v] = (s[base + v] & ~layout.peerMasks[cell]) | bit;
        s[base + n] |= bit;
        return true;
    }

    /**
     * Places singles and hidden singles to a fixpoint, each round's at once (a digit's new cells leave its mask
     * together with their peers); false on a contradiction.
     */
    private boolean propagate(int base, boolean always) {
        Layout l = layout;
        int n = l.n;
        long[] s = stack;
        long[] a = assign;
        long[] houseMasks = l.houseMasks;
        long board = l.board;
        while (true) {
            long fixed = s[base + n];
            long once = 0;
            long twice = 0;
            for (int v = base, end = base + n; v < end; v++) {
                long m = s[v];
                twice |= once & m;
                once |= m;
            }
            if (once != board) {
                return false; // a cell without a candidate
            }
            long singles = once & ~twice & ~fixed;
            if (singles != 0) {
                fixSingles(base, singles);
                continue;
            }
            if (fixed == board) {
                return true;
            }
            if (!always && 2 * Long.bitCount(board & ~fixed) <= l.cells) {
                // Hidden singles pay only near the root: with half the cells or fewer open, counting the empty 6x6
                // took the same 28,040,197 branch nodes with them or without, and 7.4 s against 4.9 s.
                return true;
            }
            // hidden singles: a house where a digit has one place, not yet fixed
            for (int v = 0; v < n; v++) {
                long m = s[base + v];
                long hidden = 0;
                if ((m & ~fixed) != 0) {
                    for (long house : houseMasks) {
                        long x = m & house;
                        if ((x & (x - 1)) == 0) {
                            if (x == 0) {
                                return false; // the digit has no place left in this house
                            }
                            hidden |= x;
                        }
                    }
                }
                a[v] = hidden & ~fixed;
                singles |= a[v];
            }
            if (singles == 0) {
                return true;
            }
            if (!assignAll(base, singles)) {
                return false;
            }
        }
    }

    /**
     * Fixes {@code cells}, each of one candidate, and takes each one's digit from its peers, cell by cell. A single
     * that a peer with the same digit took away in the same round is left without a candidate, which the next round
     * of {@link #propagate} finds.
     */
    private void fixSingles(int base, long cells) {
        long[] s = stack;
        long[] peerMasks = layout.peerMasks;
        s[base + layout.n] |= cells;
        for (int v = base, end = base + layout.n; v < end; v++) {
            for (long rest = s[v] & cells; rest != 0; rest &= rest - 1) {
                s[v] &= ~peerMasks[Long.numberOfTrailingZeros(rest)];
            }
        }
    }

    /** Fixes hidden singles, each to the digit whose {@link #assign} mask holds it; false when two of them clash. */
    private boolean assignAll(int base, long cells) {
        int n = layout.n;
        long[] s = stack;
        long[] a = assign;
        long[] peerMasks = layout.peerMasks;
        long seen = 0;
        for (int v = 0; v < n; v++) {
            long mine = a[v];
            if ((mine & seen) != 0) {
                return false; // one cell, two digits
            }
            seen |= mine;
            long m = s[base + v] & ~cells;
            if (mine != 0) {
                long peers = 0;
                for (long rest = mine; rest != 0; rest &= rest - 1) {
                    peers |= peerMasks[Long.numberOfTrailingZeros(rest)];
                }
                if ((peers & mine) != 0) {
                    return false; // one digit twice in a house
                }
                m = (m & ~peers) | mine;
            }
            s[base + v] = m;
        }
        s[base + n] |= cells;
        return true;
    }

    /** Branches on an open cell with the fewest candidates (the first with two when there is one). */
    private void branch(int base) {
        if (!branchNode()) {
            return;
        }
        Layout l = layout;
        int n = l.n;
        long[] s = stack;
        long open = l.board & ~s[base + n];
        long pairs = twoCandidateCells(base);
        if (pairs == open && found > 0) {
            long k = pairedCompletions(base);
            if (k >= 0) {
                if (k > 0) {
                    solutionsFound(k);
                }
                return;
            }
        }
        int cell;
        if (pairs != 0) {
            cell = Long.numberOfTrailingZeros(pairs);
        } else {
            cell = -1;
            int fewest = Integer.MAX_VALUE;
            for (long rest = open; rest != 0; rest &= rest - 1) {
                int c = Long.numberOfTrailingZeros(rest);
                int k = 0;
                for (int v = base, end = base + n; v < end; v++) {
                    k += (int) (s[v] >>> c) & 1;
                }
                if (k < fewest) {
                    fewest = k;
                    cell = c;
                }
            }
        }
        int next = base + n + 1;
        long bit = 1L << cell;
        for (int v = 0; v < n && stop == null; v++) {
            if ((s[base + v] & bit) == 0) {
                continue;
            }
            System.arraycopy(s, base, s, next, n + 1);
            if (place(next, v, cell) && propagate(next, false)) {
                if (s[next + n] == l.board) {
                    solution(next);
                } else {
                    branch(next);
                }
            }
        }
    }

    /**
     * The completions of a level whose open cells all have two candidates, counted without branching, or -1 when
     * hidden singles break that shape. At a fixpoint of singles and hidden singles where every open cell has two
     * candidates, each digit missing from a house has exactly two places there (a house's k open cells hold 2k
     * candidates for its k missing digits, none with fewer than two places), so the choices are tied by parities:
     * both choices of a cell have as many completions, and one propagation per connected group of cells settles
     * the group (2 completions, or none). The band search counts 9x9 the same way. Singles alone suffice for a
     * group: in each house the open cells and the missing digits form cycles (each of degree two), and a fixed cell
     * passes along its cycle as each next cell loses the digit just placed (6 % faster than with hidden singles).
     *
     * <p>Whether a level has that shape is read off one completion first ({@link #otherChoicesApart}), since nearly
     * every such level has it: on the empty 8x8 board, looking for hidden singles first in every house for every
     * digit never found one (5.5 million such levels), and counting without that look took a fifth less time.
     * Where the completion fails or the shape is not there, hidden singles come first, as before.
     */
    private long pairedCompletions(int base) {
        long rows = twoRowCompletions(base);
        if (rows >= 0) {
            return rows;
        }
        Layout l = layout;
        int n = l.n;
        long[] s = stack;
        int next = base + n + 1;
        long open = l.board & ~s[base + n];
        System.arraycopy(s, base, s, next, n + 1);
        int groups = groups(next);
        if (groups >= 0 && otherChoicesApart(base, next, open)) {
            return 1L << groups;
        }
        // no completion to read the shape from, or not that shape
        System.arraycopy(s, base, s, next, n + 1);
        if (!propagate(next, true)) {
            return 0;
        }
        if (twoCandidateCells(next) != (l.board & ~s[next + n])) {
            return -1;
        }
        groups = groups(next);
        return groups < 0 ? 0 : 1L << groups;
    }

    /**
     * The completions of a level whose open cells, all of two candidates, are the same columns of two rows, counted
     * as the band search counts the last two rows of a band: where each digit may go to the same two columns in both
     * rows, the columns join the digits into cycles ({@link DigitCycles}), and a completion goes one way or the
     * other around each: 2 per cycle, when no digit's two places on either diagonal are peers (a box or region
     * holding both); none when some digit's are on both. -1 for any other level.
     */
    private long twoRowCompletions(int base) {
        Layout l = layout;
        int n = l.n;
        long[] s = stack;
        long open = l.board & ~s[base + n];
        int r1 = Long.numberOfTrailingZeros(open) / n;
        int r2 = (63 - Long.numberOfLeadingZeros(open)) / n;
        long row1 = l.houseMasks[r1];
        long row2 = l.houseMasks[r2];
        if (r1 == r2 || (open & ~row1 & ~row2) != 0) {
            return -1;
        }
        long[] peerMasks = l.peerMasks;
        DigitCycles digits = cycles;
        digits.reset(n);
        for (int v = base, end = base + n; v < end; v++) {
            long mine = s[v] & open;
            long columns = (mine & row1) >>> (r1 * n);
            if (columns != (mine & row2) >>> (r2 * n) || (columns != 0 && Long.bitCount(columns) != 2)) {
                return -1;
            }
            if (columns == 0) {
                continue; // the digit is in both rows already
            }
            int a = Long.numberOfTrailingZeros(columns);
            int b = 63 - Long.numberOfLeadingZeros(columns);
            boolean one = (peerMasks[r1 * n + a] >>> (r2 * n + b) & 1) != 0;
            boolean other = (peerMasks[r1 * n + b] >>> (r2 * n + a) & 1) != 0;
            if (one && other) {
                return 0; // a box or region would hold the digit twice either way
            }
            if (one || other) {
                return -1;
            }
            digits.add(v - base, a, b);
        }
        return 1L << digits.cycles();
    }

    /**
     * Whether the other candidates of the {@code open} cells of the level at {@code base}, those that the completion
     * at {@code next} did not take, are apart in every house. Then each digit missing from a house has exactly two
     * places there: the cell the completion gave it and the one whose other candidate it is (the completion puts
     * each missing digit in one open cell of the house; the other candidates, apart, are as many as those digits).
     * A peer mask per open cell, where hidden singles look at every house for every digit.
     */
    private boolean otherChoicesApart(int base, int next, long open) {
        long[] s = stack;
        long[] peerMasks = layout.peerMasks;
        for (int v = 0, n = layout.n; v < n; v++) {
            long others = s[base + v] & open & ~s[next + v];
            for (long rest = others; rest != 0; rest &= rest - 1) {
                if ((peerMasks[Long.numberOfTrailingZeros(rest)] & others) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Completes the level at {@code base} (its open cells all of two candidates) by giving each cell still open
     * its first candidate and propagating; the number of such choices, or -1 on a contradiction.
     */
    private int groups(int base) {
        Layout l = layout;
        long[] s = stack;
        int groups = 0;
        for (long open = l.board & ~s[base + l.n]; open != 0; open = l.board & ~s[base + l.n]) {
            int cell = Long.numberOfTrailingZeros(open);
            int v = 0;
            while ((s[base + v] >>> cell & 1) == 0) {
                v++;
            }
            if (!place(base, v, cell) || !propagate(base, false)) {
                return -1;
            }
            groups++;
        }
        return groups;
    }

    /** The cells of the level at {@code base} with exactly two candidates, by a bit-sliced count over the digits. */
    private long twoCandidateCells(int base) {
        long[] s = stack;
        long once = 0;
        long twice = 0;
        long thrice = 0;
        for (int v = base, end = base + layout.n; v < end; v++) {
            long m = s[v];
            thrice |= twice & m;
            twice |= once & m;
            once |= m;
        }
        return twice & ~thrice;
    }

    private void solution(int base) {
        if (solutionFound()) {
            Layout l = layout;
            first = new int[l.cells];
            for (int v = 0; v < l.n; v++) {
                for (long m = stack[base + v]; m != 0; m &= m - 1) {
                    first[Long.numberOfTrailingZeros(m)] = v + 1;
                }
            }
        }
    }
}
