package org.sudokulab.bits;

import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;

/**
 * {@link DigitSearch} for plain boards of 65 to 225 cells other than 9x9 (10x10, 12x12, 14x14, 15x15, Latin squares of
 * orders 9 to 15, jigsaws of those sizes), for counts past 2: each digit's places as {@link Layout#words} longs
 * instead of one, the same singles, the same hidden singles (near the root once a solution is known), and levels of
 * two-candidate cells counted 2 per connected group, or 2 per cycle when they fill the same columns of two rows;
 * past the first solution, the last three rows are counted by filling the third and reading the two below from
 * their cycles, and on boxes two rows high the last four by filling the band above the last ({@link #lastRows}).
 * Empty boards counted to 2*10^7 in one JVM (the second of two runs): 10x10 5.3 million solutions a second against
 * the cell search's 1.1, Latin 9 7.2 against 1.8, 12x12 6.5 against 0.9. A first solution or a uniqueness proof stays with the cell search, whose box-line reduction and branching on
 * a digit's two places find them sooner on boards of few givens (60 random Latin squares of order 11, limit 2: 5.4
 * against 3.0 ms in all). Kept apart from the one-long search, which it repeats step for step: given boards of 64
 * cells or fewer (one word), it counted 1.4 to 2 times slower than that search (8x8 to 2*10^7 2.9 to 4.5 s against
 * 2.1 to 3.0, all 6x6 grids 4.0 to 5.7 s against 2.2 to 3.1, 3 rounds alternated).
 */
final class WideDigitSearch extends Count {
    private static final ThreadLocal<WideDigitSearch> PER_THREAD = ThreadLocal.withInitial(WideDigitSearch::new);

    private Layout layout;
    /** Words per mask. */
    private int w;
    /** Longs per word of a level: one per digit, then the fixed cells. */
    private int stride;
    /** Longs per level: {@link #w} blocks of {@link #stride}. */
    private int level;
    /**
     * Level k is {@code stack[k * level] ..}, word-major: word x of digit v's places at {@code x * stride + v}, word x
     * of the fixed cells at {@code x * stride + n}. The steps that run at every node loop over the digits of one
     * word, contiguous; a loop over the words inside each step (digit-major) made a node cost five times the
     * one-long search's.
     */
    private long[] stack = new long[0];
    /** Each digit's hidden singles in one round of propagation: word x of digit v at {@code x * n + v}. */
    private long[] assign = new long[0];
    /** The cells a round fixes, one long a word. */
    private long[] singles = new long[0];
    /** One digit's other choices, one long a word ({@link #otherChoicesApart}). */
    private long[] others = new long[0];

    private final DigitCycles cycles = new DigitCycles();
    /**
     * The first word with an open cell at the fixpoint of the level being branched on: the words before it stay as
     * they are below it, so the steps skip them. Every placement has taken its digit from all its peers, so taking
     * it again from a fixed cell, or checking a fixed word for a cell without a candidate, changes nothing; and a
     * count fills the board from the top (the first two-candidate cell), so the deep levels, where most nodes are,
     * have their first words fixed.
     */
    private int low;

    /**
     * The nodes past which a count gives up and is made again by the cell search ({@link Count#gaveUp}): this many,
     * and {@link #NODES_PER_SOLUTION} more for each solution found. This search has no box-line reduction, and where
     * solutions lie far apart it can search a part without any for a long time: a 14x14 board of 64 givens had no
     * solution in 60 s, which the cell search counts to 5,000 in milliseconds. Where it pays, solutions come at least
     * every few nodes: empty boards at 0.002 to 0.7 nodes a solution to 2,000,000, random boards of 20 to 30 % givens
     * at 1.05 to 3.2 to 1,000,000 (10x10, 12x12, 14x14).
     */
    static final long NODE_ALLOWANCE = 10_000;

    static final long NODES_PER_SOLUTION = 8;

    private WideDigitSearch() {}

    /**
     * Counts past 2 of plain (no killer cages) boards of 65 to 225 cells that neither the band search nor the learning
     * search takes.
     */
    static boolean fits(Puzzle puzzle, long limit) {
        int cells = puzzle.geometry().cellCount();
        return limit > 2
                && !puzzle.isKiller()
                && cells > 64
                && cells <= Layout.MAX_WIDE_CELLS
                && !BandSearch.fits(puzzle)
                && !LearningSearch.fits(puzzle);
    }

    /** This thread's search, reset for one count of {@code puzzle}. */
    static WideDigitSearch on(Puzzle puzzle, long limit, Limits limits, long startNanos) {
        WideDigitSearch s = PER_THREAD.get();
        Layout l = Layout.of(puzzle);
        s.layout = l;
        s.w = l.words;
        s.stride = l.n + 1;
        s.level = s.stride * l.words;
        s.start(limit, limits, startNanos);
        s.giveUpPast(NODE_ALLOWANCE, NODES_PER_SOLUTION);
        int n = l.n;
        s.twoRowBands = s.peers((n - 4) * n, (n - 3) * n + 1)
                && !s.peers((n - 3) * n, (n - 2) * n + 1)
                && s.peers((n - 2) * n, (n - 1) * n + 1);
        // a level per fixed cell at most, and the root
        int need = (l.cells + 1) * s.level;
        if (s.stack.length < need) {
            s.stack = new long[need];
        }
        if (s.assign.length < l.n * l.words) {
            s.assign = new long[l.n * l.words];
        }
        if (s.singles.length < l.words) {
            s.singles = new long[l.words];
            s.others = new long[l.words];
        }
        return s;
    }

    /** Counts the solutions of {@code puzzle} up to the limit; the result is in the fields. */
    void run(Puzzle puzzle) {
        Layout l = layout;
        int n = l.n;
        long[] s = stack;
        for (int x = 0; x < w; x++) {
            for (int v = 0; v < n; v++) {
                s[x * stride + v] = l.boardWords[x];
            }
            s[x * stride + n] = 0;
        }
        low = 0;
        boolean consistent = true;
        for (int cell = 0; cell < l.cells && consistent; cell++) {
            int v = puzzle.given(cell);
            consistent = v == 0 || place(0, v - 1, cell);
        }
        if (consistent && propagate(0, false)) {
            if (allFixed(0)) {
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
        int block = base + (cell >>> 6) * stride;
        long bit = 1L << cell;
        if ((s[block + v] & bit) == 0) {
            return false;
        }
        int n = layout.n;
        for (int u = block, end = block + n; u < end; u++) {
            s[u] &= ~bit;
        }
        long[] peerWords = layout.peerWords;
        for (int x = low, p = cell * w, m = base + low * stride + v; x < w; x++, m += stride) {
            s[m] &= ~peerWords[p + x];
        }
        s[block + v] |= bit;
        s[block + n] |= bit;
        return true;
    }

    /** Whether every cell of the level at {@code base} is fixed. */
    private boolean allFixed(int base) {
        long[] board = layout.boardWords;
        for (int x = low, fixed = base + low * stride + layout.n; x < w; x++, fixed += stride) {
            if (stack[fixed] != board[x]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Places singles and hidden singles to a fixpoint, each round's at once; false on a contradiction. Hidden
     * singles while more than half the cells are open, or at every level when {@code always}.
     */
    private boolean propagate(int base, boolean always) {
        Layout l = layout;
        int n = l.n;
        long[] s = stack;
        long[] one = singles;
        long[] board = l.boardWords;
        while (true) {
            boolean any = false;
            int open = 0;
            for (int x = low, block = base + low * stride; x < w; x++, block += stride) {
                long once = 0;
                long twice = 0;
                for (int v = block, end = block + n; v < end; v++) {
                    long m = s[v];
                    twice |= once & m;
                    once |= m;
                }
                if (once != board[x]) {
                    return false; // a cell without a candidate
                }
                long fixed = s[block + n];
                one[x] = once & ~twice & ~fixed;
                any |= one[x] != 0;
                open += Long.bitCount(board[x] & ~fixed);
            }
            if (any) {
                fixSingles(base);
            } else if (open == 0) {
                return true;
            } else if (!always && found > 0 && 2 * open <= l.cells) {
                // Hidden singles pay only near the root once a solution is known, as in the one-long search; before
                // it, a 15x15 board of few givens went 5 s without a first solution that the cell search found
                // in 1 ms.
                return true;
            } else if (!hiddenSingles(base)) {
                return false;
            } else {
                for (int x = low; x < w; x++) {
                    any |= one[x] != 0;
                }
                if (!any) {
                    return true;
                }
                if (!assignAll(base)) {
                    return false;
                }
            }
        }
    }

    /**
     * Fixes the cells of {@link #singles}, each of one candidate, and takes each one's digit from its peers. A single
     * that a peer with the same digit took away in the same round is left without a candidate, which the next round
     * finds.
     */
    private void fixSingles(int base) {
        int n = layout.n;
        long[] s = stack;
        long[] one = singles;
        long[] peerWords = layout.peerWords;
        for (int x = low, block = base + low * stride; x < w; x++, block += stride) {
            long cells = one[x];
            if (cells == 0) {
                continue;
            }
            s[block + n] |= cells;
            for (int v = 0; v < n; v++) {
                for (long rest = s[block + v] & cells; rest != 0; rest &= rest - 1) {
                    int p = ((x << 6) + Long.numberOfTrailingZeros(rest)) * w;
                    for (int y = low, m = base + low * stride + v; y < w; y++, m += stride) {
                        s[m] &= ~peerWords[p + y];
                    }
                }
            }
        }
    }

    /**
     * Fills {@link #assign} with each digit's hidden singles (a house where it has one place, not yet fixed) and
     * {@link #singles} with their union; false when a digit has no place left in a house.
     */
    private boolean hiddenSingles(int base) {
        Layout l = layout;
        int n = l.n;
        long[] s = stack;
        long[] a = assign;
        long[] one = singles;
        long[] houseWords = l.houseWords;
        for (int x = 0; x < w; x++) {
            one[x] = 0;
            for (int v = 0; v < n; v++) {
                a[x * n + v] = 0;
            }
        }
        for (int v = 0; v < n; v++) {
            boolean unfixed = false;
            for (int x = 0, block = base; x < w; x++, block += stride) {
                unfixed |= (s[block + v] & ~s[block + n]) != 0;
            }
            if (!unfixed) {
                continue;
            }
            for (int h = 0, end = l.distinctHouses * w; h < end; h += w) {
                int places = 0;
                for (int x = 0, m = base + v; x < w && places < 2; x++, m += stride) {
                    places += Long.bitCount(s[m] & houseWords[h + x]);
                }
                if (places == 0) {
                    return false; // the digit has no place left in this house
                }
                if (places == 1) {
                    for (int x = 0, m = base + v; x < w; x++, m += stride) {
                        a[x * n + v] |= s[m] & houseWords[h + x];
                    }
                }
            }
            for (int x = 0, block = base; x < w; x++, block += stride) {
                a[x * n + v] &= ~s[block + n];
                one[x] |= a[x * n + v];
            }
        }
        return true;
    }

    /**
     * Fixes the hidden singles of {@link #singles}, each to the digit whose {@link #assign} mask holds it; false when
     * two of them clash. Each new cell leaves its digit's other places among its peers, one cell after the other: a
     * cell already gone from its digit's places was a peer of one placed before it in this round.
     */
    private boolean assignAll(int base) {
        int n = layout.n;
        long[] s = stack;
        long[] a = assign;
        long[] one = singles;
        long[] peerWords = layout.peerWords;
        for (int x = 0, block = base; x < w; x++, block += stride) {
            long cells = one[x];
            long seen = 0;
            for (int v = 0; v < n; v++) {
                long mine = a[x * n + v];
                if ((mine & seen) != 0) {
                    return false; // one cell, two digits
                }
                seen |= mine;
                s[block + v] = (s[block + v] & ~cells) | mine;
            }
            s[block + n] |= cells;
        }
        for (int x = 0, block = base; x < w; x++, block += stride) {
            for (int v = 0; v < n; v++) {
                for (long rest = a[x * n + v]; rest != 0; rest &= rest - 1) {
                    int cell = (x << 6) + Long.numberOfTrailingZeros(rest);
                    if ((s[block + v] & (rest & -rest)) == 0) {
                        return false; // one digit twice in a house
                    }
                    for (int y = 0, p = cell * w, m = base + v; y < w; y++, m += stride) {
                        s[m] &= ~peerWords[p + y];
                    }
                }
            }
        }
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
        int low = this.low;
        while (s[base + low * stride + n] == l.boardWords[low]) {
            low++; // a level that is not all fixed has an open word
        }
        this.low = low;
        boolean allPairs = true;
        int cell = -1;
        for (int x = low, block = base + low * stride; x < w; x++, block += stride) {
            long pairs = twoCandidateCells(block);
            allPairs &= pairs == (l.boardWords[x] & ~s[block + n]);
            if (cell < 0 && pairs != 0) {
                cell = (x << 6) + Long.numberOfTrailingZeros(pairs);
            }
        }
        if (found > 0 && lastRows(base)) {
            return;
        }
        if (allPairs && found > 0) {
            long k = pairedCompletions(base);
            if (k >= 0) {
                if (k > 0) {
                    solutionsFound(k);
                }
                return;
            }
        }
        if (cell < 0) {
            int fewest = Integer.MAX_VALUE;
            for (int x = low, block = base + low * stride; x < w; x++, block += stride) {
                for (long rest = l.boardWords[x] & ~s[block + n]; rest != 0; rest &= rest - 1) {
                    int c = Long.numberOfTrailingZeros(rest);
                    int k = 0;
                    for (int v = block, end = block + n; v < end; v++) {
                        k += (int) (s[v] >>> c) & 1;
                    }
                    if (k < fewest) {
                        fewest = k;
                        cell = (x << 6) + c;
                    }
                }
            }
        }
        int next = base + level;
        int block = base + (cell >>> 6) * stride;
        long bit = 1L << cell;
        for (int v = 0; v < n && stop == null; v++) {
            if ((s[block + v] & bit) == 0) {
                continue;
            }
            System.arraycopy(s, base, s, next, level);
            this.low = low; // a child's branch moves it on
            if (place(next, v, cell)) {
                descend(next);
            }
        }
    }

    /**
     * The completions of a level whose open cells all have two candidates, counted without branching (2 per
     * connected group), or -1 when hidden singles break that shape or the groups are too many for a long: the
     * reasons are {@link DigitSearch}'s.
     */
    private long pairedCompletions(int base) {
        Layout l = layout;
        long[] s = stack;
        long rows = twoRowCompletions(base);
        if (rows >= 0) {
            return rows;
        }
        int next = base + level;
        System.arraycopy(s, base, s, next, level);
        int groups = groups(next);
        if (groups >= 0 && otherChoicesApart(base, next)) {
            return groups < 63 ? 1L << groups : -1;
        }
        // no completion to read the shape from, or not that shape
        System.arraycopy(s, base, s, next, level);
        if (!propagate(next, true)) {
            return 0;
        }
        for (int x = 0, block = next; x < w; x++, block += stride) {
            if (twoCandidateCells(block) != (l.boardWords[x] & ~s[block + l.n])) {
                return -1;
            }
        }
        groups = groups(next);
        return groups < 0 ? 0 : groups < 63 ? 1L << groups : -1;
    }

    /**
     * The completions of a level whose open cells, all of two candidates, are the same columns of two rows, counted
     * as the band search counts the last two rows of a band: where each digit may go to the same two columns in both
     * rows, the columns are the edges of a graph on the digits in which each digit has two, a union of cycles. A
     * completion gives each column's two digits to the two rows, each row taking each digit once, so it goes one
     * way or the other around each cycle: 2 per cycle, when no digit's two places on either diagonal are peers (a
     * box or region holding both); none when some digit's are on both. -1 for any other level.
     */
    private long twoRowCompletions(int base) {
        Layout l = layout;
        int n = l.n;
        long[] s = stack;
        long[] board = l.boardWords;
        long[] houseWords = l.houseWords;
        int first = -1;
        int last = -1;
        for (int x = low, block = base + low * stride; x < w; x++, block += stride) {
            long open = board[x] & ~s[block + n];
            if (open != 0) {
                if (first < 0) {
                    first = (x << 6) + Long.numberOfTrailingZeros(open);
                }
                last = (x << 6) + 63 - Long.numberOfLeadingZeros(open);
            }
        }
        int r1 = first / n;
        int r2 = last / n;
        if (r1 == r2) {
            return -1;
        }
        for (int x = low, block = base + low * stride; x < w; x++, block += stride) {
            long open = board[x] & ~s[block + n];
            if ((open & ~houseWords[r1 * w + x] & ~houseWords[r2 * w + x]) != 0) {
                return -1; // open cells in a third row
            }
        }
        DigitCycles digits = cycles;
        digits.reset(n);
        long open1 = ~row(base, n, r1);
        long open2 = ~row(base, n, r2);
        for (int v = 0; v < n; v++) {
            long columns1 = row(base, v, r1) & open1;
            long columns2 = row(base, v, r2) & open2;
            if (columns1 != columns2 || (columns1 != 0 && Long.bitCount(columns1) != 2)) {
                return -1;
            }
            if (columns1 == 0) {
                continue; // the digit is in both rows already
            }
            int joined = join(digits, v, columns1, r1 * n, r2 * n);
            if (joined <= 0) {
                return joined;
            }
        }
        return digits.cycles() < 63 ? 1L << digits.cycles() : -1;
    }

    /**
     * Digit v takes the two {@code columns} of two rows (their first cells {@code row1} and {@code row2}), one in
     * each: joins them in {@code digits} and returns 1; 0 when a box or region would hold the digit twice either
     * way; -1 when one way only (then the cycles do not count the completions).
     */
    private int join(DigitCycles digits, int v, long columns, int row1, int row2) {
        int a = Long.numberOfTrailingZeros(columns);
        int b = 63 - Long.numberOfLeadingZeros(columns);
        boolean one = peers(row1 + a, row2 + b);
        boolean other = peers(row1 + b, row2 + a);
        if (one && other) {
            return 0;
        }
        if (one || other) {
            return -1;
        }
        digits.add(v, a, b);
        return 1;
    }

    /**
     * The open cells of the rows above the last two, for {@link #lastRows}, the upper row's first: their cells,
     * columns and digits in the filling being counted, and the upper row's candidates (the lower row's are {@link
     * #lowerCandidates}).
     */
    private final int[] topCells = new int[2 * Layout.MAX_WIDE_SIZE];

    private final int[] topColumns = new int[2 * Layout.MAX_WIDE_SIZE];

    private final int[] topCandidates = new int[2 * Layout.MAX_WIDE_SIZE];

    private final int[] topDigits = new int[2 * Layout.MAX_WIDE_SIZE];
    /** Of each such cell, the columns of its peers in the two rows below. */
    private final long[] topPeers1 = new long[2 * Layout.MAX_WIDE_SIZE];

    private final long[] topPeers2 = new long[2 * Layout.MAX_WIDE_SIZE];
    /** Of each open cell of the upper row, the columns of its peers among the lower row's open cells. */
    private final long[] lowerPeers = new long[2 * Layout.MAX_WIDE_SIZE];
    /**
     * Of each open cell of the lower row, by column, its candidates less the digits the upper row's filling so far
     * gives its peers: a filling that leaves a lower cell without one is not followed.
     */
    private final int[] lowerCandidates = new int[Layout.MAX_WIDE_SIZE];
    /** Per digit, its open columns in the last two rows before the rows above them are filled. */
    private final long[] lastColumns1 = new long[Layout.MAX_WIDE_SIZE];

    private final long[] lastColumns2 = new long[Layout.MAX_WIDE_SIZE];
    /** Per digit, the columns the filling's cells of that digit take from the last two rows (their peers there). */
    private final long[] taken1 = new long[Layout.MAX_WIDE_SIZE];

    private final long[] taken2 = new long[Layout.MAX_WIDE_SIZE];
    /** The digits the last two rows miss, the same in both (else the level is not counted here). */
    private int lastMissing;
    /** How many of the filling's cells lie in the upper row, and how many in all. */
    private int upperCount;

    private int topCount;

    /**
     * Whether the last four rows are two bands of boxes two rows high, where {@link #lastRows} fills the band above
     * the last one whole while nothing in either band is fixed. Elsewhere it fills one row: empty boards to 2,000,000
     * in one JVM (JarPair, both rows against one), 12x12 (2x6) 0.33, but 12x12 (3x4) 1.18, Latin 10 1.17 and Latin
     * 13 1.43. With givens or singles in those bands a level has few fillings, and setting them up cost more than it
     * saved while the code was still interpreted: 60 sparse 14x14 boards to 5,000 each, fresh JVMs, 2.5 s against
     * 2.1 (docs/measurements.md).
     */
    private boolean twoRowBands;

    /**
     * A count's level whose open cells lie in the last three or four rows, the last two open in the same columns and
     * missing the same digits: each way of filling the one or two rows above them (their open cells' candidates,
     * distinct digits in a row, none twice among peers) is counted as {@link #twoRowCompletions} counts two rows,
     * from the candidates the filling leaves them, without a level of its own: 2 per cycle of the digits' column
     * pairs, none when a digit the rows miss has no place. A filling whose two rows are not of that shape is placed
     * and searched. Three rows, empty boards to 2,000,000 in one JVM (JarPair, B / A): 12x12 (3x4) 0.72, Latin 10
     * 0.55, Latin 13 0.66, 10x10 0.91, 12x12 (2x6) 0.96, 14x14 0.99. On boxes of two rows the last band's cells are
     * often fixed by singles before the row above it is filled (letting one row's open-only columns take their
     * forced digit in the filling turned most of those fillings into searched ones, 1.5 to 6 % slower); filling
     * the whole band above the last one reaches those levels before their singles (docs/measurements.md). False
     * when the level is not of this shape (nothing counted).
     */
    private boolean lastRows(int base) {
        Layout l = layout;
        int n = l.n;
        long[] s = stack;
        int upper = -1;
        for (int x = low, block = base + low * stride; x < w; x++, block += stride) {
            long open = l.boardWords[x] & ~s[block + n];
            if (open != 0) {
                upper = ((x << 6) + Long.numberOfTrailingZeros(open)) / n;
                break;
            }
        }
        if (upper < (twoRowBands ? n - 4 : n - 3) || upper > n - 3) {
            return false; // open cells above the rows filled here, or none above the last two
        }
        long all = (1L << n) - 1;
        if (upper == n - 4
                && (row(base, n, n - 4) | row(base, n, n - 3) | row(base, n, n - 2) | row(base, n, n - 1)) != 0) {
            return false; // a cell of the last two bands fixed: few fillings, searched as before (see twoRowBands)
        }
        long open1 = ~row(base, n, n - 2) & all;
        if (open1 != (~row(base, n, n - 1) & all)) {
            return false;
        }
        int missing1 = 0;
        int missing2 = 0;
        for (int v = 0; v < n; v++) {
            long columns1 = row(base, v, n - 2);
            long columns2 = row(base, v, n - 1);
            missing1 |= ((columns1 & ~open1) == 0 ? 1 : 0) << v;
            missing2 |= ((columns2 & ~open1) == 0 ? 1 : 0) << v;
            lastColumns1[v] = columns1 & open1;
            lastColumns2[v] = columns2 & open1;
        }
        if (missing1 != missing2) {
            return false;
        }
        lastMissing = missing1;
        int k = 0;
        long lowerOpen = ~row(base, n, n - 3) & all;
        for (int r = upper; r < n - 2; r++) {
            if (r == n - 3) {
                upperCount = upper == r ? 0 : k;
            }
            for (long rest = ~row(base, n, r) & all; rest != 0; rest &= rest - 1) {
                int column = Long.numberOfTrailingZeros(rest);
                int cell = r * n + column;
                int block = base + (cell >>> 6) * stride;
                int candidates = 0;
                for (int v = 0; v < n; v++) {
                    candidates |= (int) (s[block + v] >>> cell & 1) << v;
                }
                topCells[k] = cell;
                topColumns[k] = column;
                topPeers1[k] = peerRow(cell, n - 2);
                topPeers2[k] = peerRow(cell, n - 1);
                if (r == n - 3) {
                    lowerCandidates[column] = candidates;
                } else {
                    topCandidates[k] = candidates;
                    lowerPeers[k] = peerRow(cell, n - 3) & lowerOpen;
                }
                k++;
            }
        }
        topCount = k;
        fillUpper(base, 0, 0);
        return true;
    }

    /** Cell i and on of the upper row, digits {@code used} taken; then the lower row. */
    private void fillUpper(int base, int i, int used) {
        if (i == upperCount) {
            fillLower(base, upperCount, 0);
            return;
        }
        for (int rest = topCandidates[i] & ~used; rest != 0 && stop == null; rest &= rest - 1) {
            int v = Integer.numberOfTrailingZeros(rest);
            int bit = 1 << v;
            long cleared = 0; // the columns of the lower cells that lose v
            boolean open = true;
            for (long below = lowerPeers[i]; below != 0 && open; below &= below - 1) {
                int column = Long.numberOfTrailingZeros(below);
                if ((lowerCandidates[column] & bit) != 0) {
                    lowerCandidates[column] &= ~bit;
                    cleared |= below & -below;
                    open = lowerCandidates[column] != 0;
                }
            }
            if (open) {
                topDigits[i] = v;
                fillUpper(base, i + 1, used | bit);
            }
            for (; cleared != 0; cleared &= cleared - 1) {
                lowerCandidates[Long.numberOfTrailingZeros(cleared)] |= bit;
            }
        }
    }

    /** Cell i and on of the lower row, digits {@code used} taken; then the rows below. */
    private void fillLower(int base, int i, int used) {
        if (stop != null) {
            return;
        }
        if (i < topCount) {
            for (int rest = lowerCandidates[topColumns[i]] & ~used; rest != 0; rest &= rest - 1) {
                topDigits[i] = Integer.numberOfTrailingZeros(rest);
                fillLower(base, i + 1, used | (rest & -rest));
            }
            return;
        }
        long rows = lastTwoRows();
        if (rows > 0) {
            solutionsFound(rows);
        } else if (rows < 0) {
            int next = base + level;
            System.arraycopy(stack, base, stack, next, level);
            for (int j = 0; j < topCount; j++) {
                if (!place(next, topDigits[j], topCells[j])) {
                    return;
                }
            }
            int low = this.low;
            descend(next);
            this.low = low;
        }
    }

    /** A child level's placements made: its fixpoint, then a solution or a branch. */
    private void descend(int at) {
        if (propagate(at, false)) {
            if (allFixed(at)) {
                solution(at);
            } else {
                branch(at);
            }
        }
    }

    /**
     * The completions of the last two rows once the rows above them are filled ({@link #topDigits}): as in
     * {@link #twoRowCompletions}, from each missing digit's columns less those its cells above take; -1 when they are
     * not of that shape.
     */
    private long lastTwoRows() {
        int n = layout.n;
        for (int v = 0; v < n; v++) {
            taken1[v] = 0;
            taken2[v] = 0;
        }
        for (int j = 0; j < topCount; j++) {
            taken1[topDigits[j]] |= topPeers1[j];
            taken2[topDigits[j]] |= topPeers2[j];
        }
        int r1 = (n - 2) * n;
        int r2 = r1 + n;
        DigitCycles digits = cycles;
        digits.reset(n);
        for (int rest = lastMissing; rest != 0; rest &= rest - 1) {
            int v = Integer.numberOfTrailingZeros(rest);
            long columns1 = lastColumns1[v] & ~taken1[v];
            long columns2 = lastColumns2[v] & ~taken2[v];
            if (columns1 == 0 || columns2 == 0) {
                return 0; // the digit has no place left in one of the rows
            }
            if (columns1 != columns2 || Long.bitCount(columns1) != 2) {
                return -1;
            }
            int joined = join(digits, v, columns1, r1, r2);
            if (joined <= 0) {
                return joined;
            }
        }
        return digits.cycles() < 63 ? 1L << digits.cycles() : -1;
    }

    /** The columns of row {@code r} among the peers of {@code cell}. */
    private long peerRow(int cell, int r) {
        int start = r * layout.n;
        return rowBits(layout.peerWords, cell * w + (start >>> 6), 1, start & 63);
    }

    /**
     * Row {@code r} of mask {@code i} of the level at {@code base} (digit i's places, or the fixed cells for i = n),
     * one bit a column: the row's n bits, from one word or two.
     */
    private long row(int base, int i, int r) {
        int start = r * layout.n;
        return rowBits(stack, base + (start >>> 6) * stride + i, stride, start & 63);
    }

    /** The n bits of a row starting at bit {@code offset} of {@code words[at]}, the next word {@code step} on. */
    private long rowBits(long[] words, int at, int step, int offset) {
        int n = layout.n;
        long bits = words[at] >>> offset;
        if (offset + n > 64) {
            bits |= words[at + step] << (64 - offset);
        }
        return bits & ((1L << n) - 1);
    }

    private boolean peers(int a, int b) {
        return (layout.peerWords[a * w + (b >>> 6)] >>> b & 1) != 0;
    }

    /**
     * Whether the other candidates of the cells open at {@code base}, those the completion at {@code next} did not
     * take, are apart in every house (then each digit missing from a house has exactly two places there).
     */
    private boolean otherChoicesApart(int base, int next) {
        long[] s = stack;
        long[] peerWords = layout.peerWords;
        long[] board = layout.boardWords;
        long[] mine = others;
        int n = layout.n;
        for (int v = 0; v < n; v++) {
            for (int x = low, block = base + low * stride; x < w; x++, block += stride) {
                mine[x] = s[block + v] & board[x] & ~s[block + n] & ~s[next - base + block + v];
            }
            for (int x = low; x < w; x++) {
                for (long rest = mine[x]; rest != 0; rest &= rest - 1) {
                    int p = ((x << 6) + Long.numberOfTrailingZeros(rest)) * w;
                    for (int y = low; y < w; y++) {
                        if ((peerWords[p + y] & mine[y]) != 0) {
                            return false;
                        }
                    }
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
        int n = l.n;
        int groups = 0;
        for (int x = low, block = base + low * stride; x < w; x++, block += stride) {
            for (long rest = l.boardWords[x] & ~s[block + n]; rest != 0; rest = l.boardWords[x] & ~s[block + n]) {
                long bit = rest & -rest;
                int v = 0;
                while ((s[block + v] & bit) == 0) {
                    v++;
                }
                if (!place(base, v, (x << 6) + Long.numberOfTrailingZeros(rest)) || !propagate(base, false)) {
                    return -1;
                }
                groups++;
            }
        }
        return groups;
    }

    /** The cells of one word of a level, its {@code block}, with exactly two candidates. */
    private long twoCandidateCells(int block) {
        long[] s = stack;
        long once = 0;
        long twice = 0;
        long thrice = 0;
        for (int v = block, end = block + layout.n; v < end; v++) {
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
            for (int x = 0, block = base; x < w; x++, block += stride) {
                for (int v = 0; v < l.n; v++) {
                    for (long m = stack[block + v]; m != 0; m &= m - 1) {
                        first[(x << 6) + Long.numberOfTrailingZeros(m)] = v + 1;
                    }
                }
            }
        }
    }
}
