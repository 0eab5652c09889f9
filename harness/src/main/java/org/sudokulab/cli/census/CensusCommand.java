package org.sudokulab.cli.census;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.Map;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.io.Json;
import org.sudokulab.census.BandTable;
import org.sudokulab.census.BurnsideByClasses;
import org.sudokulab.census.Chromatic;
import org.sudokulab.census.EssentialGrids;
import org.sudokulab.census.GridCount;
import org.sudokulab.census.MinClueProof;
import org.sudokulab.census.MinimalPuzzles;
import org.sudokulab.census.SmallBoards;
import org.sudokulab.census.TwoBandCount;
import org.sudokulab.census.UnavoidableSets;
import org.sudokulab.cli.BackendOption;
import org.sudokulab.cli.BoxesOption;
import org.sudokulab.cli.CtrlC;
import org.sudokulab.cli.DurationConverter;
import org.sudokulab.cli.EngineOption;
import org.sudokulab.cli.ExitCode;
import org.sudokulab.cli.PuzzleArgument;
import org.sudokulab.cli.Ranges;
import org.sudokulab.engine.Engine;
import org.sudokulab.generator.GridSampler;
import org.sudokulab.generator.KSurvey;
import org.sudokulab.generator.PuzzleDigger;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code sudokulab census ...}: the mathematics of small boards. Each part asks the census (or the generator)
 * for one result record and prints it: as text, or with {@code --json} as the same record in JSON, plus the run
 * time and whether it was interrupted.
 */
@Command(
        name = "census",
        mixinStandardHelpOptions = true,
        description = {
            "The mathematics of small boards: minimum clues, grid counts, essentially different grids and more.",
            "Minimum clues, unavoidable sets, the solution counts boards reach, minimal puzzles of a grid, chromatic "
                    + "polynomials, essentially different grids, grid counts, the 9x9 band classes.",
            "Boards have 2x2 boxes unless --boxes says otherwise (or a grid given has another shape)."
        },
        subcommands = {
            CensusCommand.MinClues.class,
            CensusCommand.Unavoidable.class,
            CensusCommand.KValues.class,
            CensusCommand.Minimal.class,
            CensusCommand.ChromaticCmd.class,
            CensusCommand.Classes.class,
            CensusCommand.Grids.class,
            CensusCommand.Bands.class
        })
public final class CensusCommand implements Runnable {
    private static final ObjectMapper JSON = Json.indented();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(
                spec.commandLine(),
                "missing what to compute (min-clues, unavoidable, ksudoku, minimal, chromatic, classes, grids, bands)");
    }

    /** Text lines of a result. */
    static final class Lines {
        private final StringBuilder text = new StringBuilder();

        void line(String format, Object... args) {
            text.append(String.format(Locale.ROOT, format, args)).append('\n');
        }
    }

    /** What every part shares: box shape, backend, --json, Ctrl-C, progress on stderr, the run time. */
    abstract static class Part<R> implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Mixin
        BoxesOption boxes;

        @Mixin
        BackendOption backend;

        @Option(names = "--json", description = "One JSON object on stdout instead of text.")
        boolean json;

        private final Cancellation cancellation = new Cancellation();
        private CtrlC ctrlC;
        private long lastProgress = System.nanoTime();
        private boolean failed;
        Counter counter;

        /** The result record; partial when {@link #interrupted()} stopped it. */
        abstract R compute(Geometry g);

        /** The record as text. */
        abstract void print(R result, Lines out);

        boolean interrupted() {
            return ctrlC.interrupted();
        }

        CommandLine.ParameterException usage(String message) {
            return new CommandLine.ParameterException(spec.commandLine(), message);
        }

        /** A progress line on stderr, at most one every 5 s; safe from several threads. */
        synchronized void progress(String format, Object... args) {
            if (System.nanoTime() - lastProgress > 5_000_000_000L) {
                lastProgress = System.nanoTime();
                PrintWriter err = spec.commandLine().getErr();
                err.println(String.format(Locale.ROOT, format, args));
                err.flush();
            }
        }

        /** A board argument, in the shape --boxes gives (else as its length says). */
        Puzzle board(String arg, String label) {
            return PuzzleArgument.read(arg, boxes.readOptions(), spec, label);
        }

        /** A completed grid argument. */
        Puzzle grid(String arg) {
            Puzzle p = board(arg, "GRID");
            Grid values = new Grid(p.givens());
            if (!values.isComplete()
                    || SolutionChecker.problem(Puzzle.empty(p.geometry()), values)
                            .isPresent()) {
                throw usage("GRID is not a valid completed grid");
            }
            return p;
        }

        @Override
        public Integer call() throws Exception {
            Geometry g = boxes.geometry("2x2");
            PrintWriter stdout = spec.commandLine().getOut();
            counter = new Counter(backend.backend(), Limits.none().withCancellation(cancellation));
            try (CtrlC c = CtrlC.install(cancellation)) {
                ctrlC = c;
                long start = System.nanoTime();
                R result = compute(g);
                double seconds = (System.nanoTime() - start) / 1e9;
                if (json) {
                    ObjectNode node = JSON.valueToTree(result);
                    node.put("seconds", Math.round(seconds * 1000) / 1000.0);
                    node.put("complete", !c.interrupted());
                    stdout.println(JSON.writeValueAsString(node));
                } else {
                    Lines lines = new Lines();
                    print(result, lines);
                    lines.line(
                            "time: %.2f s%s",
                            seconds, c.interrupted() ? " (interrupted: the figures above are partial)" : "");
                    stdout.print(lines.text);
                }
                stdout.flush();
                return c.interrupted() ? ExitCode.INTERRUPTED : failed ? ExitCode.FAILED : ExitCode.OK;
            }
        }

        /** An error on stderr that does not stop the command but sets its exit code. */
        void error(String message) {
            failed = true;
            PrintWriter err = spec.commandLine().getErr();
            err.println("sudokulab census: " + message);
            err.flush();
        }
    }

    @Command(
            name = "min-clues",
            mixinStandardHelpOptions = true,
            description = {
                "The minimum number of clues of a unique puzzle, with a proof.",
                "2x2: exhaustive over every restriction of every grid, with the counts of unique and minimal puzzles. "
                        + "2x3: a proof over the 49 essentially different grids (unavoidable sets, hitting sets, exact "
                        + "counts), and a witness at the minimum."
            })
    static final class MinClues extends Part<Object> {
        @Option(
                names = "--max-set",
                defaultValue = "8",
                paramLabel = "K",
                description = "2x3: unavoidable sets up to K cells feed the hitting sets. Default: ${DEFAULT-VALUE}.")
        int maxSet;

        @Mixin
        EngineOption engineOption;

        @Override
        Object compute(Geometry g) {
            if (!engineOption.local() && g.equals(Geometry.boxes(2, 2))) {
                throw usage("--engine spark spreads the 49 grids of the 2x3 proof; 2x2 is counted here");
            }
            if (g.equals(Geometry.boxes(2, 2))) {
                return new SmallBoards(g).minClues(this::interrupted);
            }
            if (!g.equals(Geometry.boxes(2, 3)) && !g.equals(Geometry.boxes(3, 2))) {
                throw usage("min-clues covers 2x2 (exhaustive) and 2x3 / 3x2 (proof over the 49 classes)");
            }
            try (Engine engine = engineOption.open()) {
                return new MinClueProof(engine, counter, maxSet).minimum(g, this::interrupted);
            }
        }

        @Override
        void print(Object result, Lines out) {
            if (result instanceof SmallBoards.MinClues m) {
                out.line(
                        "%s, exhaustive over every restriction of all %d grids",
                        m.geometry().describe(), m.grids());
                out.line(
                        "minimum clues of a unique puzzle: %d (example %s)",
                        m.minimum(), m.example().givensLine());
                out.line("unique puzzles by clue count: %s", m.uniqueByClues());
                out.line("minimal unique puzzles: %,d; by clue count: %s", m.minimal(), m.minimalByClues());
                out.line("essentially different minimal puzzles: %d", m.essentiallyDifferentMinimal());
                return;
            }
            MinClueProof.Minimum m = (MinClueProof.Minimum) result;
            out.line(
                    "%s: %d essentially different grids (canonical forms of the %,d grids with first row 1..%d, %d "
                            + "geometric "
                            + "symmetries)",
                    m.geometry().describe(),
                    m.classes(),
                    m.gridsSeen(),
                    m.geometry().size(),
                    m.symmetries());
            for (MinClueProof.Step s : m.steps()) {
                out.line(
                        "%d clues: %,d minimal unavoidable sets (<= %d cells) over %d grids, %,d hitting sets "
                                + "counted by %s, "
                                + "%d unique (%d ms)",
                        s.clues(),
                        s.unavoidableSets(),
                        m.maxSetSize(),
                        m.classes(),
                        s.hittingSetsCounted(),
                        m.backend(),
                        s.unique(),
                        s.millis());
            }
            if (m.minimum() != null) {
                out.line(
                        "minimum clues: %d; no puzzle with %d clues is unique (all %d classes checked)",
                        m.minimum(), m.minimum() - 1, m.classes());
                out.line(
                        "witness with %d clues: %s (recounted: %d solution)",
                        m.minimum(), m.witness().givensLine(), m.witnessCount());
            }
        }
    }

    @Command(
            name = "unavoidable",
            mixinStandardHelpOptions = true,
            description = "The minimal unavoidable sets of GRID up to --max-size cells, each verified by exact counts.")
    static final class Unavoidable extends Part<UnavoidableSets.Verified> {
        @Parameters(paramLabel = "GRID", description = "A completed grid (a line or a file).")
        String gridArg;

        @Option(names = "--max-size", defaultValue = "6", paramLabel = "K", description = "Default: ${DEFAULT-VALUE}.")
        int maxSize;

        @Override
        UnavoidableSets.Verified compute(Geometry ignored) {
            if (maxSize < 2 || maxSize > 12) {
                throw usage("--max-size must be between 2 and 12");
            }
            Puzzle grid = grid(gridArg);
            return UnavoidableSets.verified(grid.geometry(), grid.givens(), maxSize, counter);
        }

        @Override
        void print(UnavoidableSets.Verified v, Lines out) {
            for (String set : v.sets()) {
                out.line("%d: %s", set.split(" ").length, set);
            }
            out.line(
                    "%d minimal unavoidable sets with at most %d cells (by size: %s), each verified with %s",
                    v.sets().size(), v.maxSize(), v.bySize(), v.backend());
        }
    }

    @Command(
            name = "ksudoku",
            mixinStandardHelpOptions = true,
            description = {
                "The solution counts boards reach, with a witness for each.",
                "2x2: the exact set over every board, a witness per value and the values per clue count. Larger: the "
                        + "values reached by removal paths up to --bound."
            })
    static final class KValues extends Part<Object> {
        @Option(
                names = "--bound",
                defaultValue = "1000",
                paramLabel = "B",
                description = "Larger boards: survey 1..B. Default: ${DEFAULT-VALUE}.")
        long bound;

        @Option(names = "--seed", defaultValue = "1")
        long seed;

        @Option(
                names = "--max-time",
                defaultValue = "2m",
                converter = DurationConverter.class,
                paramLabel = "DURATION",
                description = "Larger boards: stop the survey after this long. Default: ${DEFAULT-VALUE}.")
        Duration maxTime;

        @Override
        Object compute(Geometry g) {
            if (g.cellCount() <= SmallBoards.MAX_CELLS) {
                return new SmallBoards(g).kValues(this::interrupted);
            }
            AtomicInteger found = new AtomicInteger();
            try {
                return new KSurvey(
                                counter,
                                GridSampler.of("search", g),
                                Runtime.getRuntime().availableProcessors())
                        .run(
                                1,
                                bound,
                                Long.MAX_VALUE,
                                maxTime.toMillis(),
                                new SplittableRandom(seed),
                                this::interrupted,
                                w -> progress(
                                        "sudokulab census: %d values reached after %.0f s",
                                        found.incrementAndGet(), w.millis() / 1000.0));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }

        @Override
        void print(Object result, Lines out) {
            if (result instanceof SmallBoards.KValues k) {
                out.line(
                        "%s: solution counts of every board with a solution: %s",
                        k.geometry().describe(), k.counts());
                out.line("smallest k no board has: %d", k.smallestMissing());
                for (Map.Entry<Integer, Puzzle> e : k.witness().entrySet()) {
                    out.line("k=%d: %s", e.getKey(), e.getValue().givensLine());
                }
                for (Map.Entry<Integer, SortedSet<Integer>> e : k.byClues().entrySet()) {
                    out.line("%2d clues: %s", e.getKey(), e.getValue());
                }
                return;
            }
            KSurvey.Result r = (KSurvey.Result) result;
            out.line(
                    "%s: k in 1..%d reached by removal paths: %d of %d (%d paths, %,d counts; stopped by: %s)",
                    boxes.geometry("2x2").describe(),
                    r.to(),
                    r.found().size(),
                    r.to(),
                    r.paths(),
                    r.counts(),
                    r.stoppedBy());
            out.line(
                    "smallest k not reached: %s",
                    r.missing().isEmpty()
                            ? "none up to " + r.to()
                            : r.firstMissing() + " (not reached is not impossible: the survey samples; missing: "
                                    + Ranges.of(r.missing()) + ")");
        }
    }

    @Command(
            name = "minimal",
            mixinStandardHelpOptions = true,
            description = {
                "The minimal unique puzzles whose solution is --grid.",
                "All of them for 2x2 boards, a sample (--sample random removal orders) for larger ones."
            })
    static final class Minimal extends Part<MinimalPuzzles> {
        @Option(names = "--grid", required = true, paramLabel = "GRID")
        String gridArg;

        @Option(names = "--sample", defaultValue = "1000", paramLabel = "N")
        int sample;

        @Option(names = "--seed", defaultValue = "1")
        long seed;

        @Option(names = "--list", description = "Print every puzzle found.")
        boolean list;

        @Override
        MinimalPuzzles compute(Geometry ignored) {
            Puzzle grid = grid(gridArg);
            Geometry g = grid.geometry();
            MinimalPuzzles m = g.cellCount() <= SmallBoards.MAX_CELLS
                    ? MinimalPuzzles.all(g, grid.givens())
                    : MinimalPuzzles.sampled(
                            new Grid(grid.givens()),
                            new PuzzleDigger(counter)
                                    .minimalSample(
                                            g, grid.givens(), sample, new SplittableRandom(seed), this::interrupted));
            return list ? m : m.withoutList();
        }

        @Override
        void print(MinimalPuzzles m, Lines out) {
            if (m.exhaustive()) {
                out.line(
                        "all %d minimal unique puzzles of %s (by clue count: %s)",
                        m.count(), m.grid().toLine(), m.byClues());
            } else {
                out.line(
                        "%d distinct minimal unique puzzles of %s in %d random removal orders (by clue count: %s); "
                                + "a sample",
                        m.count(), m.grid().toLine(), m.tried(), m.byClues());
            }
            if (m.puzzles() != null) {
                m.puzzles().forEach(p -> out.line("%s", p.givensLine()));
            }
        }
    }

    @Command(
            name = "chromatic",
            mixinStandardHelpOptions = true,
            description = {
                "The chromatic polynomial of the sudoku graph (OEIS A159299 for 2x2) and its values.",
                "With --board, the polynomial counting the completions of a partial board (Herzberg and Murty), "
                        + "checked against a count."
            })
    static final class ChromaticCmd extends Part<Chromatic.Checked> {
        @Option(names = "--board", paramLabel = "BOARD", description = "A partial board (line or file).")
        String boardArg;

        @Override
        Chromatic.Checked compute(Geometry g) {
            int[] board = new int[g.cellCount()];
            if (boardArg != null) {
                Puzzle p = board(boardArg, "--board");
                if (!p.geometry().equals(g)) {
                    throw usage("--board is not a " + g.describe() + " board");
                }
                board = p.givens();
            }
            try {
                return Chromatic.checked(g, board, counter);
            } catch (IllegalArgumentException e) {
                throw usage(e.getMessage());
            }
        }

        @Override
        void print(Chromatic.Checked c, Lines out) {
            out.line("P(k) = %s", c.polynomial());
            c.values().forEach((k, v) -> out.line("P(%d) = %,d", k, v));
            int n = c.board().size();
            out.line("completions counted by %s: %,d (equal to P(%d))", c.backend(), c.counted(), n);
        }
    }

    /** What {@code census classes} finds: Burnside over the conjugacy classes, and up to 6x6 canonical forms too. */
    record ClassesReport(
            BurnsideByClasses.Table burnside,
            EssentialGrids.TwoWays enumerated,
            BurnsideByClasses.Projection projection) {}

    @Command(
            name = "classes",
            mixinStandardHelpOptions = true,
            description = {
                "Essentially different grids, by Burnside's lemma over conjugacy classes of symmetries.",
                "The classes of the geometric symmetries: 3x3, and 2x2, 2x3, 2x4, 2x5 either way round; up to 6x6 "
                        + "also by canonical forms."
            })
    static final class Classes extends Part<ClassesReport> {
        @Mixin
        EngineOption engineOption;

        @Option(
                names = "--journal",
                paramLabel = "FILE",
                description = "Append each counted class's A to FILE as it finishes and take the classes already "
                        + "in it: a stopped count goes on where it ended.")
        Path journal;

        @Option(
                names = "--estimate",
                paramLabel = "WALKS",
                description = "Estimate instead of counting: each class's A and search nodes from WALKS random "
                        + "walks down its search (Knuth's estimator, seeded); the journal's classes exact.")
        Integer estimate;

        private JournalFile journalOut;

        @Override
        ClassesReport compute(Geometry g) {
            if (!BurnsideByClasses.supports(g)) {
                throw usage("classes counts 3x3 and 2x2, 2x3, 2x4, 2x5 (either way round); " + g.describe()
                        + " is not implemented");
            }
            BurnsideByClasses burnside = new BurnsideByClasses(g);
            if (estimate != null) {
                return new ClassesReport(null, null, project(burnside, g));
            }
            Map<String, BigInteger> known = null;
            BurnsideByClasses.Table table;
            try (Engine engine = engineOption.open()) {
                if (journal != null) {
                    known = openJournal(burnside, g);
                }
                table = burnside.table(
                        known,
                        engine,
                        () -> interrupted() || journalOut != null && !journalOut.writable(),
                        (done, all, counted) -> {
                            if (journalOut != null) {
                                journalOut.append(BurnsideByClasses.journalLine(counted));
                            }
                            progress("%s: %d of %d conjugacy classes counted", g.describe(), done, all);
                        });
            } finally {
                if (journalOut != null) {
                    journalOut.close();
                }
            }
            EssentialGrids.TwoWays enumerated = null;
            if (g.size() <= 6 && !interrupted()) {
                enumerated = EssentialGrids.twoWays(g, this::interrupted);
                if (enumerated.complete()
                        && table.essentiallyDifferent() != null
                        && table.essentiallyDifferent().longValueExact() != enumerated.canonicalForms()) {
                    throw new IllegalStateException("conjugacy classes give " + table.essentiallyDifferent()
                            + ", canonical forms " + enumerated.canonicalForms());
                }
            }
            return new ClassesReport(table, enumerated, null);
        }

        private BurnsideByClasses.Projection project(BurnsideByClasses burnside, Geometry g) {
            if (estimate < 1) {
                throw usage("--estimate needs at least one walk per class");
            }
            try (Engine engine = engineOption.open()) {
                Map<String, BigInteger> known = journal == null ? Map.of() : readJournal(burnside);
                BigInteger grids = GridCount.of(g, engine, this::interrupted, (done, all) -> {})
                        .grids();
                return burnside.project(
                        grids,
                        known,
                        estimate,
                        engine,
                        this::interrupted,
                        (done, all, c) -> progress("%s: %d of %d classes estimated", g.describe(), done, all));
            }
        }

        /** The classes whose search would visit at least a million nodes, then the sums. */
        private void printProjection(BurnsideByClasses.Projection p, Lines out) {
            long exact = p.classes().stream()
                    .filter(BurnsideByClasses.ClassEstimate::exact)
                    .count();
            out.line(
                    "%s: an estimate, not a count (%d random walks per class); %d of the %d classes exact (the "
                            + "identity and the journal's)",
                    p.geometry().describe(), estimate, exact, p.classes().size());
            out.line("the classes whose search would visit a million nodes or more, largest first:");
            int small = 0;
            for (BurnsideByClasses.ClassEstimate e : p.classes()) {
                if (e.exact()) {
                    continue;
                }
                if (e.nodes() < 1e6) {
                    small++;
                    continue;
                }
                out.line("  size %,7d  A ~%.3e  nodes ~%.3e  %s", e.size(), e.grids(), e.nodes(), e.element());
            }
            out.line("%d other classes estimated under a million nodes each", small);
            out.line(
                    "essentially different grids ~%.6e; search nodes left ~%.3e",
                    p.essentiallyDifferent(), p.nodesLeft());
        }

        /** The journal's classes (none when the file does not exist yet); its bad lines said on stderr. */
        private Map<String, BigInteger> readJournal(BurnsideByClasses burnside) {
            try {
                BurnsideByClasses.Journal read = burnside.readJournal(JournalFile.lines(journal), journal.toString());
                read.errors().forEach(this::error);
                return read.known();
            } catch (IOException e) {
                throw usage("--journal " + journal + ": " + e.getMessage());
            }
        }

        private Map<String, BigInteger> openJournal(BurnsideByClasses burnside, Geometry g) {
            Map<String, BigInteger> known = readJournal(burnside);
            try {
                journalOut = new JournalFile(journal, this::error)
                        .open("# census classes --boxes " + g.boxRows() + "x" + g.boxCols()
                                + ": A, class size, a representative; one counted conjugacy class a line");
                if (!known.isEmpty()) {
                    progress("%s: %d classes taken from %s", g.describe(), known.size(), journal);
                }
                return known;
            } catch (IOException e) {
                throw usage("--journal " + journal + ": " + e.getMessage());
            }
        }

        @Override
        void print(ClassesReport report, Lines out) {
            if (report.projection() != null) {
                printProjection(report.projection(), out);
                return;
            }
            BurnsideByClasses.Table t = report.burnside();
            String shape = t.geometry().describe();
            if (t.allGrids() == null) {
                out.line("%s: stopped while counting all grids (the identity's term): no total", shape);
                return;
            }
            out.line(
                    "%s: %d conjugacy classes in the %,d geometric symmetries; A = the grids with box 1 fixed that "
                            + "one of",
                    shape, t.conjugacyClasses(), t.groupOrder());
            out.line(
                    "the class maps to a relabelling of themselves (the identity: all grids / %d!). The classes with "
                            + "A > 0:",
                    t.geometry().size());
            for (BurnsideByClasses.Term term : t.nonZero()) {
                out.line("  size %,10d  A %,31d  %s", term.size(), term.invariant(), term.element());
            }
            if (t.essentiallyDifferent() != null) {
                out.line(
                        "sum of size * A: %,d; / %,d = %,d essentially different grids",
                        t.sum(), t.groupOrder(), t.essentiallyDifferent());
            } else {
                out.line(
                        "stopped with %d of the %d classes counted: no total",
                        t.classesCounted(), t.conjugacyClasses());
            }
            EssentialGrids.TwoWays e = report.enumerated();
            if (e != null && e.complete()) {
                out.line(
                        "%s: %d essentially different grids by canonical forms (of %,d grids with first row 1..%d "
                                + "under %d geometric symmetries and relabelling): the same",
                        shape, e.canonicalForms(), e.gridsSeen(), t.geometry().size(), e.symmetries());
                out.line(
                        "%s: %d by Burnside's lemma grid by grid (fixed grids summed over the group: %,d; group "
                                + "order %,d; over %,d grids)",
                        shape, e.burnside(), e.fixedSum(), e.groupOrder(), e.grids());
            }
        }
    }

    /** What {@code census grids} found: the count, or with --estimate a projection from a sample of classes. */
    record GridsReport(
            @JsonUnwrapped GridCount count,
            @JsonInclude(JsonInclude.Include.NON_NULL) TwoBandCount.Projection projection,
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer cores) {}

    @Command(
            name = "grids",
            mixinStandardHelpOptions = true,
            description = {
                "The number of completed grids, by band signatures.",
                "3x3 (Felgenhauer-Jarvis classes), and 2x2 to 2x6 either way round (two bands); 2x2 and 2x3 "
                        + "cross-checked by enumeration.",
                "2x6 takes days: --journal makes it resumable, --estimate measures a sample first."
            })
    static final class Grids extends Part<GridsReport> {
        @Mixin
        EngineOption engineOption;

        @Option(
                names = "--journal",
                paramLabel = "FILE",
                description = "Two bands: append each signature class's N to FILE as it finishes and take the "
                        + "classes already in it, so a stopped count goes on where it ended.")
        Path journal;

        @Option(
                names = "--estimate",
                paramLabel = "CLASSES",
                description = "Two bands: count CLASSES signature classes drawn at random (not the journal's) and "
                        + "project the total and the time a whole count takes.")
        Integer estimate;

        @Option(
                names = "--seed",
                paramLabel = "N",
                defaultValue = "1",
                description = "Seed of the --estimate sample (default ${DEFAULT-VALUE}).")
        long seed;

        private JournalFile journalOut;

        @Override
        GridsReport compute(Geometry g) {
            if (!GridCount.supports(g)) {
                throw usage("grids counts 3x3 and 2x2 to 2x6 (either way round) by band signatures; " + g.describe()
                        + " is not implemented");
            }
            boolean threeByThree = g.equals(Geometry.boxes(3, 3));
            if (!engineOption.local() && threeByThree) {
                throw usage("--engine spark spreads the two-band signature classes of 2xR boxes; 3x3's band count "
                        + "runs here");
            }
            if (threeByThree && (journal != null || estimate != null)) {
                throw usage("--journal and --estimate are for two bands (2xR boxes); 3x3 takes seconds");
            }
            if (estimate != null && estimate < 2) {
                throw usage("--estimate needs at least 2 classes (the spread needs two)");
            }
            TwoBandCount.Progress progress =
                    (done, all) -> progress("%s: N known for %d of %d signature classes", g.describe(), done, all);
            try (Engine engine = engineOption.open()) {
                if (threeByThree) {
                    return new GridsReport(GridCount.of(g, engine, this::interrupted, progress), null, null);
                }
                TwoBandCount bands = new TwoBandCount(Math.max(g.boxRows(), g.boxCols()));
                progress("%s: listing the signature classes", g.describe());
                Map<String, BigInteger> known = journal == null ? Map.of() : readJournal(bands);
                if (estimate != null) {
                    return new GridsReport(
                            null,
                            bands.project(
                                    engine,
                                    known,
                                    estimate,
                                    seed,
                                    this::interrupted,
                                    (done, all) ->
                                            progress("%s: %d of %d sampled classes counted", g.describe(), done, all)),
                            engine.parallelism());
                }
                if (journal != null) {
                    journalOut = new JournalFile(journal, this::error)
                            .open("# census grids --boxes " + g.boxRows() + "x" + g.boxCols() + ": N (bands of a "
                                    + "signature), the class's signatures, its point counts; one class a line");
                    if (!known.isEmpty()) {
                        progress("%s: %d classes taken from %s", g.describe(), known.size(), journal);
                    }
                }
                return new GridsReport(
                        GridCount.of(
                                g,
                                engine,
                                known,
                                () -> interrupted() || journalOut != null && !journalOut.writable(),
                                progress,
                                counted -> {
                                    if (journalOut != null) {
                                        journalOut.append(counted.journalLine());
                                    }
                                }),
                        null,
                        null);
            } catch (IOException e) {
                throw usage("--journal " + journal + ": " + e.getMessage());
            } finally {
                if (journalOut != null) {
                    journalOut.close();
                }
            }
        }

        /** The journal's classes; its bad lines said on stderr (those classes are counted again). */
        private Map<String, BigInteger> readJournal(TwoBandCount bands) throws IOException {
            TwoBandCount.Journal read = bands.readJournal(JournalFile.lines(journal), journal.toString());
            read.errors().forEach(this::error);
            return read.known();
        }

        @Override
        void print(GridsReport report, Lines out) {
            if (report.projection() != null) {
                printProjection(report.projection(), report.cores(), out);
            } else {
                print(report.count(), out);
            }
        }

        private void printProjection(TwoBandCount.Projection p, int cores, Lines out) {
            out.line(
                    "an estimate, not a count: %d of the %,d signature classes drawn at random (seed %d) and "
                            + "counted%s; %,d taken from the journal",
                    p.sample().size(), p.classes(), seed, p.complete() ? "" : " (stopped)", p.known());
            p.sample().stream()
                    .sorted(Comparator.comparingDouble(TwoBandCount.SampledClass::seconds))
                    .forEach(c ->
                            out.line("  %7.2f s  N %,28d  signatures %,22d", c.seconds(), c.bands(), c.signatures()));
            double[] seconds = p.sample().stream()
                    .mapToDouble(TwoBandCount.SampledClass::seconds)
                    .sorted()
                    .toArray();
            if (seconds.length > 0) {
                out.line(
                        "seconds a class (each timed where it ran, %d at once): median %.2f, mean %.2f, p90 %.2f, "
                                + "max %.2f",
                        cores,
                        seconds[seconds.length / 2],
                        Arrays.stream(seconds).average().orElseThrow(),
                        seconds[(int) Math.min(seconds.length - 1, Math.ceil(0.9 * seconds.length) - 1)],
                        seconds[seconds.length - 1]);
            }
            out.line("grids ~%.4e (relative standard error %.1f %%)", p.grids(), 100 * p.relativeError());
            double hours = p.coreSecondsLeft() / 3600;
            out.line(
                    "the %,d classes left: ~%.0f core-hours; ~%.1f h on the %d cores here, ~%.1f h on 100 cores",
                    p.classes() - p.known(), hours, hours / cores, cores, hours / 100);
        }

        private void print(GridCount c, Lines out) {
            String shape = c.geometry().describe();
            if (!c.complete()) {
                out.line(
                        "%s: at least %,d completed grids (stopped%s)",
                        shape,
                        c.grids(),
                        c.classesCounted() == null
                                ? ""
                                : " with " + c.classesCounted() + " of the " + c.classes()
                                        + " signature classes counted");
            } else if (c.topBands() != null) {
                out.line(
                        "%s: %,d completed grids, by band signatures (%,d top bands with the first box fixed, %d "
                                + "classes)",
                        shape, c.grids(), c.topBands(), c.classes());
            } else {
                out.line(
                        "%s: %,d completed grids, by band signatures (two bands: %,d signatures of a band in %d "
                                + "classes)",
                        shape, c.grids(), c.signatures(), c.classes());
            }
            if (c.enumerated() != null) {
                int n = c.geometry().size();
                out.line(
                        "%s: %,d by enumeration (%,d over the first row 1..%d, times %d!): the same",
                        shape, c.enumerated(), c.enumeratedOverFirstRow(), n, n);
            }
        }
    }

    @Command(
            name = "bands",
            mixinStandardHelpOptions = true,
            description = {
                "The 9x9 top bands, their 416 classes and the grid count they give.",
                "The completions with the first box fixed, the lexicographically reduced ones,",
                "the 416 classes under box, column and row permutations, "
                        + "the 44 classes of equal completion counts with",
                "their sizes and completions, and the total they give."
            })
    static final class Bands extends Part<BandTable> {
        @Override
        BandTable compute(Geometry ignored) {
            return BandTable.of(this::interrupted);
        }

        @Override
        void print(BandTable t, Lines out) {
            out.line(
                    "top-band completions with the first box fixed: %,d (= 56 * 6^6 = %,d)",
                    t.topBands(), 56L * 46_656);
            out.line(
                    "lexicographically reduced (columns in boxes 2 and 3 sorted by their top digit, box 2 before "
                            + "box 3): %,d",
                    t.reducedBands());
            if (t.orbits() == null) {
                return;
            }
            out.line(
                    "classes under permutations of the boxes, of the columns in each box and of the rows: %d",
                    t.orbits());
            out.line(
                    "classes with equal completion counts: %d (size among the %,d reduced bands, how many of the %d "
                            + "classes",
                    t.classes().size(), t.reducedBands(), t.orbits());
            out.line("above it joins, completions C of each band, and C / 72, the completions with bands 2 and 3 "
                    + "reduced)");
            for (BandTable.Row r : t.classes()) {
                out.line(
                        "  size %5d  joins %3d  C %,16d  C/72 %,13d",
                        r.size(), r.orbits(), r.completions(), r.completionsPer72());
            }
            out.line(
                    "sizes sum to %,d; the band 123456789/456789123/789123456 has %,d completions",
                    t.sizesSum(), t.exampleCompletions());
            out.line("total: 9! * sum over top bands of C = %,d grids", t.grids());
        }
    }
}
