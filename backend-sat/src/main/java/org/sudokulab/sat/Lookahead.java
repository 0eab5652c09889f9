package org.sudokulab.sat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Termination;
import org.sudokulab.models.ClauseEncoding;

/**
 * A small inference engine over a clause model, with the inference rules of Lynce and Ouaknine ("Sudoku as a SAT
 * problem", ISAIM 2006) run to a fixpoint before the first guess, then a plain DPLL search with unit propagation.
 * Binary clauses are implication lists, longer ones two watched literals; a literal is {@code 2 * var + (negated ?
 * 1 : 0)}. The rules, each including the ones before it:
 *
 * <ul>
 *   <li>unit propagation;
 *   <li>failed literals: a literal whose propagation conflicts is set false;
 *   <li>hyper-binary resolution, to its closure: every literal that propagation derives from a literal p becomes a
 *       binary clause (-p or q), which later propagation uses (a conflict is a failed literal);
 *   <li>binary failed literals: a pair of literals whose propagation together conflicts gives the binary clause
 *       (-p or -q).
 * </ul>
 *
 * One instance runs one search; not thread-safe.
 */
final class Lookahead {
    /** The rules run before the first guess. */
    enum Level {
        UNIT,
        FAILED_LITERAL,
        HYPER_BINARY,
        BINARY_FAILED_LITERAL
    }

    private final int vars;
    /** 0 unassigned, 1 true, -1 false, per variable (1-based). */
    private final byte[] value;

    private final int[] trail;
    private int trailSize;
    private int head;

    /** implied[lit]: the literals a true lit makes true (binary clauses). */
    private final int[][] implied;

    private final int[] impliedSize;
    /**
     * Which binary implications exist (bit lit * literals + other), to add a learned one only once; null above
     * 2^27 bits (25x25 boards), where the implication list is searched instead.
     */
    private final BitSet binary;

    private final List<int[]> clauses = new ArrayList<>();
    /** watches[lit]: long clauses watching lit, which need a look when lit becomes false. */
    private final int[][] watches;

    private final int[] watchSize;
    private boolean rootConflict;

    private long guesses;
    private long probes;
    private long learned;

    Lookahead(ClauseEncoding encoding) {
        List<int[]> all = new ArrayList<>();
        int[] top = {encoding.cellVariableCount()};
        encoding.writeTo(new ClauseEncoding.Sink() {
            @Override
            public int newVariable() {
                return ++top[0];
            }

            @Override
            public void clause(int[] literals) {
                all.add(literals.clone());
            }

            @Override
            public void exactlyOne(int[] literals) {
                all.add(literals.clone());
                atMostOne(literals);
            }

            @Override
            public void atMostOne(int[] literals) {
                for (int i = 0; i < literals.length; i++) {
                    for (int j = i + 1; j < literals.length; j++) {
                        all.add(new int[] {-literals[i], -literals[j]});
                    }
                }
            }

            @Override
            public void linearEquals(int[] vars, long[] coefficients, long rhs) {
                throw new IllegalStateException("a cage with too many digit sets needs a linear sum");
            }
        });
        vars = top[0];
        int literals = 2 * vars + 2;
        value = new byte[vars + 1];
        trail = new int[vars + 1];
        implied = new int[literals][4];
        impliedSize = new int[literals];
        binary = (long) literals * literals <= 1L << 27 ? new BitSet(literals * literals) : null;
        watches = new int[literals][4];
        watchSize = new int[literals];
        for (int[] c : all) {
            add(c);
        }
    }

    static int lit(int dimacs) {
        return dimacs > 0 ? 2 * dimacs : -2 * dimacs + 1;
    }

    private static int not(int lit) {
        return lit ^ 1;
    }

    private int valueOf(int lit) {
        int v = value[lit >> 1];
        return (lit & 1) == 0 ? v : -v;
    }

    private void add(int[] dimacs) {
        if (dimacs.length == 1) {
            rootConflict |= !assign(lit(dimacs[0]));
        } else if (dimacs.length == 2) {
            addBinary(lit(dimacs[0]), lit(dimacs[1]));
        } else {
            int[] c = new int[dimacs.length];
            for (int i = 0; i < c.length; i++) {
                c[i] = lit(dimacs[i]);
            }
            int index = clauses.size();
            clauses.add(c);
            push(watches, watchSize, c[0], index);
            push(watches, watchSize, c[1], index);
        }
    }

    /** The clause (a or b): -a implies b, -b implies a. False when it was there already. */
    private boolean addBinary(int a, int b) {
        if (binary != null) {
            int key = not(a) * implied.length + b;
            if (binary.get(key)) {
                return false;
            }
            binary.set(key);
            binary.set(not(b) * implied.length + a);
        } else {
            int[] imp = implied[not(a)];
            for (int i = 0; i < impliedSize[not(a)]; i++) {
                if (imp[i] == b) {
                    return false;
                }
            }
        }
        push(implied, impliedSize, not(a), b);
        push(implied, impliedSize, not(b), a);
        return true;
    }

    private static void push(int[][] lists, int[] sizes, int at, int item) {
        if (sizes[at] == lists[at].length) {
            lists[at] = Arrays.copyOf(lists[at], lists[at].length * 2);
        }
        lists[at][sizes[at]++] = item;
    }

    /** Sets lit true; false when it is already false. */
    private boolean assign(int lit) {
        int v = valueOf(lit);
        if (v != 0) {
            return v > 0;
        }
        value[lit >> 1] = (byte) ((lit & 1) == 0 ? 1 : -1);
        trail[trailSize++] = lit;
        return true;
    }

    private void undo(int to) {
        while (trailSize > to) {
            value[trail[--trailSize] >> 1] = 0;
        }
        head = Math.min(head, to);
    }

    /** Unit propagation of what the trail holds; false on a conflict. */
    private boolean propagate() {
        while (head < trailSize) {
            int lit = trail[head++];
            int[] imp = implied[lit];
            for (int i = 0, k = impliedSize[lit]; i < k; i++) {
                if (!assign(imp[i])) {
                    return false;
                }
            }
            int falsified = not(lit);
            int[] ws = watches[falsified];
            int kept = 0;
            int k = watchSize[falsified];
            for (int i = 0; i < k; i++) {
                int index = ws[i];
                int[] c = clauses.get(index);
                if (c[0] == falsified) {
                    c[0] = c[1];
                    c[1] = falsified;
                }
                if (valueOf(c[0]) > 0) {
                    ws[kept++] = index;
                    continue;
                }
                int replacement = -1;
                for (int j = 2; j < c.length; j++) {
                    if (valueOf(c[j]) >= 0) {
                        replacement = j;
                        break;
                    }
                }
                if (replacement > 0) {
                    c[1] = c[replacement];
                    c[replacement] = falsified;
                    push(watches, watchSize, c[1], index);
                    continue;
                }
                ws[kept++] = index;
                if (!assign(c[0])) {
                    for (int rest = i + 1; rest < k; rest++) {
                        ws[kept++] = ws[rest];
                    }
                    watchSize[falsified] = kept;
                    return false;
                }
            }
            watchSize[falsified] = kept;
        }
        return true;
    }

    /** Whether setting these literals true (and propagating) conflicts; the assignment is undone either way. */
    private boolean fails(int... lits) {
        int mark = trailSize;
        boolean ok = true;
        for (int l : lits) {
            ok = ok && assign(l) && propagate();
        }
        undo(mark);
        return !ok;
    }

    /** Runs the level to its fixpoint; false when it proves there is no solution. */
    private boolean infer(Level level, Limits.Deadline deadline) throws Stopped {
        if (rootConflict || !propagate()) {
            return false;
        }
        boolean changed = level != Level.UNIT;
        while (changed) {
            changed = false;
            for (int lit = 2; lit < implied.length; lit++) {
                stopIfDue(deadline);
                if (valueOf(lit) != 0) {
                    continue;
                }
                probes++;
                int mark = trailSize;
                boolean ok = assign(lit) && propagate();
                if (ok && level.compareTo(Level.HYPER_BINARY) >= 0) {
                    for (int i = mark + 1; i < trailSize; i++) {
                        if (addBinary(not(lit), trail[i])) {
                            learned++;
                            changed = true;
                        }
                    }
                }
                if (ok && level == Level.BINARY_FAILED_LITERAL) {
                    for (int other = lit + 1; other < implied.length && ok; other++) {
                        if (valueOf(other) == 0 && fails(other)) {
                            addBinary(not(lit), not(other));
                            learned++;
                            changed = true;
                            ok = assign(not(other)) && propagate();
                        }
                    }
                }
                undo(mark);
                if (!ok) {
                    if (!assign(not(lit)) || !propagate()) {
                        return false;
                    }
                    changed = true;
                }
            }
        }
        return true;
    }

    /** Thrown out of a search at the deadline or on cancellation. */
    static final class Stopped extends Exception {
        final Termination reason;

        Stopped(Termination reason) {
            super(null, null, false, false);
            this.reason = reason;
        }
    }

    private long polls;

    private void stopIfDue(Limits.Deadline deadline) throws Stopped {
        if ((++polls & 255) == 0) {
            Termination t = deadline.stopReason();
            if (t != null) {
                throw new Stopped(t);
            }
        }
    }

    /** What the search found: the models up to the limit, as cell-variable truth tables. */
    interface Models {
        /** Called per model; false stops the search. */
        boolean found(byte[] value);
    }

    /**
     * The level's inference, then a search with unit propagation that reports each model (over the clause
     * variables, an unassigned one false) until {@code models} says stop. Returns whether the search was whole.
     */
    boolean search(Level level, Limits.Deadline deadline, Models models) throws Stopped {
        if (!infer(level, deadline)) {
            return true;
        }
        return branch(deadline, models);
    }

    private boolean branch(Limits.Deadline deadline, Models models) throws Stopped {
        stopIfDue(deadline);
        int choice = choose();
        if (choice < 0) {
            return models.found(value);
        }
        guesses++;
        for (int lit : new int[] {choice, not(choice)}) {
            int mark = trailSize;
            if (assign(lit) && propagate() && !branch(deadline, models)) {
                return false;
            }
            undo(mark);
        }
        return true;
    }

    /**
     * The first open literal of the shortest long clause not yet satisfied; when all are satisfied, an open literal
     * of a clause that "every open variable false" would break; -1 when there is none (a model).
     */
    private int choose() {
        int best = -1;
        int bestOpen = Integer.MAX_VALUE;
        for (int[] c : clauses) {
            int open = 0;
            int first = -1;
            boolean satisfied = false;
            for (int l : c) {
                int v = valueOf(l);
                if (v > 0) {
                    satisfied = true;
                    break;
                }
                if (v == 0) {
                    open++;
                    if (first < 0) {
                        first = l;
                    }
                }
            }
            if (!satisfied && open < bestOpen) {
                best = first;
                bestOpen = open;
            }
        }
        if (best >= 0) {
            return best;
        }
        // Every open variable false satisfies the rest, unless a clause (x or y) has both variables open.
        for (int v = 1; v <= vars; v++) {
            if (value[v] == 0) {
                int[] imp = implied[2 * v + 1];
                for (int i = 0; i < impliedSize[2 * v + 1]; i++) {
                    if ((imp[i] & 1) == 0 && valueOf(imp[i]) == 0) {
                        return 2 * v;
                    }
                }
            }
        }
        return -1;
    }

    long guesses() {
        return guesses;
    }

    long probes() {
        return probes;
    }

    long learned() {
        return learned;
    }
}
