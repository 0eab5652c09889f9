package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.engine.Journal;

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
    void latinSquaresAreMadeReadBackAndCounted() throws IOException {
        Cli made = Cli.run("generate", "latin", "--size", "7", "--count", "4", "--seed", "3", "-q");
        assertEquals(0, made.exit(), made.err());
        assertEquals(4, made.lines().size(), made.out());
        assertEquals(4, made.lines().stream().distinct().count(), "four different squares");
        Path squares = Files.write(dir.resolve("latin.txt"), made.lines());
        // each square is a full board of order 7 that breaks no rule: exactly one solution, itself
        Cli counted = Cli.run("count", "--latin", "7", "-b", "dlx", squares.toString());
        assertEquals(List.of("1", "1", "1", "1"), counted.lines(), counted.err());
        // the board of 1x4 boxes: the 576 Latin squares of order 4
        Path empty = Files.writeString(dir.resolve("empty.txt"), ".".repeat(16) + "\n");
        assertEquals(
                List.of("576"),
                Cli.run("count", "--latin", "4", empty.toString()).lines());
        // quasigroups with holes always complete; a count of their holes per row shows the balance
        Cli qwh = Cli.run("generate", "qwh", "--size", "9", "--holes", "30", "--balanced", "--count", "3", "-q");
        assertEquals(0, qwh.exit(), qwh.err());
        Path holes = Files.write(dir.resolve("qwh.txt"), qwh.lines());
        assertEquals(
                List.of(">=1", ">=1", ">=1"),
                Cli.run("count", "--latin", "9", "--limit", "1", holes.toString())
                        .lines());
        Cli tooMany = Cli.run("generate", "qwh", "--size", "5", "--holes", "26");
        assertEquals(ExitCode.USAGE, tooMany.exit());
        assertTrue(tooMany.err().contains("holes must be 0 to 25 on order 5, got 26"), tooMany.err());
        Cli qcp = Cli.run("generate", "qcp", "--size", "10", "--preassigned", "20", "--count", "2", "-q");
        assertEquals(2, qcp.lines().size(), qcp.err());
        Cli both = Cli.run("count", "--latin", "4", "--boxes", "2x2", empty.toString());
        assertEquals(ExitCode.USAGE, both.exit());
        assertTrue(both.err().contains("give the board once, with --boxes or --latin"), both.err());
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

    /** On seed 24 the grid search alone gave up (20 tries, 63 s) before bits completed the big boards' grids. */
    @Test
    void thirtySixByThirtySixGridsAreComplete() throws IOException {
        Cli g = Cli.run("generate", "grid", "--boxes", "6x6", "--count", "2", "--seed", "24", "-q");
        assertEquals(0, g.exit(), g.err());
        assertEquals(2, g.lines().stream().distinct().count(), g.out());
        assertEquals(List.of("1", "1"), recount(g, "dlx", "2").lines());
    }

    @Test
    void surveyFindsEveryKInASmallRange() {
        Cli s = Cli.run("survey", "ksudoku", "--from", "1", "--to", "40", "--seed", "3", "-q");
        assertEquals(0, s.exit(), s.err());
        assertEquals(41, s.lines().size(), "header + 40 witnesses");
        assertTrue(s.err().contains("every k in the range has a witness"), s.err());
    }

    @Test
    void aSurveyTakesKnownWitnessesAndFillsGapsWithBoardsAnotherParadigmCounts() throws IOException {
        Cli paths =
                Cli.run("survey", "ksudoku", "--boxes", "2x3", "--to", "300", "--max-paths", "32", "--fill", "0", "-q");
        assertEquals(0, paths.exit(), paths.err());
        List<String> known = asStated(paths.lines().subList(1, paths.lines().size()));
        assertTrue(known.size() < 280, "32 paths leave gaps: " + known.size() + " found");
        String first = known.get(0);
        Path file = dir.resolve("known.txt");
        List<String> lines = new java.util.ArrayList<>(known);
        long firstK = Long.parseLong(first.substring(first.indexOf(':') + 1));
        lines.add(1, first.substring(0, first.indexOf(':')) + ":" + (firstK + 1)); // a stated count that is wrong
        lines.add(2, "12x:5"); // not a board
        Path rest = dir.resolve("rest.txt"); // a second file: --known is repeatable
        Files.write(file, lines.subList(0, lines.size() / 2));
        Files.write(rest, lines.subList(lines.size() / 2, lines.size()));

        Cli filled = Cli.run(
                "survey",
                "ksudoku",
                "--boxes",
                "2x3",
                "--to",
                "300",
                "--known",
                file.toString(),
                "--known",
                rest.toString(),
                "--max-paths",
                "0",
                "--fill",
                "300",
                "-q");
        assertEquals(1, filled.exit(), "bad lines in --known: " + filled.err());
        assertTrue(
                filled.err()
                        .contains("known.txt:2: states " + (firstK + 1) + " solutions, counted " + firstK
                                + ": not taken"),
                filled.err());
        assertTrue(filled.err().contains("known.txt:3:"), filled.err());
        assertTrue(filled.err().contains(known.size() + " witnesses taken from"), filled.err());
        assertTrue(filled.err().contains("gap filling: found "), filled.err());
        List<String> found = filled.lines().subList(1, filled.lines().size());
        assertTrue(found.size() >= 3, "gap filling found " + found.size());
        for (String w : found) {
            String[] f = w.split(",");
            assertEquals("0", f[3], "path 0: found by the filling, " + w);
            assertTrue(known.stream().noneMatch(k -> k.endsWith(":" + f[0])), f[0] + " was known");
        }
        Cli c = recountedBySat(found, "filled.txt");
        assertEquals(0, c.exit(), "every filled k re-counted by sat: " + c.err());
    }

    /** The tallies take missing k from the boards one or two clues above the known ones; each recounts by sat. */
    @Test
    void aSurveyTalliesTheBoardsAboveTheKnownOnes() throws IOException {
        Cli paths =
                Cli.run("survey", "ksudoku", "--boxes", "2x3", "--to", "300", "--max-paths", "16", "--fill", "0", "-q");
        assertEquals(0, paths.exit(), paths.err());
        Path file = dir.resolve("known.txt");
        Files.write(file, asStated(paths.lines().subList(1, paths.lines().size())));
        String[] tally = {"survey", "ksudoku", "--boxes", "2x3", "--to", "300", "--known", file.toString()};
        Cli tallied = Cli.run(concat(tally, "--max-paths", "0", "--fill", "0", "--tally", "100000", "-q"));
        assertEquals(0, tallied.exit(), tallied.err());
        assertTrue(tallied.err().contains("tallies: found "), tallied.err());
        List<String> found = tallied.lines().subList(1, tallied.lines().size());
        assertTrue(found.size() >= 10, "the tallies found " + found.size() + ": " + tallied.err());
        Cli c = recountedBySat(found, "tallied.txt");
        assertEquals(0, c.exit(), "every tallied k re-counted by sat: " + c.err());
        Cli bad = Cli.run(concat(tally, "--tally", "-1"));
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("--tally must be from 0 to"), bad.err());
    }

    /** The survey's CSV witness lines (k,puzzle,...) as GIVENS:COUNT lines, the form --known and count read. */
    private static List<String> asStated(List<String> csv) {
        return csv.stream().map(l -> l.split(",")[1] + ":" + l.split(",")[0]).toList();
    }

    /** 6x6 witnesses (CSV lines) written to a file and counted again by sat: exit 0 when every count agrees. */
    private Cli recountedBySat(List<String> csv, String name) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, asStated(csv));
        return Cli.run("count", "-q", "-b", "sat", "--boxes", "2x3", "--limit", "301", file.toString());
    }

    private static String[] concat(String[] head, String... tail) {
        String[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }

    /**
     * A journal keeps each witness as it is found: a second run counts them again and takes them, so it looks only
     * for the k the first run missed; a line edited to a wrong count is said and not taken.
     */
    @Test
    void aSurveyJournalGoesOnWhereTheLastRunStopped() throws IOException {
        Path journal = dir.resolve("witnesses.txt");
        String[] survey = {"survey", "ksudoku", "--boxes", "2x3", "--to", "60", "--fill", "0", "-q", "--journal"};
        Cli first = Cli.run(Cli.args(survey, journal.toString(), "--max-paths", "8"));
        assertEquals(0, first.exit(), first.err());
        List<String> kept = Files.readAllLines(journal);
        List<String> printed = first.lines().subList(1, first.lines().size());
        assertTrue(kept.get(0).startsWith("# sudokulab survey ksudoku --boxes 2x3"), kept.get(0));
        assertEquals(
                asStated(printed),
                kept.subList(1, kept.size()),
                "each witness printed is in the journal, in the order found");
        assertTrue(printed.size() < 60, "8 paths leave gaps: " + printed.size() + " found");

        String line = kept.get(1);
        long k = Long.parseLong(line.substring(line.indexOf(':') + 1));
        Files.writeString(
                journal, line.substring(0, line.indexOf(':')) + ":" + (k + 1) + "\n", StandardOpenOption.APPEND);
        Cli second = Cli.run(Cli.args(survey, journal.toString(), "--max-paths", "64"));
        assertEquals(1, second.exit(), "a journal line was not taken: " + second.err());
        assertTrue(
                second.err().contains("witnesses.txt:" + (kept.size() + 1) + ": states " + (k + 1) + " solutions"),
                second.err());
        assertTrue(second.err().contains(printed.size() + " witnesses taken from"), second.err());
        for (String w : second.lines().subList(1, second.lines().size())) {
            String found = w.split(",")[0];
            assertTrue(printed.stream().noneMatch(p -> p.startsWith(found + ",")), found + " was in the journal");
        }
        assertEquals(
                kept.size() + 1 + second.lines().size() - 1,
                Files.readAllLines(journal).size(),
                "the second run's witnesses appended after the first's");
    }

    /**
     * The journal keeps the gap filling's searches that found nothing as comment lines: a second run with the same
     * budget searches none of those k again (each still missing had such a search), and writes no second line for
     * them.
     */
    @Test
    void aSurveyJournalKeepsTheSearchesThatFoundNothing() throws IOException {
        Path journal = dir.resolve("filling.txt");
        String[] survey = {"survey", "ksudoku", "--boxes", "2x3", "--to", "300", "--fill", "20", "-q", "--journal"};
        Cli first = Cli.run(Cli.args(survey, journal.toString(), "--max-paths", "32"));
        assertEquals(0, first.exit(), first.err());
        List<String> searched = searchedInVain(journal);
        Set<String> stillMissing = new TreeSet<>();
        searched.forEach(l -> stillMissing.add(l.split(" ")[4]));
        Journal.read(journal).stream()
                .filter(l -> !l.startsWith("#"))
                .forEach(l -> stillMissing.remove(l.substring(l.indexOf(':') + 1)));
        assertTrue(stillMissing.size() >= 3, "a budget of 20 leaves k unfound: " + searched);

        Cli second = Cli.run(Cli.args(survey, journal.toString(), "--max-paths", "0"));
        assertEquals(0, second.exit(), second.err());
        assertTrue(second.err().contains(stillMissing.size() + " k not searched again"), second.err());
        assertTrue(second.err().contains("(0 searched, 0 exact counts)"), second.err());
        assertTrue(second.err().contains("missing (" + stillMissing.size() + ")"), second.err());
        assertEquals(searched, searchedInVain(journal), "no search repeated");
    }

    private static List<String> searchedInVain(Path journal) throws IOException {
        return Journal.read(journal).stream()
                .filter(l -> l.startsWith("# gap filling: k "))
                .toList();
    }

    /**
     * A survey journal that cannot grow (a child JVM under {@code ulimit -f}, as on a full disk) stops the survey with
     * the file named and exit 1; a second run with room takes every whole line back and goes on.
     */
    @Test
    void aSurveyJournalOnAFullDiskStopsTheSurveyAndTheNextRunGoesOn() throws Exception {
        Path journal = dir.resolve("full.txt");
        String[] survey = {
            "survey",
            "ksudoku",
            "--boxes",
            "2x3",
            "--to",
            "60",
            "--fill",
            "0",
            "--max-paths",
            "8",
            "-q",
            "--journal",
            journal.toString()
        };
        LimitedJvm full = LimitedJvm.run(dir, 1, survey);
        assertEquals(ExitCode.FAILED, full.exit(), full.output());
        assertTrue(
                full.output().contains("cannot write " + journal + ": File too large; the survey stops"),
                full.output());
        long whole = Journal.read(journal).size() - 1;
        assertTrue(whole > 0 && whole < 60, whole + " witnesses written");
        Cli second = Cli.run(survey);
        assertEquals(0, second.exit(), second.err());
        assertTrue(second.err().contains(whole + " witnesses taken from"), second.err());
    }

    @Test
    void aSixBySixSurveyCountsWithTheFastestCounterUnlessTold() {
        Cli chosen = Cli.run("survey", "ksudoku", "--boxes", "2x3", "--from", "2", "--to", "12", "--seed", "3");
        assertEquals(0, chosen.exit(), chosen.err());
        assertTrue(chosen.err().contains("backend bits"), chosen.err());
        Cli told =
                Cli.run("survey", "ksudoku", "--boxes", "2x3", "--from", "2", "--to", "12", "--seed", "3", "-b", "dlx");
        assertEquals(0, told.exit(), told.err());
        assertTrue(told.err().contains("backend dlx"), told.err());
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

    @Test
    void isomorphsKeepTheCountAndCarryTheSolution() throws IOException {
        Cli puzzles = Cli.run("generate", "puzzle", "--boxes", "2x3", "--count", "2", "--seed", "5", "-q");
        Path input = dir.resolve("isomorph-input.txt");
        // two unique 6x6 puzzles with their solutions, a 4x4 board of six solutions, and a jigsaw, which cannot move
        Files.write(input, List.of(puzzles.lines().get(0), puzzles.lines().get(1), ".2.4.3..........:6"));
        Files.writeString(
                input,
                ".".repeat(81) + " 111222333111222333111222333444555666444555666444555666777888999777888999777888999\n",
                StandardOpenOption.APPEND);
        Cli isomorphs = Cli.run("generate", "isomorphs", "--count", "3", "--seed", "9", input.toString());
        assertEquals(ExitCode.FAILED, isomorphs.exit(), isomorphs.err());
        assertTrue(isomorphs.err().contains(input + ":4: no isomorphs: a jigsaw's regions"), isomorphs.err());
        assertEquals(9, isomorphs.lines().size(), isomorphs.out());
        assertEquals(9, isomorphs.lines().stream().distinct().count(), isomorphs.out());
        // golden lines: count checks each count and each moved solution against its own answer
        Cli counted = recount(isomorphs, "dlx", "10");
        assertEquals(0, counted.exit(), counted.err());
        assertEquals(List.of("1", "1", "1", "1", "1", "1", "6", "6", "6"), counted.lines());
        assertEquals(
                isomorphs.out(),
                Cli.run("generate", "isomorphs", "--count", "3", "--seed", "9", input.toString())
                        .out(),
                "same seed, same isomorphs");
    }
}
