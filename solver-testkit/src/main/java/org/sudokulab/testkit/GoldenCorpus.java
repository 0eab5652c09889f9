package org.sudokulab.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.sudokulab.api.io.ParseError;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/** The golden lines every backend must answer: {@code golden.txt} beside this class. */
public final class GoldenCorpus {
    public static final String RESOURCE = "golden.txt";

    private GoldenCorpus() {}

    /** Every golden line, with the description from the comment line before it. */
    public static List<GoldenLine> load() {
        List<GoldenLine> out = new ArrayList<>();
        try (InputStream in = GoldenCorpus.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String description = "";
            String text;
            int lineNumber = 0;
            while ((text = reader.readLine()) != null) {
                lineNumber++;
                if (text.startsWith("#")) {
                    description = text.substring(1).strip();
                    continue;
                }
                ParsedLine parsed = PuzzleReader.parse(text, RESOURCE, lineNumber, ReadOptions.DEFAULT)
                        .orElse(null);
                if (parsed == null) {
                    continue;
                }
                if (parsed instanceof ParseError e) {
                    throw new IllegalStateException("golden corpus is broken: " + e);
                }
                PuzzleEntry entry = (PuzzleEntry) parsed;
                if (entry.expectedCount().isEmpty()) {
                    throw new IllegalStateException(RESOURCE + ":" + lineNumber + ": golden line without a count");
                }
                boolean hard = description.startsWith("[hard]");
                out.add(new GoldenLine(hard ? description.substring(6).strip() : description, hard, entry));
                description = "";
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
