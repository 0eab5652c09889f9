package org.sudokulab.board;

import java.util.Locale;

/** What placing a digit does to a board ({@link Moves#check}), and why. */
public record MoveVerdict(Kind kind, String reason) {
    /** From "not allowed" to "right". */
    public enum Kind {
        /** The board broke a rule before the move: nothing placed on it can be right. */
        BROKEN,
        /** The cell already holds a digit. */
        FILLED,
        /** The digit breaks a rule at once: its row, column, region or cage has it, or the cage sum fails. */
        CONFLICT,
        /** Legal, but the board has no solution with it. */
        UNSOLVABLE,
        /** The search stopped (timeout, cancellation) before it could tell. */
        UNKNOWN,
        /** The puzzle is unique and this is its solution's digit. */
        CORRECT,
        /** The puzzle has several solutions and one of them has this digit there. */
        SOLVABLE
    }

    /** {@code correct: 3 at r1c1 keeps ...}: the kind in lower case, then the reason. */
    @Override
    public String toString() {
        return kind.name().toLowerCase(Locale.ROOT) + ": " + reason;
    }
}
