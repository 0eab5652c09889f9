package org.sudokulab.bench.study;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.sudokulab.bench.evidence.Interval;
import org.sudokulab.bench.pages.Svg;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.RunFolder;
import org.sudokulab.bench.run.RunRecord;

/** What the studies' pages share: the head of study.md, and a chart of medians with their intervals. */
final class StudyPage {
    /** One backend's median at x. */
    record Dot(String backend, double x, Interval median) {}

    /** A ring on a backend's line (a peak), with its tooltip. */
    record Mark(String backend, double x, double y, String title) {}

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private StudyPage() {}

    /**
     * study.md, study.html, and study.json: the study's name, whether the run is complete, its timeout, then
     * {@code figures} (name to value, in order).
     */
    static void write(Path dir, RunRecord report, String study, String md, String html, Map<String, Object> figures)
            throws IOException {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("study", study);
        json.put("complete", report.complete());
        json.put("timeoutMillis", report.plan().timeoutMillis());
        json.putAll(figures);
        RunFolder.writeAtomically(dir.resolve("study.md"), md);
        RunFolder.writeAtomically(dir.resolve("study.json"), JSON.writeValueAsString(json) + "\n");
        RunFolder.writeAtomically(dir.resolve("study.html"), html);
    }

    /** study.md's title, the partial-run notice, the method, and the command with its seed and timeout. */
    static String heading(RunRecord report, String title, String study, String method) {
        StringBuilder md = new StringBuilder("# Study: ").append(title).append("\n\n");
        if (!report.complete()) {
            md.append(String.format(
                    Locale.ROOT,
                    "**Partial:** %d of %d calls finished; resume with `sudokulab study %s --resume %s`.%n%n",
                    report.callsDone(),
                    report.callsPlanned(),
                    study,
                    report.directory()));
        }
        return md.append(method)
                .append("\n\nCommand: `")
                .append(report.plan().command())
                .append("`. Seed ")
                .append(report.plan().seed())
                .append(", sample ")
                .append(
                        report.plan().sample() == 0
                                ? "all"
                                : Integer.toString(report.plan().sample()))
                .append(", timeout ")
                .append(BenchPlan.format(report.plan().timeout()))
                .append(" per call.\n")
                .toString();
    }

    /**
     * Medians against a linear x from {@code xMin} to {@code xMax} (labels at {@code ticks}) on a log y axis: a line
     * per backend in the order met, each median's interval as a whisker, and the {@code marks} as rings.
     */
    static String chart(
            String label,
            String xLabel,
            List<Dot> dots,
            double xMin,
            double xMax,
            List<Integer> ticks,
            List<Mark> marks) {
        int pw = Svg.W - Svg.LEFT - Svg.RIGHT;
        int ph = Svg.H - Svg.TOP - Svg.BOTTOM;
        double span = Math.max(1e-9, xMax - xMin);
        Svg.LogAxis y = Svg.LogAxis.of(
                dots.stream().mapToDouble(d -> d.median().low()).min().orElse(1e-3),
                dots.stream().mapToDouble(d -> d.median().high()).max().orElse(1));
        StringBuilder svg = Svg.svgStart(label);
        svg.append(Svg.decadeRows(y, pw, ph)).append(Svg.axes(pw, ph, xLabel, "median ms"));
        for (int t : ticks) {
            svg.append(Svg.text(Svg.LEFT + (t - xMin) / span * pw, Svg.TOP + ph + 16, Integer.toString(t), "middle"));
        }
        List<String> backends = dots.stream().map(Dot::backend).distinct().toList();
        for (int i = 0; i < backends.size(); i++) {
            String b = backends.get(i);
            String colour = Svg.COLOURS[i % Svg.COLOURS.length];
            Svg.Points line = new Svg.Points();
            for (Dot d : dots) {
                if (d.backend().equals(b)) {
                    double x = Svg.LEFT + (d.x() - xMin) / span * pw;
                    line.add(x, Svg.TOP + ph - y.frac(d.median().estimate()) * ph);
                    svg.append(Svg.line(
                            x,
                            Svg.TOP + ph - y.frac(d.median().low()) * ph,
                            x,
                            Svg.TOP + ph - y.frac(d.median().high()) * ph,
                            colour));
                }
            }
            svg.append(Svg.polyline(colour, line, b)).append(Svg.legendEntry(i, colour, b));
            for (Mark m : marks) {
                if (m.backend().equals(b)) {
                    svg.append(String.format(
                            Locale.ROOT,
                            "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"none\" stroke=\"%s\"><title>%s</title>"
                                    + "</circle>%n",
                            Svg.LEFT + (m.x() - xMin) / span * pw,
                            Svg.TOP + ph - y.frac(m.y()) * ph,
                            colour,
                            Svg.esc(m.title())));
                }
            }
        }
        return svg.append("</svg>\n").toString();
    }
}
