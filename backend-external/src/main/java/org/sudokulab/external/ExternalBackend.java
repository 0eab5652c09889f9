package org.sudokulab.external;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.sudokulab.api.Availability;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
import org.sudokulab.models.ModelFormat;
import org.sudokulab.models.ModelWriter;

/**
 * An external solver as a backend: each call writes the puzzle's model ({@link ModelWriter}) to a fresh folder,
 * runs the declared command there and reads its answer ({@link Answers}). A solver that enumerates is run once
 * with the limit; any other is run again per solution, with the solutions found cut off in the model. The process
 * tree is killed at the deadline or on cancellation. An answer that cannot be read, an unexpected exit code or a
 * solution repeated despite its cut is an {@link IllegalStateException} with the solver's words, never a guess.
 */
public final class ExternalBackend implements SolverBackend {
    /** An empty run ({@link #startupNanos()}) that takes longer than this is not a start-up cost. */
    static final Duration STARTUP_LIMIT = Duration.ofSeconds(5);

    private final SolverDeclaration declaration;
    private final Pattern reportedTime;
    private volatile Availability availability;
    private volatile String version;
    private volatile long startupNanos = -1;

    /** The file that declared it; null when built in. */
    private final Path declaredIn;

    public ExternalBackend(SolverDeclaration declaration) {
        this(declaration, null);
    }

    /** A solver declared in {@code declaredIn} (null: built in). */
    public ExternalBackend(SolverDeclaration declaration, Path declaredIn) {
        this.declaration = declaration;
        this.declaredIn = declaredIn;
        this.reportedTime = declaration.reportedTime() == null ? null : Pattern.compile(declaration.reportedTime());
    }

    /**
     * The file that declared this solver, when it is not one of the built-in ones: a {@code solvers.json} in the
     * working directory or the {@code --solvers} file. Its command runs on the user's behalf, so the command line says
     * so on its first use.
     */
    public Optional<Path> declaredIn() {
        return Optional.ofNullable(declaredIn);
    }

    /** The declared command, as the notice of its first use prints it. */
    public String command() {
        return String.join(" ", declaration.command());
    }

    @Override
    public String id() {
        return declaration.id();
    }

    @Override
    public String description() {
        return declaration.description() + " [external: " + String.join(" ", declaration.command()) + "]";
    }

    @Override
    public Set<Capability> capabilities() {
        return declaration.capabilities();
    }

    @Override
    public boolean external() {
        return true;
    }

    /** Whether one run lists every solution up to the limit (else one run gives one, and a count re-runs). */
    public boolean enumerates() {
        return declaration.answerFormat().enumerates();
    }

    @Override
    public String memoryNotCounted() {
        return "the solver runs as a process of its own: its peak resident set is measured instead";
    }

    @Override
    public String counting() {
        return declaration.answerFormat().enumerates()
                ? "one run of the solver lists the solutions up to the limit (its own enumeration)"
                : "a new run of the solver per solution, the solutions found cut off in the model "
                        + "(blocking clauses or no-good cuts)";
    }

    @Override
    public Availability availability() {
        Availability a = availability;
        if (a == null) {
            a = Availability.ok();
            for (String program : declaration.programs()) {
                if (findProgram(program).isEmpty()) {
                    a = Availability.unavailable(program + " is not on the PATH"
                            + (declaration.install().isEmpty() ? "" : " (" + declaration.install() + ")"));
                    break;
                }
            }
            availability = a;
        }
        return a;
    }

    private static Optional<Path> findProgram(String program) {
        if (program.contains("/")) {
            Path p = Path.of(program);
            return Files.isExecutable(p) ? Optional.of(p) : Optional.empty();
        }
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        return Arrays.stream(path.split(File.pathSeparator))
                .filter(dir -> !dir.isEmpty())
                .map(dir -> Path.of(dir, program))
                .filter(Files::isExecutable)
                .findFirst();
    }

    /** The solver's version as its version command prints it (the first line with a number), or "unknown". */
    public String version() {
        String v = version;
        if (v == null) {
            v = "unknown";
            if (!declaration.version().isEmpty() && availability().available()) {
                try {
                    Path dir = Files.createTempDirectory("sudokulab-version-");
                    try {
                        ProcessRun run = ProcessRun.run(
                                declaration.version(),
                                dir,
                                null,
                                Limits.of(Duration.ofSeconds(10)).start());
                        v = Stream.concat(run.stdout().lines(), run.stderr().lines())
                                .map(String::strip)
                                .filter(l -> l.matches(".*\\d.*"))
                                .findFirst()
                                .orElse("unknown");
                    } finally {
                        delete(dir);
                    }
                } catch (IOException | IllegalStateException e) {
                    v = "unknown (" + e.getMessage() + ")";
                }
            }
            version = v;
        }
        return v;
    }

    /**
     * The cost of a run that does no search, measured on its own: the median wall time of three runs on a solved
     * 4x4 grid (all givens), which every format states in a few lines. Start-up, reading and writing, no search.
     *
     * @throws IllegalStateException when such a run fails or takes more than {@link #STARTUP_LIMIT}
     */
    public long startupNanos() {
        long s = startupNanos;
        if (s < 0) {
            int[] solved = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
            Puzzle puzzle = new Puzzle(Geometry.boxes(2, 2), solved);
            long[] walls = new long[3];
            for (int i = 0; i < walls.length; i++) {
                long t0 = System.nanoTime();
                CountResult r = count(puzzle, 1, Limits.of(STARTUP_LIMIT));
                walls[i] = System.nanoTime() - t0;
                if (r.termination() == Termination.TIMEOUT) {
                    throw new IllegalStateException(
                            "a run on a solved 4x4 took more than " + STARTUP_LIMIT.toSeconds() + " s");
                }
            }
            Arrays.sort(walls);
            s = walls[1];
            startupNanos = s;
        }
        return s;
    }

    /** The version, and the start-up cost measured on its own ({@link #startupNanos()}). */
    @Override
    public Map<String, String> environment() {
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("version", version());
        String startup;
        try {
            startup = String.format(java.util.Locale.ROOT, "%.1f", startupNanos() / 1e6);
        } catch (RuntimeException e) {
            startup = "not measured: " + e.getMessage(); // a report is never lost to a solver that fails
        }
        environment.put("start-up ms (median of 3 runs on a solved 4x4, no search)", startup);
        return environment;
    }

    @Override
    public CountResult count(Puzzle puzzle, long limit, Limits limits) {
        Capability.check(this, puzzle, limit);
        Limits.Deadline deadline = limits.start();
        AnswerFormat answer = declaration.answerFormat();
        List<int[]> found = new ArrayList<>();
        Set<Grid> distinct = new HashSet<>();
        long writeNanos = 0;
        long runNanos = 0;
        long runs = 0;
        long peakRss = -1;
        double reportedSeconds = 0;
        Termination end = null;
        Path dir;
        try {
            dir = Files.createTempDirectory("sudokulab-" + id() + "-");
        } catch (IOException e) {
            throw new IllegalStateException("cannot make a folder for " + id() + "'s files: " + e.getMessage(), e);
        }
        try {
            while (end == null) {
                end = deadline.stopReason();
                if (end != null) {
                    break;
                }
                long t0 = System.nanoTime();
                // a solver that writes no solution file this time must not be read from the last run's
                Files.deleteIfExists(dir.resolve("solution.txt"));
                String stdin = write(puzzle, answer.enumerates() ? List.of() : found, dir);
                long t1 = System.nanoTime();
                writeNanos += t1 - t0;
                ProcessRun run = ProcessRun.run(command(dir, limit), dir, stdin, deadline);
                runNanos += run.wallNanos();
                runs++;
                peakRss = Math.max(peakRss, run.peakRssBytes());
                if (run.stopped() != null) {
                    end = run.stopped();
                    break;
                }
                if (!declaration.exitCodes().contains(run.exitCode())) {
                    throw new IllegalStateException(id() + " exited with " + run.exitCode() + ": " + run.stderrTail());
                }
                // the answer is in the solution file when the solver writes one, else on stdout
                String solution = ProcessRun.read(dir.resolve("solution.txt"));
                String text = solution.isBlank() ? run.stdout() : solution;
                reportedSeconds += reportedSeconds(solution + "\n" + run.stdout());
                Answers.Answer a;
                try {
                    a = Answers.read(answer, text.strip(), puzzle);
                } catch (IllegalStateException e) {
                    throw new IllegalStateException(
                            id() + "'s answer cannot be read: " + e.getMessage()
                                    + (run.stderr().isBlank() ? "" : "; stderr: " + run.stderrTail()),
                            e);
                }
                for (int[] grid : a.grids()) {
                    if (!distinct.add(new Grid(grid))) {
                        throw new IllegalStateException(id() + " gave a solution already found"
                                + (answer.enumerates() ? " twice in one run" : " although the model cut it off"));
                    }
                    if (found.size() < limit) {
                        found.add(grid);
                    }
                }
                if (found.size() >= limit) {
                    end = Termination.SOLUTION_LIMIT;
                } else if (a.complete()) {
                    end = Termination.EXHAUSTED;
                } else if (answer.enumerates()) {
                    throw new IllegalStateException(id() + " stopped after " + found.size() + " of at most " + limit
                            + " solutions without saying the search was complete");
                } else if (puzzle.clueCount() == puzzle.cellCount()) {
                    end = Termination.EXHAUSTED; // nothing free: no other grid to look for
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot clear " + dir + " for " + id() + ": " + e.getMessage(), e);
        } finally {
            delete(dir);
        }
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put("runs", runs);
        if (reportedTime != null) {
            counters.put(SearchStats.SOLVER_MICROS, Math.round(reportedSeconds * 1e6));
        }
        if (peakRss >= 0) {
            counters.put(SearchStats.PEAK_RSS_BYTES, peakRss);
        }
        Optional<Grid> first = found.isEmpty() ? Optional.empty() : Optional.of(new Grid(found.get(0)));
        return new CountResult(found.size(), end, first, new SearchStats(writeNanos, runNanos, counters));
    }

    /** Writes the model files into {@code dir}; returns what goes to stdin (the line protocol's puzzle line). */
    private String write(Puzzle puzzle, List<int[]> excluded, Path dir) {
        ModelFormat format = declaration.modelFormat();
        if (format == null) {
            return puzzle.givensLine() + "\n";
        }
        for (ModelWriter.ModelFile file : ModelWriter.write(puzzle, format, excluded)) {
            Path target = dir.resolve((file.suffix().equals("dzn") ? "data." : "model.") + file.suffix());
            try {
                Files.writeString(target, file.text(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException("cannot write " + target + ": " + e.getMessage(), e);
            }
        }
        return null;
    }

    private List<String> command(Path dir, long limit) {
        ModelFormat format = declaration.modelFormat();
        String model =
                format == null ? "" : dir.resolve("model." + format.suffix()).toString();
        return declaration.command().stream()
                .map(word -> word.replace("{model}", model)
                        .replace("{data}", dir.resolve("data.dzn").toString())
                        .replace("{solution}", dir.resolve("solution.txt").toString())
                        .replace("{limit}", Long.toString(Math.min(limit, Integer.MAX_VALUE))))
                .toList();
    }

    private double reportedSeconds(String text) {
        if (reportedTime == null) {
            return 0;
        }
        Matcher m = reportedTime.matcher(text);
        return m.find() ? Double.parseDouble(m.group(1)) : 0;
    }

    private static void delete(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is not worth failing a solve for
        }
    }
}
