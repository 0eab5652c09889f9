package org.sudokulab.external;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The peak resident set of an external solver's run, as GNU time's {@code %M} reports it: the kernel's {@code
 * ru_maxrss} of the program, which {@code wait4} returns when it ends, so even a run of a few milliseconds is
 * measured whole (a sampler of /proc, as runsolver is, sees a short run once or not at all). For a pipeline (clasp's
 * {@code sh -c "gringo | clasp"}) it is the largest of its processes, not their sum as BenchExec's cgroup counts.
 * Where no GNU time is found (macOS's BSD time takes other options) the command runs as it is and the figure is
 * not measured.
 */
final class PeakRss {
    /** GNU time, where it answers as GNU time does; null when there is none. */
    private static final String TIME = gnuTime();

    private PeakRss() {}

    /** The command as run: under GNU time, its report to {@code file}, when there is one. */
    static List<String> measured(List<String> command, Path file) {
        if (TIME == null) {
            return command;
        }
        List<String> wrapped = new ArrayList<>(List.of(TIME, "-f", "%M", "-o", file.toString()));
        wrapped.addAll(command);
        return wrapped;
    }

    /**
     * The peak in bytes that GNU time wrote to {@code file} (kibibytes on its last line; a line before it says so when
     * the program's exit status was not 0), or -1 when it wrote none.
     */
    static long read(Path file) {
        try {
            if (!Files.exists(file)) {
                return -1;
            }
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            String last = lines.isEmpty() ? "" : lines.get(lines.size() - 1).strip();
            return last.matches("\\d+") ? Long.parseLong(last) * 1024 : -1;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static String gnuTime() {
        for (String candidate : List.of("/usr/bin/time", "/bin/time")) {
            Path time = Path.of(candidate);
            if (!Files.isExecutable(time)) {
                continue;
            }
            try {
                Path out = Files.createTempFile("sudokulab-time-", ".txt");
                try {
                    Process p = new ProcessBuilder(candidate, "-f", "%M", "-o", out.toString(), "true")
                            .redirectErrorStream(true)
                            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                            .start();
                    if (p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0 && read(out) > 0) {
                        return candidate;
                    }
                    p.destroyForcibly();
                } finally {
                    Files.deleteIfExists(out);
                }
            } catch (IOException e) {
                // not this one
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
        return null;
    }
}
