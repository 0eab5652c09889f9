package org.sudokulab.cli.census;

import org.sudokulab.census.UnavoidableSets;

/** What {@code census unavoidable} prints without --json. */
final class UnavoidableText {
    private UnavoidableText() {}

    static void print(UnavoidableSets.Verified v, Lines out) {
        for (String set : v.sets()) {
            out.line("%d: %s", set.split(" ").length, set);
        }
        out.line(
                "%d minimal unavoidable sets with at most %d cells (by size: %s), each verified with %s",
                v.sets().size(), v.maxSize(), v.bySize(), v.backend());
    }
}
