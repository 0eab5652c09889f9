package org.sudokulab.harness;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.sudokulab.api.io.ParseError;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/**
 * A named list of puzzles for {@code bench}: a file in any form the CLI reads, or one of the samples bundled
 * in the jar (the default comparison). The SHA-256 of the text lets a resumed run prove it reads the same
 * input; the header comment lines are kept as the attribution the reports print.
 */
record BenchCorpus(String name, String origin, String sha256, List<String> attribution, List<PuzzleEntry> puzzles,
                   int parseErrors) {
    /** The default comparison: small samples of public sets (attributed in each file) and puzzles made here. */
    static final List<String> BUNDLED = List.of("classic-17clue.txt", "classic-hard.txt", "multi-solution.tsv",
            "small-4x4-6x6.txt", "large-16x16.txt", "jigsaw.jsonl", "killer.jsonl");

    static BenchCorpus bundled(String name, PrintWriter err) throws IOException {
        try (InputStream in = BenchCorpus.class.getResourceAsStream("bench/" + name)) {
            if (in == null) {
                throw new IOException("bundled corpus " + name + " is missing from the jar");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return parse(name.replaceFirst("\\.[a-z]+$", ""), "bundled:" + name, text, ReadOptions.DEFAULT, err);
        }
    }

    static BenchCorpus file(Path path, ReadOptions options, PrintWriter err) throws IOException {
        if (Files.isDirectory(path)) {
            throw new IOException(path + " is a directory");
        }
        String text = Files.readString(path, StandardCharsets.UTF_8);
        String name = path.getFileName().toString().replaceFirst("\\.[a-z]+$", "");
        return parse(name, path.toString(), text, options, err);
    }

    /** Parse errors go to {@code err} as file:line:column messages; the other lines are kept. */
    private static BenchCorpus parse(String name, String origin, String text, ReadOptions options, PrintWriter err)
            throws IOException {
        List<PuzzleEntry> puzzles = new ArrayList<>();
        int[] errors = {0};
        PuzzleReader.read(new BufferedReader(new StringReader(text)), origin, options, (ParsedLine parsed) -> {
            if (parsed instanceof PuzzleEntry e) {
                puzzles.add(e);
            } else {
                errors[0]++;
                err.println("sudokulab: " + (ParseError) parsed);
            }
        });
        List<String> attribution = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new StringReader(text))) {
            for (String l = lines.readLine(); l != null && l.startsWith("#"); l = lines.readLine()) {
                attribution.add(l.substring(1).trim());
            }
        }
        return new BenchCorpus(name, origin, sha256(text), List.copyOf(attribution), List.copyOf(puzzles), errors[0]);
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
