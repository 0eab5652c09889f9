package org.sudokulab.cp;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chocosolver.solver.Cause;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.sudokulab.api.BackendProvider;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;

/**
 * Constraint programming on Choco-solver: a variable per cell, allDifferent with Regin's arc consistency on
 * every house, search on the smallest domain (lowest value first); killer cages as tables of admissible
 * permutations (up to 5 cells) or sum plus allDifferent. Counts by calling {@code solve()} until the limit;
 * exact only when Choco's search state is TERMINATED below the limit. {@link CpBcBackend} and
 * {@link CpNeqBackend} weaken the propagation for the ablation.
 */
public class CpBackend implements SolverBackend {
    private final String id;
    private final Level level;
    private final boolean cageTables;

    public CpBackend() {
        this(Level.of(Propagation.ARC), true);
    }

    CpBackend(Level level, boolean cageTables) {
        this(level.id(), level, cageTables);
    }

    CpBackend(String id, Level level, boolean cageTables) {
        this.id = id;
        this.level = level;
        this.cageTables = cageTables;
    }

    /**
     * Instruments of {@code study propagation}, the columns of Simonis's tables: each consistency level of
     * allDifferent with the channelled dual model, the intersection constraints, both, and each of those (and the
     * plain model) with shaving.
     */
    public static final class Instruments implements BackendProvider {
        @Override
        public List<SolverBackend> backends(List<String> problems) {
            List<SolverBackend> all = new ArrayList<>();
            for (boolean shaving : new boolean[] {false, true}) {
                for (Propagation p : List.of(Propagation.NOT_EQUALS, Propagation.BOUNDS, Propagation.ARC)) {
                    for (int extra = 0; extra < 4; extra++) {
                        Level level = new Level(p, (extra & 1) != 0, (extra & 2) != 0, shaving);
                        if (level.instrument()) {
                            all.add(new CpBackend(level, true));
                        }
                    }
                }
            }
            return all;
        }
    }

    @Override
    public boolean instrument() {
        return level.instrument();
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        return "CP on Choco-solver, " + level.describe() + ", smallest domain first; killer cages as "
                + (cageTables ? "permutation tables (<= 5 cells) or sum + allDifferent" : "sum + allDifferent");
    }

    @Override
    public String counting() {
        return "one search: Choco's solve() is called again after each solution and resumes the search where it stopped";
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.allOf(Capability.class);
    }

    @Override
    public CountResult count(Puzzle puzzle, long limit, Limits limits) {
        Capability.check(this, puzzle, limit);
        Limits.Deadline deadline = limits.start();
        long t0 = System.nanoTime();
        CpModel m = new CpModel(puzzle, level, cageTables);
        Solver solver = m.model.getSolver();
        if (m.free.length > 0) {
            solver.setSearch(Search.minDomLBSearch(m.free));
        }
        if (limits.hasTimeout()) {
            solver.limitTime(Math.max(1, deadline.remainingNanos() / 1_000_000));
        }
        solver.addStopCriterion(() -> limits.cancellation().isCancelled());
        long t1 = System.nanoTime();
        long found = 0;
        if (level.shaving() && !shave(m, solver, deadline)) {
            // shaving proved there is no solution; Choco's search is not started
            return new CountResult(
                    0, Termination.EXHAUSTED, Optional.empty(), stats(solver, t1 - t0, System.nanoTime() - t1));
        }
        Optional<Grid> first = Optional.empty();
        while (found < limit && solver.solve()) {
            found++;
            if (first.isEmpty()) {
                first = Optional.of(new Grid(m.grid()));
            }
        }
        Termination end;
        if (found >= limit) {
            end = Termination.SOLUTION_LIMIT;
        } else if (solver.getSearchState() == SearchState.TERMINATED) {
            end = Termination.EXHAUSTED;
        } else {
            end = limits.cancellation().isCancelled() ? Termination.CANCELLED : Termination.TIMEOUT;
        }
        long t2 = System.nanoTime();
        return new CountResult(found, end, first, stats(solver, t1 - t0, t2 - t1));
    }

    private static SearchStats stats(Solver solver, long buildNanos, long searchNanos) {
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put("nodes", solver.getNodeCount());
        counters.put("fails", solver.getFailCount());
        counters.put("backtracks", solver.getBackTrackCount());
        counters.put(SearchStats.GUESSES, solver.getDecisionCount());
        return new SearchStats(buildNanos, searchNanos, counters);
    }

    /** Root propagation, then shaving to a fixpoint; false when either proves there is no solution. */
    private static boolean shave(CpModel m, Solver solver, Limits.Deadline deadline) {
        try {
            solver.propagate();
            boolean changed = true;
            while (changed && deadline.stopReason() == null) {
                changed = false;
                for (IntVar v : m.free) {
                    for (int value = v.getLB(); value <= v.getUB(); value = v.nextValue(value)) {
                        if (fails(solver, v, value)) {
                            v.removeValue(value, Cause.Null);
                            solver.propagate();
                            changed = true;
                        }
                    }
                }
            }
            return true;
        } catch (ContradictionException e) {
            return false;
        }
    }

    private static boolean fails(Solver solver, IntVar v, int value) {
        solver.getEnvironment().worldPush();
        try {
            v.instantiateTo(value, Cause.Null);
            solver.propagate();
            return false;
        } catch (ContradictionException e) {
            solver.getEngine().flush();
            return true;
        } finally {
            solver.getEnvironment().worldPop();
        }
    }
}
