package org.sudokulab.api.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

class PuzzleReaderTest {
    private static final Path CORPORA = Path.of(System.getProperty("sudokulab.corpora", "../../shared/corpora"));

    private static ParsedLine one(String text) {
        return one(text, ReadOptions.DEFAULT);
    }

    private static ParsedLine one(String text, ReadOptions options) {
        return PuzzleReader.parse(text, "f.txt", 7, options).orElseThrow();
    }

    private static ParseError error(String text) {
        return assertInstanceOf(ParseError.class, one(text));
    }

    /**
     * A file whose name ends in .gz is read as gzip; one cut short gives the lines before the cut and then an error
     * in plain words, and one that is not gzip at all says so.
     */
    @Test
    void gzipFilesAreReadAndDamagedOnesNamed(@TempDir Path dir) throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            text.append(i % 2 == 0 ? "1......2..4..3..:3" : "1234341221434321:1")
                    .append('\n');
        }
        ByteArrayOutputStream packed = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(packed)) {
            gz.write(text.toString().getBytes(StandardCharsets.UTF_8));
        }
        Path whole = dir.resolve("boards.txt.gz");
        Files.write(whole, packed.toByteArray());
        List<ParsedLine> lines = PuzzleReader.readFile(whole, ReadOptions.DEFAULT);
        assertEquals(3000, lines.size());
        assertEquals(3, ((PuzzleEntry) lines.get(0)).expectedCount().orElseThrow());

        Path cut = dir.resolve("cut.txt.gz");
        Files.write(cut, Arrays.copyOf(packed.toByteArray(), packed.size() / 2));
        List<ParsedLine> before = new ArrayList<>();
        IOException damaged = assertThrows(IOException.class, () -> {
            try (InputStream in = PuzzleReader.open(cut)) {
                PuzzleReader.read(in, cut.toString(), ReadOptions.DEFAULT, before::add);
            }
        });
        assertTrue(before.size() > 0 && before.size() < 3000, before.size() + " lines before the cut");
        assertTrue(before.stream().allMatch(l -> l instanceof PuzzleEntry), before.toString());
        assertTrue(PuzzleReader.reason(damaged).startsWith("not a whole gzip file"), PuzzleReader.reason(damaged));

        Path plain = dir.resolve("plain.gz");
        Files.writeString(plain, "1......2..4..3..\n");
        IOException notGzip = assertThrows(IOException.class, () -> PuzzleReader.open(plain));
        assertEquals("not a whole gzip file (Not in GZIP format)", PuzzleReader.reason(notGzip));
    }

    @Test
    void plainLinesInferTheBoxShapeFromTheLength() {
        assertEquals(
                Geometry.boxes(2, 2),
                ((PuzzleEntry) one(".".repeat(16))).puzzle().geometry());
        assertEquals(
                Geometry.boxes(2, 3),
                ((PuzzleEntry) one("0".repeat(36))).puzzle().geometry());
        assertEquals(
                Geometry.boxes(4, 4),
                ((PuzzleEntry) one(".".repeat(255) + "G")).puzzle().geometry());
        assertEquals(
                Geometry.boxes(5, 5),
                ((PuzzleEntry) one("p" + ".".repeat(624))).puzzle().geometry());
    }

    @Test
    void boxesOptionOverridesTheInferredShape() {
        PuzzleEntry e = (PuzzleEntry) one(".".repeat(36), new ReadOptions(3, 2));
        assertEquals(Geometry.boxes(3, 2), e.puzzle().geometry());
        ParseError wrong = assertInstanceOf(ParseError.class, one(".".repeat(81), ReadOptions.boxes("2x3")));
        assertTrue(wrong.message().contains("boxes 2x3 need 36 cells, the line has 81"), wrong.message());
    }

    @Test
    void goldenLinesCarryCountAndSolution() {
        PuzzleEntry e = (PuzzleEntry) one("1......2..4..3..:1:1234341221434321");
        assertEquals(1, e.expectedCount().getAsLong());
        assertEquals("1234341221434321", e.expectedSolution().orElseThrow().toLine());
        assertEquals(
                288,
                ((PuzzleEntry) one("................:288  # all grids"))
                        .expectedCount()
                        .getAsLong());
    }

    @Test
    void secondFieldIsRegionsCountOrSolution() {
        PuzzleEntry jigsaw = (PuzzleEntry) one("..43...1.2...... 1112122233443344");
        assertTrue(jigsaw.puzzle().geometry().isJigsaw());
        PuzzleEntry tsv = (PuzzleEntry) one("................\t288");
        assertEquals(288, tsv.expectedCount().getAsLong());
        PuzzleEntry solved = (PuzzleEntry) one("1......2..4..3.. 1234341221434321");
        assertEquals(Geometry.boxes(2, 2), solved.puzzle().geometry());
        assertEquals("1234341221434321", solved.expectedSolution().orElseThrow().toLine());
    }

    @Test
    void aSecondFieldOfDigitsIsACountOnlyWhenItCanBeOne() {
        // a 4x4 has at most (4!)^4 = 331,776 solutions: 15 or 17 digits are a broken region map, not a count
        ParseError fifteen = error("..43...1.2...... 111212223344334");
        assertEquals(18, fifteen.column());
        assertTrue(fifteen.message().contains("neither a count (at most 6 digits for 4x4)"), fifteen.message());
        ParseError seventeen = error("..43...1.2...... 11121222334433441");
        assertTrue(seventeen.message().contains("neither a count"), seventeen.message());
        assertEquals(
                331776,
                ((PuzzleEntry) one("................ 331776")).expectedCount().getAsLong());
        // 9x9: counts up to the largest long
        assertEquals(
                872,
                ((PuzzleEntry) one(".".repeat(81) + "\t872")).expectedCount().getAsLong());
    }

    @Test
    void aSolutionWithAWrongDigitSaysWhatItBreaks() {
        ParseError e = error("1......2..4..3.. 1234341221434324");
        assertEquals(18, e.column());
        assertTrue(e.message().contains("reads as a solution"), e.message());
        assertTrue(e.message().contains("r4c4 holds 4 but") || e.message().contains("twice"), e.message());
        ParseError keepsNoGiven = error("2......2..4..3.. 1234341221434321");
        assertTrue(keepsNoGiven.message().contains("the given is 2"), keepsNoGiven.message());
    }

    @Test
    void jsonWithADuplicateKeyOrAnUnknownCageKeyIsAnError() {
        ParseError twice = error("{\"n\": 4, \"givens\": \"1...............\", \"givens\": \"................\"}");
        assertTrue(twice.message().contains("Duplicate field 'givens'"), twice.message());
        ParseError cageKey = error("{\"n\": 4, \"boxRows\": 2, \"boxCols\": 2, \"cages\": "
                + "[{\"sum\": 3, \"cells\": [0, 1], \"colour\": \"red\"}]}");
        assertTrue(cageKey.message().startsWith("cage 1: unknown field 'colour'"), cageKey.message());
    }

    @Test
    void eachLineIsDecodedOnItsOwn() throws IOException {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] good = "1......2..4..3..\n".getBytes(StandardCharsets.UTF_8);
        byte[] bad = {'.', '.', (byte) 0xFF, '.', '\n'};
        byte[] crlf = "................\r\n".getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        for (byte[] part : List.of(bom, good, bad, crlf)) {
            file.write(part);
        }
        List<ParsedLine> lines = new ArrayList<>();
        PuzzleReader.read(new ByteArrayInputStream(file.toByteArray()), "f.txt", ReadOptions.DEFAULT, lines::add);
        assertEquals(3, lines.size());
        assertEquals("1......2..4..3..", ((PuzzleEntry) lines.get(0)).puzzle().givensLine());
        ParseError notUtf8 = assertInstanceOf(ParseError.class, lines.get(1));
        assertEquals("f.txt:2:3: not UTF-8: byte 0xFF at byte 3 of the line (the line is skipped)", notUtf8.toString());
        assertEquals(3, ((PuzzleEntry) lines.get(2)).line());
    }

    @Test
    void commentsAndBlankLinesAreSkipped() {
        assertEquals(Optional.empty(), PuzzleReader.parse("   ", "f", 1, ReadOptions.DEFAULT));
        assertEquals(Optional.empty(), PuzzleReader.parse("# a comment", "f", 1, ReadOptions.DEFAULT));
    }

    @Test
    void wrongLengthNamesFileLineAndCount() {
        ParseError e = error(".".repeat(80));
        assertEquals("f.txt:7:1: expected n*n symbols (16, 36, 64, 81, 144, 256, 625, ...), got 80", e.toString());
    }

    @Test
    void badSymbolNamesItsColumn() {
        ParseError e = error("....x" + ".".repeat(76));
        assertEquals(5, e.column());
        assertTrue(e.message().startsWith("bad symbol 'x' in givens"), e.message());
        ParseError tooBig = error("...A" + ".".repeat(77));
        assertEquals(4, tooBig.column());
        assertTrue(tooBig.message().contains("1-9"), tooBig.message());
    }

    @Test
    void on36x36BoardsZeroIsTheThirtySixthSymbolAndOnlyADotIsBlank() {
        String givens = "0Z1" + ".".repeat(1293);
        Puzzle p = ((PuzzleEntry) one(givens)).puzzle();
        assertEquals(Geometry.boxes(6, 6), p.geometry());
        assertEquals(List.of(36, 35, 1, 0), List.of(p.given(0), p.given(1), p.given(2), p.given(3)));
        assertEquals(givens, p.givensLine(), "written back as read");
        ParseError bad = error("..?" + ".".repeat(1293));
        assertEquals(3, bad.column());
        assertEquals("bad symbol '?' in givens (expected . for a blank, 1-9, A-Z, 0)", bad.message());
        assertEquals(0, ((PuzzleEntry) one("0" + ".".repeat(1023))).puzzle().given(0), "a blank below 36x36");
    }

    @Test
    void jigsawRegionOfWrongSizeIsAnError() {
        ParseError e = error("................ 1111122233443344");
        assertEquals(18, e.column());
        assertTrue(e.message().contains("has 5 cells, expected 4"), e.message());
    }

    @Test
    void jsonKillerWithImpossibleCageSum() {
        ParseError e =
                error("{\"n\": 4, \"boxRows\": 2, \"boxCols\": 2, \"cages\": [{\"sum\": 20, \"cells\": [0, 1]}]}");
        assertEquals("cage sum 20 is impossible for 2 cells (3..7)", e.message());
        assertEquals(38, e.column());
    }

    @Test
    void jsonSyntaxAndUnknownFieldsAreErrors() {
        assertTrue(error("{\"n\": 4,, }").message().startsWith("bad JSON"));
        ParseError unknown = error("{\"n\": 4, \"cage\": []}");
        assertTrue(unknown.message().startsWith("unknown field 'cage'"), unknown.message());
        assertEquals(10, unknown.column());
    }

    @Test
    void jsonKillerWithoutGivensAndJigsawWithGivens() {
        PuzzleEntry killer = (PuzzleEntry) one("{\"n\": 4, \"boxRows\": 2, \"boxCols\": 2, \"cages\": "
                + "[{\"sum\": 3, \"cells\": [0, 1]}], \"count\": 18}");
        assertEquals(1, killer.puzzle().cages().size());
        assertEquals(0, killer.puzzle().clueCount());
        assertEquals(18, killer.expectedCount().getAsLong());
        PuzzleEntry jigsaw = (PuzzleEntry) one(
                "{\"id\": \"x\", \"n\": 4, \"givens\": \"..43...1.2......\", " + "\"regions\": \"1112122233443344\"}");
        assertEquals(Optional.of("x"), jigsaw.id());
        assertTrue(jigsaw.puzzle().geometry().isJigsaw());
    }

    @Test
    void sharedJsonCorporaLoadAsTheyAre() throws IOException {
        for (String file : List.of("killer/janko_killer.jsonl", "jigsaw/janko_jigsaw.jsonl")) {
            Path path = CORPORA.resolve(file);
            Assumptions.assumeTrue(Files.exists(path), "skipped: ../shared/corpora not present");
            List<ParsedLine> lines = PuzzleReader.readFile(path, ReadOptions.DEFAULT);
            assertEquals(Files.readAllLines(path).size(), lines.size(), file);
            for (ParsedLine line : lines) {
                PuzzleEntry e = assertInstanceOf(PuzzleEntry.class, line, line.toString());
                assertTrue(e.expectedSolution().isPresent());
            }
        }
    }
}
