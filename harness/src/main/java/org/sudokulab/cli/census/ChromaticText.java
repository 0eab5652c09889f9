package org.sudokulab.cli.census;

import org.sudokulab.census.Chromatic;

/** What {@code census chromatic} prints without --json. */
final class ChromaticText {
    private ChromaticText() {}

    static void print(Chromatic.Checked c, Lines out) {
        out.line("P(k) = %s", c.polynomial());
        c.values().forEach((k, v) -> out.line("P(%d) = %,d", k, v));
        int n = c.board().size();
        out.line("completions counted by %s: %,d (equal to P(%d))", c.backend(), c.counted(), n);
    }
}
