package org.sudokulab.testkit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/**
 * Samples of the public corpora bundled with the kit (a few hundred lines over every variant, each file says
 * where its lines come from), so that cross-backend tests run in any clone; the whole corpora are in
 * {@link SharedCorpora} when {@code ../shared} is there.
 */
public final class SampleCorpus {
    /** Every sample, by the name of the corpus file it was drawn from. */
    public static final List<String> FILES = List.of(
            "17clue.txt",
            "magictour_top1465.txt",
            "forum_hardest_1106.txt",
            "serg_benchmark.tsv",
            "invalid7_annotated.txt",
            "gecode_16x16.txt",
            "janko_killer_small.jsonl",
            "janko_killer_9x9.jsonl",
            "janko_jigsaw.jsonl");

    private SampleCorpus() {}

    /** The lines of a sample, parsed. */
    public static List<ParsedLine> read(String name) {
        return PuzzleReader.readLines(lines(name), "sample/" + name, ReadOptions.DEFAULT);
    }

    /** Like {@link #read}, keeping only the first whitespace-separated field of each line (annotated sets). */
    public static List<ParsedLine> readFirstFields(String name) {
        List<String> firsts =
                lines(name).stream().map(SharedCorpora::firstField).toList();
        return PuzzleReader.readLines(firsts, "sample/" + name, ReadOptions.DEFAULT);
    }

    private static List<String> lines(String name) {
        try (InputStream in = SampleCorpus.class.getResourceAsStream("sample/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no sample corpus " + name + "; there are " + FILES);
            }
            return Arrays.asList(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
