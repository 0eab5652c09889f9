package org.sudokulab.ip;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.sudokulab.api.Availability;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
import org.sudokulab.models.ZeroOneProgram;

/**
 * The thesis's 0-1 model ({@link ZeroOneProgram}) as a mixed-integer program on SCIP through OR-Tools' MPSolver:
 * LP relaxations and branch-and-bound, the textbook integer-programming data point. Counting by no-good
 * cuts: after a solution s, the row sum over the free cells of x[cell][s(cell)] <= |free| - 1 excludes
 * exactly s, and SCIP solves again. Slow for many solutions; every answer is still exact.
 */
public class IpMipBackend implements SolverBackend {
    @Override
    public String id() {
        return "ip-mip";
    }

    @Override
    public String description() {
        return "the same 0-1 program as a MIP on SCIP (LP-based branch and bound); counts by no-good cuts";
    }

    @Override
    public String memoryNotCounted() {
        return "OR-Tools' native heap: SCIP's C++ model and search (only the Java side's model building is counted)";
    }

    @Override
    public String counting() {
        return "a new SCIP solve per solution, each after a no-good cut that excludes the solutions found";
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.allOf(Capability.class);
    }

    @Override
    public Availability availability() {
        Availability natives = OrTools.availability();
        if (!natives.available()) {
            return natives;
        }
        MPSolver probe = MPSolver.createSolver("SCIP");
        if (probe == null) {
            return Availability.unavailable("this OR-Tools build has no SCIP");
        }
        probe.delete();
        return natives;
    }

    @Override
    public CountResult count(Puzzle puzzle, long limit, Limits limits) {
        Capability.check(this, puzzle, limit);
        OrTools.require(id());
        Limits.Deadline deadline = limits.start();
        long t0 = System.nanoTime();
        ZeroOneProgram ip = new ZeroOneProgram(puzzle);
        if (ip.infeasible()) {
            return OrTools.noSolution(System.nanoTime() - t0);
        }
        MPSolver solver = MPSolver.createSolver("SCIP");
        boolean[] deleted = {false};
        if (solver == null) {
            throw new IllegalStateException("backend ip-mip is not available: this OR-Tools build has no SCIP");
        }
        try {
            MPVariable[] x = new MPVariable[ip.variableCount()];
            for (int k = 0; k < x.length; k++) {
                x[k] = solver.makeBoolVar(ip.name(k));
            }
            for (ZeroOneProgram.Row row : ip.rows()) {
                MPConstraint c = solver.makeConstraint(row.lo(), row.hi());
                for (int i = 0; i < row.vars().length; i++) {
                    c.setCoefficient(x[row.vars()[i]], row.coefs()[i]);
                }
            }
            solver.setNumThreads(1);
            // SCIP catches SIGINT during a solve unless told not to: Ctrl-C is the caller's (interruptSolve)
            if (!solver.setSolverSpecificParametersAsString("misc/catchctrlc = FALSE\n")) {
                throw new IllegalStateException("SCIP refused the parameter misc/catchctrlc");
            }
            long t1 = System.nanoTime();
            Search search = new Search(ip, solver, x);
            Termination end;
            // a cancellation runs its listeners on another thread and may arrive as the count ends: interrupting
            // a deleted solver would touch freed native memory, so both happen under the solver's lock
            Runnable interrupt = () -> {
                synchronized (solver) {
                    if (!deleted[0]) {
                        solver.interruptSolve();
                    }
                }
            };
            try (AutoCloseable ignored = limits.cancellation().onCancel(interrupt)) {
                end = search.run(limit, deadline);
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception closing) {
                throw new IllegalStateException(closing);
            }
            long t2 = System.nanoTime();
            Map<String, Long> counters = new LinkedHashMap<>();
            counters.put("nodes", search.nodes);
            counters.put("lp_iterations", search.iterations);
            counters.put("solves", search.solves);
            counters.put("variables", (long) x.length);
            return new CountResult(
                    search.found.size(),
                    end,
                    Optional.ofNullable(search.first),
                    new SearchStats(t1 - t0, t2 - t1, counters));
        } finally {
            synchronized (solver) {
                deleted[0] = true;
                solver.delete();
            }
        }
    }

    /** Solve, record, cut, solve again. */
    private static final class Search {
        private final ZeroOneProgram ip;
        private final MPSolver solver;
        private final MPVariable[] x;
        final Set<Grid> found = new HashSet<>();
        Grid first;
        long nodes;
        long iterations;
        long solves;

        Search(ZeroOneProgram ip, MPSolver solver, MPVariable[] x) {
            this.ip = ip;
            this.solver = solver;
            this.x = x;
        }

        Termination run(long limit, Limits.Deadline deadline) {
            while (found.size() < limit) {
                Termination stop = deadline.stopReason();
                if (stop != null) {
                    return stop;
                }
                // MPSolver takes whole milliseconds; the deadline stays the judge of what a timeout is.
                solver.setTimeLimit(
                        Math.max(1, Math.min(Long.MAX_VALUE / 4_000_000, deadline.remainingNanos() / 1_000_000)));
                MPSolver.ResultStatus status = solver.solve();
                solves++;
                nodes += solver.nodes();
                iterations += solver.iterations();
                switch (status) {
                    case OPTIMAL, FEASIBLE -> record();
                    case INFEASIBLE -> {
                        return Termination.EXHAUSTED;
                    }
                    case NOT_SOLVED -> {
                        stop = deadline.stopReason();
                        return stop != null ? stop : Termination.TIMEOUT;
                    }
                    default -> {
                        // interruptSolve() ends a solve as ABNORMAL: a cancellation, not a fault
                        stop = deadline.stopReason();
                        if (stop != null) {
                            return stop;
                        }
                        throw new IllegalStateException("SCIP ended with status " + status);
                    }
                }
            }
            return Termination.SOLUTION_LIMIT;
        }

        private void record() {
            boolean[] assignment = new boolean[x.length];
            for (int k = 0; k < x.length; k++) {
                assignment[k] = x[k].solutionValue() > 0.5;
            }
            int[] grid = ip.decode(assignment);
            if (grid == null) {
                throw new IllegalStateException("SCIP returned an assignment that is not a grid");
            }
            Grid g = new Grid(grid);
            if (!found.add(g)) {
                throw new IllegalStateException("SCIP returned a solution its no-good cut excludes");
            }
            if (first == null) {
                first = g;
            }
            // The no-good cut: not all of this solution's free-cell choices again.
            MPConstraint cut = solver.makeConstraint(0, ip.freeCellCount() - 1);
            for (int k = 0; k < x.length; k++) {
                if (assignment[k]) {
                    cut.setCoefficient(x[k], 1);
                }
            }
        }
    }
}
