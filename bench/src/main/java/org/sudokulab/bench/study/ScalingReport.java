package org.sudokulab.bench.study;

import java.util.List;
import java.util.Locale;
import org.sudokulab.bench.pages.Format;
import org.sudokulab.bench.pages.Html;
import org.sudokulab.bench.pages.Svg;
import org.sudokulab.bench.run.RunRecord;

/** The text of {@code study scaling}: study.md and study.html, from {@link ScalingStudy.Figures}. */
final class ScalingReport {
    static final String METHOD = "Per board size, unique puzzles dug from random grids down to the stated number of "
            + "givens; every backend proves each unique (count to 2). Time is the call's wall time in ms, a call not "
            + "answered counting as the timeout (so a median at the timeout is a lower bound). A backend stops at the "
            + "first size where it answers fewer than half the boards. The growth fits ln(median ms) against n over "
            + "the sizes it answered (at least three): 'x per n' is the factor one more unit of n costs if the growth "
            + "is exponential, 'n^k' the exponent if it is polynomial; R^2 says which describes the points better.";

    private ScalingReport() {}

    static String markdown(RunRecord report, ScalingStudy.Figures f) {
        StringBuilder md = new StringBuilder(
                        StudyPage.heading(report, "scaling with the board size", ScalingStudy.NAME, METHOD))
                .append('\n');
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
                    Format.ms(p.medianMillis().estimate()),
                    Format.ms(p.medianMillis().low()),
                    Format.ms(p.medianMillis().high()),
                    Format.ms(p.p90Millis())));
        }
        return md.toString();
    }

    private static String number(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.2f", v);
    }

    /** study.html: median time against n on a log axis, a line per backend, whiskers for the intervals. */
    static String html(RunRecord report, ScalingStudy.Figures f) {
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
        List<Integer> sizes = points.stream()
                .map(ScalingStudy.Point::size)
                .distinct()
                .sorted()
                .toList();
        List<StudyPage.Dot> dots = points.stream()
                .map(p -> new StudyPage.Dot(p.backend(), p.size(), p.medianMillis()))
                .toList();
        return StudyPage.chart(
                "median time against the board size",
                "board size n",
                dots,
                sizes.get(0),
                sizes.get(sizes.size() - 1),
                sizes,
                List.of());
    }
}
