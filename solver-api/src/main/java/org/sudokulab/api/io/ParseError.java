package org.sudokulab.api.io;

/** A line that could not be read: where (file, 1-based line and column) and what was expected. */
public record ParseError(String source, int line, int column, String message) implements ParsedLine {
    @Override
    public String toString() {
        return source + ":" + line + ":" + column + ": " + message;
    }
}
