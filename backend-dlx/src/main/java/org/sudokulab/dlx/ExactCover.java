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
 *
 * <p>Two changes to Knuth's choice of item (X3), both measured (docs/measurements.md): the active primary items
 * are a sparse set (an array and each item's position in it) instead of a doubly linked list, so the scan reads
 * an array instead of chasing links; covers and uncovers come in last-in first-out order, so an uncover only
 * grows the set by one (the item is still where its cover put it, just past the end). And a cover that leaves
 * an item with at most one option pushes it on a stack, so most choices (forced ones) take no scan at all: a
 * 17-clue proof scanned about 5,000 items in 130 choices before.
 *
 * <p>A copy ({@link #copyFrom}) is reset before its next search, so its search ends as soon as no level of the
 * path has an option left to try, without undoing the path back to the root (Knuth's X7 and X8 over forced
 * levels, which a uniqueness proof spends a quarter of its search on). An instance built with options restores
 * its links when its search is exhausted, as Knuth's does.
 */
final class ExactCover {
    private static final int POLL_MASK = 1023;

    private static final int ACTIVE_SECONDARY = -1;
    private static final int COVERED_SECONDARY = -2;

    private int primaryCount;
    private int itemCount;
    // activePrimaries[0] is how many primary items are active, activePrimaries[1..that] are they, in any order.
    private int[] activePrimaries;
    // For a primary item its index in activePrimaries (covered: past the active ones); for a secondary item
    // ACTIVE_SECONDARY or COVERED_SECONDARY.
    private int[] position;
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
    /** Choices of an item with two or more options: 0 when every choice was forced. */
    private long guesses;

    private long solutions;
    // False for a copy: nobody reads its links after the search, so an exhausted search need not restore them.
    private boolean restoresLinks = true;
    // The search's level stack (options, chosen items, active primaries per level), kept for the next search.
    private int[] x = new int[0];
    private int[] chosenItem = new int[0];
    private int[] remaining = new int[0];
    private int[] firstSolution = new int[0];
    // The forced stack: forced[0] entries, items whose length a cover brought to 1 or 0 (possibly stale since),
    // and its height after each level's pick, to which it is cut back when the level tries its next option.
    private int[] forced = new int[1];
    private int[] forcedHeight = new int[0];

    /** Items 1..primary are primary, primary+1..primary+secondary secondary. */
    ExactCover(int primary, int secondary) {
        this(primary, secondary, 64, (primary + secondary + 2) * 5);
    }

    /** As above, with room for {@code options} options of {@code nodes} nodes in all (they grow if needed). */
    ExactCover(int primary, int secondary, int options, int nodes) {
        this.primaryCount = primary;
        this.itemCount = primary + secondary;
        this.activePrimaries = new int[primary + 1];
        this.position = new int[itemCount + 1];
        int capacity = Math.max(16, itemCount + 2 + nodes + options + 1);
        optionStart = new int[Math.max(1, options)];
        top = new int[capacity];
        ulink = new int[capacity];
        dlink = new int[capacity];
        primariesOf = new int[capacity];
        for (int i = 1; i <= itemCount; i++) {
            top[i] = 0;
            ulink[i] = i;
            dlink[i] = i;
            if (i <= primary) {
                activePrimaries[i] = i;
                position[i] = i;
            } else {
                position[i] = ACTIVE_SECONDARY;
            }
        }
        activePrimaries[0] = primary;
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
     * is chosen in and searched, never given options (it shares the template's read-only arrays), and its search
     * leaves the links as they are when it ends.
     */
    void copyFrom(ExactCover template) {
        primaryCount = template.primaryCount;
        itemCount = template.itemCount;
        activePrimaries = fit(activePrimaries, template.activePrimaries);
        position = fit(position, template.position);
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
        guesses = 0;
        solutions = 0;
        firstSolution = new int[0];
        tracer = null;
        restoresLinks = false;
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

    /** How many options were added (tests check a matrix by it). */
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
            if (!isActive(item)) {
                return false;
            }
        }
        ensureLevels();
        forced[0] = 0; // a search starts its forced stack afresh: what the givens push is never read
        for (int p = first; top[p] > 0; p++) {
            cover(top[p], top, ulink, dlink, activePrimaries, position, forced);
        }
        return true;
    }

    private boolean isActive(int item) {
        int at = position[item];
        return at > 0 ? at <= activePrimaries[0] : at == ACTIVE_SECONDARY;
    }

    // cover/uncover take the arrays as arguments so the JIT keeps them in registers in the search loop; their
    // loops over the options are Knuth's verbatim (LEN of an item lives in TOP of its header). A cover that
    // leaves an item with at most one option pushes it on the forced stack.
    private static void cover(
            int i, int[] top, int[] ulink, int[] dlink, int[] activePrimaries, int[] position, int[] forced) {
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
                    if (--top[x] <= 1) {
                        forced[++forced[0]] = x;
                    }
                    q++;
                }
            }
        }
        int at = position[i];
        if (at > 0) {
            // Swap the item with the last active one and shrink the set.
            int last = activePrimaries[0];
            int moved = activePrimaries[last];
            activePrimaries[at] = moved;
            position[moved] = at;
            activePrimaries[last] = i;
            position[i] = last;
            activePrimaries[0] = last - 1;
        } else {
            position[i] = COVERED_SECONDARY;
        }
    }

    private static void uncover(int i, int[] top, int[] ulink, int[] dlink, int[] activePrimaries, int[] position) {
        // Everything covered after this item has been uncovered, so it sits just past the active ones.
        if (position[i] > 0) {
            activePrimaries[0]++;
        } else {
            position[i] = ACTIVE_SECONDARY;
        }
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
        final int[] activePrimaries = this.activePrimaries;
        final int[] position = this.position;
        ensureLevels();
        final int[] x = this.x;
        final int[] chosenItem = this.chosenItem;
        final int[] remaining = this.remaining;
        final int[] forced = this.forced;
        final int[] forcedHeight = this.forcedHeight;
        forced[0] = 0;
        remaining[0] = activePrimaries[0];
        int level = 0;
        // How many levels of the path have an option after the one they are trying: at 0 nothing is left to try.
        int open = 0;
        final boolean endsEarly = !restoresLinks && tracer == null;
        // States of Knuth's steps X2 (enter level) and X6 (try next option at level).
        boolean entering = true;
        while (true) {
            if (entering) {
                // X2: all primary items covered: a solution.
                if (activePrimaries[0] == 0) {
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
                    int best = forcedItem(top, forced, activePrimaries, position);
                    forcedHeight[level] = forced[0];
                    if (best == 0) {
                        best = shortestItem(top, activePrimaries);
                    }
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
                        if (bestLen > 1) {
                            guesses++;
                        }
                        cover(best, top, ulink, dlink, activePrimaries, position, forced);
                        chosenItem[level] = best;
                        x[level] = dlink[best];
                        if (tryOption(x[level], best, top, ulink, dlink, activePrimaries, position, forced)) {
                            if (dlink[x[level]] != best) {
                                open++;
                            }
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
                        uncover(best, top, ulink, dlink, activePrimaries, position);
                        if (level == 0) {
                            return Termination.EXHAUSTED;
                        }
                        level--;
                        entering = false;
                    }
                }
            }
            // X6: undo the option at this level and try the next one.
            if (open == 0 && endsEarly) {
                return Termination.EXHAUSTED;
            }
            if (tracer != null) {
                tracer.leave();
            }
            untryOption(x[level], top, ulink, dlink, activePrimaries, position);
            forced[0] = forcedHeight[level];
            int item = chosenItem[level];
            x[level] = dlink[x[level]];
            if (x[level] != item) {
                open--;
            }
            if (tryOption(x[level], item, top, ulink, dlink, activePrimaries, position, forced)) {
                if (dlink[x[level]] != item) {
                    open++;
                }
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
            uncover(item, top, ulink, dlink, activePrimaries, position);
            if (level == 0) {
                return Termination.EXHAUSTED;
            }
            level--;
        }
    }

    /** X5: if {@code node} is an option of {@code item} (not the header), cover the option's other items. */
    private static boolean tryOption(
            int node,
            int item,
            int[] top,
            int[] ulink,
            int[] dlink,
            int[] activePrimaries,
            int[] position,
            int[] forced) {
        if (node == item) {
            return false;
        }
        int p = node + 1;
        while (p != node) {
            int j = top[p];
            if (j <= 0) {
                p = ulink[p];
            } else {
                cover(j, top, ulink, dlink, activePrimaries, position, forced);
                p++;
            }
        }
        return true;
    }

    /**
     * Room in the level stack for the deepest search (one level per primary item, and one more) and in the forced
     * stack: along one path lengths only fall, so an item is pushed at most twice (at 1, at 0), and cutting the
     * stack back when a level tries its next option keeps it within the pushes of the current path.
     */
    private void ensureLevels() {
        int maxLevel = primaryCount + 1;
        if (x.length < maxLevel + 1) {
            x = new int[maxLevel + 1];
            chosenItem = new int[maxLevel + 1];
            remaining = new int[maxLevel + 1];
            forcedHeight = new int[maxLevel + 1];
        }
        if (forced.length < 2 * itemCount + 1) {
            forced = new int[2 * itemCount + 1];
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
        forced[0] = 0;
        double product = 1;
        int level = 0;
        while (activePrimaries[0] != 0) {
            int best = shortestItem(top, activePrimaries);
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
            cover(best, top, ulink, dlink, activePrimaries, position, forced);
            tryOption(option, best, top, ulink, dlink, activePrimaries, position, forced);
            chosenItem[level] = best;
            x[level++] = option;
        }
        while (level > 0) {
            level--;
            untryOption(x[level], top, ulink, dlink, activePrimaries, position);
            uncover(chosenItem[level], top, ulink, dlink, activePrimaries, position);
        }
        return product;
    }

    /**
     * X3's shortcut: the newest item on the forced stack that is still an active primary item with at most one
     * option, popping the stale ones above it; 0 when there is none. Any active primary item is a correct choice
     * (the count stays exact); one with at most one option is also a choice of fewest options, as Knuth's scan
     * would make it.
     */
    private static int forcedItem(int[] top, int[] forced, int[] activePrimaries, int[] position) {
        int height = forced[0];
        int found = 0;
        while (height > 0) {
            int item = forced[height--];
            int at = position[item];
            if (at > 0 && at <= activePrimaries[0] && top[item] <= 1) {
                found = item;
                break;
            }
        }
        forced[0] = height;
        return found;
    }

    /**
     * X3: the active primary item with fewest options, the lowest-numbered among those (items in the order they
     * were given: Knuth's list order, which the sparse set does not keep); an item with at most one option ends
     * the scan. Length and number are one key, so the minimum needs no branch.
     */
    private static int shortestItem(int[] top, int[] activePrimaries) {
        int count = activePrimaries[0];
        long bestKey = Long.MAX_VALUE;
        for (int k = 1; k <= count && bestKey >= (2L << 32); k++) {
            int i = activePrimaries[k];
            long key = ((long) top[i] << 32) | i;
            bestKey = Math.min(bestKey, key);
        }
        return (int) bestKey;
    }

    /** X6's undo of {@link #tryOption}: uncovers the other items of the option at {@code node}, in reverse. */
    private static void untryOption(
            int node, int[] top, int[] ulink, int[] dlink, int[] activePrimaries, int[] position) {
        int p = node - 1;
        while (p != node) {
            int j = top[p];
            if (j <= 0) {
                p = dlink[p];
            } else {
                uncover(j, top, ulink, dlink, activePrimaries, position);
                p--;
            }
        }
    }

    long nodes() {
        return nodes;
    }

    long guesses() {
        return guesses;
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
        for (int k = 1; k <= activePrimaries[0]; k++) {
            int i = activePrimaries[k];
            if (position[i] != k) {
                return "active item " + i + " at " + k + " has position " + position[i];
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
