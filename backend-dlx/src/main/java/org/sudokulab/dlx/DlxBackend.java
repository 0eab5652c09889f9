package org.sudokulab.dlx;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Enumerating;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SearchTree;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.SymmetricGrids;
import org.sudokulab.api.Termination;

/**
 * Exact cover by Dancing Links (Knuth 2000): 4n^2 items (+ n+1 per killer cage), at most n^3 options; the
 * givens are chosen before the search. Every geometry and killer cages; counts exactly up to a limit.
 */
public final class DlxBackend implements SolverBackend, SearchTree.Traceable, Enumerating, SymmetricGrids {
    @Override
    public String id() {
        return "dlx";
    }

    @Override
    public String description() {
        return "Dancing Links exact cover (Knuth's Algorithm X, hand-written), shortest item first";
    }

    @Override
    public String counting() {
        return "one search: Algorithm X goes on after each solution until the limit";
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
        SudokuCover model = SudokuCover.of(puzzle);
        long t1 = System.nanoTime();
        if (model.contradictory) {
            SearchStats stats = new SearchStats(t1 - t0, 0, counters(0, 0));
            return new CountResult(0, Termination.EXHAUSTED, Optional.empty(), stats);
        }
        Termination end = model.cover.search(limit, deadline);
        long t2 = System.nanoTime();
        long found = model.cover.solutions();
        Optional<Grid> first =
                found > 0 ? Optional.of(new Grid(model.decode(model.cover.firstSolution()))) : Optional.empty();
        SearchStats stats = new SearchStats(t1 - t0, t2 - t1, counters(model.cover.nodes(), model.cover.guesses()));
        return new CountResult(found, end, first, stats);
    }

    /** Nodes first: the bench's effort column. */
    private static Map<String, Long> counters(long nodes, long guesses) {
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put("nodes", nodes);
        counters.put(SearchStats.GUESSES, guesses);
        return counters;
    }

    /** The whole search tree: every option the search enters (a placement, or a killer cage's digit set as cell -1). */
    @Override
    public SearchTree trace(Puzzle puzzle, int maxNodes, Limits limits) {
        Capability.check(this, puzzle, Long.MAX_VALUE);
        SudokuCover model = SudokuCover.of(puzzle);
        SearchTree.Recorder recorder = new SearchTree.Recorder(maxNodes);
        if (!model.contradictory) {
            model.cover.trace(new ExactCover.Tracer() {
                @Override
                public void enter(int option) {
                    recorder.enter(model.cellOf(option), model.digitOf(option));
                }

                @Override
                public void leave() {
                    recorder.leave();
                }

                @Override
                public void solution() {
                    recorder.solution();
                }
            });
            return recorder.tree(model.cover.search(Long.MAX_VALUE, limits.start()));
        }
        return recorder.tree(Termination.EXHAUSTED);
    }

    /**
     * Every solution, read off the search's path: the options it has entered (a placement each, or a cage's digit
     * set) fill the cells the givens leave open.
     */
    @Override
    public Termination solutions(Puzzle puzzle, long limit, Limits limits, Consumer<int[]> each) {
        Capability.check(this, puzzle, limit);
        SudokuCover model = SudokuCover.of(puzzle);
        if (model.contradictory) {
            return Termination.EXHAUSTED;
        }
        int[] grid = puzzle.givens();
        int[] path = new int[puzzle.cellCount() + puzzle.cages().size() + 1];
        int[] depth = {0};
        model.cover.trace(new ExactCover.Tracer() {
            @Override
            public void enter(int option) {
                path[depth[0]++] = option;
            }

            @Override
            public void leave() {
                depth[0]--;
            }

            @Override
            public void solution() {
                for (int i = 0; i < depth[0]; i++) {
                    int cell = model.cellOf(path[i]);
                    if (cell >= 0) {
                        grid[cell] = model.digitOf(path[i]);
                    }
                }
                each.accept(grid);
            }
        });
        return model.cover.search(limit, limits.start());
    }

    @Override
    public OptionalLong symmetricGrids(Geometry geometry, int[] cellMap, int[] relabelling, Limits limits) {
        return cover(geometry, cellMap, relabelling).count(limits);
    }

    @Override
    public Optional<Estimate> estimateSymmetricGrids(
            Geometry geometry, int[] cellMap, int[] relabelling, int walks, Random random, Limits limits) {
        if (walks < 1) {
            throw new IllegalArgumentException("an estimate needs at least one walk, not " + walks);
        }
        return cover(geometry, cellMap, relabelling).estimate(walks, random, limits);
    }

    private static SymmetricGridCover cover(Geometry geometry, int[] cellMap, int[] relabelling) {
        requirePermutation(cellMap, geometry.cellCount(), "the map of the cells");
        requirePermutation(relabelling, geometry.size(), "the relabelling");
        return new SymmetricGridCover(geometry, cellMap, relabelling);
    }

    private static void requirePermutation(int[] map, int size, String what) {
        int[] sorted = map.clone();
        Arrays.sort(sorted);
        boolean permutation = map.length == size;
        for (int k = 0; k < sorted.length; k++) {
            permutation &= sorted[k] == k;
        }
        if (!permutation) {
            throw new IllegalArgumentException(what + " is not a permutation of 0.." + (size - 1));
        }
    }
}
