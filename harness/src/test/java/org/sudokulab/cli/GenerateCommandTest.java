package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** generate and survey through the CLI: lines that the other commands read and check, the same for the same seed. */
class GenerateCommandTest {
    @TempDir
    Path dir;

    /** Feeds generated lines to `count` with another backend: golden lines make it check every count. */
    private Cli recount(Cli generated, String backend, String limit) throws IOException {
        Path f = dir.resolve("generated-" + System.nanoTime() + ".txt");
        Files.writeString(f, generated.out());
        return Cli.run("count", "-q", "-b", backend, "--limit", limit, f.toString());
    }

    @Test
    void everyKindRecountsCleanlyWithAnotherBackend() throws IOException {
        String[][] commands = {
            {"generate", "puzzle", "--count", "3", "-q"},
            {"generate", "puzzle", "--boxes", "2x3", "--count", "3", "--minimal", "-q"},
            {"generate", "puzzle", "--boxes", "3x2", "--count", "2", "-q"},
            {"generate", "puzzle", "--symmetry", "rot180", "--count", "2", "--difficulty", "-q"},
            {"generate", "ksudoku", "--k", "12", "--count", "3", "-q"},
            {"generate", "ksudoku", "--k", "5", "--boxes", "2x2", "--count", "2", "-q"},
            {"generate", "jigsaw", "--size", "6", "--count", "2", "-q"},
            {"generate", "killer", "--boxes", "2x3", "--count", "2", "-q"},
        };
        for (String[] command : commands) {
            Cli g = Cli.run(command);
            assertEquals(0, g.exit(), String.join(" ", command) + ": " + g.err());
            int expected = Integer.parseInt(command[Arrays.asList(command).indexOf("--count") + 1]);
            assertEquals(expected, g.lines().size(), g.out());
            Cli c = recount(g, "sat", "100");
            assertEquals(0, c.exit(), String.join(" ", command) + " recounted by sat: " + c.err() + c.out());
        }
    }

    @Test
    void sameSeedSameLines() {
        for (String[] command : new String[][] {
            {"generate", "puzzle", "--count", "2", "--seed", "42", "-q"},
            {"generate", "grid", "--method", "rows", "--count", "3", "--seed", "42", "-q"},
            {"generate", "killer", "--boxes", "2x2", "--count", "2", "--seed", "42", "-q"}
        }) {
            assertEquals(Cli.run(command).out(), Cli.run(command).out(), String.join(" ", command));
        }
        assertTrue(!Cli.run("generate", "puzzle", "--seed", "1", "-q")
                .out()
                .equals(Cli.run("generate", "puzzle", "--seed", "2", "-q").out()));
    }

    @Test
    void gridsAreCompleteAndUnique() throws IOException {
        Cli g = Cli.run("generate", "grid", "--boxes", "2x4", "--method", "rows", "--count", "4", "-q");
        assertEquals(0, g.exit(), g.err());
        Cli c = recount(g, "sat", "2");
        assertEquals(List.of("1", "1", "1", "1"), c.lines());
    }

    @Test
    void surveyFindsEveryKInASmallRange() {
        Cli s = Cli.run("survey", "ksudoku", "--from", "1", "--to", "40", "--seed", "3", "-q");
        assertEquals(0, s.exit(), s.err());
        assertEquals(41, s.lines().size(), "header + 40 witnesses");
        assertTrue(s.err().contains("every k in the range has a witness"), s.err());
    }

    @Test
    void aSixBySixSurveyCountsWithTheFastestEnumeratorUnlessTold() {
        Cli chosen = Cli.run("survey", "ksudoku", "--boxes", "2x3", "--from", "2", "--to", "12", "--seed", "3");
        assertEquals(0, chosen.exit(), chosen.err());
        assertTrue(chosen.err().contains("backend dlx"), chosen.err());
        Cli told = Cli.run(
                "survey", "ksudoku", "--boxes", "2x3", "--from", "2", "--to", "12", "--seed", "3", "-b", "bits");
        assertEquals(0, told.exit(), told.err());
        assertTrue(told.err().contains("backend bits"), told.err());
        assertEquals(
                chosen.lines().stream().map(l -> l.replaceAll(",[0-9]+$", "")).toList(),
                told.lines().stream().map(l -> l.replaceAll(",[0-9]+$", "")).toList(),
                "the same witnesses whichever exact counter");
    }

    @Test
    void removalSurveyWritesCsvAndSvg() throws IOException {
        Path out = dir.resolve("removals");
        Cli s = Cli.run(
                "survey",
                "removals",
                "--boxes",
                "2x2",
                "--from",
                "8",
                "--to",
                "12",
                "--samples",
                "10",
                "--out",
                out.toString(),
                "-q");
        assertEquals(0, s.exit(), s.err());
        assertEquals(1 + 5 * 10, Files.readAllLines(out.resolve("removals.csv")).size());
        assertTrue(Files.readString(out.resolve("removals.svg")).startsWith("<svg"));
        assertTrue(s.out().contains("smallest_k_not_met="), s.out());
    }

    @Test
    void badRequestsAreUsageErrors() {
        assertEquals(
                ExitCode.USAGE,
                Cli.run("generate", "grid", "--boxes", "4x4", "--method", "rows")
                        .exit());
        assertEquals(ExitCode.USAGE, Cli.run("generate", "ksudoku", "--k", "0").exit());
        assertEquals(
                ExitCode.USAGE,
                Cli.run("generate", "puzzle", "--symmetry", "spiral").exit());
        assertEquals(ExitCode.USAGE, Cli.run("generate", "puzzle", "-b", "nope").exit());
    }
}
