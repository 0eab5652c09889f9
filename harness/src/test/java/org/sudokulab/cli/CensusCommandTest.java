package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** census through the CLI: each command prints the published numbers. */
class CensusCommandTest {
    private static final String THESIS_GRID =
            "237841569186795243594326718315674892469582137728139456642918375853467921971253684";

    @Test
    void minCluesFourByFour() {
        Cli r = Cli.run("census", "min-clues", "--boxes", "2x2");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("minimum clues of a unique puzzle: 4"), r.out());
        assertTrue(
                r.out().contains("minimal unique puzzles: 85,632; by clue count: {4=25728, 5=58368, 6=1536}"), r.out());
        assertTrue(r.out().contains("essentially different minimal puzzles: 36"), r.out());
    }

    @Test
    void bandsRefusesAnotherShapeInsteadOfIgnoringIt() {
        Cli r = Cli.run("census", "bands", "--boxes", "2x3");
        assertEquals(2, r.exit(), r.err());
        assertEquals("", r.out());
        assertTrue(
                r.err().contains("bands is the 9x9 (3x3 boxes) top-band table; 6x6 (2x3 boxes) has no such table"),
                r.err());
    }

    /**
     * The hitting-set search of 6x6, as text (6 s; SixBySixMinimumCluesTest checks the proof and the witness in every
     * build, the census transcript the text of 4x4).
     */
    @Test
    @Tag("slow")
    void minCluesSixBySixIsEightWithAProofAndAWitness() {
        Cli r = Cli.run("census", "min-clues", "--boxes", "2x3");
        assertEquals(0, r.exit(), r.err());
        assertTrue(
                r.out().contains("minimum clues: 8; no puzzle with 7 clues is unique (all 49 classes checked)\n"),
                r.out());
        assertTrue(
                r.out()
                        .contains(
                                "7 clues: 1,522 minimal unavoidable sets (<= 8 cells) over 49 grids, 9,247 hitting sets"),
                r.out());
        String witness = r.out().replaceAll("(?s).*witness with 8 clues: (\\S+) \\(recounted: 1 solution\\).*", "$1");
        assertEquals(36, witness.length(), r.out());
        assertEquals(8, witness.chars().filter(ch -> ch != '.').count());
        assertEquals(
                "1",
                Cli.run("count", "-b", "sat", "--limit", "2", file(witness))
                        .out()
                        .trim(),
                "re-counted by sat");
    }

    private static String file(String line) {
        try {
            Path f = Files.createTempFile("witness", ".txt");
            Files.writeString(f, line + "\n");
            f.toFile().deleteOnExit();
            return f.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void unavoidableSetsOfTheThesisGridAreListedAndVerified() {
        Cli r = Cli.run("census", "unavoidable", THESIS_GRID, "--max-size", "6");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("by size: {4=4, 6=12}"), r.out());
    }

    @Test
    void fourByFourSolutionCountsAndChromaticPolynomial() {
        Cli k = Cli.run("census", "ksudoku", "--boxes", "2x2");
        assertTrue(k.out().contains("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 18, 24, 36, 72, 288]"), k.out());
        assertTrue(k.out().contains("smallest k no board has: 11"), k.out());
        Cli c = Cli.run("census", "chromatic");
        assertTrue(c.out().contains("P(4) = 288") && c.out().contains("P(5) = 166,560"), c.out());
        Cli b = Cli.run("census", "chromatic", "--board", "1.....3......2..");
        assertEquals(0, b.exit(), b.err());
        assertTrue(b.out().contains("P(4) = 3") && b.out().contains("equal to P(4)"), b.out());
    }

    @Test
    void classesAndMinimalPuzzlesOfAGrid() {
        assertEssentiallyDifferent("2x2", 2);
        assertEquals(
                ExitCode.USAGE, Cli.run("census", "classes", "--boxes", "3x4").exit());
        Cli m = Cli.run("census", "minimal", "--grid", "1234341221434321");
        assertTrue(m.out().contains("all 284 minimal unique puzzles"), m.out());
        assertEquals(
                ExitCode.USAGE,
                Cli.run("census", "minimal", "--grid", "1234341221434322").exit());
    }

    /**
     * 6x6 through the CLI, by the same code as 4x4 above (13 s of CPU with C1; CensusTest and BurnsideByClassesTest
     * check the 49 in every build, by canonical forms and by Burnside).
     */
    @Test
    @Tag("slow")
    void essentiallyDifferentSixBySixGrids() {
        assertEssentiallyDifferent("2x3", 49);
    }

    /** {@code census classes} gives {@code grids} both by the classes' canonical forms and by Burnside's lemma. */
    private static void assertEssentiallyDifferent(String boxes, int grids) {
        Cli r = Cli.run("census", "classes", "--boxes", boxes);
        assertTrue(
                r.out().contains(": " + grids + " essentially different grids")
                        && r.out().contains(": " + grids + " by Burnside"),
                r.out());
    }

    /**
     * 8x8 through the CLI, by the same code as 4x4 and 6x6 above (7 s; BurnsideByClassesTest checks 1,673,187 in
     * every build).
     */
    @Test
    @Tag("slow")
    void essentiallyDifferentEightByEightGrids() {
        Cli eight = Cli.run("census", "classes", "--boxes", "4x2");
        assertTrue(eight.out().contains("= 1,673,187 essentially different grids"), eight.out());
    }

    /** A journal keeps the counted classes: a second run takes them all, a bad line is said and counted again. */
    @Test
    void classesGoOnFromTheirJournal() throws IOException {
        Path journal = Files.createTempFile("classes", ".txt");
        Files.delete(journal);
        Cli first = Cli.run("census", "classes", "--boxes", "2x2", "--journal", journal.toString());
        assertEquals(ExitCode.OK, first.exit(), first.err());
        assertEquals(21, Files.readAllLines(journal).size(), "a comment and the 20 classes");
        Files.writeString(journal, "x 1 rows 1, columns 1\n", java.nio.file.StandardOpenOption.APPEND);
        Cli second = Cli.run("census", "classes", "--boxes", "2x2", "--journal", journal.toString());
        assertEquals(ExitCode.FAILED, second.exit(), second.err());
        assertTrue(second.err().contains(journal + ":22:1: expected A, a count of grids, found 'x'"), second.err());
        assertTrue(second.out().contains("/ 128 = 2 essentially different grids"), second.out());
        assertEquals(22, Files.readAllLines(journal).size(), "nothing counted again");
        Cli estimate =
                Cli.run("census", "classes", "--boxes", "2x2", "--journal", journal.toString(), "--estimate", "10");
        assertTrue(
                estimate.out().contains("an estimate, not a count (10 random walks per class); 20 of the 20"),
                estimate.out());
        assertTrue(estimate.out().contains("essentially different grids ~2.000000e+00"), estimate.out());
        Files.delete(journal);
    }

    /**
     * {@code census classes --grids} takes all grids and the band counts from the journal of {@code census grids}
     * (how 2x6 must run, its count having taken hours), gzipped or not; one that is not complete is refused, and 2x6
     * without it is a usage error.
     */
    @Test
    void classesTakeTheirGridsFromAGridJournal() throws IOException {
        Path grids = gridJournal("2x2");
        Path gzipped = Files.createTempFile("grids", ".txt.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gzipped))) {
            out.write(Files.readAllBytes(grids));
        }
        for (Path journal : List.of(grids, gzipped)) {
            Cli r = Cli.run("census", "classes", "--boxes", "2x2", "--grids", journal.toString());
            assertTrue(r.out().contains("/ 128 = 2 essentially different grids"), r.out() + r.err());
        }
        List<String> lines = Files.readAllLines(grids);
        Files.write(grids, lines.subList(0, lines.size() - 1));
        Cli cut = Cli.run("census", "classes", "--boxes", "2x2", "--grids", grids.toString());
        assertEquals(ExitCode.USAGE, cut.exit());
        assertTrue(cut.err().contains("the grid count is not complete"), cut.err());
        Cli twelve = Cli.run("census", "classes", "--boxes", "2x6");
        assertEquals(ExitCode.USAGE, twelve.exit());
        assertTrue(twelve.err().contains("needs --grids FILE"), twelve.err());
        Files.delete(grids);
        Files.delete(gzipped);
    }

    /** The census's terms by the cover: 4x4 from its own count and from a journal of census classes; mistakes refused. */
    @Test
    void coverGivesTheCensusTermsAgain(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Cli r = Cli.run("census", "cover", "--boxes", "2x2");
        assertEquals(ExitCode.OK, r.exit(), r.err());
        assertTrue(r.out().contains("19 classes besides the identity; by the cover 19 exact, 0 estimated"), r.out());
        assertTrue(r.out().contains("exact: 19 equal to the census's A, 0 DIFFERENT, 0 without one"), r.out());
        assertTrue(r.out().contains("(the identity's 12 + the sum) / 128 = 2\n"), r.out());
        Path census = dir.resolve("census.txt");
        Path cover = dir.resolve("cover.txt");
        assertEquals(
                ExitCode.OK,
                Cli.run("census", "classes", "--boxes", "2x2", "--journal", census.toString())
                        .exit());
        Cli journaled = Cli.run(
                "census",
                "cover",
                "--boxes",
                "2x2",
                "--census",
                census.toString(),
                "--journal",
                cover.toString(),
                "--exact-up-to",
                "0",
                "--walks",
                "500");
        assertEquals(ExitCode.OK, journaled.exit(), journaled.err());
        assertTrue(journaled.out().contains("by the cover 7 exact, 12 estimated"), journaled.out());
        assertEquals(20, Files.readAllLines(cover).size(), "a header and 19 classes");
        assertEquals(
                12,
                Files.readAllLines(cover).stream()
                        .filter(line -> line.matches("\\d+ estimate \\S+ \\S+ 500 z=\\S+ \\d+ rows .*"))
                        .count(),
                String.join("\n", Files.readAllLines(cover)));
        for (String[] wrong : List.of(
                new String[] {"--walks", "0"},
                new String[] {"-b", "bits"},
                new String[] {"--census", dir.resolve("none.txt").toString()},
                new String[] {"--boxes", "3x4"})) {
            List<String> args = new java.util.ArrayList<>(List.of("census", "cover"));
            args.addAll(List.of(wrong));
            Cli refused = Cli.run(args.toArray(String[]::new));
            assertEquals(ExitCode.USAGE, refused.exit(), String.join(" ", wrong) + ": " + refused.err());
            assertEquals("", refused.out());
        }
    }

    /** The two-band count's journal and estimate, on 2x4 (26 signature classes) and 2x5. */
    @Test
    void gridsGoOnFromTheirJournal() throws IOException {
        Path journal = Files.createTempFile("grids", ".txt");
        Files.delete(journal);
        Cli first = Cli.run("census", "grids", "--boxes", "2x4", "--journal", journal.toString());
        assertEquals(ExitCode.OK, first.exit(), first.err());
        assertTrue(first.out().contains(": 29,136,487,207,403,520 completed grids"), first.out());
        List<String> lines = Files.readAllLines(journal);
        assertEquals(27, lines.size(), "a comment and the 26 classes");
        Files.writeString(
                journal,
                lines.get(0) + "\n" + lines.get(1) + "\n" + "12 x 0,1\n",
                java.nio.file.StandardOpenOption.TRUNCATE_EXISTING);
        Cli second = Cli.run("census", "grids", "--boxes", "2x4", "--journal", journal.toString());
        assertEquals(ExitCode.FAILED, second.exit(), second.err());
        assertTrue(
                second.err().contains(journal + ":3:6: not the point counts of a signature class of 4x2 boxes"),
                second.err());
        assertTrue(second.out().contains(": 29,136,487,207,403,520 completed grids"), second.out());
        assertEquals(28, Files.readAllLines(journal).size(), "the 25 others counted again");
        Files.delete(journal);
        Cli estimate = Cli.run("census", "grids", "--boxes", "2x5", "--estimate", "40", "--seed", "3");
        assertEquals(ExitCode.OK, estimate.exit(), estimate.err());
        assertTrue(
                estimate.out().contains("an estimate, not a count: 40 of the 355 signature classes drawn at random"),
                estimate.out());
        assertTrue(estimate.out().contains("grids ~"), estimate.out());
        assertEquals(
                ExitCode.USAGE,
                Cli.run("census", "grids", "--boxes", "3x3", "--journal", journal.toString())
                        .exit());
    }

    /** A complete journal of {@code census grids --boxes BOXES}, in a temporary file. */
    private static Path gridJournal(String boxes) throws IOException {
        Path journal = Files.createTempFile("grids", ".txt");
        Files.delete(journal);
        assertEquals(
                ExitCode.OK,
                Cli.run("census", "grids", "--boxes", boxes, "--journal", journal.toString())
                        .exit());
        return journal;
    }

    /** --recheck counts a slice of a journal again: a line whose N was changed is named, and the journal kept. */
    @Test
    void aJournalsSliceIsCountedAgain() throws IOException {
        Path journal = gridJournal("2x4");
        Cli two = Cli.run("census", "grids", "--boxes", "2x4", "--journal", journal.toString(), "--recheck", "2");
        assertEquals(ExitCode.OK, two.exit(), two.err());
        assertTrue(two.out().contains("2 of the 26 classes journaled from line 1 on"), two.out());
        List<String> lines = new ArrayList<>(Files.readAllLines(journal));
        String[] fifth = lines.get(4).split(" ");
        BigInteger right = new BigInteger(fifth[0]);
        lines.set(4, right.add(BigInteger.ONE) + " " + fifth[1] + " " + fifth[2]);
        Files.write(journal, lines);
        byte[] before = Files.readAllBytes(journal);
        Cli slice = Cli.run(
                "census",
                "grids",
                "--boxes",
                "2x4",
                "--journal",
                journal.toString(),
                "--recheck",
                "30",
                "--recheck-from",
                "3");
        assertEquals(ExitCode.FAILED, slice.exit(), slice.err());
        assertTrue(
                slice.out()
                        .contains("25 of the 25 classes journaled from line 3 on (drawn at random, seed 1) counted "
                                + "again by the meet in the middle: 24 the same, 1 different"),
                slice.out());
        assertTrue(
                slice.err()
                        .contains(journal + ":5: N " + right.add(BigInteger.ONE) + " journaled, " + right
                                + " counted again"),
                slice.err());
        assertArrayEquals(before, Files.readAllBytes(journal));
        Files.delete(journal);
        Cli gone = Cli.run("census", "grids", "--boxes", "2x4", "--journal", journal.toString(), "--recheck", "2");
        assertEquals(ExitCode.USAGE, gone.exit());
        assertTrue(gone.err().contains("--recheck reads the journal " + journal + ", which is not a file"), gone.err());
        assertEquals(
                ExitCode.USAGE,
                Cli.run("census", "grids", "--boxes", "2x4", "--recheck", "2").exit());
        assertEquals(
                ExitCode.USAGE,
                Cli.run("census", "grids", "--boxes", "2x4", "--journal", journal.toString(), "--recheck-from", "2")
                        .exit());
    }

    /** --shared-halves: the sample's N (so its estimate) as the count's, and the tables it needed; alone, refused. */
    @Test
    void sharedHalvesEstimateAsTheCountDoes() {
        Cli count = Cli.run("census", "grids", "--boxes", "2x5", "--estimate", "40", "--seed", "3");
        Cli halves = Cli.run("census", "grids", "--boxes", "2x5", "--estimate", "40", "--seed", "3", "--shared-halves");
        assertEquals(ExitCode.OK, halves.exit(), halves.err());
        String grids = gridsLine(count);
        assertTrue(halves.out().contains(grids), halves.out());
        assertTrue(halves.out().contains("shared halves: the classes' splits need 62 tables"), halves.out());
        Cli alone = Cli.run("census", "grids", "--boxes", "2x5", "--shared-halves");
        assertEquals(ExitCode.USAGE, alone.exit());
        assertTrue(alone.err().contains("--shared-halves goes with --journal or --estimate"), alone.err());
    }

    private static String[] with(List<String> args, String... more) {
        return java.util.stream.Stream.concat(args.stream(), Arrays.stream(more))
                .toArray(String[]::new);
    }

    /** The estimate line of a sample's text. */
    private static String gridsLine(Cli sample) {
        return sample.out()
                .lines()
                .filter(l -> l.startsWith("grids ~"))
                .findFirst()
                .orElseThrow();
    }

    /** --tables: the sample's tables kept in a folder, the same estimate, made once over two runs; alone, refused. */
    @Test
    void sharedHalvesKeepTheirTablesInAFolder() throws IOException {
        Path tables = Files.createTempDirectory("tables").resolve("2x5");
        List<String> sample = List.of("census", "grids", "--boxes", "2x5", "--estimate", "40", "--seed", "3");
        String[] args = with(sample, "--shared-halves", "--tables", tables.toString());
        Cli first = Cli.run(args);
        assertEquals(ExitCode.OK, first.exit(), first.err());
        String grids = gridsLine(Cli.run(sample.toArray(String[]::new)));
        assertTrue(first.out().contains(grids), first.out());
        long kept;
        try (var files = Files.list(tables)) {
            kept = files.count();
        }
        // the folder holds the tables and sizes.txt, which holds a header and a line a table
        assertEquals(kept, Files.readAllLines(tables.resolve("sizes.txt")).size());
        assertTrue(kept > 0, "tables kept");
        Cli second = Cli.run(args);
        assertEquals(ExitCode.OK, second.exit(), second.err());
        assertTrue(second.out().contains(grids), second.out());
        try (var files = Files.list(tables)) {
            assertEquals(kept, files.count(), "none made twice");
        }
        Cli sizesAlone = Cli.run(with(
                sample,
                "--shared-halves",
                "--table-sizes",
                tables.resolve("sizes.txt").toString()));
        assertEquals(ExitCode.USAGE, sizesAlone.exit());
        assertTrue(sizesAlone.err().contains("--table-sizes goes with --tables"), sizesAlone.err());
        Cli alone = Cli.run("census", "grids", "--boxes", "2x5", "--estimate", "40", "--tables", tables.toString());
        assertEquals(ExitCode.USAGE, alone.exit());
        assertTrue(alone.err().contains("--tables keeps the tables of --shared-halves"), alone.err());
    }

    /**
     * A census journal that cannot grow (a child JVM under {@code ulimit -f}, as on a full disk): the count stops
     * with the file named, and a second run, with room, takes what was written and gives the whole count.
     */
    @Test
    void aJournalOnAFullDiskStopsTheCountAndTheNextRunFinishesIt() throws Exception {
        Path dir = Files.createTempDirectory("full");
        Path journal = dir.resolve("grids.txt");
        LimitedJvm full = LimitedJvm.run(dir, 1, "census", "grids", "--boxes", "2x4", "--journal", journal.toString());
        assertEquals(ExitCode.FAILED, full.exit(), full.output());
        assertTrue(
                full.output().contains("cannot write " + journal + ": File too large; the count stops"), full.output());
        int written = Files.readAllLines(journal).size();
        assertTrue(written > 1 && written < 27, written + " lines");
        Cli second = Cli.run("census", "grids", "--boxes", "2x4", "--journal", journal.toString());
        assertEquals(ExitCode.OK, second.exit(), second.err());
        assertTrue(second.out().contains(": 29,136,487,207,403,520 completed grids"), second.out());
        assertEquals(27, Files.readAllLines(journal).size(), "the header and each class once");
        Files.delete(journal);
        Files.delete(dir);
    }

    @Test
    void gridCountsOfSmallBoards() {
        assertTrue(Cli.run("census", "grids", "--boxes", "2x2").out().contains(": 288 completed grids"));
        assertTrue(Cli.run("census", "grids", "--boxes", "3x2").out().contains(": 28,200,960 completed grids"));
        // 9x9 grids and the band table: their text is in the transcript, their figures in census's own tests
        assertTrue(Cli.run("census", "grids", "--boxes", "2x4")
                .out()
                .contains(": 29,136,487,207,403,520 completed grids"));
        assertEquals(
                ExitCode.USAGE, Cli.run("census", "grids", "--boxes", "3x4").exit());
    }

    /**
     * The 9x9 grids by the band classes through the CLI (9 s; BandCountTest checks the figure in every build, the
     * transcript the same computation under {@code census bands}).
     */
    @Test
    @Tag("slow")
    void nineByNineGrids() {
        Cli nine = Cli.run("census", "grids", "--boxes", "3x3");
        assertEquals(ExitCode.OK, nine.exit(), nine.err());
        assertTrue(
                nine.out()
                        .contains("9x9 (3x3 boxes): 6,670,903,752,021,072,936,960 completed grids, by band signatures"
                                + " (2,612,736 top bands with the first box fixed, 44 classes)"),
                nine.out());
    }

    /** The 9x9 figure through the CLI (17 s; BurnsideByClassesTest checks it in every build, the transcript 2x3). */
    @Test
    @Tag("slow")
    void essentiallyDifferentNineByNineGrids() {
        Cli nine = Cli.run("census", "classes", "--boxes", "3x3", "--json");
        assertEquals(ExitCode.OK, nine.exit(), nine.err());
        assertTrue(nine.out().contains("\"essentiallyDifferent\" : \"5472730538\""), nine.out());
        assertTrue(nine.out().contains("\"conjugacyClasses\" : 275"), nine.out());
    }
}
