package org.sudokulab.census;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.LocalEngine;

/**
 * "No puzzle with k clues is unique" for a small box geometry, by the method of McGuire et al. (thesis 2.2):
 * for every essentially different grid (equivalent grids have the same minimum, as the symmetries map unique
 * puzzles to unique puzzles), collect minimal unavoidable sets, enumerate the k-cell sets that hit all of
 * them (a puzzle missing an unavoidable set has two solutions), and count the solutions of each with a
 * backend. A unique (k-1)-clue puzzle would extend to a unique k-clue one, so k clues cover fewer too.
 */
public final class MinClueProof {
    /** What one grid took. */
    public record GridReport(
            int index, int unavoidableSets, int smallestSet, long hittingSets, long unique, int[] uniqueClues)
            implements Serializable {}

    /** The whole proof: true when no k-clue puzzle of any class is unique. */
    public record Report(int clues, int classes, List<GridReport> grids, long hittingSets, long unique, long millis) {
        public boolean noneUnique() {
            return unique == 0;
        }
    }

    /** One clue count of the proof, over all classes: the sets used, the boards counted and how many were unique. */
    public record Step(int clues, long unavoidableSets, long hittingSetsCounted, long unique, long millis) {}

    /**
     * The minimum for a geometry: the essentially different grids it ran over, every clue count tried up to the
     * first with a unique puzzle (all others proved none), that minimum and a witness re-counted on its own;
     * {@code minimum} and {@code witness} are null when the proof was stopped before it.
     */
    public record Minimum(
            Geometry geometry,
            int classes,
            long gridsSeen,
            int symmetries,
            int maxSetSize,
            String backend,
            List<Step> steps,
            Integer minimum,
            Puzzle witness,
            Long witnessCount) {}

    private final Engine engine;
    private final Counter counter;
    private final int maxSetSize;
    /** Unavoidable sets per grid, as cell masks: computed once however many clue counts are tried. */
    private final Map<String, long[]> setsOf = new ConcurrentHashMap<>();

    /** The proof here, a grid at a time, counted by {@code counter}. */
    public MinClueProof(Counter counter, int maxSetSize) {
        this(null, counter, maxSetSize);
    }

    /**
     * The proof with each step's grids spread over {@code engine}; its executors count with {@code counter}'s
     * backend, found there by id.
     */
    public MinClueProof(Engine engine, Counter counter, int maxSetSize) {
        this.engine = engine;
        this.counter = counter;
        this.maxSetSize = maxSetSize;
    }

    /** Where a grid's search finds its proof object: this one (in this JVM), or one per JVM made by name. */
    private interface Prover extends Serializable {
        MinClueProof proof();
    }

    private record Here(MinClueProof proof) implements Prover {}

    private record ByName(String backend, int maxSetSize) implements Prover {
        private static final Map<ByName, MinClueProof> PROOFS = new ConcurrentHashMap<>();

        @Override
        public MinClueProof proof() {
            return PROOFS.computeIfAbsent(
                    this,
                    k -> new MinClueProof(
                            new Counter(Backends.discover().require(backend), Limits.none()), maxSetSize));
        }
    }

    /** One grid of a step: its place in the list, the grid, the board's boxes and the clue count. */
    private record GridUnit(int index, int[] grid, int boxRows, int boxCols, int clues) implements Serializable {}

    /**
     * Runs the proof for k = 1, 2, ... over the essentially different grids of {@code g} until a k has a unique
     * puzzle; a step cut short by {@code stop} is left out.
     */
    public Minimum minimum(Geometry g, BooleanSupplier stop) {
        EssentialGrids.Classes classes = EssentialGrids.of(g, stop);
        List<Step> steps = new ArrayList<>();
        for (int clues = 1; !stop.getAsBoolean(); clues++) {
            Report r = prove(g, classes.representatives(), clues, stop, x -> {});
            if (stop.getAsBoolean()) {
                break;
            }
            long sets =
                    r.grids().stream().mapToLong(GridReport::unavoidableSets).sum();
            steps.add(new Step(clues, sets, r.hittingSets(), r.unique(), r.millis()));
            if (!r.noneUnique()) {
                int[] witness = r.grids().stream()
                        .map(GridReport::uniqueClues)
                        .filter(Objects::nonNull)
                        .findFirst()
                        .orElseThrow();
                Puzzle puzzle = new Puzzle(g, witness);
                return new Minimum(
                        g,
                        classes.representatives().size(),
                        classes.gridsSeen(),
                        classes.groupSize(),
                        maxSetSize,
                        counter.backend().id(),
                        steps,
                        clues,
                        puzzle,
                        counter.count(puzzle, 2));
            }
        }
        return new Minimum(
                g,
                classes.representatives().size(),
                classes.gridsSeen(),
                classes.groupSize(),
                maxSetSize,
                counter.backend().id(),
                steps,
                null,
                null,
                null);
    }

    public Report prove(
            Geometry g, List<int[]> representatives, int clues, BooleanSupplier stop, Consumer<GridReport> each) {
        if (g.cellCount() > 64) {
            throw new IllegalArgumentException(
                    "the hitting-set search keeps cell sets in 64-bit masks: boards up to 8x8");
        }
        long start = System.nanoTime();
        List<GridUnit> units = new ArrayList<>();
        for (int i = 0; i < representatives.size(); i++) {
            units.add(new GridUnit(i + 1, representatives.get(i), g.boxRows(), g.boxCols(), clues));
        }
        GridReport[] done = new GridReport[units.size()];
        // Without an engine: a grid at a time here, with this proof's counter (no executor makes its own).
        Prover prover =
                engine == null ? new Here(this) : new ByName(counter.backend().id(), maxSetSize);
        (engine == null ? new LocalEngine(1) : engine)
                .runUntil(
                        prover,
                        units,
                        (p, u, where) -> p.proof().search(u, where.cancellation()::isCancelled),
                        (i, r) -> done[i] = r,
                        stop);
        // The grids in order, up to the first that did not finish.
        List<GridReport> reports = new ArrayList<>();
        long hitting = 0;
        long unique = 0;
        for (int i = 0; i < done.length && done[i] != null && !stop.getAsBoolean(); i++) {
            reports.add(done[i]);
            each.accept(done[i]);
            hitting += done[i].hittingSets();
            unique += done[i].unique();
        }
        return new Report(
                clues, representatives.size(), reports, hitting, unique, (System.nanoTime() - start) / 1_000_000);
    }

    /** One grid of a step: its unavoidable sets (once per grid) and the hitting sets of the step's size. */
    private GridReport search(GridUnit u, BooleanSupplier stop) {
        Geometry g = Geometry.boxes(u.boxRows(), u.boxCols());
        long[] masks = setsOf.computeIfAbsent(Arrays.toString(u.grid()), k -> masks(g, u.grid()));
        Search search = new Search(g, u.grid(), masks, u.clues(), stop);
        search.run(0L, 0L, 0);
        return new GridReport(
                u.index(),
                masks.length,
                masks.length == 0 ? 0 : Long.bitCount(masks[0]),
                search.hitting,
                search.unique,
                search.firstUnique);
    }

    private long[] masks(Geometry g, int[] grid) {
        List<int[]> sets = UnavoidableSets.minimal(g, grid, maxSetSize);
        long[] masks = new long[sets.size()];
        for (int s = 0; s < masks.length; s++) {
            for (int cell : sets.get(s)) {
                masks[s] |= 1L << cell;
            }
        }
        return masks;
    }

    /** Hitting sets of exactly {@code clues} cells (each found once), each checked by an exact count. */
    private final class Search {
        private final Geometry g;
        private final int[] grid;
        private final long[] sets;
        private final int clues;
        private final BooleanSupplier stop;
        long hitting;
        long unique;
        int[] firstUnique;

        Search(Geometry g, int[] grid, long[] sets, int clues, BooleanSupplier stop) {
            this.g = g;
            this.grid = grid;
            this.sets = sets;
            this.clues = clues;
            this.stop = stop;
        }

        /** {@code chosen}: clue cells so far; {@code forbidden}: cells earlier branches already covered. */
        void run(long chosen, long forbidden, int size) {
            if (stop.getAsBoolean()) {
                return;
            }
            // the unhit set with the fewest allowed cells
            long best = -1;
            int bestCount = Integer.MAX_VALUE;
            for (long s : sets) {
                if ((s & chosen) == 0) {
                    long allowed = s & ~forbidden;
                    int c = Long.bitCount(allowed);
                    if (c < bestCount) {
                        best = allowed;
                        bestCount = c;
                        if (c == 0) {
                            return; // an unhittable set: no puzzle below this node
                        }
                    }
                }
            }
            if (best == -1) {
                // every set is hit: complete to exactly `clues` cells with the allowed cells left, in order
                complete(chosen, forbidden, size, 0);
                return;
            }
            if (size == clues || lowerBound(chosen, forbidden) > clues - size) {
                return;
            }
            long tried = 0;
            for (long rest = best; rest != 0; rest &= rest - 1) {
                long bit = rest & -rest;
                run(chosen | bit, forbidden | tried, size + 1);
                tried |= bit;
            }
        }

        /** Disjoint unhit sets, greedily: each needs its own clue. */
        private int lowerBound(long chosen, long forbidden) {
            long used = 0;
            int count = 0;
            for (long s : sets) {
                if ((s & chosen) == 0 && (s & used) == 0) {
                    used |= s;
                    count++;
                }
            }
            return count;
        }

        /** All hitting sets are found here: add any further allowed cells (above the last added) to reach the size. */
        private void complete(long chosen, long forbidden, int size, int from) {
            if (size == clues) {
                check(chosen);
                return;
            }
            int cells = grid.length;
            for (int cell = from; cell < cells; cell++) {
                long bit = 1L << cell;
                if ((chosen & bit) == 0 && (forbidden & bit) == 0) {
                    // cells added here are forbidden to the branches above (they were "tried" there) only if
                    // they were branched on; extra cells are ordered, so each set is made once
                    complete(chosen | bit, forbidden | bit, size + 1, cell + 1);
                }
            }
        }

        private void check(long chosen) {
            hitting++;
            int[] board = new int[grid.length];
            for (int cell = 0; cell < grid.length; cell++) {
                if ((chosen & (1L << cell)) != 0) {
                    board[cell] = grid[cell];
                }
            }
            long count = counter.count(new Puzzle(g, board), 2);
            if (count < 0) {
                throw new IllegalStateException("a count did not finish: the proof would have a hole");
            }
            if (count == 1) {
                unique++;
                if (firstUnique == null) {
                    firstUnique = board;
                }
            }
        }
    }
}
