package org.sudokulab.models;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * The 0-1 integer program of the thesis (section 3.1) as plain data, shared by the CP-SAT and the SCIP
 * backends and by the LP and MPS exports ({@link ModelWriter}): a binary x[cell][value] per free cell and candidate value; each cell takes one value; each house
 * holds each value once; for killer cages at most one of each value per cage and sum(v * x) = cage sum.
 *
 * <p>Givens are substituted rather than fixed by equations: a given removes its value from the candidates of
 * the cells that share a house or cage with it and lowers the right-hand sides. That is the thesis's model
 * after the first step of presolve, done here because CP-SAT presolves less when it must enumerate every
 * solution. Two givens that clash make a row with a negative right-hand side: {@link #infeasible()}.
 */
public final class ZeroOneProgram {
    /** One linear row: lo <= sum coefs[i] * x[vars[i]] <= hi. */
    public record Row(int[] vars, long[] coefs, long lo, long hi) {
        public boolean unitCoefficients() {
            for (long c : coefs) {
                if (c != 1) {
                    return false;
                }
            }
            return true;
        }
    }

    private final Puzzle puzzle;
    private final int n;
    /** Variable k is "cell varCell[k] holds value varValue[k]". */
    private final int[] varCell;

    private final int[] varValue;
    /** The free cells, in order; a solution picks one variable for each. */
    private final int[] freeCells;

    private final List<Row> rows;
    private final boolean infeasible;

    public ZeroOneProgram(Puzzle puzzle) {
        this.puzzle = puzzle;
        Geometry g = puzzle.geometry();
        n = g.size();
        int cells = g.cellCount();
        // blocked[cell] has bit v set when a given v shares a house or a cage with the cell.
        long[] blocked = new long[cells];
        for (int h = 0; h < g.houseCount(); h++) {
            block(g.house(h), blocked);
        }
        for (Cage cage : puzzle.cages()) {
            block(cage.cells(), blocked);
        }
        int[][] varOf = new int[cells][n + 1];
        for (int[] of : varOf) {
            Arrays.fill(of, -1);
        }
        List<int[]> vars = new ArrayList<>();
        List<Integer> free = new ArrayList<>();
        for (int cell = 0; cell < cells; cell++) {
            if (puzzle.given(cell) != 0) {
                continue;
            }
            free.add(cell);
            for (int v = 1; v <= n; v++) {
                if ((blocked[cell] & (1L << v)) == 0) {
                    varOf[cell][v] = vars.size();
                    vars.add(new int[] {cell, v});
                }
            }
        }
        varCell = vars.stream().mapToInt(a -> a[0]).toArray();
        varValue = vars.stream().mapToInt(a -> a[1]).toArray();
        freeCells = free.stream().mapToInt(Integer::intValue).toArray();

        rows = new ArrayList<>();
        for (int cell : freeCells) {
            rows.add(row(select(cell, varOf), 1, 1, 1));
        }
        for (int h = 0; h < g.houseCount(); h++) {
            int[] house = g.house(h);
            for (int v = 1; v <= n; v++) {
                long given = countGiven(house, v);
                rows.add(row(select(house, v, varOf), 1, 1 - given, 1 - given));
            }
        }
        for (Cage cage : puzzle.cages()) {
            long givenSum = 0;
            for (int cell : cage.cells()) {
                givenSum += puzzle.given(cell);
            }
            List<Integer> cageVars = new ArrayList<>();
            for (int v = 1; v <= n; v++) {
                int[] selected = select(cage.cells(), v, varOf);
                long given = countGiven(cage.cells(), v);
                rows.add(row(selected, 1, Math.min(0, 1 - given), 1 - given));
                for (int k : selected) {
                    cageVars.add(k);
                }
            }
            int[] sumVars = cageVars.stream().mapToInt(Integer::intValue).toArray();
            long[] values = new long[sumVars.length];
            for (int i = 0; i < sumVars.length; i++) {
                values[i] = varValue[sumVars[i]];
            }
            long rest = cage.sum() - givenSum;
            rows.add(new Row(sumVars, values, rest, rest));
        }
        infeasible = rows.stream().anyMatch(ZeroOneProgram::cannotHold);
    }

    private void block(int[] group, long[] blocked) {
        long givens = 0;
        for (int cell : group) {
            givens |= 1L << puzzle.given(cell);
        }
        givens &= ~1L;
        for (int cell : group) {
            blocked[cell] |= givens;
        }
    }

    private long countGiven(int[] group, int v) {
        long count = 0;
        for (int cell : group) {
            count += puzzle.given(cell) == v ? 1 : 0;
        }
        return count;
    }

    private static int[] select(int cell, int[][] varOf) {
        return Arrays.stream(varOf[cell]).skip(1).filter(k -> k >= 0).toArray();
    }

    private static int[] select(int[] group, int v, int[][] varOf) {
        return Arrays.stream(group)
                .map(cell -> varOf[cell][v])
                .filter(k -> k >= 0)
                .toArray();
    }

    private static Row row(int[] vars, long coef, long lo, long hi) {
        long[] coefs = new long[vars.length];
        Arrays.fill(coefs, coef);
        return new Row(vars, coefs, lo, hi);
    }

    /**
     * A row no assignment can satisfy: the range misses everything between its least sum (0, every coefficient
     * here being 1 or a digit) and its greatest.
     */
    private static boolean cannotHold(Row r) {
        long max = 0;
        for (long c : r.coefs) {
            max += c;
        }
        return r.hi < 0 || r.lo > max || r.lo > r.hi;
    }

    /** True when some row cannot hold whatever the solver does (clashing givens, an impossible cage sum...). */
    public boolean infeasible() {
        return infeasible;
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    /** The rows, in order: one per free cell, one per house and value, then per cage its values and its sum. */
    public List<Row> rows() {
        return rows;
    }

    /** The cells without a given, in order; a solution sets exactly one variable of each. */
    public int[] freeCells() {
        return freeCells.clone();
    }

    public int freeCellCount() {
        return freeCells.length;
    }

    /** The cell variable k speaks of. */
    public int cellOf(int k) {
        return varCell[k];
    }

    /** The value variable k gives its cell. */
    public int valueOf(int k) {
        return varValue[k];
    }

    /** Variable k's name in exported files: {@code x_R_C_V}, row, column and value from 1. */
    public String name(int k) {
        return "x_" + (varCell[k] / n + 1) + "_" + (varCell[k] % n + 1) + "_" + varValue[k];
    }

    /** The variables a grid sets (those of its free cells), or null when a free cell holds a value it cannot take. */
    public int[] variablesOf(int[] grid) {
        int[] set = new int[freeCells.length];
        int i = 0;
        for (int k = 0; k < varCell.length && i < set.length; k++) {
            if (grid[varCell[k]] == varValue[k]) {
                set[i++] = k;
            }
        }
        return i == set.length ? set : null;
    }

    public int variableCount() {
        return varCell.length;
    }

    /** The grid of an assignment (true variables), or null when some free cell got no value or two values. */
    public int[] decode(boolean[] assignment) {
        int[] grid = puzzle.givens();
        int set = 0;
        for (int k = 0; k < assignment.length; k++) {
            if (assignment[k]) {
                if (grid[varCell[k]] != 0) {
                    return null;
                }
                grid[varCell[k]] = varValue[k];
                set++;
            }
        }
        return set == freeCells.length ? grid : null;
    }
}
