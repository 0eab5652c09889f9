package org.sudokulab.models;

import java.util.ArrayList;
import java.util.List;

/**
 * CPLEX LP and free MPS files of the {@link ZeroOneProgram}. A ranged row becomes one or two one-sided rows; an
 * excluded grid becomes the no-good cut "its free cells' variables sum to at most free - 1". The binary {@code z}
 * carries the empty objective (a file needs one), and makes an empty row that cannot hold infeasible ({@code z >= 2}).
 */
final class LinearFiles {
    /** One-sided row: sum coefs * vars (sense) rhs, sense one of "=", "<=", ">=". */
    private record Line(String name, int[] vars, long[] coefs, String sense, long rhs) {}

    private static final int TERMS_PER_LINE = 8;

    private LinearFiles() {}

    private static List<Line> lines(ZeroOneProgram ip, List<int[]> excluded) {
        List<Line> lines = new ArrayList<>();
        int r = 0;
        for (ZeroOneProgram.Row row : ip.rows()) {
            r++;
            // every coefficient is 1 or a digit: the row's sums run from 0 to the sum of its coefficients
            long max = 0;
            for (long c : row.coefs()) {
                max += c;
            }
            if (row.vars().length == 0) {
                if (row.lo() > 0 || row.hi() < 0) {
                    lines.add(new Line("r" + r, new int[0], new long[0], ">=", 2));
                }
            } else if (row.lo() == row.hi()) {
                lines.add(new Line("r" + r, row.vars(), row.coefs(), "=", row.lo()));
            } else {
                if (row.lo() > 0) {
                    lines.add(new Line("r" + r + "_lo", row.vars(), row.coefs(), ">=", row.lo()));
                }
                if (row.hi() < max) {
                    lines.add(new Line("r" + r + "_hi", row.vars(), row.coefs(), "<=", row.hi()));
                }
            }
        }
        for (int e = 0; e < excluded.size(); e++) {
            int[] vars = ip.variablesOf(excluded.get(e));
            if (vars == null) {
                continue; // a grid the program cannot take is no solution of it: nothing to cut
            }
            long[] ones = new long[vars.length];
            java.util.Arrays.fill(ones, 1);
            lines.add(
                    vars.length == 0
                            ? new Line("found" + (e + 1), vars, ones, ">=", 2)
                            : new Line("found" + (e + 1), vars, ones, "<=", vars.length - 1));
        }
        return lines;
    }

    static String lp(ZeroOneProgram ip, List<int[]> excluded) {
        StringBuilder s = new StringBuilder("\\ " + ModelWriter.describe(ip.puzzle()) + "\n");
        s.append("\\ x_R_C_V = 1: row R, column C holds V (from 1); givens are substituted\n");
        s.append("Minimize\n obj: 0 z\nSubject To\n");
        for (Line line : lines(ip, excluded)) {
            s.append(' ').append(line.name()).append(':');
            if (line.vars().length == 0) {
                s.append(" z");
            }
            for (int i = 0; i < line.vars().length; i++) {
                if (i > 0 && i % TERMS_PER_LINE == 0) {
                    s.append("\n  ");
                }
                long c = line.coefs()[i];
                s.append(i == 0 ? " " : " + ");
                if (c != 1) {
                    s.append(c).append(' ');
                }
                s.append(ip.name(line.vars()[i]));
            }
            s.append(' ').append(line.sense()).append(' ').append(line.rhs()).append('\n');
        }
        s.append("Binaries\n z");
        for (int k = 0; k < ip.variableCount(); k++) {
            s.append(k % TERMS_PER_LINE == TERMS_PER_LINE - 1 ? "\n " : " ").append(ip.name(k));
        }
        return s.append("\nEnd\n").toString();
    }

    static String mps(ZeroOneProgram ip, List<int[]> excluded) {
        List<Line> lines = lines(ip, excluded);
        StringBuilder s = new StringBuilder("* " + ModelWriter.describe(ip.puzzle()) + "\n");
        s.append("* x_R_C_V = 1: row R, column C holds V (from 1); givens are substituted\n");
        // FREE on the NAME line tells COIN-OR's reader (CBC) not to read short names at the fixed-format columns.
        s.append("NAME sudoku FREE\nROWS\n N obj\n");
        // the rows of each column, in column order, as MPS lists them
        List<List<long[]>> column = new ArrayList<>();
        for (int k = 0; k < ip.variableCount(); k++) {
            column.add(new ArrayList<>());
        }
        List<Integer> onZ = new ArrayList<>();
        for (int l = 0; l < lines.size(); l++) {
            Line line = lines.get(l);
            s.append(' ')
                    .append(line.sense().equals("=") ? 'E' : line.sense().equals("<=") ? 'L' : 'G')
                    .append(' ')
                    .append(line.name())
                    .append('\n');
            if (line.vars().length == 0) {
                onZ.add(l);
            }
            for (int i = 0; i < line.vars().length; i++) {
                column.get(line.vars()[i]).add(new long[] {l, line.coefs()[i]});
            }
        }
        s.append("COLUMNS\n MARKER 'MARKER' 'INTORG'\n z obj 0\n");
        for (int l : onZ) {
            s.append(" z ").append(lines.get(l).name()).append(" 1\n");
        }
        for (int k = 0; k < ip.variableCount(); k++) {
            for (long[] entry : column.get(k)) {
                s.append(' ')
                        .append(ip.name(k))
                        .append(' ')
                        .append(lines.get((int) entry[0]).name())
                        .append(' ')
                        .append(entry[1])
                        .append('\n');
            }
        }
        s.append(" MARKER 'MARKER' 'INTEND'\nRHS\n");
        for (Line line : lines) {
            if (line.rhs() != 0) {
                s.append(" rhs ")
                        .append(line.name())
                        .append(' ')
                        .append(line.rhs())
                        .append('\n');
            }
        }
        s.append("BOUNDS\n UP bnd z 1\n");
        for (int k = 0; k < ip.variableCount(); k++) {
            s.append(" UP bnd ").append(ip.name(k)).append(" 1\n");
        }
        return s.append("ENDATA\n").toString();
    }
}
