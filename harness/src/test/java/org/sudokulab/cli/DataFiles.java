package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/** The boards of a file in data/, read as the CLI reads them (a .gz file as gzip); a line that does not parse fails. */
final class DataFiles {
    private DataFiles() {}

    static List<PuzzleEntry> entries(Path file) throws IOException {
        List<PuzzleEntry> entries = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        try (InputStream raw = Files.newInputStream(file);
                InputStream in = file.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
            PuzzleReader.read(in, file.toString(), ReadOptions.DEFAULT, (ParsedLine p) -> {
                if (p instanceof PuzzleEntry e) {
                    entries.add(e);
                } else {
                    errors.add(p.toString());
                }
            });
        }
        assertEquals(List.of(), errors);
        return entries;
    }
}
