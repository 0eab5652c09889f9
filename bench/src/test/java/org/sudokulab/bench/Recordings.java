package org.sudokulab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Text a test compares with a file recorded under {@code src/test/resources}. To record again after a deliberate
 * change, run the test with {@code -Dsudokulab.golden.record=true} and read the diff before committing it.
 */
public final class Recordings {
    private Recordings() {}

    public static void assertRecorded(String folder, String file, String actual) throws IOException {
        Path recording = Path.of("src/test/resources", folder, file);
        if (Boolean.getBoolean("sudokulab.golden.record")) {
            Files.createDirectories(recording.getParent());
            Files.writeString(recording, actual, StandardCharsets.UTF_8);
        }
        assertEquals(Files.readString(recording, StandardCharsets.UTF_8), actual, recording.toString());
    }
}
