package org.sudokulab.api.io;

/** One non-blank, non-comment input line: a puzzle or the reason it could not be read. */
public sealed interface ParsedLine permits PuzzleEntry, ParseError {
    /** File name, or {@code <stdin>}. */
    String source();

    /** 1-based line number. */
    int line();
}
