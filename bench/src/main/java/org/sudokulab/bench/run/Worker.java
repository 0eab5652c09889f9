package org.sudokulab.bench.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * The child JVM of a fork (not for people): {@code Worker RUN_JSON BACKEND WARMUP_MILLIS PORT} connects to the
 * parent bench on the loopback port, reads the plan and its corpora, and takes the fork's calls as lines ({@code
 * corpus puzzle repeat fork}) followed by how to make them ({@link Mode}). It says {@code LOADED} once it has read
 * all it needs, warms the backend up on those calls, says {@code READY <warm-up json>}, then (after {@code GO}, in
 * {@link Mode#RUN}) answers with {@code ROW <journal line>} per call.
 */
public final class Worker {
    /** How the parent asks for the calls. */
    enum Mode {
        /** All of them, after {@code GO}, through the run's timed loop, each row sent as it ends, then {@code DONE}. */
        RUN,
        /** One at a time, on {@code CALL k} (the k-th call sent): to find the call that hangs or crashes. */
        STEP
    }

    /** How the lines of the warm-up's rows start: sent as the run's are, so the JIT compiles that code, then dropped. */
    static final String REHEARSAL = "WARM ";

    private static final ObjectMapper JSON = new ObjectMapper();

    private Worker() {}

    public static void main(String[] args) throws IOException {
        // A terminal's Ctrl-C (and a TERM sent to the process group) reaches this JVM too; the parent bench
        // decides what it means and stops this one itself (it closes the connection or kills us). Dying here first
        // would turn the user's interruption into a CRASHED row.
        Signal.handle(new Signal("INT"), SignalHandler.SIG_IGN);
        Signal.handle(new Signal("TERM"), SignalHandler.SIG_IGN);
        try (Socket parent = new Socket(InetAddress.getLoopbackAddress(), Integer.parseInt(args[3]))) {
            parent.setTcpNoDelay(true);
            serve(args, parent.getInputStream(), parent.getOutputStream(), System.err);
        }
    }

    /** The protocol itself, on any streams: what the parent and the tests talk to. */
    static void serve(String[] args, InputStream input, OutputStream output, PrintStream err) throws IOException {
        BenchPlan plan = BenchPlan.read(Path.of(args[0]));
        SolverBackend backend = Backends.discover().require(args[1]);
        Duration warmup = Duration.ofMillis(Long.parseLong(args[2]));
        List<Corpus> corpora = new ArrayList<>();
        for (BenchPlan.CorpusRef ref : plan.corpora()) {
            // Generated corpora are read back from the run folder, not made again in every child.
            corpora.add(Corpus.load(
                    plan, ref.origin(), Path.of(args[0]).resolveSibling(RunFolder.GENERATED), err::println));
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
        Writer out = new BufferedWriter(new OutputStreamWriter(output, StandardCharsets.UTF_8));
        Cancellation never = new Cancellation();
        // Started ahead, this JVM loads while another fork warms up: it says so once its compiler has settled, and
        // then waits without work while that fork is timed.
        Runner.awaitIdleCompiler(never);
        Rows rows = new Rows(out, "ROW ", 1);
        rows.send(WorkerProcess.LOADED);
        List<Runner.Task> tasks = new ArrayList<>();
        Mode mode = null;
        while (mode == null) {
            String line = in.readLine();
            if (line == null) {
                return; // the parent is gone
            }
            if (line.equals(Mode.RUN.name()) || line.equals(Mode.STEP.name())) {
                mode = Mode.valueOf(line);
            } else {
                tasks.add(Runner.Task.parse(line));
            }
        }
        Limits limits = Limits.of(plan.timeout()).withCancellation(never);
        Runner.Warmup w = warmup.isZero()
                ? Runner.Warmup.NONE
                : Runner.warmUp(backend, corpora, tasks, plan, limits, never, rows.rehearsal(), true);
        rows.send("READY " + JSON.writeValueAsString(w));
        if (mode == Mode.RUN) {
            if (!"GO".equals(in.readLine())) {
                return; // the parent is gone
            }
            try {
                Runner.calls(backend, corpora, tasks, plan, 1, never, rows);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            rows.send("DONE");
            return;
        }
        boolean first = warmup.isZero();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            Runner.Task t = tasks.get(Integer.parseInt(line.substring("CALL ".length())));
            long t0 = System.nanoTime();
            BenchRow row = Runner.call(backend, corpora, t, plan, limits);
            if (first) {
                // No warm-up: the first call is the cold one; say so on stderr (the parent has the row).
                err.printf("first call: %.1f ms%n", (System.nanoTime() - t0) / 1e6);
                first = false;
            }
            if (row == null) {
                rows.send("CANCELLED");
            } else {
                rows.accept(row);
            }
        }
    }

    /**
     * Where a fork's rows go: a line each to the parent, sent before the next call starts. The warm-up's go through
     * one of this class too (every {@link RowSink#REHEARSAL_STRIDE}-th, marked {@link #REHEARSAL}, which the parent
     * drops), so that the JIT has compiled this code before the timed calls, as the run's own sink is in one JVM.
     */
    private static final class Rows implements Consumer<BenchRow> {
        private final Writer out;
        private final String mark;
        private final int stride;
        private final BenchRow.LineFormat lines = new BenchRow.LineFormat();
        private int skipped;

        Rows(Writer out, String mark, int stride) {
            this.out = out;
            this.mark = mark;
            this.stride = stride;
        }

        Rows rehearsal() {
            return new Rows(out, REHEARSAL, RowSink.REHEARSAL_STRIDE);
        }

        @Override
        public void accept(BenchRow row) {
            CharSequence line = lines.format(row);
            if (++skipped == stride) {
                skipped = 0;
                try {
                    out.write(mark);
                    out.append(line);
                    out.write('\n');
                    out.flush();
                } catch (IOException e) {
                    throw new UncheckedIOException("the parent bench is gone", e);
                }
            }
        }

        void send(String line) throws IOException {
            out.write(line);
            out.write('\n');
            out.flush();
        }
    }
}
