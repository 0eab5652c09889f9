package org.sudokulab.bits;

import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;

/**
 * The 9x9 search with 3x3 boxes, digit-major: each digit's possible places as three 27-bit masks, one per band of
 * three rows (bit {@code 9 * row + column} inside the band). Inside a band a digit takes one cell in each of its
 * three rows and each of its three boxes, so the row-box pairs ("triads") it can use form a union of 3x3
 * permutation matrices: one table look-up keeps only the triads of some permutation, which is box-line reduction
 * in both directions, and a row left with one place is a placement. The same holds stack-wise for (band, column)
 * pairs. Cells left with one digit are found by counting over the nine digits with bit operations. A proof or a
 * solve then counts the digits held in each minirow and minicolumn ({@link #minis}) and branches on one digit's ways
 * through one band (its permutation matrices), as tdoku does with its band configurations. A count keeps the
 * cheaper node: no held digits, no column pass but where its completions need one ({@link #completions}), and a
 * branch on a cell with two digits, in the band with the fewest such cells (ties: the fewest solved cells), with
 * none on the cell with the fewest digits. Past its first solution, a board whose open cells all have two
 * candidates is counted at once: the last two rows of a band from the cycles of their column pairs ({@link
 * #twoRowCompletions}), any other with a settle and a fixpoint per connected group ({@link #bivalueCompletions}).
 *
 * <p>A level is 59 ints (27 digit-band masks, the solved cells of the three bands, and each mask's triads as of its
 * last reduction), copied for each branch onto a per-thread stack.
 */
final class BandSearch extends Count {
    private static final ThreadLocal<BandSearch> PER_THREAD = ThreadLocal.withInitial(BandSearch::new);

    /** Ints per level: 27 digit-band masks, 3 solved-cell masks, padding, then the 27 masks' triads; padded. */
    private static final int LEVEL = 64;

    private static final int SOLVED = 27;
    /**
     * Where a level keeps each mask's triads as its last reduction left them ({@link #REDUCED}), read at a fixpoint,
     * when every changed mask has been reduced since its change, by {@link #minis} and {@link #configurations}
     * instead of three look-ups per mask: the same trees, forum-hardest proofs 3 to 6 % faster and magictour's 1 to
     * 5 % (three alternated pairs of JVMs), though each branch copies 59 ints instead of 30.
     */
    private static final int TRIADS = 32;
    /**
     * Of a triad mask before its reduction: the triads after it (bits 0..8), their minirows that are the only one
     * of their box (9..17) and the number of ways they leave (18..20). What minis and the branch read, in one look-up
     * made by the reduction: forum-hardest proofs 1 to 2 % faster than a look-up each (six alternated pairs).
     */
    private static final int[] REDUCED = new int[512];

    private static final int BAND = (1 << 27) - 1;
    /** The three cells of box column 0 in each row of a band (shift by 3 or 6 for the other boxes). */
    private static final int BOX = 7 | 7 << 9 | 7 << 18;

    /** Bit k of ROW_TRIADS[row]: the 9-bit row has a place in box column k. */
    private static final int[] ROW_TRIADS = new int[512];
    /** For a 3x3 0/1 matrix (bit 3 * row + column), the union of the permutation matrices inside it. */
    private static final int[] PERMUTATIONS = new int[512];
    /** The cells of the band that permutation matrix p (0..5) uses. */
    private static final int[] WAY_CELLS = new int[6];
    /** The triad matrix of permutation p (bit 3 * row + box). */
    private static final int[] WAY_TRIADS = new int[6];
    /** Of 9 column bits, the columns that are the only one of their box (bits 0..2, 3..5, 6..8). */
    private static final int[] HELD_COLUMNS = new int[512];
    /** The cells of the minirows in a triad mask (bit 3 * row + box). */
    private static final int[] TRIAD_CELLS = new int[512];
    /** Columns 0..2 of a band (bits 0..2) to their cells in the band's three rows. */
    private static final int[] SPREAD_COLUMNS = new int[8];
    /** For a triad mask (bit 3 * row + box), the cells of the triads that some permutation matrix inside it uses. */
    private static final int[] KEEP = new int[512];
    /** Bit e of a 9-bit digit set moved to bit 3 * e: the digit-band masks of band 0. */
    private static final int[] SPREAD = new int[512];
    /** A 9-bit row with one place is itself, any other row 0. */
    private static final int[] SINGLE = new int[512];

    static {
        for (int row = 0; row < 512; row++) {
            for (int k = 0; k < 3; k++) {
                if ((row >> (3 * k) & 7) != 0) {
                    ROW_TRIADS[row] |= 1 << k;
                }
            }
        }
        int[][] permutations = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        // Of a triad mask, only for REDUCED: how many of the six permutation matrices it contains (a digit's ways
        // through a band), and its minirows that are the only one of their box.
        int[] ways = new int[512];
        int[] heldTriads = new int[512];
        for (int triads = 0; triads < 512; triads++) {
            int used = 0;
            for (int[] p : permutations) {
                int matrix = 1 << p[0] | 1 << (3 + p[1]) | 1 << (6 + p[2]);
                if ((matrix & triads) == matrix) {
                    used |= matrix;
                }
            }
            PERMUTATIONS[triads] = used;
            for (int[] p : permutations) {
                int matrix = 1 << p[0] | 1 << (3 + p[1]) | 1 << (6 + p[2]);
                ways[triads] += (matrix & triads) == matrix ? 1 : 0;
            }
            for (int t = 0; t < 9; t++) {
                if ((triads >> t & 1) != 0) {
                    TRIAD_CELLS[triads] |= 7 << (9 * (t / 3) + 3 * (t % 3));
                }
            }
            for (int k = 0; k < 3; k++) {
                int column = triads >> k & 0b001001001; // box k's three minirows, at bits 0, 3 and 6
                if (Integer.bitCount(column) == 1) {
                    heldTriads[triads] |= column << k;
                }
                int box = triads >> (3 * k) & 7; // box k's three columns
                if (Integer.bitCount(box) == 1) {
                    HELD_COLUMNS[triads] |= box << (3 * k);
                }
            }
            for (int t = 0; t < 9; t++) {
                if ((used >> t & 1) != 0) {
                    KEEP[triads] |= 7 << (9 * (t / 3) + 3 * (t % 3));
                }
            }
        }
        for (int triads = 0; triads < 512; triads++) {
            int used = PERMUTATIONS[triads];
            REDUCED[triads] = used | heldTriads[used] << 9 | ways[used] << 18;
        }
        for (int p = 0; p < 6; p++) {
            int[] q = permutations[p];
            WAY_TRIADS[p] = 1 << q[0] | 1 << (3 + q[1]) | 1 << (6 + q[2]);
            WAY_CELLS[p] = 7 << (3 * q[0]) | 7 << (9 + 3 * q[1]) | 7 << (18 + 3 * q[2]);
        }
        for (int c = 0; c < 9; c++) {
            SINGLE[1 << c] = 1 << c;
        }
        for (int columns = 0; columns < 8; columns++) {
            SPREAD_COLUMNS[columns] = columns | columns << 9 | columns << 18;
        }
        for (int digits = 0; digits < 512; digits++) {
            for (int e = 0; e < 9; e++) {
                SPREAD[digits] |= (digits >> e & 1) << (3 * e);
            }
        }
    }

    private int[] stack = new int[8 * LEVEL];
    /** Each digit's given cells per band (bit 3 * digit + band), for {@link #givens}. */
    private final int[] givenCells = new int[27];
    /** The first solution's cells, reused from count to count: the result copies it (every cell is written). */
    private final int[] grid = new int[81];
    /** Per digit, the minirows and the columns of one band that hold it, between the two passes of {@link #minis}. */
    private final int[] heldTriads = new int[9];

    private final int[] heldColumns = new int[9];
    /**
     * A count's cells with two candidates per band, as the band pass that ended its fixpoint found them (the masks
     * have not changed since), for {@link #branch}: a second pass over the 27 masks there made the empty board's
     * count 9 to 13 % slower and serg's 3 to 5 % (alternated pairs of JVMs). A proof's band pass keeps two ORs a
     * mask: the third cost proofs 1 to 2 %.
     */
    private final int[] pairCells = new int[3];
    /** Whether a count's fixpoint runs {@link #columnSingles}: only inside {@link #completions}. */
    private boolean columnPass;
    /** Per column, the digits its two open cells may take, for {@link #twoRowCompletions}. */
    private final int[] columnPairs = new int[9];
    /**
     * A proof or a solve (limit 1 or 2) wants the smallest tree: {@link #minis} at every fixpoint, and branches on a
     * digit's ways through a band. A count wants the cheapest node per solution: both made counting slower (the
     * empty board to 5,000,000: 5.8 M/s without, 3.1 M/s with; the 1,000 serg counts: 1.70 M/s and 1.38 M/s).
     */
    private boolean strong;
    /**
     * Bands (bit b) with a mask changed since their last pass of {@link #minis}. It and {@link #touched} are marked
     * where a mask changes (settle, the column pass, minis, a branch), not per triad reduction: 1 to 3 % faster,
     * the reductions being twice as many as the placements.
     */
    private int bandsChanged;
    /**
     * Bands (bit b) with a mask changed since a proof's last pass over their cells: a proof's fixpoint passes only
     * over those (the others were consistent and had no single then), a count over all three for {@link #pairCells}.
     */
    private int unscanned;
    /** Digit-band masks (bit 3 * digit + band) changed since their last triad reduction. */
    private int dirty;
    /** Digits (bit d) with a mask changed since the last column pass over them. */
    private int touched;

    private BandSearch() {}

    static boolean fits(Puzzle puzzle) {
        return !puzzle.isKiller()
                && puzzle.geometry().boxRows() == 3
                && puzzle.geometry().boxCols() == 3;
    }

    /** This thread's search, reset for one count. */
    static BandSearch on(long limit, Limits limits, long startNanos) {
        BandSearch s = PER_THREAD.get();
        s.start(limit, limits, startNanos);
        s.strong = limit <= 2;
        return s;
    }

    /** Counts the solutions of {@code puzzle} up to the limit; the result is in the fields. */
    void run(Puzzle puzzle) {
        if (givens(puzzle) && propagate(0)) {
            if (solvedCells(0) == 81) {
                solution(0);
            } else {
                branch(0);
            }
        }
        finish();
    }

    /**
     * The first level from the givens in one pass, not a placement each: each digit's masks keep its given cells
     * and the open ones, less the rest of its givens' rows and columns (their boxes follow from the triads, which
     * propagation reduces first, every mask being dirty). A 17-clue proof took 17 placements of nine masks each
     * before. False when two givens of a digit share a row, a column or a box.
     */
    private boolean givens(Puzzle puzzle) {
        int[] given = givenCells;
        java.util.Arrays.fill(given, 0);
        for (int cell = 0; cell < 81; cell++) {
            int v = puzzle.given(cell);
            if (v != 0) {
                given[3 * (v - 1) + cell / 27] |= 1 << (cell % 27);
            }
        }
        int[] s = stack;
        for (int b = 0; b < 3; b++) {
            int solved = 0;
            for (int f = b; f < 27; f += 3) {
                solved |= given[f];
            }
            s[SOLVED + b] = solved;
        }
        for (int f = 0; f < 27; f += 3) {
            int columns = 0;
            for (int b = 0; b < 3; b++) {
                int g = given[f + b];
                int r0 = g & 511;
                int r1 = (g >> 9) & 511;
                int r2 = g >>> 18;
                int t = triads(g);
                int t0 = t & 7;
                int t1 = (t >> 3) & 7;
                int t2 = t >>> 6;
                if ((r0 & (r0 - 1) | r1 & (r1 - 1) | r2 & (r2 - 1)) != 0 // a row twice
                        || (columns & fold(g) | r0 & r1 | r0 & r2 | r1 & r2) != 0 // a column twice
                        || (t0 & t1 | t0 & t2 | t1 & t2) != 0) { // a box twice
                    return false;
                }
                columns |= fold(g);
            }
            for (int b = 0; b < 3; b++) {
                int g = given[f + b];
                int rows = (g & 511) != 0 ? 511 : 0;
                rows |= (g & 511 << 9) != 0 ? 511 << 9 : 0;
                rows |= (g >>> 18) != 0 ? 511 << 18 : 0;
                s[f + b] = (BAND & ~s[SOLVED + b] | g) & ~((rows | spreadColumns(columns)) & ~g);
            }
        }
        dirty = BAND;
        bandsChanged = 7;
        unscanned = 7;
        touched = 511;
        return true;
    }

    private int solvedCells(int base) {
        int[] s = stack;
        return Integer.bitCount(s[base + SOLVED])
                + Integer.bitCount(s[base + SOLVED + 1])
                + Integer.bitCount(s[base + SOLVED + 2]);
    }

    /**
     * Digit d goes to {@code cells} of band b (at most one per row): its other places in their rows and columns
     * go, and the cells leave every other digit. The band's boxes follow from the triads of the changed masks.
     * False when d can no longer go to one of the cells.
     */
    private boolean settle(int base, int d, int b, int cells) {
        int[] s = stack;
        int f = base + 3 * d + b;
        int m = s[f];
        if ((m & cells) != cells) {
            return false;
        }
        // Written out, not a helper shared with givens(): the call, inlined or not, made 17-clue proofs 3 to 10 %
        // slower (three alternated pairs of JVMs).
        int rows = ((cells & 511) != 0 ? 511 : 0)
                | ((cells & 511 << 9) != 0 ? 511 << 9 : 0)
                | ((cells >>> 18) != 0 ? 511 << 18 : 0);
        // d's three masks lose the cells' columns at once, without a branch per band; in band b also their rows
        // (the cells themselves stay). A branch per band, with the column peers inside band b left to the triads,
        // gave the same trees (the same nodes on the 17-clue, magictour and forum-hardest proofs and serg's counts)
        // 3 to 6 % slower (seven alternated pairs of JVMs).
        int columns = fold(cells);
        columns |= columns << 9 | columns << 18;
        int g = base + 3 * d;
        int lostBands = clear(s, g, columns, 0) | clear(s, g + 1, columns, 1) | clear(s, g + 2, columns, 2);
        int mine = (m & ~(rows | columns)) | cells;
        int changed = ((lostBands & ~(1 << b)) | (((m & ~mine) + BAND) >>> 27) << b) << (3 * d);
        // Every digit's mask loses the cells, without a branch per digit; d's own mask is set after. Written out,
        // with constant shifts: as a loop over e (a shift by e) it was 3 % slower on forum hardest (median 123
        // against 119 us, five alternated pairs of JVMs; magictour 2.5 %).
        int o = base + b;
        int lost = clear(s, o, cells, 0)
                | clear(s, o + 3, cells, 1)
                | clear(s, o + 6, cells, 2)
                | clear(s, o + 9, cells, 3)
                | clear(s, o + 12, cells, 4)
                | clear(s, o + 15, cells, 5)
                | clear(s, o + 18, cells, 6)
                | clear(s, o + 21, cells, 7)
                | clear(s, o + 24, cells, 8);
        s[f] = mine;
        changed |= SPREAD[lost & ~(1 << d)] << b;
        s[base + SOLVED + b] |= cells;
        dirty |= changed;
        touched |= 1 << d | lost;
        bandsChanged |= 1 << b | (changed >>> (3 * d) & 7);
        unscanned |= 1 << b | (changed >>> (3 * d) & 7);
        return true;
    }

    /**
     * Clears {@code cells} from mask {@code i}; returns bit {@code e} when the mask held one of them (adding the
     * 27-bit all-ones carries into bit 27 exactly when {@code v & cells} is not zero).
     */
    private static int clear(int[] s, int i, int cells, int e) {
        int v = s[i];
        s[i] = v & ~cells;
        return (((v & cells) + BAND) >>> 27) << e;
    }

    /** Triad reduction and singles to a fixpoint at the level at {@code base}: false on a contradiction. */
    private boolean propagate(int base) {
        int[] s = stack;
        while (true) {
            while (dirty != 0) {
                int f = Integer.numberOfTrailingZeros(dirty);
                dirty &= dirty - 1;
                int m = s[base + f];
                int triads = ROW_TRIADS[m & 511] | ROW_TRIADS[(m >> 9) & 511] << 3 | ROW_TRIADS[m >>> 18] << 6;
                int keep = KEEP[triads];
                if (keep == 0) {
                    return false;
                }
                m &= keep;
                s[base + f] = m;
                s[base + TRIADS + f] = REDUCED[triads]; // of m & keep
                int b = f % 3;
                int singles = (SINGLE[m & 511] | SINGLE[(m >> 9) & 511] << 9 | SINGLE[m >>> 18] << 18)
                        & ~s[base + SOLVED + b];
                if (singles != 0 && !settle(base, f / 3, b, singles)) {
                    return false;
                }
            }
            if (solvedCells(base) == 81) {
                return true; // the triads of every changed mask have held: a valid grid
            }
            boolean placed = false;
            int scan = strong ? unscanned : 7;
            unscanned = 0;
            for (int b = 0; b < 3; b++) {
                if ((scan >> b & 1) == 0) {
                    continue;
                }
                int once = 0;
                int twice = 0;
                if (strong) {
                    for (int f = base + b; f < base + 27; f += 3) {
                        twice |= once & s[f];
                        once |= s[f];
                    }
                } else {
                    int thrice = 0;
                    for (int f = base + b; f < base + 27; f += 3) {
                        thrice |= twice & s[f];
                        twice |= once & s[f];
                        once |= s[f];
                    }
                    pairCells[b] = twice & ~thrice;
                }
                int solved = s[base + SOLVED + b];
                if ((once | solved) != BAND) {
                    return false;
                }
                int singles = once & ~twice & ~solved;
                if (singles != 0) {
                    // The digit of each cell left with one candidate, read off four masks that hold the bits of
                    // the digits' indices, not found by a loop over the digits: the same trees, the proofs 3 to 7 %
                    // faster (five alternated pairs). A cell an earlier placement here emptied fails its settle.
                    int f = base + b;
                    int bit0 = s[f + 3] | s[f + 9] | s[f + 15] | s[f + 21];
                    int bit1 = s[f + 6] | s[f + 9] | s[f + 18] | s[f + 21];
                    int bit2 = s[f + 12] | s[f + 15] | s[f + 18] | s[f + 21];
                    int bit3 = s[f + 24];
                    for (; singles != 0; singles &= singles - 1) {
                        int i = Integer.numberOfTrailingZeros(singles);
                        int d = (bit0 >> i & 1) | (bit1 >> i & 1) << 1 | (bit2 >> i & 1) << 2 | (bit3 >> i & 1) << 3;
                        if (!settle(base, d, b, 1 << i)) {
                            return false;
                        }
                    }
                    placed = true;
                }
            }
            if (placed || dirty != 0) {
                continue;
            }
            int columns = strong ? columns(base) : columnPass ? columnSingles(base) : 0;
            if (columns < 0) {
                return false;
            }
            if (columns == 0 && (!strong || minis(base) == 0)) {
                return true;
            }
        }
    }

    /**
     * The stack-wise counterpart of the triads, for each digit: in a stack of three columns the digit takes one column
     * in each band and one band in each column, so the (band, column) pairs it can use form a union of permutation
     * matrices, and a column's place in a band outside them goes. A column with one place left needs no pass of its
     * own: the pairs of its stack then leave that place's band nothing in the stack's other columns, the box one
     * minirow, the row one place, a placement the triads find. A pass looking for such columns found none in the 375
     * forum-hardest, 1,465 magictour and 49,158 17-clue proofs, nor in the 1,000 serg counts and 2,000,000 solutions of
     * the empty board, and without it the proofs were 1.5 to 2.5 % faster (six alternated pairs of JVMs on forum
     * hardest). Returns 1 when a mask changed, 0 when none did; a contradiction is left to the triads.
     */
    private int columns(int base) {
        int[] s = stack;
        int changed = 0;
        int digits = touched;
        touched = 0;
        for (int rest = digits; rest != 0; rest &= rest - 1) {
            int d = Integer.numberOfTrailingZeros(rest);
            int f = base + 3 * d;
            int h0 = fold(s[f]);
            int h1 = fold(s[f + 1]);
            int h2 = fold(s[f + 2]);
            for (int k = 0; k < 9; k += 3) {
                int x0 = h0 >> k & 7;
                int x1 = h1 >> k & 7;
                int x2 = h2 >> k & 7;
                // No permutation (a column without a place, say) leaves used empty: every place of the stack goes
                // and the triads of the digit's dirty masks then fail, at the same node. A branch returning here
                // instead is taken about once in 650 17-clue proofs: C2 compiled it as never taken, and the first
                // one, about 0.25 s into a solve of the 49,158, sent propagate back to the interpreter.
                int used = PERMUTATIONS[x0 | x1 << 3 | x2 << 6];
                int gone0 = x0 & ~used;
                int gone1 = x1 & ~(used >> 3);
                int gone2 = x2 & ~(used >> 6);
                if ((gone0 | gone1 | gone2) != 0) {
                    s[f] &= ~(SPREAD_COLUMNS[gone0] << k);
                    s[f + 1] &= ~(SPREAD_COLUMNS[gone1] << k);
                    s[f + 2] &= ~(SPREAD_COLUMNS[gone2] << k);
                    dirty |= 7 << (3 * d);
                    changed = 1;
                }
            }
        }
        if (changed != 0) {
            touched |= digits;
            bandsChanged = 7;
            unscanned = 7;
        }
        return changed;
    }

    /**
     * A count's column pass: a column where a digit has no place is a contradiction, one where it has one place a
     * placement. The stack-wise pairs of {@link #columns} prune a count too little for their cost (the empty
     * board to 5,000,000: the same 2,764,266 nodes, 7.1 to 7.2 million solutions a second with them, 7.9 without;
     * the 1,000 serg counts: 2.6 % more nodes, 4 to 9 % faster). A count runs it only where {@link
     * #bivalueCompletions} needs it ({@link #completions}). Returns -1 on a contradiction, 1 when it placed a digit,
     * 0 otherwise.
     */
    private int columnSingles(int base) {
        int[] s = stack;
        int changed = 0;
        int digits = touched;
        touched = 0;
        for (int rest = digits; rest != 0; rest &= rest - 1) {
            int d = Integer.numberOfTrailingZeros(rest);
            int f = base + 3 * d;
            int once = 0;
            int more = 0;
            int done = 0;
            for (int b = 0; b < 3; b++) {
                int m = s[f + b];
                int r0 = m & 511;
                int r1 = (m >> 9) & 511;
                int r2 = m >>> 18;
                int here = r0 | r1 | r2;
                more |= (r0 & r1) | (r2 & (r0 | r1)) | (once & here);
                once |= here;
                done |= fold(m & s[base + SOLVED + b]);
            }
            if (once != 511) {
                return -1;
            }
            for (int alone = once & ~more & ~done; alone != 0; alone &= alone - 1) {
                int column = spreadColumns(1 << Integer.numberOfTrailingZeros(alone));
                int b = 0;
                while ((s[f + b] & column) == 0) {
                    b++;
                }
                if (!settle(base, d, b, s[f + b] & column)) {
                    return -1;
                }
                changed = 1;
            }
        }
        return changed;
    }

    /**
     * The three cells of a row inside a box (a minirow) take three different digits. A digit whose places in that
     * box all lie in one minirow is held there, so at most three digits are held in a minirow, and when three are,
     * the others leave its cells. The same holds for the three cells of a column inside a band (a minicolumn).
     * Naked and hidden singles never see this: four digits held in three cells, or a fourth digit's place beside
     * three held ones, stay until the search has filled the band. With the branch on a digit's ways through a
     * band, which holds that digit in one minirow of each box at once, it matters: forum hardest took 201 nodes a
     * proof without it and 117 with it. The held digits are counted per minirow and minicolumn at once,
     * bit-sliced over the nine masks of each band changed since the last pass. Returns 1 when a mask changed, 0
     * when none did; a contradiction is left to the triads.
     */
    private int minis(int base) {
        int[] s = stack;
        int changed = 0;
        int bands = bandsChanged;
        bandsChanged = 0;
        for (; bands != 0; bands &= bands - 1) {
            int b = Integer.numberOfTrailingZeros(bands);
            int held1 = 0;
            int held2 = 0;
            int held3 = 0;
            int held4 = 0;
            int heldCols1 = 0;
            int heldCols2 = 0;
            int heldCols3 = 0;
            int heldCols4 = 0;
            for (int f = base + b, d = 0; d < 9; f += 3, d++) {
                int ht = s[f + TRIADS] >>> 9 & 511;
                int hc = HELD_COLUMNS[fold(s[f])];
                held4 |= held3 & ht;
                held3 |= held2 & ht;
                held2 |= held1 & ht;
                held1 |= ht;
                heldCols4 |= heldCols3 & hc;
                heldCols3 |= heldCols2 & hc;
                heldCols2 |= heldCols1 & hc;
                heldCols1 |= hc;
                heldTriads[d] = ht;
                heldColumns[d] = hc;
            }
            if ((held3 | heldCols3) == 0) {
                continue;
            }
            // Four digits held in three cells: every digit leaves them, so each held one loses its box, and the
            // triads fail at this node. Not a branch returning -1: taken twice in the 49,158 17-clue proofs, C2
            // compiled it as never taken, and the first one sent propagate back to the interpreter.
            for (int f = base + b, d = 0; d < 9; f += 3, d++) {
                int m = s[f];
                int gone = m
                        & (TRIAD_CELLS[held3 & ~heldTriads[d] | held4]
                                | spreadColumns(heldCols3 & ~heldColumns[d] | heldCols4));
                if (gone != 0) {
                    s[f] = m & ~gone;
                    dirty |= 1 << (3 * d + b);
                    touched |= 1 << d;
                    bandsChanged |= 1 << b;
                    unscanned |= 1 << b;
                    changed = 1;
                }
            }
        }
        return changed;
    }

    /** Columns (bits 0..8) to their cells in the band's three rows. */
    private static int spreadColumns(int columns) {
        return columns | columns << 9 | columns << 18;
    }

    /** The minirows (bit 3 * row + box) in which a band mask has a place. */
    private static int triads(int m) {
        return ROW_TRIADS[m & 511] | ROW_TRIADS[(m >> 9) & 511] << 3 | ROW_TRIADS[m >>> 18] << 6;
    }

    /** The columns (bits 0..8) in which a band mask has a place. */
    private static int fold(int m) {
        return (m | m >> 9 | m >>> 18) & 511;
    }

    private void branch(int base) {
        if (!branchNode()) {
            return;
        }
        if (strong && configurations(base)) {
            return;
        }
        int[] s = stack;
        int band = -1;
        int cell = -1;
        int best = -1;
        boolean allPairs = true;
        for (int b = 0; b < 3; b++) {
            int pairs = pairCells[b];
            if (strong) { // a proof branches on cells only once every band is fixed, rarely: no pass keeps them
                int once = 0;
                int twice = 0;
                int thrice = 0;
                for (int f = base + b; f < base + 27; f += 3) {
                    thrice |= twice & s[f];
                    twice |= once & s[f];
                    once |= s[f];
                }
                pairs = twice & ~thrice;
            }
            int open = BAND & ~s[base + SOLVED + b];
            pairs &= open;
            allPairs &= pairs == open;
            // The fewest two-digit cells first, then the fewest solved cells. Against the most first (which took 6 %
            // of the nodes off forum hardest when proofs still branched on cells; now they do only with every band
            // fixed, and their trees are the same either way): serg's counts 58.6 to 59.8 against 63.2 to 64.2 us a
            // puzzle (1.7 % fewer nodes), the empty board 1 % faster, boards cut from 17-clue grids (24 to 35 cells
            // kept, counted whole) within 3 % either way (alternated pairs of JVMs).
            int score = (32 - Integer.bitCount(pairs)) * 32 + 27 - Integer.bitCount(s[base + SOLVED + b]);
            if (pairs != 0 && score > best) {
                best = score;
                band = b;
                cell = Integer.numberOfTrailingZeros(pairs);
            }
        }
        if (allPairs && found > 0) {
            // the first grid is found by descending; past it, a board of two-candidate cells is counted at once
            solutionsFound(completions(base));
            return;
        }
        if (band < 0) {
            int fewest = 10;
            for (int b = 0; b < 3; b++) {
                for (int open = BAND & ~s[base + SOLVED + b]; open != 0; open &= open - 1) {
                    int i = Integer.numberOfTrailingZeros(open);
                    int k = 0;
                    for (int f = base + b; f < base + 27; f += 3) {
                        k += s[f] >> i & 1;
                    }
                    if (k < fewest) {
                        fewest = k;
                        band = b;
                        cell = i;
                    }
                }
            }
        }
        int digits = 0;
        for (int d = 0; d < 9; d++) {
            digits |= (s[base + 3 * d + band] >> cell & 1) << d;
        }
        while (digits != 0) {
            int d = Integer.numberOfTrailingZeros(digits);
            digits &= digits - 1;
            int at = child(base, digits == 0);
            dirty = 0;
            bandsChanged = 0;
            unscanned = 0;
            touched = 0;
            if (settle(at, d, band, 1 << cell)) {
                descend(at);
            }
            if (stop != null) {
                return;
            }
        }
    }

    /**
     * The level a child of the level at {@code base} works in: the next one, a copy of it, or for the last child
     * the level itself (nothing reads it after that child, so no copy).
     */
    private int child(int base, boolean last) {
        if (last) {
            return base;
        }
        int next = base + LEVEL;
        if (stack.length < next + LEVEL) {
            stack = java.util.Arrays.copyOf(stack, 2 * stack.length);
        }
        System.arraycopy(stack, base, stack, next, TRIADS + 27);
        return next;
    }

    /** A child's change made: its fixpoint, then a solution or a branch. */
    private void descend(int at) {
        if (propagate(at)) {
            if (solvedCells(at) == 81) {
                solution(at);
            } else {
                branch(at);
            }
        }
    }

    /**
     * Branches on the ways of one digit through one band, when some band is not fixed: the band with the fewest
     * ways in all, each digit left more than one way counted two more (a fixed band has nine, one per digit), and
     * in it a digit with the fewest ways (ties: the fewest places), each way in turn. False when every band is fixed
     * (the caller branches on a cell).
     *
     * <p>Nodes a proof, forum hardest / magictour / 17-clue, by how much an open digit weighs: nothing (the fewest
     * ways, the rule before) 116.7 / 9.20 / 0.57; two 109.8 / 9.13 / 0.62; 64 (the band with the fewest open
     * digits first) 105.4 / 9.62 / 0.73. Against nothing, 64 took forum-hardest proofs from 82.1-87.3 to 77.6-80.2
     * us and magictour's from 8.2-8.7 to 8.5-8.9 (medians, six alternated pairs of JVMs); two against 64: forum
     * hardest 83.9-86.1 against 80.9-83.1 us, magictour 8.57-8.93 against 8.87-9.21, 17-clue means 2.53-2.65
     * against 2.68-2.72 (four pairs). Two keeps both hard sets nearest to tdoku. The fewest places among the
     * digits of fewest ways took magictour from 10.0 nodes to 9.6 with the weight 64.
     */
    private boolean configurations(int base) {
        int[] s = stack;
        int band = -1;
        int best = Integer.MAX_VALUE;
        for (int b = 0; b < 3; b++) {
            int ways = 0;
            int open = 0; // digits with more than one way
            for (int f = base + TRIADS + b; f < base + TRIADS + 27; f += 3) {
                int w = s[f] >>> 18;
                ways += w;
                open += w > 1 ? 1 : 0;
            }
            int score = ways + 2 * open;
            if (open > 0 && score < best) {
                best = score;
                band = b;
            }
        }
        if (band < 0) {
            return false;
        }
        int digit = -1;
        int least = Integer.MAX_VALUE;
        for (int d = 0; d < 9; d++) {
            int w = s[base + TRIADS + 3 * d + band] >>> 18;
            int score = w * 32 + Integer.bitCount(s[base + 3 * d + band]); // places: 27 at most
            if (w > 1 && score < least) {
                least = score;
                digit = d;
            }
        }
        int t = s[base + TRIADS + 3 * digit + band] & 511;
        int ways = 0;
        for (int p = 0; p < 6; p++) {
            if ((WAY_TRIADS[p] & t) == WAY_TRIADS[p]) {
                ways |= 1 << p;
            }
        }
        while (ways != 0) {
            int p = Integer.numberOfTrailingZeros(ways);
            ways &= ways - 1;
            int at = child(base, ways == 0);
            stack[at + 3 * digit + band] &= WAY_CELLS[p];
            dirty = 1 << (3 * digit + band);
            bandsChanged = 1 << band;
            unscanned = 1 << band;
            touched = 1 << digit;
            descend(at);
            if (stop != null) {
                return true;
            }
        }
        return true;
    }

    /**
     * The completions of a count's board at a fixpoint whose open cells all have two candidates. The last two rows
     * of a band are counted as they are: {@link #twoRowCompletions} checks each digit's two places in both rows.
     * {@link #bivalueCompletions} needs every digit with one place in a house placed, and a count's fixpoint leaves
     * columns unchecked (without the check a serg puzzle counted 717 solutions instead of 725), so every column is
     * checked first, and the fixpoints inside check theirs. The column pass had run at every fixpoint, for 0.03
     * placements a node on serg's counts; only here, the empty board to 5,000,000 went from 14.4 to 16.6 million
     * a second and serg's 1,000 counts from 58.7-60.9 to 55.3-55.9 us a puzzle (alternated pairs of JVMs; 2 %
     * more nodes there, 173,950).
     */
    private long completions(int base) {
        long rows = twoRowCompletions(base);
        if (rows >= 0) {
            return rows;
        }
        columnPass = true;
        try {
            touched = 511; // no column pass ran on the way here
            int placed = columnSingles(base);
            if (placed < 0 || (placed > 0 && !propagate(base))) {
                return 0;
            }
            return solvedCells(base) == 81 ? 1 : bivalueCompletions(base);
        } finally {
            columnPass = false;
        }
    }

    /**
     * The completions of a board at a fixpoint whose open cells all have two candidates and are the same columns of
     * two rows of one band, the other bands solved: where a count spends most of its time, as it fills the last two
     * rows of a band (1.2 million of the 1.4 million such boards on the way to 5,000,000 solutions of the empty
     * board). When each digit may go to the same two columns in both rows, and those lie in two stacks, the columns
     * are the edges of a graph on the digits in which each digit has two: a union of cycles. A completion gives
     * each column's two digits to the two rows, each row getting each digit once, so it goes one way or the other
     * around each cycle, and a row, a column or a box never holds a digit twice. That is 2 to the number of cycles,
     * without the settle and fixpoint per group of {@link #bivalueCompletions}: the empty board to 5,000,000 went
     * from 7.0 to 7.2 million solutions a second to 10.1 to 11.4 in a warm JVM, the same 2,764,266 nodes (the
     * leaves of 30,000,000 solutions checked against the general count, all equal). -1 for any other board.
     */
    private long twoRowCompletions(int base) {
        int[] s = stack;
        int band = -1;
        for (int b = 0; b < 3; b++) {
            if (s[base + SOLVED + b] != BAND) {
                if (band >= 0) {
                    return -1;
                }
                band = b;
            }
        }
        int open = BAND & ~s[base + SOLVED + band];
        int r0 = open & 511;
        int r1 = (open >> 9) & 511;
        int r2 = open >>> 18;
        int columns = r0 | r1 | r2;
        int first; // shifts of the two open rows in the band
        int second;
        if (r2 == 0 && r0 == r1) {
            first = 0;
            second = 9;
        } else if (r1 == 0 && r0 == r2) {
            first = 0;
            second = 18;
        } else if (r0 == 0 && r1 == r2) {
            first = 9;
            second = 18;
        } else {
            return -1;
        }
        int[] pairs = columnPairs;
        java.util.Arrays.fill(pairs, 0);
        int digits = 0;
        for (int d = 0; d < 9; d++) {
            int m = s[base + 3 * d + band];
            int at = (m >> first) & columns;
            if (at != ((m >> second) & columns) || HELD_COLUMNS[at] != at) { // rows differ, or two in a stack
                return -1;
            }
            if (at != 0) {
                if (Integer.bitCount(at) != 2) {
                    return -1;
                }
                digits |= 1 << d;
                pairs[Integer.numberOfTrailingZeros(at)] |= 1 << d;
                pairs[31 - Integer.numberOfLeadingZeros(at)] |= 1 << d;
            }
        }
        int cycles = 0;
        while (digits != 0) {
            int start = Integer.numberOfTrailingZeros(digits);
            int d = start;
            int column = 31; // the column just used: none yet (no column is bit 31)
            do { // around one cycle: from digit d along its other column to that column's other digit
                digits &= ~(1 << d);
                int at = (s[base + 3 * d + band] >> first) & columns & ~(1 << column);
                column = Integer.numberOfTrailingZeros(at);
                d = Integer.numberOfTrailingZeros(pairs[column] & ~(1 << d));
            } while (d != start);
            cycles++;
        }
        return 1L << cycles;
    }

    /**
     * The completions of a board at a fixpoint whose open cells all have two candidates, without branching. In a
     * house with k open cells, k digits are missing and each has at least two places (one would have been placed
     * by the fixpoint), so with 2k candidates in all each has exactly two: "exactly one of these two cells takes d"
     * ties the two cells' choices by a parity. Flipping every choice of a connected group of cells keeps all
     * those parities, so both choices of a cell have as many completions, and setting one cell and propagating
     * settles its whole group (or fails, when its parities contradict: then no completion exists). The
     * completions are 2 to the number of cells set, or 0.
     */
    private long bivalueCompletions(int base) {
        int at = child(base, false);
        int[] s = stack;
        int set = 0;
        while (true) {
            int b = 0;
            while (s[at + SOLVED + b] == BAND) {
                b++;
            }
            int i = Integer.numberOfTrailingZeros(BAND & ~s[at + SOLVED + b]);
            int d = 0;
            while ((s[at + 3 * d + b] >> i & 1) == 0) {
                d++;
            }
            set++;
            dirty = 0;
            bandsChanged = 0;
            unscanned = 0;
            touched = 0;
            if (!settle(at, d, b, 1 << i) || !propagate(at)) {
                return 0;
            }
            if (solvedCells(at) == 81) {
                return 1L << set;
            }
        }
    }

    private void solution(int base) {
        if (solutionFound()) {
            first = grid;
            for (int d = 0; d < 9; d++) {
                for (int b = 0; b < 3; b++) {
                    for (int m = stack[base + 3 * d + b]; m != 0; m &= m - 1) {
                        first[27 * b + Integer.numberOfTrailingZeros(m)] = d + 1;
                    }
                }
            }
        }
    }
}
