package org.sudokulab.bits;

import java.util.EnumSet;
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
 * Candidates as bit sets, one long per cell: singles, hidden singles and killer cage sets propagated to a fixpoint,
 * then the cell with the fewest candidates branched on. Every geometry up to 35x35 and killer cages; counts exactly
 * up to a limit.
 */
public final class BitsBackend implements SolverBackend {
    @Override
    public String id() {
        return "bits";
    }

    @Override
    public String description() {
        return "bit-set candidates, singles and hidden singles to a fixpoint, fewest candidates first (hand-written)";
    }

    @Override
    public String counting() {
        return "one search: goes on after each solution until the limit";
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
        if (BandSearch.fits(puzzle)) {
            BandSearch search = BandSearch.on(limit, deadline);
            search.run(puzzle);
            return result(search.found, search.stop, search.first, search.nodes, 0, System.nanoTime() - t0);
        }
        CellSearch search = CellSearch.on(puzzle, limit, deadline);
        long t1 = System.nanoTime();
        search.run(puzzle);
        return result(search.found, search.stop, search.first, search.nodes, t1 - t0, System.nanoTime() - t1);
    }

    private static CountResult result(long found, Termination stop, int[] first, long nodes, long build, long search) {
        Optional<Grid> grid = first == null ? Optional.empty() : Optional.of(new Grid(first));
        return new CountResult(found, stop, grid, new SearchStats(build, search, Map.of("nodes", nodes)));
    }
}
