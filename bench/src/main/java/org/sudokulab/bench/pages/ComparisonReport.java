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
import org.sudokulab.bench.evidence.Comparison;
import org.sudokulab.bench.evidence.Paired;
import org.sudokulab.bench.run.RunFolder;

/**
 * A {@link Comparison} written out: a text table for the terminal, and compare.md, compare.json and compare.html
 * ({@link ComparisonHtml}) in a folder.
 */
public final class ComparisonReport {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    static final String VERDICT_NOTE = "change: B's figure over A's, the median of the per-puzzle ratios over the "
            + "puzzles both answered, with its 95 % interval and a two-sided p. With forks in both runs (JVMs: their "
            + "number) the interval and the test include what moves a whole JVM (the JIT's choices, the code's layout, "
            + "the machine's drift while each ran): the puzzles' variance and the JVMs', each from a bootstrap, with "
            + "Student's t on the forks' few degrees of freedom; neither sees the machine's load between the two runs "
            + "(compare two runs of the baseline first). With one JVM a run (\"one JVM\") they see the puzzles alone (a percentile bootstrap "
            + "and Wilcoxon's signed-rank test): a whole run's shift is not measured, and two runs of one commit can "
            + "differ beyond the threshold. \"regressed\" or \"improved\" needs a discovery among all the "
            + "comparison's changes (Benjamini and Hochberg at a false discovery rate of " + Comparison.ALPHA
            + ": a hundred questions at 5 % each would get five answers by chance), an interval clear of 1 and a "
            + "change beyond the noise threshold; anything else is \"no change\".";

    static final String HEADINGS = "| backend | corpus | puzzles | JVMs | median A | median B | change | 95 % CI | p "
            + "| verdict |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---|\n";

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
        for (boolean memory : new boolean[] {false, true}) {
            List<Comparison.FigureChange> changes = memory ? c.memory() : c.times();
            if (memory && changes.isEmpty()) {
                continue;
            }
            t.append(String.format(
                    Locale.ROOT,
                    "%n%s (noise threshold %s):%n",
                    memory ? "memory per call" : "times",
                    percent(c.threshold())));
            t.append(String.format(
                    Locale.ROOT,
                    "%-12s %-24s %7s %7s %11s %11s %8s %17s %9s  %s%n",
                    "backend",
                    "corpus",
                    "puzzles",
                    "JVMs",
                    "median A",
                    "median B",
                    "change",
                    "95 % CI",
                    "p",
                    "verdict"));
            for (Comparison.FigureChange x : changes) {
                t.append(String.format(
                        Locale.ROOT, "%-12s %-24s %7s %7s %11s %11s %8s %17s %9s  %s%n", cells(x).toArray()));
            }
        }
        t.append("(a verdict needs a discovery at a false discovery rate of ")
                .append(Comparison.ALPHA)
                .append(" over all the changes, an interval clear of 1 and a change beyond the threshold; with forks"
                        + " in both runs it includes what moves a whole JVM, with one JVM a run it does not)\n");
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
        RunFolder.writeAtomically(dir.resolve("compare.html"), ComparisonHtml.page(c));
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
        md.append(HEADINGS);
        c.times()
                .forEach(x ->
                        md.append("| ").append(String.join(" | ", cells(x))).append(" |\n"));
        md.append("\n## Memory per call\n\n");
        if (c.memory().isEmpty()) {
            md.append("Not measured in both runs.\n");
        } else {
            md.append(MEMORY_NOTE).append("\n\n").append(HEADINGS);
            c.memory()
                    .forEach(x ->
                            md.append("| ").append(String.join(" | ", cells(x))).append(" |\n"));
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
        root.put("schemaVersion", 2);
        root.put("a", c.a().dir().toString());
        root.put("b", c.b().dir().toString());
        root.put("threshold", c.threshold());
        root.put("alpha", Comparison.ALPHA);
        root.put("settingsDiffer", c.settingsDiffer());
        root.put("regressed", c.regressed());
        root.set("changes", JSON.valueToTree(c.changes()));
        root.set("unmatched", JSON.valueToTree(c.unmatched()));
        for (boolean memory : new boolean[] {false, true}) {
            ArrayNode figures = root.putArray(memory ? "memory" : "times");
            for (Comparison.FigureChange x : memory ? c.memory() : c.times()) {
                ObjectNode n = figures.addObject();
                n.put("backend", x.backend());
                n.put("corpus", x.corpus());
                n.put("figure", x.figure());
                n.put("puzzles", x.puzzles());
                n.put("forks", x.forks());
                n.put(memory ? "medianBytesA" : "medianMillisA", x.medianA());
                n.put(memory ? "medianBytesB" : "medianMillisB", x.medianB());
                n.set("ratioBOverA", JSON.valueToTree(x.ratio()));
                n.put("p", Double.isNaN(x.p()) ? null : x.p());
                n.put("test", x.oneJvm() ? "wilcoxon" : "two-level bootstrap, t");
                n.put("verdict", x.verdict());
            }
        }
        root.set("differences", JSON.valueToTree(c.differences()));
        return JSON.writeValueAsString(root) + "\n";
    }

    static final String MEMORY_NOTE = "Memory: the median over puzzles of a call's memory, the bytes the calling "
            + "thread allocated (a JVM backend) or the peak resident set of an external solver's processes; weighed as "
            + "the times are, a call's memory below 1 KiB counting as 1 KiB in a ratio.";

    /**
     * A change as every table prints it: backend, corpus, puzzles, JVMs, medians (ms, or bytes), change, interval, p,
     * verdict ("one JVM" beside it when a run had one).
     */
    static List<String> cells(Comparison.FigureChange x) {
        boolean time = x.figure().equals("time");
        return List.of(
                x.backend(),
                x.corpus(),
                Integer.toString(x.puzzles()),
                x.oneJvm() ? "one JVM" : Integer.toString(x.forks()),
                time ? Format.ms(x.medianA()) + " ms" : Format.bytes(x.medianA()),
                time ? Format.ms(x.medianB()) + " ms" : Format.bytes(x.medianB()),
                "x" + Paired.factor(x.ratio().estimate()),
                "[" + Paired.factor(x.ratio().low()) + ", "
                        + Paired.factor(x.ratio().high()) + "]",
                Paired.pValue(x.p()),
                x.verdict() + (x.oneJvm() ? " (one JVM)" : ""));
    }

    static String percent(double share) {
        return String.format(Locale.ROOT, "%.0f %%", 100 * share);
    }
}
