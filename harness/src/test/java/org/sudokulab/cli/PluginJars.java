package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Plugin jars made in a test: a backend compiled from source against the test's class path (so that it is not on
 * it), registered in META-INF/services, as a plugin author's build would make it.
 */
final class PluginJars {
    private PluginJars() {}

    /** A jar holding backend {@code id}: {@code delegate}'s answers under another id, loaded only from the jar. */
    static Path backend(Path folder, String jarName, String id, String delegate) throws IOException {
        String name = "Plugged" + Math.abs(id.hashCode());
        String source = "package org.example.plugin;\n"
                + "import java.util.Set;\n"
                + "import org.sudokulab.api.*;\n"
                + "public final class " + name + " implements SolverBackend {\n"
                + "  private final SolverBackend inner = Backends.builtIn(\"" + delegate + "\").orElseThrow();\n"
                + "  public String id() { return \"" + id + "\"; }\n"
                + "  public String description() { return \"" + delegate + " in a plugin jar\"; }\n"
                + "  public Set<Capability> capabilities() { return inner.capabilities(); }\n"
                + "  public CountResult count(Puzzle p, long limit, Limits limits) {\n"
                + "    return inner.count(p, limit, limits);\n"
                + "  }\n"
                + "}\n";
        Path src = Files.createTempDirectory(folder.getParent(), "plugin-src");
        Path java = src.resolve(name + ".java");
        Files.writeString(java, source);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(
                null, null, null, "-d", src.toString(), "-cp", System.getProperty("java.class.path"), java.toString());
        assertTrue(status == 0, "the plugin compiles");
        Path jar = folder.resolve(jarName);
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry("META-INF/services/org.sudokulab.api.SolverBackend"));
            out.write(("org.example.plugin." + name + "\n").getBytes(StandardCharsets.UTF_8));
            out.putNextEntry(new JarEntry("org/example/plugin/" + name + ".class"));
            out.write(Files.readAllBytes(src.resolve("org/example/plugin/" + name + ".class")));
        }
        return jar;
    }

    /** A jar that registers a provider class it does not hold. */
    static Path registersAMissingClass(Path folder, String jarName) throws IOException {
        Path jar = folder.resolve(jarName);
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry("META-INF/services/org.sudokulab.api.SolverBackend"));
            out.write("org.example.plugin.NotInTheJar\n".getBytes(StandardCharsets.UTF_8));
        }
        return jar;
    }

    static List<String> lines(Path file) throws IOException {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.toList();
        }
    }
}
