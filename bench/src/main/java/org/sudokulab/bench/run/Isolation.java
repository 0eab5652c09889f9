package org.sudokulab.bench.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.sudokulab.api.Cancellation;

/**
 * A plan's isolation: each backend runs in a child JVM ({@link Worker}) that takes one call at a time on stdin
 * and answers with one row on stdout. A call that has not answered after the timeout plus the grace period gets
 * the child killed (KILLED row); a child that dies during a call gives a CRASHED row. Either way a new child
 * takes the remaining calls, so native solvers that hang or abort cannot stop the run.
 */
final class Isolation {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String EOF = "\u0000eof";

    private Isolation() {}

    static Runner.Warmup run(
            String backend,
            List<Corpus> corpora,
            List<Runner.Task> tasks,
            BenchPlan plan,
            Path runDir,
            Cancellation cancellation,
            Consumer<BenchRow> sink)
            throws IOException, InterruptedException {
        Path log = runDir.resolve("isolate-" + backend + ".log");
        Deque<Runner.Task> remaining = new ArrayDeque<>(tasks);
        Runner.Warmup warmup = null;
        boolean warm = plan.warmupMillis() > 0;
        Duration timeout = plan.timeout();
        Duration grace = plan.grace();
        while (!remaining.isEmpty() && !cancellation.isCancelled()) {
            Child child = Child.start(runDir, backend, warm ? plan.warmup() : Duration.ZERO, log);
            try (AutoCloseable kill = cancellation.onCancel(child.process::destroyForcibly)) {
                // The warm-up makes calls too, each bounded by the timeout (if the backend honours it).
                String ready =
                        child.next(plan.warmup().plus(timeout).plus(grace).plus(Duration.ofSeconds(30)));
                if (ready == null || ready.equals(EOF) || !ready.startsWith("READY ")) {
                    child.process.destroyForcibly();
                    if (cancellation.isCancelled()) {
                        break; // Ctrl-C killed the child as it started: the run stops with what finished
                    }
                    if (!warm) {
                        throw new IOException("the bench worker for " + backend + " did not start: "
                                + (ready == null
                                        ? "no answer"
                                        : ready.equals(EOF) ? "it exited with " + child.process.waitFor() : ready)
                                + " (see " + log + ")");
                    }
                    // The warm-up itself hung or crashed: start again without it, so the calls get their rows.
                    warm = false;
                    continue;
                }
                if (warmup == null) {
                    warmup = JSON.readValue(ready.substring(6), Runner.Warmup.class);
                }
                while (!remaining.isEmpty() && !cancellation.isCancelled()) {
                    Runner.Task t = remaining.peek();
                    boolean sent = true;
                    try {
                        child.send(t.corpus() + " " + t.puzzle() + " " + t.repeat());
                    } catch (IOException gone) {
                        sent = false; // the child died after its last answer, or a Ctrl-C killed it
                    }
                    String answer = sent ? child.next(timeout.plus(grace)) : EOF;
                    if (cancellation.isCancelled()) {
                        break;
                    }
                    if (answer != null && answer.startsWith("ROW ")) {
                        remaining.pop();
                        sink.accept(JSON.readValue(answer.substring(4), BenchRow.class));
                        continue;
                    }
                    if (answer != null && answer.equals("CANCELLED")) {
                        break;
                    }
                    remaining.pop();
                    Corpus corpus = corpora.get(t.corpus());
                    if (answer == null) {
                        child.process.destroyForcibly();
                        child.process.waitFor();
                        sink.accept(failure(
                                backend,
                                corpus,
                                t,
                                BenchRow.Outcome.KILLED,
                                timeout.plus(grace),
                                "no answer within the timeout plus " + grace.toMillis()
                                        + " ms grace: the child JVM was killed"));
                    } else {
                        int exit = child.process.waitFor();
                        sink.accept(failure(
                                backend,
                                corpus,
                                t,
                                BenchRow.Outcome.CRASHED,
                                null,
                                "the child JVM " + (sent ? "died during the call" : "had ended before the call")
                                        + " (exit code " + exit + "; see " + log + ")"));
                    }
                    break;
                }
            } catch (IOException | InterruptedException | RuntimeException e) {
                throw e;
            } catch (Exception closing) {
                throw new IllegalStateException(closing);
            } finally {
                child.close();
            }
        }
        return warmup == null ? Runner.Warmup.NONE : warmup;
    }

    private static BenchRow failure(
            String backend, Corpus corpus, Runner.Task t, BenchRow.Outcome outcome, Duration spent, String detail) {
        return new BenchRow(
                backend,
                corpus.name(),
                t.puzzle() + 1,
                corpus.puzzles().get(t.puzzle()).line(),
                t.repeat(),
                outcome,
                outcome.name().toLowerCase(Locale.ROOT),
                null,
                null,
                spent == null ? null : (double) spent.toMillis(),
                null,
                null,
                null,
                null,
                detail,
                null,
                null);
    }

    /** A running worker JVM and a thread that queues its stdout lines (EOF marks its end). */
    private static final class Child implements AutoCloseable {
        final Process process;
        private final Writer in;
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

        private Child(Process process) {
            this.process = process;
            this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            Thread reader = new Thread(
                    () -> {
                        try (BufferedReader out = new BufferedReader(
                                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                            for (String l = out.readLine(); l != null; l = out.readLine()) {
                                lines.add(l);
                            }
                        } catch (IOException e) {
                            // the child is gone: EOF below says so
                        }
                        lines.add(EOF);
                    },
                    "bench-worker-reader");
            reader.setDaemon(true);
            reader.start();
        }

        static Child start(Path runDir, String backend, Duration warmup, Path log) throws IOException {
            List<String> cmd = new ArrayList<>();
            cmd.add(ProcessHandle.current().info().command().orElse("java"));
            // The child gets this JVM's settings that matter: heap, stack and the project's own properties.
            for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
                if (arg.startsWith("-Xmx") || arg.startsWith("-Xss") || arg.startsWith("-Dsudokulab.")) {
                    cmd.add(arg);
                }
            }
            System.getProperties().stringPropertyNames().stream()
                    .filter(k -> k.startsWith("sudokulab."))
                    .forEach(k -> cmd.add("-D" + k + "=" + System.getProperty(k)));
            cmd.addAll(List.of(
                    "-cp",
                    System.getProperty("java.class.path"),
                    Worker.class.getName(),
                    runDir.resolve(RunFolder.PLAN).toString(),
                    backend,
                    Long.toString(warmup.toMillis())));
            Process p = new ProcessBuilder(cmd)
                    .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .start();
            return new Child(p);
        }

        void send(String line) throws IOException {
            in.write(line);
            in.write('\n');
            in.flush();
        }

        /** The next line, EOF when the child has ended, or null after {@code within}. */
        String next(Duration within) throws InterruptedException {
            return lines.poll(within.toMillis(), TimeUnit.MILLISECONDS);
        }

        @Override
        public void close() {
            try {
                in.close();
            } catch (IOException e) {
                // already gone
            }
            process.destroyForcibly();
        }
    }
}
