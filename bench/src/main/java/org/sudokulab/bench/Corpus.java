package org.sudokulab.bench;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
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
 * A named list of puzzles for a bench run: a file in any form the reader takes, or one of the samples bundled
 * with the bench (the default comparison). Lines that cannot be read are kept as errors (file, line, column)
 * and left out; the SHA-256 of the text lets a resumed run prove it reads the same input; the header comment
 * lines are the attribution the reports print.
 */
public record Corpus(
        String name,
        String origin,
        String sha256,
        List<String> attribution,
        List<PuzzleEntry> puzzles,
        List<ParseError> errors) {

    /** Reads a corpus named as a plan names it: {@code bundled:NAME} or a path. */
    public static Corpus load(String origin, ReadOptions options) throws IOException {
        if (origin.startsWith("bundled:")) {
            return bundled(origin.substring("bundled:".length()));
        }
        Path path = Path.of(origin);
        if (Files.isDirectory(path)) {
            throw new IOException(path + " is a directory");
        }
        return parse(
                path.getFileName().toString().replaceFirst("\\.[a-z]+$", ""),
                origin,
                Files.readAllBytes(path),
                options);
    }

    static Corpus bundled(String name) throws IOException {
        try (InputStream in = Corpus.class.getResourceAsStream("corpora/" + name)) {
            if (in == null) {
                throw new IOException("bundled corpus " + name + " is missing from the jar");
            }
            return parse(
                    name.replaceFirst("\\.[a-z]+$", ""), "bundled:" + name, in.readAllBytes(), ReadOptions.DEFAULT);
        }
    }

    /** Each line decoded on its own (a line that is not UTF-8 is an error, the rest are read). */
    private static Corpus parse(String name, String origin, byte[] bytes, ReadOptions options) throws IOException {
        List<PuzzleEntry> puzzles = new ArrayList<>();
        List<ParseError> errors = new ArrayList<>();
        PuzzleReader.read(new ByteArrayInputStream(bytes), origin, options, (ParsedLine parsed) -> {
            if (parsed instanceof PuzzleEntry e) {
                puzzles.add(e);
            } else {
                errors.add((ParseError) parsed);
            }
        });
        List<String> attribution = new ArrayList<>();
        for (String l : new String(bytes, StandardCharsets.UTF_8).split("\n")) {
            if (!l.startsWith("#")) {
                break;
            }
            attribution.add(l.substring(1).trim());
        }
        return new Corpus(
                name, origin, sha256(bytes), List.copyOf(attribution), List.copyOf(puzzles), List.copyOf(errors));
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
