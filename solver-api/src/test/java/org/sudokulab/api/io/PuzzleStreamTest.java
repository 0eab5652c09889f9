package org.sudokulab.api.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines cut from a byte stream: line ends, a byte order mark, long lines, bytes that are not UTF-8. */
class PuzzleStreamTest {
    private static final String SOLVED = "1234341221434321";
    private static final String PUZZLE = "12.43.1..1434..1";

    private static List<ParsedLine> read(byte[] bytes) throws IOException {
        List<ParsedLine> out = new ArrayList<>();
        PuzzleReader.read(new ByteArrayInputStream(bytes), "s", ReadOptions.DEFAULT, out::add);
        return out;
    }

    private static String line(ParsedLine p) {
        return p instanceof PuzzleEntry e ? e.line() + " " + e.puzzle().givensLine() : p.toString();
    }

    @Test
    void aBomCrlfEndingsAndALastLineWithoutANewline() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        bytes.writeBytes((PUZZLE + "\r\n# café: a comment in UTF-8\r\n\r\n" + SOLVED).getBytes(StandardCharsets.UTF_8));
        assertEquals(
                List.of("1 " + PUZZLE, "4 " + SOLVED),
                read(bytes.toByteArray()).stream().map(PuzzleStreamTest::line).toList());
        // a BOM is only skipped at the start of the file
        List<ParsedLine> later = read(("# x\n\uFEFF" + PUZZLE + "\n").getBytes(StandardCharsets.UTF_8));
        assertEquals(1, later.size());
        assertInstanceOf(ParseError.class, later.get(0));
        assertEquals(2, ((ParseError) later.get(0)).line());
        assertEquals(
                List.of("1 " + PUZZLE),
                read((PUZZLE + "\n").getBytes(StandardCharsets.US_ASCII)).stream()
                        .map(PuzzleStreamTest::line)
                        .toList());
        assertEquals(List.of(), read(new byte[0]));
        assertEquals(List.of(), read("\r\n".getBytes(StandardCharsets.US_ASCII)), "a CR alone is no line");
    }

    @Test
    void aLineLongerThanABlockIsReadWhole() throws IOException {
        // a comment of 200,000 characters spans four of the reader's 64 KiB blocks
        String comment = "#" + "x".repeat(200_000);
        byte[] bytes = (comment + "\n" + PUZZLE + "\n" + comment + "\n" + SOLVED).getBytes(StandardCharsets.US_ASCII);
        assertEquals(
                List.of("2 " + PUZZLE, "4 " + SOLVED),
                read(bytes).stream().map(PuzzleStreamTest::line).toList());
    }

    @Test
    void aLineThatIsNotUtf8IsAnErrorAtItsFirstBadByteAndTheRestIsRead() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("# é\n".getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes("12.4".getBytes(StandardCharsets.US_ASCII));
        bytes.write(0xFF);
        bytes.writeBytes((".1..1434..1\n" + SOLVED + "\n").getBytes(StandardCharsets.US_ASCII));
        List<ParsedLine> lines = read(bytes.toByteArray());
        assertEquals(
                List.of("s:2:5: not UTF-8: byte 0xFF at byte 5 of the line (the line is skipped)", "3 " + SOLVED),
                lines.stream().map(PuzzleStreamTest::line).toList());
        // past a character of two bytes the column counts characters, the byte position bytes
        List<ParsedLine> accented = read(new byte[] {'#', (byte) 0xC3, (byte) 0xA9, (byte) 0xC3, '\n'});
        assertEquals("s:1:3: not UTF-8: byte 0xC3 at byte 4 of the line (the line is skipped)", line(accented.get(0)));
    }

    @Test
    void whyAFileCouldNotBeReadInWords() {
        assertEquals("no such file", PuzzleReader.reason(new NoSuchFileException("x")));
        assertEquals("permission denied", PuzzleReader.reason(new AccessDeniedException("x")));
        assertEquals("File too large", PuzzleReader.reason(new FileSystemException("x", null, "File too large")));
        assertEquals("x", PuzzleReader.reason(new FileSystemException("x")));
        assertEquals("disk on fire", PuzzleReader.reason(new IOException("disk on fire")));
        assertEquals("java.io.IOException", PuzzleReader.reason(new IOException()));
    }

    @Test
    void linesInMemoryAndSinglePuzzles() {
        List<ParsedLine> lines =
                PuzzleReader.readLines(List.of("# head", PUZZLE, "", SOLVED), "m", ReadOptions.DEFAULT);
        assertEquals(
                List.of("2 " + PUZZLE, "4 " + SOLVED),
                lines.stream().map(PuzzleStreamTest::line).toList());
        assertEquals(
                "no puzzle in '# only a comment'",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> PuzzleReader.parseOne("# only a comment", ReadOptions.DEFAULT))
                        .getMessage());
        assertEquals(
                "<text>:1:1: ",
                assertThrows(IllegalArgumentException.class, () -> PuzzleReader.parseOne("x", ReadOptions.DEFAULT))
                        .getMessage()
                        .substring(0, 12));
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(
            delimiter = '|',
            value = {
                "12.43.1..1434..1:1:2:3 | f:1:21: too many ':' (expected GIVENS:COUNT[:SOLUTION])",
                "12.43.1..1434..1:x | f:1:18: expected a solution count (a number >= 0), got 'x'",
                "12.43.1..1434..1:-1 | f:1:18: expected a solution count (a number >= 0), got '-1'",
                "12.43.1..1434..1:99999999999999999999 | f:1:18: expected a solution count (a number >= 0), got"
                        + " '99999999999999999999'",
                "12.43.1..1434..1:1: | f:1:20: expected a solution after the second ':'",
                ":1 | f:1:1: expected the givens before ':'",
                "12.43.1..1434..1 a b | f:1:20: unexpected third field 'b' (expected GIVENS [REGIONS])",
                "12.43.1..1434..1 1:1 | f:1:18: count given twice (second field and after ':')",
                "12.43.1..1434..z | f:1:16: bad symbol 'z' in givens (a 4x4 board uses . or 0 for a blank and 1-4)",
                "12.43.1..1434..15 | f:1:1: expected n*n symbols (16, 36, 64, 81, 144, 256, 625, ...), got 17",
                "12.43.1..1434..1 1234341221434322 | f:1:18: the second field reads as a solution (no region map: its"
                        + " neighbours differ), but it is not one of these givens: cell r4c4 holds 2 but the given is 1",
                "12.43.1..1434..1 1112122233443341 | f:1:18: jigsaw region 1 has 5 cells, expected 4",
                "12.43.1..1434..1 111212223344334X | f:1:18: jigsaw of size 4 has more than 4 region labels (label X"
                        + " at row 4, column 4)"
            })
    void eachBadLineNamesTheColumnWhereItGoesWrong(String line, String error) {
        assertEquals(
                error,
                PuzzleReader.parse(line, "f", 1, ReadOptions.DEFAULT)
                        .orElseThrow()
                        .toString());
    }

    @Test
    void goldenFieldsAroundTheGivens() {
        PuzzleEntry golden = (PuzzleEntry)
                PuzzleReader.parse("  " + PUZZLE + ":1:" + SOLVED + "  # a comment", "f", 1, ReadOptions.DEFAULT)
                        .orElseThrow();
        assertEquals(1, golden.expectedCount().orElseThrow());
        assertEquals(SOLVED, golden.expectedSolution().orElseThrow().toLine());
        PuzzleEntry counted = PuzzleReader.parseOne(PUZZLE + " 12", ReadOptions.DEFAULT);
        assertEquals(12, counted.expectedCount().orElseThrow(), "a short number as the second field is a count");
        PuzzleEntry jigsaw = PuzzleReader.parseOne(PUZZLE + " 1112122233443344:5", ReadOptions.DEFAULT);
        assertEquals("4x4 jigsaw", jigsaw.puzzle().geometry().describe());
        assertEquals(5, jigsaw.expectedCount().orElseThrow());
    }
}
