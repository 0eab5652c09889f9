package org.sudokulab.bench.run;

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
 * The child JVM of a fork (not for people): {@code Worker RUN_JSON BACKEND WARMUP_MILLIS SYNC_MILLIS PORT} connects
 * to the parent bench on the loopback port, reads the plan and its corpora, and takes the fork's calls as lines
 * ({@code corpus puzzle repeat fork}) followed by how to make them ({@link Mode}). It says {@code LOADED} once it has
 * read all it needs, warms the backend up on those calls, says {@code READY <warm-up>}, then (after {@code GO},
 * in {@link Mode#RUN}) answers with {@code ROW <journal line>} per call.
 *
 * <p>Rows are held back and sent together, then {@link #SYNC}, once {@code SYNC_MILLIS} have passed since the last
 * send; the child then waits for the parent's {@link #ACK} before its next call. The parent journals rows at several
 * microseconds each, as long as a short call takes: done while the child is timed, on a shared CPU (perf_pair pins
 * the bench to one), that work preempted the child for whole scheduler ticks, and 17-clue's mean over 16,386 calls
 * in a fork was 11-17 µs against a median of 3. The child now waits while the parent works.
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

    /** What ends a batch of rows: the child waits for {@link #ACK} before its next call. */
    static final String SYNC = "SYNC";

    /** {@link #SYNC} at the end of a warm-up's batch, whose calls are not timed: the parent answers it at once. */
    static final String WARM_SYNC = REHEARSAL + SYNC;

    /** The parent's answer to {@link #SYNC}, once it has taken the rows before it. */
    static final String ACK = "ACK";

    /**
     * The writer's buffer, in characters: what 100 ms of 3 µs calls send (some 4,000 rows of 200 characters) four
     * times over, so that it does not send them on its own while the calls are timed. The batches end on time alone:
     * a second test (a size) that the warm-up never met true made the JIT compile the sink again in the timed calls.
     */
    private static final int BUFFER = 1 << 22;

    private Worker() {}

    public static void main(String[] args) throws IOException {
        // A terminal's Ctrl-C (and a TERM sent to the process group) reaches this JVM too; the parent bench
        // decides what it means and stops this one itself (it closes the connection or kills us). Dying here first
        // would turn the user's interruption into a CRASHED row.
        Signal.handle(new Signal("INT"), SignalHandler.SIG_IGN);
        Signal.handle(new Signal("TERM"), SignalHandler.SIG_IGN);
        try (Socket parent = new Socket(InetAddress.getLoopbackAddress(), Integer.parseInt(args[4]))) {
            parent.setTcpNoDelay(true);
            serve(args, parent.getInputStream(), parent.getOutputStream(), System.err);
        }
    }

    /** The protocol itself, on any streams: what the parent and the tests talk to. */
    static void serve(String[] args, InputStream input, OutputStream output, PrintStream err) throws IOException {
        BenchPlan plan = BenchPlan.read(Path.of(args[0]));
        SolverBackend backend = Backends.discover().require(args[1]);
        Duration warmup = Duration.ofMillis(Long.parseLong(args[2]));
        long syncNanos = Duration.ofMillis(Long.parseLong(args[3])).toNanos();
        List<Corpus> corpora = new ArrayList<>();
        for (BenchPlan.CorpusRef ref : plan.corpora()) {
            // Generated corpora are read back from the run folder, not made again in every child.
            corpora.add(Corpus.load(
                    plan, ref.origin(), Path.of(args[0]).resolveSibling(RunFolder.GENERATED), err::println));
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
        Writer out = new BufferedWriter(new OutputStreamWriter(output, StandardCharsets.UTF_8), BUFFER);
        Cancellation never = new Cancellation();
        // Started ahead, this JVM loads while another fork warms up: it says so once its compiler has settled, and
        // then waits without work while that fork is timed.
        Runner.awaitIdleCompiler(never);
        Rows rows = new Rows(out, in, "ROW ", 1, syncNanos);
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
        rows.send("READY " + w.line());
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
        Rows step = new Rows(out, in, "ROW ", 1, Long.MAX_VALUE); // no batches: a row per CALL
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
                step.accept(row);
                out.flush(); // the parent waits for this one row
            }
        }
    }

    /**
     * Where a fork's rows go: a line each to the parent, held back until {@code syncNanos} have passed since the last
     * batch, then sent with {@link #SYNC}, the next call waiting for the parent's {@link #ACK}. The warm-up's go
     * through one of this class too (every {@link RowSink#REHEARSAL_STRIDE}-th, marked {@link #REHEARSAL}, which the
     * parent drops), so that the JIT has compiled this code, the batches included, before the timed calls, as the
     * run's own sink is in one JVM.
     */
    private static final class Rows implements Consumer<BenchRow> {
        private final Writer out;
        private final BufferedReader in;
        private final String mark;
        private final int stride;
        private final long syncNanos;
        private final BenchRow.LineFormat lines;
        private int skipped;
        private long since = System.nanoTime();
        /** {@link #SYNC}, or {@link #WARM_SYNC} for the warm-up's rows. */
        private final String syncLine;

        Rows(Writer out, BufferedReader in, String mark, int stride, long syncNanos) {
            this(out, in, mark, stride, syncNanos, new BenchRow.LineFormat());
        }

        private Rows(
                Writer out, BufferedReader in, String mark, int stride, long syncNanos, BenchRow.LineFormat lines) {
            this.lines = lines;
            this.syncLine = mark.equals(REHEARSAL) ? WARM_SYNC : SYNC;
            this.out = out;
            this.in = in;
            this.mark = mark;
            this.stride = stride;
            this.syncNanos = syncNanos;
        }

        Rows rehearsal() {
            // The same line format: its CSV generator then writes the run's first row as one more row, not as the
            // first one, a case the warm-up saw only once (the JIT compiled it again during the first timed calls).
            return new Rows(out, in, REHEARSAL, RowSink.REHEARSAL_STRIDE, syncNanos, lines);
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
                    if (System.nanoTime() - since >= syncNanos) {
                        sync();
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException("the parent bench is gone", e);
                }
            }
        }

        /** Sends the rows held back and waits until the parent has taken them. */
        void sync() throws IOException {
            send(syncLine);
            String answer = in.readLine();
            if (!ACK.equals(answer)) {
                throw new IOException("the parent bench answered " + answer + " instead of " + ACK);
            }
            since = System.nanoTime(); // the parent's work is not the next batch's
        }

        /** Sends {@code line}, and the rows held back before it. */
        void send(String line) throws IOException {
            out.write(line);
            out.write('\n');
            out.flush();
            since = System.nanoTime();
        }
    }
}
