package org.sudokulab.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.UnsupportedPuzzleException;
import org.sudokulab.api.io.ParseError;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.ReadOptions;
import org.sudokulab.engine.InOrder;
import picocli.CommandLine;

/**
 * What {@code solve} and {@code count} share: read puzzles from files or stdin, answer each with one backend,
 * print one line per puzzle in input order (data on stdout, messages on stderr), check every answer.
 */
abstract class PuzzleCommand implements Callable<Integer> {
    /** Made on first use: a plain-text run does not pay for Jackson's start-up. */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    /** The model picocli parsed the command line with: built by {@link #commandSpec}. */
    CommandLine.Model.CommandSpec spec;

    final BackendOption backendOption = new BackendOption();
    final TimeoutOption timeoutOption = new TimeoutOption();
    final BoxesOption boxes = new BoxesOption();
    boolean json;
    final QuietOption quietOption = new QuietOption();
    final PuzzleFiles puzzleFiles = new PuzzleFiles();
    Integer threads;

    /**
     * This command's model, built in code rather than read from annotations: reading them made picocli generate a
     * proxy class for each annotation type and walk every field by reflection (one puzzle, the JVM alone: 257 ms
     * then, 216 ms now; docs/cli.md, Start-up).
     */
    final CommandLine.Model.CommandSpec commandSpec() {
        spec = CommandLine.Model.CommandSpec.wrapWithoutInspection(this).name(name());
        spec.usageMessage().description(description());
        spec.versionProvider(new Main.Version());
        CodedOptions.addHelpOptions(spec);
        backendOption.addTo(spec);
        timeoutOption.addTo(spec);
        boxes.addTo(spec);
        spec.addOption(CodedOptions.option(boolean.class, () -> json, v -> json = v, "--json")
                .description("Print JSON Lines: index, source, line, backend, status, count, exact, solution, millis, "
                        + "error, stats.")
                .build());
        quietOption.addTo(spec);
        puzzleFiles.addTo(spec);
        spec.addOption(CodedOptions.option(Integer.class, () -> threads, v -> threads = v, "--threads")
                .paramLabel("N")
                .description("Puzzles answered at once; the output keeps the input order. Default: the number of "
                        + "cores.")
                .build());
        addOptions(spec);
        return spec;
    }

    /** The command's name. */
    abstract String name();

    /** The lines of its help's description. */
    abstract String[] description();

    /** Adds the options of this command alone. */
    abstract void addOptions(CommandLine.Model.CommandSpec command);

    /** The answer to one puzzle: the output line, and what the JSON form and the checks need. */
    record Answer(
            String text, String status, Long count, Boolean exact, Grid solution, String problem, SearchStats stats) {}

    /** Answers one puzzle; {@code problem} is set when a check against the input or the checker failed. */
    abstract Answer answer(SolverBackend backend, PuzzleEntry entry, Limits limits);

    /** Checked before reading any input; throw a ParameterException for bad values. */
    void validate() {}

    /** The longest an answer waits in the output buffer while answers keep coming. */
    private static final long FLUSH_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    /**
     * The answers printed since the last flush. A line appended here, and the block written at the flush, not a
     * {@code println} each: the writers' code then runs a few times a run instead of twice a puzzle, and the
     * compiler no longer spent 35 ms of the 49,158 17-clue puzzles' half-second making it faster.
     */
    private final StringBuilder pending = new StringBuilder();

    /** Past this many characters the answers go out without waiting for the flush. */
    private static final int PENDING_CHARS = 1 << 16;

    private int index;
    private boolean failed;
    private long flushed = System.nanoTime();
    private CtrlC ctrlC;

    /** One puzzle answered: what is printed for it, in input order. */
    private record Done(int index, ParsedLine parsed, Answer answer, double millis, String error) {}

    @Override
    public Integer call() {
        validate();
        if (threads != null && threads < 1) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "--threads must be at least 1, got " + threads);
        }
        // Answers go out in blocks, not one write per line (49,158 write calls for the 17-clue file): flushed when
        // an answer or the input is awaited, at least every FLUSH_NANOS, and at the end.
        PrintWriter out = new PrintWriter(spec.commandLine().getOut(), false);
        PrintWriter err = spec.commandLine().getErr();
        ReadOptions options = boxes.readOptions();
        SolverBackend backend = backendOption.backend();
        Cancellation cancellation = new Cancellation();
        Limits limits = timeoutOption.limits(cancellation);
        ctrlC = CtrlC.install(cancellation);
        Progress progress = new Progress(err, quietOption.quiet());
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        try (InOrder<Done, Done> answers = new InOrder<>(
                t,
                d -> answer(d, backend, limits),
                d -> {
                    print(d, backend, out, err);
                    long now = System.nanoTime();
                    if (now - flushed > FLUSH_NANOS) {
                        flush(out);
                        flushed = now;
                    }
                    progress.tick(d.index(), now);
                },
                () -> flush(out))) {
            Runnable waiting = () -> { // input is awaited (typed, say): what was answered so far is printed first
                answers.finish();
                flush(out);
            };
            boolean read = puzzleFiles.read(options, err, ctrlC::interrupted, waiting, (file, parsed) -> {
                if (!ctrlC.interrupted()) {
                    answers.submit(new Done(++index, parsed, null, 0, null));
                }
            });
            answers.finish();
            failed |= !read; // or-ed in after the read: print() has set failed for puzzles that failed
            progress.done(index);
        } finally {
            try {
                flush(out);
            } finally {
                ctrlC.close(); // also when the flush fails: the hook must not wait for a command that ended
            }
        }
        return failed ? ExitCode.FAILED : ExitCode.OK;
    }

    /** Answers one puzzle (on any thread): a backend that throws or refuses gives an error, not a stop. */
    private Done answer(Done todo, SolverBackend backend, Limits limits) {
        // The clock is read for --json's millis only: 22 ns a read here, 1 % of a 17-clue proof, twice a puzzle
        long start = json ? System.nanoTime() : 0;
        Answer answer;
        String error = null;
        if (todo.parsed() instanceof ParseError e) {
            error = e.toString();
            answer = new Answer("error", "error", null, null, null, null, null);
        } else {
            PuzzleEntry entry = (PuzzleEntry) todo.parsed();
            try {
                answer = answer(backend, entry, limits);
                if (answer.problem() != null) {
                    error = entry.source() + ":" + entry.line() + ": " + answer.problem();
                }
            } catch (UnsupportedPuzzleException e) {
                error = entry.source() + ":" + entry.line() + ": " + e.getMessage();
                answer = new Answer("unsupported", "unsupported", null, null, null, null, null);
            } catch (RuntimeException e) {
                error = entry.source() + ":" + entry.line() + ": backend " + backend.id() + " failed: " + e;
                answer = new Answer("error", "error", null, null, null, null, null);
            }
        }
        double millis = json ? (System.nanoTime() - start) / 1e6 : 0;
        return new Done(todo.index(), todo.parsed(), answer, millis, error);
    }

    /** Prints one answer (on the reading thread, in input order). */
    private void print(Done d, SolverBackend backend, PrintWriter out, PrintWriter err) {
        if (d.error() != null) {
            failed = true;
            err.println("sudokulab: " + d.error());
        }
        pending.append(json ? jsonLine(d, backend) : d.answer().text()).append(System.lineSeparator());
        if (pending.length() >= PENDING_CHARS) {
            writePending(out);
        }
    }

    /** Hands the pending answers to {@code out}. */
    private void writePending(PrintWriter out) {
        out.append(pending);
        pending.setLength(0);
    }

    /** Writes the pending answers and flushes them to standard output. */
    private void flush(PrintWriter out) {
        writePending(out);
        out.flush();
    }

    private String jsonLine(Done d, SolverBackend backend) {
        ParsedLine parsed = d.parsed();
        Answer answer = d.answer();
        ObjectNode node = Json.MAPPER.createObjectNode();
        node.put("index", d.index());
        node.put("source", parsed.source());
        node.put("line", parsed.line());
        node.put("backend", backend.id());
        node.put("status", answer.status());
        if (answer.count() != null) {
            node.put("count", answer.count());
        } else {
            node.putNull("count");
        }
        if (answer.exact() != null) {
            node.put("exact", answer.exact());
        } else {
            node.putNull("exact");
        }
        node.put(
                "solution", answer.solution() == null ? null : answer.solution().toLine());
        node.put("millis", Math.round(d.millis() * 1000) / 1000.0);
        node.put("error", d.error());
        if (answer.stats() != null) {
            ObjectNode stats = node.putObject("stats");
            stats.put("buildMillis", answer.stats().buildNanos() / 1e6);
            stats.put("searchMillis", answer.stats().searchNanos() / 1e6);
            for (Map.Entry<String, Long> c : answer.stats().counters().entrySet()) {
                stats.put(c.getKey(), c.getValue());
            }
        }
        return node.toString();
    }

    /** Progress on stderr: after a few seconds, a line now and then, so long runs show they are alive. */
    private static final class Progress {
        private final PrintWriter err;
        private final boolean quiet;
        private final long start = System.nanoTime();
        private long nextReport = start + TimeUnit.SECONDS.toNanos(5);
        private boolean reported;

        Progress(PrintWriter err, boolean quiet) {
            this.err = err;
            this.quiet = quiet;
        }

        void tick(int done, long now) {
            if (!quiet && now >= nextReport) {
                err.printf("sudokulab: %,d puzzles in %.0f s%n", done, (now - start) / 1e9);
                err.flush();
                nextReport = now + TimeUnit.SECONDS.toNanos(10);
                reported = true;
            }
        }

        void done(int total) {
            if (reported) {
                err.printf("sudokulab: done, %,d puzzles in %.1f s%n", total, (System.nanoTime() - start) / 1e9);
            }
        }
    }
}
