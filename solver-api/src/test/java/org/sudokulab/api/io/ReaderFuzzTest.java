package org.sudokulab.api.io;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Every reader answers any input with a {@link PuzzleEntry} or a {@link ParseError} that has a position: never
 * another exception, never a hang. In a plain build the inputs under {@code ReaderFuzzTestInputs/} run as
 * regression tests; {@code mvn -Pfuzz} fuzzes (see the README's Tests section).
 */
class ReaderFuzzTest {
    /** The line reader over raw bytes: every text form, any encoding mistakes, any line endings. */
    @FuzzTest(maxDuration = "3m")
    void lines(byte[] input) throws IOException {
        List<ParsedLine> lines = new ArrayList<>();
        PuzzleReader.read(new ByteArrayInputStream(input), "fuzz", ReadOptions.DEFAULT, lines::add);
        checkPositions(lines);
        // the same bytes with a box shape given, as --boxes does
        lines.clear();
        PuzzleReader.read(new ByteArrayInputStream(input), "fuzz", new ReadOptions(2, 3), lines::add);
        checkPositions(lines);
    }

    /** The JSON form: whatever follows an opening brace. */
    @FuzzTest(maxDuration = "3m")
    void json(byte[] input) {
        String line = "{"
                + new String(input, StandardCharsets.UTF_8).replace('\n', ' ').replace('\r', ' ');
        PuzzleReader.parse(line, "fuzz", 1, ReadOptions.DEFAULT).ifPresent(p -> checkPositions(List.of(p)));
    }

    /** A box shape as --boxes reads it: a shape, or an IllegalArgumentException with a message. */
    @FuzzTest(maxDuration = "3m")
    void boxes(byte[] input) {
        String spec = new String(input, StandardCharsets.UTF_8);
        try {
            ReadOptions options = ReadOptions.boxes(spec);
            assertTrue(options.boxRows() >= 1 && options.boxCols() >= 1, spec);
            // any shape read must give a line an entry or an error, however large r * c is
            PuzzleReader.parse(".".repeat(36), "fuzz", 1, options).ifPresent(p -> checkPositions(List.of(p)));
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), "a message for '" + spec + "'");
        }
    }

    private static void checkPositions(List<ParsedLine> lines) {
        for (ParsedLine line : lines) {
            assertTrue(line.line() >= 1, line.toString());
            if (line instanceof ParseError e) {
                assertTrue(e.column() >= 1, e.toString());
                assertTrue(e.message() != null && !e.message().isBlank(), e.toString());
            }
        }
    }
}
