package org.sudokulab.bits;

import java.util.Arrays;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;

/**
 * The search for every board but the plain 9x9 (any box shape, jigsaw, killer, up to 35x35), cell-major: a
 * candidate mask per cell, one copy per search level on a flat stack (a branch copies the level and narrows one
 * cell; going back is dropping the copy). Each level is propagated to a fixpoint: a cell's single digit leaves
 * its peers, a digit with one place left in a house goes there, box-line reduction over the region-line
 * segments (while more than half the cells are open), and a killer cage keeps only the digits of its admissible
 * sets that still fit. Then the cell with the fewest candidates is branched on, or a digit with two places left
 * in a house when no cell has two.
 *
 * <p>Kept per thread and reused (see {@link #on}): a call allocates nothing once the stack has grown to the
 * depth its puzzles need.
 */
final class CellSearch extends Count {
    private static final ThreadLocal<CellSearch> PER_THREAD = ThreadLocal.withInitial(CellSearch::new);

    private Layout layout;

    /** Level k's candidate masks are {@code stack[k * cells] .. stack[k * cells + cells - 1]}. */
    private long[] stack = new long[0];
    /** Cells that became single and whose digit has not yet left their peers. */
    private int[] queue = new int[0];

    /** The candidates of each segment (see {@link Layout#segStart}), for box-line reduction. */
    private long[] segMasks = new long[0];

    private boolean narrowed;
    private int queueHead;
    private int queueTail;

    private CellSearch() {}

    /** This thread's search, reset for one count of {@code puzzle}. */
    static CellSearch on(Puzzle puzzle, long limit, Limits limits, long startNanos) {
        CellSearch s = PER_THREAD.get();
        s.layout = Layout.of(puzzle);
        s.start(limit, limits, startNanos);
        int cells = s.layout.cells;
        if (s.queue.length < cells) {
            s.queue = new int[cells];
        }
        if (s.segMasks.length < s.layout.segLine.length) {
            s.segMasks = new long[s.layout.segLine.length];
        }
        if (s.stack.length < 4 * cells) {
            s.stack = new long[4 * cells];
        }
        return s;
    }

    /** Counts the solutions of {@code puzzle} up to the limit; the result is in the fields. */
    void run(Puzzle puzzle) {
        Layout l = layout;
        long[] s = stack;
        Arrays.fill(s, 0, l.cells, l.all);
        queueHead = 0;
        queueTail = 0;
        int open = l.cells;
        for (int cell = 0; cell < l.cells; cell++) {
            int v = puzzle.given(cell);
            if (v != 0) {
                s[cell] = 1L << (v - 1);
            }
            // a given, or a cell with one digit from the start: on the 1x1 board there is nothing to branch on
            if ((s[cell] & (s[cell] - 1)) == 0) {
                queue[queueTail++] = cell;
                open--;
            }
        }
        open = propagate(0, open);
        if (open == 0) {
            solution(0);
        } else if (open > 0) {
            branch(0, open);
        }
        layout = null;
        finish();
    }

    /**
     * Branches on the cell with the fewest candidates, or, when every open cell has three or more, on a digit with
     * two places left in a house (its two places are the two branches).
     */
    private void branch(int base, int open) {
        if (!branchNode()) {
            return;
        }
        Layout l = layout;
        int cells = l.cells;
        long[] s = stack;
        int cell = -1;
        int fewest = Integer.MAX_VALUE;
        for (int c = base, end = base + cells; c < end; c++) {
            long m = s[c];
            if ((m & (m - 1)) != 0) {
                int k = Long.bitCount(m);
                if (k < fewest) {
                    fewest = k;
                    cell = c - base;
                    if (k == 2) {
                        break;
                    }
                }
            }
        }
        if (stack.length < base + 2 * cells) {
            stack = Arrays.copyOf(stack, 2 * stack.length);
        }
        if (fewest > 2) {
            for (int h = 0, hb = 0; h < l.distinctHouses; h++, hb += l.n) {
                long once = 0;
                long twice = 0;
                long thrice = 0;
                for (int k = hb, end = hb + l.n; k < end; k++) {
                    long m = s[base + l.houseCells[k]];
                    thrice |= twice & m;
                    twice |= once & m;
                    once |= m;
                }
                long pairs = twice & ~thrice;
                if (pairs != 0) {
                    long bit = pairs & -pairs;
                    // stack, not s: a branch may have grown it
                    for (int k = hb, end = hb + l.n; k < end; k++) {
                        int place = l.houseCells[k];
                        if ((stack[base + place] & bit) != 0 && !choose(base, place, bit, open)) {
                            return;
                        }
                    }
                    return;
                }
            }
        }
        for (long choices = s[base + cell]; choices != 0; choices &= choices - 1) {
            if (!choose(base, cell, choices & -choices, open)) {
                return;
            }
        }
    }

    /** One branch: the level copied with {@code cell} narrowed to {@code bit}, propagated and searched on; false once the search must stop. */
    private boolean choose(int base, int cell, long bit, int open) {
        int cells = layout.cells;
        int next = base + cells;
        long[] s = stack;
        System.arraycopy(s, base, s, next, cells);
        s[next + cell] = bit;
        queueHead = 0;
        queueTail = 0;
        queue[queueTail++] = cell;
        int left = propagate(next, open - 1);
        if (left == 0) {
            solution(next);
        } else if (left > 0) {
            branch(next, left);
        }
        return stop == null;
    }

    private void solution(int base) {
        if (solutionFound()) {
            first = new int[layout.cells];
            for (int cell = 0; cell < first.length; cell++) {
                first[cell] = Long.numberOfTrailingZeros(stack[base + cell]) + 1;
            }
        }
    }

    /** Propagates the queued singles of the level at {@code base}: the cells still open after it, -1 on a contradiction. */
    private int propagate(int base, int open) {
        Layout l = layout;
        long[] s = stack;
        int[] peerStart = l.peerStart;
        int[] peers = l.peers;
        int[] houseCells = l.houseCells;
        int n = l.n;
        while (true) {
            while (queueHead < queueTail) {
                int cell = queue[queueHead++];
                long bit = s[base + cell];
                for (int i = peerStart[cell], end = peerStart[cell + 1]; i < end; i++) {
                    int p = base + peers[i];
                    long m = s[p];
                    if ((m & bit) != 0) {
                        m ^= bit;
                        if (m == 0) {
                            return -1;
                        }
                        s[p] = m;
                        if ((m & (m - 1)) == 0) {
                            queue[queueTail++] = peers[i];
                            open--;
                        }
                    }
                }
            }
            if (open == 0 && l.cageCount() == 0) {
                return 0;
            }
            // Hidden singles: a digit seen exactly once in a house, not yet placed there, goes to that cell.
            for (int h = 0, hb = 0; h < l.distinctHouses; h++, hb += n) {
                long once = 0;
                long twice = 0;
                long placed = 0;
                for (int k = hb, end = hb + n; k < end; k++) {
                    long m = s[base + houseCells[k]];
                    twice |= once & m;
                    once |= m;
                    if ((m & (m - 1)) == 0) {
                        placed |= m;
                    }
                }
                if (once != l.all) {
                    return -1;
                }
                long alone = once & ~twice & ~placed;
                while (alone != 0) {
                    long bit = alone & -alone;
                    alone ^= bit;
                    for (int k = hb, end = hb + n; k < end; k++) {
                        int cell = houseCells[k];
                        if ((s[base + cell] & bit) != 0) {
                            s[base + cell] = bit;
                            queue[queueTail++] = cell;
                            open--;
                            break;
                        }
                    }
                }
            }
            if (queueHead < queueTail) {
                continue;
            }
            // Box-line reduction pays near the root; with half the cells or fewer open it rarely prunes and costs
            // most of a node: the empty 6x6 board counted 3x faster without it there, and the killer and jigsaw
            // lists took the same time (docs/measurements.md).
            if (!l.regionsAreLines && 2 * open > l.cells) {
                open = lines(base, open);
                if (open < 0) {
                    return -1;
                }
                if (narrowed) {
                    continue;
                }
            }
            if (l.cageCount() > 0) {
                open = cages(base, open);
                if (open < 0) {
                    return -1;
                }
                if (queueHead < queueTail) {
                    continue;
                }
            }
            return open;
        }
    }

    /**
     * Box-line reduction for any regions: a digit whose places in a region all lie on one line leaves the rest of
     * that line, and one whose places on a line all lie in one region leaves the rest of that region. Sets
     * {@link #narrowed} when a cell lost a candidate; returns the cells open after it, -1 on a contradiction.
     */
    private int lines(int base, int open) {
        Layout l = layout;
        long[] s = stack;
        int n = l.n;
        narrowed = false;
        for (int k = 0; k < l.segLine.length; k++) {
            long m = 0;
            for (int i = l.segStart[k]; i < l.segStart[k + 1]; i++) {
                m |= s[base + l.segCells[i]];
            }
            segMasks[k] = m;
        }
        for (int h = 0; h < l.houses; h++) {
            int from = l.houseSegStart[h];
            int to = l.houseSegStart[h + 1];
            // A line's segments form one group; a region's row segments and its column segments form two.
            int split = h < 2 * n ? to : from + l.rowSegs[h];
            for (int group = 0; group < 2; group++) {
                int a = group == 0 ? from : split;
                int b = group == 0 ? split : to;
                long once = 0;
                long twice = 0;
                for (int i = a; i < b; i++) {
                    long m = segMasks[l.houseSegs[i]];
                    twice |= once & m;
                    once |= m;
                }
                long confined = once & ~twice;
                for (int i = a; i < b && confined != 0; i++) {
                    int seg = l.houseSegs[i];
                    long digits = segMasks[seg] & confined;
                    if (digits == 0) {
                        continue;
                    }
                    // From a line the rest of the segment's region loses them, from a region the rest of its line.
                    int target = h < 2 * n ? l.segRegion[seg] : l.segLine[seg];
                    for (int k = target * n, end = k + n; k < end; k++) {
                        int cell = l.houseCells[k];
                        boolean inSegment = h < 2 * n ? onLine(cell, h, n) : l.regionHouse[cell] == h;
                        long m = s[base + cell];
                        if (inSegment || (m & digits) == 0) {
                            continue;
                        }
                        if ((m & (m - 1)) == 0) {
                            return -1;
                        }
                        m &= ~digits;
                        if (m == 0) {
                            return -1;
                        }
                        s[base + cell] = m;
                        narrowed = true;
                        if ((m & (m - 1)) == 0) {
                            queue[queueTail++] = cell;
                            open--;
                        }
                    }
                }
            }
        }
        return open;
    }

    private static boolean onLine(int cell, int line, int n) {
        return line < n ? cell / n == line : cell % n == line - n;
    }

    /** Narrows every killer cage's cells to the digits its sum still allows: the cells open after it, -1 if none fit. */
    private int cages(int base, int open) {
        Layout l = layout;
        long[] s = stack;
        for (int t = 0; t < l.cageCount(); t++) {
            int from = l.cageStart[t];
            int to = l.cageStart[t + 1];
            long placed = 0;
            long union = 0;
            int unplaced = 0;
            for (int i = from; i < to; i++) {
                long m = s[base + l.cageCells[i]];
                union |= m;
                if ((m & (m - 1)) == 0) {
                    placed |= m;
                } else {
                    unplaced++;
                }
            }
            long allowed = allowed(l, t, placed, union, unplaced);
            if (allowed == 0) {
                return -1;
            }
            for (int i = from; i < to; i++) {
                int cell = base + l.cageCells[i];
                long m = s[cell];
                if ((m & ~allowed) != 0 && (m & (m - 1)) != 0) {
                    m &= allowed;
                    if (m == 0) {
                        return -1;
                    }
                    s[cell] = m;
                    if ((m & (m - 1)) == 0) {
                        queue[queueTail++] = l.cageCells[i];
                        open--;
                    }
                }
            }
        }
        return open;
    }

    /**
     * The digits cage t's open cells may still take (its placed digits included), 0 when its sum cannot be met:
     * the union of the admissible sets that hold every placed digit and only digits some cell can take; for a cage
     * with too many sets, each digit whose choice leaves a reachable remaining sum.
     */
    private static long allowed(Layout l, int t, long placed, long union, int unplaced) {
        long[] sets = l.cageSets[t];
        if (sets != null) {
            long allowed = 0;
            for (long set : sets) {
                if ((set & placed) == placed && (set & ~union) == 0) {
                    allowed |= set;
                }
            }
            return allowed;
        }
        int missing = l.cageSum[t] - digitSum(placed);
        if (unplaced == 0) {
            return missing == 0 ? placed : 0;
        }
        long free = union & ~placed;
        long allowed = placed;
        for (long rest = free; rest != 0; rest &= rest - 1) {
            long bit = rest & -rest;
            int d = Long.numberOfTrailingZeros(bit) + 1;
            if (Cage.canReach((free & ~bit) << 1, missing - d, unplaced - 1)) {
                allowed |= bit;
            }
        }
        return allowed == placed ? 0 : allowed;
    }

    private static int digitSum(long digits) {
        int sum = 0;
        for (long rest = digits; rest != 0; rest &= rest - 1) {
            sum += Long.numberOfTrailingZeros(rest) + 1;
        }
        return sum;
    }
}
