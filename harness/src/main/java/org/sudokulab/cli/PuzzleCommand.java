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
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * What {@code solve} and {@code count} share: read puzzles from files or stdin, answer each with one backend,
 * print one line per puzzle in input order (data on stdout, messages on stderr), check every answer.
 */
abstract class PuzzleCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    BackendOption backendOption;

    @Mixin
    TimeoutOption timeoutOption;

    @Mixin
    BoxesOption boxes;

    @Option(
            names = "--json",
            description = "Print JSON Lines: index, source, line, backend, status, count, exact, "
                    + "solution, millis, error, stats.")
    boolean json;

    @Mixin
    QuietOption quietOption;

    @Mixin
    PuzzleFiles puzzleFiles;

    /** The answer to one puzzle: the output line, and what the JSON form and the checks need. */
    record Answer(
            String text, String status, Long count, Boolean exact, Grid solution, String problem, SearchStats stats) {}

    /** Answers one puzzle; {@code problem} is set when a check against the input or the checker failed. */
    abstract Answer answer(SolverBackend backend, PuzzleEntry entry, Limits limits);

    /** Checked before reading any input; throw a ParameterException for bad values. */
    void validate() {}

    private int index;
    private boolean failed;
    private CtrlC ctrlC;

    @Override
    public Integer call() {
        validate();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ReadOptions options = boxes.readOptions();
        SolverBackend backend = backendOption.backend();
        Cancellation cancellation = new Cancellation();
        Limits limits = timeoutOption.limits(cancellation);
        ctrlC = CtrlC.install(cancellation);
        Progress progress = new Progress(err, quietOption.quiet());
        try {
            boolean read = puzzleFiles.read(options, err, ctrlC::interrupted, (file, parsed) -> {
                if (!ctrlC.interrupted()) {
                    handle(parsed, backend, limits, out, err);
                    progress.tick(index);
                }
            });
            failed |= !read; // or-ed in after the read: handle() has set failed for puzzles that failed
            progress.done(index);
        } finally {
            try {
                out.flush();
            } finally {
                ctrlC.close(); // also when the flush fails: the hook must not wait for a command that ended
            }
        }
        return failed ? ExitCode.FAILED : ExitCode.OK;
    }

    private void handle(ParsedLine parsed, SolverBackend backend, Limits limits, PrintWriter out, PrintWriter err) {
        index++;
        long start = System.nanoTime();
        Answer answer;
        String error = null;
        if (parsed instanceof ParseError e) {
            error = e.toString();
            answer = new Answer("error", "error", null, null, null, null, null);
        } else {
            PuzzleEntry entry = (PuzzleEntry) parsed;
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
        double millis = (System.nanoTime() - start) / 1e6;
        if (error != null) {
            failed = true;
            err.println("sudokulab: " + error);
        }
        if (json) {
            out.println(jsonLine(parsed, backend, answer, millis, error));
        } else {
            out.println(answer.text());
        }
        out.flush();
    }

    private String jsonLine(ParsedLine parsed, SolverBackend backend, Answer answer, double millis, String error) {
        ObjectNode node = JSON.createObjectNode();
        node.put("index", index);
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
        node.put("millis", Math.round(millis * 1000) / 1000.0);
        node.put("error", error);
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

        void tick(int done) {
            long now = System.nanoTime();
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
