package org.sudokulab.cp;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.variables.BoolVar;
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

    CpModel(Puzzle puzzle, Level level, boolean cageTables) {
        Propagation propagation = level.propagation();
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
        if (level.dual()) {
            dual(g, propagation);
        }
        if (level.intersections()) {
            intersections(g);
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

    /**
     * Each house seen from its digits: a position variable per digit, under the house's allDifferent, tied to the
     * cells through one Boolean per cell and digit (cell = digit exactly when the Boolean is true; position of the
     * digit = i exactly when cell i's Boolean is true). Both channels are domain-consistent, so a digit left with
     * one place is placed at any consistency level.
     */
    private void dual(Geometry g, Propagation propagation) {
        int n = g.size();
        BoolVar[][] is = new BoolVar[cells.length][];
        for (int cell = 0; cell < cells.length; cell++) {
            is[cell] = model.boolVarArray(n);
            model.boolsIntChanneling(is[cell], cells[cell], 1).post();
        }
        for (int h = 0; h < g.houseCount(); h++) {
            int[] house = g.house(h);
            IntVar[] position = model.intVarArray(n, 0, house.length - 1);
            for (int digit = 0; digit < n; digit++) {
                BoolVar[] at = new BoolVar[house.length];
                for (int i = 0; i < house.length; i++) {
                    at[i] = is[house[i]][digit];
                }
                model.boolsIntChanneling(at, position[digit], 0).post();
            }
            allDifferent(position, propagation);
        }
    }

    /**
     * Two houses that share some cells but not all hold the same digits outside the shared ones (each holds every
     * digit once, and the shared cells' digits are in both): for each digit, the number of times it appears
     * outside in one equals that in the other, a 0-or-1 variable both count constraints share.
     */
    private void intersections(Geometry g) {
        int n = g.size();
        for (int a = 0; a < g.houseCount(); a++) {
            for (int b = a + 1; b < g.houseCount(); b++) {
                Set<Integer> inB = new HashSet<>();
                for (int cell : g.house(b)) {
                    inB.add(cell);
                }
                int[] onlyA =
                        Arrays.stream(g.house(a)).filter(c -> !inB.contains(c)).toArray();
                int shared = n - onlyA.length;
                if (shared < 2 || shared == n) {
                    continue;
                }
                Set<Integer> inA = Arrays.stream(g.house(a)).boxed().collect(Collectors.toSet());
                int[] onlyB =
                        Arrays.stream(g.house(b)).filter(c -> !inA.contains(c)).toArray();
                for (int digit = 1; digit <= n; digit++) {
                    IntVar times = model.intVar(0, 1);
                    model.count(digit, vars(onlyA), times).post();
                    model.count(digit, vars(onlyB), times).post();
                }
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
