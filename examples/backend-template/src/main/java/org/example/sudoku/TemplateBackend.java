package org.example.sudoku;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;

/**
 * A plain backtracker, the starting point of a backend of your own: the empty cell with the fewest digits left first,
 * each digit its houses allow, no other inference. Rename the id, then make the search yours.
 *
 * <p>What the contract asks (docs/plugins.md): check the capabilities first; answer "no solution", a timeout or a
 * cancellation as a result, never an exception; count exactly up to the limit; keep no state between calls, since the
 * bench may call from several threads.
 */
public final class TemplateBackend implements SolverBackend {
    @Override
    public String id() {
        return "template";
    }

    @Override
    public String description() {
        return "plain backtracking from the plugin template: fewest candidates first, no propagation";
    }

    @Override
    public Set<Capability> capabilities() {
        // no KILLER: a puzzle with cages is refused (UnsupportedPuzzleException), never guessed at
        return EnumSet.of(Capability.BOXES, Capability.JIGSAW, Capability.COUNT, Capability.LARGE);
    }

    @Override
    public String counting() {
        return "one search that goes on after each solution";
    }

    @Override
    public CountResult count(Puzzle puzzle, long limit, Limits limits) {
        Capability.check(this, puzzle, limit);
        long start = System.nanoTime();
        Search search = new Search(puzzle, limit, limits, start); // all state is per call: safe from any thread
        Termination end = search.run();
        Optional<Grid> first = Optional.ofNullable(search.first).map(Grid::new);
        SearchStats stats = SearchStats.of(0, System.nanoTime() - start).with(SearchStats.GUESSES, search.guesses);
        return new CountResult(search.count, end, first, stats);
    }

    /** One call's search: the board, and per house a bit set of the digits placed in it. */
    private static final class Search {
        private final Geometry geometry;
        private final int[] cells;
        private final long[] used;
        private final long limit;
        private final Limits limits;
        private final long start;
        private long count;
        private long guesses;
        private long nodes;
        private int[] first;
        private Termination stopped;

        Search(Puzzle puzzle, long limit, Limits limits, long start) {
            this.geometry = puzzle.geometry();
            this.cells = puzzle.givens();
            this.used = new long[geometry.houseCount()];
            this.limit = limit;
            this.limits = limits;
            this.start = start;
        }

        Termination run() {
            for (int cell = 0; cell < cells.length; cell++) {
                int digit = cells[cell];
                if (digit != 0) {
                    if ((candidates(cell) & bit(digit)) == 0) {
                        return Termination.EXHAUSTED; // two equal givens in a house: no solution
                    }
                    place(cell, digit);
                }
            }
            search();
            if (stopped != null) {
                return stopped;
            }
            return count >= limit ? Termination.SOLUTION_LIMIT : Termination.EXHAUSTED;
        }

        /** False when the search must end: the limit reached, the time up, or the caller cancelled. */
        private boolean search() {
            if ((++nodes & 0xFFF) == 0 && (stopped = limits.stopReason(start)) != null) {
                return false;
            }
            int best = -1;
            long bestCandidates = 0;
            int fewest = Integer.MAX_VALUE;
            for (int cell = 0; cell < cells.length; cell++) {
                if (cells[cell] == 0) {
                    long c = candidates(cell);
                    int n = Long.bitCount(c);
                    if (n == 0) {
                        return true; // a dead end: back up
                    }
                    if (n < fewest) {
                        fewest = n;
                        best = cell;
                        bestCandidates = c;
                    }
                }
            }
            if (best < 0) {
                if (first == null) {
                    first = cells.clone();
                }
                return ++count < limit;
            }
            for (long c = bestCandidates; c != 0; c &= c - 1) {
                int digit = Long.numberOfTrailingZeros(c);
                guesses++;
                place(best, digit);
                boolean goOn = search();
                remove(best, digit);
                if (!goOn) {
                    return false;
                }
            }
            return true;
        }

        private long candidates(int cell) {
            long taken = 0;
            for (int h : geometry.housesOf(cell)) {
                taken |= used[h];
            }
            long all = ((1L << geometry.size()) - 1) << 1; // digits 1..n as bits 1..n
            return all & ~taken;
        }

        private void place(int cell, int digit) {
            cells[cell] = digit;
            for (int h : geometry.housesOf(cell)) {
                used[h] |= bit(digit);
            }
        }

        private void remove(int cell, int digit) {
            cells[cell] = 0;
            for (int h : geometry.housesOf(cell)) {
                used[h] &= ~bit(digit);
            }
        }

        private static long bit(int digit) {
            return 1L << digit;
        }
    }
}
