package org.sudokulab.sat;

import java.math.BigInteger;
import org.sat4j.core.Vec;
import org.sat4j.core.VecInt;
import org.sat4j.pb.IPBSolver;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.IVecInt;
import org.sudokulab.api.Puzzle;
import org.sudokulab.models.ClauseEncoding;

/**
 * A puzzle as a Sat4j problem: the {@link ClauseEncoding} (shared with the DIMACS and OPB exports) added to a
 * Sat4j solver. A constraint that Sat4j already finds contradictory while it is added (clashing givens) marks the
 * model contradictory: the puzzle has no solution.
 */
final class SatModel {
    final ISolver solver;
    private final ClauseEncoding encoding;
    boolean contradictory;

    SatModel(Puzzle puzzle, ClauseEncoding.Rules rules, ClauseEncoding.KillerSums sums) {
        encoding = new ClauseEncoding(puzzle, rules, sums);
        solver = encoding.needsLinear()
                ? org.sat4j.pb.SolverFactory.newDefault()
                : org.sat4j.minisat.SolverFactory.newDefault();
        solver.newVar(encoding.cellVariableCount());
        solver.setDBSimplificationAllowed(false);
        try {
            encoding.writeTo(new ToSat4j());
        } catch (Contradiction e) {
            contradictory = true;
        }
    }

    /** Sat4j found the constraints contradictory while they were added. */
    private static final class Contradiction extends RuntimeException {
        Contradiction(ContradictionException cause) {
            super(cause.getMessage(), cause, false, false);
        }
    }

    /** One addition to Sat4j, which may find the constraints contradictory. */
    private interface Addition {
        void add() throws ContradictionException;
    }

    private static void add(Addition addition) {
        try {
            addition.add();
        } catch (ContradictionException e) {
            throw new Contradiction(e);
        }
    }

    private final class ToSat4j implements ClauseEncoding.Sink {
        @Override
        public int newVariable() {
            return solver.nextFreeVarId(true);
        }

        @Override
        public void clause(int[] literals) {
            add(() -> solver.addClause(new VecInt(literals)));
        }

        @Override
        public void exactlyOne(int[] literals) {
            add(() -> solver.addExactly(new VecInt(literals), 1));
        }

        @Override
        public void atMostOne(int[] literals) {
            add(() -> solver.addAtMost(new VecInt(literals), 1));
        }

        @Override
        public void linearEquals(int[] vars, long[] coefficients, long rhs) {
            Vec<BigInteger> coeffs = new Vec<>();
            for (long c : coefficients) {
                coeffs.push(BigInteger.valueOf(c));
            }
            add(() -> ((IPBSolver) solver).addExactly(new VecInt(vars), coeffs, BigInteger.valueOf(rhs)));
        }
    }

    /** The grid of the solver's current model. */
    int[] grid() {
        return encoding.grid(solver::model);
    }

    /** A clause excluding this grid, over the free cells only (given cells never change). */
    IVecInt blockingClause(int[] grid) {
        return new VecInt(encoding.blockingClause(grid));
    }
}
