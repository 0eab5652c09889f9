package org.sudokulab.bits;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.sudokulab.api.CountBuffer;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;

/**
 * The search for the large boards on which plain propagation thrashes (the minimal 25x25 puzzles): each candidate is a
 * literal "cell c holds digit d", every fact keeps its reason, and a contradiction is turned into a learnt clause
 * (first unique implication point, minimized) that the rest of the search propagates, so a refuted combination of
 * choices is not searched again below another branch. That is conflict-driven clause learning on the board's own rules:
 * a cell holds exactly one digit and a house holds each digit exactly once, "exactly one" groups of n literals
 * propagated by counters (a literal set true clears its groups; a group left with one open literal sets it), not by
 * clauses. A decision places a digit, "cell c holds d", on the literal of highest activity (VSIDS): deciding the
 * negation instead, as SAT solvers do by default, left 4 of the 18 minimal 25x25 puzzles unsolved in a minute where
 * placing solves all 18. Learnt clauses live in one int arena and are watched by two literals with a blocker; Luby
 * restarts (a long unit); the learnt clauses spanning the most decision levels are dropped at growing intervals.
 *
 * <p>Counting: each solution adds a clause that forbids its decisions, kept for good, so no solution is met twice
 * and the search ends exactly when a contradiction reaches level 0. Boards with cages stay with {@link CellSearch}.
 */
final class LearningSearch extends Count {
    private static final ThreadLocal<LearningSearch> PER_THREAD = ThreadLocal.withInitial(LearningSearch::new);

    /**
     * Conflicts per unit of the Luby restart sequence. Long, as in the stable mode that makes CaDiCaL fast on these
     * boards (docs/measurements.md): the 18 minimal 25x25 puzzles, one JVM, one after the other, took 112.0 s in
     * all with a unit of 100, 70.7 s with 3,000, 62.5 s with 10,000, and 102.8 s with no restart at all (one puzzle
     * of 43 s: the heavy tail restarts cut).
     */
    private static final int RESTART_UNIT = 10_000;

    /** Conflicts before the first reduction of the learnt clauses; each next interval is longer by the growth. */
    private static final int FIRST_REDUCE = 2000;

    private static final int REDUCE_GROWTH = 300;

    /**
     * How fast the variables' activities fade (each conflict bumps by 1 / decay more than the last). Slower than
     * MiniSat's 0.95, with the long restart unit: the 18 minimal 25x25 puzzles (solve, one JVM, unit 10,000) took
     * 62.5 s with 0.95, 59.6 s with 0.98, 56.7 s with 0.985, 42.7 s with 0.99 and 79.8 s with 0.995; tuned on those
     * 18, so checked on another task too: proving 9 of them unique took 26.0 s with 0.95, 23.1 s with 0.99.
     */
    private static final double VAR_DECAY = 0.99;

    private static final float CLAUSE_DECAY = 0.999f;

    /** Reason kinds, in the low two bits of {@link #reason}: the rest is a literal's variable, a group or a clause. */
    private static final int DECISION = 0;

    private static final int CLEARED = 1;
    private static final int LAST_OPEN = 2;
    private static final int CLAUSE = 3;

    /** A clause in the arena: its size, its glue (decision levels when learnt; 0 for a kept one), its activity, literals. */
    private static final int HEADER = 3;

    private static final int KEPT = 0;
    private static final int DROPPED = -1;

    /** Marks of {@link #seen} the clause minimization leaves ({@link #redundant}), besides 1 (in the clause). */
    private static final byte REMOVABLE = 2;

    private static final byte FAILED = 3;

    private Groups shape;

    private int vars;
    /** Per literal: 1 true, -1 false, 0 open; variable v is literal 2v. */
    private byte[] literal = new byte[0];

    private int[] level = new int[0];
    private int[] reason = new int[0];
    private int[] trail = new int[0];
    private int trailSize;
    private int propagated;
    private int[] levelStart = new int[0];
    private int decisionLevel;

    /** Per group: members not false, members true (counted when a literal is assigned). */
    private int[] open = new int[0];

    private int[] trues = new int[0];

    /** Clauses, one after the other (see {@link #HEADER}); a clause is named by its offset. Literal 2v is "v true", 2v + 1 "v false". */
    private int[] arena = new int[1 << 16];

    private int arenaSize;
    private int live;
    private float clauseInc;
    private int[] clauseRefs = new int[64];
    private int clauseCount;

    /** Per literal, its watches: (clause, blocker) pairs; the clause's first two literals are the watched ones. */
    private int[][] watches = new int[0][];

    private int[] watchCount = new int[0];

    private double[] activity = new double[0];
    private double varInc;
    private int[] heap = new int[0];
    private int[] heapIndex = new int[0];
    private int heapSize;

    private int conflictKind;
    private int conflictA;
    private int conflictB;

    /** Per variable: 1 in the clause being learnt (or met by its analysis), else 0 or a minimization mark. */
    private byte[] seen = new byte[0];

    private int[] learnt = new int[0];
    private int[] toClear = new int[0];
    private int clearCount;
    private int[] minimizeStack = new int[64];
    private int[] levelStamp = new int[0];
    private int stamp;

    private long conflicts;
    private long nextReduce;
    private int reductions;

    private LearningSearch() {}

    /**
     * Solutions this search counts at most: each costs a kept clause, and a board with this many is easy for the
     * propagation search, which needs no memory per solution (see {@link BitsBackend#count}).
     */
    static final long MAX_SOLUTIONS = 20_000;

    /** Plain boards (no cages) from 16x16 on; smaller ones and killers stay with the propagation search. */
    static boolean fits(Puzzle puzzle) {
        return !puzzle.isKiller() && puzzle.geometry().size() >= 16;
    }

    /** This thread's search, reset for one count of {@code puzzle}. */
    static LearningSearch on(Puzzle puzzle, long limit, Limits limits, long startNanos) {
        LearningSearch s = PER_THREAD.get();
        s.shape = Groups.of(Layout.of(puzzle));
        s.start(limit, limits, startNanos);
        s.reset();
        return s;
    }

    /**
     * The exactly-one groups of a layout, built once per layout: group c is cell c's n literals, group cells + h n + d
     * is house h's places for digit d. Variable v = c n + d lies in {@code per} groups, {@code groupsOf[per v ..]}:
     * four, or three on a Latin square, whose regions repeat its lines: a repeated group would only say the same
     * facts again, after its line's (QWH-35: the same conflicts; docs/measurements.md).
     */
    private record Groups(Layout layout, int[] members, int[] groupsOf, int per) {
        private static final Map<Layout, Groups> BUILT = new ConcurrentHashMap<>();

        static Groups of(Layout l) {
            return BUILT.computeIfAbsent(l, Groups::build);
        }

        private static Groups build(Layout l) {
            int n = l.n;
            int per = 1 + l.distinctHouses / n;
            int[] members = new int[(l.cells + l.distinctHouses * n) * n];
            int[] groupsOf = new int[l.cells * n * per];
            int[] filled = new int[l.cells * n];
            for (int v = 0; v < l.cells * n; v++) {
                members[v] = v;
                groupsOf[per * v + filled[v]++] = v / n;
            }
            for (int h = 0; h < l.distinctHouses; h++) {
                for (int d = 0; d < n; d++) {
                    int g = l.cells + h * n + d;
                    for (int k = 0; k < n; k++) {
                        int v = l.houseCells[h * n + k] * n + d;
                        members[g * n + k] = v;
                        groupsOf[per * v + filled[v]++] = g;
                    }
                }
            }
            return new Groups(l, members, groupsOf, per);
        }

        int count() {
            return members.length / layout.n;
        }
    }

    private void reset() {
        int n = shape.layout.n;
        vars = shape.layout.cells * n;
        if (level.length < vars) {
            literal = new byte[2 * vars];
            level = new int[vars];
            reason = new int[vars];
            trail = new int[vars];
            levelStart = new int[vars + 1];
            activity = new double[vars];
            heap = new int[vars];
            heapIndex = new int[vars];
            seen = new byte[vars];
            learnt = new int[vars + 1];
            toClear = new int[vars + 1];
            levelStamp = new int[vars + 2];
            watches = new int[2 * vars][];
            watchCount = new int[2 * vars];
        }
        int groups = shape.count();
        if (open.length < groups) {
            open = new int[groups];
            trues = new int[groups];
        }
        Arrays.fill(literal, 0, 2 * vars, (byte) 0);
        Arrays.fill(activity, 0, vars, 0);
        Arrays.fill(watchCount, 0, 2 * vars, 0);
        Arrays.fill(open, 0, groups, n);
        Arrays.fill(trues, 0, groups, 0);
        arenaSize = 0;
        live = 0;
        clauseCount = 0;
        clauseInc = 1;
        varInc = 1;
        trailSize = 0;
        propagated = 0;
        decisionLevel = 0;
        conflicts = 0;
        nextReduce = FIRST_REDUCE;
        reductions = 0;
        heapSize = 0;
        for (int v = 0; v < vars; v++) {
            heapInsert(v);
        }
    }

    /** Counts the solutions of {@code puzzle} up to the limit; the result is in the fields. */
    void run(Puzzle puzzle) {
        int n = shape.layout.n;
        boolean consistent = true;
        for (int cell = 0; cell < shape.layout.cells && consistent; cell++) {
            int digit = puzzle.given(cell);
            if (digit != 0) {
                int lit = 2 * (cell * n + digit - 1);
                if (isFalse(lit)) {
                    consistent = false;
                } else if (!isTrue(lit)) {
                    assign(lit, DECISION);
                    consistent = propagate();
                }
            }
        }
        if (consistent) {
            search();
        }
        shape = null;
        finish();
    }

    @Override
    void counters(CountBuffer into) {
        into.counter("nodes", nodes);
        into.counter("conflicts", conflicts);
    }

    private void search() {
        long restartAt = RESTART_UNIT;
        int restarts = 0;
        while (true) {
            if (propagate()) {
                if (trailSize == vars) {
                    if (!solution()) {
                        return;
                    }
                    continue;
                }
                if (conflicts >= restartAt) {
                    restarts++;
                    restartAt = conflicts + RESTART_UNIT * luby(restarts);
                    backtrack(0);
                    continue;
                }
                if (conflicts >= nextReduce) {
                    reductions++;
                    nextReduce = conflicts + FIRST_REDUCE + (long) REDUCE_GROWTH * reductions;
                    reduce();
                }
                if (!branchNode()) {
                    return;
                }
                int v = nextVariable();
                decisionLevel++;
                levelStart[decisionLevel] = trailSize;
                assign(2 * v, DECISION);
            } else {
                conflicts++;
                if (decisionLevel == 0) {
                    return;
                }
                int size = analyze();
                backtrack(backjumpLevel(size));
                learn(size);
                varInc /= VAR_DECAY;
                clauseInc /= CLAUSE_DECAY;
                if ((conflicts & 1023) == 0 && !poll()) {
                    return;
                }
            }
        }
    }

    /**
     * A full assignment: counts it, keeps the first grid, and forbids its decisions by a clause so the search goes on
     * to the next one; false when the search ends here (limit reached, or no decision left to undo).
     */
    private boolean solution() {
        int n = shape.layout.n;
        if (solutionFound()) {
            first = new int[shape.layout.cells];
            for (int v = 0; v < vars; v++) {
                if (literal[2 * v] > 0) {
                    first[v / n] = v % n + 1;
                }
            }
        }
        if (stop != null || decisionLevel == 0) {
            return false;
        }
        int size = 0;
        for (int d = decisionLevel; d >= 1; d--) {
            learnt[size++] = trail[levelStart[d]] ^ 1;
        }
        backtrack(decisionLevel - 1);
        if (size == 1) {
            assign(learnt[0], DECISION);
        } else {
            assign(learnt[0], CLAUSE | addClause(size, KEPT) << 2);
        }
        return true;
    }

    /** The Luby sequence 1, 1, 2, 1, 1, 2, 4, ...: the i-th restart interval, in units. */
    private static long luby(int i) {
        int size = 1;
        int seq = 0;
        while (size < i + 1) {
            seq++;
            size = 2 * size + 1;
        }
        int x = i;
        while (size - 1 != x) {
            size = (size - 1) >> 1;
            seq--;
            x = x % size;
        }
        return 1L << seq;
    }

    private boolean isTrue(int lit) {
        return literal[lit] > 0;
    }

    private boolean isFalse(int lit) {
        return literal[lit] < 0;
    }

    private void assign(int lit, int why) {
        int v = lit >> 1;
        boolean positive = (lit & 1) == 0;
        literal[lit] = 1;
        literal[lit ^ 1] = -1;
        level[v] = decisionLevel;
        reason[v] = why;
        trail[trailSize++] = lit;
        int[] groupsOf = shape.groupsOf;
        int per = shape.per;
        int[] counts = positive ? trues : open;
        int step = positive ? 1 : -1;
        for (int i = per * v, end = i + per; i < end; i++) {
            counts[groupsOf[i]] += step;
        }
    }

    private void backtrack(int target) {
        if (decisionLevel <= target) {
            return;
        }
        int[] groupsOf = shape.groupsOf;
        int per = shape.per;
        for (int t = trailSize - 1, stopAt = levelStart[target + 1]; t >= stopAt; t--) {
            int lit = trail[t];
            int v = lit >> 1;
            boolean positive = (lit & 1) == 0;
            int[] counts = positive ? trues : open;
            int step = positive ? -1 : 1;
            for (int i = per * v, end = i + per; i < end; i++) {
                counts[groupsOf[i]] += step;
            }
            literal[lit] = 0;
            literal[lit ^ 1] = 0;
            if (heapIndex[v] < 0) {
                heapInsert(v);
            }
        }
        trailSize = levelStart[target + 1];
        propagated = trailSize;
        decisionLevel = target;
    }

    /** Propagation to a fixpoint: false on a conflict, described by {@link #conflictKind} and its operands. */
    private boolean propagate() {
        int n = shape.layout.n;
        int[] groupsOf = shape.groupsOf;
        int[] members = shape.members;
        int per = shape.per;
        while (propagated < trailSize) {
            int lit = trail[propagated++];
            int v = lit >> 1;
            if ((lit & 1) == 0) {
                // v holds: every other literal of its groups is false
                for (int i = per * v, end = i + per; i < end; i++) {
                    for (int k = groupsOf[i] * n, stopAt = k + n; k < stopAt; k++) {
                        int u = members[k];
                        byte b = literal[2 * u];
                        if (b == 0) {
                            assign(2 * u + 1, CLEARED | v << 2);
                        } else if (b > 0 && u != v) {
                            conflictKind = CLEARED;
                            conflictA = v;
                            conflictB = u;
                            return false;
                        }
                    }
                }
            } else {
                // v is false: a group of v with nothing true and one member open sets that member
                for (int i = per * v, end = i + per; i < end; i++) {
                    int g = groupsOf[i];
                    if (trues[g] == 0 && open[g] <= 1) {
                        if (open[g] == 0) {
                            conflictKind = LAST_OPEN;
                            conflictA = g;
                            return false;
                        }
                        for (int k = g * n, stopAt = k + n; k < stopAt; k++) {
                            int u = members[k];
                            if (literal[2 * u] == 0) {
                                assign(2 * u, LAST_OPEN | g << 2);
                                break;
                            }
                        }
                    }
                }
            }
            if (!propagateClauses(lit ^ 1)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Visits the clauses watching {@code falseLit}, which has just become false. A watch is a clause and a blocker,
     * another of its literals: while the blocker is true the clause is satisfied and is not read.
     */
    private boolean propagateClauses(int falseLit) {
        int[] list = watches[falseLit];
        int count = watchCount[falseLit];
        int[] a = arena;
        int kept = 0;
        int i = 0;
        boolean ok = true;
        while (i < count) {
            int ref = list[i];
            int blocker = list[i + 1];
            i += 2;
            if (isTrue(blocker)) {
                list[kept++] = ref;
                list[kept++] = blocker;
                continue;
            }
            int size = a[ref];
            if (size == DROPPED) {
                continue;
            }
            int lits = ref + HEADER;
            int first = a[lits];
            if (first == falseLit) {
                first = a[lits + 1];
                a[lits] = first;
                a[lits + 1] = falseLit;
            }
            if (first != blocker && isTrue(first)) {
                list[kept++] = ref;
                list[kept++] = first;
                continue;
            }
            int j = lits + 2;
            int end = lits + size;
            while (j < end && isFalse(a[j])) {
                j++;
            }
            if (j < end) {
                int other = a[j];
                if (isTrue(other)) {
                    // satisfied: the watch stays, blocked by that literal (true at this level or below, so a
                    // backtrack that frees it frees falseLit too)
                    list[kept++] = ref;
                    list[kept++] = other;
                    continue;
                }
                a[lits + 1] = other;
                a[j] = falseLit;
                watch(other, ref, first);
                continue;
            }
            list[kept++] = ref;
            list[kept++] = first;
            if (isFalse(first)) {
                conflictKind = CLAUSE;
                conflictA = ref;
                ok = false;
                break;
            }
            assign(first, CLAUSE | ref << 2);
        }
        while (i < count) {
            list[kept++] = list[i++];
        }
        watchCount[falseLit] = kept;
        return ok;
    }

    private void watch(int lit, int ref, int blocker) {
        int[] list = watches[lit];
        int count = watchCount[lit];
        if (list == null) {
            list = new int[8];
            watches[lit] = list;
        } else if (count == list.length) {
            list = Arrays.copyOf(list, 2 * count);
            watches[lit] = list;
        }
        list[count] = ref;
        list[count + 1] = blocker;
        watchCount[lit] = count + 2;
    }

    /**
     * First-UIP analysis of the current conflict into {@link #learnt}[0..size): learnt[0] is the negation of the
     * implication point, the clause's only literal of the conflict level. Then literals implied by the others are
     * dropped (recursive minimization: every path back from them ends in the clause or at level 0).
     */
    private int analyze() {
        int size = 1;
        int pathCount = 0;
        int index = trailSize - 1;
        int kind = conflictKind;
        int operand = conflictA;
        // a clearing conflict names two true literals of one group (conflictB the second); a reason, one
        int length = kind == CLEARED ? 2 : reasonLength(kind, operand);
        int implied = -1;
        while (true) {
            if (kind == CLAUSE) {
                bumpClause(operand);
            }
            for (int i = 0; i < length; i++) {
                int u = i == 1 && kind == CLEARED ? conflictB : reasonVariable(kind, operand, i);
                if (u != implied && seen[u] == 0 && level[u] > 0) {
                    seen[u] = 1;
                    bump(u);
                    if (level[u] == decisionLevel) {
                        pathCount++;
                    } else {
                        learnt[size++] = isFalse(2 * u) ? 2 * u : 2 * u + 1;
                    }
                }
            }
            while (seen[trail[index] >> 1] == 0) {
                index--;
            }
            int p = trail[index--];
            int v = p >> 1;
            seen[v] = 0;
            if (--pathCount == 0) {
                learnt[0] = p ^ 1;
                break;
            }
            kind = reason[v] & 3;
            operand = reason[v] >>> 2;
            length = reasonLength(kind, operand);
            implied = v;
        }
        clearCount = 0;
        int levels = 0;
        for (int i = 1; i < size; i++) {
            toClear[clearCount++] = learnt[i];
            levels |= 1 << (level[learnt[i] >> 1] & 31);
        }
        int kept = 1;
        for (int i = 1; i < size; i++) {
            int u = learnt[i] >> 1;
            if ((reason[u] & 3) == DECISION || !redundant(u, levels)) {
                learnt[kept++] = learnt[i];
            }
        }
        for (int i = 0; i < clearCount; i++) {
            seen[toClear[i] >> 1] = 0;
        }
        return kept;
    }

    /**
     * True when variable {@code v}'s literal follows from the clause's others: every literal its reasons lead back
     * to is in the clause ({@link #seen} 1), fixed at level 0, or shown so before ({@link #REMOVABLE}); a decision,
     * or a literal of a level the clause does not hold, ends the look. A depth-first walk that keeps its path: a
     * variable whose reasons all check out is marked removable, and when the walk fails, the variables on its path
     * are marked {@link #FAILED} and not walked again (a failed look used to unmark all it had walked, and the
     * same parts were walked again for the clause's next literals: a tenth of a QWH-35 search). The clause is the
     * same; the marks are cleared with it.
     */
    private boolean redundant(int v, int levels) {
        int depth = 0;
        int w = v;
        int i = 0;
        while (true) {
            int kind = reason[w] & 3;
            int operand = reason[w] >>> 2;
            if (i < reasonLength(kind, operand)) {
                int u = reasonVariable(kind, operand, i++);
                if (u == w || level[u] == 0 || seen[u] == 1 || seen[u] == REMOVABLE) {
                    continue;
                }
                if (seen[u] == FAILED || (reason[u] & 3) == DECISION || (levels & 1 << (level[u] & 31)) == 0) {
                    mark(w, FAILED);
                    for (int k = 0; k < depth; k++) {
                        mark(minimizeStack[2 * k], FAILED);
                    }
                    return false;
                }
                if (2 * depth + 2 > minimizeStack.length) {
                    minimizeStack = Arrays.copyOf(minimizeStack, 2 * minimizeStack.length);
                }
                minimizeStack[2 * depth] = w;
                minimizeStack[2 * depth + 1] = i;
                depth++;
                w = u;
                i = 0;
            } else {
                mark(w, REMOVABLE);
                if (depth == 0) {
                    return true;
                }
                depth--;
                w = minimizeStack[2 * depth];
                i = minimizeStack[2 * depth + 1];
            }
        }
    }

    /** Marks variable {@code v} as {@code how} unless it is marked already (the clause's own stay 1). */
    private void mark(int v, byte how) {
        if (seen[v] == 0) {
            seen[v] = how;
            toClear[clearCount++] = 2 * v;
        }
    }

    /**
     * The number of variables a reason names: for a cleared literal the true one that cleared it, for a last open
     * one its group's members, for a clause its variables; for the last two the implied variable is among them,
     * and every other one's literal there is false (so is every literal of a group or clause in conflict).
     */
    private int reasonLength(int kind, int operand) {
        return kind == CLEARED ? 1 : kind == LAST_OPEN ? shape.layout.n : arena[operand];
    }

    /** The {@code i}-th variable a reason names (see {@link #reasonLength}). */
    private int reasonVariable(int kind, int operand, int i) {
        return kind == CLEARED
                ? operand
                : kind == LAST_OPEN ? shape.members[operand * shape.layout.n + i] : arena[operand + HEADER + i] >> 1;
    }

    /** Puts the literal of the highest level but the first at index 1 (the second watch) and returns its level. */
    private int backjumpLevel(int size) {
        if (size == 1) {
            return 0;
        }
        int best = 1;
        for (int i = 2; i < size; i++) {
            if (level[learnt[i] >> 1] > level[learnt[best] >> 1]) {
                best = i;
            }
        }
        int swap = learnt[1];
        learnt[1] = learnt[best];
        learnt[best] = swap;
        return level[learnt[1] >> 1];
    }

    private void learn(int size) {
        if (size == 1) {
            assign(learnt[0], DECISION);
            return;
        }
        int glue = levelsOf(size);
        assign(learnt[0], CLAUSE | addClause(size, glue) << 2);
    }

    /** Stores learnt[0..size) with its glue ({@link #KEPT} for a clause never dropped) and watches its first two literals. */
    private int addClause(int size, int glue) {
        // "cell c does not hold d" is true on most branches, "cell c holds d" false on most: the search for a new
        // literal to watch reads the negative ones first
        for (int i = 2, j = size - 1; i < j; ) {
            if ((learnt[i] & 1) != 0) {
                i++;
            } else {
                int swap = learnt[i];
                learnt[i] = learnt[j];
                learnt[j--] = swap;
            }
        }
        if (arenaSize + HEADER + size > arena.length) {
            arena = Arrays.copyOf(arena, Math.max(2 * arena.length, arenaSize + HEADER + size));
        }
        int ref = arenaSize;
        arena[ref] = size;
        arena[ref + 1] = glue;
        arena[ref + 2] = Float.floatToRawIntBits(clauseInc);
        System.arraycopy(learnt, 0, arena, ref + HEADER, size);
        arenaSize += HEADER + size;
        if (clauseCount == clauseRefs.length) {
            clauseRefs = Arrays.copyOf(clauseRefs, 2 * clauseCount);
        }
        clauseRefs[clauseCount++] = ref;
        live += HEADER + size;
        watch(learnt[0], ref, learnt[1]);
        watch(learnt[1], ref, learnt[0]);
        return ref;
    }

    /**
     * Drops half of the learnt clauses that may go (not binary, not blocking a solution, not a reason now, and not
     * "glue": two decision levels or fewer), those spanning the most levels first, then the least active; then
     * packs the arena when most of it is dropped clauses.
     */
    private void reduce() {
        Integer[] order = new Integer[clauseCount];
        int candidates = 0;
        for (int k = 0; k < clauseCount; k++) {
            int ref = clauseRefs[k];
            if (arena[ref + 1] > 2 && arena[ref] > 2 && !isReason(ref)) {
                order[candidates++] = k;
            }
        }
        Arrays.sort(order, 0, candidates, (x, y) -> {
            int gx = arena[clauseRefs[x] + 1];
            int gy = arena[clauseRefs[y] + 1];
            return gx != gy ? Integer.compare(gy, gx) : Float.compare(activityOf(x), activityOf(y));
        });
        boolean[] drop = new boolean[clauseCount];
        for (int i = 0; i < candidates / 2; i++) {
            drop[order[i]] = true;
        }
        int keptCount = 0;
        for (int k = 0; k < clauseCount; k++) {
            int ref = clauseRefs[k];
            if (drop[k]) {
                live -= HEADER + arena[ref];
                arena[ref] = DROPPED;
            } else {
                clauseRefs[keptCount++] = ref;
            }
        }
        clauseCount = keptCount;
        if (2 * live < arenaSize) {
            pack();
        }
    }

    private float activityOf(int k) {
        return Float.intBitsToFloat(arena[clauseRefs[k] + 2]);
    }

    /** Moves the live clauses to the front of the arena, renames the reasons that name them and rebuilds the watches. */
    private void pack() {
        int to = 0;
        int[] a = arena;
        for (int k = 0; k < clauseCount; k++) {
            int ref = clauseRefs[k];
            int length = HEADER + a[ref];
            int v = a[ref + HEADER] >> 1;
            if (literal[2 * v] != 0 && reason[v] == (CLAUSE | ref << 2)) {
                reason[v] = CLAUSE | to << 2;
            }
            System.arraycopy(a, ref, a, to, length);
            clauseRefs[k] = to;
            to += length;
        }
        arenaSize = to;
        live = to;
        Arrays.fill(watchCount, 0, 2 * vars, 0);
        for (int k = 0; k < clauseCount; k++) {
            int ref = clauseRefs[k];
            int l0 = a[ref + HEADER];
            int l1 = a[ref + HEADER + 1];
            watch(l0, ref, l1);
            watch(l1, ref, l0);
        }
    }

    private boolean isReason(int ref) {
        int v = arena[ref + HEADER] >> 1;
        return literal[2 * v] != 0 && reason[v] == (CLAUSE | ref << 2);
    }

    /** The number of distinct decision levels among learnt[0..size) (its "literal block distance"). */
    private int levelsOf(int size) {
        stamp++;
        int count = 0;
        for (int i = 0; i < size; i++) {
            int l = level[learnt[i] >> 1];
            if (levelStamp[l] != stamp) {
                levelStamp[l] = stamp;
                count++;
            }
        }
        return count;
    }

    private void bump(int v) {
        if ((activity[v] += varInc) > 1e100) {
            for (int u = 0; u < vars; u++) {
                activity[u] *= 1e-100;
            }
            varInc *= 1e-100;
        }
        if (heapIndex[v] >= 0) {
            siftUp(heapIndex[v]);
        }
    }

    private void bumpClause(int ref) {
        float act = Float.intBitsToFloat(arena[ref + 2]) + clauseInc;
        arena[ref + 2] = Float.floatToRawIntBits(act);
        if (act > 1e20f) {
            for (int k = 0; k < clauseCount; k++) {
                int r = clauseRefs[k];
                arena[r + 2] = Float.floatToRawIntBits(Float.intBitsToFloat(arena[r + 2]) * 1e-20f);
            }
            clauseInc *= 1e-20f;
        }
    }

    /** The unassigned variable of highest activity (the heap holds every unassigned one, perhaps more). */
    private int nextVariable() {
        while (true) {
            int v = heap[0];
            heapRemoveTop();
            if (literal[2 * v] == 0) {
                return v;
            }
        }
    }

    private void heapInsert(int v) {
        heapIndex[v] = heapSize;
        heap[heapSize++] = v;
        siftUp(heapSize - 1);
    }

    private void heapRemoveTop() {
        int top = heap[0];
        heapIndex[top] = -1;
        int last = heap[--heapSize];
        if (heapSize > 0) {
            heap[0] = last;
            heapIndex[last] = 0;
            siftDown(0);
        }
    }

    private void siftUp(int i) {
        int v = heap[i];
        while (i > 0) {
            int parent = (i - 1) >> 1;
            int p = heap[parent];
            if (activity[p] >= activity[v]) {
                break;
            }
            heap[i] = p;
            heapIndex[p] = i;
            i = parent;
        }
        heap[i] = v;
        heapIndex[v] = i;
    }

    private void siftDown(int i) {
        int v = heap[i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= heapSize) {
                break;
            }
            if (child + 1 < heapSize && activity[heap[child + 1]] > activity[heap[child]]) {
                child++;
            }
            if (activity[heap[child]] <= activity[v]) {
                break;
            }
            heap[i] = heap[child];
            heapIndex[heap[i]] = i;
            i = child;
        }
        heap[i] = v;
        heapIndex[v] = i;
    }
}
