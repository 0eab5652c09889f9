package org.sudokulab.cli.census;

import org.sudokulab.census.MinClueProof;
import org.sudokulab.census.SmallBoards;

/** What {@code census min-clues} prints without --json. */
final class MinCluesText {
    private MinCluesText() {}

    static void print(Object result, Lines out) {
        if (result instanceof SmallBoards.MinClues m) {
            out.line(
                    "%s, exhaustive over every restriction of all %d grids",
                    m.geometry().describe(), m.grids());
            out.line(
                    "minimum clues of a unique puzzle: %d (example %s)",
                    m.minimum(), m.example().givensLine());
            out.line("unique puzzles by clue count: %s", m.uniqueByClues());
            out.line("minimal unique puzzles: %,d; by clue count: %s", m.minimal(), m.minimalByClues());
            out.line("essentially different minimal puzzles: %d", m.essentiallyDifferentMinimal());
            return;
        }
        MinClueProof.Minimum m = (MinClueProof.Minimum) result;
        out.line(
                "%s: %d essentially different grids (canonical forms of the %,d grids with first row 1..%d, %d "
                        + "geometric "
                        + "symmetries)",
                m.geometry().describe(),
                m.classes(),
                m.gridsSeen(),
                m.geometry().size(),
                m.symmetries());
        for (MinClueProof.Step s : m.steps()) {
            out.line(
                    "%d clues: %,d minimal unavoidable sets (<= %d cells) over %d grids, %,d hitting sets "
                            + "counted by %s, "
                            + "%d unique (%d ms)",
                    s.clues(),
                    s.unavoidableSets(),
                    m.maxSetSize(),
                    m.classes(),
                    s.hittingSetsCounted(),
                    m.backend(),
                    s.unique(),
                    s.millis());
        }
        if (m.minimum() != null) {
            out.line(
                    "minimum clues: %d; no puzzle with %d clues is unique (all %d classes checked)",
                    m.minimum(), m.minimum() - 1, m.classes());
            out.line(
                    "witness with %d clues: %s (recounted: %d solution)",
                    m.minimum(), m.witness().givensLine(), m.witnessCount());
        }
    }
}
