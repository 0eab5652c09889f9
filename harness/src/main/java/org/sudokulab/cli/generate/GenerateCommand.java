package org.sudokulab.cli.generate;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleWriter;
import org.sudokulab.cli.BackendOption;
import org.sudokulab.cli.BoardPrinter;
import org.sudokulab.cli.BoxesOption;
import org.sudokulab.cli.CtrlC;
import org.sudokulab.cli.ExitCode;
import org.sudokulab.cli.QuietOption;
import org.sudokulab.cli.TimeoutOption;
import org.sudokulab.generator.ClueSymmetry;
import org.sudokulab.generator.GridSampler;
import org.sudokulab.generator.JigsawLayouts;
import org.sudokulab.generator.KillerMaker;
import org.sudokulab.generator.PuzzleDigger;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudokulab generate grid|puzzle|ksudoku|jigsaw|killer}: one item per line, readable by every other command. */
@Command(
        name = "generate",
        mixinStandardHelpOptions = true,
        description = {
            "Generate solved grids, unique (and minimal) puzzles, k-sudokus, jigsaw and killer puzzles.",
            "Every count is exact, through the backend of -b. Same --seed, same output. Boards have 3x3 boxes",
            "unless --boxes says otherwise."
        },
        subcommands = {
            GenerateCommand.GridCmd.class,
            GenerateCommand.PuzzleCmd.class,
            GenerateCommand.KSudokuCmd.class,
            GenerateCommand.JigsawCmd.class,
            GenerateCommand.KillerCmd.class
        })
public final class GenerateCommand implements Runnable {
    private static final String SOURCE = "generate";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(
                spec.commandLine(), "missing what to generate (grid, puzzle, ksudoku, jigsaw, killer)");
    }

    /** Runs {@code make} --count times with one random stream split per item, printing each entry at once. */
    abstract static class Generator implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Mixin
        BackendOption backend;

        @Mixin
        TimeoutOption timeout;

        @Option(names = "--seed", defaultValue = "1", description = "Random seed. Default: ${DEFAULT-VALUE}.")
        long seed;

        @Option(
                names = "--count",
                defaultValue = "1",
                paramLabel = "N",
                description = "How many to make. Default: ${DEFAULT-VALUE}.")
        int count;

        @Option(names = "--json", description = "JSON objects instead of the shortest text form.")
        boolean json;

        @Mixin
        QuietOption quietOption;

        @Option(
                names = "--pretty",
                description = "Draw each item as a board (box borders, jigsaw regions, killer cages) after its line.")
        boolean pretty;

        Counter counter;
        private CtrlC ctrlC;
        private final Cancellation cancellation = new Cancellation();

        /** One item as an entry (made by {@code generate}, number {@code number}); null when this draw made nothing. */
        abstract PuzzleEntry make(RandomGenerator random, int number);

        /** How many draws one item may take before the command gives up on it. */
        int maxDraws() {
            return 1;
        }

        /** Checked before anything is made; a usage error for bad values. */
        void validate() {}

        CommandLine.ParameterException usage(String message) {
            return new CommandLine.ParameterException(spec.commandLine(), message);
        }

        boolean interrupted() {
            return ctrlC != null && ctrlC.interrupted();
        }

        @Override
        public Integer call() {
            if (count < 1) {
                throw usage("--count must be at least 1");
            }
            validate();
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            counter = new Counter(backend.backend(), timeout.limits(cancellation));
            ctrlC = CtrlC.install(cancellation);
            SplittableRandom master = new SplittableRandom(seed);
            long start = System.nanoTime();
            long nextReport = start + TimeUnit.SECONDS.toNanos(10);
            int made = 0;
            try {
                for (int i = 0; i < count && !interrupted(); i++) {
                    RandomGenerator random = master.split();
                    PuzzleEntry entry = null;
                    for (int draw = 0; draw < maxDraws() && entry == null && !interrupted(); draw++) {
                        try {
                            entry = make(random, i + 1);
                        } catch (RuntimeException e) {
                            if (interrupted()) {
                                break;
                            }
                            throw e;
                        }
                    }
                    if (interrupted()) {
                        break;
                    }
                    if (entry == null) {
                        err.println("sudokulab: item " + (i + 1) + ": nothing found in " + maxDraws() + " draws");
                        return ExitCode.FAILED;
                    }
                    out.println(json ? PuzzleWriter.toJson(entry) : PuzzleWriter.toLine(entry));
                    if (pretty) {
                        out.println(BoardPrinter.render(
                                entry.puzzle(), entry.puzzle().givens()));
                    }
                    out.flush();
                    made++;
                    if (!quietOption.quiet() && System.nanoTime() > nextReport) {
                        err.printf("sudokulab: %d of %d in %.0f s%n", made, count, (System.nanoTime() - start) / 1e9);
                        nextReport = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                    }
                }
                // Before close(): after it, an interrupted JVM exits at once.
                if (!quietOption.quiet()) {
                    err.printf(
                            "sudokulab: %d made in %.1f s%s%n",
                            made,
                            (System.nanoTime() - start) / 1e9,
                            interrupted() ? " (interrupted; every line printed is complete)" : "");
                }
                return interrupted() ? ExitCode.INTERRUPTED : ExitCode.OK;
            } finally {
                try {
                    out.flush();
                    err.flush();
                } finally {
                    ctrlC.close(); // also when the flush fails: the hook must not wait for a command that ended
                }
            }
        }

        /** A puzzle dug from a grid, as an entry, with its difficulty when asked for. */
        PuzzleEntry entry(PuzzleDigger.Dug dug, int number, boolean difficulty) {
            PuzzleEntry e = dug.entry(SOURCE, number);
            return difficulty ? e.withDifficulty(Counter.effort(dug.proof())) : e;
        }
    }

    @Command(name = "grid", mixinStandardHelpOptions = true, description = "Completed grids.")
    static final class GridCmd extends Generator {
        @Mixin
        BoxesOption boxes;

        @Option(
                names = "--jigsaw",
                paramLabel = "N",
                description = "A random jigsaw layout of size N instead of boxes.")
        Integer jigsaw;

        @Option(
                names = "--method",
                defaultValue = "search",
                paramLabel = "search|rows",
                description = "search: randomised exact search (any geometry); rows: the row-successor method "
                        + "(boxes, n <= 9; exactly uniform up to 6x6). Default: ${DEFAULT-VALUE}.")
        String method;

        private GridSampler sampler;

        @Override
        void validate() {
            if (jigsaw == null) {
                try {
                    sampler = GridSampler.of(method, boxes.geometry("3x3"));
                } catch (IllegalArgumentException e) {
                    throw usage(e.getMessage());
                }
            } else if (!method.equals("search")) {
                throw usage("--jigsaw grids come from --method search");
            }
        }

        @Override
        int maxDraws() {
            return jigsaw == null ? 1 : 1000;
        }

        @Override
        PuzzleEntry make(RandomGenerator random, int number) {
            GridSampler s = jigsaw == null ? sampler : GridSampler.of("search", JigsawLayouts.draw(jigsaw, random));
            int[] grid;
            try {
                grid = s.sample(random);
            } catch (IllegalStateException noCompletion) {
                return null; // a jigsaw layout without a grid: draw another
            }
            return PuzzleEntry.made(
                    SOURCE, number, new Puzzle(s.geometry(), grid), OptionalLong.empty(), Optional.empty());
        }
    }

    @Command(
            name = "puzzle",
            mixinStandardHelpOptions = true,
            description = {
                "Unique puzzles: clues removed from a random grid while an exact count (limit 2) stays 1.",
                "Text output is the golden form GIVENS:1:SOLUTION (JSON for other box shapes)."
            })
    static final class PuzzleCmd extends Generator {
        @Mixin
        BoxesOption boxes;

        @Option(
                names = "--minimal",
                description = {
                    "Prove the result minimal: removing any one clue must leave several solutions",
                    "(one count per clue). The removal pass already ends minimal (with --symmetry: no orbit can go);",
                    "this checks it."
                })
        boolean minimal;

        @Option(
                names = "--clues",
                defaultValue = "0",
                paramLabel = "N",
                description =
                        "Stop removing at N clues; draws again when a grid cannot get that low. Default: as few as "
                                + "one pass allows.")
        int clues;

        @Option(
                names = "--symmetry",
                defaultValue = "none",
                paramLabel = "none|rot180|rot90|mirror|diagonal",
                description = "Keep the clues symmetric. Default: ${DEFAULT-VALUE}.")
        String symmetry;

        @Option(
                names = "--difficulty",
                description = "Add the search effort of the final uniqueness proof (JSON 'difficulty').")
        boolean difficulty;

        @Option(
                names = "--method",
                defaultValue = "search",
                paramLabel = "search|rows",
                description = "How the grid is drawn. Default: ${DEFAULT-VALUE}.")
        String method;

        private GridSampler sampler;
        private ClueSymmetry clueSymmetry;

        @Override
        void validate() {
            try {
                sampler = GridSampler.of(method, boxes.geometry("3x3"));
                clueSymmetry = ClueSymmetry.parse(symmetry);
            } catch (IllegalArgumentException e) {
                throw usage(e.getMessage());
            }
            if (clues < 0 || clues > sampler.geometry().cellCount()) {
                throw usage(
                        "--clues must be between 0 and " + sampler.geometry().cellCount());
            }
            if (minimal && clues > 0) {
                throw usage("--minimal and --clues ask for different stops; pick one");
            }
        }

        @Override
        int maxDraws() {
            return clues > 0 ? 1000 : 1;
        }

        @Override
        PuzzleEntry make(RandomGenerator random, int number) {
            int[] grid = sampler.sample(random);
            PuzzleDigger digger = new PuzzleDigger(counter);
            PuzzleDigger.Dug dug =
                    digger.unique(sampler.geometry(), grid, List.of(), clueSymmetry, minimal ? 0 : clues, random);
            if (clues > 0 && dug.puzzle().clueCount() > clues) {
                return null;
            }
            if (minimal) {
                String notMinimal = digger.removableClue(dug.puzzle(), clueSymmetry);
                if (notMinimal != null) {
                    throw new IllegalStateException("not minimal: " + notMinimal);
                }
            }
            return entry(dug, number, difficulty);
        }
    }

    @Command(
            name = "ksudoku",
            mixinStandardHelpOptions = true,
            description = {
                "Boards with exactly K solutions (seed 000): dig a random grid keeping a removal while the count",
                "(limit K+1) stays <= K; accept on exactly K, else draw a new grid. Output: GIVENS:K."
            })
    static final class KSudokuCmd extends Generator {
        @Option(names = "--k", required = true, paramLabel = "K", description = "The number of solutions.")
        long k;

        @Mixin
        BoxesOption boxes;

        @Option(
                names = "--attempts",
                defaultValue = "2000",
                paramLabel = "N",
                description = "Grids to try per board before giving up. Default: ${DEFAULT-VALUE}.")
        int attempts;

        private GridSampler sampler;

        @Override
        void validate() {
            if (k < 1) {
                throw usage("--k must be at least 1");
            }
            sampler = GridSampler.of("search", boxes.geometry("3x3"));
        }

        @Override
        int maxDraws() {
            return attempts;
        }

        @Override
        PuzzleEntry make(RandomGenerator random, int number) {
            int[] grid = sampler.sample(random);
            PuzzleDigger.Dug dug = new PuzzleDigger(counter).exactly(sampler.geometry(), grid, k, random);
            return dug == null ? null : entry(dug, number, false);
        }
    }

    @Command(
            name = "jigsaw",
            mixinStandardHelpOptions = true,
            description = "Unique jigsaw puzzles on random layouts (JSON).")
    static final class JigsawCmd extends Generator {
        @Option(
                names = "--size",
                defaultValue = "9",
                paramLabel = "N",
                description = "Board size. Default: ${DEFAULT-VALUE}.")
        int size;

        @Override
        void validate() {
            if (size < 2 || size > 16) {
                throw usage("--size must be between 2 and 16");
            }
        }

        @Override
        int maxDraws() {
            return 1000;
        }

        @Override
        PuzzleEntry make(RandomGenerator random, int number) {
            Geometry g = JigsawLayouts.draw(size, random);
            int[] grid;
            try {
                grid = GridSampler.of("search", g).sample(random);
            } catch (IllegalStateException noCompletion) {
                return null;
            }
            return entry(
                    new PuzzleDigger(counter).unique(g, grid, List.of(), ClueSymmetry.NONE, 0, random), number, false);
        }
    }

    @Command(
            name = "killer",
            mixinStandardHelpOptions = true,
            description =
                    "Unique killer puzzles (JSON): cages of 1-5 cells grown over a random grid, split until unique.")
    static final class KillerCmd extends Generator {
        @Mixin
        BoxesOption boxes;

        @Option(
                names = "--givens",
                defaultValue = "0",
                paramLabel = "N",
                description = "Givens besides the cages. Default: ${DEFAULT-VALUE}.")
        int givens;

        private GridSampler sampler;

        @Override
        void validate() {
            sampler = GridSampler.of("search", boxes.geometry("3x3"));
            if (givens < 0 || givens > sampler.geometry().cellCount()) {
                throw usage(
                        "--givens must be between 0 and " + sampler.geometry().cellCount());
            }
        }

        @Override
        PuzzleEntry make(RandomGenerator random, int number) {
            int[] grid = sampler.sample(random);
            return entry(new KillerMaker(counter).make(sampler.geometry(), grid, givens, random), number, false);
        }
    }
}
