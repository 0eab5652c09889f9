package org.sudokulab.board;

import java.util.Optional;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolveResult;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;

/**
 * Solving by asking only "is this board still solvable?" (the generator seed's oracle solving): the cells in
 * reading order, each candidate kept when the backend still finds a solution with it; the last candidate left
 * needs no question. The result: the solution (empty when there is none or the search stopped), how many
 * questions it took, and how it ended.
 */
public record Stepwise(Optional<Grid> solution, long oracleCalls, Termination end) {

    public static Stepwise solve(Puzzle p, SolverBackend oracle, Limits limits) {
        int[] v = p.givens();
        long calls = 1;
        SolveResult start = oracle.solve(p, limits);
        if (!start.isSolved()) {
            return new Stepwise(Optional.empty(), calls, start.termination());
        }
        for (int cell = 0; cell < v.length; cell++) {
            if (v[cell] != 0) {
                continue;
            }
            long cand = Candidates.of(p.withGivens(v))[cell];
            boolean kept = false;
            for (int d = 1; d <= p.size() && !kept; d++) {
                if ((cand & (1L << d)) == 0) {
                    continue;
                }
                v[cell] = d;
                if (Long.bitCount(cand & -(1L << d)) == 1) {
                    // The board is solvable and every other candidate failed: this one needs no question.
                    kept = true;
                    continue;
                }
                calls++;
                SolveResult r = oracle.solve(p.withGivens(v), limits);
                if (r.isSolved()) {
                    kept = true;
                } else if (!r.isUnsolvable()) {
                    return new Stepwise(Optional.empty(), calls, r.termination());
                } else {
                    v[cell] = 0;
                }
            }
            if (!kept) {
                throw new IllegalStateException("the oracle said solvable, then every digit of "
                        + p.geometry().cellName(cell) + " failed");
            }
        }
        return new Stepwise(Optional.of(new Grid(v)), calls, Termination.EXHAUSTED);
    }

    /** The search result a solve command reports: solved, proven unsolvable, or stopped. */
    public SolveResult asSolveResult(SearchStats stats) {
        return solution.map(g -> SolveResult.solved(g, stats))
                .orElseGet(() ->
                        end == Termination.EXHAUSTED ? SolveResult.unsolvable(stats) : SolveResult.stopped(end, stats));
    }
}
