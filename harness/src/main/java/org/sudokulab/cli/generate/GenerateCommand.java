package org.sudokulab.cli.generate;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Counter;
import org.sudokulab.api.io.PuzzleWriter;
import org.sudokulab.cli.BackendOption;
import org.sudokulab.cli.BoardPrinter;
import org.sudokulab.cli.BoxesOption;
import org.sudokulab.cli.CtrlC;
import org.sudokulab.cli.ExitCode;
import org.sudokulab.cli.QuietOption;
import org.sudokulab.cli.TimeoutOption;
import org.sudokulab.generator.GridSampler;
import org.sudokulab.generator.Recipe;
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
            PuzzleGenerateCommand.class,
            GenerateCommand.KSudokuCmd.class,
            GenerateCommand.JigsawCmd.class,
            GenerateCommand.KillerCmd.class,
            QuasigroupCommands.LatinCmd.class,
            QuasigroupCommands.QwhCmd.class,
            QuasigroupCommands.QcpCmd.class,
            IsomorphsCommand.class
        })
public final class GenerateCommand implements Runnable {
    private static final String SOURCE = "generate";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(
                spec.commandLine(),
                "missing what to generate (grid, puzzle, ksudoku, jigsaw, killer, latin, qwh, qcp, isomorphs)");
    }

    /** Makes --count items of the subcommand's {@link Recipe}, printing each at once, with progress on stderr. */
    abstract static class Generator implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Mixin
        BackendOption backend;

        @Mixin
        TimeoutOption timeout;

        @Option(
                names = "--seed",
                paramLabel = "S",
                defaultValue = "1",
                description = "Random seed. Default: ${DEFAULT-VALUE}.")
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

        /** What the options ask for; an IllegalArgumentException for bad values becomes a usage error. */
        abstract Recipe recipe();

        CommandLine.ParameterException usage(String message) {
            return new CommandLine.ParameterException(spec.commandLine(), message);
        }

        @Override
        public Integer call() {
            if (count < 1) {
                throw usage("--count must be at least 1");
            }
            Recipe recipe;
            try {
                recipe = recipe();
            } catch (IllegalArgumentException e) {
                throw usage(e.getMessage());
            }
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            Cancellation cancellation = new Cancellation();
            Counter counter = new Counter(backend.backend(), timeout.limits(cancellation));
            CtrlC ctrlC = CtrlC.install(cancellation);
            long start = System.nanoTime();
            long[] nextReport = {start + TimeUnit.SECONDS.toNanos(10)};
            int made = 0;
            try {
                made = Recipe.make(recipe, counter, seed, count, ctrlC::interrupted, entry -> {
                    out.println(json ? PuzzleWriter.toJson(entry) : PuzzleWriter.toLine(entry));
                    if (pretty) {
                        out.println(BoardPrinter.render(
                                entry.puzzle(), entry.puzzle().givens()));
                    }
                    out.flush();
                    if (!quietOption.quiet() && System.nanoTime() > nextReport[0]) {
                        err.printf(
                                "sudokulab: %d of %d in %.0f s%n",
                                entry.line(), count, (System.nanoTime() - start) / 1e9);
                        nextReport[0] = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                    }
                });
                // Before close(): after it, an interrupted JVM exits at once.
                if (!quietOption.quiet()) {
                    err.printf(
                            "sudokulab: %d made in %.1f s%s%n",
                            made,
                            (System.nanoTime() - start) / 1e9,
                            ctrlC.interrupted() ? " (interrupted; every line printed is complete)" : "");
                }
                return ctrlC.interrupted() ? ExitCode.INTERRUPTED : ExitCode.OK;
            } catch (Recipe.NothingFound e) {
                err.println("sudokulab: " + e.getMessage());
                return ExitCode.FAILED;
            } finally {
                try {
                    out.flush();
                    err.flush();
                } finally {
                    ctrlC.close(); // also when the flush fails: the hook must not wait for a command that ended
                }
            }
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

        @Override
        Recipe recipe() {
            if (jigsaw == null) {
                return new Recipe.Grids(GridSampler.of(method, boxes.geometry("3x3")));
            }
            if (!method.equals("search")) {
                throw usage("--jigsaw grids come from --method search");
            }
            return new Recipe.JigsawGrids(jigsaw);
        }
    }

    @Command(
            name = "ksudoku",
            mixinStandardHelpOptions = true,
            description = {
                "Boards with exactly K solutions, by seed 000's method.",
                "Dig a random grid keeping a removal while the count (limit K+1) stays <= K; accept on exactly K, "
                        + "else draw a new grid. Output: GIVENS:K."
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

        @Override
        Recipe recipe() {
            return new Recipe.KSudoku(GridSampler.of("search", boxes.geometry("3x3")), k, attempts);
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
        Recipe recipe() {
            return new Recipe.Jigsaw(size);
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

        @Override
        Recipe recipe() {
            return new Recipe.Killer(GridSampler.of("search", boxes.geometry("3x3")), givens);
        }
    }
}
