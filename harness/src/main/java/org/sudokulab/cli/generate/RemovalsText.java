package org.sudokulab.cli.generate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.sudokulab.generator.RemovalSurvey;

/** What {@code survey removals} writes: the samples and the levels as CSV, the chart as SVG, a line for stdout. */
final class RemovalsText {
    private RemovalsText() {}

    /** Writes the three files into {@code dir}; returns the line that sums them up. */
    static String write(List<RemovalSurvey.Sample> all, int from, int to, long cap, Path dir, double seconds)
            throws IOException {
        Files.createDirectories(dir);
        StringBuilder csv = new StringBuilder("removed,sample,count,exact,givens\n");
        for (RemovalSurvey.Sample s : all) {
            csv.append(s.removed())
                    .append(',')
                    .append(s.sample())
                    .append(',')
                    .append(s.count())
                    .append(',')
                    .append(s.exact())
                    .append(',')
                    .append(s.givens())
                    .append('\n');
        }
        Files.writeString(dir.resolve("removals.csv"), csv, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("removals.svg"), chart(all, from, to, cap), StandardCharsets.UTF_8);
        List<RemovalSurvey.Level> levels = RemovalSurvey.levels(all);
        StringBuilder summary = new StringBuilder("removed,samples,at_cap,p10_log10,median_log10,p90_log10\n");
        for (RemovalSurvey.Level l : levels) {
            summary.append(String.format(
                    Locale.ROOT,
                    "%d,%d,%d,%.3f,%.3f,%.3f%n",
                    l.removed(),
                    l.samples(),
                    l.atCap(),
                    l.p10(),
                    l.median(),
                    l.p90()));
        }
        Files.writeString(dir.resolve("removals-summary.csv"), summary, StandardCharsets.UTF_8);
        RemovalSurvey.Fit fit = RemovalSurvey.fitMedians(levels);
        long unseen = RemovalSurvey.smallestUnseen(all, cap);
        return String.format(
                Locale.ROOT,
                "samples=%d removed=%d..%d cap=%d smallest_k_not_met=%d median_log10_count=%s seconds=%.1f "
                        + "csv=%s summary=%s svg=%s",
                all.size(),
                from,
                to,
                cap,
                unseen,
                fit == null
                        ? "unfitted"
                        : String.format(
                                Locale.ROOT,
                                "%.4f*removed%+.3f(%d_levels)",
                                fit.slope(),
                                fit.intercept(),
                                fit.levels()),
                seconds,
                dir.resolve("removals.csv"),
                dir.resolve("removals-summary.csv"),
                dir.resolve("removals.svg"));
    }

    /**
     * Per n removed: the median and the 10th-90th percentile band of log10(count); counts at the cap drawn at
     * the cap.
     */
    private static String chart(List<RemovalSurvey.Sample> samples, int from, int to, long cap) {
        int w = 720;
        int h = 360;
        int left = 60;
        int bottom = 40;
        double top = Math.max(1, Math.ceil(Math.log10(cap)));
        StringBuilder g = new StringBuilder(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                        + "font-size=\"11\" role=\"img\" aria-label=\"solution counts by clues removed\">%n",
                w,
                h));
        int pw = w - left - 20;
        int ph = h - bottom - 20;
        for (int d = 0; d <= top; d++) {
            double y = 20 + ph - d / top * ph;
            g.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#eee\"/>"
                            + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n",
                    left,
                    y,
                    left + pw,
                    y,
                    left - 6,
                    y + 4,
                    d == 0 ? "1" : "1e" + d));
        }
        int span = Math.max(1, to - from);
        for (RemovalSurvey.Level level : RemovalSurvey.levels(samples)) {
            double x = left + (level.removed() - from) * (double) pw / span;
            double lo = level.p10();
            double mid = level.median();
            double hi = level.p90();
            g.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#4e79a7\" stroke-width=\"6\"/>"
                            + "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#e15759\"><title>%d removed: "
                            + "median %.3g</title></circle>%n",
                    x,
                    20 + ph - lo / top * ph,
                    x,
                    20 + ph - hi / top * ph,
                    x,
                    20 + ph - mid / top * ph,
                    level.removed(),
                    Math.pow(10, mid)));
            if (level.removed() % 5 == 0) {
                g.append(String.format(
                        Locale.ROOT,
                        "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>%n",
                        x,
                        h - bottom + 16,
                        level.removed()));
            }
        }
        g.append(String.format(
                Locale.ROOT,
                "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">cells removed (band: 10th-90th percentile of the "
                        + "solution count, dot: median, log scale, capped at %d)</text>%n</svg>%n",
                left + pw / 2,
                h - 6,
                cap));
        return g.toString();
    }
}
