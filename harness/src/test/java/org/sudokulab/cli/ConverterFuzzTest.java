package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.sudokulab.api.io.ReadOptions;
import picocli.CommandLine;

/**
 * The option converters answer any text with a value or a usage error (picocli's TypeConversionException, which
 * the command line reports with exit 2): never another exception, never a hang.
 */
class ConverterFuzzTest {
    @FuzzTest(maxDuration = "3m")
    void durations(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        try {
            Duration d = new DurationConverter().convert(text);
            assertTrue(d.toMillis() >= 1, text);
        } catch (CommandLine.TypeConversionException e) {
            assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), text);
        }
        try {
            Duration d = new DurationConverter.OrZero().convert(text);
            assertTrue(!d.isNegative(), text);
        } catch (CommandLine.TypeConversionException e) {
            assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), text);
        }
    }

    @FuzzTest(maxDuration = "3m")
    void boxShapes(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        try {
            ReadOptions o = new BoxesOption.Shape().convert(text);
            assertTrue(o.boxRows() >= 1 && o.boxCols() >= 1, text);
        } catch (CommandLine.TypeConversionException e) {
            assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), text);
        }
    }
}
