package org.sudokulab.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import org.sudokulab.api.Availability;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.ReadOptions;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code sudokulab bench}: every chosen backend over the corpora, every answer checked on its own and against
 * the others, timed with warm-up and seeded order, reported in {@code reports/<timestamp>/}. Rows are written
 * to {@code journal.csv} as they come, so an interrupted run keeps its work and {@code --resume} finishes it.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Compare backends over puzzle corpora: cross-checked answers, warm timings, and a report",
                "(report.md, results.csv, summary.json, report.html) in reports/<timestamp>/.",
                "With no --corpus: the bundled default comparison (about 230 puzzles of every kind).",
                "Exit code 0: all answers agree; 1: a WRONG answer or unreadable input; 130: interrupted."})
final class BenchCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /** Measured on the project's 2-core machine for the default run: 1 min 39 s (README). */
    private static final String DEFAULT_RUN_TIME = "about 2 minutes";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--corpus", arity = "1..*", paramLabel = "FILE",
            description = "Puzzle files in any form the CLI reads (golden lines too). Default: the bundled comparison.")
    List<Path> corpusFiles;

    @Option(names = {"-b", "--backends"}, split = ",", defaultValue = "all", paramLabel = "all|ID[,ID...]",
            description = "Backends to run. Default: every available one.")
    List<String> backendIds;

    @Option(names = "--mode", defaultValue = "unique", paramLabel = "solve|unique|count",
            description = "solve: one solution; unique: count with limit 2 (a uniqueness proof); count: count up to --limit. "
                    + "Default: ${DEFAULT-VALUE}.")
    String mode;

    @Option(names = "--limit", defaultValue = "1000", paramLabel = "N", description = "Count limit for --mode count. Default: ${DEFAULT-VALUE}.")
    long limit;

    @Option(names = "--timeout", defaultValue = "1s", converter = DurationConverter.class, paramLabel = "DURATION",
            description = "Per-call time limit. Default: ${DEFAULT-VALUE}.")
    Duration timeout;

    @Option(names = "--warmup", defaultValue = "1s", converter = DurationConverter.OrZero.class, paramLabel = "DURATION",
            description = "Warm-up per backend before its timed calls (cycling over the planned puzzles). Default: ${DEFAULT-VALUE}.")
    Duration warmup;

    @Option(names = "--repeat", defaultValue = "1", paramLabel = "R", description = "Timed calls per puzzle. Default: ${DEFAULT-VALUE}.")
    int repeat;

    @Option(names = "--sample", defaultValue = "0", paramLabel = "N",
            description = "Take N puzzles per corpus, drawn with the seed (0: all). Default: ${DEFAULT-VALUE}.")
    int sample;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed of the sample and of the call order. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--threads", defaultValue = "1", paramLabel = "T",
            description = "Calls run at once (timings are per call, so keep 1 for figures). Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = "--out", paramLabel = "DIR", description = "Report directory. Default: reports/<UTC timestamp>.")
    Path out;

    @Option(names = "--resume", paramLabel = "DIR",
            description = "Finish an interrupted run in DIR with its own settings (other options are ignored).")
    Path resume;

    @Option(names = "--isolate", description = "Run each backend in a child JVM, killed after the timeout plus --grace.")
    boolean isolate;

    @Option(names = "--grace", defaultValue = "5s", converter = DurationConverter.class, paramLabel = "DURATION",
            description = "Under --isolate: how long past the timeout a call may run before its JVM is killed. Default: ${DEFAULT-VALUE}.")
    Duration grace;

    @Option(names = "--boxes", paramLabel = "RxC", description = "Box shape for plain lines whose length is ambiguous.")
    String boxes;

    @Option(names = {"-q", "--quiet"}, description = "No progress on stderr.")
    boolean quiet;

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        double jvmStartMillis = ManagementFactory.getRuntimeMXBean().getUptime();
        if (resume != null) {
            return resumeRun(err, jvmStartMillis);
        }
        List<String> args = originalArgs();
        Path dir = out != null ? out : Path.of("reports", DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
                .withZone(ZoneOffset.UTC).format(Instant.now()));
        return run(args, dir, List.of(), err, jvmStartMillis);
    }

    private List<String> originalArgs() {
        List<String> all = spec.commandLine().getParseResult().originalArgs();
        int at = all.indexOf("bench");
        return List.copyOf(at >= 0 ? all.subList(at + 1, all.size()) : all);
    }

    private int resumeRun(PrintWriter err, double jvmStartMillis) throws Exception {
        Path runFile = resume.resolve("run.json");
        if (!Files.exists(runFile)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--resume: " + runFile + " does not exist");
        }
        JsonNode run = JSON.readTree(runFile.toFile());
        List<String> args = new ArrayList<>();
        run.get("args").forEach(a -> args.add(a.asText()));
        BenchCommand original = new BenchCommand();
        CommandLine cli = new CommandLine(original);
        cli.parseArgs(args.toArray(new String[0]));
        original.spec = cli.getCommandSpec();
        original.quiet = quiet;
        List<BenchRow> done = new ArrayList<>();
        Path journal = resume.resolve("journal.csv");
        if (Files.exists(journal)) {
            try (Reader in = Files.newBufferedReader(journal, StandardCharsets.UTF_8)) {
                done.addAll(BenchRow.readCsv(in));
            }
        }
        Map<String, String> hashes = new LinkedHashMap<>();
        run.get("corpora").forEach(c -> hashes.put(c.get("origin").asText(), c.get("sha256").asText()));
        original.expectedHashes = hashes;
        err.printf("sudokulab bench: resuming %s: %,d calls already done%n", resume, done.size());
        return original.run(args, resume, done, err, jvmStartMillis);
    }

    /** On --resume: the corpora must be the very texts the run started with. */
    private Map<String, String> expectedHashes;

    private int run(List<String> args, Path dir, List<BenchRow> done, PrintWriter err, double jvmStartMillis) throws Exception {
        BenchCall.Mode benchMode = parseMode();
        validate();
        Settings settingsView = new Settings(benchMode);
        ReadOptions options;
        try {
            options = boxes == null ? ReadOptions.DEFAULT : ReadOptions.boxes(boxes);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--boxes: " + e.getMessage());
        }

        // Corpora: unreadable lines are reported and left out; the rest still runs (exit code 1 at the end).
        List<BenchCorpus> corpora = new ArrayList<>();
        boolean inputErrors = false;
        if (corpusFiles == null || corpusFiles.isEmpty()) {
            for (String name : BenchCorpus.BUNDLED) {
                corpora.add(BenchCorpus.bundled(name, err));
            }
        } else {
            Set<String> names = new HashSet<>();
            for (Path file : corpusFiles) {
                try {
                    BenchCorpus c = BenchCorpus.file(file, options, err);
                    if (!names.add(c.name())) {
                        throw new CommandLine.ParameterException(spec.commandLine(), "two corpora named " + c.name()
                                + ": rename one file (reports list corpora by file name)");
                    }
                    corpora.add(c);
                } catch (IOException e) {
                    err.println("sudokulab: cannot read " + file + ": " + e.getMessage());
                    inputErrors = true;
                }
            }
        }
        for (BenchCorpus c : corpora) {
            inputErrors |= c.parseErrors() > 0;
            if (expectedHashes != null && !c.sha256().equals(expectedHashes.get(c.origin()))) {
                err.println("sudokulab: " + c.origin() + " is not the text the interrupted run read (its SHA-256 differs); "
                        + "resume needs the same input");
                return Main.EXIT_FAILED;
            }
        }
        if (corpora.stream().allMatch(c -> c.puzzles().isEmpty())) {
            err.println("sudokulab: no puzzles to run");
            return Main.EXIT_FAILED;
        }

        // Backends: the chosen ones, with how long the availability check took (native library loads).
        Backends discovered = Backends.discover();
        for (String failure : discovered.failures()) {
            err.println("sudokulab: a backend failed to load: " + failure);
        }
        List<SolverBackend> backends = new ArrayList<>();
        Map<String, Double> availabilityMillis = new LinkedHashMap<>();
        List<String> notRun = new ArrayList<>();
        boolean all = backendIds.size() == 1 && backendIds.get(0).equals("all");
        List<SolverBackend> candidates = new ArrayList<>();
        if (all) {
            candidates.addAll(discovered.all());
        } else {
            for (String id : backendIds) {
                candidates.add(discovered.find(id.trim()).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                        "unknown backend '" + id + "'; known: " + String.join(", ", discovered.ids()))));
            }
        }
        for (SolverBackend b : candidates) {
            long t0 = System.nanoTime();
            Availability a = b.availability();
            availabilityMillis.put(b.id(), BenchCall.round((System.nanoTime() - t0) / 1e6));
            if (a.available()) {
                backends.add(b);
            } else {
                notRun.add(b.id() + ": not available here: " + a.reason());
                if (!all) {
                    err.println("sudokulab: backend " + b.id() + " is not available here: " + a.reason());
                }
            }
        }
        if (backends.isEmpty()) {
            err.println("sudokulab: no available backend to run");
            return Main.EXIT_FAILED;
        }

        // The plan: a seeded sample per corpus, every repeat, in one seeded order for every backend.
        Random random = new Random(seed);
        List<BenchRunner.Task> plan = new ArrayList<>();
        for (int c = 0; c < corpora.size(); c++) {
            List<Integer> chosen = new ArrayList<>();
            for (int p = 0; p < corpora.get(c).puzzles().size(); p++) {
                chosen.add(p);
            }
            if (sample > 0 && sample < chosen.size()) {
                Collections.shuffle(chosen, random);
                chosen = new ArrayList<>(chosen.subList(0, sample));
                Collections.sort(chosen);
            }
            for (int p : chosen) {
                for (int r = 1; r <= repeat; r++) {
                    plan.add(new BenchRunner.Task(c, p, r));
                }
            }
        }
        Collections.shuffle(plan, random);

        Files.createDirectories(dir);
        if (done.isEmpty() && expectedHashes == null) {
            writeRunFile(dir, args, corpora);
        }
        Set<String> doneKeys = new HashSet<>();
        done.forEach(r -> doneKeys.add(r.key()));
        long planned = (long) plan.size() * backends.size();
        long puzzles = plan.size() / repeat;
        err.printf(Locale.ROOT, "sudokulab bench: %d backends x %,d puzzles x %d repeat(s) = %,d calls (mode %s, timeout %s, warm-up %s per "
                        + "backend%s); report in %s%n", backends.size(), puzzles, repeat, planned, settingsView.modeText(),
                DurationConverter.format(timeout), DurationConverter.format(warmup), isolate ? ", isolated JVMs" : "", dir);
        double worst = planned * (timeout.toMillis() / 1000.0) / threads + backends.size() * warmup.toSeconds();
        err.printf(Locale.ROOT, "sudokulab bench: estimate: %s; at most %s if every call hit its timeout. Ctrl-C stops and "
                        + "writes what finished.%n",
                corpusFiles == null && sample == 0 && repeat == 1 && all && threads == 1 && timeout.equals(Duration.ofSeconds(1))
                        ? DEFAULT_RUN_TIME + " for this default run on a 2-core machine" : "shown on the progress bar once calls finish",
                BenchProgress.duration(worst));

        // Ctrl-C: cancel the running call, let this thread write the report of what finished, then exit.
        Cancellation cancellation = new Cancellation();
        try (CtrlC ctrlC = CtrlC.install(cancellation, Duration.ofSeconds(20))) {
            List<BenchRow> rows = Collections.synchronizedList(new ArrayList<>(done));
            List<BenchReport.BackendInfo> infos = new ArrayList<>();
            BenchProgress progress = new BenchProgress(err, quiet, planned, done.size());
            String created = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
            Path journalFile = dir.resolve("journal.csv");
            boolean journalHeader = !Files.exists(journalFile);
            try (Writer journal = Files.newBufferedWriter(journalFile, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND)) {
                if (journalHeader) {
                    BenchRow.csvWriter(true).writeValues(journal).flush();
                }
                com.fasterxml.jackson.databind.ObjectWriter rowWriter = BenchRow.csvWriter(false);
                for (SolverBackend backend : backends) {
                    if (ctrlC.interrupted()) {
                        break;
                    }
                    List<BenchRunner.Task> todo = plan.stream().filter(t -> !doneKeys.contains(key(backend.id(), corpora, t))).toList();
                    if (todo.isEmpty()) {
                        continue;
                    }
                    progress.doing(backend.id() + ": warm-up and " + todo.size() + " calls");
                    java.util.function.Consumer<BenchRow> sink = row -> {
                        synchronized (journal) {
                            try {
                                journal.write(rowWriter.writeValueAsString(row));
                                journal.flush();
                            } catch (IOException e) {
                                throw new java.io.UncheckedIOException(e);
                            }
                        }
                        rows.add(row);
                        progress.tick();
                    };
                    BenchRunner.Settings settings = new BenchRunner.Settings(benchMode, limit, timeout, warmup, repeat, threads);
                    BenchRunner.Warmup w = isolate
                            ? BenchIsolation.run(backend.id(), corpora, todo, settings, grace, boxes,
                                    dir.resolve("isolate-" + backend.id() + ".log"), cancellation, sink)
                            : BenchRunner.run(backend, corpora, todo, settings, cancellation, sink);
                    infos.add(new BenchReport.BackendInfo(backend.id(), backend.description(), availabilityMillis.get(backend.id()),
                            w.firstCallMillis(), w.calls(), w.millis()));
                }
            } finally {
                progress.finish();
            }
            // The report of what finished: the whole run, or a partial one after Ctrl-C.
            Map<String, String> settingsMap = settingsView.describe();
            List<BenchRow> checked = BenchCrossCheck.apply(new ArrayList<>(rows), benchMode);
            BenchReport report = new BenchReport(created, dir, !ctrlC.interrupted(), checked.size(), planned,
                    BenchEnvironment.describe("sudokulab bench " + String.join(" ", args), seed), settingsMap,
                    BenchCall.round(jvmStartMillis), corpora, infos, notRun, checked);
            report.write(dir);
            long wrong = report.wrongRows().size();
            err.printf(Locale.ROOT, "sudokulab bench: %s; %d WRONG; report: %s%n", report.status(), wrong,
                    dir.resolve("report.md"));
            if (ctrlC.interrupted()) {
                return CtrlC.EXIT_INTERRUPTED;
            }
            return wrong > 0 || inputErrors ? Main.EXIT_FAILED : Main.EXIT_OK;
        }
    }

    private static String key(String backend, List<BenchCorpus> corpora, BenchRunner.Task t) {
        return backend + "\u0000" + corpora.get(t.corpus()).name() + "\u0000" + (t.puzzle() + 1) + "\u0000" + t.repeat();
    }

    private void writeRunFile(Path dir, List<String> args, List<BenchCorpus> corpora) throws IOException {
        ObjectNode run = JSON.createObjectNode();
        ArrayNode a = run.putArray("args");
        args.forEach(a::add);
        ArrayNode cs = run.putArray("corpora");
        for (BenchCorpus c : corpora) {
            cs.addObject().put("origin", c.origin()).put("sha256", c.sha256());
        }
        Files.writeString(dir.resolve("run.json"), JSON.writeValueAsString(run) + "\n", StandardCharsets.UTF_8);
    }

    private BenchCall.Mode parseMode() {
        try {
            return BenchCall.Mode.valueOf(mode.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--mode must be solve, unique or count, got '" + mode + "'");
        }
    }

    private void validate() {
        String problem = limit < 1 ? "--limit must be at least 1, got " + limit
                : repeat < 1 ? "--repeat must be at least 1, got " + repeat
                : sample < 0 ? "--sample must be 0 (all) or more, got " + sample
                : threads < 1 ? "--threads must be at least 1, got " + threads
                : isolate && threads > 1 ? "--isolate runs one child JVM at a time: use --threads 1"
                : timeout.isZero() || timeout.isNegative() ? "--timeout must be positive" : null;
        if (problem != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), problem);
        }
    }

    /** The settings as the reports state them. */
    private final class Settings {
        private final BenchCall.Mode mode;

        Settings(BenchCall.Mode mode) {
            this.mode = mode;
        }

        String modeText() {
            return switch (mode) {
                case SOLVE -> "solve (one solution)";
                case UNIQUE -> "unique (count with limit 2: a uniqueness proof)";
                case COUNT -> "count (up to " + limit + " solutions)";
            };
        }

        Map<String, String> describe() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("mode", modeText());
            m.put("timeout per call", DurationConverter.format(timeout));
            m.put("warm-up per backend", DurationConverter.format(warmup));
            m.put("repeats per puzzle", Integer.toString(repeat));
            m.put("sample per corpus", sample == 0 ? "all" : Integer.toString(sample));
            m.put("seed", Long.toString(seed));
            m.put("threads", Integer.toString(threads));
            m.put("isolation", isolate ? "child JVM per backend, killed after the timeout + " + DurationConverter.format(grace) : "none (one JVM)");
            return m;
        }
    }
}
