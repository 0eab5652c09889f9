package org.sudokulab.bench;

import java.util.List;
import java.util.Locale;

/** The text of {@code study scaling}: study.md and study.html, from {@link ScalingStudy.Figures}. */
final class ScalingReport {
    static final String METHOD = "Per board size, unique puzzles dug from random grids down to the stated number of "
            + "givens; every backend proves each unique (count to 2). Time is the call's wall time in ms, a call not "
            + "answered counting as the timeout (so a median at the timeout is a lower bound). A backend stops at the "
            + "first size where it answers fewer than half the boards. The growth fits ln(median ms) against n over "
            + "the sizes it answered (at least three): 'x per n' is the factor one more unit of n costs if the growth "
            + "is exponential, 'n^k' the exponent if it is polynomial; R^2 says which describes the points better.";

    private ScalingReport() {}

    static String markdown(Report report, ScalingStudy.Figures f) {
        StringBuilder md = new StringBuilder("# Study: scaling with the board size\n\n");
        if (!report.complete()) {
            md.append("**Partial:** ")
                    .append(report.callsDone())
                    .append(" of ")
                    .append(report.callsPlanned())
                    .append(" calls finished; resume with `sudokulab study scaling --resume ")
                    .append(report.directory())
                    .append("`.\n\n");
        }
        md.append(METHOD).append("\n\n");
        md.append("Command: `")
                .append(report.plan().command())
                .append("`. Seed ")
                .append(report.plan().seed());
        md.append(", timeout ")
                .append(BenchPlan.format(report.plan().timeout()))
                .append(" per call.\n\n");
        md.append(
                "| backend | sizes fitted | x per n | R^2 | n^k | R^2 | stops at |\n|---|---:|---:|---:|---:|---:|---|\n");
        for (ScalingStudy.Growth g : f.growth()) {
            md.append(String.format(
                    Locale.ROOT,
                    "| %s | %d | %s | %s | %s | %s | %s |%n",
                    g.backend(),
                    g.sizesFitted(),
                    number(g.factorPerN()),
                    number(g.r2Exponential()),
                    number(g.exponent()),
                    number(g.r2Power()),
                    g.stopsAt() == 0 ? "answers every size" : g.stopsAt() + "x" + g.stopsAt()));
        }
        md.append("\n| backend | n | givens | boards | answered | median ms | 95 % CI | p90 ms |\n"
                + "|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (ScalingStudy.Point p : f.points()) {
            md.append(String.format(
                    Locale.ROOT,
                    "| %s | %d | %d | %d | %d | %s | [%s, %s] | %s |%n",
                    p.backend(),
                    p.size(),
                    p.givens(),
                    p.boards(),
                    p.answered(),
                    Report.ms(p.medianMillis().estimate()),
                    Report.ms(p.medianMillis().low()),
                    Report.ms(p.medianMillis().high()),
                    Report.ms(p.p90Millis())));
        }
        return md.toString();
    }

    private static String number(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.2f", v);
    }

    /** study.html: median time against n on a log axis, a line per backend, whiskers for the intervals. */
    static String html(Report report, ScalingStudy.Figures f) {
        StringBuilder h = new StringBuilder(Html.head("sudokulab study: scaling"));
        h.append("<h1>Study: scaling with the board size</h1>\n<p>")
                .append(Svg.esc(METHOD))
                .append("</p>\n");
        if (!f.points().isEmpty()) {
            h.append(chart(f.points()));
        }
        return h.append("</body>\n</html>\n").toString();
    }

    private static String chart(List<ScalingStudy.Point> points) {
        int pw = Svg.W - Svg.LEFT - Svg.RIGHT;
        int ph = Svg.H - Svg.TOP - Svg.BOTTOM;
        int maxN = points.stream().mapToInt(ScalingStudy.Point::size).max().orElse(1);
        int minN = points.stream().mapToInt(ScalingStudy.Point::size).min().orElse(0);
        double span = Math.max(1, maxN - minN);
        Svg.LogAxis y = Svg.LogAxis.of(
                points.stream().mapToDouble(p -> p.medianMillis().low()).min().orElse(1e-3),
                points.stream().mapToDouble(p -> p.medianMillis().high()).max().orElse(1));
        StringBuilder svg = Svg.svgStart("median time against the board size");
        svg.append(Svg.decadeRows(y, pw, ph)).append(Svg.axes(pw, ph, "board size n", "median ms per puzzle"));
        points.stream()
                .mapToInt(ScalingStudy.Point::size)
                .distinct()
                .forEach(n -> svg.append(
                        Svg.text(Svg.LEFT + (n - minN) / span * pw, Svg.TOP + ph + 16, Integer.toString(n), "middle")));
        List<String> backends =
                points.stream().map(ScalingStudy.Point::backend).distinct().toList();
        for (int i = 0; i < backends.size(); i++) {
            String b = backends.get(i);
            String colour = Svg.COLOURS[i % Svg.COLOURS.length];
            StringBuilder line = new StringBuilder();
            for (ScalingStudy.Point p : points) {
                if (p.backend().equals(b)) {
                    double x = Svg.LEFT + (p.size() - minN) / span * pw;
                    line.append(String.format(
                            Locale.ROOT,
                            "%.1f,%.1f ",
                            x,
                            Svg.TOP + ph - y.frac(p.medianMillis().estimate()) * ph));
                    svg.append(Svg.line(
                            x,
                            Svg.TOP + ph - y.frac(p.medianMillis().low()) * ph,
                            x,
                            Svg.TOP + ph - y.frac(p.medianMillis().high()) * ph,
                            colour));
                }
            }
            svg.append(Svg.polyline(colour, line, b)).append(Svg.legendEntry(i, colour, b));
        }
        return svg.append("</svg>\n").toString();
    }
}
