package org.sudokulab.bench.run;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.sudokulab.api.Cancellation;

/**
 * A run's forks: each backend's calls in fresh child JVMs ({@link Worker}), one {@link Segment} (a backend's share of
 * the calls in one fork) after the other. A child warms the backend up on its calls and makes them through the same
 * timed loop as a run in this JVM, sending the rows back in batches, each taken while the child waits. It runs with
 * this JVM's options, as JMH's forks inherit their host's (a debugger's agent aside), and talks over a loopback
 * socket, so that what those options make the JVM print on its stdout (a GC log, compilations) cannot mix with the
 * rows.
 *
 * <p>The next segment's JVM starts while this one warms up, never while it is timed: it loads the plan, the corpora
 * and the backend (half a second of Jackson and class loading, most of a fork's fixed cost), says so, and waits; this
 * one's calls start only then. On one CPU nothing is started ahead.
 *
 * <p>A call that has not answered after the timeout plus the grace period gets the child killed; a child that dies
 * ends its calls too. Either way the segment's remaining calls then go one at a time to a new child ({@link
 * Worker.Mode#STEP}), which finds the call that hung (KILLED row) or that took the JVM down (CRASHED row), and a
 * fresh child takes the calls after it: native solvers that hang or abort cannot stop the run.
 */
final class Forks implements AutoCloseable {
    /** The calls of one backend in one fork, those still to make. */
    record Segment(String backend, int fork, List<Runner.Task> tasks) {}

    /** How long a starting child may take beyond its warm-up and one call: a JVM start and the corpora read. */
    private static final Duration START = Duration.ofSeconds(30);

    private final BenchPlan plan;
    private final Path runDir;
    private final List<Corpus> corpora;
    private final Cancellation cancellation;
    private final Consumer<BenchRow> sink;
    private final boolean ahead = Runtime.getRuntime().availableProcessors() >= 2;
    /** The child started ahead for {@link #waitingFor}, or null. */
    private WorkerProcess waiting;

    private Segment waitingFor;

    Forks(BenchPlan plan, Path runDir, List<Corpus> corpora, Cancellation cancellation, Consumer<BenchRow> sink) {
        this.plan = plan;
        this.runDir = runDir;
        this.corpora = corpora;
        this.cancellation = cancellation;
        this.sink = sink;
    }

    /**
     * Makes the calls of {@code segment}, handing their rows to the sink, while the JVM of {@code next} (null: none)
     * starts; returns the warm-up of the first child that started.
     */
    Runner.Warmup run(Segment segment, Segment next) throws IOException, InterruptedException {
        String backend = segment.backend();
        Path log = log(backend);
        Deque<Runner.Task> remaining = new ArrayDeque<>(segment.tasks());
        Runner.Warmup warmup = null;
        boolean warm = plan.warmupMillis() > 0;
        Worker.Mode mode = Worker.Mode.RUN;
        // A child holds its rows back for up to WorkerProcess.SYNC before it sends them.
        Duration call = plan.timeout().plus(plan.grace()).plus(WorkerProcess.SYNC);
        while (!remaining.isEmpty() && !cancellation.isCancelled()) {
            try (WorkerProcess child = child(segment, warm, mode, remaining.size());
                    AutoCloseable kill = cancellation.onCancel(child::kill)) {
                List<Runner.Task> given = new ArrayList<>(remaining);
                boolean sent = child.send(given.stream().map(Runner.Task::line).toList(), mode.name());
                if (sent && mode == Worker.Mode.RUN && next != null && ahead && waiting == null) {
                    startAhead(next); // it loads while this child warms up
                }
                // The warm-up makes calls too, each bounded by the timeout (if the backend honours it).
                String ready = sent ? child.next(START.plus(plan.warmup()).plus(call)) : WorkerProcess.EOF;
                if (ready == null || ready.equals(WorkerProcess.EOF) || !ready.startsWith("READY ")) {
                    String why = ready == null
                            ? "no answer"
                            : ready.equals(WorkerProcess.EOF) ? "it exited with " + child.exitCode() : ready;
                    child.kill();
                    if (cancellation.isCancelled()) {
                        break; // Ctrl-C killed the child as it started: the run stops with what finished
                    }
                    if (!warm) {
                        throw new IOException("the bench worker for " + backend + " did not start: " + why + " (see "
                                + log + "; it ends: " + tail(log) + ")");
                    }
                    // The warm-up itself hung or crashed: start again without it, so the calls get their rows.
                    warm = false;
                    continue;
                }
                if (warmup == null) {
                    warmup = Runner.Warmup.parse(ready.substring("READY ".length()));
                }
                boolean whole;
                if (mode == Worker.Mode.RUN) {
                    if (waiting != null) {
                        waiting.awaitLoaded(START); // no JVM starts during the timed calls
                    }
                    whole = child.go() && streamed(child, remaining, call);
                } else {
                    whole = stepped(child, given, remaining, backend, log);
                }
                // A call hung or the child died among streamed calls: find which, one call at a time.
                mode = whole ? mode : Worker.Mode.STEP;
            } catch (IOException | InterruptedException | RuntimeException e) {
                throw e;
            } catch (Exception closing) {
                throw new IllegalStateException(closing);
            }
        }
        return warmup == null ? Runner.Warmup.NONE : warmup;
    }

    /** The child for a segment's first attempt: the one started ahead for it, else a new one. */
    private WorkerProcess child(Segment segment, boolean warm, Worker.Mode mode, int calls) throws IOException {
        if (waiting != null && segment.equals(waitingFor)) {
            WorkerProcess ahead = waiting;
            waiting = null;
            if (warm == plan.warmupMillis() > 0 && mode == Worker.Mode.RUN) {
                return ahead;
            }
            ahead.close();
        }
        note(log(segment.backend()), segment, calls, mode);
        return WorkerProcess.start(
                runDir, segment.backend(), warm ? plan.warmup() : Duration.ZERO, log(segment.backend()));
    }

    private void startAhead(Segment next) throws IOException {
        note(log(next.backend()), next, next.tasks().size(), Worker.Mode.RUN);
        waiting = WorkerProcess.start(runDir, next.backend(), plan.warmup(), log(next.backend()));
        waitingFor = next;
    }

    private Path log(String backend) {
        return runDir.resolve("fork-" + backend + ".log");
    }

    /** Stops a child started ahead that no segment took (a cancelled run). */
    @Override
    public void close() {
        if (waiting != null) {
            waiting.close();
            waiting = null;
        }
    }

    /**
     * The rows of a child that makes its calls one after the other, in their order: each taken off {@code
     * remaining} as it comes. False when the child went silent for longer than a call may take (it is killed) or
     * died: the calls it had not answered are still in {@code remaining}.
     */
    private boolean streamed(WorkerProcess child, Deque<Runner.Task> remaining, Duration call)
            throws IOException, InterruptedException {
        Map<String, String> shared = new HashMap<>();
        while (!cancellation.isCancelled()) {
            String line = child.next(call);
            if (line == null || line.equals(WorkerProcess.EOF)) {
                child.kill();
                return cancellation.isCancelled();
            }
            if (line.equals("DONE")) {
                if (!remaining.isEmpty()) {
                    throw new IOException("the bench worker ended with " + remaining.size() + " calls unmade");
                }
                return true;
            }
            BenchRow row = BenchRow.fromCsvLine(line.substring("ROW ".length()), shared);
            Runner.Task expected = remaining.peek();
            if (expected == null || !answers(row, expected)) {
                throw new IOException("the bench worker answered " + row.key() + " out of turn");
            }
            remaining.pop();
            sink.accept(row);
        }
        return true;
    }

    /**
     * The rows of a child asked for one call at a time, the calls of {@code given} in turn while they are in {@code
     * remaining}. A call that outlives the timeout plus the grace gets the child killed and a KILLED row; a call
     * during which the child dies gets a CRASHED row. Either way the calls after it go to a new child: false.
     */
    private boolean stepped(
            WorkerProcess child, List<Runner.Task> given, Deque<Runner.Task> remaining, String backend, Path log)
            throws IOException, InterruptedException {
        Duration call = plan.timeout().plus(plan.grace());
        Map<String, String> shared = new HashMap<>();
        for (int k = 0; k < given.size() && !cancellation.isCancelled(); k++) {
            Runner.Task t = remaining.peek();
            boolean sent = child.sendCall(k);
            String answer = sent ? child.next(call) : WorkerProcess.EOF;
            if (cancellation.isCancelled()) {
                return true;
            }
            if (answer != null && answer.startsWith("ROW ")) {
                remaining.pop();
                sink.accept(BenchRow.fromCsvLine(answer.substring("ROW ".length()), shared));
                continue;
            }
            if (answer != null && answer.equals("CANCELLED")) {
                return true;
            }
            remaining.pop();
            Corpus corpus = corpora.get(t.corpus());
            if (answer == null) {
                child.kill();
                sink.accept(BenchRow.noAnswer(
                        backend,
                        corpus,
                        t,
                        BenchRow.Outcome.KILLED,
                        (double) call.toMillis(),
                        null,
                        "no answer within the timeout plus " + plan.graceMillis()
                                + " ms grace: the child JVM was killed"));
            } else {
                int exit = child.exitCode();
                sink.accept(BenchRow.noAnswer(
                        backend,
                        corpus,
                        t,
                        BenchRow.Outcome.CRASHED,
                        null,
                        null,
                        "the child JVM " + (sent ? "died during the call" : "had ended before the call")
                                + " (exit code " + exit + "; see " + log + ")"));
            }
            return false;
        }
        return true;
    }

    /** Whether {@code row} is the answer to {@code t}: its corpus, puzzle, repeat and fork. */
    private boolean answers(BenchRow row, Runner.Task t) {
        return row.corpus().equals(corpora.get(t.corpus()).name())
                && row.puzzle() == t.puzzle() + 1
                && row.repeat() == t.repeat()
                && row.fork() == t.fork();
    }

    /** The last lines of a fork's log, on one line: what a child said before it died. */
    static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8).stream()
                    .filter(l -> !l.isBlank() && !l.startsWith("\tat "))
                    .toList();
            return String.join(" | ", lines.subList(Math.max(0, lines.size() - 2), lines.size()));
        } catch (IOException | RuntimeException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }

    /** A line in the backend's fork log, before a child appends its own output there. */
    private static void note(Path log, Segment segment, int calls, Worker.Mode mode) throws IOException {
        Files.writeString(
                log,
                "== " + Instant.now().truncatedTo(ChronoUnit.SECONDS) + " fork " + segment.fork() + " of "
                        + segment.backend() + ", " + calls + " calls, " + mode + "\n",
                StandardCharsets.UTF_8,
                StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
    }

    /**
     * The options a fork's JVM starts with: this JVM's, as JMH's forks inherit their host's, but a debugger's agent
     * (its port is this JVM's); and the project's own system properties, which a test may have set after start-up.
     */
    static List<String> jvmOptions() {
        List<String> options = new ArrayList<>();
        for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!arg.startsWith("-agentlib:jdwp") && !arg.startsWith("-Xrunjdwp") && !arg.equals("-Xdebug")) {
                options.add(arg);
            }
        }
        System.getProperties().stringPropertyNames().stream()
                .filter(k -> k.startsWith("sudokulab."))
                .map(k -> "-D" + k + "=" + System.getProperty(k))
                .filter(o -> !options.contains(o))
                .forEach(options::add);
        return options;
    }
}
