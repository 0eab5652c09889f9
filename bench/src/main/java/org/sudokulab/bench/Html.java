package org.sudokulab.bench;

import java.util.List;
import java.util.Locale;

/**
 * {@code report.html}: one self-contained page, well-formed XML (XHTML), no scripts, charts as inline SVG.
 * A cactus plot per corpus (puzzles answered against time per puzzle, log scale: a curve further right and
 * lower is better), a box plot of every backend's times over all corpora, and for each corpus whose calls count,
 * the counting table and time against the number of solutions k (log-log, one line per backend).
 */
final class Html {
    /** Sixteen distinct colours, cycled by backend (Tableau 10 plus six): every built-in backend its own. */
    private static final String[] COLOURS = {
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
        "#1f1f1f", "#8cd17d", "#499894", "#d37295", "#b6992d", "#86bcb6"
    };

    private static final int W = 760;
    private static final int H = 380;
    private static final int LEFT = 70;
    private static final int RIGHT = 170;
    private static final int TOP = 20;
    private static final int BOTTOM = 50;

    private Html() {}

    static String page(Report report, List<Summary> summaries, List<Counting> counting) {
        List<String> backends =
                report.backends().stream().map(Report.BackendInfo::id).toList();
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta "
                        + "charset=\"utf-8\"/>\n")
                .append("<title>sudokulab bench report ")
                .append(esc(report.created()))
                .append("</title>\n<style>\n")
                .append("body{font-family:sans-serif;margin:2em;max-width:72em}"
                        + "table{border-collapse:collapse;margin:.5em 0}")
                .append("td,th{border:1px solid #ccc;padding:.2em "
                        + ".5em;text-align:right}td:first-child,th:first-child{text-align:left}")
                .append(".wrong{background:#fdd}.partial{color:#a00;font-weight:bold}svg{display:block;margin:1em 0}")
                .append("\n</style>\n</head>\n<body>\n");
        h.append("<h1>sudokulab bench report</h1>\n<p class=\"")
                .append(report.complete() ? "" : "partial")
                .append("\">Created ")
                .append(esc(report.created()))
                .append(", ")
                .append(esc(report.status()))
                .append(".</p>\n");
        h.append("<h2>Wrong answers</h2>\n");
        List<BenchRow> wrong = report.wrongRows();
        if (wrong.isEmpty()) {
            h.append("<p>None: every answer passed the independent checker, the corpus's own expectations and the "
                    + "comparison "
                    + "with the other backends.</p>\n");
        } else {
            h.append("<table class=\"wrong\"><tr><th>backend</th><th>corpus</th><th>puzzle</th>"
                    + "<th>line</th><th>answer</th><th>why</th></tr>\n");
            for (BenchRow r : wrong) {
                h.append("<tr><td>")
                        .append(esc(r.backend()))
                        .append("</td><td>")
                        .append(esc(r.corpus()))
                        .append("</td><td>")
                        .append(r.puzzle())
                        .append("</td><td>")
                        .append(r.line())
                        .append("</td><td>")
                        .append(esc(r.answer()))
                        .append("</td><td>")
                        .append(esc(r.detail()))
                        .append("</td></tr>\n");
            }
            h.append("</table>\n");
        }
        h.append("<h2>Settings</h2>\n<ul>\n");
        report.settings().forEach((k, v) -> h.append("<li>")
                .append(esc(k))
                .append(": ")
                .append(esc(v))
                .append("</li>\n"));
        h.append("</ul>\n<h2>Time per backend, all corpora</h2>\n").append(distribution(summaries, backends));
        h.append("<h2>Results per corpus</h2>\n");
        for (Corpus c : report.corpora()) {
            h.append("<h3>")
                    .append(esc(c.name()))
                    .append("</h3>\n<p>")
                    .append(c.puzzles().size())
                    .append(" puzzles in <code>")
                    .append(esc(c.origin()))
                    .append("</code>. ")
                    .append(esc(String.join(" ", c.attribution())))
                    .append(' ')
                    .append(esc(report.modeOf(c)))
                    .append("</p>\n");
            h.append("<table><tr><th>backend</th><th>solved</th><th>wrong</th><th>timeouts</th>"
                    + "<th>unsupported</th><th>errors</th>"
                    + "<th>median ms</th><th>p90 ms</th><th>max ms</th><th>mean ms</th><th>effort "
                    + "(median)</th></tr>\n");
            for (Summary s : summaries) {
                if (s.corpus().equals(c.name())) {
                    h.append("<tr")
                            .append(s.wrong() > 0 ? " class=\"wrong\"" : "")
                            .append("><td>")
                            .append(esc(s.backend()))
                            .append("</td><td>")
                            .append(s.solved())
                            .append('/')
                            .append(s.puzzles())
                            .append("</td><td>")
                            .append(s.wrong())
                            .append("</td><td>")
                            .append(s.timeouts())
                            .append("</td><td>")
                            .append(s.unsupported())
                            .append("</td><td>")
                            .append(s.errors() + s.killed() + s.crashed())
                            .append("</td><td>")
                            .append(Report.ms(s.medianMillis()))
                            .append("</td><td>")
                            .append(Report.ms(s.p90Millis()))
                            .append("</td><td>")
                            .append(Report.ms(s.maxMillis()))
                            .append("</td><td>")
                            .append(Report.ms(s.meanMillis()))
                            .append("</td><td>")
                            .append(
                                    s.medianEffort() == null
                                            ? ""
                                            : esc(String.format(
                                                    Locale.ROOT, "%,.0f %s", s.medianEffort(), s.effortCounter())))
                            .append("</td></tr>\n");
                }
            }
            h.append("</table>\n").append(cactus(c, summaries, backends));
        }
        if (!counting.isEmpty()) {
            h.append("<h2>Counting</h2>\n<p>").append(esc(Report.COUNTING_NOTE)).append("</p>\n");
            for (Corpus c : report.corpora()) {
                if (c.mode().counts()) {
                    h.append(countingTable(report, c, counting)).append(timeAgainstK(c, counting, backends));
                }
            }
        }
        h.append("<h2>Cold start</h2>\n<p>")
                .append(String.format(
                        Locale.ROOT, "JVM start to the first bench step: %.0f ms.", report.jvmStartMillis()))
                .append("</p>\n<table><tr><th>backend</th><th>availability check ms</th>"
                        + "<th>first call ms</th><th>warm-up calls</th></tr>\n");
        for (Report.BackendInfo b : report.backends()) {
            h.append(String.format(
                    Locale.ROOT,
                    "<tr><td>%s</td><td>%.1f</td><td>%.1f</td><td>%d</td></tr>%n",
                    esc(b.id()),
                    b.availabilityMillis(),
                    b.firstCallMillis(),
                    b.warmupCalls()));
        }
        h.append("</table>\n");
        if (!report.notRun().isEmpty()) {
            h.append("<h2>Not run</h2>\n<ul>\n");
            report.notRun().forEach(n -> h.append("<li>").append(esc(n)).append("</li>\n"));
            h.append("</ul>\n");
        }
        h.append("<h2>Environment</h2>\n<table>\n");
        report.environment().forEach((k, v) -> h.append("<tr><td>")
                .append(esc(k))
                .append("</td><td style=\"text-align:left\">")
                .append(esc(v))
                .append("</td></tr>\n"));
        h.append("</table>\n<h2>Citing this report</h2>\n<p>")
                .append(esc(report.citation()))
                .append("</p>\n</body>\n</html>\n");
        return h.toString();
    }

    /** Log-scale axis over whole decades covering [min, max]. */
    private record LogAxis(double lo, double hi) {
        static LogAxis of(double min, double max) {
            double lo = Math.floor(Math.log10(Math.max(min, 1e-3)));
            double hi = Math.ceil(Math.log10(Math.max(max, 1e-3)));
            return new LogAxis(lo, hi <= lo ? lo + 1 : hi);
        }

        double frac(double v) {
            return (Math.log10(Math.max(v, Math.pow(10, lo))) - lo) / (hi - lo);
        }
    }

    private static String cactus(Corpus corpus, List<Summary> summaries, List<String> backends) {
        double min = Double.MAX_VALUE;
        double max = 0;
        for (Summary s : summaries) {
            if (s.corpus().equals(corpus.name()) && s.solvedMillis().length > 0) {
                min = Math.min(min, s.solvedMillis()[0]);
                max = Math.max(max, s.solvedMillis()[s.solvedMillis().length - 1]);
            }
        }
        int n = Math.max(1, corpus.puzzles().size());
        StringBuilder g = svgStart("cactus plot of " + corpus.name());
        if (max == 0) {
            g.append(text(LEFT + 20, TOP + 30, "no puzzle answered", "start"));
            return g.append("</svg>\n").toString();
        }
        LogAxis y = LogAxis.of(min, max);
        int pw = W - LEFT - RIGHT;
        int ph = H - TOP - BOTTOM;
        g.append(decadeRows(y, pw, ph));
        for (int k = 0; k <= 4; k++) {
            double px = LEFT + pw * k / 4.0;
            g.append(line(px, TOP + ph, px, TOP + ph + 4, "#000"))
                    .append(text(px, TOP + ph + 18, Integer.toString(Math.round(n * k / 4f)), "middle"));
        }
        g.append(axes(pw, ph, "puzzles answered", "ms per puzzle (log)"));
        int legend = 0;
        for (int b = 0; b < backends.size(); b++) {
            for (Summary s : summaries) {
                if (!s.corpus().equals(corpus.name())
                        || !s.backend().equals(backends.get(b))
                        || s.solvedMillis().length == 0) {
                    continue;
                }
                StringBuilder pts = new StringBuilder();
                double[] t = s.solvedMillis();
                for (int i = 0; i < t.length; i++) {
                    pts.append(String.format(
                            Locale.ROOT, "%.1f,%.1f ", LEFT + pw * (i + 1.0) / n, TOP + ph - y.frac(t[i]) * ph));
                }
                String colour = COLOURS[b % COLOURS.length];
                g.append(polyline(colour, pts, s.backend()));
                g.append(legendEntry(legend++, colour, s.backend() + " " + s.solved() + "/" + s.puzzles()));
            }
        }
        return g.append("</svg>\n").toString();
    }

    private static String countingTable(Report report, Corpus c, List<Counting> counting) {
        StringBuilder h = new StringBuilder();
        h.append("<h3>").append(esc(c.name())).append(" (counting)</h3>\n<table><tr>");
        for (String heading : Counting.HEADINGS) {
            h.append(heading.equals("how it enumerates") ? "<th style=\"text-align:left\">" : "<th>")
                    .append(esc(heading))
                    .append("</th>");
        }
        h.append("</tr>\n");
        for (Counting k : counting) {
            if (k.corpus().equals(c.name())) {
                h.append("<tr>");
                k.cells().forEach(x -> h.append("<td>").append(esc(x)).append("</td>"));
                h.append("<td style=\"text-align:left\">")
                        .append(esc(report.countingOf(k.backend())))
                        .append("</td></tr>\n");
            }
        }
        return h.append("</table>\n").toString();
    }

    /** Median ms against k, both log scale, one line per backend through the k it counted exactly. */
    private static String timeAgainstK(Corpus corpus, List<Counting> counting, List<String> backends) {
        double minK = Double.MAX_VALUE;
        double maxK = 0;
        double minMs = Double.MAX_VALUE;
        double maxMs = 0;
        for (Counting k : counting) {
            if (k.corpus().equals(corpus.name())) {
                for (double[] p : k.points()) {
                    minK = Math.min(minK, p[0]);
                    maxK = Math.max(maxK, p[0]);
                    minMs = Math.min(minMs, p[1]);
                    maxMs = Math.max(maxMs, p[1]);
                }
            }
        }
        StringBuilder g = svgStart("time against k for " + corpus.name());
        if (maxK == 0) {
            g.append(text(LEFT + 20, TOP + 30, "no puzzle counted exactly", "start"));
            return g.append("</svg>\n").toString();
        }
        LogAxis x = LogAxis.of(minK, maxK);
        LogAxis y = LogAxis.of(minMs, maxMs);
        int pw = W - LEFT - RIGHT;
        int ph = H - TOP - BOTTOM;
        g.append(decadeRows(y, pw, ph));
        for (double d = x.lo(); d <= x.hi(); d++) {
            double px = LEFT + (d - x.lo()) / (x.hi() - x.lo()) * pw;
            g.append(line(px, TOP, px, TOP + ph, "#eee")).append(text(px, TOP + ph + 18, tick(d), "middle"));
        }
        g.append(axes(pw, ph, "solutions k (log)", "ms per puzzle (log)"));
        int legend = 0;
        for (int b = 0; b < backends.size(); b++) {
            for (Counting k : counting) {
                if (!k.corpus().equals(corpus.name())
                        || !k.backend().equals(backends.get(b))
                        || k.points().isEmpty()) {
                    continue;
                }
                String colour = COLOURS[b % COLOURS.length];
                StringBuilder pts = new StringBuilder();
                for (double[] p : k.points()) {
                    double px = LEFT + x.frac(p[0]) * pw;
                    double py = TOP + ph - y.frac(p[1]) * ph;
                    pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", px, py));
                    g.append(String.format(
                            Locale.ROOT,
                            "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\"><title>%s: k=%,.0f, %s ms"
                                    + "</title></circle>%n",
                            px,
                            py,
                            colour,
                            esc(k.backend()),
                            p[0],
                            Report.ms(p[1])));
                }
                g.append(polyline(colour, pts, k.backend()));
                g.append(legendEntry(
                        legend++,
                        colour,
                        k.backend() + (k.growth() == null ? "" : String.format(Locale.ROOT, " b=%.2f", k.growth()))));
            }
        }
        return g.append("</svg>\n").toString();
    }

    private static String distribution(List<Summary> summaries, List<String> backends) {
        double min = Double.MAX_VALUE;
        double max = 0;
        for (String b : backends) {
            double[] t = Report.pooled(summaries, b);
            if (t.length > 0) {
                min = Math.min(min, t[0]);
                max = Math.max(max, t[t.length - 1]);
            }
        }
        int rowH = 22;
        int height = TOP + BOTTOM + rowH * Math.max(1, backends.size());
        StringBuilder g = new StringBuilder(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                        + "role=\"img\" "
                        + "aria-label=\"time distribution per backend\" font-size=\"11\">%n",
                W,
                height,
                W,
                height));
        if (max == 0) {
            return g.append(text(LEFT, TOP + 20, "no puzzle answered", "start"))
                    .append("</svg>\n")
                    .toString();
        }
        LogAxis x = LogAxis.of(min, max);
        int left = 100;
        int pw = W - left - 40;
        for (double d = x.lo(); d <= x.hi(); d++) {
            double px = left + (d - x.lo()) / (x.hi() - x.lo()) * pw;
            g.append(line(px, TOP, px, height - BOTTOM, "#eee"))
                    .append(text(px, height - BOTTOM + 16, tick(d), "middle"));
        }
        g.append(text(
                left + pw / 2.0,
                height - 12,
                "ms per puzzle (log): whiskers min-max, box p25-p75, bar median",
                "middle"));
        for (int b = 0; b < backends.size(); b++) {
            double cy = TOP + rowH * b + rowH / 2.0;
            g.append(text(left - 8, cy + 4, backends.get(b), "end"));
            double[] t = Report.pooled(summaries, backends.get(b));
            if (t.length == 0) {
                continue;
            }
            String colour = COLOURS[b % COLOURS.length];
            double p0 = left + x.frac(t[0]) * pw;
            double p25 = left + x.frac(Summary.percentile(t, 25)) * pw;
            double p50 = left + x.frac(Summary.percentile(t, 50)) * pw;
            double p75 = left + x.frac(Summary.percentile(t, 75)) * pw;
            double p100 = left + x.frac(t[t.length - 1]) * pw;
            g.append(line(p0, cy, p100, cy, colour));
            g.append(String.format(
                    Locale.ROOT,
                    "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\" fill-opacity=\"0.4\" "
                            + "stroke=\"%s\"><title>%s: %d puzzles, median %s ms</title></rect>%n",
                    p25,
                    cy - 7,
                    Math.max(1, p75 - p25),
                    14,
                    colour,
                    colour,
                    esc(backends.get(b)),
                    t.length,
                    Report.ms(Summary.percentile(t, 50))));
            g.append(line(p50, cy - 8, p50, cy + 8, "#000"));
        }
        return g.append("</svg>\n").toString();
    }

    /** The horizontal grid line and label of each decade of a log-scale y axis. */
    private static String decadeRows(LogAxis y, int pw, int ph) {
        StringBuilder g = new StringBuilder();
        for (double d = y.lo(); d <= y.hi(); d++) {
            double py = TOP + ph - (d - y.lo()) / (y.hi() - y.lo()) * ph;
            g.append(line(LEFT, py, LEFT + pw, py, "#eee")).append(text(LEFT - 6, py + 4, tick(d), "end"));
        }
        return g.toString();
    }

    /** One backend's line through {@code points} ("x,y x,y ..."), named by its title. */
    private static String polyline(String colour, CharSequence points, String title) {
        return "<polyline fill=\"none\" stroke-width=\"1.5\" stroke=\"" + colour + "\" points=\""
                + points.toString().trim() + "\"><title>" + esc(title) + "</title></polyline>\n";
    }

    private static StringBuilder svgStart(String label) {
        return new StringBuilder(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                        + "role=\"img\" "
                        + "aria-label=\"%s\" font-size=\"11\">%n",
                W,
                H,
                W,
                H,
                esc(label)));
    }

    private static String axes(int pw, int ph, String xLabel, String yLabel) {
        return line(LEFT, TOP, LEFT, TOP + ph, "#000")
                + line(LEFT, TOP + ph, LEFT + pw, TOP + ph, "#000")
                + text(LEFT + pw / 2.0, H - 10, xLabel, "middle")
                + String.format(
                        Locale.ROOT,
                        "<text x=\"14\" y=\"%.1f\" text-anchor=\"middle\""
                                + " transform=\"rotate(-90 14 %.1f)\">%s</text>%n",
                        TOP + ph / 2.0,
                        TOP + ph / 2.0,
                        esc(yLabel));
    }

    private static String legendEntry(int i, String colour, String label) {
        double y = TOP + 10 + i * 16;
        return line(W - RIGHT + 15, y, W - RIGHT + 35, y, colour).replace("stroke-width=\"1\"", "stroke-width=\"3\"")
                + text(W - RIGHT + 40, y + 4, label, "start");
    }

    private static String tick(double decade) {
        double v = Math.pow(10, decade);
        return v >= 1 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%s", Report.ms(v));
    }

    private static String line(double x1, double y1, double x2, double y2, String colour) {
        return String.format(
                Locale.ROOT,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"1\"/>%n",
                x1,
                y1,
                x2,
                y2,
                colour);
    }

    private static String text(double x, double y, String s, String anchor) {
        return String.format(
                Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>%n", x, y, anchor, esc(s));
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                default -> {
                    // XML 1.0 forbids most control characters
                    if (c >= 0x20 || c == '\n' || c == '\t') {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
