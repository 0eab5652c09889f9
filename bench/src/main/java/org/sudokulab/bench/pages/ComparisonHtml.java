package org.sudokulab.bench.pages;

import java.util.List;
import java.util.Locale;
import java.util.function.DoubleUnaryOperator;
import org.sudokulab.bench.evidence.Comparison;
import org.sudokulab.bench.evidence.Paired;

/**
 * compare.html: the report's style, the answers that changed, what did not match, the changes of time and of memory
 * as tables and as charts with whiskers, and the settings that differ.
 */
final class ComparisonHtml {
    private ComparisonHtml() {}

    static String page(Comparison c) {
        StringBuilder h = new StringBuilder(Html.head("sudokulab bench compare"));
        h.append("<h1>sudokulab bench compare</h1>\n<ul>\n<li>A: <code>")
                .append(Svg.esc(c.a().dir().toString()))
                .append("</code>, created ")
                .append(Svg.esc(c.a().created()))
                .append("</li>\n<li>B: <code>")
                .append(Svg.esc(c.b().dir().toString()))
                .append("</code>, created ")
                .append(Svg.esc(c.b().created()))
                .append("</li>\n</ul>\n");
        if (c.settingsDiffer()) {
            h.append("<p class=\"partial\">The runs' settings differ (see below); their times are compared all the "
                    + "same.</p>\n");
        }
        h.append("<h2>Answers that changed</h2>\n");
        if (c.changes().isEmpty()) {
            h.append("<p>None: no WRONG in either run, and every matched puzzle has the same outcome and count.</p>\n");
        } else {
            h.append("<table class=\"wrong\"><tr><th>backend</th><th>corpus</th><th>puzzle</th><th>line</th>"
                    + "<th>A</th><th>B</th></tr>\n");
            for (Comparison.Change ch : c.changes()) {
                h.append(row(
                        ch.backend(),
                        ch.corpus(),
                        Integer.toString(ch.puzzle()),
                        Integer.toString(ch.line()),
                        ch.before(),
                        ch.after()));
            }
            h.append("</table>\n");
        }
        h.append("<h2>Not matched</h2>\n<ul>\n");
        if (c.unmatched().isEmpty()) {
            h.append("<li>Every backend, corpus and puzzle of one run is in the other.</li>\n");
        }
        c.unmatched().forEach(u -> h.append("<li>").append(Svg.esc(u)).append("</li>\n"));
        h.append("</ul>\n<h2>Times</h2>\n<p>Noise threshold ")
                .append(ComparisonReport.percent(c.threshold()))
                .append(". ")
                .append(Svg.esc(ComparisonReport.VERDICT_NOTE))
                .append("</p>\n")
                .append(table("times", c.times()))
                .append(chart(c, c.times(), "time"));
        h.append("<h2>Memory per call</h2>\n");
        if (c.memory().isEmpty()) {
            h.append("<p>Not measured in both runs.</p>\n");
        } else {
            h.append("<p>")
                    .append(Svg.esc(ComparisonReport.MEMORY_NOTE))
                    .append("</p>\n")
                    .append(table("memory", c.memory()))
                    .append(chart(c, c.memory(), "memory"));
        }
        h.append("<h2>Settings and environment that differ</h2>\n");
        if (c.differences().isEmpty()) {
            h.append("<p>None.</p>\n");
        } else {
            h.append("<table><tr><th></th><th>key</th><th>A</th><th>B</th></tr>\n");
            c.differences().forEach(d -> h.append(row(d.what(), d.key(), d.a(), d.b())));
            h.append("</table>\n");
        }
        return h.append("</body>\n</html>\n").toString();
    }

    /** The table of a figure's changes, a row each, coloured by verdict. */
    private static String table(String kind, List<Comparison.FigureChange> changes) {
        StringBuilder h = new StringBuilder("<table class=\"" + kind + "\"><tr><th>backend</th><th>corpus</th>"
                + "<th>puzzles</th><th>JVMs</th><th>median A</th><th>median B</th><th>change</th><th>95 % CI</th>"
                + "<th>p</th><th>verdict</th></tr>\n");
        for (Comparison.FigureChange x : changes) {
            h.append(row(ComparisonReport.cells(x).toArray(String[]::new))
                    .replace("<tr>", "<tr class=\"" + x.verdict().replace(' ', '-') + "\">"));
        }
        return h.append("</table>\n").toString();
    }

    /** Each change of a figure as a dot with its interval, on a log axis around 1, the threshold band shaded. */
    private static String chart(Comparison c, List<Comparison.FigureChange> times, String what) {
        int row = 22;
        int left = 260;
        int pw = Svg.W - left - 40;
        int height = Svg.TOP + Svg.BOTTOM + row * Math.max(1, times.size());
        StringBuilder g = Svg.svgStart("changes of median " + what, height);
        double span = Math.log(1 + c.threshold()) * 2;
        for (Comparison.FigureChange x : times) {
            span = Math.max(
                    span,
                    Math.max(
                            Math.abs(Math.log(x.ratio().low())),
                            Math.abs(Math.log(x.ratio().high()))));
        }
        final double s = span * 1.1;
        DoubleUnaryOperator px = v -> left + (Math.log(v) + s) / (2 * s) * pw;
        double bandLo = px.applyAsDouble(1 - c.threshold());
        double bandHi = px.applyAsDouble(1 + c.threshold());
        g.append(String.format(
                Locale.ROOT,
                "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"#eee\"><title>noise threshold %s"
                        + "</title></rect>%n",
                bandLo,
                Svg.TOP,
                Math.max(1, bandHi - bandLo),
                height - Svg.TOP - Svg.BOTTOM,
                ComparisonReport.percent(c.threshold())));
        double one = px.applyAsDouble(1);
        g.append(Svg.line(one, Svg.TOP, one, height - Svg.BOTTOM, "#000"));
        for (double v : new double[] {Math.exp(-s), Math.exp(-s / 2), 1, Math.exp(s / 2), Math.exp(s)}) {
            g.append(Svg.text(px.applyAsDouble(v), height - Svg.BOTTOM + 16, "x" + Paired.factor(v), "middle"));
        }
        g.append(Svg.text(
                left + pw / 2.0,
                height - 12,
                "B's " + what
                        + " over A's, median of the per-puzzle ratios (log): dot estimate, whiskers 95 % interval",
                "middle"));
        for (int i = 0; i < times.size(); i++) {
            Comparison.FigureChange x = times.get(i);
            double cy = Svg.TOP + row * i + row / 2.0;
            String colour = x.verdict().equals("regressed")
                    ? "#e15759"
                    : x.verdict().equals("improved") ? "#59a14f" : "#4e79a7";
            g.append(Svg.text(left - 8, cy + 4, x.backend() + " " + x.corpus(), "end"))
                    .append(Svg.line(
                            px.applyAsDouble(x.ratio().low()),
                            cy,
                            px.applyAsDouble(x.ratio().high()),
                            cy,
                            colour))
                    .append(String.format(
                            Locale.ROOT,
                            "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"><title>%s %s: x%s, %s</title>"
                                    + "</circle>%n",
                            px.applyAsDouble(x.ratio().estimate()),
                            cy,
                            colour,
                            Svg.esc(x.backend()),
                            Svg.esc(x.corpus()),
                            Paired.factor(x.ratio().estimate()),
                            x.verdict()));
        }
        return g.append("</svg>\n").toString();
    }

    private static String row(String... cells) {
        StringBuilder r = new StringBuilder("<tr>");
        for (String x : cells) {
            r.append("<td>").append(Svg.esc(x)).append("</td>");
        }
        return r.append("</tr>\n").toString();
    }
}
