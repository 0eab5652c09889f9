package org.sudokulab.testkit;

import org.sudokulab.api.io.PuzzleEntry;

/** A golden line: a puzzle with its exact solution count (and solution when unique), and its description. */
public record GoldenLine(String description, boolean hard, PuzzleEntry entry) {
    public long count() {
        return entry.expectedCount().orElseThrow();
    }

    @Override
    public String toString() {
        return "line " + entry.line() + ": " + description;
    }
}
