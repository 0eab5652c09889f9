package org.sudokulab.bench.run;

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
public final class Environment {
    /**
     * The libraries whose versions a report states: group, artifact, and a class of the library, looked up when its
     * jar records no Maven version (picocli's, built with Gradle, does not; it keeps its version in a constant).
     */
    private static final List<String[]> LIBRARIES = List.of(
            new String[] {"org.choco-solver", "choco-solver", "org.chocosolver.solver.Model"},
            new String[] {"com.google.ortools", "ortools-java", "com.google.ortools.Loader"},
            new String[] {"org.ow2.sat4j", "org.ow2.sat4j.core", "org.sat4j.core.Vec"},
            new String[] {"org.jgrapht", "jgrapht-core", "org.jgrapht.Graph"},
            new String[] {
                "com.fasterxml.jackson.core", "jackson-databind", "com.fasterxml.jackson.databind.ObjectMapper"
            },
            new String[] {"info.picocli", "picocli", "picocli.CommandLine"},
            new String[] {
                "org.apache.commons",
                "commons-statistics-inference",
                "org.apache.commons.statistics.inference.WilcoxonSignedRankTest"
            },
            new String[] {"org.apache.spark", "spark-core_2.13", "org.apache.spark.SparkContext"});

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
            env.put(lib[1], libraryVersion(lib[0], lib[1], lib[2]));
        }
        return env;
    }

    static String version() {
        String v = Environment.class.getPackage().getImplementationVersion();
        return v == null ? "development build" : v;
    }

    /**
     * The version Maven recorded in the library's jar (the shaded jar keeps it); else the library's own VERSION
     * constant, else its jar manifest's; "not on the class path" only when its class cannot be found.
     */
    static String libraryVersion(String group, String artifact, String className) {
        String resource = "/META-INF/maven/" + group + "/" + artifact + "/pom.properties";
        try (InputStream in = Environment.class.getResourceAsStream(resource)) {
            if (in != null) {
                Properties p = new Properties();
                p.load(in);
                return p.getProperty("version", "unknown");
            }
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
        Class<?> type;
        try {
            type = Class.forName(className, false, Environment.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return "not on the class path";
        }
        try {
            Object constant = type.getField("VERSION").get(null);
            if (constant instanceof String v) {
                return v;
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            // no public VERSION constant: try the manifest
        }
        String v = type.getPackage() == null ? null : type.getPackage().getImplementationVersion();
        return v != null ? v : "on the class path; its jar records no version";
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
