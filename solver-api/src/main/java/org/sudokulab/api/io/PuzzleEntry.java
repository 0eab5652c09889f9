package org.sudokulab.api.io;

import java.util.Optional;
import java.util.OptionalLong;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;

/**
 * A puzzle read from a line, with what the line says about its answer: an expected solution count and
 * solution (golden lines, {@code counts/*.tsv}, JSON {@code count}/{@code solution}) and an id if it had one.
 */
public record PuzzleEntry(String source, int line, Optional<String> id, Puzzle puzzle,
                          OptionalLong expectedCount, Optional<Grid> expectedSolution) implements ParsedLine {
}
