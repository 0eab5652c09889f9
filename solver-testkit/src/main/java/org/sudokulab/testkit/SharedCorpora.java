package org.sudokulab.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/**
 * The big public corpora of {@code ../shared/corpora} (system property {@code sudokulab.corpora}). They sit
 * beside the clone in CI but not in a user's clone: tests over them skip, saying so, when they are absent.
 */
public final class SharedCorpora {
    private SharedCorpora() {}

    public static Path root() {
        return Path.of(System.getProperty("sudokulab.corpora", "../../shared/corpora"));
    }

    /** The file, or a skipped test when the corpora are not there. */
    public static Path require(String relative) {
        Path file = root().resolve(relative);
        Assumptions.assumeTrue(Files.isRegularFile(file), "skipped: " + file + " not present (no ../shared/corpora)");
        return file;
    }

    /** The first {@code max} lines of a corpus file, parsed. */
    public static List<ParsedLine> read(String relative, int max) {
        Path file = require(relative);
        try (var lines = Files.lines(file)) {
            return PuzzleReader.readLines(lines.limit(max).toList(), file.toString(), ReadOptions.DEFAULT);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Like {@link #read}, keeping only the first whitespace-separated field of each line (annotated sets). */
    public static List<ParsedLine> readFirstFields(String relative, int max) {
        Path file = require(relative);
        try (var lines = Files.lines(file)) {
            List<String> firsts =
                    lines.limit(max).map(SharedCorpora::firstField).toList();
            return PuzzleReader.readLines(firsts, file.toString(), ReadOptions.DEFAULT);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The first whitespace-separated field of a line; comment lines stay as they are. */
    static String firstField(String line) {
        return line.startsWith("#") ? line : line.strip().split("\\s+", 2)[0];
    }
}
