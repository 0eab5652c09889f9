package org.sudokulab.bench.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.sudokulab.bench.pages.Format;
import org.sudokulab.bench.pages.Html;
import org.sudokulab.bench.pages.Svg;
import org.sudokulab.bench.run.RunRecord;

/** The text of {@code study hardness}: study.md and study.html, from {@link HardnessStudy.Figures}. */
final class HardnessReport {
    static final String METHOD = "Each board is proven unique or not (count to 2) by every backend; a Latin "
            + "square (qwh, qcp) is solved: a completion found, or none proven. Time is the "
            + "call's wall time in ms; a call that hit the timeout counts as the timeout, so a median at the timeout "
            + "is a lower bound. Effort is each backend's own first counter (nodes, decisions, ...), comparable along "
            + "one backend's curve only. A peak is the g of the highest median time (p90 ms: 90th percentile; effort: "
            + "median effort); its 95 % interval "
            + "comes from resampling the boards of every g (500 times) and finding the peak again. Below a "
            + "millisecond, times carry the JIT's and the machine's noise: the effort's peak is the steadier. Holes: cells kept from a "
            + "random grid, always solvable. Partial: cells filled at random without breaking a rule, solvable or not. "
            + "qwh and qcp are the same two on Latin squares (1 x n boxes), the settings these come from: quasigroups "
            + "with holes (Achlioptas et al. 2000; a Latin square drawn by Jacobson and Matthews' chain, holes punched "
            + "uniformly) and quasigroup completion (Gomes and Selman 1997; symbols placed at random with forward "
            + "checking). On the Latin squares g is the cells pre-assigned: holes are n^2 - g.";

    private HardnessReport() {}

    static String markdown(RunRecord report, HardnessStudy.Figures f) {
        StringBuilder md = new StringBuilder(
                StudyPage.heading(report, "hardness against the number of givens", HardnessStudy.NAME, METHOD));
        md.append("\n## Where the cost peaks\n\n| setting | board | backend | measure | peak at g | 95 % CI of g "
                + "| share of cells given | median there |\n|---|---|---|---|---:|---:|---:|---:|\n");
        for (HardnessStudy.Peak p : f.peaks()) {
            md.append(String.format(
                    Locale.ROOT,
                    "| %s | %dx%d | %s | %s | %d | [%.0f, %.0f] | %.2f | %s |%n",
                    p.kind(),
                    p.size(),
                    p.size(),
                    p.backend(),
                    p.measure(),
                    p.givens(),
                    p.place().low(),
                    p.place().high(),
                    (double) p.givens() / (p.size() * p.size()),
                    p.measure().endsWith("ms")
                            ? Format.ms(p.median())
                            : String.format(Locale.ROOT, "%.0f", p.median())));
        }
        for (HardnessStudy.Published p : HardnessStudy.PUBLISHED) {
            if (f.peaks().stream().anyMatch(peak -> peak.kind().equals(p.kind()))) {
                md.append(String.format(
                        Locale.ROOT,
                        "%nPublished, %s: share of cells given %.2f (%s).%n",
                        p.kind(),
                        p.shareGiven(),
                        p.source()));
            }
        }
        for (Map.Entry<String, List<HardnessStudy.Point>> curve : curves(f).entrySet()) {
            List<HardnessStudy.Point> points = curve.getValue();
            HardnessStudy.Point first = points.get(0);
            md.append("\n## ")
                    .append(title(first))
                    .append("\n\n| g | boards | solvable | unique |\n|---:|---:|---:|---:|\n");
            for (HardnessStudy.Share s : f.shares()) {
                if (s.kind().equals(first.kind()) && s.size() == first.size()) {
                    md.append(String.format(
                            Locale.ROOT,
                            "| %d | %d | %s | %s |%n",
                            s.givens(),
                            s.boards(),
                            share(s.solvable(), s.decided()),
                            s.unique() == null ? "not asked" : share(s.unique(), s.decided())));
                }
            }
            md.append("\n| g | backend | boards | answered | median ms | 95 % CI | p90 ms | median effort | p90 effort "
                    + "|\n|---:|---|---:|---:|---:|---:|---:|---:|---:|\n");
            for (HardnessStudy.Point p : points) {
                md.append(String.format(
                        Locale.ROOT,
                        "| %d | %s | %d | %d | %s | [%s, %s] | %s | %s | %s |%n",
                        p.givens(),
                        p.backend(),
                        p.boards(),
                        p.answered(),
                        Format.ms(p.medianMillis().estimate()),
                        Format.ms(p.medianMillis().low()),
                        Format.ms(p.medianMillis().high()),
                        Format.ms(p.p90Millis()),
                        p.medianEffort() == null ? "" : String.format(Locale.ROOT, "%.0f", p.medianEffort()),
                        p.p90Effort() == null ? "" : String.format(Locale.ROOT, "%.0f", p.p90Effort())));
            }
        }
        return md.toString();
    }

    /** A curve's heading in both pages: its setting and board, "holes, 9x9". */
    private static String title(HardnessStudy.Point first) {
        return first.kind() + ", " + first.size() + "x" + first.size();
    }

    private static String share(int part, int of) {
        return of == 0 ? "" : String.format(Locale.ROOT, "%d (%.0f %%)", part, 100.0 * part / of);
    }

    /** The points per setting and board size, in g order per backend. */
    private static Map<String, List<HardnessStudy.Point>> curves(HardnessStudy.Figures f) {
        Map<String, List<HardnessStudy.Point>> curves = new LinkedHashMap<>();
        for (HardnessStudy.Point p : f.points()) {
            curves.computeIfAbsent(p.kind() + " " + p.size(), k -> new ArrayList<>())
                    .add(p);
        }
        return curves;
    }

    /** study.html: per setting and board, median time against g on a log axis, one line per backend, peaks marked. */
    static String html(RunRecord report, HardnessStudy.Figures f) {
        StringBuilder h = new StringBuilder(Html.head("sudokulab study: hardness"));
        h.append("<h1>Study: hardness against the number of givens</h1>\n<p>")
                .append(Svg.esc(METHOD))
                .append("</p>\n");
        for (Map.Entry<String, List<HardnessStudy.Point>> curve : curves(f).entrySet()) {
            h.append("<h2>").append(Svg.esc(title(curve.getValue().get(0)))).append("</h2>\n");
            h.append(chart(curve.getValue(), f.peaks()));
        }
        return h.append("</body>\n</html>\n").toString();
    }

    private static String chart(List<HardnessStudy.Point> points, List<HardnessStudy.Peak> peaks) {
        HardnessStudy.Point first = points.get(0);
        int cells = first.size() * first.size();
        List<StudyPage.Dot> dots = points.stream()
                .map(p -> new StudyPage.Dot(p.backend(), p.givens(), p.medianMillis()))
                .toList();
        List<StudyPage.Mark> marks = peaks.stream()
                .filter(p -> p.measure().equals("ms") && p.kind().equals(first.kind()) && p.size() == first.size())
                .map(p -> new StudyPage.Mark(
                        p.backend(),
                        p.givens(),
                        p.median(),
                        String.format(
                                Locale.ROOT,
                                "%s peak: g = %d [%.0f, %.0f]",
                                p.backend(),
                                p.givens(),
                                p.place().low(),
                                p.place().high())))
                .toList();
        List<Integer> ticks = new java.util.ArrayList<>();
        for (int g = 0; g <= cells; g += Math.max(1, cells / 8)) {
            ticks.add(g);
        }
        return StudyPage.chart(
                "median time against the number of givens", "cells given (g)", dots, 0, cells, ticks, marks);
    }
}
