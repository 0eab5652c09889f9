package org.sudokulab.coloring;

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
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;

/**
 * Sudoku as graph colouring. Library: the sudoku graph with a K_n of colour vertices is a JGraphT
 * {@code SimpleGraph}, and the search reads its adjacency through JGraphT. Ours: the exact search, because
 * JGraphT's colourings are heuristics or cannot be interrupted and none counts or pre-colours: DSatur order
 * (Brelaz 1979) with forward checking over bit masks, O(n^2) per node to pick the vertex. Killer cages add
 * a clique each and sum bounds beyond pure colouring (each caged cell keeps the colours its cage can still use).
 */
public final class ColoringBackend implements SolverBackend {
    @Override
    public String id() {
        return "coloring";
    }

    @Override
    public String description() {
        return "graph colouring: JGraphT sudoku graph + colour clique, exact DSatur search with forward checking; "
                + "killer adds cage-sum bounds beyond colouring";
    }

    @Override
    public String counting() {
        return "one search: the DSatur backtracking goes on after each solution until the limit";
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
        DsaturSearch search = new DsaturSearch(puzzle, new SudokuGraph(puzzle), limit, deadline);
        long t1 = System.nanoTime();
        Termination end = search.run();
        long t2 = System.nanoTime();
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put("nodes", search.nodes());
        counters.put("backtracks", search.backtracks());
        Optional<Grid> first =
                search.solutions() > 0 ? Optional.of(new Grid(search.firstSolution())) : Optional.empty();
        return new CountResult(search.solutions(), end, first, new SearchStats(t1 - t0, t2 - t1, counters));
    }
}
