package org.sudokulab.external;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Termination;

/**
 * One run of an external program: output to files (no pipe to fill up), the deadline and the cancellation polled
 * every few milliseconds, and on either the whole process tree killed and waited for, so nothing is left behind.
 * {@code peakRssBytes} is the program's peak resident set, -1 when not measured (see {@link PeakRss}).
 */
record ProcessRun(int exitCode, Termination stopped, String stdout, String stderr, long wallNanos, long peakRssBytes) {
    private static final long POLL_MILLIS = 2;

    static ProcessRun run(List<String> command, Path dir, String stdin, Limits.Deadline deadline) {
        Path out = dir.resolve("stdout.txt");
        Path err = dir.resolve("stderr.txt");
        Path rss = dir.resolve("peak-rss.txt");
        long t0 = System.nanoTime();
        Process p;
        try {
            p = new ProcessBuilder(PeakRss.measured(command, rss))
                    .directory(dir.toFile())
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile())
                    .start();
        } catch (IOException e) {
            throw new IllegalStateException("cannot start " + command.get(0) + ": " + e.getMessage(), e);
        }
        try {
            try (var in = p.getOutputStream()) {
                if (stdin != null) {
                    in.write(stdin.getBytes(StandardCharsets.UTF_8));
                }
            } catch (IOException closedEarly) {
                // the program ended without reading its input; its exit code and output say why
            }
            Termination stopped = null;
            while (!p.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                stopped = deadline.stopReason();
                if (stopped != null) {
                    kill(p);
                    break;
                }
            }
            long wall = System.nanoTime() - t0;
            return new ProcessRun(
                    stopped == null ? p.exitValue() : -1,
                    stopped,
                    read(out),
                    read(err),
                    wall,
                    stopped == null ? PeakRss.read(rss) : -1);
        } catch (InterruptedException e) {
            kill(p);
            Thread.currentThread().interrupt();
            return new ProcessRun(-1, Termination.CANCELLED, "", "", System.nanoTime() - t0, -1);
        }
    }

    /** Kills the program and every process it started (a shell pipeline), then waits for it. */
    static void kill(Process p) {
        List<ProcessHandle> children = p.descendants().toList();
        p.destroyForcibly();
        children.forEach(ProcessHandle::destroyForcibly);
        try {
            p.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /** The last lines of stderr, for an error message. */
    String stderrTail() {
        List<String> lines = stderr.strip().lines().toList();
        String tail = String.join(" | ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
        return tail.isEmpty() ? "(nothing on stderr)" : tail;
    }
}
