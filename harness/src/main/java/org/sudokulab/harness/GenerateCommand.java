package org.sudokulab.harness;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;
import org.sudokulab.generator.ClueSymmetry;
import org.sudokulab.api.Counter;
import org.sudokulab.generator.GridSampler;
import org.sudokulab.generator.JigsawLayouts;
import org.sudokulab.generator.KillerMaker;
import org.sudokulab.generator.PuzzleDigger;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudokulab generate grid|puzzle|ksudoku|jigsaw|killer}: one item per line, readable by every other command. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Generate solved grids, unique (and minimal) puzzles, k-sudokus, jigsaw and killer puzzles.",
                "Every count is exact, through the backend of -b. Same --seed, same output."},
        subcommands = {GenerateCommand.GridCmd.class, GenerateCommand.PuzzleCmd.class, GenerateCommand.KSudokuCmd.class,
                GenerateCommand.JigsawCmd.class, GenerateCommand.KillerCmd.class})
final class GenerateCommand implements Runnable {
    private static final ObjectMapper JSON = new ObjectMapper();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing what to generate (grid, puzzle, ksudoku, jigsaw, killer)");
    }

    /** The options every generator shares. */
    static final class Common {
        @Option(names = "--seed", defaultValue = "1", description = "Random seed. Default: ${DEFAULT-VALUE}.")
        long seed;

        @Option(names = "--count", defaultValue = "1", paramLabel = "N", description = "How many to make. Default: ${DEFAULT-VALUE}.")
        int count;

        @Option(names = {"-b", "--backend"}, defaultValue = "dlx", paramLabel = "ID",
                description = "Backend that counts (exactly). Default: ${DEFAULT-VALUE}.")
        String backendId;

        @Option(names = "--timeout", converter = DurationConverter.class, paramLabel = "DURATION",
                description = "Time limit per count; a count that does not finish never counts as proof. Default: none.")
        Duration timeout;

        @Option(names = "--json", description = "JSON objects instead of the shortest text form.")
        boolean json;

        @Option(names = {"-q", "--quiet"}, description = "No progress on stderr.")
        boolean quiet;

        @Option(names = "--pretty", description = "Draw each item as a board (box borders, jigsaw regions, killer cages) after its line.")
        boolean pretty;
    }

    /** Runs {@code make} --count times with one random stream split per item, printing each line at once. */
    abstract static class Generator implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Mixin
        Common common;

        private CtrlC ctrlC;
        Counter counter;
        final Cancellation cancellation = new Cancellation();

        /** One item, as a line; null when this draw produced nothing (the loop draws again). */
        abstract String make(RandomGenerator random, int index);

        /** How many draws one item may take before the command gives up on it. */
        int maxDraws() {
            return 1;
        }

        void validate() {
        }

        boolean interrupted() {
            return ctrlC != null && ctrlC.interrupted();
        }

        @Override
        public Integer call() {
            if (common.count < 1) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--count must be at least 1");
            }
            validate();
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            Backends backends = Backends.discover();
            SolverBackend backend = backends.find(common.backendId).orElseThrow(() -> new CommandLine.ParameterException(
                    spec.commandLine(), "unknown backend '" + common.backendId + "'; known: " + String.join(", ", backends.ids())));
            if (!backend.availability().available()) {
                err.println("sudokulab: backend " + backend.id() + " is not available here: " + backend.availability().reason());
                return Main.EXIT_FAILED;
            }
            Limits limits = (common.timeout == null ? Limits.none() : Limits.of(common.timeout)).withCancellation(cancellation);
            counter = new Counter(backend, limits);
            ctrlC = CtrlC.install(cancellation, java.time.Duration.ofSeconds(2));
            SplittableRandom master = new SplittableRandom(common.seed);
            long start = System.nanoTime();
            long nextReport = start + TimeUnit.SECONDS.toNanos(10);
            int made = 0;
            try {
                for (int i = 0; i < common.count && !interrupted(); i++) {
                    RandomGenerator random = master.split();
                    String line = null;
                    for (int draw = 0; draw < maxDraws() && line == null && !interrupted(); draw++) {
                        try {
                            line = make(random, i);
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
                    if (line == null) {
                        err.println("sudokulab: item " + (i + 1) + ": nothing found in " + maxDraws() + " draws");
                        return Main.EXIT_FAILED;
                    }
                    out.println(line);
                    if (common.pretty) {
                        Puzzle shown = PuzzleReader.parseOne(line, ReadOptions.DEFAULT).puzzle();
                        out.println(BoardPrinter.render(shown, shown.givens()));
                    }
                    out.flush();
                    made++;
                    if (!common.quiet && System.nanoTime() > nextReport) {
                        err.printf("sudokulab: %d of %d in %.0f s%n", made, common.count, (System.nanoTime() - start) / 1e9);
                        nextReport = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                    }
                }
                // Before close(): after it, an interrupted JVM exits at once.
                if (!common.quiet) {
                    err.printf("sudokulab: %d made in %.1f s%s%n", made, (System.nanoTime() - start) / 1e9,
                            interrupted() ? " (interrupted; every line printed is complete)" : "");
                }
                return interrupted() ? CtrlC.EXIT_INTERRUPTED : Main.EXIT_OK;
            } finally {
                out.flush();
                err.flush();
                ctrlC.close();
            }
        }

        /** A puzzle line: text (golden form with its count and solution) or JSON with the same facts. */
        String line(Puzzle puzzle, long count, int[] solution, String difficulty) {
            boolean text = !common.json && difficulty == null && PuzzleReader.toLine(puzzle).equals(puzzle.givensLine());
            if (text) {
                return puzzle.givensLine() + ":" + count + (count == 1 ? ":" + new Grid(solution).toLine() : "");
            }
            try {
                ObjectNode node = (ObjectNode) JSON.readTree(PuzzleReader.toJson(puzzle));
                node.put("count", count);
                if (count == 1) {
                    node.put("solution", new Grid(solution).toLine());
                }
                if (difficulty != null) {
                    node.put("difficulty", difficulty);
                }
                return JSON.writeValueAsString(node);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }

    @Command(name = "grid", mixinStandardHelpOptions = true, description = "Completed grids.")
    static final class GridCmd extends Generator {
        @Option(names = "--boxes", defaultValue = "3x3", paramLabel = "RxC", description = "Box shape. Default: ${DEFAULT-VALUE}.")
        String boxes;

        @Option(names = "--jigsaw", paramLabel = "N", description = "A random jigsaw layout of size N instead of boxes.")
        Integer jigsaw;

        @Option(names = "--method", defaultValue = "search", paramLabel = "search|rows",
                description = "search: randomised exact search (any geometry); rows: the row-successor method "
                        + "(boxes, n <= 9; exactly uniform up to 6x6). Default: ${DEFAULT-VALUE}.")
        String method;

        private GridSampler sampler;

        @Override
        void validate() {
            if (jigsaw == null) {
                try {
                    sampler = GridSampler.of(method, BoardTools.boxGeometry(boxes, spec));
                } catch (IllegalArgumentException e) {
                    throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
                }
            } else if (!method.equals("search")) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--jigsaw grids come from --method search");
            }
        }

        @Override
        int maxDraws() {
            return jigsaw == null ? 1 : 1000;
        }

        @Override
        String make(RandomGenerator random, int index) {
            GridSampler s = sampler;
            if (jigsaw != null) {
                s = GridSampler.of("search", JigsawLayouts.draw(jigsaw, random));
            }
            int[] grid;
            try {
                grid = s.sample(random);
            } catch (IllegalStateException noCompletion) {
                return null; // a jigsaw layout without a grid: draw another
            }
            Puzzle full = new Puzzle(s.geometry(), grid);
            return common.json ? PuzzleReader.toJson(full) : PuzzleReader.toLine(full);
        }
    }

    @Command(name = "puzzle", mixinStandardHelpOptions = true,
            description = {"Unique puzzles: clues removed from a random grid while an exact count (limit 2) stays 1.",
                    "Text output is the golden form GIVENS:1:SOLUTION (JSON for other box shapes)."})
    static final class PuzzleCmd extends Generator {
        @Option(names = "--boxes", defaultValue = "3x3", paramLabel = "RxC", description = "Box shape. Default: ${DEFAULT-VALUE}.")
        String boxes;

        @Option(names = "--minimal", description = {"Prove the result minimal: removing any one clue must leave several solutions",
                "(one count per clue). The removal pass already ends minimal (with --symmetry: no orbit can go);",
                "this checks it."})
        boolean minimal;

        @Option(names = "--clues", defaultValue = "0", paramLabel = "N",
                description = "Stop removing at N clues; draws again when a grid cannot get that low. Default: as few as one pass allows.")
        int clues;

        @Option(names = "--symmetry", defaultValue = "none", paramLabel = "none|rot180|rot90|mirror|diagonal",
                description = "Keep the clues symmetric. Default: ${DEFAULT-VALUE}.")
        String symmetry;

        @Option(names = "--difficulty", description = "Add the search effort of the final uniqueness proof (JSON 'difficulty').")
        boolean difficulty;

        @Option(names = "--method", defaultValue = "search", paramLabel = "search|rows", description = "How the grid is drawn. Default: ${DEFAULT-VALUE}.")
        String method;

        private GridSampler sampler;
        private ClueSymmetry clueSymmetry;

        @Override
        void validate() {
            try {
                sampler = GridSampler.of(method, BoardTools.boxGeometry(boxes, spec));
                clueSymmetry = ClueSymmetry.parse(symmetry);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
            }
            if (clues < 0 || clues > sampler.geometry().cellCount()) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--clues must be between 0 and " + sampler.geometry().cellCount());
            }
            if (minimal && clues > 0) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--minimal and --clues ask for different stops; pick one");
            }
        }

        @Override
        int maxDraws() {
            return clues > 0 ? 1000 : 1;
        }

        @Override
        String make(RandomGenerator random, int index) {
            int[] grid = sampler.sample(random);
            PuzzleDigger.Dug dug = new PuzzleDigger(counter).unique(sampler.geometry(), grid, List.of(), clueSymmetry,
                    minimal ? 0 : clues, random);
            if (clues > 0 && dug.puzzle().clueCount() > clues) {
                return null;
            }
            if (minimal) {
                String notMinimal = new PuzzleDigger(counter).removableClue(dug.puzzle(), clueSymmetry);
                if (notMinimal != null) {
                    throw new IllegalStateException("not minimal: " + notMinimal);
                }
            }
            return line(dug.puzzle(), 1, grid, difficulty ? Counter.effort(dug.proof()) : null);
        }
    }

    @Command(name = "ksudoku", mixinStandardHelpOptions = true,
            description = {"Boards with exactly K solutions (seed 000): dig a random grid keeping a removal while the count",
                    "(limit K+1) stays <= K; accept on exactly K, else draw a new grid. Output: GIVENS:K."})
    static final class KSudokuCmd extends Generator {
        @Option(names = "--k", required = true, paramLabel = "K", description = "The number of solutions.")
        long k;

        @Option(names = "--boxes", defaultValue = "3x3", paramLabel = "RxC", description = "Box shape. Default: ${DEFAULT-VALUE}.")
        String boxes;

        @Option(names = "--attempts", defaultValue = "2000", paramLabel = "N",
                description = "Grids to try per board before giving up. Default: ${DEFAULT-VALUE}.")
        int attempts;

        private GridSampler sampler;

        @Override
        void validate() {
            if (k < 1) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--k must be at least 1");
            }
            sampler = GridSampler.of("search", BoardTools.boxGeometry(boxes, spec));
        }

        @Override
        int maxDraws() {
            return attempts;
        }

        @Override
        String make(RandomGenerator random, int index) {
            int[] grid = sampler.sample(random);
            PuzzleDigger.Dug dug = new PuzzleDigger(counter).exactly(sampler.geometry(), grid, k, random);
            return dug == null ? null : line(dug.puzzle(), k, grid, null);
        }
    }

    @Command(name = "jigsaw", mixinStandardHelpOptions = true, description = "Unique jigsaw puzzles on random layouts (JSON).")
    static final class JigsawCmd extends Generator {
        @Option(names = "--size", defaultValue = "9", paramLabel = "N", description = "Board size. Default: ${DEFAULT-VALUE}.")
        int size;

        @Override
        void validate() {
            if (size < 2 || size > 16) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--size must be between 2 and 16");
            }
        }

        @Override
        int maxDraws() {
            return 1000;
        }

        @Override
        String make(RandomGenerator random, int index) {
            Geometry g = JigsawLayouts.draw(size, random);
            int[] grid;
            try {
                grid = GridSampler.of("search", g).sample(random);
            } catch (IllegalStateException noCompletion) {
                return null;
            }
            PuzzleDigger.Dug dug = new PuzzleDigger(counter).unique(g, grid, List.of(), ClueSymmetry.NONE, 0, random);
            return line(dug.puzzle(), 1, grid, null);
        }
    }

    @Command(name = "killer", mixinStandardHelpOptions = true,
            description = "Unique killer puzzles (JSON): cages of 1-5 cells grown over a random grid, split until unique.")
    static final class KillerCmd extends Generator {
        @Option(names = "--boxes", defaultValue = "3x3", paramLabel = "RxC", description = "Box shape. Default: ${DEFAULT-VALUE}.")
        String boxes;

        @Option(names = "--givens", defaultValue = "0", paramLabel = "N", description = "Givens besides the cages. Default: ${DEFAULT-VALUE}.")
        int givens;

        private GridSampler sampler;

        @Override
        void validate() {
            sampler = GridSampler.of("search", BoardTools.boxGeometry(boxes, spec));
            if (givens < 0 || givens > sampler.geometry().cellCount()) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--givens must be between 0 and " + sampler.geometry().cellCount());
            }
        }

        @Override
        String make(RandomGenerator random, int index) {
            int[] grid = sampler.sample(random);
            PuzzleDigger.Dug dug = new KillerMaker(counter).make(sampler.geometry(), grid, givens, random);
            return line(dug.puzzle(), 1, grid, null);
        }
    }
}
