package org.sudokulab.cli.census;

import org.sudokulab.census.BandTable;

/** What {@code census bands} prints without --json. */
final class BandsText {
    private BandsText() {}

    static void print(BandTable t, Lines out) {
        out.line("top-band completions with the first box fixed: %,d (= 56 * 6^6 = %,d)", t.topBands(), 56L * 46_656);
        out.line(
                "lexicographically reduced (columns in boxes 2 and 3 sorted by their top digit, box 2 before "
                        + "box 3): %,d",
                t.reducedBands());
        if (t.orbits() == null) {
            return;
        }
        out.line("classes under permutations of the boxes, of the columns in each box and of the rows: %d", t.orbits());
        out.line(
                "classes with equal completion counts: %d (size among the %,d reduced bands, how many of the %d "
                        + "classes",
                t.classes().size(), t.reducedBands(), t.orbits());
        out.line("above it joins, completions C of each band, and C / 72, the completions with bands 2 and 3 "
                + "reduced)");
        for (BandTable.Row r : t.classes()) {
            out.line(
                    "  size %5d  joins %3d  C %,16d  C/72 %,13d",
                    r.size(), r.orbits(), r.completions(), r.completionsPer72());
        }
        out.line(
                "sizes sum to %,d; the band 123456789/456789123/789123456 has %,d completions",
                t.sizesSum(), t.exampleCompletions());
        out.line("total: 9! * sum over top bands of C = %,d grids", t.grids());
    }
}
