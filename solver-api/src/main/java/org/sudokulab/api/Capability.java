package org.sudokulab.api;

import java.util.EnumSet;
import java.util.Set;

/** What a backend can handle. A puzzle requires the capabilities of {@link #requiredBy(Puzzle)}. */
public enum Capability {
    /** Rectangular boxes of r x c (every n = r*c). */
    BOXES,
    /** Jigsaw regions. */
    JIGSAW,
    /** Killer cages (distinct digits, fixed sum). */
    KILLER,
    /** Exact counting up to a limit. */
    COUNT,
    /** Boards larger than 9x9. */
    LARGE;

    /** The capabilities a backend needs for this puzzle (counting aside). */
    public static Set<Capability> requiredBy(Puzzle puzzle) {
        Set<Capability> needed = EnumSet.noneOf(Capability.class);
        needed.add(puzzle.geometry().isJigsaw() ? JIGSAW : BOXES);
        if (puzzle.isKiller()) {
            needed.add(KILLER);
        }
        if (puzzle.size() > 9) {
            needed.add(LARGE);
        }
        return needed;
    }

    /**
     * Checks a call before the search: {@code limit} must be at least 1 (solve is limit 1), and
     * {@code backend} must have every capability the puzzle needs, plus {@link #COUNT} when the limit is
     * above 1; otherwise an {@link UnsupportedPuzzleException}. Backends call it first thing.
     */
    public static void check(SolverBackend backend, Puzzle puzzle, long limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("count limit must be >= 1, got " + limit);
        }
        Set<Capability> has = backend.capabilities();
        // Asked before building any set: a backend that answers into a buffer allocates nothing per call.
        if (has.contains(puzzle.geometry().isJigsaw() ? JIGSAW : BOXES)
                && (!puzzle.isKiller() || has.contains(KILLER))
                && (puzzle.size() <= 9 || has.contains(LARGE))
                && (limit <= 1 || has.contains(COUNT))) {
            return;
        }
        Set<Capability> missing = requiredBy(puzzle);
        if (limit > 1) {
            missing.add(COUNT);
        }
        missing.removeAll(has);
        if (!missing.isEmpty()) {
            throw new UnsupportedPuzzleException("backend " + backend.id() + " does not support " + missing
                    + " (puzzle: " + puzzle.geometry().describe() + (puzzle.isKiller() ? ", killer" : "") + ")");
        }
    }
}
