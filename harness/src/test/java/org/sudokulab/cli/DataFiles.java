package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/** The boards of a file in data/, read as the survey reads them (.gz as gzip); a line that does not parse fails. */
final class DataFiles {
    private DataFiles() {}

    static List<PuzzleEntry> entries(Path file) throws IOException {
        List<PuzzleEntry> entries = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        for (ParsedLine p : PuzzleReader.readFile(file, ReadOptions.DEFAULT)) {
            if (p instanceof PuzzleEntry e) {
                entries.add(e);
            } else {
                errors.add(p.toString());
            }
        }
        assertEquals(List.of(), errors);
        return entries;
    }
}
