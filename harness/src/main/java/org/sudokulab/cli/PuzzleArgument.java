package org.sudokulab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;
import picocli.CommandLine;

/** A puzzle given on the command line: a file (its first puzzle) or the puzzle text itself. */
public final class PuzzleArgument {
    private PuzzleArgument() {}

    /** The puzzle, or a usage error for {@code label} (PUZZLE, GRID, --board) saying what is wrong with it. */
    public static Puzzle read(String arg, ReadOptions options, CommandLine.Model.CommandSpec spec, String label) {
        try {
            return read(arg, options);
        } catch (IOException | IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), label + ": " + e.getMessage());
        }
    }

    /** A '/' or a puzzle file's extension never ends a puzzle line (JSON aside), so the user meant a file. */
    private static boolean looksLikeAPath(String arg) {
        return !arg.startsWith("{")
                && (arg.contains("/") || arg.matches("(?i).*\\.(txt|tsv|csv|json|jsonl|sdk|sdm)(\\.gz)?"));
    }

    static Puzzle read(String arg, ReadOptions options) throws IOException {
        Path path = Path.of(arg.length() < 200 ? arg : ".");
        if (arg.length() < 200 && Files.isRegularFile(path)) {
            for (ParsedLine line : PuzzleReader.readFile(path, options)) {
                if (line instanceof PuzzleEntry e) {
                    return e.puzzle();
                }
                throw new IllegalArgumentException(line.toString());
            }
            throw new IllegalArgumentException(arg + ": no puzzle in the file");
        }
        if (looksLikeAPath(arg)) {
            throw new IllegalArgumentException(arg + ": " + PuzzleReader.reason(new NoSuchFileException(arg)));
        }
        return PuzzleReader.parseOne(arg, options).puzzle();
    }
}
