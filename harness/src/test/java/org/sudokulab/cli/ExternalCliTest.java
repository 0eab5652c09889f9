package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Backends;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.external.ExternalSolvers;

/**
 * {@code export}, and external solvers through the command line: declared in a file, listed, asked by
 * {@code count}, and in a bench where the ones that are missing, fail, print garbage, lie or never end give their
 * rows (never a crashed run, never a process left behind).
 */
class ExternalCliTest {
    @TempDir
    Path dir;

    @AfterEach
    void forgetTheSolversFile() {
        System.clearProperty(ExternalSolvers.FILE_PROPERTY);
    }

    private Path file(String name, String... lines) throws IOException {
        Path f = dir.resolve(name);
        Files.write(f, List.of(lines));
        return f;
    }

    @Test
    void exportWritesAStreamOrAFilePerPuzzleAndReportsBadLines() throws IOException {
        Path puzzles = file("p.txt", "1......2..4..3..", "12345", "..24.2......3..2");
        Cli stream = Cli.run("export", "-f", "smtlib", puzzles.toString());
        assertEquals(1, stream.exit(), stream.err());
        assertEquals(
                2, stream.out().lines().filter(l -> l.equals("(check-sat)")).count(), stream.out());
        assertTrue(stream.err().contains("p.txt:2"), stream.err());
        Path out = dir.resolve("models");
        Cli files = Cli.run("export", "-f", "minizinc", "-o", out.toString(), puzzles.toString());
        assertEquals(1, files.exit(), files.err());
        try (var listed = Files.list(out)) {
            assertEquals(
                    List.of("p-1.dzn", "p-1.mzn", "p-3.dzn", "p-3.mzn"),
                    listed.map(p -> p.getFileName().toString()).sorted().toList());
        }
        assertTrue(Files.readString(out.resolve("p-1.dzn")).contains("given = [1, 0, 0"));
    }

    @Test
    void exportRefusesAnUnknownFormatAndAnOutputItCannotMake() throws IOException {
        Path puzzles = file("p.txt", "1......2..4..3..");
        assertEquals(
                ExitCode.USAGE,
                Cli.run("export", "-f", "xml", puzzles.toString()).exit());
        Path blocker = file("not-a-dir", "x");
        Cli r = Cli.run("export", "-f", "lp", "-o", blocker.resolve("sub").toString(), puzzles.toString());
        assertEquals(ExitCode.FAILED, r.exit());
        assertTrue(r.err().startsWith("sudokulab: cannot create"), r.err());
        Path other = Files.createDirectories(dir.resolve("other")).resolve("p.txt");
        Files.copy(puzzles, other);
        Cli clash =
                Cli.run("export", "-f", "lp", "-o", dir.resolve("lp").toString(), puzzles.toString(), other.toString());
        assertEquals(ExitCode.FAILED, clash.exit());
        assertTrue(clash.err().contains("two inputs would both write"), clash.err());
    }

    @Test
    void aDeclaredSolverIsListedAndCounts() throws IOException {
        Path solvers = file(
                "solvers.json",
                "{\"solvers\": [{\"id\": \"by-line\", \"command\": [\"sh\", \"-c\", "
                        + "\"cat > /dev/null; echo 1234341221434321; echo count 1\"], "
                        + "\"format\": \"line\", \"answer\": \"line\"}]}");
        Cli listed = Cli.run("backends", "--solvers", solvers.toString());
        assertTrue(listed.out().contains("by-line"), listed.out());
        Path puzzle = file("p.txt", "1......2..4..3..");
        Cli counted = Cli.run("count", "--solvers", solvers.toString(), "-b", "by-line", puzzle.toString());
        assertEquals(0, counted.exit(), counted.err());
        assertEquals(List.of("1"), counted.lines());
        // a declared command runs on the user's behalf: its first use names it and its file, once
        String notice = "sudokulab: by-line runs `sh -c cat > /dev/null; echo 1234341221434321; echo count 1` as "
                + "declared in " + solvers.toAbsolutePath().normalize();
        assertEquals(1, counted.err().lines().filter(notice::equals).count(), counted.err());
        assertTrue(
                listed.out().contains("declared in " + solvers.toAbsolutePath().normalize()), listed.out());
        // the built-in solvers are the project's own: no notice
        Cli builtIn = Cli.run("count", "-b", "dlx", puzzle.toString());
        assertTrue(!builtIn.err().contains("as declared in"), builtIn.err());
    }

    @Test
    void benchGivesEveryFailingSolverItsRowAndLeavesNoProcess() throws IOException {
        String marker = "5" + ProcessHandle.current().pid() % 1000 + "1";
        Path solvers = file(
                "solvers.json",
                "{\"solvers\": [",
                " {\"id\": \"ghost\", \"command\": [\"no-such-solver\", \"{model}\"], \"format\": \"dimacs\", "
                        + "\"answer\": \"sat\"},",
                " {\"id\": \"crashy\", \"command\": [\"sh\", \"-c\", \"echo segfault >&2; exit 139\"], "
                        + "\"format\": \"dimacs\", \"answer\": \"sat\"},",
                " {\"id\": \"chatty\", \"command\": [\"sh\", \"-c\", \"echo hello\"], \"format\": \"smtlib\", "
                        + "\"answer\": \"smtlib\"},",
                " {\"id\": \"liar\", \"command\": [\"sh\", \"-c\", \"cat > /dev/null; echo " + "1".repeat(81)
                        + "; echo count 1\"], \"format\": \"line\", \"answer\": \"line\"},",
                " {\"id\": \"sleeper\", \"command\": [\"sh\", \"-c\", \"sleep " + marker + " & sleep " + marker
                        + "; wait\"], \"format\": \"dimacs\", \"answer\": \"sat\"}",
                "]}");
        Path puzzles =
                file("hard.txt", ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...");
        Path out = dir.resolve("report");
        Cli r = Cli.run(
                "bench",
                "--forks",
                "0",
                "--solvers",
                solvers.toString(),
                "-b",
                "dlx,ghost,crashy,chatty,liar,sleeper",
                "--corpus",
                puzzles.toString(),
                "--timeout",
                "300ms",
                "--warmup",
                "0s",
                "--out",
                out.toString(),
                "-q");
        assertTrue(r.err().contains("ghost is not available here: no-such-solver is not on the PATH"), r.err());
        // each declared solver the bench runs is named once with its command and file, before the run
        assertEquals(
                1,
                r.err()
                        .lines()
                        .filter(l -> l.startsWith("sudokulab: liar runs `sh -c cat"))
                        .count(),
                r.err());
        assertTrue(r.err().contains("as declared in " + solvers.toAbsolutePath().normalize()), r.err());
        Map<String, BenchRow> rows;
        try (Reader in = Files.newBufferedReader(out.resolve("results.csv"), StandardCharsets.UTF_8)) {
            rows = BenchRow.readCsv(in).stream().collect(Collectors.toMap(BenchRow::backend, Function.identity()));
        }
        assertEquals(BenchRow.Outcome.OK, rows.get("dlx").outcome());
        assertEquals(BenchRow.Outcome.ERROR, rows.get("crashy").outcome());
        assertTrue(
                rows.get("crashy").detail().contains("exited with 139: segfault"),
                rows.get("crashy").detail());
        assertEquals(BenchRow.Outcome.ERROR, rows.get("chatty").outcome());
        assertTrue(rows.get("chatty").detail().contains("expected 'sat' or 'unsat', got 'hello'"));
        assertEquals(BenchRow.Outcome.WRONG, rows.get("liar").outcome());
        assertEquals(BenchRow.Outcome.TIMEOUT, rows.get("sleeper").outcome());
        assertTrue(Files.readString(out.resolve("report.md")).contains("ghost: not available here"));
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        List<String> left;
        do {
            left = ProcessHandle.allProcesses()
                    .map(p -> p.info().commandLine().orElse(""))
                    .filter(c -> c.contains("sleep " + marker))
                    .toList();
        } while (!left.isEmpty() && System.nanoTime() < deadline);
        assertEquals(List.of(), left, "processes left behind");
    }

    @Test
    void withExternalAddsTheInstalledSolversToTheBackendsRun() throws IOException {
        Assumptions.assumeTrue(
                Backends.discover().find("cadical").orElseThrow().availability().available(),
                "cadical is not installed here (.ci/install-solvers installs it)");
        Path puzzles = file("p.txt", "1......2..4..3..", "5.42.13.16544.5.......1........46...");
        Path out = dir.resolve("report");
        Cli r = Cli.run(
                "bench",
                "--forks",
                "0",
                "-b",
                "dlx",
                "--with-external",
                "--corpus",
                puzzles.toString(),
                "--warmup",
                "0s",
                "--timeout",
                "60s",
                "--out",
                out.toString(),
                "-q");
        assertEquals(0, r.exit(), r.err());
        String report = Files.readString(out.resolve("report.md"));
        assertTrue(report.contains("| cadical | 2/2 | 0 |"), report);
        assertTrue(report.contains("| backend cadical | version: "), report);
        assertTrue(report.contains("0 WRONG") || !report.contains("WRONG rows"), report);
    }
}
