package org.sudokulab.harness;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.ReadOptions;
import java.math.BigInteger;
import org.sudokulab.census.BandCount;
import org.sudokulab.census.BandOrbits;
import org.sudokulab.census.Chromatic;
import org.sudokulab.census.GridEnumerator;
import org.sudokulab.census.TwoBandCount;
import org.sudokulab.census.EssentialGrids;
import org.sudokulab.census.EssentialNineByNine;
import org.sudokulab.census.MinClueProof;
import org.sudokulab.census.MinClueSearch;
import org.sudokulab.census.SmallBoards;
import org.sudokulab.census.UnavoidableSets;
import org.sudokulab.generator.ClueSymmetry;
import org.sudokulab.api.Counter;
import org.sudokulab.generator.GridSampler;
import org.sudokulab.generator.KSurvey;
import org.sudokulab.generator.PuzzleDigger;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code sudokulab census ...}: the mathematics of small boards, computed from scratch, each with its run time. */
@Command(name = "census", mixinStandardHelpOptions = true,
        description = "Minimum clues, unavoidable sets, the solution counts boards reach, minimal puzzles of a grid, "
                + "chromatic polynomials, essentially different grids.",
        subcommands = {CensusCommand.MinClues.class, CensusCommand.Unavoidable.class, CensusCommand.KValues.class,
                CensusCommand.Minimal.class, CensusCommand.ChromaticCmd.class, CensusCommand.Classes.class,
                CensusCommand.Grids.class, CensusCommand.Bands.class})
final class CensusCommand implements Runnable {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
                "missing what to compute (min-clues, unavoidable, ksudoku, minimal, chromatic, classes)");
    }

    /** Box shape, backend, --json, Ctrl-C; subclasses fill a JSON object and a text report. */
    abstract static class Part implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = "--boxes", paramLabel = "RxC",
                description = "Box shape. Default: 2x2, or the shape of the grid given.")
        String boxes;

        @Option(names = {"-b", "--backend"}, defaultValue = "dlx", paramLabel = "ID",
                description = "Backend for the exact counts (verification, proofs). Default: ${DEFAULT-VALUE}.")
        String backendId;

        @Option(names = "--json", description = "One JSON object on stdout instead of text.")
        boolean json;

        final Cancellation cancellation = new Cancellation();
        CtrlC ctrlC;
        Counter counter;
        final StringBuilder text = new StringBuilder();
        final ObjectNode out = JSON.createObjectNode();

        abstract void compute(Geometry g) throws Exception;

        Geometry geometry() {
            return BoardTools.boxGeometry(boxes == null ? "2x2" : boxes, spec);
        }

        boolean interrupted() {
            return ctrlC.interrupted();
        }

        private long lastProgress = System.nanoTime();

        /** A progress line on stderr, at most one every 5 s; safe from several threads. */
        synchronized void progress(String format, Object... args) {
            if (System.nanoTime() - lastProgress > 5_000_000_000L) {
                lastProgress = System.nanoTime();
                PrintWriter err = spec.commandLine().getErr();
                err.println(String.format(Locale.ROOT, format, args));
                err.flush();
            }
        }

        void line(String format, Object... args) {
            text.append(String.format(Locale.ROOT, format, args)).append('\n');
        }

        CommandLine.ParameterException usage(String message) {
            return new CommandLine.ParameterException(spec.commandLine(), message);
        }

        @Override
        public Integer call() throws Exception {
            Geometry g = geometry();
            Backends backends = Backends.discover();
            SolverBackend backend = backends.find(backendId).orElseThrow(() -> usage(
                    "unknown backend '" + backendId + "'; known: " + String.join(", ", backends.ids())));
            PrintWriter stdout = spec.commandLine().getOut();
            try (CtrlC c = CtrlC.install(cancellation, java.time.Duration.ofSeconds(2))) {
                ctrlC = c;
                counter = new Counter(backend, Limits.none().withCancellation(cancellation));
                long start = System.nanoTime();
                compute(g);
                double seconds = (System.nanoTime() - start) / 1e9;
                out.put("seconds", Math.round(seconds * 1000) / 1000.0);
                out.put("complete", !c.interrupted());
                line("time: %.2f s%s", seconds, c.interrupted() ? " (interrupted: the figures above are partial)" : "");
                stdout.print(json ? JSON.writeValueAsString(out) + "\n" : text);
                stdout.flush();
                return c.interrupted() ? CtrlC.EXIT_INTERRUPTED : Main.EXIT_OK;
            }
        }

        Geometry gridGeometry(String arg) {
            try {
                return BoardTools.argument(arg, readOptions()).geometry();
            } catch (java.io.IOException | IllegalArgumentException e) {
                throw usage("GRID: " + e.getMessage());
            }
        }

        static String cells(int[] set, int n) {
            StringBuilder s = new StringBuilder();
            for (int cell : set) {
                s.append(s.length() == 0 ? "" : " ").append(BoardTools.cellName(cell, n));
            }
            return s.toString();
        }

        static String board(Geometry g, int[] values) {
            return new Puzzle(g, values).givensLine();
        }

        ReadOptions readOptions() {
            return boxes == null ? ReadOptions.DEFAULT : ReadOptions.boxes(boxes);
        }

        /** A completed grid argument; its geometry follows from its length unless --boxes says otherwise. */
        int[] gridArgument(String arg, Geometry g) {
            try {
                Puzzle p = BoardTools.argument(arg, readOptions());
                if (!p.geometry().equals(g) || p.clueCount() != g.cellCount()) {
                    throw usage("GRID must be a completed " + g.describe() + " grid");
                }
                if (!new Grid(p.givens()).isComplete() || org.sudokulab.api.SolutionChecker.problem(Puzzle.empty(g), new Grid(p.givens())).isPresent()) {
                    throw usage("GRID is not a valid completed grid");
                }
                return p.givens();
            } catch (java.io.IOException | IllegalArgumentException e) {
                throw usage("GRID: " + e.getMessage());
            }
        }
    }

    @Command(name = "min-clues", mixinStandardHelpOptions = true,
            description = {"The minimum number of clues of a unique puzzle. 2x2: exhaustive over every restriction of every",
                    "grid, with the counts of unique and minimal puzzles. 2x3: a proof over the 49 essentially different",
                    "grids (unavoidable sets, hitting sets, exact counts), and a witness at the minimum."})
    static final class MinClues extends Part {
        @Option(names = "--max-set", defaultValue = "8", paramLabel = "K",
                description = "2x3: unavoidable sets up to K cells feed the hitting sets. Default: ${DEFAULT-VALUE}.")
        int maxSet;

        @Override
        void compute(Geometry g) {
            if (g.equals(Geometry.boxes(2, 2))) {
                SmallBoards.MinClues m = new SmallBoards(g).minClues(this::interrupted);
                line("4x4 (2x2 boxes), exhaustive over every restriction of all 288 grids");
                line("minimum clues of a unique puzzle: %d (example %s)", m.minimum(), board(g, m.example()));
                line("unique puzzles by clue count: %s", m.uniqueByClues());
                line("minimal unique puzzles: %,d; by clue count: %s", m.minimal(), m.minimalByClues());
                line("essentially different minimal puzzles: %d", m.essentiallyDifferentMinimal());
                out.put("minimum", m.minimum());
                out.set("uniqueByClues", JSON.valueToTree(m.uniqueByClues()));
                out.set("minimalByClues", JSON.valueToTree(m.minimalByClues()));
                out.put("minimal", m.minimal());
                out.put("essentiallyDifferentMinimal", m.essentiallyDifferentMinimal());
                out.put("example", board(g, m.example()));
                return;
            }
            if (!g.equals(Geometry.boxes(2, 3)) && !g.equals(Geometry.boxes(3, 2))) {
                throw usage("min-clues covers 2x2 (exhaustive) and 2x3 / 3x2 (proof over the 49 classes)");
            }
            EssentialGrids.Classes classes = EssentialGrids.of(g, this::interrupted);
            line("%s: %d essentially different grids (canonical forms of the %,d grids with first row 1..6, %d geometric symmetries)",
                    g.describe(), classes.representatives().size(), classes.gridsSeen(), classes.groupSize());
            MinClueProof proof = new MinClueProof(counter, maxSet);
            ArrayNode steps = out.putArray("proofs");
            int clues = 1;
            int[] witness = null;
            for (; !interrupted(); clues++) {
                MinClueProof.Report r = proof.prove(g, classes.representatives(), clues, this::interrupted, x -> { });
                long sets = r.grids().stream().mapToLong(MinClueProof.GridReport::unavoidableSets).sum();
                line("%d clues: %,d minimal unavoidable sets (<= %d cells) over %d grids, %,d hitting sets counted by %s, %d unique (%d ms)",
                        clues, sets, maxSet, r.classes(), r.hittingSets(), counter.backend().id(), r.unique(), r.millis());
                ObjectNode step = steps.addObject();
                step.put("clues", clues);
                step.put("unavoidableSets", sets);
                step.put("hittingSetsCounted", r.hittingSets());
                step.put("unique", r.unique());
                step.put("millis", r.millis());
                if (!r.noneUnique()) {
                    witness = r.grids().stream().map(MinClueProof.GridReport::uniqueClues).filter(java.util.Objects::nonNull)
                            .findFirst().orElseThrow();
                    break;
                }
            }
            if (witness != null) {
                long check = counter.count(new Puzzle(g, witness), 2);
                line("minimum clues: %d; no puzzle with %d clues is unique (all %d classes checked)", clues, clues - 1,
                        classes.representatives().size());
                line("witness with %d clues: %s (recounted: %d solution)", clues, board(g, witness), check);
                out.put("minimum", clues);
                out.put("witness", board(g, witness));
            }
        }
    }

    @Command(name = "unavoidable", mixinStandardHelpOptions = true,
            description = "The minimal unavoidable sets of GRID up to --max-size cells, each verified by exact counts.")
    static final class Unavoidable extends Part {
        @Parameters(paramLabel = "GRID", description = "A completed grid (a line or a file).")
        String gridArg;

        @Option(names = "--max-size", defaultValue = "6", paramLabel = "K", description = "Default: ${DEFAULT-VALUE}.")
        int maxSize;

        @Override
        void compute(Geometry ignored) {
            Geometry g = gridGeometry(gridArg);
            int[] grid = gridArgument(gridArg, g);
            if (maxSize < 2 || maxSize > 12) {
                throw usage("--max-size must be between 2 and 12");
            }
            List<int[]> sets = UnavoidableSets.minimal(g, grid, maxSize);
            Map<Integer, Integer> bySize = new TreeMap<>();
            ArrayNode list = out.putArray("sets");
            int n = g.size();
            for (int[] set : sets) {
                String bad = UnavoidableSets.verify(g, grid, set, counter);
                if (bad != null) {
                    throw new IllegalStateException("set " + cells(set, n) + " failed verification: " + bad);
                }
                bySize.merge(set.length, 1, Integer::sum);
                line("%d: %s", set.length, cells(set, n));
                list.add(cells(set, n));
            }
            line("%d minimal unavoidable sets with at most %d cells (by size: %s), each verified with %s", sets.size(), maxSize,
                    bySize, counter.backend().id());
            out.set("bySize", JSON.valueToTree(bySize));
        }
    }

    @Command(name = "ksudoku", mixinStandardHelpOptions = true,
            description = {"The solution counts boards reach. 2x2: the exact set over every board, a witness per value and",
                    "the values per clue count. Larger: the values reached by removal paths up to --bound."})
    static final class KValues extends Part {
        @Option(names = "--bound", defaultValue = "1000", paramLabel = "B", description = "Larger boards: survey 1..B. Default: ${DEFAULT-VALUE}.")
        long bound;

        @Option(names = "--seed", defaultValue = "1") long seed;

        @Option(names = "--max-time", defaultValue = "2m", converter = DurationConverter.class, paramLabel = "DURATION",
                description = "Larger boards: stop the survey after this long. Default: ${DEFAULT-VALUE}.")
        java.time.Duration maxTime;

        @Override
        void compute(Geometry g) throws InterruptedException {
            if (g.cellCount() <= SmallBoards.MAX_CELLS) {
                SmallBoards.KValues k = new SmallBoards(g).kValues(this::interrupted);
                line("%s: solution counts of every board with a solution: %s", g.describe(), k.witness().keySet());
                line("smallest k no board has: %d", k.smallestMissing());
                ObjectNode w = out.putObject("witness");
                for (Map.Entry<Integer, int[]> e : k.witness().entrySet()) {
                    line("k=%d: %s", e.getKey(), board(g, e.getValue()));
                    w.put(e.getKey().toString(), board(g, e.getValue()));
                }
                ObjectNode per = out.putObject("byClues");
                for (Map.Entry<Integer, java.util.SortedSet<Integer>> e : k.byClues().entrySet()) {
                    line("%2d clues: %s", e.getKey(), e.getValue());
                    per.set(e.getKey().toString(), JSON.valueToTree(e.getValue()));
                }
                out.put("smallestMissing", k.smallestMissing());
                return;
            }
            java.util.concurrent.atomic.AtomicInteger found = new java.util.concurrent.atomic.AtomicInteger();
            KSurvey.Result r = new KSurvey(counter, GridSampler.of("search", g), Runtime.getRuntime().availableProcessors())
                    .run(1, bound, Long.MAX_VALUE, maxTime.toMillis(), new SplittableRandom(seed), this::interrupted,
                            w -> progress("sudokulab census: %d values reached after %.0f s", found.incrementAndGet(), w.millis() / 1000.0));
            line("%s: k in 1..%d reached by removal paths: %d of %d (%d paths, %,d counts; stopped by: %s)", g.describe(), bound,
                    r.found().size(), bound, r.paths(), r.counts(), r.stoppedBy());
            line("smallest k not reached: %s", r.missing().isEmpty() ? "none up to " + bound : r.firstMissing()
                    + " (not reached is not impossible: the survey samples; missing: " + SurveyCommand.ranges(r.missing()) + ")");
            out.put("bound", bound);
            out.put("reached", r.found().size());
            out.put("smallestNotReached", r.missing().isEmpty() ? null : r.firstMissing());
            out.set("missing", JSON.valueToTree(r.missing()));
        }
    }

    @Command(name = "minimal", mixinStandardHelpOptions = true,
            description = {"The minimal unique puzzles whose solution is --grid: all of them for 2x2 boards, a sample",
                    "(--sample random removal orders) for larger ones."})
    static final class Minimal extends Part {
        @Option(names = "--grid", required = true, paramLabel = "GRID") String gridArg;
        @Option(names = "--sample", defaultValue = "1000", paramLabel = "N") int sample;
        @Option(names = "--seed", defaultValue = "1") long seed;
        @Option(names = "--list", description = "Print every puzzle found.") boolean list;

        @Override
        void compute(Geometry ignored) {
            Geometry g = gridGeometry(gridArg);
            int[] grid = gridArgument(gridArg, g);
            Map<Integer, Integer> byClues = new TreeMap<>();
            List<String> puzzles = new ArrayList<>();
            if (g.cellCount() <= SmallBoards.MAX_CELLS) {
                SmallBoards boards = new SmallBoards(g);
                int k = boards.indexOf(grid);
                for (int mask : boards.minimalPuzzles(k)) {
                    int[] p = boards.restrict(k, mask);
                    byClues.merge(Integer.bitCount(mask), 1, Integer::sum);
                    puzzles.add(board(g, p));
                }
                line("all %d minimal unique puzzles of %s (by clue count: %s)", puzzles.size(), board(g, grid), byClues);
            } else {
                java.util.Set<String> seen = new java.util.LinkedHashSet<>();
                SplittableRandom random = new SplittableRandom(seed);
                PuzzleDigger digger = new PuzzleDigger(counter);
                for (int i = 0; i < sample && !interrupted(); i++) {
                    seen.add(digger.unique(g, grid, List.of(), ClueSymmetry.NONE, 0, random).puzzle().givensLine());
                }
                for (String p : seen) {
                    byClues.merge((int) p.chars().filter(c -> c != '.').count(), 1, Integer::sum);
                }
                puzzles.addAll(seen);
                line("%d distinct minimal unique puzzles of %s in %d random removal orders (by clue count: %s); a sample",
                        seen.size(), board(g, grid), sample, byClues);
            }
            if (list) {
                puzzles.forEach(p -> line("%s", p));
            }
            out.put("count", puzzles.size());
            out.put("exhaustive", g.cellCount() <= SmallBoards.MAX_CELLS);
            out.set("byClues", JSON.valueToTree(byClues));
            if (list) {
                out.set("puzzles", JSON.valueToTree(puzzles));
            }
        }
    }

    @Command(name = "chromatic", mixinStandardHelpOptions = true,
            description = {"The chromatic polynomial of the sudoku graph (OEIS A159299 for 2x2) and its values; with --board,",
                    "the polynomial counting the completions of a partial board (Herzberg and Murty), checked against a count."})
    static final class ChromaticCmd extends Part {
        @Option(names = "--board", paramLabel = "BOARD", description = "A partial board (line or file).") String boardArg;

        @Override
        void compute(Geometry g) {
            int[] board = new int[g.cellCount()];
            if (boardArg != null) {
                try {
                    Puzzle p = BoardTools.argument(boardArg, readOptions());
                    if (!p.geometry().equals(g)) {
                        throw usage("--board is not a " + g.describe() + " board");
                    }
                    board = p.givens();
                } catch (java.io.IOException | IllegalArgumentException e) {
                    throw usage("--board: " + e.getMessage());
                }
            }
            Chromatic.Polynomial p;
            try {
                p = Chromatic.of(g, board);
            } catch (IllegalArgumentException e) {
                throw usage(e.getMessage());
            }
            int n = g.size();
            line("P(k) = %s", p.text());
            ObjectNode values = out.putObject("values");
            for (int k = n; k <= n + 1; k++) {
                line("P(%d) = %,d", k, p.at(k));
                values.put(Integer.toString(k), p.at(k));
            }
            long count = counter.count(new Puzzle(g, board), p.at(n).longValue() + 1);
            line("completions counted by %s: %,d (%s P(%d))", counter.backend().id(), count,
                    count == p.at(n).longValue() ? "equal to" : "DIFFERENT from", n);
            out.put("polynomial", p.text());
            out.put("counted", count);
            if (count != p.at(n).longValue()) {
                throw new IllegalStateException("the polynomial at " + n + " and the count disagree");
            }
        }
    }

    @Command(name = "classes", mixinStandardHelpOptions = true,
            description = {"Essentially different grids: 2x2 or 2x3 boxes two ways (canonical forms and Burnside's lemma),",
                    "3x3 by Burnside's lemma over the conjugacy classes of the 3,359,232 geometric symmetries."})
    static final class Classes extends Part {
        @Override
        void compute(Geometry g) {
            if (g.equals(Geometry.boxes(3, 3))) {
                nineByNine();
                return;
            }
            if (g.size() > 6) {
                throw usage("classes counts 2x2, 2x3, 3x2 (enumerating the grids over one first row) and 3x3 (Burnside)");
            }
            EssentialGrids.Classes c = EssentialGrids.of(g, this::interrupted);
            line("%s: %d essentially different grids (canonical forms of %,d grids with first row 1..%d under %d geometric "
                    + "symmetries and relabelling)", g.describe(), c.representatives().size(), c.gridsSeen(), g.size(), c.groupSize());
            EssentialGrids.Burnside b = EssentialGrids.burnside(g, this::interrupted);
            line("%s: %d by Burnside's lemma (fixed grids summed over the group: %,d; group order %,d; over %,d grids)",
                    g.describe(), b.classes(), b.fixedSum(), b.groupOrder(), b.grids());
            if (b.classes() != c.representatives().size()) {
                throw new IllegalStateException("the two ways disagree");
            }
            out.put("classes", c.representatives().size());
            out.put("burnside", b.classes());
            out.put("gridsSeen", c.gridsSeen());
            out.set("classSizes", JSON.valueToTree(c.sizes()));
        }

        /** Burnside over the conjugacy classes of the geometric symmetries; the identity's term from the band count. */
        private void nineByNine() {
            BigInteger grids = new BandCount().count(this::interrupted).grids();
            if (interrupted()) {
                line("stopped while counting all grids (the identity's term): no total");
                return;
            }
            EssentialNineByNine.Result r = EssentialNineByNine.count(grids, this::interrupted,
                    (done, all, invariant) -> progress("9x9: %d of %d conjugacy classes counted", done, all));
            line("9x9: %d conjugacy classes in the %,d geometric symmetries; A = the grids with box 1 fixed that one of",
                    r.classes().size(), EssentialNineByNine.GROUP_ORDER);
            line("the class maps to a relabelling of themselves (the identity: all grids / 9!). The classes with A > 0:");
            ArrayNode table = out.putArray("invariants");
            for (EssentialNineByNine.ConjugacyClass c : r.classes()) {
                if (c.invariant() > 0) {
                    line("  size %,7d  A %,27d", c.size(), c.invariant());
                    ObjectNode row = table.addObject();
                    row.put("size", c.size());
                    row.put("invariant", c.invariant());
                }
            }
            out.put("conjugacyClasses", r.classes().size());
            out.put("sum", r.sum().toString());
            if (r.complete()) {
                line("sum of size * A: %,d; / %,d = %,d essentially different grids", r.sum(),
                        EssentialNineByNine.GROUP_ORDER, r.essentiallyDifferent());
                out.put("classes", r.essentiallyDifferent().longValueExact());
            } else {
                long counted = r.classes().stream().filter(c -> c.invariant() >= 0).count();
                line("stopped with %d of the %d classes counted: no total", counted, r.classes().size());
            }
        }
    }

    @Command(name = "grids", mixinStandardHelpOptions = true,
            description = {"The number of completed grids by band signatures: 3x3 (Felgenhauer-Jarvis classes), and",
                    "2x2, 2x3, 2x4, 2x5 either way round (two bands); 2x2 and 2x3 cross-checked by enumeration."})
    static final class Grids extends Part {
        @Override
        void compute(Geometry g) {
            BigInteger total;
            if (g.equals(Geometry.boxes(3, 3))) {
                BandCount.Result r = new BandCount().count(this::interrupted);
                total = r.grids();
                line("%s: %,d completed grids, by band signatures (%,d top bands with the first box fixed, %d classes)",
                        g.describe(), total, r.topBands(), r.classes().size());
                out.put("method", "band signatures");
            } else if (Math.min(g.boxRows(), g.boxCols()) == 2 && Math.max(g.boxRows(), g.boxCols()) <= TwoBandCount.MAX_ROWS) {
                // R x 2 and 2 x R boxes have the same count (transpose the grid)
                TwoBandCount.Result r = new TwoBandCount(Math.max(g.boxRows(), g.boxCols())).count(this::interrupted,
                        (done, all) -> progress("%s: N known for %d of %d signature classes", g.describe(), done, all));
                total = r.grids();
                if (r.complete()) {
                    line("%s: %,d completed grids, by band signatures (two bands: %,d signatures of a band in %d classes)",
                            g.describe(), total, r.signatures(), r.classes());
                } else {
                    line("%s: at least %,d completed grids (stopped with %d of the %d signature classes counted)",
                            g.describe(), total, r.classesCounted(), r.classes());
                }
                out.put("method", "band signatures");
                if (g.size() <= 6) {
                    long overFirstRow = GridEnumerator.countOverFirstRow(g);
                    BigInteger enumerated = GridEnumerator.factorial(g.size()).multiply(BigInteger.valueOf(overFirstRow));
                    line("%s: %,d by enumeration (%,d over the first row 1..%d, times %d!): %s", g.describe(), enumerated,
                            overFirstRow, g.size(), g.size(), enumerated.equals(total) ? "the same" : "DIFFERENT");
                    out.put("enumerated", enumerated.toString());
                    if (!enumerated.equals(total)) {
                        throw new IllegalStateException("band signatures and enumeration disagree");
                    }
                }
            } else {
                throw usage("grids counts 3x3 and 2x2, 2x3, 2x4, 2x5 (either way round) by band signatures; " + g.describe()
                        + " is not implemented");
            }
            out.put("grids", total.toString());
        }
    }

    @Command(name = "bands", mixinStandardHelpOptions = true,
            description = {"9x9 top bands: the completions with the first box fixed, the lexicographically reduced ones,",
                    "the 416 classes under box, column and row permutations, the 44 classes of equal completion counts with",
                    "their sizes and completions, and the total they give."})
    static final class Bands extends Part {
        @Override
        void compute(Geometry ignored) {
            BandCount counter = new BandCount();
            BandCount.Result r = counter.count(this::interrupted);
            line("top-band completions with the first box fixed: %,d (= 56 * 6^6 = %,d)", r.topBands(), 56L * 46_656);
            line("lexicographically reduced (columns in boxes 2 and 3 sorted by their top digit, box 2 before box 3): %,d",
                    r.reducedBands());
            List<BandOrbits.Orbit> orbits = BandOrbits.of(counter, this::interrupted);
            if (orbits == null) {
                return;
            }
            line("classes under permutations of the boxes, of the columns in each box and of the rows: %d", orbits.size());
            line("classes with equal completion counts: %d (size among the %,d reduced bands, how many of the %d classes",
                    r.classes().size(), r.reducedBands(), orbits.size());
            line("above it joins, completions C of each band, and C / 72, the completions with bands 2 and 3 reduced)");
            ArrayNode table = out.putArray("classes");
            long sizes = 0;
            for (BandCount.BandClass c : r.classes()) {
                long size = BandCount.Result.reducedSize(c);
                long joined = orbits.stream().filter(o -> o.completions() == c.completions()).count();
                sizes += size;
                line("  size %5d  joins %3d  C %,16d  C/72 %,13d", size, joined, c.completions(), c.completions() / 72);
                ObjectNode row = table.addObject();
                row.put("size", size);
                row.put("orbits", joined);
                row.put("completions", c.completions());
            }
            out.put("orbits", orbits.size());
            int[][] band = {{0, 1, 2, 3, 4, 5, 6, 7, 8}, {3, 4, 5, 6, 7, 8, 0, 1, 2}, {6, 7, 8, 0, 1, 2, 3, 4, 5}};
            long example = counter.completions(band);
            line("sizes sum to %,d; the band 123456789/456789123/789123456 has %,d completions", sizes, example);
            line("total: 9! * sum over top bands of C = %,d grids", r.grids());
            out.put("topBands", r.topBands());
            out.put("reducedBands", r.reducedBands());
            out.put("exampleCompletions", example);
            out.put("grids", r.grids().toString());
        }
    }
}
