package org.sudokulab.dlx;

import java.util.Arrays;
import java.util.Random;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Termination;

/**
 * Exact cover by Dancing Links (Knuth 2000, the DLX1 layout of TAOCP 7.2.2.1): items are primary (covered
 * exactly once) or secondary (at most once); options are lists of items. Nodes live in {@code int[]} arrays,
 * the search keeps an explicit level stack, branches on the primary item with fewest options, counts nodes
 * and polls the deadline every 1024 nodes. Knows nothing of Sudoku. One instance runs one search.
 */
final class ExactCover {
    private static final int POLL_MASK = 1023;

    private int primaryCount;
    private int itemCount;
    // Item headers 0..itemCount+1: 0 heads the primary list, itemCount+1 the secondary list.
    private int[] llink;
    private int[] rlink;
    // Nodes: 1..itemCount are item headers (len kept in top), then options separated by spacers (top <= 0).
    private int[] top;
    private int[] ulink;
    private int[] dlink;
    // For each option node: how many primary items its option has (the last-level shortcut needs it).
    private int[] primariesOf;
    private int nodeCount;
    private int lastSpacer;
    private int optionCount;
    private int[] optionStart;

    private long nodes;
    private long solutions;
    // The search's level stack (options, chosen items, active primaries per level), kept for the next search.
    private int[] x = new int[0];
    private int[] chosenItem = new int[0];
    private int[] remaining = new int[0];
    private int[] firstSolution = new int[0];

    /** Items 1..primary are primary, primary+1..primary+secondary secondary. */
    ExactCover(int primary, int secondary) {
        this(primary, secondary, 64, (primary + secondary + 2) * 5);
    }

    /** As above, with room for {@code options} options of {@code nodes} nodes in all (they grow if needed). */
    ExactCover(int primary, int secondary, int options, int nodes) {
        this.primaryCount = primary;
        this.itemCount = primary + secondary;
        this.llink = new int[itemCount + 2];
        this.rlink = new int[itemCount + 2];
        int capacity = Math.max(16, itemCount + 2 + nodes + options + 1);
        optionStart = new int[Math.max(1, options)];
        top = new int[capacity];
        ulink = new int[capacity];
        dlink = new int[capacity];
        primariesOf = new int[capacity];
        for (int i = 1; i <= itemCount; i++) {
            llink[i] = i - 1;
            rlink[i - 1] = i;
            top[i] = 0;
            ulink[i] = i;
            dlink[i] = i;
        }
        // Close the primary list at 0 and put secondaries in their own list headed by itemCount + 1.
        int secondaryHead = itemCount + 1;
        llink[0] = primary;
        rlink[primary] = 0;
        if (secondary > 0) {
            llink[primary + 1] = secondaryHead;
            rlink[secondaryHead] = primary + 1;
            llink[secondaryHead] = itemCount;
            rlink[itemCount] = secondaryHead;
        } else {
            llink[secondaryHead] = secondaryHead;
            rlink[secondaryHead] = secondaryHead;
        }
        if (primary == 0) {
            rlink[0] = 0;
            llink[0] = 0;
        }
        nodeCount = itemCount + 1;
        lastSpacer = nodeCount;
        top[lastSpacer] = 0;
        ulink[lastSpacer] = 0;
        dlink[lastSpacer] = 0;
    }

    /** Adds an option over distinct items (1-based); returns its index, 0-based in order of addition. */
    int addOption(int... items) {
        ensureCapacity(nodeCount + items.length + 2);
        int first = nodeCount + 1;
        for (int item : items) {
            if (item < 1 || item > itemCount) {
                throw new IllegalArgumentException("item " + item + " out of range 1.." + itemCount);
            }
            int p = ++nodeCount;
            top[p] = item;
            top[item]++; // len
            int last = ulink[item];
            ulink[p] = last;
            dlink[p] = item;
            dlink[last] = p;
            ulink[item] = p;
        }
        int primaries = 0;
        for (int item : items) {
            primaries += item <= primaryCount ? 1 : 0;
        }
        for (int p = first; p <= nodeCount; p++) {
            primariesOf[p] = primaries;
        }
        dlink[lastSpacer] = nodeCount; // previous spacer points to the last node of this option
        int spacer = ++nodeCount;
        top[spacer] = -(optionCount + 1);
        ulink[spacer] = first;
        dlink[spacer] = 0;
        lastSpacer = spacer;
        if (optionCount == optionStart.length) {
            optionStart = Arrays.copyOf(optionStart, Math.max(1, optionCount * 2));
        }
        optionStart[optionCount] = first;
        return optionCount++;
    }

    private void ensureCapacity(int needed) {
        if (needed >= top.length) {
            int size = Math.max(needed + 1, top.length * 2);
            top = Arrays.copyOf(top, size);
            ulink = Arrays.copyOf(ulink, size);
            dlink = Arrays.copyOf(dlink, size);
            primariesOf = Arrays.copyOf(primariesOf, size);
        }
    }

    /**
     * Makes this instance a fresh copy of {@code template} (its items, options and links, no search state),
     * reusing this instance's arrays when they are large enough: a matrix built once is reset per search. A copy
     * is chosen in and searched, never given options (it shares the template's read-only arrays).
     */
    void copyFrom(ExactCover template) {
        primaryCount = template.primaryCount;
        itemCount = template.itemCount;
        llink = fit(llink, template.llink);
        rlink = fit(rlink, template.rlink);
        int used = template.nodeCount + 1;
        top = fit(top, template.top, used);
        ulink = fit(ulink, template.ulink, used);
        dlink = fit(dlink, template.dlink, used);
        // Never written by a search: shared with the template, not copied.
        primariesOf = template.primariesOf;
        optionStart = template.optionStart;
        nodeCount = template.nodeCount;
        lastSpacer = template.lastSpacer;
        optionCount = template.optionCount;
        nodes = 0;
        solutions = 0;
        firstSolution = new int[0];
        tracer = null;
    }

    private static int[] fit(int[] mine, int[] theirs) {
        return fit(mine, theirs, theirs.length);
    }

    /** The first {@code used} entries of {@code theirs} in {@code mine}, or in a new array when it is too small. */
    private static int[] fit(int[] mine, int[] theirs, int used) {
        int[] out = mine != null && mine.length >= theirs.length ? mine : new int[theirs.length];
        System.arraycopy(theirs, 0, out, 0, used);
        return out;
    }

    /** A copy of an empty instance's shape; see {@link #copyFrom}. */
    static ExactCover empty() {
        return new ExactCover(0, 0, 1, 0);
    }

    int optionCount() {
        return optionCount;
    }

    /**
     * Puts an option in every solution before the search (a Sudoku given). Returns false when it conflicts
     * with an option chosen before (one of its items is already covered): then there is no solution.
     */
    boolean choose(int option) {
        int first = optionStart[option];
        for (int p = first; top[p] > 0; p++) {
            int item = top[p];
            // Only covers happen before the search, so an item is still active iff its left neighbour links to it.
            if (rlink[llink[item]] != item) {
                return false;
            }
        }
        for (int p = first; top[p] > 0; p++) {
            cover(top[p], top, ulink, dlink, llink, rlink);
        }
        return true;
    }

    // cover/hide/uncover/unhide take the arrays as arguments so the JIT keeps them in registers in the search
    // loop; they are Knuth's operations verbatim (LEN of an item lives in TOP of its header).
    private static void cover(int i, int[] top, int[] ulink, int[] dlink, int[] llink, int[] rlink) {
        for (int p = dlink[i]; p != i; p = dlink[p]) {
            int q = p + 1;
            while (q != p) {
                int x = top[q];
                if (x <= 0) {
                    q = ulink[q];
                } else {
                    int u = ulink[q];
                    int d = dlink[q];
                    dlink[u] = d;
                    ulink[d] = u;
                    top[x]--;
                    q++;
                }
            }
        }
        int l = llink[i];
        int r = rlink[i];
        rlink[l] = r;
        llink[r] = l;
    }

    private static void uncover(int i, int[] top, int[] ulink, int[] dlink, int[] llink, int[] rlink) {
        int l = llink[i];
        int r = rlink[i];
        rlink[l] = i;
        llink[r] = i;
        for (int p = ulink[i]; p != i; p = ulink[p]) {
            int q = p - 1;
            while (q != p) {
                int x = top[q];
                if (x <= 0) {
                    q = dlink[q];
                } else {
                    int u = ulink[q];
                    int d = dlink[q];
                    dlink[u] = q;
                    ulink[d] = q;
                    top[x]++;
                    q--;
                }
            }
        }
    }

    /** The option a node belongs to. */
    private int optionOf(int node) {
        int q = node;
        while (top[q] > 0) {
            q++;
        }
        return -top[q] - 1;
    }

    /**
     * Algorithm X: finds solutions until {@code limit} of them, the deadline, or exhaustion. The options of
     * the first solution (without those fixed by {@link #choose}) are kept for {@link #firstSolution()}.
     */
    /** Hears every option the search enters and leaves, and every solution; null except when a tree is traced. */
    interface Tracer {
        void enter(int option);

        void leave();

        void solution();
    }

    private Tracer tracer;

    void trace(Tracer t) {
        this.tracer = t;
    }

    Termination search(long limit, Limits.Deadline deadline) {
        final int[] top = this.top;
        final int[] ulink = this.ulink;
        final int[] dlink = this.dlink;
        final int[] llink = this.llink;
        final int[] rlink = this.rlink;
        ensureLevels();
        final int[] x = this.x;
        final int[] chosenItem = this.chosenItem;
        final int[] remaining = this.remaining;
        remaining[0] = 0;
        for (int i = rlink[0]; i != 0; i = rlink[i]) {
            remaining[0]++;
        }
        int level = 0;
        // States of Knuth's steps X2 (enter level) and X6 (try next option at level).
        boolean entering = true;
        while (true) {
            if (entering) {
                // X2: all primary items covered: a solution.
                if (rlink[0] == 0) {
                    if (tracer != null) {
                        tracer.solution();
                    }
                    if (solutions == 0) {
                        firstSolution = new int[level];
                        for (int k = 0; k < level; k++) {
                            firstSolution[k] = optionOf(x[k]);
                        }
                    }
                    solutions++;
                    if (solutions >= limit) {
                        return Termination.SOLUTION_LIMIT;
                    }
                    entering = false;
                    if (level == 0) {
                        return Termination.EXHAUSTED;
                    }
                    level--;
                    // fall through to X6 at the previous level
                } else {
                    // X3
                    int best = shortestItem(top, rlink);
                    int bestLen = top[best];
                    // Shortcut: a forced option that covers every remaining primary item is a solution;
                    // count it without covering and uncovering (saves the last node of every solution).
                    if (bestLen == 1 && primariesOf[dlink[best]] == remaining[level]) {
                        if (tracer != null) {
                            tracer.enter(optionOf(dlink[best]));
                            tracer.solution();
                            tracer.leave();
                        }
                        if (solutions == 0) {
                            firstSolution = new int[level + 1];
                            for (int k = 0; k < level; k++) {
                                firstSolution[k] = optionOf(x[k]);
                            }
                            firstSolution[level] = optionOf(dlink[best]);
                        }
                        solutions++;
                        nodes++;
                        if (solutions >= limit) {
                            return Termination.SOLUTION_LIMIT;
                        }
                        if (level == 0) {
                            return Termination.EXHAUSTED;
                        }
                        level--;
                        entering = false;
                    } else {
                        // X4
                        cover(best, top, ulink, dlink, llink, rlink);
                        chosenItem[level] = best;
                        x[level] = dlink[best];
                        if (tryOption(x[level], best, top, ulink, dlink, llink, rlink)) {
                            if (tracer != null) {
                                tracer.enter(optionOf(x[level]));
                            }
                            if ((++nodes & POLL_MASK) == 0) {
                                Termination stop = deadline.stopReason();
                                if (stop != null) {
                                    return stop;
                                }
                            }
                            remaining[level + 1] = remaining[level] - primariesOf[x[level]];
                            level++;
                            continue;
                        }
                        // No option for this item: X7, X8.
                        uncover(best, top, ulink, dlink, llink, rlink);
                        if (level == 0) {
                            return Termination.EXHAUSTED;
                        }
                        level--;
                        entering = false;
                    }
                }
            }
            // X6: undo the option at this level and try the next one.
            if (tracer != null) {
                tracer.leave();
            }
            untryOption(x[level], top, ulink, dlink, llink, rlink);
            int item = chosenItem[level];
            x[level] = dlink[x[level]];
            if (tryOption(x[level], item, top, ulink, dlink, llink, rlink)) {
                if (tracer != null) {
                    tracer.enter(optionOf(x[level]));
                }
                if ((++nodes & POLL_MASK) == 0) {
                    Termination stop = deadline.stopReason();
                    if (stop != null) {
                        return stop;
                    }
                }
                remaining[level + 1] = remaining[level] - primariesOf[x[level]];
                level++;
                entering = true;
                continue;
            }
            // X7: options of this item exhausted.
            uncover(item, top, ulink, dlink, llink, rlink);
            if (level == 0) {
                return Termination.EXHAUSTED;
            }
            level--;
        }
    }

    /** X5: if {@code node} is an option of {@code item} (not the header), cover the option's other items. */
    private static boolean tryOption(
            int node, int item, int[] top, int[] ulink, int[] dlink, int[] llink, int[] rlink) {
        if (node == item) {
            return false;
        }
        int p = node + 1;
        while (p != node) {
            int j = top[p];
            if (j <= 0) {
                p = ulink[p];
            } else {
                cover(j, top, ulink, dlink, llink, rlink);
                p++;
            }
        }
        return true;
    }

    /** Room in the level stack for the deepest search: one level per primary item, and one more. */
    private void ensureLevels() {
        int maxLevel = primaryCount + 1;
        if (x.length < maxLevel + 1) {
            x = new int[maxLevel + 1];
            chosenItem = new int[maxLevel + 1];
            remaining = new int[maxLevel + 1];
        }
    }

    /**
     * Knuth's estimate of the number of solutions (TAOCP 7.2.2, "estimating the running time"): one random walk
     * from the root, at each level the item with fewest options and one of them chosen uniformly, the estimate
     * the product of the numbers of options met (0 at a dead end). Its expected value is the number of exact
     * covers; its spread depends on the tree. The links are restored before it returns, so walks and searches can
     * follow one another.
     */
    double estimate(Random random) {
        ensureLevels();
        double product = 1;
        int level = 0;
        while (rlink[0] != 0) {
            int best = shortestItem(top, rlink);
            int bestLen = top[best];
            if (bestLen == 0) {
                product = 0;
                break;
            }
            product *= bestLen;
            int option = dlink[best];
            for (int k = random.nextInt(bestLen); k > 0; k--) {
                option = dlink[option];
            }
            cover(best, top, ulink, dlink, llink, rlink);
            tryOption(option, best, top, ulink, dlink, llink, rlink);
            chosenItem[level] = best;
            x[level++] = option;
        }
        while (level > 0) {
            level--;
            untryOption(x[level], top, ulink, dlink, llink, rlink);
            uncover(chosenItem[level], top, ulink, dlink, llink, rlink);
        }
        return product;
    }

    /** X3: the active primary item with fewest options (the first one found; a forced item ends the scan). */
    private static int shortestItem(int[] top, int[] rlink) {
        int best = rlink[0];
        int bestLen = top[best];
        for (int i = rlink[best]; i != 0 && bestLen > 1; i = rlink[i]) {
            if (top[i] < bestLen) {
                best = i;
                bestLen = top[i];
            }
        }
        return best;
    }

    /** X6's undo of {@link #tryOption}: uncovers the other items of the option at {@code node}, in reverse. */
    private static void untryOption(int node, int[] top, int[] ulink, int[] dlink, int[] llink, int[] rlink) {
        int p = node - 1;
        while (p != node) {
            int j = top[p];
            if (j <= 0) {
                p = dlink[p];
            } else {
                uncover(j, top, ulink, dlink, llink, rlink);
                p--;
            }
        }
    }

    long nodes() {
        return nodes;
    }

    long solutions() {
        return solutions;
    }

    /** Options of the first solution found (search choices only). */
    int[] firstSolution() {
        return firstSolution.clone();
    }

    /**
     * Checks the link invariants: every active item's list is doubly linked, its length matches, and every
     * node points to its item. Used by tests; returns a description of the first breach, or null if sound.
     */
    String sanity() {
        for (int i = rlink[0]; i != 0; i = rlink[i]) {
            if (llink[rlink[i]] != i) {
                return "item list broken at " + i;
            }
            int len = 0;
            for (int p = dlink[i]; p != i; p = dlink[p]) {
                if (ulink[dlink[p]] != p) {
                    return "option list of item " + i + " broken at node " + p;
                }
                if (top[p] != i) {
                    return "node " + p + " in list of item " + i + " has top " + top[p];
                }
                len++;
                if (len > nodeCount) {
                    return "cycle in item " + i;
                }
            }
            if (len != top[i]) {
                return "item " + i + " has " + len + " options but len " + top[i];
            }
        }
        return null;
    }
}
