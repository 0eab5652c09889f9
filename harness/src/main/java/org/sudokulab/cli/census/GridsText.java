package org.sudokulab.cli.census;

import java.util.Arrays;
import java.util.Comparator;
import org.sudokulab.census.GridCount;
import org.sudokulab.census.TwoBandCount;

/** What {@code census grids} prints without --json. */
final class GridsText {
    private GridsText() {}

    static void print(GridsCommand.Report report, long seed, Lines out) {
        if (report.recheck() != null) {
            printRecheck(report.recheck(), seed, out);
        } else if (report.projection() != null) {
            printProjection(report.projection(), report.cores(), seed, out);
        } else {
            print(report.count(), out);
        }
    }

    private static void printRecheck(TwoBandCount.Recheck r, long seed, Lines out) {
        long differ = r.classes().stream().filter(c -> !c.agrees()).count();
        out.line(
                "%d of the %,d classes journaled from line %d on (drawn at random, seed %d) counted again by the "
                        + "meet in the middle%s: %d the same, %d different",
                r.classes().size(),
                r.candidates(),
                r.from(),
                seed,
                r.classes().size() < r.drawn() ? " (stopped)" : "",
                r.classes().size() - differ,
                differ);
        for (TwoBandCount.Rechecked c : r.classes()) {
            out.line(
                    "  line %,7d  %7.2f s  N %,28d  %s",
                    c.line(),
                    c.counted().seconds(),
                    c.journaled(),
                    c.agrees()
                            ? "the same"
                            : "DIFFERENT: counted " + c.counted().bands());
        }
    }

    private static void printProjection(TwoBandCount.Projection p, int cores, long seed, Lines out) {
        out.line(
                "an estimate, not a count: %d of the %,d signature classes drawn at random (seed %d) and "
                        + "counted%s; %,d taken from the journal",
                p.sample().size(), p.classes(), seed, p.complete() ? "" : " (stopped)", p.known());
        p.sample().stream()
                .sorted(Comparator.comparingDouble(TwoBandCount.SampledClass::seconds))
                .forEach(c -> out.line("  %7.2f s  N %,28d  signatures %,22d", c.seconds(), c.bands(), c.signatures()));
        double[] seconds = p.sample().stream()
                .mapToDouble(TwoBandCount.SampledClass::seconds)
                .sorted()
                .toArray();
        if (seconds.length > 0) {
            out.line(
                    "seconds a class (each timed where it ran, %d at once): median %.2f, mean %.2f, p90 %.2f, "
                            + "max %.2f",
                    cores,
                    seconds[seconds.length / 2],
                    Arrays.stream(seconds).average().orElseThrow(),
                    seconds[(int) Math.min(seconds.length - 1, Math.ceil(0.9 * seconds.length) - 1)],
                    seconds[seconds.length - 1]);
        }
        TwoBandCount.Tables t = p.tables();
        if (t != null) {
            out.line(
                    "shared halves: the classes' splits need %,d tables; %,d made for the sample (%,d states, %.0f s); "
                            + "all %,d ~%.1f core-hours (Horvitz-Thompson, standard error %.1f); the seconds above are the "
                            + "joins' (with --tables, and their tables' reading)",
                    t.planned(),
                    t.made().size(),
                    t.made().stream().mapToLong(TwoBandCount.TableMade::states).sum(),
                    t.seconds(),
                    t.planned(),
                    t.projectedSeconds() / 3600,
                    t.projectedError() / 3600);
        }
        out.line("grids ~%.4e (relative standard error %.1f %%)", p.grids(), 100 * p.relativeError());
        double hours = p.coreSecondsLeft() / 3600;
        out.line(
                "the %,d classes left: ~%.0f core-hours; ~%.1f h on the %d cores here, ~%.1f h on 100 cores",
                p.classes() - p.known(), hours, hours / cores, cores, hours / 100);
    }

    private static void print(GridCount c, Lines out) {
        String shape = c.geometry().describe();
        if (!c.complete()) {
            out.line(
                    "%s: at least %,d completed grids (stopped%s)",
                    shape,
                    c.grids(),
                    c.classesCounted() == null
                            ? ""
                            : " with " + c.classesCounted() + " of the " + c.classes() + " signature classes counted");
        } else if (c.topBands() != null) {
            out.line(
                    "%s: %,d completed grids, by band signatures (%,d top bands with the first box fixed, %d "
                            + "classes)",
                    shape, c.grids(), c.topBands(), c.classes());
        } else {
            out.line(
                    "%s: %,d completed grids, by band signatures (two bands: %,d signatures of a band in %d "
                            + "classes)",
                    shape, c.grids(), c.signatures(), c.classes());
        }
        if (c.enumerated() != null) {
            int n = c.geometry().size();
            out.line(
                    "%s: %,d by enumeration (%,d over the first row 1..%d, times %d!): the same",
                    shape, c.enumerated(), c.enumeratedOverFirstRow(), n, n);
        }
    }
}
