package org.sudokulab.api.io;

import java.util.Optional;
import java.util.OptionalLong;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;

/**
 * A puzzle with what is known of its answer: an expected solution count and solution (golden lines,
 * {@code counts/*.tsv}, JSON {@code count}/{@code solution}, or what a generator proved), an id and a
 * difficulty if it had them, and where it came from ({@code source} and 1-based {@code line}; generated
 * entries name the generator and their number).
 */
public record PuzzleEntry(
        String source,
        int line,
        Optional<String> id,
        Puzzle puzzle,
        OptionalLong expectedCount,
        Optional<Grid> expectedSolution,
        Optional<String> difficulty)
        implements ParsedLine {

    /** An entry read without a difficulty. */
    public PuzzleEntry(
            String source,
            int line,
            Optional<String> id,
            Puzzle puzzle,
            OptionalLong expectedCount,
            Optional<Grid> expectedSolution) {
        this(source, line, id, puzzle, expectedCount, expectedSolution, Optional.empty());
    }

    /** A puzzle made by {@code source} (its {@code number}-th), with the count and unique solution it proved. */
    public static PuzzleEntry made(
            String source, int number, Puzzle puzzle, OptionalLong count, Optional<Grid> solution) {
        return new PuzzleEntry(source, number, Optional.empty(), puzzle, count, solution);
    }

    /** The same entry with a difficulty (the effort of its uniqueness proof, say). */
    public PuzzleEntry withDifficulty(String newDifficulty) {
        return new PuzzleEntry(source, line, id, puzzle, expectedCount, expectedSolution, Optional.of(newDifficulty));
    }
}
