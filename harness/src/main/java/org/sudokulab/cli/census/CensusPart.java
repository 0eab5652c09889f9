package org.sudokulab.cli.census;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.io.Json;
import org.sudokulab.cli.BackendOption;
import org.sudokulab.cli.BoxesOption;
import org.sudokulab.cli.CtrlC;
import org.sudokulab.cli.ExitCode;
import org.sudokulab.cli.PuzzleArgument;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** What every part shares: box shape, backend, --json, Ctrl-C, progress on stderr, the run time. */
abstract class CensusPart<R> implements Callable<Integer> {
    private static final ObjectMapper JSON = Json.indented();

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
                || SolutionChecker.problem(Puzzle.empty(p.geometry()), values).isPresent()) {
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
            R result;
            try {
                result = compute(g);
            } catch (UncheckedIOException e) { // a journal that cannot be written: what it holds stays
                error(e.getMessage() + "; the count stops");
                return ExitCode.FAILED;
            }
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
                stdout.print(lines);
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
