package org.sudokulab.cli.census;

import org.sudokulab.census.BurnsideByClasses;
import org.sudokulab.census.EssentialGrids;

/** What {@code census classes} prints without --json. */
final class ClassesText {
    private ClassesText() {}

    static void print(ClassesCommand.Report report, Integer walks, Lines out) {
        if (report.projection() != null) {
            printProjection(report.projection(), walks, out);
            return;
        }
        BurnsideByClasses.Table t = report.burnside();
        String shape = t.geometry().describe();
        if (t.allGrids() == null) {
            out.line("%s: stopped while counting all grids (the identity's term): no total", shape);
            return;
        }
        out.line(
                "%s: %d conjugacy classes in the %,d geometric symmetries; A = the grids with box 1 fixed that "
                        + "one of",
                shape, t.conjugacyClasses(), t.groupOrder());
        out.line(
                "the class maps to a relabelling of themselves (the identity: all grids / %d!). The classes with "
                        + "A > 0:",
                t.geometry().size());
        for (BurnsideByClasses.Term term : t.nonZero()) {
            out.line("  size %,10d  A %,31d  %s", term.size(), term.invariant(), term.element());
        }
        if (t.essentiallyDifferent() != null) {
            out.line(
                    "sum of size * A: %,d; / %,d = %,d essentially different grids",
                    t.sum(), t.groupOrder(), t.essentiallyDifferent());
        } else {
            out.line("stopped with %d of the %d classes counted: no total", t.classesCounted(), t.conjugacyClasses());
        }
        EssentialGrids.TwoWays e = report.enumerated();
        if (e != null && e.complete()) {
            out.line(
                    "%s: %d essentially different grids by canonical forms (of %,d grids with first row 1..%d "
                            + "under %d geometric symmetries and relabelling): the same",
                    shape, e.canonicalForms(), e.gridsSeen(), t.geometry().size(), e.symmetries());
            out.line(
                    "%s: %d by Burnside's lemma grid by grid (fixed grids summed over the group: %,d; group "
                            + "order %,d; over %,d grids)",
                    shape, e.burnside(), e.fixedSum(), e.groupOrder(), e.grids());
        }
    }

    /** The classes whose search would visit at least a million nodes, then the sums. */
    private static void printProjection(BurnsideByClasses.Projection p, int walks, Lines out) {
        long exact = p.classes().stream()
                .filter(BurnsideByClasses.ClassEstimate::exact)
                .count();
        out.line(
                "%s: an estimate, not a count (%d random walks per class); %d of the %d classes exact (the "
                        + "identity and the journal's)",
                p.geometry().describe(), walks, exact, p.classes().size());
        out.line("the classes whose search would visit a million nodes or more, largest first:");
        int small = 0;
        for (BurnsideByClasses.ClassEstimate e : p.classes()) {
            if (e.exact()) {
                continue;
            }
            if (e.nodes() < 1e6) {
                small++;
                continue;
            }
            out.line("  size %,7d  A ~%.3e  nodes ~%.3e  %s", e.size(), e.grids(), e.nodes(), e.element());
        }
        out.line("%d other classes estimated under a million nodes each", small);
        out.line("essentially different grids ~%.6e; search nodes left ~%.3e", p.essentiallyDifferent(), p.nodesLeft());
    }
}
