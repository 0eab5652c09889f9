package org.sudokulab.bench;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.sudokulab.engine.Engine;

/** Where and how a report was made: what a reader needs to cite it or to run it again. */
final class Environment {
    /** The libraries whose versions a report states (groupId, artifactId). */
    private static final List<String[]> LIBRARIES = List.of(
            new String[] {"org.choco-solver", "choco-solver"},
            new String[] {"com.google.ortools", "ortools-java"},
            new String[] {"org.ow2.sat4j", "org.ow2.sat4j.core"},
            new String[] {"org.jgrapht", "jgrapht-core"},
            new String[] {"com.fasterxml.jackson.core", "jackson-databind"},
            new String[] {"info.picocli", "picocli"});

    private Environment() {}

    /** The environment of a run made here, or on {@code engine} (null: this JVM), whose executors it lists. */
    public static Map<String, String> describe(String commandLine, long seed, Engine engine) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("command", commandLine);
        env.put("seed", Long.toString(seed));
        env.put("sudokulab", version());
        env.put("git commit", gitCommit());
        env.put(
                "jvm",
                System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version") + " ("
                        + System.getProperty("java.vendor") + ")");
        env.put(
                "jvm options",
                String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
        env.put("max heap", Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MiB");
        env.put(
                "os",
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"));
        env.put("cpu", cpuModel());
        env.put("cores", Integer.toString(Runtime.getRuntime().availableProcessors()));
        env.put("timing overhead", Call.overhead());
        if (engine != null) {
            env.put("engine", engine.describe() + ", " + engine.parallelism() + " tasks at once");
            env.put(
                    "executors",
                    engine.executors().stream()
                            .map(e -> e.name() + " (its machine: " + e.cores() + " cores; " + e.jvm() + ")")
                            .collect(Collectors.joining("; ")));
        }
        for (String[] lib : LIBRARIES) {
            env.put(lib[1], libraryVersion(lib[0], lib[1]));
        }
        return env;
    }

    static String version() {
        String v = Environment.class.getPackage().getImplementationVersion();
        return v == null ? "development build" : v;
    }

    /** The version Maven recorded in the library's jar (kept by the shaded jar), else "not on the class path". */
    private static String libraryVersion(String group, String artifact) {
        String resource = "/META-INF/maven/" + group + "/" + artifact + "/pom.properties";
        try (InputStream in = Environment.class.getResourceAsStream(resource)) {
            if (in == null) {
                return "not on the class path";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"), StandardCharsets.UTF_8)) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: fall through
        }
        String arch = System.getenv("PROCESSOR_IDENTIFIER");
        return arch != null ? arch : "unknown (" + System.getProperty("os.arch") + ")";
    }

    /**
     * The commit of the checkout the jar was built in (the launcher builds it in place), with "+ local changes"
     * when the tree differs from it; "unknown" outside a git checkout.
     */
    private static String gitCommit() {
        Path dir = Path.of("").toAbsolutePath();
        try {
            Path jar = Path.of(Environment.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            dir = jar.getParent();
        } catch (Exception e) {
            // keep the working directory
        }
        String head = git(dir, "rev-parse", "HEAD");
        if (head == null) {
            return "unknown (not a git checkout, or git is missing)";
        }
        String status = git(dir, "status", "--porcelain", "--untracked-files=no");
        return head + (status != null && !status.isBlank() ? " + local changes" : "");
    }

    private static String git(Path dir, String... args) {
        try {
            List<String> cmd = new ArrayList<>(List.of("git", "-C", dir.toString()));
            cmd.addAll(List.of(args));
            Process p = new ProcessBuilder(cmd)
                    .redirectErrorStream(false)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return null;
            }
            return out;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
