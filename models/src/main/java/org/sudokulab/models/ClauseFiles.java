package org.sudokulab.models;

import java.util.List;
import org.sudokulab.api.Puzzle;

/** DIMACS CNF and OPB files from the {@link ClauseEncoding}: what Sat4j is given, written for other solvers. */
final class ClauseFiles {
    /** Above this many literals an at-most-one is a sequential counter (3m clauses), not m(m-1)/2 pairs. */
    private static final int PAIRWISE_MAX = 16;

    private ClauseFiles() {}

    /**
     * The sat-extended clauses (sat-minimal's plus redundant ones that help CDCL), killer sums as digit sets; a cage
     * with too many digit sets for selectors gets its sum as clauses over partial sums ({@link Cnf#linearEquals}).
     */
    static String dimacs(Puzzle puzzle, List<int[]> excluded) {
        ClauseEncoding encoding =
                new ClauseEncoding(puzzle, ClauseEncoding.Rules.EXTENDED, ClauseEncoding.KillerSums.DIGIT_SETS);
        Cnf cnf = new Cnf(encoding.cellVariableCount());
        encoding.writeTo(cnf);
        for (int[] grid : excluded) {
            cnf.clause(encoding.blockingClause(grid));
        }
        int n = puzzle.size();
        StringBuilder s = new StringBuilder("c " + ModelWriter.describe(puzzle) + "\n");
        s.append("c variable (r-1)*")
                .append(n * n)
                .append(" + (c-1)*")
                .append(n)
                .append(" + d: row r, column c holds d (from 1); above ")
                .append(encoding.cellVariableCount())
                .append(": killer digit-set selectors, partial sums and at-most-one counters\n");
        for (int cell = 0; cell < puzzle.cellCount(); cell++) {
            s.append("c cell r")
                    .append(cell / n + 1)
                    .append('c')
                    .append(cell % n + 1)
                    .append(" variables ")
                    .append(encoding.variable(cell, 1))
                    .append("..")
                    .append(encoding.variable(cell, n))
                    .append('\n');
        }
        return s.append(cnf.text()).toString();
    }

    /** Clauses; exactly-one and at-most-one as clauses; linear sums by their partial sums. */
    static final class Cnf implements ClauseEncoding.Sink {
        final StringBuilder body = new StringBuilder();
        int variables;
        int clauses;

        Cnf(int variables) {
            this.variables = variables;
        }

        @Override
        public int newVariable() {
            return ++variables;
        }

        @Override
        public void clause(int[] literals) {
            for (int l : literals) {
                body.append(l).append(' ');
            }
            body.append("0\n");
            clauses++;
        }

        @Override
        public void exactlyOne(int[] literals) {
            clause(literals);
            atMostOne(literals);
        }

        @Override
        public void atMostOne(int[] x) {
            if (x.length <= PAIRWISE_MAX) {
                for (int i = 0; i < x.length; i++) {
                    for (int j = i + 1; j < x.length; j++) {
                        clause(new int[] {-x[i], -x[j]});
                    }
                }
                return;
            }
            // Sinz's sequential counter: s[i] = "one of x[0..i] is true".
            int[] s = new int[x.length - 1];
            for (int i = 0; i < s.length; i++) {
                s[i] = newVariable();
            }
            clause(new int[] {-x[0], s[0]});
            for (int i = 1; i < s.length; i++) {
                clause(new int[] {-x[i], s[i]});
                clause(new int[] {-s[i - 1], s[i]});
                clause(new int[] {-x[i], -s[i - 1]});
            }
            clause(new int[] {-x[x.length - 1], -s[s.length - 1]});
        }

        /** The clauses as a DIMACS file: header and body. */
        String text() {
            return "p cnf " + variables + ' ' + clauses + '\n' + body;
        }

        /**
         * A sum over 0-1 variables with positive coefficients as clauses, by its partial sums: p[s] after i terms
         * means "the first i terms may sum to s". A true term moves s up, a false one keeps it; a sum past the
         * right-hand side is forbidden, and at the end every sum but the right-hand side is. The grid's own partial
         * sums are forced true, so a wrong total is a conflict; other p's are free (models of a grid, not grids).
         */
        @Override
        public void linearEquals(int[] vars, long[] coefficients, long rhs) {
            int[] p = new int[(int) rhs + 1];
            p[0] = newVariable();
            int start = p[0];
            clause(new int[] {start});
            for (int i = 0; i < vars.length; i++) {
                int[] next = new int[p.length];
                for (int sum = 0; sum < p.length; sum++) {
                    if (p[sum] == 0) {
                        continue;
                    }
                    next[sum] = next[sum] == 0 ? newVariable() : next[sum];
                    clause(new int[] {-p[sum], vars[i], next[sum]});
                    long up = sum + coefficients[i];
                    if (up > rhs) {
                        clause(new int[] {-p[sum], -vars[i]});
                    } else {
                        next[(int) up] = next[(int) up] == 0 ? newVariable() : next[(int) up];
                        clause(new int[] {-p[sum], -vars[i], next[(int) up]});
                    }
                }
                p = next;
            }
            for (int sum = 0; sum < rhs; sum++) {
                if (p[sum] != 0) {
                    clause(new int[] {-p[sum]});
                }
            }
            if (p[(int) rhs] == 0) {
                // The sum cannot be reached at all. Not the empty clause: Sat4j's reader skips a lone "0".
                clause(new int[] {-start});
            }
        }
    }

    /** The sat-pb constraints: cardinalities and killer sums as they are, clauses as sums of at least one. */
    static String opb(Puzzle puzzle, List<int[]> excluded) {
        ClauseEncoding encoding =
                new ClauseEncoding(puzzle, ClauseEncoding.Rules.CARDINALITY, ClauseEncoding.KillerSums.PSEUDO_BOOLEAN);
        Opb opb = new Opb(encoding.cellVariableCount());
        encoding.writeTo(opb);
        for (int[] grid : excluded) {
            opb.clause(encoding.blockingClause(grid));
        }
        int n = puzzle.size();
        return "* #variable= " + opb.variables + " #constraint= " + opb.constraints + "\n"
                + "* " + ModelWriter.describe(puzzle) + "\n"
                + "* x((r-1)*" + n * n + " + (c-1)*" + n + " + d): row r, column c holds d (from 1)\n"
                + opb.body;
    }

    /** OPB's plain form: terms "+k xV", relations >= and =, negations moved into the right-hand side. */
    private static final class Opb implements ClauseEncoding.Sink {
        final StringBuilder body = new StringBuilder();
        int variables;
        int constraints;

        Opb(int variables) {
            this.variables = variables;
        }

        @Override
        public int newVariable() {
            return ++variables;
        }

        private void row(int[] vars, long[] coefficients, String relation, long rhs) {
            if (vars.length == 0) {
                body.append("+0 x1 "); // OPB has no empty sum: an empty clause reads 0 >= 1
            }
            for (int i = 0; i < vars.length; i++) {
                body.append(coefficients[i] < 0 ? "" : "+")
                        .append(coefficients[i])
                        .append(" x")
                        .append(vars[i])
                        .append(' ');
            }
            body.append(relation).append(' ').append(rhs).append(" ;\n");
            constraints++;
        }

        @Override
        public void clause(int[] literals) {
            // x + (1 - y) >= 1 is x - y >= 1 - (negated literals)
            int[] vars = new int[literals.length];
            long[] coefficients = new long[literals.length];
            long rhs = 1;
            for (int i = 0; i < literals.length; i++) {
                vars[i] = Math.abs(literals[i]);
                coefficients[i] = literals[i] > 0 ? 1 : -1;
                rhs -= literals[i] > 0 ? 0 : 1;
            }
            row(vars, coefficients, ">=", rhs);
        }

        @Override
        public void exactlyOne(int[] literals) {
            row(literals, ones(literals.length, 1), "=", 1);
        }

        @Override
        public void atMostOne(int[] literals) {
            row(literals, ones(literals.length, -1), ">=", -1);
        }

        @Override
        public void linearEquals(int[] vars, long[] coefficients, long rhs) {
            row(vars, coefficients, "=", rhs);
        }

        private static long[] ones(int length, long one) {
            long[] c = new long[length];
            java.util.Arrays.fill(c, one);
            return c;
        }
    }
}
