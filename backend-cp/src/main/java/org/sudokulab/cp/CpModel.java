package org.sudokulab.cp;

import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.variables.IntVar;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * A puzzle as a Choco model: one integer variable per cell (a constant for a given), "all different" on
 * every house, and for killer cages either a table of the permutations of the admissible digit sets (cages up
 * to {@link #TABLE_MAX_CELLS} cells and {@link #TABLE_MAX_TUPLES} tuples) or a sum plus "all different". A
 * fresh model per search.
 */
final class CpModel {
    /** Larger cages get sum + allDifferent: a table of permutations would grow as k!. */
    static final int TABLE_MAX_CELLS = 5;
    /** Nor a table of more tuples than this (a 5-cell cage on a 25x25 board can have millions). */
    static final int TABLE_MAX_TUPLES = 20_000;

    private static final int[] FACTORIAL = {1, 1, 2, 6, 24, 120};

    final Model model;
    final IntVar[] cells;
    final IntVar[] free;

    CpModel(Puzzle puzzle, Propagation propagation, boolean cageTables) {
        Geometry g = puzzle.geometry();
        int n = g.size();
        model = new Model("sudoku");
        cells = new IntVar[g.cellCount()];
        int freeCount = 0;
        for (int cell = 0; cell < cells.length; cell++) {
            int v = puzzle.given(cell);
            cells[cell] = v != 0 ? model.intVar(v) : model.intVar(g.cellName(cell), 1, n);
            freeCount += v == 0 ? 1 : 0;
        }
        free = new IntVar[freeCount];
        for (int cell = 0, k = 0; cell < cells.length; cell++) {
            if (puzzle.given(cell) == 0) {
                free[k++] = cells[cell];
            }
        }
        for (int h = 0; h < g.houseCount(); h++) {
            allDifferent(vars(g.house(h)), propagation);
        }
        for (Cage cage : puzzle.cages()) {
            IntVar[] vars = vars(cage.cells());
            List<int[]> sets = cageTables && cage.size() <= TABLE_MAX_CELLS
                    ? cage.digitSets(n, TABLE_MAX_TUPLES / FACTORIAL[cage.size()])
                    : null;
            if (sets != null && sets.size() * FACTORIAL[cage.size()] <= TABLE_MAX_TUPLES) {
                model.table(vars, permutations(sets, cage.size())).post();
            } else {
                allDifferent(vars, propagation);
                model.sum(vars, "=", cage.sum()).post();
            }
        }
    }

    private IntVar[] vars(int[] cellIds) {
        IntVar[] out = new IntVar[cellIds.length];
        for (int i = 0; i < cellIds.length; i++) {
            out[i] = cells[cellIds[i]];
        }
        return out;
    }

    private void allDifferent(IntVar[] vars, Propagation propagation) {
        switch (propagation) {
            case ARC -> model.allDifferent(vars, "AC").post();
            case BOUNDS -> model.allDifferent(vars, "BC").post();
            case NOT_EQUALS -> {
                for (int i = 0; i < vars.length; i++) {
                    for (int j = i + 1; j < vars.length; j++) {
                        model.arithm(vars[i], "!=", vars[j]).post();
                    }
                }
            }
        }
    }

    /** Every ordering of every admissible digit set: the cage's allowed tuples. */
    private static Tuples permutations(List<int[]> sets, int size) {
        Tuples tuples = new Tuples(true);
        int[] tuple = new int[size];
        boolean[] used = new boolean[size];
        for (int[] set : sets) {
            permute(set, tuple, used, 0, tuples);
        }
        return tuples;
    }

    private static void permute(int[] set, int[] tuple, boolean[] used, int at, Tuples out) {
        if (at == set.length) {
            out.add(tuple.clone());
            return;
        }
        for (int i = 0; i < set.length; i++) {
            if (!used[i]) {
                used[i] = true;
                tuple[at] = set[i];
                permute(set, tuple, used, at + 1, out);
                used[i] = false;
            }
        }
    }

    int[] grid() {
        int[] grid = new int[cells.length];
        for (int cell = 0; cell < cells.length; cell++) {
            grid[cell] = cells[cell].getValue();
        }
        return grid;
    }
}
