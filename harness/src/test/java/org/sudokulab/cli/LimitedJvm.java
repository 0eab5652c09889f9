package org.sudokulab.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The CLI in a child JVM whose files may not grow past a size ({@code ulimit -f}): past it a write fails with
 * "File too large" (the JVM ignores SIGXFSZ), the way it fails on a full disk, but on any file system and without
 * root. Used to see what a run does when its journal or its report cannot be written. {@link #cli} is the child
 * JVM's command line, which the other tests that start the CLI in a JVM of its own use too.
 */
record LimitedJvm(int exit, String output) {
    static LimitedJvm run(Path workDir, long maxFileKiB, String... args) throws IOException, InterruptedException {
        List<String> cmd =
                new ArrayList<>(List.of("bash", "-c", "ulimit -f " + maxFileKiB + " && exec \"$@\"", "limited"));
        cmd.addAll(cli(List.of(), args));
        Process p = new ProcessBuilder(cmd)
                .directory(workDir.toFile())
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the limited JVM did not end: " + out);
        }
        return new LimitedJvm(p.exitValue(), out);
    }

    /**
     * The command line of the CLI in a child JVM of this build's class path (C1 only: these runs are short), with
     * {@code jvmOptions} before the class and {@code args} after it.
     */
    static List<String> cli(List<String> jvmOptions, String... args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(ProcessHandle.current().info().command().orElse("java"));
        cmd.add("-XX:TieredStopAtLevel=1");
        cmd.addAll(jvmOptions);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(args));
        return cmd;
    }
}
