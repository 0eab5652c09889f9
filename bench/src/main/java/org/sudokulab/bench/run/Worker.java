package org.sudokulab.bench.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * The child JVM of an isolated bench run (not for people): {@code Worker RUN_JSON BACKEND WARMUP_MILLIS} reads
 * the plan and its corpora, warms the backend up, prints {@code READY <warm-up json>}, then for each
 * {@code corpus puzzle repeat} line on stdin prints {@code ROW <row json>}.
 */
public final class Worker {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Worker() {}

    public static void main(String[] args) throws IOException {
        // A terminal's Ctrl-C (and a TERM sent to the process group) reaches this JVM too; the parent bench
        // decides what it means and stops this one itself (it closes our stdin or kills us). Dying here first
        // would turn the user's interruption into a CRASHED row.
        Signal.handle(new Signal("INT"), SignalHandler.SIG_IGN);
        Signal.handle(new Signal("TERM"), SignalHandler.SIG_IGN);
        serve(args, System.in, new PrintStream(System.out, true, StandardCharsets.UTF_8), System.err);
    }

    /** The protocol itself, on any streams: what the parent and the tests talk to. */
    static void serve(String[] args, InputStream input, PrintStream out, PrintStream err) throws IOException {
        BenchPlan plan = BenchPlan.read(Path.of(args[0]));
        SolverBackend backend = Backends.discover().require(args[1]);
        Duration warmup = Duration.ofMillis(Long.parseLong(args[2]));
        List<Corpus> corpora = new ArrayList<>();
        List<Runner.Task> all = new ArrayList<>();
        for (BenchPlan.CorpusRef ref : plan.corpora()) {
            // Generated corpora are read back from the run folder, not made again in every child.
            Corpus c =
                    Corpus.load(plan, ref.origin(), Path.of(args[0]).resolveSibling(RunFolder.GENERATED), err::println);
            for (int p = 0; p < c.puzzles().size(); p++) {
                all.add(new Runner.Task(corpora.size(), p, 1));
            }
            corpora.add(c);
        }
        Cancellation never = new Cancellation();
        Limits limits = Limits.of(plan.timeout()).withCancellation(never);
        Runner.Warmup w = Runner.Warmup.NONE;
        if (!warmup.isZero()) {
            w = Runner.warmUp(backend, corpora, all, plan, limits, never, Runner.format(), true);
        }
        out.println("READY " + JSON.writeValueAsString(w));
        BufferedReader in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
        boolean first = warmup.isZero();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] f = line.trim().split(" ");
            Runner.Task t = new Runner.Task(Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]));
            long t0 = System.nanoTime();
            BenchRow row = Runner.call(backend, corpora, t, plan, limits);
            if (first) {
                // No warm-up: the first call is the cold one; say so on stderr (the parent has the row).
                err.printf("first call: %.1f ms%n", (System.nanoTime() - t0) / 1e6);
                first = false;
            }
            out.println(row == null ? "CANCELLED" : "ROW " + JSON.writeValueAsString(row));
        }
    }
}
