package org.sudokulab.sat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sat4j.core.Vec;
import org.sat4j.core.VecInt;
import org.sat4j.pb.IPBSolver;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.IVecInt;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * A puzzle as a Sat4j problem over x(cell, d) = cell*n + d. Givens are unit clauses. A constraint that
 * Sat4j already finds contradictory while it is added (clashing givens) marks the model contradictory:
 * the puzzle has no solution.
 */
final class SatModel {
    /** A cage with more admissible digit sets than this gets a pseudo-boolean sum instead of selectors. */
    static final int MAX_DIGIT_SETS = 10_000;

    final ISolver solver;
    final int n;
    final int cells;
    private final int[] givens;
    boolean contradictory;

    SatModel(Puzzle puzzle, Encoding encoding, KillerSums sums) {
        Geometry g = puzzle.geometry();
        n = g.size();
        cells = g.cellCount();
        givens = puzzle.givens();
        // Digit sets per cage (null: encode that cage's sum as a pseudo-boolean constraint).
        List<List<int[]>> sets = new ArrayList<>();
        boolean pb = false;
        for (Cage cage : puzzle.cages()) {
            List<int[]> cageSets = sums == KillerSums.DIGIT_SETS ? cage.digitSets(n, MAX_DIGIT_SETS) : null;
            if (cageSets != null && cageSets.size() > MAX_DIGIT_SETS) {
                cageSets = null;
            }
            pb |= cageSets == null;
            sets.add(cageSets);
        }
        solver = pb ? org.sat4j.pb.SolverFactory.newDefault() : org.sat4j.minisat.SolverFactory.newDefault();
        solver.newVar(cells * n);
        solver.setDBSimplificationAllowed(false);
        try {
            encode(puzzle, g, encoding, sets);
        } catch (ContradictionException e) {
            contradictory = true;
        }
    }

    int var(int cell, int d) {
        return cell * n + d;
    }

    private void encode(Puzzle puzzle, Geometry g, Encoding encoding, List<List<int[]>> sets)
            throws ContradictionException {
        // Cells
        for (int cell = 0; cell < cells; cell++) {
            VecInt lits = new VecInt(n);
            for (int d = 1; d <= n; d++) {
                lits.push(var(cell, d));
            }
            if (encoding == Encoding.CARDINALITY) {
                solver.addExactly(lits, 1);
            } else {
                solver.addClause(lits);
                if (encoding == Encoding.EXTENDED) {
                    for (int d = 1; d <= n; d++) {
                        for (int e = d + 1; e <= n; e++) {
                            solver.addClause(new VecInt(new int[] {-var(cell, d), -var(cell, e)}));
                        }
                    }
                }
            }
        }
        // Houses
        for (int h = 0; h < g.houseCount(); h++) {
            int[] house = g.house(h);
            for (int d = 1; d <= n; d++) {
                if (encoding == Encoding.CARDINALITY) {
                    solver.addExactly(literals(house, d), 1);
                } else if (encoding == Encoding.EXTENDED) {
                    solver.addClause(literals(house, d));
                }
            }
        }
        List<Cage> cages = puzzle.cages();
        if (encoding != Encoding.CARDINALITY) {
            // No digit twice among peers (cells sharing a house, or a cage): one clause per pair and digit.
            boolean[][] peer = peers(g, cages);
            for (int a = 0; a < cells; a++) {
                for (int b = a + 1; b < cells; b++) {
                    if (peer[a][b]) {
                        for (int d = 1; d <= n; d++) {
                            solver.addClause(new VecInt(new int[] {-var(a, d), -var(b, d)}));
                        }
                    }
                }
            }
        } else {
            for (Cage cage : cages) {
                for (int d = 1; d <= n; d++) {
                    solver.addAtMost(literals(cage.cells(), d), 1);
                }
            }
        }
        for (int t = 0; t < cages.size(); t++) {
            if (sets.get(t) == null) {
                addSum((IPBSolver) solver, cages.get(t));
            } else {
                addDigitSets(cages.get(t), sets.get(t));
            }
        }
        // Givens
        for (int cell = 0; cell < cells; cell++) {
            if (givens[cell] != 0) {
                solver.addClause(new VecInt(new int[] {var(cell, givens[cell])}));
            }
        }
    }

    private VecInt literals(int[] cellList, int d) {
        VecInt lits = new VecInt(cellList.length);
        for (int cell : cellList) {
            lits.push(var(cell, d));
        }
        return lits;
    }

    private boolean[][] peers(Geometry g, List<Cage> cages) {
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
                    peer[a][b] = a != b;
                    peer[b][a] = a != b;
                }
            }
        }
        return peer;
    }

    /** sum over the cage's cells and digits of d * x(cell, d) = cage sum. */
    private void addSum(IPBSolver pb, Cage cage) throws ContradictionException {
        VecInt lits = new VecInt();
        Vec<BigInteger> coeffs = new Vec<>();
        for (int cell : cage.cells()) {
            for (int d = 1; d <= n; d++) {
                lits.push(var(cell, d));
                coeffs.push(BigInteger.valueOf(d));
            }
        }
        pb.addExactly(lits, coeffs, BigInteger.valueOf(cage.sum()));
    }

    /**
     * Selector s_D per admissible digit set D: exactly one selected; s_D forbids the digits outside D in the
     * cage and requires each digit of D somewhere in it. With distinct digits and |D| cells, that is D exactly.
     */
    private void addDigitSets(Cage cage, List<int[]> sets) throws ContradictionException {
        VecInt selectors = new VecInt();
        for (int[] set : sets) {
            int s = solver.nextFreeVarId(true);
            selectors.push(s);
            boolean[] in = new boolean[n + 1];
            for (int d : set) {
                in[d] = true;
            }
            for (int d = 1; d <= n; d++) {
                if (in[d]) {
                    VecInt somewhere = literals(cage.cells(), d);
                    somewhere.push(-s);
                    solver.addClause(somewhere);
                } else {
                    for (int cell : cage.cells()) {
                        solver.addClause(new VecInt(new int[] {-s, -var(cell, d)}));
                    }
                }
            }
        }
        solver.addExactly(selectors, 1);
    }

    /** The grid of the solver's current model. */
    int[] grid() {
        int[] grid = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            for (int d = 1; d <= n; d++) {
                if (solver.model(var(cell, d))) {
                    grid[cell] = d;
                    break;
                }
            }
        }
        return grid;
    }

    /** A clause excluding this grid, over the free cells only (given cells never change). */
    IVecInt blockingClause(int[] grid) {
        VecInt clause = new VecInt();
        for (int cell = 0; cell < cells; cell++) {
            if (givens[cell] == 0) {
                clause.push(-var(cell, grid[cell]));
            }
        }
        return clause;
    }
}
