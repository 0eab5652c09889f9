package org.sudokulab.bench.pages;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleUnaryOperator;
import org.sudokulab.bench.evidence.Comparison;
import org.sudokulab.bench.evidence.Paired;
import org.sudokulab.bench.run.RunFolder;

/**
 * A {@link Comparison} written out: a text table for the terminal, and compare.md, compare.json and compare.html
 * (the report's style, the changes of median as a chart with whiskers) in a folder.
 */
public final class ComparisonReport {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    static final String VERDICT_NOTE = "change: B's median time over A's on the puzzles both answered, with a 95 % "
            + "bootstrap interval over those puzzles; p: Wilcoxon's signed-rank test on the paired log ratios. "
            + "\"regressed\" or \"improved\" needs p < " + Comparison.ALPHA + ", an interval clear of 1 and a change "
            + "beyond the noise threshold; anything else is \"no change\". The interval and the test see these two "
            + "runs' puzzles and calls, not what moves a whole run (the JIT's choices, the machine's load): two "
            + "runs of one commit can differ beyond the threshold, so compare two runs of the baseline first and "
            + "set the threshold above what they show.";

    private ComparisonReport() {}

    /** The table printed on standard output. */
    public static String text(Comparison c) {
        StringBuilder t = new StringBuilder();
        t.append("A: ").append(c.a().dir()).append(" (").append(c.a().created()).append(")\n");
        t.append("B: ").append(c.b().dir()).append(" (").append(c.b().created()).append(")\n");
        if (c.settingsDiffer()) {
            t.append("warning: the runs' settings differ (below); their times are compared all the same\n");
        }
        t.append("\nanswers that changed: ")
                .append(c.changes().isEmpty() ? "none" : c.changes().size())
                .append('\n');
        for (Comparison.Change ch : c.changes()) {
            t.append(String.format(
                    Locale.ROOT,
                    "  %s %s puzzle %d (line %d): %s -> %s%n",
                    ch.backend(),
                    ch.corpus(),
                    ch.puzzle(),
                    ch.line(),
                    ch.before(),
                    ch.after()));
        }
        if (!c.unmatched().isEmpty()) {
            t.append("\nnot matched:\n");
            c.unmatched().forEach(u -> t.append("  ").append(u).append('\n'));
        }
        t.append(String.format(Locale.ROOT, "%ntimes (noise threshold %s):%n", percent(c.threshold())));
        t.append(String.format(
                Locale.ROOT,
                "%-12s %-24s %7s %11s %11s %8s %17s %9s  %s%n",
                "backend",
                "corpus",
                "puzzles",
                "median A ms",
                "median B ms",
                "change",
                "95 % CI",
                "p",
                "verdict"));
        for (Comparison.TimeChange x : c.times()) {
            t.append(String.format(Locale.ROOT, "%-12s %-24s %7s %11s %11s %8s %17s %9s  %s%n", cells(x).toArray()));
        }
        t.append("(a verdict needs p < ")
                .append(Comparison.ALPHA)
                .append(", an interval clear of 1 and a change beyond the threshold; it does not see what moves a"
                        + " whole run, such as the JIT or the load: compare two baseline runs first)\n");
        if (!c.differences().isEmpty()) {
            t.append("\nsettings and environment that differ:\n");
            for (Comparison.Difference d : c.differences()) {
                t.append("  ")
                        .append(d.what())
                        .append(' ')
                        .append(d.key())
                        .append(": ")
                        .append(d.a())
                        .append(" -> ")
                        .append(d.b())
                        .append('\n');
            }
        }
        return t.toString();
    }

    /** compare.md, compare.json and compare.html in {@code dir} (created if need be), each whole or not at all. */
    public static void write(Comparison c, Path dir) throws IOException {
        Files.createDirectories(dir);
        RunFolder.writeAtomically(dir.resolve("compare.md"), markdown(c));
        RunFolder.writeAtomically(dir.resolve("compare.json"), json(c));
        RunFolder.writeAtomically(dir.resolve("compare.html"), html(c));
    }

    public static String markdown(Comparison c) {
        StringBuilder md = new StringBuilder("# sudokulab bench compare\n\n");
        md.append("- A: `")
                .append(c.a().dir())
                .append("`, created ")
                .append(c.a().created())
                .append('\n');
        md.append("- B: `")
                .append(c.b().dir())
                .append("`, created ")
                .append(c.b().created())
                .append('\n');
        if (c.settingsDiffer()) {
            md.append("\n**Warning:** the runs' settings differ (see below); their times are compared all the same.\n");
        }
        md.append("\n## Answers that changed\n\n");
        if (c.changes().isEmpty()) {
            md.append("None: no WRONG in either run, and every matched puzzle has the same outcome and count.\n");
        } else {
            md.append("| backend | corpus | puzzle | line | A | B |\n|---|---|---:|---:|---|---|\n");
            for (Comparison.Change ch : c.changes()) {
                md.append(String.format(
                        Locale.ROOT,
                        "| %s | %s | %d | %d | %s | %s |%n",
                        ch.backend(),
                        ch.corpus(),
                        ch.puzzle(),
                        ch.line(),
                        Format.cell(ch.before()),
                        Format.cell(ch.after())));
            }
        }
        md.append("\n## Not matched\n\n");
        if (c.unmatched().isEmpty()) {
            md.append("Every backend, corpus and puzzle of one run is in the other.\n");
        }
        c.unmatched().forEach(u -> md.append("- ").append(u).append('\n'));
        md.append(String.format(
                Locale.ROOT, "%n## Times%n%nNoise threshold %s. %s%n%n", percent(c.threshold()), VERDICT_NOTE));
        md.append("| backend | corpus | puzzles | median A ms | median B ms | change | 95 % CI | p | verdict |\n"
                + "|---|---|---:|---:|---:|---:|---:|---:|---|\n");
        for (Comparison.TimeChange x : c.times()) {
            md.append("| ").append(String.join(" | ", cells(x))).append(" |\n");
        }
        md.append("\n## Settings and environment that differ\n\n");
        if (c.differences().isEmpty()) {
            md.append("None.\n");
        } else {
            md.append("| | key | A | B |\n|---|---|---|---|\n");
            c.differences().forEach(d -> md.append("| ")
                    .append(d.what())
                    .append(" | ")
                    .append(Format.cell(d.key()))
                    .append(" | ")
                    .append(Format.cell(d.a()))
                    .append(" | ")
                    .append(Format.cell(d.b()))
                    .append(" |\n"));
        }
        return md.toString();
    }

    static String json(Comparison c) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("schemaVersion", 1);
        root.put("a", c.a().dir().toString());
        root.put("b", c.b().dir().toString());
        root.put("threshold", c.threshold());
        root.put("alpha", Comparison.ALPHA);
        root.put("settingsDiffer", c.settingsDiffer());
        root.put("regressed", c.regressed());
        root.set("changes", JSON.valueToTree(c.changes()));
        root.set("unmatched", JSON.valueToTree(c.unmatched()));
        ArrayNode times = root.putArray("times");
        for (Comparison.TimeChange x : c.times()) {
            ObjectNode n = times.addObject();
            n.put("backend", x.backend());
            n.put("corpus", x.corpus());
            n.put("puzzles", x.puzzles());
            n.put("medianMillisA", x.medianA());
            n.put("medianMillisB", x.medianB());
            n.set("ratioBOverA", JSON.valueToTree(x.ratio()));
            n.put("wilcoxonP", Double.isNaN(x.p()) ? null : x.p());
            n.put("verdict", x.verdict());
        }
        root.set("differences", JSON.valueToTree(c.differences()));
        return JSON.writeValueAsString(root) + "\n";
    }

    static String html(Comparison c) {
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
                .append(percent(c.threshold()))
                .append(". ")
                .append(Svg.esc(VERDICT_NOTE))
                .append("</p>\n<table class=\"times\"><tr><th>backend</th><th>corpus</th><th>puzzles</th>"
                        + "<th>median A ms</th><th>median B ms</th><th>change</th><th>95 % CI</th><th>p</th>"
                        + "<th>verdict</th></tr>\n");
        for (Comparison.TimeChange x : c.times()) {
            h.append(row(cells(x).toArray(String[]::new))
                    .replace("<tr>", "<tr class=\"" + x.verdict().replace(' ', '-') + "\">"));
        }
        h.append("</table>\n").append(changeChart(c));
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

    /** Each change of median as a dot with its interval, on a log axis around 1, the threshold band shaded. */
    private static String changeChart(Comparison c) {
        List<Comparison.TimeChange> times = c.times();
        int row = 22;
        int left = 260;
        int pw = Svg.W - left - 40;
        int height = Svg.TOP + Svg.BOTTOM + row * Math.max(1, times.size());
        StringBuilder g = Svg.svgStart("changes of median time", height);
        double span = Math.log(1 + c.threshold()) * 2;
        for (Comparison.TimeChange x : times) {
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
                percent(c.threshold())));
        double one = px.applyAsDouble(1);
        g.append(Svg.line(one, Svg.TOP, one, height - Svg.BOTTOM, "#000"));
        for (double v : new double[] {Math.exp(-s), Math.exp(-s / 2), 1, Math.exp(s / 2), Math.exp(s)}) {
            g.append(Svg.text(px.applyAsDouble(v), height - Svg.BOTTOM + 16, "x" + Paired.factor(v), "middle"));
        }
        g.append(Svg.text(
                left + pw / 2.0,
                height - 12,
                "B's median over A's (log): dot estimate, whiskers 95 % interval",
                "middle"));
        for (int i = 0; i < times.size(); i++) {
            Comparison.TimeChange x = times.get(i);
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

    /** A time change as every table prints it: backend, corpus, puzzles, medians, change, interval, p, verdict. */
    static List<String> cells(Comparison.TimeChange x) {
        return List.of(
                x.backend(),
                x.corpus(),
                Integer.toString(x.puzzles()),
                Format.ms(x.medianA()),
                Format.ms(x.medianB()),
                "x" + Paired.factor(x.ratio().estimate()),
                "[" + Paired.factor(x.ratio().low()) + ", "
                        + Paired.factor(x.ratio().high()) + "]",
                Paired.pValue(x.p()),
                x.verdict());
    }

    private static String row(String... cells) {
        StringBuilder r = new StringBuilder("<tr>");
        for (String x : cells) {
            r.append("<td>").append(Svg.esc(x)).append("</td>");
        }
        return r.append("</tr>\n").toString();
    }

    static String percent(double share) {
        return String.format(Locale.ROOT, "%.0f %%", 100 * share);
    }
}
