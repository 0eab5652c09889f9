package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Backends;
import org.sudokulab.bench.run.BenchRow;

/**
 * Java backends from outside the class path: a plugin folder's jars found by the same discovery, listed with their
 * jar, asked by count, benched cross-checked in forked JVMs; a jar that cannot load is named and the rest run.
 */
class PluginsTest {
    @TempDir
    Path dir;

    @AfterEach
    void forgetThePluginFolders() {
        System.clearProperty(Backends.PLUGINS_PROPERTY);
    }

    @Test
    void aPluginFoldersBackendIsListedCountsAndIsBenchedInForks() throws Exception {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        Path jar = PluginJars.backend(plugins, "plugged.jar", "plugged", "backtrack");
        Files.write(plugins.resolve("broken.jar"), new byte[] {'P', 'K', 3, 4, 0, 0, 1});
        PluginJars.registersAMissingClass(plugins, "missing.jar");
        PluginJars.backend(plugins, "taken.jar", "dlx", "backtrack");

        Cli listed = Cli.run("backends", "--plugins", plugins.toString());
        assertTrue(listed.out().contains("plugged "), listed.out());
        assertTrue(listed.out().contains("plugin: " + jar.toAbsolutePath()), listed.out());
        // each jar that cannot be used is named with its cause; the exit code says something was left out
        assertEquals(ExitCode.FAILED, listed.exit());
        assertTrue(
                listed.err().contains("plugin jar " + plugins.resolve("broken.jar") + " cannot be read"), listed.err());
        assertTrue(listed.err().contains("org.example.plugin.NotInTheJar not found"), listed.err());
        assertTrue(
                listed.err().contains("backend id dlx is taken; the one in " + plugins.resolve("taken.jar")),
                listed.err());

        Path puzzles = dir.resolve("p.txt");
        Files.write(puzzles, List.of("1......2..4..3..", "................"));
        Cli counted = Cli.run("count", "--plugins", plugins.toString(), "-b", "plugged", puzzles.toString());
        assertEquals(List.of("1", "288"), counted.lines(), counted.err());

        Path out = dir.resolve("run");
        Cli bench = Cli.run(
                "bench",
                "--plugins",
                plugins.toString(),
                "-b",
                "dlx,plugged",
                "--forks",
                "2",
                "--corpus",
                puzzles.toString(),
                "--mode",
                "count",
                "--limit",
                "1000",
                "--warmup",
                "0",
                "--repeat",
                "2",
                "--out",
                out.toString(),
                "-q");
        assertEquals(0, bench.exit(), bench.err());
        List<BenchRow> rows = BenchCommandTest.rows(out);
        List<BenchRow> plugged =
                rows.stream().filter(r -> r.backend().equals("plugged")).toList();
        assertEquals(4, plugged.size());
        // cross-checked against dlx, in two fresh JVMs that found the plugin through the inherited property
        assertTrue(plugged.stream().allMatch(r -> r.outcome() == BenchRow.Outcome.OK), plugged.toString());
        assertEquals(Set.of(1, 2), plugged.stream().map(BenchRow::fork).collect(Collectors.toSet()));
        assertEquals(Set.of(1L, 288L), plugged.stream().map(BenchRow::count).collect(Collectors.toSet()));
    }

    @Test
    void theEnvironmentsAndTheUsersFoldersAreReadToo() throws Exception {
        Path fromEnvironment = Files.createDirectories(dir.resolve("env-plugins"));
        PluginJars.backend(fromEnvironment, "a.jar", "from-env", "dlx");
        Path data = dir.resolve("data");
        Path user = Files.createDirectories(data.resolve("sudokulab/plugins"));
        PluginJars.backend(user, "b.jar", "from-user", "dlx");
        List<String> cmd = LimitedJvm.cli(List.of(), "backends");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().put("SUDOKULAB_PLUGINS", fromEnvironment + java.io.File.pathSeparator + dir.resolve("none"));
        pb.environment().put("XDG_DATA_HOME", data.toString());
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        assertTrue(out.contains("plugin: " + fromEnvironment.resolve("a.jar")), out);
        assertTrue(out.contains("plugin: " + user.resolve("b.jar")), out);
        assertTrue(out.contains("plugin folder " + dir.resolve("none") + " does not exist"), out);
        assertFalse(out.contains("Exception"), out);
    }
}
