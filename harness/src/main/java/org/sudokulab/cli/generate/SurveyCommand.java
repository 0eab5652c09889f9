package org.sudokulab.cli.generate;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.io.ParseError;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.cli.BackendOption;
import org.sudokulab.cli.BoxesOption;
import org.sudokulab.cli.CtrlC;
import org.sudokulab.cli.DurationConverter;
import org.sudokulab.cli.EngineOption;
import org.sudokulab.cli.ExitCode;
import org.sudokulab.cli.QuietOption;
import org.sudokulab.cli.Ranges;
import org.sudokulab.engine.Engine;
import org.sudokulab.generator.GapFill;
import org.sudokulab.generator.GridSampler;
import org.sudokulab.generator.KSurvey;
import org.sudokulab.generator.RemovalSurvey;
import org.sudokulab.generator.Tools;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudokulab survey ksudoku|removals}: the experiments of seed 000. */
@Command(
        name = "survey",
        mixinStandardHelpOptions = true,
        description = {
            "Experiments over many generated boards: the k-survey and the random-removal distribution.",
            "Boards have 3x3 boxes unless --boxes says otherwise.",
            "Without -b a survey counts with the fastest enumerator for the board: dlx on 6x6, bits elsewhere."
        },
        subcommands = {SurveyCommand.KSudokuSurvey.class, SurveyCommand.RemovalsSurvey.class})
public final class SurveyCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing what to survey (ksudoku, removals)");
    }

    /** What both surveys share: backend, box shape, seed, Ctrl-C handling. */
    abstract static class Survey implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Mixin
        BackendOption backend;

        @Mixin
        BoxesOption boxes;

        @Option(names = "--seed", defaultValue = "1", description = "Random seed. Default: ${DEFAULT-VALUE}.")
        long seed;

        @Mixin
        QuietOption quietOption;

        @Mixin
        EngineOption engineOption;

        private CtrlC ctrlC;

        boolean interrupted() {
            return ctrlC != null && ctrlC.interrupted();
        }

        final Cancellation cancellation = new Cancellation();

        /**
         * What the survey's units need where they run: on this JVM the counter and sampler at hand, on a cluster a
         * recipe each executor makes them from.
         */
        Tools tools;

        abstract int survey(Counter counter, GridSampler grids, PrintWriter out, PrintWriter err) throws Exception;

        @Override
        public Integer call() throws Exception {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            Geometry g = boxes.geometry("3x3");
            // A survey enumerates many solutions per count: the default is the fastest enumerator for the board.
            String fastest = Backends.discover().fastestEnumerator(g).id();
            Counter counter =
                    new Counter(backend.backend(fastest), Limits.none().withCancellation(cancellation));
            GridSampler grids = GridSampler.of("search", g);
            tools = engineOption.local()
                    ? Tools.of(counter, grids)
                    : new Tools.Recipe(counter.backend().id(), g.boxRows(), g.boxCols(), "search");
            ctrlC = CtrlC.install(cancellation);
            try {
                return survey(counter, grids, out, err);
            } finally {
                try {
                    out.flush();
                } finally {
                    ctrlC.close(); // also when the flush fails: the hook must not wait for a command that ended
                }
            }
        }
    }

    @Command(
            name = "ksudoku",
            mixinStandardHelpOptions = true,
            description = {
                "A board with exactly k solutions for every k in [--from, --to]: removal paths, then (--fill) a "
                        + "search next to the boards found for the k they missed.",
                "stdout: CSV k,puzzle,clues,path,millis as witnesses are found (path 0: found by the filling); "
                        + "stderr: progress, what the filling cost, and the coverage."
            })
    static final class KSudokuSurvey extends Survey {
        @Option(names = "--from", defaultValue = "1", paramLabel = "K")
        long from;

        @Option(names = "--to", defaultValue = "1000", paramLabel = "K")
        long to;

        @Option(
                names = "--max-paths",
                defaultValue = "1000000",
                paramLabel = "N",
                description = "Stop after N paths. Default: ${DEFAULT-VALUE}.")
        long maxPaths;

        @Option(
                names = "--max-time",
                defaultValue = "30m",
                converter = DurationConverter.class,
                paramLabel = "DURATION",
                description = "Stop after this long. Default: ${DEFAULT-VALUE}.")
        Duration maxTime;

        @Option(names = "--threads", paramLabel = "T", description = "Paths run at once. Default: the number of cores.")
        Integer threads;

        @Option(
                names = "--fill",
                defaultValue = "2000",
                paramLabel = "N",
                description = "Then look for each k the paths missed next to the boards found (clues added and "
                        + "removed), with at most N exact counts per k; 0: no gap filling. Default: ${DEFAULT-VALUE}.")
        long fill;

        @Option(
                names = "--known",
                paramLabel = "FILE",
                description = "Witnesses found before: GIVENS:COUNT lines (as in data/; a .gz file is read as gzip). "
                        + "Each is counted again; the paths and the filling then look only for the other k.")
        Path known;

        /** Set when a line of the --known file was not taken: the exit code says so. */
        private boolean knownFailed;

        /** A board of the --known file: its givens and the count it states. */
        private record Stated(int[] givens, long k, String where) implements Serializable {}

        /**
         * The --known file's boards, each counted again on the engine (a stated count that is wrong is said and not
         * taken); a line that cannot be read is said with its place, the rest still read. Boards outside the range
         * are kept: the filling may start from them.
         *
         * @return the witnesses, or null when the file cannot be read at all
         */
        private Map<Long, KSurvey.Witness> readKnown(Geometry g, Engine engine, PrintWriter err) {
            List<Stated> stated = new ArrayList<>();
            try (InputStream raw = Files.newInputStream(known);
                    InputStream in = known.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
                PuzzleReader.read(in, known.toString(), boxes.readOptions(), line -> {
                    String problem = null;
                    if (line instanceof ParseError e) {
                        problem = e.toString();
                    } else {
                        PuzzleEntry entry = (PuzzleEntry) line;
                        String where = entry.source() + ":" + entry.line();
                        if (!entry.puzzle().geometry().equals(g)) {
                            problem = where + ": a " + entry.puzzle().geometry().describe()
                                    + " board, the survey is on " + g.describe();
                        } else if (entry.expectedCount().isEmpty()) {
                            problem = where + ": no count: expected GIVENS:COUNT";
                        } else {
                            stated.add(new Stated(
                                    entry.puzzle().givens(),
                                    entry.expectedCount().getAsLong(),
                                    where));
                        }
                    }
                    if (problem != null) {
                        err.println("sudokulab survey: " + problem);
                        knownFailed = true;
                    }
                });
            } catch (IOException e) {
                err.println("sudokulab survey: cannot read " + known + ": " + PuzzleReader.reason(e));
                return null;
            }
            long[] counts = new long[stated.size()];
            engine.runUntil(
                    tools,
                    stated,
                    (tools, board, where) ->
                            tools.counter().count(new Puzzle(tools.grids().geometry(), board.givens()), board.k() + 1),
                    (i, count) -> counts[i] = count,
                    this::interrupted);
            Map<Long, KSurvey.Witness> witnesses = new TreeMap<>();
            for (int i = 0; i < stated.size() && !interrupted(); i++) {
                Stated b = stated.get(i);
                if (counts[i] != b.k()) {
                    err.println("sudokulab survey: " + b.where() + ": states " + b.k() + " solutions, counted "
                            + (counts[i] < 0
                                    ? "none (the count did not finish)"
                                    : counts[i] > b.k() ? "more than " + b.k() : counts[i])
                            + ": not taken");
                    knownFailed = true;
                } else {
                    Puzzle p = new Puzzle(g, b.givens());
                    witnesses.putIfAbsent(b.k(), new KSurvey.Witness(b.k(), p, p.clueCount(), 0, 0));
                }
            }
            return witnesses;
        }

        @Override
        int survey(Counter counter, GridSampler grids, PrintWriter out, PrintWriter err) throws Exception {
            if (from < 1 || to < from) {
                throw new CommandLine.ParameterException(spec.commandLine(), "need 1 <= --from <= --to");
            }
            if (fill < 0) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--fill must be at least 0, got " + fill);
            }
            if (threads != null && threads < 1) {
                throw new CommandLine.ParameterException(
                        spec.commandLine(), "--threads must be at least 1, got " + threads);
            }
            int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
            long[] nextReport = {System.nanoTime() + TimeUnit.SECONDS.toNanos(10)};
            int[] found = {0};
            Consumer<KSurvey.Witness> print = w -> {
                out.println(
                        w.k() + "," + w.puzzle().givensLine() + "," + w.clues() + "," + w.path() + "," + w.millis());
                found[0]++;
                if (!quietOption.quiet() && System.nanoTime() > nextReport[0]) {
                    err.printf(
                            "sudokulab survey: %d of %d k found after %.0f s%n",
                            found[0], to - from + 1, w.millis() / 1000.0);
                    nextReport[0] = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                }
            };
            KSurvey.Result r;
            GapFill.Result filled = null;
            String ranOn;
            try (Engine engine = engineOption.open(t)) {
                ranOn = engineOption.local() ? t + " threads" : "engine " + engine.describe();
                Map<Long, KSurvey.Witness> before = Map.of();
                if (known != null) {
                    before = readKnown(grids.geometry(), engine, err);
                    if (before == null) {
                        return ExitCode.FAILED;
                    }
                    if (interrupted()) {
                        return ExitCode.INTERRUPTED;
                    }
                    long inRange = before.keySet().stream()
                            .filter(k -> k >= from && k <= to)
                            .count();
                    err.println("sudokulab survey: " + before.size() + " witnesses taken from " + known
                            + ", each counted again; " + inRange + " of k in [" + from + ", " + to + "]");
                }
                out.println("k,puzzle,clues,path,millis");
                r = new KSurvey(engine, tools)
                        .run(
                                from,
                                to,
                                before,
                                maxPaths,
                                maxTime.toMillis(),
                                new SplittableRandom(seed),
                                () -> interrupted(),
                                print);
                err.printf(
                        Locale.ROOT,
                        "sudokulab survey: k in [%d, %d] on %s: found %d of %d in %.1f s (%d paths, %d exact counts, "
                                + "%s, backend %s); stopped by: %s%n",
                        from,
                        to,
                        grids.geometry().describe(),
                        r.found().size(),
                        to - from + 1,
                        r.millis() / 1000.0,
                        r.paths(),
                        r.counts(),
                        ranOn,
                        counter.backend().id(),
                        r.stoppedBy());
                if (fill > 0 && !r.missing().isEmpty() && !interrupted()) {
                    TreeMap<Long, KSurvey.Witness> near = new TreeMap<>(before); // boards outside the range too
                    near.putAll(r.found());
                    filled = new GapFill(engine, tools).run(near, r.missing(), fill, () -> interrupted(), print);
                }
            }
            out.flush();
            List<Long> missing = r.missing();
            if (filled != null) {
                err.println("sudokulab survey: gap filling: "
                        + describe(filled, r.missing().size(), fill));
                Set<Long> now = filled.found().keySet();
                missing = missing.stream().filter(k -> !now.contains(k)).toList();
            }
            if (missing.isEmpty()) {
                err.println("sudokulab survey: coverage: every k in the range has a witness");
            } else {
                err.println("sudokulab survey: coverage: first k without a witness: " + missing.get(0) + "; missing ("
                        + missing.size() + "): " + Ranges.of(missing));
            }
            return interrupted() ? ExitCode.INTERRUPTED : knownFailed ? ExitCode.FAILED : ExitCode.OK;
        }
    }

    /** The gap-filling phase in a line: what it found, and what each k cost (found or not). */
    static String describe(GapFill.Result filled, int missing, long budget) {
        LongSummaryStatistics hit = filled.efforts().stream()
                .filter(GapFill.Effort::found)
                .mapToLong(GapFill.Effort::counts)
                .summaryStatistics();
        List<GapFill.Effort> exhausted = filled.efforts().stream()
                .filter(e -> !e.found() && e.counts() < budget)
                .toList();
        StringBuilder s = new StringBuilder(String.format(
                Locale.ROOT,
                "found %d of the %d missing k in %.1f s (%d searched, %d exact counts",
                filled.found().size(),
                missing,
                filled.millis() / 1000.0,
                filled.efforts().size(),
                filled.efforts().stream().mapToLong(GapFill.Effort::counts).sum()));
        if (hit.getCount() > 0) {
            s.append(String.format(
                    Locale.ROOT,
                    "; a k found took %.0f counts on average, at most %d",
                    hit.getAverage(),
                    hit.getMax()));
        }
        s.append("; a k not found took all ").append(budget);
        if (!exhausted.isEmpty()) {
            s.append(", but for ").append(exhausted.size()).append(" whose search ran out of boards");
        }
        s.append(")");
        if (filled.stoppedBy() != null) {
            s.append("; stopped by: ").append(filled.stoppedBy());
        }
        return s.toString();
    }

    @Command(
            name = "removals",
            mixinStandardHelpOptions = true,
            description = {
                "Seed 000's experiment: the solution counts left by removing n random cells from random grids.",
                "n runs over [--from, --to], counted exactly up to --cap. Writes DIR/removals.csv, "
                        + "DIR/removals-summary.csv (per n: the 10th percentile,",
                "median and 90th of log10 count) and DIR/removals.svg; prints the line fitted to the exact medians."
            })
    static final class RemovalsSurvey extends Survey {
        @Option(names = "--from", defaultValue = "35", paramLabel = "N")
        int from;

        @Option(names = "--to", defaultValue = "60", paramLabel = "N")
        int to;

        @Option(
                names = "--samples",
                defaultValue = "100",
                paramLabel = "S",
                description = "Samples per n. Default: ${DEFAULT-VALUE}.")
        int samples;

        @Option(
                names = "--cap",
                defaultValue = "100000",
                paramLabel = "C",
                description = "Count limit. Default: ${DEFAULT-VALUE}.")
        long cap;

        @Option(
                names = "--out",
                defaultValue = "reports/removals",
                paramLabel = "DIR",
                description = "Default: ${DEFAULT-VALUE}.")
        Path dir;

        @Override
        int survey(Counter counter, GridSampler grids, PrintWriter out, PrintWriter err)
                throws IOException, InterruptedException {
            int cells = grids.geometry().cellCount();
            if (from < 0 || to < from || to > cells || samples < 1 || cap < 2) {
                throw new CommandLine.ParameterException(
                        spec.commandLine(), "need 0 <= --from <= --to <= " + cells + ", --samples >= 1, --cap >= 2");
            }
            long start = System.nanoTime();
            List<RemovalSurvey.Sample> all;
            try (Engine engine = engineOption.open(1)) {
                all = new RemovalSurvey(engine, tools)
                        .run(from, to, samples, cap, new SplittableRandom(seed), () -> interrupted(), s -> {
                            if (!quietOption.quiet() && s.sample() == samples) {
                                err.printf(
                                        "sudokulab survey: %d removed done (%.0f s)%n",
                                        s.removed(), (System.nanoTime() - start) / 1e9);
                            }
                        });
            }
            Files.createDirectories(dir);
            StringBuilder csv = new StringBuilder("removed,sample,count,exact,givens\n");
            for (RemovalSurvey.Sample s : all) {
                csv.append(s.removed())
                        .append(',')
                        .append(s.sample())
                        .append(',')
                        .append(s.count())
                        .append(',')
                        .append(s.exact())
                        .append(',')
                        .append(s.givens())
                        .append('\n');
            }
            Files.writeString(dir.resolve("removals.csv"), csv, StandardCharsets.UTF_8);
            Files.writeString(dir.resolve("removals.svg"), chart(all, from, to, cap), StandardCharsets.UTF_8);
            List<RemovalSurvey.Level> levels = RemovalSurvey.levels(all);
            StringBuilder summary = new StringBuilder("removed,samples,at_cap,p10_log10,median_log10,p90_log10\n");
            for (RemovalSurvey.Level l : levels) {
                summary.append(String.format(
                        Locale.ROOT,
                        "%d,%d,%d,%.3f,%.3f,%.3f%n",
                        l.removed(),
                        l.samples(),
                        l.atCap(),
                        l.p10(),
                        l.median(),
                        l.p90()));
            }
            Files.writeString(dir.resolve("removals-summary.csv"), summary, StandardCharsets.UTF_8);
            RemovalSurvey.Fit fit = RemovalSurvey.fitMedians(levels);
            long unseen = RemovalSurvey.smallestUnseen(all, cap);
            out.printf(
                    Locale.ROOT,
                    "samples=%d removed=%d..%d cap=%d smallest_k_not_met=%d median_log10_count=%s seconds=%.1f "
                            + "csv=%s summary=%s svg=%s%n",
                    all.size(),
                    from,
                    to,
                    cap,
                    unseen,
                    fit == null
                            ? "unfitted"
                            : String.format(
                                    Locale.ROOT,
                                    "%.4f*removed%+.3f(%d_levels)",
                                    fit.slope(),
                                    fit.intercept(),
                                    fit.levels()),
                    (System.nanoTime() - start) / 1e9,
                    dir.resolve("removals.csv"),
                    dir.resolve("removals-summary.csv"),
                    dir.resolve("removals.svg"));
            return interrupted() ? ExitCode.INTERRUPTED : ExitCode.OK;
        }

        /**
         * Per n removed: the median and the 10th-90th percentile band of log10(count); counts at the cap drawn at
         * the cap.
         */
        private static String chart(List<RemovalSurvey.Sample> samples, int from, int to, long cap) {
            int w = 720;
            int h = 360;
            int left = 60;
            int bottom = 40;
            double top = Math.max(1, Math.ceil(Math.log10(cap)));
            StringBuilder g = new StringBuilder(String.format(
                    Locale.ROOT,
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                            + "font-size=\"11\" role=\"img\" aria-label=\"solution counts by clues removed\">%n",
                    w,
                    h));
            int pw = w - left - 20;
            int ph = h - bottom - 20;
            for (int d = 0; d <= top; d++) {
                double y = 20 + ph - d / top * ph;
                g.append(String.format(
                        Locale.ROOT,
                        "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#eee\"/>"
                                + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n",
                        left,
                        y,
                        left + pw,
                        y,
                        left - 6,
                        y + 4,
                        d == 0 ? "1" : "1e" + d));
            }
            int span = Math.max(1, to - from);
            for (RemovalSurvey.Level level : RemovalSurvey.levels(samples)) {
                double x = left + (level.removed() - from) * (double) pw / span;
                double lo = level.p10();
                double mid = level.median();
                double hi = level.p90();
                g.append(String.format(
                        Locale.ROOT,
                        "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#4e79a7\" stroke-width=\"6\"/>"
                                + "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#e15759\"><title>%d removed: "
                                + "median %.3g</title></circle>%n",
                        x,
                        20 + ph - lo / top * ph,
                        x,
                        20 + ph - hi / top * ph,
                        x,
                        20 + ph - mid / top * ph,
                        level.removed(),
                        Math.pow(10, mid)));
                if (level.removed() % 5 == 0) {
                    g.append(String.format(
                            Locale.ROOT,
                            "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>%n",
                            x,
                            h - bottom + 16,
                            level.removed()));
                }
            }
            g.append(String.format(
                    Locale.ROOT,
                    "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">cells removed (band: 10th-90th percentile of the "
                            + "solution count, dot: median, log scale, capped at %d)</text>%n</svg>%n",
                    left + pw / 2,
                    h - 6,
                    cap));
            return g.toString();
        }
    }
}
