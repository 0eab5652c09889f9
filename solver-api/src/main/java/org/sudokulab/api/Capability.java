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

    private static final Capability[] ALL = values();

    /** The capabilities a backend needs for this puzzle (counting aside). */
    public static Set<Capability> requiredBy(Puzzle puzzle) {
        Set<Capability> needed = EnumSet.noneOf(Capability.class);
        for (Capability c : ALL) {
            if (c.neededFor(puzzle, 1)) {
                needed.add(c);
            }
        }
        return needed;
    }

    /** Whether a count of {@code puzzle} up to {@code limit} needs this capability (the one rule for both). */
    private boolean neededFor(Puzzle puzzle, long limit) {
        return switch (this) {
            case BOXES -> !puzzle.geometry().isJigsaw();
            case JIGSAW -> puzzle.geometry().isJigsaw();
            case KILLER -> puzzle.isKiller();
            case COUNT -> limit > 1;
            case LARGE -> puzzle.size() > 9;
        };
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
        // No set is built unless one is missing: a backend that answers into a buffer allocates nothing per call.
        Set<Capability> missing = null;
        for (Capability c : ALL) {
            if (c.neededFor(puzzle, limit) && !has.contains(c)) {
                if (missing == null) {
                    missing = EnumSet.noneOf(Capability.class);
                }
                missing.add(c);
            }
        }
        if (missing != null) {
            throw new UnsupportedPuzzleException("backend " + backend.id() + " does not support " + missing
                    + " (puzzle: " + puzzle.geometry().describe() + (puzzle.isKiller() ? ", killer" : "") + ")");
        }
    }
}
