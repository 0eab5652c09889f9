package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sudokulab bench compare}: the table, the three files, the exit codes, and its errors. */
class BenchCompareCommandTest {
    @TempDir
    static Path dir;

    static Path a;
    static Path b;

    /** Two runs of dlx over twelve 4x4 lines, with two seeds (so two call orders). */
    @BeforeAll
    static void runs() throws Exception {
        Path corpus = Files.write(dir.resolve("fours.txt"), Collections.nCopies(12, "1..............."));
        a = run("a", corpus, "1");
        b = run("b", corpus, "2");
    }

    private static Path run(String name, Path corpus, String seed) {
        Path out = dir.resolve(name);
        Cli r = Cli.run(
                "bench",
                "--forks",
                "0",
                "-b",
                "dlx",
                "--corpus",
                corpus.toString(),
                "--warmup",
                "0",
                "--seed",
                seed,
                "--out",
                out.toString(),
                "-q");
        assertEquals(0, r.exit(), r.err());
        return out;
    }

    @Test
    void twoRunsAreComparedOnStdoutAndInThreeFiles() throws Exception {
        Path out = dir.resolve("ab");
        Cli r = Cli.run("bench", "compare", a.toString(), b.toString(), "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("answers that changed: none"), r.out());
        assertTrue(r.out().contains("warning: the runs' settings differ"), r.out());
        assertTrue(r.out().contains("setting seed: 1 -> 2"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("dlx ") && l.contains(" 12 ")), r.out());
        for (String f : List.of("compare.md", "compare.json", "compare.html")) {
            assertTrue(Files.size(out.resolve(f)) > 0, f);
        }
        assertTrue(Files.readString(out.resolve("compare.json")).contains("\"verdict\""));
    }

    @Test
    void failOnRegressionExitsOneWhenTimesGrewByHalf() throws Exception {
        // B's times, made 1.5 times A's by hand: twelve pairs, all slower. Its record gets the edited file's
        // SHA-256, as a run that measured those times would have written (compare refuses a file edited after).
        Path slow = dir.resolve("slow");
        Files.createDirectories(slow);
        List<String> lines = new ArrayList<>(Files.readAllLines(a.resolve("results.csv")));
        for (int i = 1; i < lines.size(); i++) {
            String[] cells = lines.get(i).split(",", -1);
            cells[9] = String.format(Locale.ROOT, "%.4f", 1.5 * Double.parseDouble(cells[9]));
            lines.set(i, String.join(",", cells));
        }
        Files.write(slow.resolve("results.csv"), lines);
        String recorded = Files.readString(a.resolve("summary.json"));
        String sha = java.util.HexFormat.of()
                .formatHex(java.security.MessageDigest.getInstance("SHA-256")
                        .digest(Files.readAllBytes(slow.resolve("results.csv"))));
        Files.writeString(
                slow.resolve("summary.json"),
                recorded.replaceFirst("\"resultsSha256\" : \"[0-9a-f]+\"", "\"resultsSha256\" : \"" + sha + "\""));
        Path out = dir.resolve("slow-report");
        Cli plain = Cli.run("bench", "compare", a.toString(), slow.toString(), "--out", out.toString());
        assertEquals(0, plain.exit(), plain.err());
        assertTrue(plain.out().contains("regressed"), plain.out());
        Cli failing = Cli.run(
                "bench", "compare", a.toString(), slow.toString(), "--out", out.toString(), "--fail-on-regression");
        assertEquals(1, failing.exit(), failing.out());
        Cli wide = Cli.run(
                "bench",
                "compare",
                a.toString(),
                slow.toString(),
                "--out",
                out.toString(),
                "--fail-on-regression",
                "--threshold",
                "60%");
        assertEquals(0, wide.exit(), "x1.5 is within a 60 % threshold: " + wide.out());
        assertTrue(wide.out().contains("no change"), wide.out());
    }

    @Test
    void aFolderWithoutARunAndABadThresholdAreClearErrors() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Cli r = Cli.run(
                "bench",
                "compare",
                a.toString(),
                empty.toString(),
                "--out",
                dir.resolve("x").toString());
        assertEquals(1, r.exit());
        assertEquals(
                "sudokulab: " + empty.resolve("summary.json") + " does not exist: " + empty
                        + " is not the folder of a finished bench run",
                r.err().trim());
        Cli t = Cli.run("bench", "compare", a.toString(), b.toString(), "--threshold", "lots");
        assertEquals(2, t.exit());
        assertTrue(t.err().contains("--threshold: expected a percentage from 0 to 100 (5% or 5), got 'lots'"), t.err());
    }
}
