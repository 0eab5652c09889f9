package org.sudokulab.generator;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.io.PuzzleEntry;

/**
 * One kind of generated item and how to draw it: what {@code sudokulab generate} prints and what a bench's
 * generated corpus holds. A draw makes an item or returns null (this grid or layout gave none, draw again);
 * {@link #make} runs the draws, so that the same seed gives the same items wherever they are made.
 */
public sealed interface Recipe {
    /** The source generated entries name. */
    String SOURCE = "generate";

    /** Item {@code number} from {@code random}, every count exact through {@code counter}; null: draw again. */
    PuzzleEntry draw(Counter counter, RandomGenerator random, int number);

    /** How many draws one item may take before {@link #make} gives up on it. */
    default int maxDraws() {
        return 1;
    }

    /** An item took {@link #maxDraws} draws without success. */
    final class NothingFound extends RuntimeException {
        NothingFound(int item, int draws) {
            super("item " + item + ": nothing found in " + draws + " draws");
        }
    }

    /**
     * Makes {@code count} items, item i (1-based) from the i-th stream split off {@code SplittableRandom(seed)},
     * each handed to {@code sink} as soon as it is made. Stops early, with the items made so far, when
     * {@code stop} says so (a count that a cancellation cut short fails its draw; that failure is not reported).
     *
     * @return the number of items made
     * @throws NothingFound when an item takes {@link #maxDraws} draws
     */
    static int make(
            Recipe recipe, Counter counter, long seed, int count, BooleanSupplier stop, Consumer<PuzzleEntry> sink) {
        SplittableRandom master = new SplittableRandom(seed);
        for (int i = 1; i <= count; i++) {
            RandomGenerator random = master.split();
            PuzzleEntry entry = null;
            for (int d = 0; d < recipe.maxDraws() && entry == null; d++) {
                if (stop.getAsBoolean()) {
                    return i - 1;
                }
                try {
                    entry = recipe.draw(counter, random, i);
                } catch (RuntimeException e) {
                    if (stop.getAsBoolean()) {
                        return i - 1;
                    }
                    throw e;
                }
            }
            if (entry == null) {
                throw new NothingFound(i, recipe.maxDraws());
            }
            sink.accept(entry);
        }
        return count;
    }

    /** Completed grids of one geometry. */
    record Grids(GridSampler sampler) implements Recipe {
        @Override
        public PuzzleEntry draw(Counter counter, RandomGenerator random, int number) {
            return PuzzleEntry.made(
                    SOURCE,
                    number,
                    new Puzzle(sampler.geometry(), sampler.sample(random)),
                    OptionalLong.empty(),
                    Optional.empty());
        }
    }

    /**
     * Quasigroups with holes: a random Latin square of order {@code n} ({@link LatinSquareSampler}, {@code steps}
     * moves) with {@code holes} cells emptied, uniformly or {@code balanced} ({@link Quasigroups#withHoles}).
     * Always completable; how many completions is not counted (near the hardness peak that is the hard part).
     */
    record QuasigroupsWithHoles(int n, int holes, boolean balanced, long steps) implements Recipe {
        public QuasigroupsWithHoles {
            new LatinSquareSampler(n, steps); // the order's and the chain's checks
            if (holes < 0 || holes > n * n) {
                throw new IllegalArgumentException("holes must be 0 to " + n * n + " on order " + n + ", got " + holes);
            }
        }

        @Override
        public PuzzleEntry draw(Counter counter, RandomGenerator random, int number) {
            LatinSquareSampler squares = new LatinSquareSampler(n, steps);
            int[] square = squares.sample(random);
            return PuzzleEntry.made(
                    SOURCE,
                    number,
                    new Puzzle(squares.geometry(), Quasigroups.withHoles(square, n, holes, balanced, random)),
                    OptionalLong.empty(),
                    Optional.empty());
        }
    }

    /** Quasigroup completion: {@code preassigned} symbols placed at random ({@link Quasigroups#completion}). */
    record QuasigroupCompletion(int n, int preassigned) implements Recipe {
        public QuasigroupCompletion {
            Geometry.boxes(1, n);
            if (preassigned < 0 || preassigned > n * n) {
                throw new IllegalArgumentException(
                        "pre-assigned cells must be 0 to " + n * n + " on order " + n + ", got " + preassigned);
            }
        }

        @Override
        public PuzzleEntry draw(Counter counter, RandomGenerator random, int number) {
            return PuzzleEntry.made(
                    SOURCE,
                    number,
                    new Puzzle(Geometry.boxes(1, n), Quasigroups.completion(n, preassigned, random)),
                    OptionalLong.empty(),
                    Optional.empty());
        }
    }

    /** Completed grids, each on a random jigsaw layout of {@code size} (a layout without a grid is drawn again). */
    record JigsawGrids(int size) implements Recipe {
        public JigsawGrids {
            Jigsaw.checkSize(size);
        }

        @Override
        public int maxDraws() {
            return 1000;
        }

        @Override
        public PuzzleEntry draw(Counter counter, RandomGenerator random, int number) {
            Puzzle grid = Jigsaw.grid(size, random);
            return grid == null ? null : PuzzleEntry.made(SOURCE, number, grid, OptionalLong.empty(), Optional.empty());
        }
    }

    /**
     * Unique puzzles: clue orbits ({@code symmetry}) removed from a random grid while the solution stays unique,
     * down to {@code clues} when above 0 (a grid that cannot get that low is drawn again); with {@code minimal},
     * proven minimal by one count per clue; with {@code difficulty}, the final proof's effort attached.
     */
    record Unique(GridSampler sampler, ClueSymmetry symmetry, int clues, boolean minimal, boolean difficulty)
            implements Recipe {
        public Unique {
            if (clues < 0 || clues > sampler.geometry().cellCount()) {
                throw new IllegalArgumentException(
                        "clues must be between 0 and " + sampler.geometry().cellCount() + ", got " + clues);
            }
            if (minimal && clues > 0) {
                throw new IllegalArgumentException("minimal and a clue target ask for different stops; pick one");
            }
        }

        @Override
        public int maxDraws() {
            return clues > 0 ? 1000 : 1;
        }

        @Override
        public PuzzleEntry draw(Counter counter, RandomGenerator random, int number) {
            PuzzleDigger digger = new PuzzleDigger(counter);
            PuzzleDigger.Dug dug = digger.unique(
                    sampler.geometry(), sampler.sample(random), List.of(), symmetry, minimal ? 0 : clues, random);
            if (clues > 0 && dug.puzzle().clueCount() > clues) {
                return null;
            }
            if (minimal) {
                String notMinimal = digger.removableClue(dug.puzzle(), symmetry);
                if (notMinimal != null) {
                    throw new IllegalStateException("not minimal: " + notMinimal);
                }
            }
            PuzzleEntry e = dug.entry(SOURCE, number);
            return difficulty ? e.withDifficulty(Counter.effort(dug.proof())) : e;
        }
    }

    /**
     * Boards with exactly {@code k} solutions (seed 000): a random grid dug while the count (limit k+1) stays at
     * most k, accepted on exactly k, else another grid, up to {@code attempts} grids.
     */
    record KSudoku(GridSampler sampler, long k, int attempts) implements Recipe {
        public KSudoku {
            if (k < 1) {
                throw new IllegalArgumentException("k must be at least 1, got " + k);
            }
            if (attempts < 1) {
                throw new IllegalArgumentException("attempts must be at least 1, got " + attempts);
            }
        }

        @Override
        public int maxDraws() {
            return attempts;
        }

        @Override
        public PuzzleEntry draw(Counter counter, RandomGenerator random, int number) {
            PuzzleDigger.Dug dug =
                    new PuzzleDigger(counter).exactly(sampler.geometry(), sampler.sample(random), k, random);
            return dug == null ? null : dug.entry(SOURCE, number);
        }
    }

    /** Unique jigsaw puzzles on random layouts of {@code size}. */
    record Jigsaw(int size) implements Recipe {
        public Jigsaw {
            checkSize(size);
        }

        static void checkSize(int size) {
            if (size < 2 || size > 16) {
                throw new IllegalArgumentException("a jigsaw size must be between 2 and 16, got " + size);
            }
        }

        @Override
        public int maxDraws() {
            return 1000;
        }

        /** A random layout of {@code size} filled by a random grid, or null when the layout has no grid. */
        static Puzzle grid(int size, RandomGenerator random) {
            Geometry g = JigsawLayouts.draw(size, random);
            try {
                return new Puzzle(g, GridSampler.of("search", g).sample(random));
            } catch (IllegalStateException noCompletion) {
                return null;
            }
        }

        @Override
        public PuzzleEntry draw(Counter counter, RandomGenerator random, int number) {
            Puzzle grid = grid(size, random);
            return grid == null
                    ? null
                    : new PuzzleDigger(counter)
                            .unique(grid.geometry(), grid.givens(), List.of(), ClueSymmetry.NONE, 0, random)
                            .entry(SOURCE, number);
        }
    }

    /** Unique killer puzzles: cages grown over a random grid and split until unique, plus {@code givens} givens. */
    record Killer(GridSampler sampler, int givens) implements Recipe {
        public Killer {
            if (givens < 0 || givens > sampler.geometry().cellCount()) {
                throw new IllegalArgumentException(
                        "givens must be between 0 and " + sampler.geometry().cellCount() + ", got " + givens);
            }
        }

        @Override
        public PuzzleEntry draw(Counter counter, RandomGenerator random, int number) {
            return new KillerMaker(counter)
                    .make(sampler.geometry(), sampler.sample(random), givens, random)
                    .entry(SOURCE, number);
        }
    }

    /**
     * Quasigroup-with-holes' setting (Achlioptas et al. 2000): a random grid with {@code givens} cells kept, chosen at
     * random. Always solvable; unique or not. Nothing is counted.
     */
    record Holes(GridSampler sampler, int givens) implements Recipe {
        public Holes {
            checkGivens(sampler.geometry(), givens);
        }

        @Override
        public PuzzleEntry draw(Counter counter, RandomGenerator random, int number) {
            Geometry g = sampler.geometry();
            int[] grid = sampler.sample(random);
            int[] kept = new int[grid.length];
            int[] order = cellOrder(g, random);
            for (int i = 0; i < givens; i++) {
                kept[order[i]] = grid[order[i]];
            }
            return PuzzleEntry.made(SOURCE, number, new Puzzle(g, kept), OptionalLong.empty(), Optional.empty());
        }
    }

    /**
     * Quasigroup completion's setting (Gomes and Selman 1997): {@code givens} cells filled in a random order, each
     * with a random digit among those its filled peers leave; a cell with none left is passed over. No rule is broken,
     * but the board need not extend to a grid. Drawn again when fewer than {@code givens} cells could be filled.
     */
    record Partial(Geometry geometry, int givens) implements Recipe {
        public Partial {
            checkGivens(geometry, givens);
        }

        @Override
        public int maxDraws() {
            return 1000;
        }

        @Override
        public PuzzleEntry draw(Counter counter, RandomGenerator random, int number) {
            int[] board = new int[geometry.cellCount()];
            int filled = 0;
            for (int cell : cellOrder(geometry, random)) {
                if (filled == givens) {
                    break;
                }
                boolean[] seen = geometry.digitsSeen(board, cell);
                int[] left = new int[geometry.size()];
                int k = 0;
                for (int d = 1; d <= geometry.size(); d++) {
                    if (!seen[d]) {
                        left[k++] = d;
                    }
                }
                if (k > 0) {
                    board[cell] = left[random.nextInt(k)];
                    filled++;
                }
            }
            return filled < givens
                    ? null
                    : PuzzleEntry.made(
                            SOURCE, number, new Puzzle(geometry, board), OptionalLong.empty(), Optional.empty());
        }
    }

    private static void checkGivens(Geometry g, int givens) {
        if (givens < 0 || givens > g.cellCount()) {
            throw new IllegalArgumentException("givens must be between 0 and " + g.cellCount() + ", got " + givens);
        }
    }

    /** The cells in a random order (Fisher-Yates). */
    private static int[] cellOrder(Geometry g, RandomGenerator random) {
        int[] order = new int[g.cellCount()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }
}
