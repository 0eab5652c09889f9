package org.sudokulab.models;

import java.util.ArrayList;
import java.util.List;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * A puzzle as files of a {@link ModelFormat}. DIMACS and OPB come from the {@link ClauseEncoding} of the SAT
 * backends, LP and MPS from the {@link ZeroOneProgram} of the IP backends; MiniZinc, SMT-LIB and ASP state the
 * model of cp-sum (an integer per cell, all different per house and cage, cage sums), read off the puzzle's
 * houses and cages. Each file names its cells by row and column from 1, so a solver's answer reads back without a map.
 *
 * <p>{@code excluded} grids (solutions already found) are cut off: a clause, a no-good cut or a constraint over
 * the free cells, so that a solver without enumeration can count by being called again.
 */
public final class ModelWriter {
    /** One file: its suffix and its text. */
    public record ModelFile(String suffix, String text) {}

    private ModelWriter() {}

    /** The puzzle's model in {@code format}, with the {@code excluded} grids cut off. */
    public static List<ModelFile> write(Puzzle puzzle, ModelFormat format, List<int[]> excluded) {
        return switch (format) {
            case DIMACS -> List.of(new ModelFile("cnf", ClauseFiles.dimacs(puzzle, excluded)));
            case OPB -> List.of(new ModelFile("opb", ClauseFiles.opb(puzzle, excluded)));
            case LP -> List.of(new ModelFile("lp", LinearFiles.lp(new ZeroOneProgram(puzzle), excluded)));
            case MPS -> List.of(new ModelFile("mps", LinearFiles.mps(new ZeroOneProgram(puzzle), excluded)));
            case MINIZINC ->
                List.of(new ModelFile("mzn", MINIZINC_MODEL), new ModelFile("dzn", miniZincData(puzzle, excluded)));
            case SMTLIB -> List.of(new ModelFile("smt2", smtLib(puzzle, excluded)));
            case ASP -> List.of(new ModelFile("asp", asp(puzzle, excluded)));
        };
    }

    /** One line on what the file holds, for its header comment. */
    static String describe(Puzzle puzzle) {
        Geometry g = puzzle.geometry();
        return "sudokulab: " + g.describe()
                + (puzzle.isKiller() ? ", killer with " + puzzle.cages().size() + " cages" : "")
                + ", " + puzzle.clueCount() + " givens: " + puzzle.givensLine()
                + (g.isJigsaw() ? " regions " + g.regionLine() : "");
    }

    /** The cell's name in the cp-model formats: {@code R_C}, from 1. */
    private static String cell(Puzzle puzzle, int cell) {
        return (cell / puzzle.size() + 1) + "_" + (cell % puzzle.size() + 1);
    }

    /** The groups whose cells hold different digits: every house, then every cage. */
    private static List<int[]> groups(Puzzle puzzle) {
        Geometry g = puzzle.geometry();
        List<int[]> groups = new ArrayList<>();
        for (int h = 0; h < g.houseCount(); h++) {
            groups.add(g.house(h));
        }
        for (Cage cage : puzzle.cages()) {
            groups.add(cage.cells());
        }
        return groups;
    }

    static final String MINIZINC_MODEL = """
            % sudokulab: Sudoku as the cp-sum backend models it. The puzzle is the data file (.dzn) beside this one.
            include "alldifferent.mzn";
            int: n;
            int: cells;
            int: houses;
            int: cages;
            int: excluded_count;
            array[1..houses, 1..n] of 1..cells: house;
            array[1..cells] of 0..n: given;
            array[1..cages + 1] of int: cage_start;
            array[int] of int: cage_cell;
            array[1..cages] of int: cage_sum;
            % solutions already found, cut off (a count by repeated calls); 0 in the givens' cells
            array[1..excluded_count, 1..cells] of 0..n: excluded;

            array[1..cells] of var 1..n: x;
            constraint forall(c in 1..cells where given[c] > 0)(x[c] = given[c]);
            constraint forall(h in 1..houses)(alldifferent([x[house[h, i]] | i in 1..n]));
            constraint forall(k in 1..cages)(
                let { set of int: in_cage = cage_start[k]..cage_start[k + 1] - 1 } in
                alldifferent([x[cage_cell[i]] | i in in_cage]) /\\ sum(i in in_cage)(x[cage_cell[i]]) = cage_sum[k]);
            constraint forall(e in 1..excluded_count)(
                exists(c in 1..cells where given[c] = 0)(x[c] != excluded[e, c]));
            solve satisfy;
            output ["grid:"] ++ [" " ++ show(x[c]) | c in 1..cells] ++ ["\\n"];
            """;

    static String miniZincData(Puzzle puzzle, List<int[]> excluded) {
        Geometry g = puzzle.geometry();
        int n = g.size();
        StringBuilder s = new StringBuilder("% " + describe(puzzle) + "\n");
        s.append("n = ").append(n).append(";\ncells = ").append(g.cellCount()).append(";\n");
        s.append("houses = ").append(g.houseCount()).append(";\nhouse = [|");
        for (int h = 0; h < g.houseCount(); h++) {
            s.append(h == 0 ? " " : "\n  | ");
            appendJoined(s, g.house(h), 1, ", ");
        }
        s.append(" |];\ngiven = [");
        appendJoined(s, puzzle.givens(), 0, ", ");
        s.append("];\ncages = ").append(puzzle.cages().size()).append(";\ncage_start = [1");
        int start = 1;
        for (Cage cage : puzzle.cages()) {
            start += cage.size();
            s.append(", ").append(start);
        }
        s.append("];\ncage_cell = [");
        String sep = "";
        for (Cage cage : puzzle.cages()) {
            s.append(sep);
            appendJoined(s, cage.cells(), 1, ", ");
            sep = ", ";
        }
        s.append("];\ncage_sum = [");
        sep = "";
        for (Cage cage : puzzle.cages()) {
            s.append(sep).append(cage.sum());
            sep = ", ";
        }
        s.append("];\nexcluded_count = ").append(excluded.size()).append(";\n");
        if (excluded.isEmpty()) {
            s.append("excluded = array2d(1..0, 1..").append(g.cellCount()).append(", []);\n");
        } else {
            s.append("excluded = [|");
            for (int e = 0; e < excluded.size(); e++) {
                s.append(e == 0 ? " " : "\n  | ");
                int[] free = excluded.get(e).clone();
                for (int c = 0; c < free.length; c++) {
                    free[c] = puzzle.given(c) == 0 ? free[c] : 0;
                }
                appendJoined(s, free, 0, ", ");
            }
            s.append(" |];\n");
        }
        return s.toString();
    }

    private static void appendJoined(StringBuilder s, int[] values, int plus, String sep) {
        for (int i = 0; i < values.length; i++) {
            s.append(i == 0 ? "" : sep).append(values[i] + plus);
        }
    }

    static String smtLib(Puzzle puzzle, List<int[]> excluded) {
        int n = puzzle.size();
        StringBuilder s = new StringBuilder("; " + describe(puzzle) + "\n(set-logic QF_LIA)\n");
        for (int c = 0; c < puzzle.cellCount(); c++) {
            String x = "x_" + cell(puzzle, c);
            s.append("(declare-fun ").append(x).append(" () Int)\n");
            s.append(
                    puzzle.given(c) != 0
                            ? "(assert (= " + x + " " + puzzle.given(c) + "))\n"
                            : "(assert (and (<= 1 " + x + ") (<= " + x + " " + n + ")))\n");
        }
        for (int[] group : groups(puzzle)) {
            if (group.length > 1) {
                s.append("(assert (distinct").append(smtCells(puzzle, group)).append("))\n");
            }
        }
        for (Cage cage : puzzle.cages()) {
            String sum =
                    cage.size() == 1 ? smtCells(puzzle, cage.cells()) : " (+" + smtCells(puzzle, cage.cells()) + ")";
            s.append("(assert (=").append(sum).append(" ").append(cage.sum()).append("))\n");
        }
        for (int[] grid : excluded) {
            StringBuilder same = new StringBuilder();
            for (int c = 0; c < grid.length; c++) {
                if (puzzle.given(c) == 0) {
                    same.append(" (= x_")
                            .append(cell(puzzle, c))
                            .append(' ')
                            .append(grid[c])
                            .append(')');
                }
            }
            s.append(same.length() == 0 ? "(assert false)\n" : "(assert (not (and" + same + " true)))\n");
        }
        s.append("(check-sat)\n(get-value (");
        for (int c = 0; c < puzzle.cellCount(); c++) {
            s.append(c == 0 ? "" : " ").append("x_").append(cell(puzzle, c));
        }
        return s.append("))\n(exit)\n").toString();
    }

    private static String smtCells(Puzzle puzzle, int[] cells) {
        StringBuilder s = new StringBuilder();
        for (int c : cells) {
            s.append(" x_").append(cell(puzzle, c));
        }
        return s.toString();
    }

    static String asp(Puzzle puzzle, List<int[]> excluded) {
        int n = puzzle.size();
        StringBuilder s = new StringBuilder("% " + describe(puzzle) + "\n");
        s.append("digit(1..")
                .append(n)
                .append(").\ncell(1..")
                .append(n)
                .append(", 1..")
                .append(n)
                .append(").\n");
        for (int c = 0; c < puzzle.cellCount(); c++) {
            if (puzzle.given(c) != 0) {
                s.append("given(")
                        .append(aspCell(puzzle, c))
                        .append(", ")
                        .append(puzzle.given(c))
                        .append(").\n");
            }
        }
        List<int[]> groups = groups(puzzle);
        int houses = puzzle.geometry().houseCount();
        for (int k = 0; k < groups.size(); k++) {
            for (int c : groups.get(k)) {
                s.append("group(")
                        .append(k + 1)
                        .append(", ")
                        .append(aspCell(puzzle, c))
                        .append("). ");
            }
            s.append('\n');
            if (k >= houses) {
                s.append("cage_sum(")
                        .append(k + 1)
                        .append(", ")
                        .append(puzzle.cages().get(k - houses).sum())
                        .append(").\n");
            }
        }
        s.append("""
                #defined given/3.
                #defined cage_sum/2.
                1 { x(R, C, D) : digit(D) } 1 :- cell(R, C).
                :- given(R, C, D), not x(R, C, D).
                :- group(G, R1, C1), group(G, R2, C2), (R1, C1) < (R2, C2), x(R1, C1, D), x(R2, C2, D).
                :- cage_sum(G, S), #sum { D, R, C : x(R, C, D), group(G, R, C) } != S.
                """);
        for (int[] grid : excluded) {
            StringBuilder same = new StringBuilder();
            for (int c = 0; c < grid.length; c++) {
                if (puzzle.given(c) == 0) {
                    same.append(same.length() == 0 ? "" : ", ")
                            .append("x(")
                            .append(aspCell(puzzle, c))
                            .append(", ")
                            .append(grid[c])
                            .append(')');
                }
            }
            s.append(":- ").append(same.length() == 0 ? "digit(1)" : same).append(".\n");
        }
        return s.append("#show x/3.\n").toString();
    }

    private static String aspCell(Puzzle puzzle, int cell) {
        return (cell / puzzle.size() + 1) + ", " + (cell % puzzle.size() + 1);
    }
}
