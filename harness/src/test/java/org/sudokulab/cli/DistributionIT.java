package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distribution the build packs (target/sudokulab-VERSION.tar.gz), unpacked in an empty folder and run with an
 * empty PATH and only JAVA_HOME: no Maven, no sources, no shell tools. A failsafe test: it runs after package.
 */
class DistributionIT {
    @TempDir
    static Path tmp;

    static Path bin;

    static Path man;

    @BeforeAll
    static void unpack() throws Exception {
        List<Path> found;
        try (var files = Files.list(Path.of("target"))) {
            found = files.filter(p -> p.getFileName().toString().matches("sudokulab-.*\\.tar\\.gz"))
                    .toList();
        }
        assertEquals(1, found.size(), "one distribution in target/: " + found);
        Process tar = new ProcessBuilder(
                        "tar", "xzf", found.get(0).toAbsolutePath().toString())
                .directory(tmp.toFile())
                .inheritIO()
                .start();
        assertEquals(0, tar.waitFor());
        try (var dirs = Files.list(tmp)) {
            Path home = dirs.findFirst().orElseThrow();
            assertTrue(home.getFileName().toString().startsWith("sudokulab-"), home.toString());
            bin = home.resolve("bin").resolve("sudokulab");
            man = home.resolve("man").resolve("man1");
            for (String f : List.of(
                    "lib/sudokulab.jar",
                    "README.md",
                    "CITATION.cff",
                    "man/man1/sudokulab.1",
                    "man/man1/sudokulab-study-propagation.1")) {
                assertTrue(Files.isRegularFile(home.resolve(f)), f);
            }
        }
        assertTrue(Files.isExecutable(bin));
    }

    @Test
    void itCarriesItsLicenseTheNoticesAndABillOfMaterials() throws Exception {
        Path home = bin.getParent().getParent();
        assertTrue(Files.readString(home.resolve("LICENSE")).contains("Apache License"));
        assertTrue(Files.readString(home.resolve("NOTICE")).contains("tdoku"));
        // every bundled third-party jar is named with its license, and each license named has its text here
        String thirdParty = Files.readString(home.resolve("licenses/THIRD-PARTY.txt"));
        Set<String> jars = new TreeSet<>();
        try (var files = Files.list(home.resolve("lib/ortools"))) {
            files.forEach(f -> jars.add(f.getFileName().toString().replaceAll("-[0-9.]+\\.jar$", "")));
        }
        jars.addAll(List.of(
                "choco-solver", "org.ow2.sat4j.core", "jgrapht-core", "picocli-java17", "jackson-databind", "trove4j"));
        for (String jar : jars) {
            assertTrue(thirdParty.contains(":" + jar + ":"), jar + " in THIRD-PARTY.txt");
        }
        for (String text : List.of(
                "Apache-2.0.txt",
                "EPL-1.0.txt",
                "EPL-2.0.md",
                "LGPL-2.1-only.txt",
                "choco-solver-BSD-4-Clause.txt",
                "tdoku-data-BSD-2-Clause.txt",
                "jars/jackson-databind-jar/META-INF/LICENSE")) {
            assertTrue(Files.size(home.resolve("licenses").resolve(text)) > 500, text);
        }
        // the CycloneDX bill of materials names the same components, each with its license
        com.fasterxml.jackson.databind.JsonNode bom = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(home.resolve("bom.json").toFile());
        assertEquals("CycloneDX", bom.get("bomFormat").asText());
        Set<String> components = new TreeSet<>();
        bom.get("components").forEach(c -> components.add(c.get("name").asText()));
        assertTrue(components.containsAll(jars), components.toString());
    }

    @Test
    void theJarsClassPathNamesExactlyTheJarsBesideIt() throws Exception {
        Path lib = bin.getParent().getParent().resolve("lib");
        String classPath;
        try (JarFile jar = new JarFile(lib.resolve("sudokulab.jar").toFile())) {
            classPath = jar.getManifest().getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
        }
        Set<String> named = new TreeSet<>(List.of(classPath.trim().split("\\s+")));
        Set<String> there = new TreeSet<>();
        try (var jars = Files.list(lib.resolve("ortools"))) {
            jars.forEach(j -> there.add("ortools/" + j.getFileName()));
        }
        assertEquals(there, named);
        // OR-Tools' classes and its natives for this platform come through that Class-Path
        String seventeen = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
        String[] ip = run(seventeen + "\n", "solve", "-b", "ip");
        assertEquals("0", ip[0], ip[2]);
        assertEquals("953168742862734951417952836746893125281645397395271468138529674574386219629417583", ip[1].trim());
    }

    @Test
    void manPagesForEveryCommandReadWithManL() throws Exception {
        try (var pages = Files.list(man)) {
            // a page for the root and for every command and subcommand of the picocli model (34 today)
            assertTrue(pages.count() >= 30);
        }
        Assumptions.assumeTrue(
                Files.isExecutable(Path.of("/usr/bin/man")), "no man(1) on this machine to read the pages with");
        Process p = new ProcessBuilder(
                        "man", "-l", man.resolve("sudokulab-bench.1").toString())
                .redirectErrorStream(true)
                .start();
        String page = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), page);
        assertTrue(page.contains("SUDOKULAB-BENCH(1)") && page.contains("--scatter"), page);
        // every synopsis reads as typed: no AsciiDoc markup (*bold*, _italic_, escapes) and no unnamed <label>
        try (var pages = Files.list(man)) {
            for (Path each : pages.toList()) {
                Process q = new ProcessBuilder("man", "-l", each.toString())
                        .redirectErrorStream(true)
                        .start();
                String text = new String(q.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertTrue(q.waitFor(30, TimeUnit.SECONDS));
                String synopsis = text.substring(text.indexOf("SYNOPSIS"), text.indexOf("DESCRIPTION"));
                assertTrue(
                        synopsis.chars().allMatch(c -> c < 128)
                                && !synopsis.matches("(?s).*([*\\\\+<>{}]|\\b_[A-Za-z]).*"),
                        each.getFileName() + ":\n" + synopsis);
            }
        }
    }

    /** Runs bin/sudokulab with an empty PATH and JAVA_HOME this JVM's; stdin from {@code input}. */
    private static String[] run(String input, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(bin.toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(tmp.toFile());
        pb.environment().clear();
        pb.environment().put("PATH", "");
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Path in = Files.writeString(tmp.resolve("in.txt"), input);
        Process p = pb.redirectInput(in.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return new String[] {Integer.toString(p.exitValue()), out, err};
    }

    @Test
    void solvesCountsAndBenchesWithoutMaven() throws Exception {
        String puzzle = "................:288\n";
        String[] count = run(puzzle, "count", "--limit", "1000");
        assertEquals("0", count[0], count[2]);
        assertEquals("288", count[1].trim());
        String[] solve =
                run(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...\n", "solve");
        assertEquals("0", solve[0], solve[2]);
        assertEquals(81, solve[1].trim().length(), solve[1]);
        assertFalse(solve[1].contains("."));
        String seventeen = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
        Path corpus = Files.writeString(tmp.resolve("corpus.txt"), seventeen + ":1\n................:288\n");
        String[] bench = run(
                "",
                "bench",
                "--forks",
                "0",
                "-b",
                "dlx,bits",
                "--corpus",
                corpus.toString(),
                "--warmup",
                "0s",
                "--out",
                tmp.resolve("run").toString(),
                "-q");
        assertEquals("0", bench[0], bench[1] + bench[2]);
        assertTrue(Files.readString(tmp.resolve("run").resolve("report.md")).contains("dlx"));
        String[] version = run("", "--version");
        assertEquals("0", version[0], version[2]);
        assertTrue(version[1].startsWith("sudokulab "), version[1]);
    }
}
