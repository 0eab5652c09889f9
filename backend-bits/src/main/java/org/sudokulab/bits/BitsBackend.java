package org.sudokulab.bits;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountBuffer;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolverBackend;

/**
 * Propagation on bit sets, the paradigm of the field's fastest solvers. A plain 9x9 goes to {@link BandSearch}
 * (each digit's places as 27-bit band masks, triad reduction by table look-up, a two-digit cell branched on);
 * other plain boards of at most 64 cells (4x4, 6x6, 8x8, their jigsaws, Latin squares to order 8) to {@link
 * DigitSearch} (each digit's places as one 64-bit mask), and counts past 2 of plain boards to 225 cells (10x10 to
 * 15x15, Latin squares to order 15) to {@link WideDigitSearch} (the same over several longs); plain boards from
 * 16x16 on, where a search without memory thrashes, to {@link LearningSearch} (the same singles, each with its reason, and a clause learnt from every
 * contradiction); every other board, killer cages included, up to 35x35, to {@link CellSearch} (a candidate mask
 * per cell, singles, hidden singles, box-line reduction and cage sets to a fixpoint). Counts exactly up to a limit.
 */
public final class BitsBackend implements SolverBackend {
    private static final Set<Capability> ALL = Collections.unmodifiableSet(EnumSet.allOf(Capability.class));

    @Override
    public String id() {
        return "bits";
    }

    @Override
    public String description() {
        return "bit-set propagation (hand-written): 9x9 as digit band masks with box-line triads, plain boards to 64"
                + " cells (counts to 225) as a mask per digit, other boards as cell candidates with singles, hidden singles and"
                + " box-line reduction, fewest choices first; plain boards from 16x16 on with a clause learnt from each"
                + " contradiction";
    }

    @Override
    public String counting() {
        return "one search: goes on after each solution until the limit (plain boards to 225 cells: a board of"
                + " two-candidate cells counted at once, 2 per connected group, two open rows 2 per cycle of their"
                + " column pairs; from 16x16: a clause forbids each solution's decisions)";
    }

    @Override
    public Set<Capability> capabilities() {
        return ALL;
    }

    @Override
    public CountResult count(Puzzle puzzle, long limit, Limits limits) {
        CountBuffer answer = new CountBuffer();
        count(puzzle, limit, limits, answer);
        return answer.toResult();
    }

    /** Answers into the caller's buffer: a 9x9 count allocates nothing once its thread's search exists. */
    @Override
    public void count(Puzzle puzzle, long limit, Limits limits, CountBuffer into) {
        Capability.check(this, puzzle, limit);
        long t0 = System.nanoTime();
        if (BandSearch.fits(puzzle)) {
            BandSearch search = BandSearch.on(limit, limits, t0);
            search.run(puzzle);
            search.answer(into, 0, System.nanoTime() - t0);
            return;
        }
        if (DigitSearch.fits(puzzle)) {
            DigitSearch search = DigitSearch.on(puzzle, limit, limits, t0);
            long t1 = System.nanoTime();
            search.run(puzzle);
            search.answer(into, t1 - t0, System.nanoTime() - t1);
            return;
        }
        if (WideDigitSearch.fits(puzzle, limit)) {
            WideDigitSearch search = WideDigitSearch.on(puzzle, limit, limits, t0);
            long t1 = System.nanoTime();
            search.run(puzzle);
            if (!search.gaveUp) {
                search.answer(into, t1 - t0, System.nanoTime() - t1);
                return;
            }
            // solutions far apart: counted again from the start by the cell search, whose reductions find them
        }
        if (LearningSearch.fits(puzzle)) {
            LearningSearch search =
                    LearningSearch.on(puzzle, Math.min(limit, LearningSearch.MAX_SOLUTIONS), limits, t0);
            long t1 = System.nanoTime();
            search.run(puzzle);
            if (limit <= LearningSearch.MAX_SOLUTIONS || search.found < LearningSearch.MAX_SOLUTIONS) {
                search.answer(into, t1 - t0, System.nanoTime() - t1);
                return;
            }
            // that many solutions: counted again from the start by the cell search, which keeps nothing per solution
        }
        CellSearch search = CellSearch.on(puzzle, limit, limits, t0);
        long t1 = System.nanoTime();
        search.run(puzzle);
        search.answer(into, t1 - t0, System.nanoTime() - t1);
    }
}
