package org.sudokulab.models;

import java.util.ArrayList;
import java.util.List;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * The SAT backends' encodings of a puzzle over the variables x(cell, d) = cell * n + d, written once and sent to a
 * {@link Sink}: Sat4j in backend-sat, a DIMACS or OPB file in {@link ModelWriter}. Givens are unit clauses.
 */
public final class ClauseEncoding {
    /** A cage with more admissible digit sets than this gets a linear sum instead of selectors. */
    public static final int MAX_DIGIT_SETS = 10_000;

    /** How the Sudoku rules become constraints. */
    public enum Rules {
        /** Native cardinality constraints: exactly one digit per cell, each digit once per house. */
        CARDINALITY,
        /** Lynce and Ouaknine's minimal encoding: each cell has a digit; no digit twice among peers. */
        MINIMAL,
        /** Weber's encoding (LPAR 2005): minimal plus at most one digit per cell. */
        WEBER,
        /** The extended encoding: minimal plus at most one digit per cell and every digit somewhere in each house. */
        EXTENDED,
        /**
         * Extended plus a triad variable per box-line intersection and digit, true exactly when the digit lies in
         * it, and "exactly one triad" per line and per box: unit propagation then finds locked candidates (the
         * augmented encoding of tdoku's benchmarks). Box geometries only.
         */
        AUGMENTED
    }

    /** How a killer cage's sum is encoded (its digits are distinct either way). */
    public enum KillerSums {
        /** One linear (pseudo-boolean) equation per cage, coefficients the digits. */
        PSEUDO_BOOLEAN,
        /** Clauses only: one selector per admissible digit set, exactly one selected, its digits in, others out. */
        DIGIT_SETS
    }

    /** Where the constraints go. Literals are variables, negated for "not". */
    public interface Sink {
        /** A variable after every one used so far (selectors). */
        int newVariable();

        void clause(int[] literals);

        void exactlyOne(int[] literals);

        void atMostOne(int[] literals);

        /** sum coefficients[i] * vars[i] = rhs, over 0-1 variables. */
        void linearEquals(int[] vars, long[] coefficients, long rhs);
    }

    private final Puzzle puzzle;
    private final Geometry g;
    private final int n;
    private final Rules rules;
    /** Per cage its admissible digit sets, or null for a linear sum. */
    private final List<List<int[]>> sets = new ArrayList<>();

    public ClauseEncoding(Puzzle puzzle, Rules rules, KillerSums sums) {
        this.puzzle = puzzle;
        this.g = puzzle.geometry();
        this.n = g.size();
        this.rules = rules;
        for (Cage cage : puzzle.cages()) {
            List<int[]> cageSets = sums == KillerSums.DIGIT_SETS ? cage.digitSets(n, MAX_DIGIT_SETS) : null;
            sets.add(cageSets != null && cageSets.size() <= MAX_DIGIT_SETS ? cageSets : null);
        }
    }

    /** The cell variables are 1 .. this; selectors come after. */
    public int cellVariableCount() {
        return g.cellCount() * n;
    }

    /** Whether some cage's sum is a linear equation (a pseudo-boolean solver is needed). */
    public boolean needsLinear() {
        return sets.contains(null);
    }

    public int variable(int cell, int d) {
        return cell * n + d;
    }

    /** The grid of a model, given which variables are true; 0 where a cell got no digit. */
    public int[] grid(java.util.function.IntPredicate isTrue) {
        int[] grid = new int[g.cellCount()];
        for (int cell = 0; cell < grid.length; cell++) {
            for (int d = 1; d <= n; d++) {
                if (isTrue.test(variable(cell, d))) {
                    grid[cell] = d;
                    break;
                }
            }
        }
        return grid;
    }

    /** A clause excluding this grid, over the free cells only (given cells never change); empty when none is free. */
    public int[] blockingClause(int[] grid) {
        int[] clause = new int[g.cellCount() - puzzle.clueCount()];
        int i = 0;
        for (int cell = 0; cell < grid.length; cell++) {
            if (puzzle.given(cell) == 0) {
                clause[i++] = -variable(cell, grid[cell]);
            }
        }
        return clause;
    }

    public void writeTo(Sink sink) {
        int cells = g.cellCount();
        for (int cell = 0; cell < cells; cell++) {
            int[] lits = new int[n];
            for (int d = 1; d <= n; d++) {
                lits[d - 1] = variable(cell, d);
            }
            if (rules == Rules.CARDINALITY) {
                sink.exactlyOne(lits);
            } else {
                sink.clause(lits);
                if (rules != Rules.MINIMAL) {
                    for (int d = 1; d <= n; d++) {
                        for (int e = d + 1; e <= n; e++) {
                            sink.clause(new int[] {-variable(cell, d), -variable(cell, e)});
                        }
                    }
                }
            }
        }
        for (int h = 0; h < g.houseCount(); h++) {
            int[] house = g.house(h);
            for (int d = 1; d <= n; d++) {
                if (rules == Rules.CARDINALITY) {
                    sink.exactlyOne(literals(house, d));
                } else if (rules == Rules.EXTENDED || rules == Rules.AUGMENTED) {
                    sink.clause(literals(house, d));
                }
            }
        }
        if (rules == Rules.AUGMENTED) {
            triads(sink);
        }
        List<Cage> cages = puzzle.cages();
        if (rules != Rules.CARDINALITY) {
            // No digit twice among peers (cells sharing a house, or a cage): one clause per pair and digit.
            boolean[][] peer = peers(cages);
            for (int a = 0; a < cells; a++) {
                for (int b = a + 1; b < cells; b++) {
                    if (peer[a][b]) {
                        for (int d = 1; d <= n; d++) {
                            sink.clause(new int[] {-variable(a, d), -variable(b, d)});
                        }
                    }
                }
            }
        } else {
            for (Cage cage : cages) {
                for (int d = 1; d <= n; d++) {
                    sink.atMostOne(literals(cage.cells(), d));
                }
            }
        }
        for (int t = 0; t < cages.size(); t++) {
            if (sets.get(t) == null) {
                sum(sink, cages.get(t));
            } else {
                digitSets(sink, cages.get(t), sets.get(t));
            }
        }
        for (int cell = 0; cell < cells; cell++) {
            if (puzzle.given(cell) != 0) {
                sink.clause(new int[] {variable(cell, puzzle.given(cell))});
            }
        }
    }

    /**
     * For each box and each of its rows (and columns), per digit, a triad variable t with t -> (the digit in one of
     * those cells) and (the digit in a cell) -> t; then per digit exactly one triad in each box row band segment of a
     * line, and exactly one of each box's row (column) triads.
     */
    private void triads(Sink sink) {
        if (g.isJigsaw()) {
            throw new IllegalArgumentException("the augmented encoding needs boxes, not jigsaw regions");
        }
        int r = g.boxRows();
        int c = g.boxCols();
        // lineTriads[line][d]: the triads of a row (or column) for digit d; boxTriads likewise per box and direction
        List<List<List<Integer>>> rowTriads = new ArrayList<>();
        List<List<List<Integer>>> colTriads = new ArrayList<>();
        List<List<List<Integer>>> boxRowTriads = new ArrayList<>();
        List<List<List<Integer>>> boxColTriads = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rowTriads.add(emptyPerDigit());
            colTriads.add(emptyPerDigit());
            boxRowTriads.add(emptyPerDigit());
            boxColTriads.add(emptyPerDigit());
        }
        for (int box = 0; box < n; box++) {
            int top = box / (n / c) * r;
            int left = box % (n / c) * c;
            for (int row = top; row < top + r; row++) {
                int[] cellsIn = new int[c];
                for (int j = 0; j < c; j++) {
                    cellsIn[j] = row * n + left + j;
                }
                triad(sink, cellsIn, rowTriads.get(row), boxRowTriads.get(box));
            }
            for (int col = left; col < left + c; col++) {
                int[] cellsIn = new int[r];
                for (int j = 0; j < r; j++) {
                    cellsIn[j] = (top + j) * n + col;
                }
                triad(sink, cellsIn, colTriads.get(col), boxColTriads.get(box));
            }
        }
        for (List<List<List<Integer>>> groups : List.of(rowTriads, colTriads, boxRowTriads, boxColTriads)) {
            for (List<List<Integer>> perDigit : groups) {
                for (List<Integer> triadsOfDigit : perDigit) {
                    sink.exactlyOne(
                            triadsOfDigit.stream().mapToInt(Integer::intValue).toArray());
                }
            }
        }
    }

    private List<List<Integer>> emptyPerDigit() {
        List<List<Integer>> perDigit = new ArrayList<>();
        for (int d = 1; d <= n; d++) {
            perDigit.add(new ArrayList<>());
        }
        return perDigit;
    }

    private void triad(Sink sink, int[] cellsIn, List<List<Integer>> line, List<List<Integer>> box) {
        for (int d = 1; d <= n; d++) {
            int t = sink.newVariable();
            int[] some = new int[cellsIn.length + 1];
            some[0] = -t;
            for (int j = 0; j < cellsIn.length; j++) {
                some[j + 1] = variable(cellsIn[j], d);
                sink.clause(new int[] {-variable(cellsIn[j], d), t});
            }
            sink.clause(some);
            line.get(d - 1).add(t);
            box.get(d - 1).add(t);
        }
    }

    private int[] literals(int[] cellList, int d) {
        int[] lits = new int[cellList.length];
        for (int i = 0; i < cellList.length; i++) {
            lits[i] = variable(cellList[i], d);
        }
        return lits;
    }

    private boolean[][] peers(List<Cage> cages) {
        int cells = g.cellCount();
        boolean[][] peer = new boolean[cells][cells];
        List<int[]> groups = new ArrayList<>();
        for (int h = 0; h < g.houseCount(); h++) {
            groups.add(g.house(h));
        }
        for (Cage cage : cages) {
            groups.add(cage.cells());
        }
        for (int[] group : groups) {
            for (int a : group) {
                for (int b : group) {
                    peer[a][b] = a != b; // both orders: a and b each run over the whole group
                }
            }
        }
        return peer;
    }

    /** sum over the cage's cells and digits of d * x(cell, d) = cage sum. */
    private void sum(Sink sink, Cage cage) {
        int[] vars = new int[cage.size() * n];
        long[] coefficients = new long[vars.length];
        int i = 0;
        for (int cell : cage.cells()) {
            for (int d = 1; d <= n; d++) {
                vars[i] = variable(cell, d);
                coefficients[i++] = d;
            }
        }
        sink.linearEquals(vars, coefficients, cage.sum());
    }

    /**
     * Selector s_D per admissible digit set D: exactly one selected; s_D forbids the digits outside D in the
     * cage and requires each digit of D somewhere in it. With distinct digits and |D| cells, that is D exactly.
     */
    private void digitSets(Sink sink, Cage cage, List<int[]> cageSets) {
        int[] selectors = new int[cageSets.size()];
        for (int i = 0; i < selectors.length; i++) {
            int s = sink.newVariable();
            selectors[i] = s;
            boolean[] in = new boolean[n + 1];
            for (int d : cageSets.get(i)) {
                in[d] = true;
            }
            for (int d = 1; d <= n; d++) {
                if (in[d]) {
                    int[] cageLits = literals(cage.cells(), d);
                    int[] somewhere = java.util.Arrays.copyOf(cageLits, cageLits.length + 1);
                    somewhere[cageLits.length] = -s;
                    sink.clause(somewhere);
                } else {
                    for (int cell : cage.cells()) {
                        sink.clause(new int[] {-s, -variable(cell, d)});
                    }
                }
            }
        }
        sink.exactlyOne(selectors);
    }
}
