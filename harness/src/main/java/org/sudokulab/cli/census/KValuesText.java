package org.sudokulab.cli.census;

import java.util.Map;
import java.util.SortedSet;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.census.SmallBoards;
import org.sudokulab.cli.Ranges;
import org.sudokulab.generator.KSurvey;

/** What {@code census ksudoku} prints without --json. */
final class KValuesText {
    private KValuesText() {}

    static void print(Object result, Lines out, Geometry g) {
        if (result instanceof SmallBoards.KValues k) {
            out.line(
                    "%s: solution counts of every board with a solution: %s",
                    k.geometry().describe(), k.counts());
            out.line("smallest k no board has: %d", k.smallestMissing());
            for (Map.Entry<Integer, Puzzle> e : k.witness().entrySet()) {
                out.line("k=%d: %s", e.getKey(), e.getValue().givensLine());
            }
            for (Map.Entry<Integer, SortedSet<Integer>> e : k.byClues().entrySet()) {
                out.line("%2d clues: %s", e.getKey(), e.getValue());
            }
            return;
        }
        KSurvey.Result r = (KSurvey.Result) result;
        out.line(
                "%s: k in 1..%d reached by removal paths: %d of %d (%d paths, %,d counts; stopped by: %s)",
                g.describe(), r.to(), r.found().size(), r.to(), r.paths(), r.counts(), r.stoppedBy());
        out.line(
                "smallest k not reached: %s",
                r.missing().isEmpty()
                        ? "none up to " + r.to()
                        : r.firstMissing() + " (not reached is not impossible: the survey samples; missing: "
                                + Ranges.of(r.missing()) + ")");
    }
}
