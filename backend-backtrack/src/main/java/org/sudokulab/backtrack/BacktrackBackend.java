package org.sudokulab.backtrack;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SearchTree;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;

/**
 * Plain backtracking, the baseline every other paradigm is measured against: first empty cell in reading
 * order, digits 1..n its houses (and cage) allow, no propagation. Exponential on hard puzzles by design;
 * stopped by the timeout.
 */
public final class BacktrackBackend implements SolverBackend, SearchTree.Traceable {
    @Override
    public String id() {
        return "backtrack";
    }

    @Override
    public String description() {
        return "plain backtracking baseline: first empty cell, digits its houses and cage allow, no propagation";
    }

    @Override
    public String counting() {
        return "one search: the backtracking goes on after each solution until the limit";
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
        BacktrackSearch search = new BacktrackSearch(puzzle, limit, deadline);
        long t1 = System.nanoTime();
        Termination end = search.run();
        long t2 = System.nanoTime();
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put("nodes", search.nodes());
        counters.put("deadEnds", search.deadEnds());
        Optional<Grid> first =
                search.solutions() > 0 ? Optional.of(new Grid(search.firstSolution())) : Optional.empty();
        return new CountResult(search.solutions(), end, first, new SearchStats(t1 - t0, t2 - t1, counters));
    }

    @Override
    public SearchTree trace(Puzzle puzzle, int maxNodes, Limits limits) {
        Capability.check(this, puzzle, Long.MAX_VALUE);
        return new BacktrackSearch(puzzle, Long.MAX_VALUE, limits.start()).trace(maxNodes);
    }
}
