package org.sudokulab.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Symbols;

/**
 * Boards for people ({@code --pretty}): digits with box borders for any box shape; a jigsaw gets its region
 * letters beside the digits, a killer its cage map (one letter per cage) beside the digits and the cage sums
 * below. A 9x9 takes 25 columns (51 with a map beside it), a 16x16 41.
 */
public final class BoardPrinter {
    private static final String CAGE_LABELS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

    private BoardPrinter() {}

    /** {@code values}: the digits to show (0 = empty), normally the givens or a solution. */
    public static String render(Puzzle puzzle, int[] values) {
        Geometry g = puzzle.geometry();
        int n = g.size();
        String[] digits =
                g.isJigsaw() ? plain(n, cell -> symbol(values[cell])) : boxed(g, cell -> symbol(values[cell]));
        String[] side = null;
        if (puzzle.isKiller()) {
            int[] cageOf = cageIndex(puzzle);
            side = g.isJigsaw() ? plain(n, cell -> cageLabel(cageOf[cell])) : boxed(g, cell -> cageLabel(cageOf[cell]));
        } else if (g.isJigsaw()) {
            side = plain(n, cell -> String.valueOf((char) ('A' + g.regionOf(cell))));
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < digits.length; i++) {
            out.append(digits[i]);
            if (side != null) {
                out.append("   ").append(side[i]);
            }
            out.append('\n');
        }
        if (puzzle.isKiller()) {
            List<Cage> cages = puzzle.cages();
            StringBuilder line = new StringBuilder("cage sums:");
            for (int t = 0; t < cages.size(); t++) {
                String item = " " + cageLabel(t).trim() + "=" + cages.get(t).sum();
                if (line.length() + item.length() > 78) {
                    out.append(line).append('\n');
                    line = new StringBuilder("          ");
                }
                line.append(item);
            }
            out.append(line).append('\n');
        }
        return out.toString();
    }

    private interface CellText {
        String at(int cell);
    }

    /** Box borders: '|' between stacks, a dashed line between bands. */
    private static String[] boxed(Geometry g, CellText text) {
        int n = g.size();
        int r = g.boxRows();
        int c = g.boxCols();
        List<String> lines = new ArrayList<>();
        StringBuilder rule = new StringBuilder();
        for (int col = 0; col < n; col++) {
            if (col > 0 && col % c == 0) {
                rule.append("+-");
            }
            rule.append(col == n - 1 ? "-" : "--");
        }
        for (int row = 0; row < n; row++) {
            if (row > 0 && row % r == 0) {
                lines.add(rule.toString());
            }
            StringBuilder line = new StringBuilder();
            for (int col = 0; col < n; col++) {
                if (col > 0) {
                    line.append(col % c == 0 ? " | " : " ");
                }
                line.append(text.at(row * n + col));
            }
            lines.add(line.toString());
        }
        return lines.toArray(new String[0]);
    }

    private static String[] plain(int n, CellText text) {
        String[] lines = new String[n];
        for (int row = 0; row < n; row++) {
            StringBuilder line = new StringBuilder();
            for (int col = 0; col < n; col++) {
                line.append(col > 0 ? " " : "").append(text.at(row * n + col));
            }
            lines[row] = line.toString();
        }
        return lines;
    }

    private static String symbol(int v) {
        return v == 0 ? "." : String.valueOf(Symbols.toChar(v));
    }

    private static int[] cageIndex(Puzzle puzzle) {
        int[] cageOf = new int[puzzle.cellCount()];
        Arrays.fill(cageOf, -1);
        for (int t = 0; t < puzzle.cages().size(); t++) {
            for (int cell : puzzle.cages().get(t).cells()) {
                cageOf[cell] = t;
            }
        }
        return cageOf;
    }

    /** One character per cage up to 52 cages; beyond, the labels repeat (the sums line still lists each). */
    private static String cageLabel(int t) {
        return t < 0 ? "." : String.valueOf(CAGE_LABELS.charAt(t % CAGE_LABELS.length()));
    }
}
