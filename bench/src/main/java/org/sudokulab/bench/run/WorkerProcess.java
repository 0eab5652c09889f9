package org.sudokulab.bench.run;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A running fork, as its parent sees it: the child JVM ({@link Worker}), its output and error appended to a log, and
 * the loopback connection it opened back, whose lines a thread queues ({@link #EOF} marks their end).
 */
final class WorkerProcess implements AutoCloseable {
    /** What {@link #next} gives once the child has closed its end: it ended, or died. */
    static final String EOF = "\u0000eof";

    /** What a child says once it has loaded what it needs and its compiler is idle: it can be started ahead. */
    static final String LOADED = "LOADED";

    /** How long a child may take to start its JVM and connect. */
    private static final long CONNECT_MILLIS = 60_000;

    /**
     * How often a child sends the rows it has held back ({@link Worker#SYNC}): it is silent that much longer than its
     * calls take. A Ctrl-C loses at most this much of its calls, made again when the run resumes.
     */
    static final Duration SYNC = Duration.ofMillis(100);

    /** How long this JVM must be all but idle before a child goes on with its calls. */
    private static final Duration QUIET = Duration.ofMillis(5);

    /** The longest wait for that. */
    private static final Duration QUIET_WAIT = Duration.ofSeconds(1);

    private static final Path TASKS = Path.of("/proc/self/task");

    private final Process process;
    private final Socket socket;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    /** Whether the child has said {@link #LOADED}. */
    private boolean loaded;
    /** A line {@link #awaitLoaded} took that was not {@link #LOADED}, for {@link #next}. */
    private String pending;

    private WorkerProcess(Process process, Socket socket) throws IOException {
        this.process = process;
        this.socket = socket;
        this.in = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(
                () -> {
                    try (BufferedReader out = new BufferedReader(
                            new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))) {
                        for (String l = out.readLine(); l != null; l = out.readLine()) {
                            lines.add(l);
                        }
                    } catch (IOException e) {
                        // the child is gone: EOF below says so
                    }
                    lines.add(EOF);
                },
                "bench-fork-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts a child that serves {@code backend} of the plan in {@code runDir} after a warm-up of {@code warmup}
     * (zero: none), its output appended to {@code log}, and waits for it to connect.
     */
    static WorkerProcess start(Path runDir, String backend, Duration warmup, Path log) throws IOException {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            List<String> cmd = new ArrayList<>();
            cmd.add(ProcessHandle.current().info().command().orElse("java"));
            cmd.addAll(Forks.jvmOptions());
            cmd.addAll(List.of(
                    "-cp",
                    System.getProperty("java.class.path"),
                    Worker.class.getName(),
                    runDir.resolve(RunFolder.PLAN).toString(),
                    backend,
                    Long.toString(warmup.toMillis()),
                    Long.toString(SYNC.toMillis()),
                    Integer.toString(server.getLocalPort())));
            Process p = new ProcessBuilder(cmd)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .start();
            server.setSoTimeout(100);
            long give = System.nanoTime() + CONNECT_MILLIS * 1_000_000;
            while (true) {
                try {
                    Socket s = server.accept();
                    s.setTcpNoDelay(true);
                    return new WorkerProcess(p, s);
                } catch (SocketTimeoutException notYet) {
                    if (!p.isAlive() || System.nanoTime() > give) {
                        p.destroyForcibly();
                        throw new IOException("the bench worker for " + backend + " did not start: "
                                + (p.isAlive() ? "no connection within " + CONNECT_MILLIS / 1000 + " s" : "it exited")
                                + " (see " + log + ")");
                    }
                }
            }
        }
    }

    /** The fork's calls, a line each, then how to make them ({@link Worker.Mode}); false when the child is gone. */
    boolean send(List<String> tasks, String mode) {
        try {
            for (String t : tasks) {
                in.write(t);
                in.write('\n');
            }
            in.write(mode);
            in.write('\n');
            in.flush();
            return true;
        } catch (IOException gone) {
            return false; // it died as it started, or a Ctrl-C killed it
        }
    }

    /** Asks for call {@code k} of those sent; false when the child is gone already. */
    boolean sendCall(int k) {
        return sendLine("CALL " + k);
    }

    private boolean sendLine(String line) {
        try {
            in.write(line);
            in.write('\n');
            in.flush();
            return true;
        } catch (IOException gone) {
            return false; // the child died after its last answer, or a Ctrl-C killed it
        }
    }

    /** Tells a child that has warmed up to start its timed calls; false when it is gone. */
    boolean go() {
        return sendLine("GO");
    }

    /**
     * Waits until the child has loaded the plan, the corpora and the backend (at most {@code within}): it then sits
     * idle until it is sent its calls. False when it ended or did not say so in time.
     */
    boolean awaitLoaded(Duration within) throws InterruptedException {
        if (!loaded && pending == null) {
            String line = lines.poll(within.toMillis(), TimeUnit.MILLISECONDS);
            if (line != null && line.equals(LOADED)) {
                loaded = true;
            } else {
                pending = line; // the child's end, kept for next()
            }
        }
        return loaded;
    }

    /**
     * The next line but the warm-up's, the one that says the child has loaded and those that end a batch of rows
     * (answered: the caller has taken the rows before), {@link #EOF} when the child has ended, or null after {@code
     * within} without a line (each batch the child ends starts that wait again).
     */
    String next(Duration within) throws InterruptedException {
        if (pending != null) {
            String line = pending;
            pending = null;
            return line;
        }
        long give = System.nanoTime() + within.toNanos();
        while (true) {
            String line = lines.poll(Math.max(0, give - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line != null && line.equals(LOADED)) {
                loaded = true;
            } else if (Worker.SYNC.equals(line) || Worker.WARM_SYNC.equals(line)) {
                if (Worker.SYNC.equals(line)) {
                    awaitQuiet();
                }
                sendLine(Worker.ACK); // a child gone meanwhile shows as EOF next
                // the child is alive and has only now gone on: the wait for it starts again (the quiet may have
                // taken longer than the whole wait)
                give = System.nanoTime() + within.toNanos();
            } else if (line == null || !line.startsWith(Worker.REHEARSAL)) {
                return line;
            }
        }
    }

    /**
     * Waits until this JVM's threads have been all but idle for {@link #QUIET}, at most {@link #QUIET_WAIT}: the rows
     * just taken left work to its JIT compiler (a third of a CPU while a child was timed, in a fork's first
     * batches), which would otherwise take the CPU from the child's calls. Linux says how long each thread has run;
     * elsewhere this does not wait.
     */
    private static void awaitQuiet() throws InterruptedException {
        long give = System.nanoTime() + QUIET_WAIT.toNanos();
        long ran = threadsRunNanos();
        while (ran >= 0 && System.nanoTime() < give) {
            Thread.sleep(QUIET.toMillis());
            long now = threadsRunNanos();
            if (now - ran < QUIET.toNanos() / 5) {
                return;
            }
            ran = now;
        }
    }

    /** How long the threads of this JVM have run, in nanoseconds, from Linux's scheduler statistics; -1 elsewhere. */
    private static long threadsRunNanos() {
        try (DirectoryStream<Path> threads = Files.newDirectoryStream(TASKS)) {
            long sum = 0;
            for (Path thread : threads) {
                try {
                    String stat = Files.readString(thread.resolve("schedstat"), StandardCharsets.US_ASCII);
                    sum += Long.parseLong(stat.substring(0, stat.indexOf(' ')));
                } catch (IOException | RuntimeException ended) {
                    // the thread ended while it was listed: its time no longer counts either way
                }
            }
            return sum;
        } catch (IOException | RuntimeException notLinux) {
            return -1;
        }
    }

    /** Kills the child at once, and waits for it. */
    void kill() {
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The exit code of a child that has closed its connection: it is ending, and is given a few seconds for it (a
     * child still alive then is killed, 137).
     */
    int exitCode() throws InterruptedException {
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            kill();
        }
        return process.exitValue();
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // already gone
        }
        kill();
    }
}
