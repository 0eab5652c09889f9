package org.sudokulab.bench.pages;

import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.sudokulab.bench.evidence.Counting;
import org.sudokulab.bench.evidence.Figures;
import org.sudokulab.bench.evidence.Summary;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.Corpus;
import org.sudokulab.bench.run.RunRecord;

/**
 * {@code report.html}: one self-contained page, well-formed XML (XHTML), no scripts, charts as inline SVG.
 * A cactus plot per corpus (puzzles answered against time per puzzle, log scale: a curve further right and
 * lower is better), a box plot of every backend's times over all corpora, and for each corpus whose calls count,
 * the counting table and time against the number of solutions k (log-log, one line per backend).
 */
public final class Html {
    private Html() {}

    static String page(RunRecord report, Figures figures) {
        List<Summary> summaries = figures.summaries();
        List<Counting> counting = figures.counting();
        // The backends of the rows, not only those that ran in this session: a resumed run's report must still
        // draw the backends that finished before the interruption.
        List<String> backends = Stream.concat(
                        report.backends().stream().map(RunRecord.BackendInfo::id),
                        report.rows().stream().map(BenchRow::backend).sorted())
                .distinct()
                .toList();
        StringBuilder h = new StringBuilder(head("sudokulab bench report " + report.created()));
        h.append("<h1>sudokulab bench report</h1>\n<p class=\"")
                .append(report.complete() ? "" : "partial")
                .append("\">Created ")
                .append(Svg.esc(report.created()))
                .append(", ")
                .append(Svg.esc(report.status()))
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
                        .append(Svg.esc(r.backend()))
                        .append("</td><td>")
                        .append(Svg.esc(r.corpus()))
                        .append("</td><td>")
                        .append(r.puzzle())
                        .append("</td><td>")
                        .append(r.line())
                        .append("</td><td>")
                        .append(Svg.esc(r.answer()))
                        .append("</td><td>")
                        .append(Svg.esc(r.detail()))
                        .append("</td></tr>\n");
            }
            h.append("</table>\n");
        }
        h.append("<h2>Settings</h2>\n<ul>\n");
        report.settings().forEach((k, v) -> h.append("<li>")
                .append(Svg.esc(k))
                .append(": ")
                .append(Svg.esc(v))
                .append("</li>\n"));
        h.append("</ul>\n<h2>Time per backend, all corpora</h2>\n").append(distribution(summaries, backends));
        h.append("<h2>Results per corpus</h2>\n<p>")
                .append(Svg.esc(ReportMarkdown.INTERVAL_NOTE + " " + ReportMarkdown.jvmNote(report) + " "
                        + ReportMarkdown.MEMORY_NOTE))
                .append("</p>\n<p>")
                .append(Svg.esc(EvidenceMarkdown.COMPETITION_NOTE))
                .append("</p>\n<p>")
                .append(Svg.esc(EvidenceMarkdown.PAIRED_NOTE))
                .append("</p>\n");
        for (Corpus c : report.corpora()) {
            h.append("<h3>")
                    .append(Svg.esc(c.name()))
                    .append("</h3>\n<p>")
                    .append(c.puzzles().size())
                    .append(" puzzles in <code>")
                    .append(Svg.esc(c.origin()))
                    .append("</code>. ")
                    .append(Svg.esc(String.join(" ", c.attribution())))
                    .append(' ')
                    .append(Svg.esc(report.modeOf(c)))
                    .append("</p>\n");
            SummaryTable table = new SummaryTable(report, figures.summariesOf(c.name()));
            h.append("<table><tr>");
            table.headings().forEach(x -> h.append("<th>").append(Svg.esc(x)).append("</th>"));
            h.append("</tr>\n");
            for (Summary s : figures.summariesOf(c.name())) {
                h.append(s.wrong() > 0 ? "<tr class=\"wrong\">" : "<tr>");
                List<String> cells = table.cells(s);
                List<String> headings = table.headings();
                for (int k = 0; k < cells.size(); k++) {
                    // the time intervals, for a reader (and the browser test) to find
                    String kind = headings.get(k).endsWith("95 % CI")
                                    && !headings.get(k).startsWith("memory")
                            ? " class=\"ci\""
                            : "";
                    h.append("<td")
                            .append(kind)
                            .append(">")
                            .append(Svg.esc(cells.get(k)))
                            .append("</td>");
                }
                h.append("</tr>\n");
            }
            h.append("</table>\n")
                    .append(EvidenceHtml.intervals(c.name(), figures.summariesOf(c.name()), backends))
                    .append(cactus(c, summaries, backends))
                    .append(EvidenceHtml.competition(figures.competitionOf(c.name()), backends))
                    .append(EvidenceHtml.matrix(c.name(), figures.pairsOf(c.name()), backends));
        }
        h.append(EvidenceHtml.overall(report, figures, backends));
        if (!counting.isEmpty()) {
            h.append("<h2>Counting</h2>\n<p>")
                    .append(Svg.esc(ReportMarkdown.COUNTING_NOTE))
                    .append("</p>\n");
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
        for (RunRecord.BackendInfo b : report.backends()) {
            h.append(String.format(
                    Locale.ROOT,
                    "<tr><td>%s</td><td>%.1f</td><td>%.1f</td><td>%d</td></tr>%n",
                    Svg.esc(b.id()),
                    b.availabilityMillis(),
                    b.firstCallMillis(),
                    b.warmupCalls()));
        }
        h.append("</table>\n");
        if (!report.notRun().isEmpty()) {
            h.append("<h2>Not run</h2>\n<ul>\n");
            report.notRun().forEach(n -> h.append("<li>").append(Svg.esc(n)).append("</li>\n"));
            h.append("</ul>\n");
        }
        h.append("<h2>Environment</h2>\n<table>\n");
        report.environment().forEach((k, v) -> h.append("<tr><td>")
                .append(Svg.esc(k))
                .append("</td><td style=\"text-align:left\">")
                .append(Svg.esc(v))
                .append("</td></tr>\n"));
        h.append("</table>\n<h2>Citing this report</h2>\n<p>")
                .append(Svg.esc(report.citation()))
                .append("</p>\n</body>\n</html>\n");
        return h.toString();
    }

    /** The page's start up to its body: the title and the one style sheet of every report page. */
    public static String head(String title) {
        return "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n"
                + "<meta charset=\"utf-8\"/>\n<title>" + Svg.esc(title) + "</title>\n<style>\n"
                + "body{font-family:sans-serif;margin:2em;max-width:72em}table{border-collapse:collapse;margin:.5em 0}"
                + "td,th{border:1px solid #ccc;padding:.2em .5em;text-align:right}"
                + "td:first-child,th:first-child{text-align:left}"
                + ".wrong{background:#fdd}.partial{color:#a00;font-weight:bold}svg{display:block;margin:1em 0}"
                + ".faster,.improved{background:#e3f2e1}.slower,.regressed{background:#fbe3e1}.same{color:#666}"
                + "caption{text-align:left;font-style:italic}"
                + "\n</style>\n</head>\n<body>\n";
    }

    private static String cactus(Corpus corpus, List<Summary> summaries, List<String> backends) {
        double min = Double.MAX_VALUE;
        double max = 0;
        for (Summary s : summaries) {
            if (s.corpus().equals(corpus.name()) && s.answeredMillis().length > 0) {
                min = Math.min(min, s.answeredMillis()[0]);
                max = Math.max(max, s.answeredMillis()[s.answeredMillis().length - 1]);
            }
        }
        int n = Math.max(1, corpus.puzzles().size());
        StringBuilder g = Svg.svgStart("cactus plot of " + corpus.name());
        if (max == 0) {
            g.append(Svg.text(Svg.LEFT + 20, Svg.TOP + 30, "no puzzle answered", "start"));
            return g.append("</svg>\n").toString();
        }
        Svg.LogAxis y = Svg.LogAxis.of(min, max);
        int pw = Svg.W - Svg.LEFT - Svg.RIGHT;
        int ph = Svg.H - Svg.TOP - Svg.BOTTOM;
        g.append(Svg.decadeRows(y, pw, ph));
        for (int k = 0; k <= 4; k++) {
            double px = Svg.LEFT + pw * k / 4.0;
            g.append(Svg.line(px, Svg.TOP + ph, px, Svg.TOP + ph + 4, "#000"))
                    .append(Svg.text(px, Svg.TOP + ph + 18, Integer.toString(Math.round(n * k / 4f)), "middle"));
        }
        g.append(Svg.axes(pw, ph, "puzzles answered", "ms per puzzle (log)"));
        int legend = 0;
        for (int b = 0; b < backends.size(); b++) {
            for (Summary s : summaries) {
                if (!s.corpus().equals(corpus.name())
                        || !s.backend().equals(backends.get(b))
                        || s.answeredMillis().length == 0) {
                    continue;
                }
                Svg.Points pts = new Svg.Points();
                double[] t = s.answeredMillis();
                for (int i = 0; i < t.length; i++) {
                    pts.add(Svg.LEFT + pw * (i + 1.0) / n, Svg.TOP + ph - y.frac(t[i]) * ph);
                }
                String colour = Svg.COLOURS[b % Svg.COLOURS.length];
                g.append(Svg.polyline(colour, pts, s.backend()));
                g.append(Svg.legendEntry(
                        legend++, colour, s.backend() + " " + s.answeredMillis().length + "/" + s.puzzles()));
            }
        }
        return g.append("</svg>\n").toString();
    }

    private static String countingTable(RunRecord report, Corpus c, List<Counting> counting) {
        StringBuilder h = new StringBuilder();
        h.append("<h3>").append(Svg.esc(c.name())).append(" (counting)</h3>\n<table><tr>");
        for (String heading : ReportMarkdown.COUNTING_HEADINGS) {
            h.append(heading.equals("how it enumerates") ? "<th style=\"text-align:left\">" : "<th>")
                    .append(Svg.esc(heading))
                    .append("</th>");
        }
        h.append("</tr>\n");
        for (Counting k : counting) {
            if (k.corpus().equals(c.name())) {
                h.append("<tr>");
                ReportMarkdown.countingCells(k)
                        .forEach(x -> h.append("<td>").append(Svg.esc(x)).append("</td>"));
                h.append("<td style=\"text-align:left\">")
                        .append(Svg.esc(report.countingOf(k.backend())))
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
        StringBuilder g = Svg.svgStart("time against k for " + corpus.name());
        if (maxK == 0) {
            g.append(Svg.text(Svg.LEFT + 20, Svg.TOP + 30, "no puzzle counted exactly", "start"));
            return g.append("</svg>\n").toString();
        }
        Svg.LogAxis x = Svg.LogAxis.of(minK, maxK);
        Svg.LogAxis y = Svg.LogAxis.of(minMs, maxMs);
        int pw = Svg.W - Svg.LEFT - Svg.RIGHT;
        int ph = Svg.H - Svg.TOP - Svg.BOTTOM;
        g.append(Svg.decadeRows(y, pw, ph));
        g.append(Svg.decadeColumns(x, Svg.LEFT, pw, Svg.TOP + ph, Svg.TOP + ph + 18));
        g.append(Svg.axes(pw, ph, "solutions k (log)", "ms per puzzle (log)"));
        int legend = 0;
        for (int b = 0; b < backends.size(); b++) {
            for (Counting k : counting) {
                if (!k.corpus().equals(corpus.name())
                        || !k.backend().equals(backends.get(b))
                        || k.points().isEmpty()) {
                    continue;
                }
                String colour = Svg.COLOURS[b % Svg.COLOURS.length];
                Svg.Points pts = new Svg.Points();
                for (double[] p : k.points()) {
                    double px = Svg.LEFT + x.frac(p[0]) * pw;
                    double py = Svg.TOP + ph - y.frac(p[1]) * ph;
                    pts.add(px, py);
                    g.append(String.format(
                            Locale.ROOT,
                            "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\"><title>%s: k=%,.0f, %s ms"
                                    + "</title></circle>%n",
                            px,
                            py,
                            colour,
                            Svg.esc(k.backend()),
                            p[0],
                            Format.ms(p[1])));
                }
                g.append(Svg.polyline(colour, pts, k.backend()));
                g.append(Svg.legendEntry(
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
            double[] t = ReportFiles.pooled(summaries, b);
            if (t.length > 0) {
                min = Math.min(min, t[0]);
                max = Math.max(max, t[t.length - 1]);
            }
        }
        int rowH = 22;
        int height = Svg.TOP + Svg.BOTTOM + rowH * Math.max(1, backends.size());
        StringBuilder g = Svg.svgStart("time distribution per backend", height);
        if (max == 0) {
            return g.append(Svg.text(Svg.LEFT, Svg.TOP + 20, "no puzzle answered", "start"))
                    .append("</svg>\n")
                    .toString();
        }
        Svg.LogAxis x = Svg.LogAxis.of(min, max);
        int left = 100;
        int pw = Svg.W - left - 40;
        g.append(Svg.decadeColumns(x, left, pw, height - Svg.BOTTOM, height - Svg.BOTTOM + 16));
        g.append(Svg.text(
                left + pw / 2.0,
                height - 12,
                "ms per puzzle (log): whiskers min-max, box p25-p75, bar median",
                "middle"));
        for (int b = 0; b < backends.size(); b++) {
            double cy = Svg.TOP + rowH * b + rowH / 2.0;
            g.append(Svg.text(left - 8, cy + 4, backends.get(b), "end"));
            double[] t = ReportFiles.pooled(summaries, backends.get(b));
            if (t.length == 0) {
                continue;
            }
            String colour = Svg.COLOURS[b % Svg.COLOURS.length];
            double p0 = left + x.frac(t[0]) * pw;
            double p25 = left + x.frac(Summary.percentile(t, 25)) * pw;
            double p50 = left + x.frac(Summary.percentile(t, 50)) * pw;
            double p75 = left + x.frac(Summary.percentile(t, 75)) * pw;
            double p100 = left + x.frac(t[t.length - 1]) * pw;
            g.append(Svg.line(p0, cy, p100, cy, colour));
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
                    Svg.esc(backends.get(b)),
                    t.length,
                    Format.ms(Summary.percentile(t, 50))));
            g.append(Svg.line(p50, cy - 8, p50, cy + 8, "#000"));
        }
        return g.append("</svg>\n").toString();
    }
}
