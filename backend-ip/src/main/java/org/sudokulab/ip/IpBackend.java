package org.sudokulab.ip;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.LinearExpr;
import java.nio.ByteBuffer;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.sudokulab.api.Availability;
import org.sudokulab.api.Cancellation;
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
 * The thesis's 0-1 model ({@link ZeroOneProgram}) on OR-Tools CP-SAT. One solution: a plain solve. Counting:
 * CP-SAT enumerates every solution into a callback that stops the search at the limit.
 *
 * <p>Always one worker: with more, CP-SAT 9.15 reports OPTIMAL after enumeration while missing solutions
 * (the empty 4x4 gave 168 of 288 with two). Solutions are deduplicated all the same, and a solution the
 * model's decoding rejects is an error, never counted.
 */
public class IpBackend implements SolverBackend {
    @Override
    public String id() {
        return "ip";
    }

    @Override
    public String description() {
        return "0-1 integer program (x[cell][value], exactly-one rows, cage sums) on OR-Tools CP-SAT, one worker";
    }

    @Override
    public String memoryNotCounted() {
        return "OR-Tools' native heap: CP-SAT's C++ model and search (only the Java side's model building is counted)";
    }

    @Override
    public String counting() {
        return "one search: CP-SAT enumerates all solutions (enumerate_all_solutions) into a callback that stops at the limit";
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.allOf(Capability.class);
    }

    @Override
    public Availability availability() {
        return OrTools.availability();
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
        Termination early = deadline.stopReason();
        if (early != null) {
            return new CountResult(0, early, Optional.empty(), SearchStats.of(System.nanoTime() - t0, 0));
        }
        CpModel model = new CpModel();
        BoolVar[] x = new BoolVar[ip.variableCount()];
        for (int k = 0; k < x.length; k++) {
            x[k] = model.newBoolVar(ip.name(k));
        }
        for (ZeroOneProgram.Row row : ip.rows()) {
            BoolVar[] vars = new BoolVar[row.vars().length];
            for (int i = 0; i < vars.length; i++) {
                vars[i] = x[row.vars()[i]];
            }
            if (row.unitCoefficients() && row.lo() == 1 && row.hi() == 1) {
                model.addExactlyOne(vars);
            } else if (row.unitCoefficients() && row.lo() <= 0 && row.hi() == 1) {
                model.addAtMostOne(vars);
            } else {
                model.addLinearConstraint(LinearExpr.weightedSum(vars, row.coefs()), row.lo(), row.hi());
            }
        }
        CpSolver solver = new CpSolver();
        solver.getParameters()
                .setNumWorkers(1)
                .setEnumerateAllSolutions(limit > 1)
                .setLogSearchProgress(false)
                // CP-SAT would take SIGINT from the JVM for the length of a solve and abort the process on it
                // (std::bad_function_call); Ctrl-C is the caller's, who stops the search with stopSearch()
                .setCatchSigintSignal(false);
        if (limits.hasTimeout()) {
            solver.getParameters().setMaxTimeInSeconds(deadline.remainingNanos() / 1e9);
        }
        Collector collector = new Collector(ip, x, limit, limits.cancellation());
        long t1 = System.nanoTime();
        CpSolverStatus status;
        try (AutoCloseable ignored = limits.cancellation().onCancel(solver::stopSearch)) {
            if (limits.cancellation().isCancelled()) {
                // cancelled before the solve: CP-SAT has no search yet for stopSearch() to stop
                return new CountResult(0, Termination.CANCELLED, Optional.empty(), SearchStats.of(t1 - t0, 0));
            }
            status = solver.solve(model, collector);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception closing) {
            throw new IllegalStateException(closing);
        }
        long t2 = System.nanoTime();
        if (collector.broken != null) {
            throw new IllegalStateException("CP-SAT returned an assignment that is not a grid: " + collector.broken);
        }
        long found = collector.solutions.size();
        Termination end;
        if (found >= limit) {
            end = Termination.SOLUTION_LIMIT;
        } else if (status == CpSolverStatus.OPTIMAL || status == CpSolverStatus.INFEASIBLE) {
            end = Termination.EXHAUSTED;
        } else if (status == CpSolverStatus.MODEL_INVALID) {
            throw new IllegalStateException("CP-SAT rejected the model: " + solver.getSolutionInfo());
        } else {
            end = limits.cancellation().isCancelled() ? Termination.CANCELLED : Termination.TIMEOUT;
        }
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put("branches", solver.numBranches());
        counters.put("conflicts", solver.numConflicts());
        counters.put("variables", (long) x.length);
        counters.put("duplicates", collector.duplicates);
        return new CountResult(
                found, end, Optional.ofNullable(collector.first), new SearchStats(t1 - t0, t2 - t1, counters));
    }

    /** Decodes each solution, keeps the distinct ones, stops the search at the limit. */
    private static final class Collector extends CpSolverSolutionCallback {
        private final ZeroOneProgram ip;
        private final int[] free;
        private final BoolVar[] x;
        private final long limit;
        private final Cancellation cancellation;
        /** The free cells' values of each solution found: a compact key (a grid is 4 bytes a cell). */
        final Set<ByteBuffer> solutions = new HashSet<>();

        Grid first;
        long duplicates;
        String broken;

        Collector(ZeroOneProgram ip, BoolVar[] x, long limit, Cancellation cancellation) {
            this.ip = ip;
            this.free = ip.freeCells();
            this.x = x;
            this.limit = limit;
            this.cancellation = cancellation;
        }

        @Override
        public void onSolutionCallback() {
            boolean[] assignment = new boolean[x.length];
            for (int k = 0; k < x.length; k++) {
                assignment[k] = booleanValue(x[k]);
            }
            int[] grid = ip.decode(assignment);
            if (grid == null) {
                broken = "a free cell with no value or two values";
                stopSearch();
                return;
            }
            byte[] key = new byte[free.length];
            for (int i = 0; i < key.length; i++) {
                key[i] = (byte) grid[free[i]];
            }
            if (!solutions.add(ByteBuffer.wrap(key))) {
                duplicates++;
            } else if (first == null) {
                first = new Grid(grid);
            }
            // A cancellation that came before CP-SAT had a search to stop (stopSearch() is then a no-op) is
            // caught here, at the next solution, instead of lost.
            if (solutions.size() >= limit || cancellation.isCancelled()) {
                stopSearch();
            }
        }
    }
}
