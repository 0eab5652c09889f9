package org.sudokulab.bench.pages;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.sudokulab.bench.evidence.Competition;
import org.sudokulab.bench.evidence.Figures;
import org.sudokulab.bench.evidence.Interval;
import org.sudokulab.bench.evidence.Paired;
import org.sudokulab.bench.evidence.PuzzleTimes;
import org.sudokulab.bench.evidence.Summary;
import org.sudokulab.bench.run.Corpus;
import org.sudokulab.bench.run.RunRecord;

/**
 * The parts of report.html that weigh the figures: each corpus's medians and means with their intervals as
 * whiskers, its competition table and performance profile, the matrix of its paired comparisons; then the
 * competition over all corpora and the scatter plots of chosen pairs of backends.
 */
final class EvidenceHtml {
    private static final int ROW = 24;
    /** The most puzzles a scatter plot draws. */
    static final int SCATTER_POINTS = 5000;

    private EvidenceHtml() {}

    /** Per backend, the median (dot) and mean (diamond) with their 95 % intervals as whiskers, on a log axis. */
    static String intervals(String corpus, List<Summary> summaries, List<String> backends) {
        List<Summary> shown =
                summaries.stream().filter(s -> s.medianInterval() != null).toList();
        if (shown.isEmpty()) {
            return "";
        }
        double min = Double.MAX_VALUE;
        double max = 0;
        for (Summary s : shown) {
            min = Math.min(
                    min, Math.min(s.medianInterval().low(), s.meanInterval().low()));
            max = Math.max(
                    max, Math.max(s.medianInterval().high(), s.meanInterval().high()));
        }
        int left = 120;
        int pw = Svg.W - left - 40;
        int height = Svg.TOP + Svg.BOTTOM + ROW * shown.size();
        StringBuilder g = Svg.svgStart("medians and means with 95 % intervals, " + corpus, height);
        Svg.LogAxis x = Svg.LogAxis.of(min, max);
        g.append(Svg.decadeColumns(x, left, pw, height - Svg.BOTTOM, height - Svg.BOTTOM + 16));
        g.append(Svg.text(
                left + pw / 2.0,
                height - 12,
                "ms per puzzle (log): dot median, diamond mean, whiskers their 95 % intervals",
                "middle"));
        for (int i = 0; i < shown.size(); i++) {
            Summary s = shown.get(i);
            String colour = colour(backends, s.backend());
            double cy = Svg.TOP + ROW * i + ROW / 2.0;
            g.append(Svg.text(left - 8, cy + 4, s.backend(), "end"));
            g.append(whisker(x, left, pw, cy - 4, s.medianInterval(), colour))
                    .append(String.format(
                            Locale.ROOT,
                            "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"><title>%s median %s ms, 95 %% CI "
                                    + "%s</title></circle>%n",
                            left + x.frac(s.medianInterval().estimate()) * pw,
                            cy - 4,
                            colour,
                            Svg.esc(s.backend()),
                            Format.ms(s.medianInterval().estimate()),
                            Format.interval(s.medianInterval())));
            double mx = left + x.frac(s.meanInterval().estimate()) * pw;
            g.append(whisker(x, left, pw, cy + 4, s.meanInterval(), colour))
                    .append(String.format(
                            Locale.ROOT,
                            "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f\" fill=\"white\" stroke=\"%s\">"
                                    + "<title>%s mean %s ms, 95 %% CI %s</title></polygon>%n",
                            mx,
                            cy,
                            mx + 4,
                            cy + 4,
                            mx,
                            cy + 8,
                            mx - 4,
                            cy + 4,
                            colour,
                            Svg.esc(s.backend()),
                            Format.ms(s.meanInterval().estimate()),
                            Format.interval(s.meanInterval())));
        }
        return g.append("</svg>\n").toString();
    }

    private static String whisker(Svg.LogAxis x, int left, int pw, double y, Interval i, String colour) {
        double lo = left + x.frac(i.low()) * pw;
        double hi = left + x.frac(i.high()) * pw;
        return Svg.line(lo, y, hi, y, colour)
                + Svg.line(lo, y - 3, lo, y + 3, colour)
                + Svg.line(hi, y - 3, hi, y + 3, colour);
    }

    /** The competition table of a corpus (or of all), with its performance profile. */
    static String competition(Competition c, List<String> backends) {
        if (c == null) {
            return "";
        }
        StringBuilder h = new StringBuilder();
        h.append(String.format(
                Locale.ROOT,
                "<table class=\"competition\"><tr><th>backend</th><th>solved</th><th>PAR-2 ms (timeout %s ms)</th>"
                        + "<th>VBS wins</th><th>share of VBS</th><th>rho(1)</th><th>rho(2)</th><th>rho(10)</th></tr>%n",
                Format.ms(c.timeoutMillis())));
        for (List<String> cells : EvidenceMarkdown.rows(c)) {
            h.append("<tr>");
            cells.forEach(x -> h.append("<td>").append(Svg.esc(x)).append("</td>"));
            h.append("</tr>\n");
        }
        h.append("</table>\n");
        return h.append(profile(c, backends)).toString();
    }

    /** rho(tau) per backend, tau on a log2 axis from 1 to the largest ratio: higher and further left is better. */
    static String profile(Competition c, List<String> backends) {
        StringBuilder g = Svg.svgStart("performance profile of " + c.corpus());
        int pw = Svg.W - Svg.LEFT - Svg.RIGHT;
        int ph = Svg.H - Svg.TOP - Svg.BOTTOM;
        if (c.vbsSolved() == 0) {
            g.append(Svg.text(Svg.LEFT + 20, Svg.TOP + 30, "no puzzle solved", "start"));
            return g.append("</svg>\n").toString();
        }
        double top = Math.max(1, Math.ceil(Math.log(c.maxRatio()) / Math.log(2)));
        for (int k = 0; k <= 4; k++) {
            double py = Svg.TOP + ph - ph * k / 4.0;
            g.append(Svg.line(Svg.LEFT, py, Svg.LEFT + pw, py, "#eee"))
                    .append(Svg.text(Svg.LEFT - 6, py + 4, String.format(Locale.ROOT, "%.2f", k / 4.0), "end"));
        }
        int step = (int) Math.ceil(top / 10);
        for (int e = 0; e <= top; e += step) {
            double px = Svg.LEFT + pw * e / top;
            g.append(Svg.line(px, Svg.TOP, px, Svg.TOP + ph, "#eee"))
                    .append(Svg.text(
                            px, Svg.TOP + ph + 18, String.format(Locale.ROOT, "%,.0f", Math.pow(2, e)), "middle"));
        }
        g.append(Svg.axes(pw, ph, "tau: time over the best time on the puzzle (log2)", "rho(tau): share of puzzles"));
        int legend = 0;
        for (Competition.Score s : c.scores()) {
            String colour = colour(backends, s.backend());
            Svg.Points pts = new Svg.Points();
            double y = 0;
            double[] r = s.ratios();
            pts.add(Svg.LEFT, Svg.TOP + ph);
            for (int i = 0; i < r.length; i++) {
                double px = Svg.LEFT + pw * Math.log(r[i]) / Math.log(2) / top;
                pts.add(px, Svg.TOP + ph - y * ph);
                y = (i + 1.0) / c.vbsSolved();
                pts.add(px, Svg.TOP + ph - y * ph);
            }
            pts.add(Svg.LEFT + pw, Svg.TOP + ph - y * ph);
            g.append(Svg.polyline(colour, pts, s.backend()))
                    .append(Svg.legendEntry(legend++, colour, s.backend() + " " + EvidenceMarkdown.percent(y)));
        }
        return g.append("</svg>\n").toString();
    }

    /**
     * The paired comparisons of a corpus as a matrix: the cell of row X and column Y is X's time over Y's (the
     * geometric mean of the per-puzzle ratios, below 1: X is faster), with its interval; "indistinguishable" where
     * the interval holds 1 or p is not below 0.05. The cell's title gives the shares faster and the p-value.
     */
    static String matrix(String corpus, List<Paired> pairs, List<String> backends) {
        if (pairs.isEmpty()) {
            return "";
        }
        List<String> names = new ArrayList<>();
        for (Paired p : pairs) {
            for (String b : List.of(p.a(), p.b())) {
                if (!names.contains(b)) {
                    names.add(b);
                }
            }
        }
        StringBuilder h = new StringBuilder("<table class=\"paired\" data-corpus=\"")
                .append(Svg.esc(corpus))
                .append("\"><caption>Paired: row time / column time, geometric mean over the puzzles both answered, "
                        + "95 % interval</caption>\n<tr><th></th>");
        names.forEach(n -> h.append("<th>").append(Svg.esc(n)).append("</th>"));
        h.append("</tr>\n");
        for (String row : names) {
            h.append("<tr><th>").append(Svg.esc(row)).append("</th>");
            for (String col : names) {
                Paired p = find(pairs, row, col);
                if (p == null) {
                    h.append("<td></td>");
                    continue;
                }
                // The pair holds b / a: the cell is row / column.
                boolean rowIsB = p.b().equals(row);
                Interval r = p.ratio();
                double est = rowIsB ? r.estimate() : 1 / r.estimate();
                double lo = rowIsB ? r.low() : 1 / r.high();
                double hi = rowIsB ? r.high() : 1 / r.low();
                String cls = p.indistinguishable() ? "same" : est < 1 ? "faster" : "slower";
                h.append(String.format(
                        Locale.ROOT,
                        "<td class=\"%s\" title=\"%d puzzles; %s faster on %s, %s on %s; p %s\">%s"
                                + "<br/><small>[%s, %s]</small></td>",
                        cls,
                        p.puzzles(),
                        Svg.esc(p.a()),
                        EvidenceMarkdown.percent(p.aFaster()),
                        Svg.esc(p.b()),
                        EvidenceMarkdown.percent(p.bFaster()),
                        Svg.esc(Paired.pValue(p.p())),
                        p.indistinguishable() ? "indistinguishable" : Paired.factor(est),
                        Paired.factor(lo),
                        Paired.factor(hi)));
            }
            h.append("</tr>\n");
        }
        return h.append("</table>\n").toString();
    }

    private static Paired find(List<Paired> pairs, String x, String y) {
        for (Paired p : pairs) {
            if ((p.a().equals(x) && p.b().equals(y)) || (p.a().equals(y) && p.b().equals(x))) {
                return p;
            }
        }
        return null;
    }

    /** After the corpora: the competition over all of them, and the scatter plots. */
    static String overall(RunRecord report, Figures figures, List<String> backends) {
        StringBuilder h = new StringBuilder();
        Competition all = figures.competitionOf(Competition.ALL);
        if (all != null) {
            h.append("<h2>All corpora: competition figures</h2>\n<p>")
                    .append(Svg.esc(EvidenceMarkdown.COMPETITION_NOTE))
                    .append("</p>\n")
                    .append(competition(all, backends));
        }
        if (!figures.scatter().isEmpty() || !figures.scatterNotes().isEmpty()) {
            h.append("<h2>Per-puzzle times, pair by pair</h2>\n<p>Each point is a puzzle both backends answered, "
                    + "coloured by corpus; below the diagonal the second backend is faster.</p>\n");
            for (List<String> pair : figures.scatter()) {
                h.append(scatter(report, figures.times(), pair.get(0), pair.get(1)));
            }
            figures.scatterNotes()
                    .forEach(n -> h.append("<p>").append(Svg.esc(n)).append("</p>\n"));
        }
        return h.toString();
    }

    /** Per-puzzle times of {@code a} (x) against {@code b} (y), both log scale, with the diagonal. */
    static String scatter(RunRecord report, List<PuzzleTimes> times, String a, String b) {
        List<String> corpora = report.corpora().stream().map(Corpus::name).toList();
        List<double[]> points = new ArrayList<>();
        for (PuzzleTimes ta : times) {
            if (!ta.backend().equals(a)) {
                continue;
            }
            for (PuzzleTimes tb : times) {
                if (tb.backend().equals(b) && tb.corpus().equals(ta.corpus())) {
                    for (PuzzleTimes.Puzzle pa : ta.puzzles()) {
                        PuzzleTimes.Puzzle pb = tb.get(pa.id());
                        if (pa.answered() && pb != null && pb.answered()) {
                            points.add(new double[] {
                                Interval.atLeastResolution(pa.millis()),
                                Interval.atLeastResolution(pb.millis()),
                                corpora.indexOf(ta.corpus()),
                                pa.id()
                            });
                        }
                    }
                }
            }
        }
        StringBuilder g = Svg.svgStart("per-puzzle times, " + a + " against " + b);
        int pw = Svg.W - Svg.LEFT - Svg.RIGHT;
        int ph = Svg.H - Svg.TOP - Svg.BOTTOM;
        if (points.isEmpty()) {
            g.append(Svg.text(Svg.LEFT + 20, Svg.TOP + 30, "no puzzle answered by both", "start"));
            return g.append("</svg>\n").toString();
        }
        int answered = points.size();
        if (answered > SCATTER_POINTS) {
            // 49,158 points made a 10 MB page; a seeded sample shows the same cloud
            Collections.shuffle(points, new Random(Interval.seed(report.plan().seed(), "scatter", a, b)));
            points.subList(SCATTER_POINTS, answered).clear();
            g.append(Svg.text(
                    Svg.LEFT + 8,
                    Svg.TOP + 12,
                    String.format(Locale.ROOT, "a seeded sample of %,d of the %,d puzzles", SCATTER_POINTS, answered),
                    "start"));
        }
        double min =
                points.stream().mapToDouble(p -> Math.min(p[0], p[1])).min().orElseThrow();
        double max =
                points.stream().mapToDouble(p -> Math.max(p[0], p[1])).max().orElseThrow();
        Svg.LogAxis axis = Svg.LogAxis.of(min, max);
        g.append(Svg.decadeRows(axis, pw, ph));
        g.append(Svg.decadeColumns(axis, Svg.LEFT, pw, Svg.TOP + ph, Svg.TOP + ph + 18));
        g.append(Svg.axes(pw, ph, a + ": ms per puzzle (log)", b + ": ms per puzzle (log)"))
                .append(Svg.line(Svg.LEFT, Svg.TOP + ph, Svg.LEFT + pw, Svg.TOP, "#999"));
        List<Integer> legend = new ArrayList<>();
        for (double[] p : points) {
            int c = (int) p[2];
            String colour = Svg.COLOURS[c % Svg.COLOURS.length];
            g.append(String.format(
                    Locale.ROOT,
                    "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\" fill-opacity=\"0.6\"><title>%s puzzle %d: "
                            + "%s %s ms, %s %s ms</title></circle>%n",
                    Svg.LEFT + axis.frac(p[0]) * pw,
                    Svg.TOP + ph - axis.frac(p[1]) * ph,
                    colour,
                    Svg.esc(corpora.get(c)),
                    (int) p[3],
                    Svg.esc(a),
                    Format.ms(p[0]),
                    Svg.esc(b),
                    Format.ms(p[1])));
            if (!legend.contains(c)) {
                legend.add(c);
            }
        }
        for (int i = 0; i < legend.size(); i++) {
            g.append(Svg.legendEntry(i, Svg.COLOURS[legend.get(i) % Svg.COLOURS.length], corpora.get(legend.get(i))));
        }
        return g.append("</svg>\n").toString();
    }

    static String colour(List<String> backends, String backend) {
        int i = backends.indexOf(backend.replaceFirst(" @ .*", ""));
        return Svg.COLOURS[Math.max(0, i) % Svg.COLOURS.length];
    }
}
