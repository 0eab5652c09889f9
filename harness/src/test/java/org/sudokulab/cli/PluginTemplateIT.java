package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.run.BenchRow;

/**
 * A solver author's path, end to end, as examples/backend-template/README.md tells it: the API installed in a
 * throwaway local repository, the template built there by Maven (its conformance tests included), its jar dropped in
 * a plugin folder and benched by the packaged sudokulab, cross-checked against dlx. A failsafe test: it needs the
 * packaged jars.
 */
class PluginTemplateIT {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path tmp;

    @Test
    void theTemplateBuildsAgainstTheInstalledApiAndIsBenchedFromAPluginFolder() throws Exception {
        String version = System.getProperty("sudokulab.version");
        Path template = ROOT.resolve("examples/backend-template");
        // the template builds against this very version, or an author's first build fails
        assertTrue(
                Files.readString(template.resolve("pom.xml"))
                        .contains("<sudokulab.version>" + version + "</sudokulab.version>"),
                "examples/backend-template/pom.xml names sudokulab " + version);

        Path repository = tmp.resolve("repository");
        install(repository, "sudokulab-parent", ROOT.resolve("pom.xml"), null, version);
        for (String module : List.of("solver-api", "solver-testkit")) {
            install(repository, module, ROOT.resolve(module + "/pom.xml"), ROOT.resolve(module + "/target"), version);
        }
        Path project = tmp.resolve("backend-template");
        copy(template, project);
        Path settings = tmp.resolve("settings.xml");
        // Maven's plugins and the libraries come from the repository this build uses, as a read-only mirror
        Files.writeString(
                settings,
                "<settings><mirrors><mirror><id>this-build</id><mirrorOf>*</mirrorOf><url>"
                        + Path.of(System.getProperty("sudokulab.maven.repository"))
                                .toUri()
                        + "</url></mirror></mirrors></settings>\n");
        Path log = tmp.resolve("mvn.log");
        Process mvn = new ProcessBuilder(
                        Path.of(System.getProperty("sudokulab.maven.home"), "bin", "mvn")
                                .toString(),
                        "-B",
                        "-q",
                        "-s",
                        settings.toString(),
                        "-Dmaven.repo.local=" + repository,
                        "package")
                .directory(project.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        assertTrue(mvn.waitFor(5, TimeUnit.MINUTES), "the template's build ends");
        assertEquals(0, mvn.exitValue(), Files.readString(log));
        assertTrue(
                Files.readString(project.resolve(
                                "target/surefire-reports/TEST-org.example.sudoku.TemplateConformanceTest.xml"))
                        .contains("goldenLinesCountExactly"),
                "the conformance kit ran");

        Path plugins = Files.createDirectories(tmp.resolve("plugins"));
        Files.copy(project.resolve("target/sudokulab-backend-template-1.0.0-SNAPSHOT.jar"), plugins.resolve("t.jar"));
        Path out = tmp.resolve("run");
        Process bench = new ProcessBuilder(
                        ProcessHandle.current().info().command().orElse("java"),
                        "-jar",
                        Path.of("target/sudokulab.jar").toAbsolutePath().toString(),
                        "bench",
                        "--plugins",
                        plugins.toString(),
                        "-b",
                        "template,dlx",
                        "--sample",
                        "2",
                        "--forks",
                        "2",
                        "--timeout",
                        "10s",
                        "--out",
                        out.toString(),
                        "-q")
                .redirectErrorStream(true)
                .redirectOutput(tmp.resolve("bench.log").toFile())
                .start();
        assertTrue(bench.waitFor(5, TimeUnit.MINUTES));
        assertEquals(0, bench.exitValue(), Files.readString(tmp.resolve("bench.log")));
        List<BenchRow> rows = BenchCommandTest.rows(out).stream()
                .filter(r -> r.backend().equals("template"))
                .toList();
        // the bundled and generated corpora, 2 puzzles each; killers refused as the template says, never guessed
        assertEquals(2 * 16, rows.size());
        assertTrue(rows.stream().noneMatch(r -> r.outcome() == BenchRow.Outcome.WRONG), rows.toString());
        assertTrue(rows.stream().filter(r -> r.outcome() == BenchRow.Outcome.OK).count() >= 14, rows.toString());
        assertEquals(Set.of(1, 2), rows.stream().map(BenchRow::fork).collect(Collectors.toSet()));
        assertTrue(Files.readString(out.resolve("report.md")).contains("## Wrong answers\n\nNone"));
    }

    /**
     * What {@code mvn install} writes for a snapshot in a local repository: the POM, and the jar with its sources and
     * Javadoc when the module has them.
     */
    private static void install(Path repository, String artifact, Path pom, Path target, String version)
            throws IOException {
        Path dir = Files.createDirectories(repository.resolve("org/sudokulab/" + artifact + "/" + version));
        Files.copy(pom, dir.resolve(artifact + "-" + version + ".pom"));
        if (target == null) {
            return;
        }
        for (String suffix : List.of("", "-sources", "-javadoc")) {
            Path jar = target.resolve(artifact + "-" + version + suffix + ".jar");
            assertTrue(Files.isRegularFile(jar), jar + " is built (mvn package)");
            Files.copy(jar, dir.resolve(jar.getFileName()));
        }
    }

    /** The template's sources, without anything a build left in it. */
    private static void copy(Path from, Path to) throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> all = Files.walk(from)) {
            all.filter(Files::isRegularFile)
                    .filter(f -> !from.relativize(f).startsWith("target"))
                    .forEach(files::add);
        }
        for (Path f : files) {
            Path copy = to.resolve(from.relativize(f).toString());
            Files.createDirectories(copy.getParent());
            Files.copy(f, copy, StandardCopyOption.COPY_ATTRIBUTES);
        }
    }
}
