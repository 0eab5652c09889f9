package org.sudokulab.cli.census;

import org.sudokulab.census.MinimalPuzzles;

/** What {@code census minimal} prints without --json. */
final class MinimalText {
    private MinimalText() {}

    static void print(MinimalPuzzles m, Lines out) {
        if (m.exhaustive()) {
            out.line(
                    "all %d minimal unique puzzles of %s (by clue count: %s)",
                    m.count(), m.grid().toLine(), m.byClues());
        } else {
            out.line(
                    "%d distinct minimal unique puzzles of %s in %d random removal orders (by clue count: %s); "
                            + "a sample",
                    m.count(), m.grid().toLine(), m.tried(), m.byClues());
        }
        if (m.puzzles() != null) {
            m.puzzles().forEach(p -> out.line("%s", p.givensLine()));
        }
    }
}
