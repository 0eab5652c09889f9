package org.sudokulab.census;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The 9x9 top bands behind the grid count: the completions with the first box fixed (2,612,736), the
 * lexicographically reduced ones (36,288), their classes under box, column and row permutations (416), and
 * the 44 classes of equal completion counts, each with its size among the reduced bands, how many of the 416
 * it joins, and its completions C (and C / 72, with bands 2 and 3 reduced as well). Null figures: stopped.
 */
public record BandTable(
        long topBands,
        long reducedBands,
        Integer orbits,
        List<Row> classes,
        long sizesSum,
        long exampleCompletions,
        BigInteger grids) {

    /** One class of equal completion counts. */
    public record Row(long size, long orbits, long completions, long completionsPer72) {}

    /** The band 123456789/456789123/789123456, whose completion count the literature quotes. */
    private static final int[][] EXAMPLE = {
        {0, 1, 2, 3, 4, 5, 6, 7, 8}, {3, 4, 5, 6, 7, 8, 0, 1, 2}, {6, 7, 8, 0, 1, 2, 3, 4, 5}
    };

    /** The whole table once this JVM has made it: a constant (3 s to make in one JVM), asked again by text and JSON alike. */
    private static volatile BandTable whole;

    public static BandTable of(BooleanSupplier stop) {
        BandTable known = whole;
        return known != null ? known : make(stop);
    }

    private static BandTable make(BooleanSupplier stop) {
        BandCount counter = new BandCount();
        BandCount.Result r = counter.count(stop);
        List<BandOrbits.Orbit> orbits = stop.getAsBoolean() ? null : BandOrbits.of(counter, stop);
        if (orbits == null) {
            return new BandTable(r.topBands(), r.reducedBands(), null, List.of(), 0, 0, null);
        }
        List<Row> rows = new ArrayList<>();
        long sizes = 0;
        for (BandCount.BandClass c : r.classes()) {
            long size = BandCount.Result.reducedSize(c);
            long joined = orbits.stream()
                    .filter(o -> o.completions() == c.completions())
                    .count();
            sizes += size;
            rows.add(new Row(size, joined, c.completions(), c.completions() / 72));
        }
        whole = new BandTable(
                r.topBands(), r.reducedBands(), orbits.size(), rows, sizes, counter.completions(EXAMPLE), r.grids());
        return whole;
    }
}
