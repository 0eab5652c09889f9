package org.sudokulab.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The four files of a bench run: {@code report.md}, {@code results.csv} (one row per backend x puzzle x
 * repeat), {@code summary.json} (schema {@value #SCHEMA_VERSION}) and a self-contained {@code report.html}
 * (inline SVG: a cactus plot per corpus and the time distribution per backend). WRONG rows come first in all.
 */
public record Report(
        String created,
        Path directory,
        boolean complete,
        long callsDone,
        long callsPlanned,
        Map<String, String> environment,
        BenchPlan plan,
        double jvmStartMillis,
        List<Corpus> corpora,
        List<BackendInfo> backends,
        List<String> notRun,
        List<BenchRow> rows) {
    /**
     * 2: intervals on the medians and means, repeat noise, paired comparisons and the competitions' figures; the
     * fields of 1 are unchanged.
     */
    static final int SCHEMA_VERSION = 2;

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * A backend that ran, how it counts, and its cold costs: the availability check (native loads) and the first
     * call.
     */
    public record BackendInfo(
            String id,
            String description,
            String counting,
            double availabilityMillis,
            double firstCallMillis,
            long warmupCalls,
            double warmupMillis,
            Map<String, String> environment) {}

    public List<BenchRow> wrongRows() {
        return rows.stream()
                .filter(r -> r.outcome() == BenchRow.Outcome.WRONG)
                .sorted(BenchRow.REPORT_ORDER)
                .toList();
    }

    /** The four files, each written whole or not at all. */
    void write(Path dir) throws IOException {
        RunFolder.writeAtomically(dir.resolve("results.csv"), out -> {
            out.write(BenchRow.csvHeader());
            BenchRow.LineFormat lines = new BenchRow.LineFormat();
            for (BenchRow r : rows.stream().sorted(BenchRow.REPORT_ORDER).toList()) {
                out.append(lines.format(r)).append('\n');
            }
        });
        Figures figures = Figures.of(this);
        RunFolder.writeAtomically(dir.resolve("summary.json"), json(figures));
        RunFolder.writeAtomically(dir.resolve("report.md"), markdown(figures));
        RunFolder.writeAtomically(dir.resolve("report.html"), Html.page(this, figures));
    }

    /** What the calls on a corpus ask, for its heading. */
    String modeOf(Corpus c) {
        // In exact mode the plan's limit only serves lines that state no count (none, in a generated corpus).
        boolean limitUnused = c.mode() == Mode.EXACT
                && c.puzzles().stream().allMatch(e -> e.expectedCount().isPresent());
        return "Mode: " + c.mode().describe(limitUnused ? 0 : plan.limit()) + ".";
    }

    /** The plan's settings as the reports state them. */
    public Map<String, String> settings() {
        return plan.describe();
    }

    public String status() {
        return complete
                ? "complete: " + callsDone + " of " + callsPlanned + " calls"
                : "PARTIAL: interrupted after " + callsDone + " of " + callsPlanned + " calls; finish it with `"
                        + (plan.study() == null ? "sudokulab bench" : "sudokulab study " + plan.study()) + " --resume "
                        + directory + "`";
    }

    // ---- summary.json ----

    private String json(Figures figures) throws IOException {
        List<Summary> summaries = figures.summaries();
        List<Counting> counting = figures.counting();
        ObjectNode root = JSON.createObjectNode();
        root.put("schemaVersion", SCHEMA_VERSION);
        root.put("created", created);
        root.put("complete", complete);
        root.put("callsDone", callsDone);
        root.put("callsPlanned", callsPlanned);
        root.set("wrong", JSON.valueToTree(wrongRows()));
        root.set("environment", JSON.valueToTree(environment));
        root.set("settings", JSON.valueToTree(settings()));
        ArrayNode cs = root.putArray("corpora");
        for (Corpus c : corpora) {
            ObjectNode n = cs.addObject();
            n.put("name", c.name());
            n.put("origin", c.origin());
            n.put("mode", c.mode().toString());
            n.put("sha256", c.sha256());
            n.put("puzzles", c.puzzles().size());
            n.put("parseErrors", c.errors().size());
            n.set("attribution", JSON.valueToTree(c.attribution()));
        }
        ObjectNode cold = root.putObject("coldStart");
        cold.put("jvmStartMillis", jvmStartMillis);
        cold.set("backends", JSON.valueToTree(backends));
        root.set("notRun", JSON.valueToTree(notRun));
        ArrayNode ss = root.putArray("summaries");
        for (Summary s : summaries) {
            ObjectNode n = ss.addObject();
            n.put("backend", s.backend());
            n.put("corpus", s.corpus());
            n.put("puzzles", s.puzzles());
            n.put("solved", s.solved());
            n.put("wrong", s.wrong());
            n.put("timeouts", s.timeouts());
            n.put("unsupported", s.unsupported());
            n.put("errors", s.errors());
            n.put("killed", s.killed());
            n.put("crashed", s.crashed());
            n.put("medianMillis", s.medianMillis());
            n.put("p90Millis", s.p90Millis());
            n.put("maxMillis", s.maxMillis());
            n.put("meanMillis", s.meanMillis());
            n.put("effortCounter", s.effortCounter());
            n.put("medianEffort", s.medianEffort());
            n.set("medianInterval", JSON.valueToTree(s.medianInterval()));
            n.set("meanInterval", JSON.valueToTree(s.meanInterval()));
            n.put("repeatNoiseFactor", s.noise());
            n.put("puzzleSpreadFactor", s.spread());
        }
        ArrayNode ps = root.putArray("paired");
        for (Paired p : figures.pairs()) {
            ObjectNode n = ps.addObject();
            n.put("corpus", p.corpus());
            n.put("a", p.a());
            n.put("b", p.b());
            n.put("puzzles", p.puzzles());
            n.set("ratioBOverA", JSON.valueToTree(p.ratio()));
            n.put("aFasterShare", p.aFaster());
            n.put("bFasterShare", p.bFaster());
            n.put("wilcoxonP", Double.isNaN(p.p()) ? null : p.p());
            n.put("verdict", p.verdict());
        }
        ArrayNode comps = root.putArray("competitions");
        for (Competition c : figures.competitions()) {
            ObjectNode n = comps.addObject();
            n.put("corpus", c.corpus());
            n.put("puzzles", c.puzzles());
            n.put("timeoutMillis", c.timeoutMillis());
            n.put("vbsPar2Millis", c.vbsPar2Millis());
            n.put("vbsSolved", c.vbsSolved());
            ArrayNode sc = n.putArray("backends");
            for (Competition.Score s : c.scores()) {
                ObjectNode b = sc.addObject();
                b.put("backend", s.backend());
                b.put("solved", s.solved());
                b.put("par2Millis", s.par2Millis());
                b.put("vbsWins", s.vbsWins());
                b.put("vbsShare", c.vbsShare(s));
                b.set("performanceRatios", JSON.valueToTree(s.ratios()));
            }
        }
        ArrayNode cn = root.putArray("counting");
        for (Counting c : counting) {
            ObjectNode n = cn.addObject();
            n.put("backend", c.backend());
            n.put("corpus", c.corpus());
            n.put("puzzles", c.puzzles());
            n.put("countedExactly", c.counted());
            n.put("solutions", c.solutions());
            n.put("millis", c.millis());
            n.put("solutionsPerSecond", c.solutionsPerSecond());
            n.put("microsPerSolution", c.microsPerSolution());
            n.put("growthExponent", c.growth());
            n.set("points", JSON.valueToTree(c.points()));
        }
        return JSON.writeValueAsString(root) + "\n";
    }

    // ---- report.md ----

    private String markdown(Figures figures) {
        List<Summary> summaries = figures.summaries();
        List<Counting> counting = figures.counting();
        StringBuilder md = new StringBuilder();
        md.append("# sudokulab bench report\n\n");
        md.append("Created ").append(created).append(", ").append(status()).append(".\n\n");
        md.append("## Wrong answers\n\n");
        List<BenchRow> wrong = wrongRows();
        if (wrong.isEmpty()) {
            md.append("None: every answer passed the independent checker, the corpus's own expectations and the "
                    + "comparison with the other backends.\n\n");
        } else {
            md.append(
                    "| backend | corpus | puzzle | line | repeat | answer | why |\n|---|---|---:|---:|---:|---|---|\n");
            for (BenchRow r : wrong) {
                md.append("| ")
                        .append(r.backend())
                        .append(" | ")
                        .append(r.corpus())
                        .append(" | ")
                        .append(r.puzzle())
                        .append(" | ")
                        .append(r.line())
                        .append(" | ")
                        .append(r.repeat())
                        .append(" | ")
                        .append(cell(r.answer()))
                        .append(" | ")
                        .append(cell(r.detail()))
                        .append(" |\n");
            }
            md.append('\n');
        }
        md.append("## Settings\n\n");
        settings()
                .forEach((k, v) ->
                        md.append("- ").append(k).append(": ").append(v).append('\n'));
        md.append("\nTimes are wall-clock milliseconds per puzzle (the median of its repeats), over the puzzles a "
                + "backend answered within the timeout; p90 is the 90th percentile (nearest rank). \"solved\" counts "
                + "right answers (a wrong one is in its own column, and timed); effort is the backend's own first "
                + "counter, median per answered puzzle. "
                + INTERVAL_NOTE + "\n\n");
        md.append("## Results per corpus\n\n")
                .append(EvidenceMarkdown.COMPETITION_NOTE)
                .append('\n');
        for (Corpus c : corpora) {
            md.append("\n### ").append(c.name()).append("\n\n");
            md.append(c.puzzles().size())
                    .append(" puzzles in `")
                    .append(c.origin())
                    .append("` (sha256 ")
                    .append(c.sha256(), 0, 12)
                    .append(").");
            for (String a : c.attribution()) {
                md.append(' ').append(a);
            }
            md.append(' ').append(modeOf(c)).append("\n\n");
            md.append("| backend | solved | wrong | timeouts | unsupp. | errors | killed/crashed | median | p90 | max "
                    + "| mean "
                    + "| effort (median) | median 95 % CI | mean 95 % CI |"
                    + (plan.repeat() > 1 ? " repeat noise | puzzle spread |" : "")
                    + "\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|"
                    + (plan.repeat() > 1 ? "---:|---:|" : "")
                    + "\n");
            for (Summary s : summaries) {
                if (!s.corpus().equals(c.name())) {
                    continue;
                }
                md.append("| ")
                        .append(s.backend())
                        .append(" | ")
                        .append(s.solved())
                        .append('/')
                        .append(s.puzzles())
                        .append(" | ")
                        .append(s.wrong())
                        .append(" | ")
                        .append(s.timeouts())
                        .append(" | ")
                        .append(s.unsupported())
                        .append(" | ")
                        .append(s.errors())
                        .append(" | ")
                        .append(s.killed())
                        .append('/')
                        .append(s.crashed())
                        .append(" | ")
                        .append(ms(s.medianMillis()))
                        .append(" | ")
                        .append(ms(s.p90Millis()))
                        .append(" | ")
                        .append(ms(s.maxMillis()))
                        .append(" | ")
                        .append(ms(s.meanMillis()))
                        .append(" | ")
                        .append(
                                s.medianEffort() == null
                                        ? ""
                                        : String.format(Locale.ROOT, "%,.0f %s", s.medianEffort(), s.effortCounter()))
                        .append(" | ")
                        .append(interval(s.medianInterval()))
                        .append(" | ")
                        .append(interval(s.meanInterval()))
                        .append(" |");
                if (plan.repeat() > 1) {
                    md.append(' ')
                            .append(times(s.noise()))
                            .append(" | ")
                            .append(times(s.spread()))
                            .append(" |");
                }
                md.append('\n');
            }
            md.append(EvidenceMarkdown.competition(figures.competitionOf(c.name())));
        }
        md.append(EvidenceMarkdown.overall(figures, corpora));
        if (!counting.isEmpty()) {
            md.append("\n## Counting\n\n");
            md.append(COUNTING_NOTE).append("\n");
            for (Corpus c : corpora) {
                if (!c.mode().counts()) {
                    continue;
                }
                md.append("\n### ").append(c.name()).append(" (counting)\n\n");
                md.append("| ")
                        .append(String.join(" | ", Counting.HEADINGS))
                        .append(" |\n|---|---:|---:|---:|---:|---:|---:|---|\n");
                for (Counting k : counting) {
                    if (k.corpus().equals(c.name())) {
                        List<String> cells = new ArrayList<>(k.cells());
                        cells.add(cell(countingOf(k.backend())));
                        md.append("| ").append(String.join(" | ", cells)).append(" |\n");
                    }
                }
            }
        }
        md.append("\n## Cold start\n\n");
        md.append(String.format(
                Locale.ROOT,
                "JVM start to the first bench step: %.0f ms. Per backend, in this JVM: the "
                        + "availability check (loads native libraries where there are any), the first call (class "
                        + "loading, "
                        + "JIT-cold code), and the warm-up that followed.%n%n",
                jvmStartMillis));
        md.append("| backend | availability check ms | first call ms | warm-up calls | warm-up ms "
                + "|\n|---|---:|---:|---:|---:|\n");
        for (BackendInfo b : backends) {
            md.append(String.format(
                    Locale.ROOT,
                    "| %s | %.1f | %.1f | %d | %.0f |%n",
                    b.id(),
                    b.availabilityMillis(),
                    b.firstCallMillis(),
                    b.warmupCalls(),
                    b.warmupMillis()));
        }
        if (!notRun.isEmpty()) {
            md.append("\n## Not run\n\n");
            notRun.forEach(n -> md.append("- ").append(n).append('\n'));
        }
        md.append("\n## Backends\n\n");
        backends.forEach(b -> md.append("- `")
                .append(b.id())
                .append("`: ")
                .append(b.description())
                .append('\n'));
        md.append("\n## Environment\n\n| | |\n|---|---|\n");
        environment.forEach((k, v) ->
                md.append("| ").append(k).append(" | ").append(cell(v)).append(" |\n"));
        for (BackendInfo b : backends) {
            if (b.environment() != null && !b.environment().isEmpty()) {
                StringBuilder v = new StringBuilder();
                b.environment().forEach((k, x) -> v.append(v.length() == 0 ? "" : "; ")
                        .append(k)
                        .append(": ")
                        .append(x));
                md.append("| backend ")
                        .append(b.id())
                        .append(" | ")
                        .append(cell(v.toString()))
                        .append(" |\n");
            }
        }
        md.append("\n## Citing this report\n\n").append(citation()).append('\n');
        return md.toString();
    }

    static final String COUNTING_NOTE = "Over the puzzles each backend counted exactly within the timeout: the "
            + "solutions enumerated, the milliseconds they took (per puzzle, the median of its repeats), solutions per "
            + "second and microseconds per solution (totals, so the boards with most solutions weigh most), and b, the "
            + "slope of log time against log k (time grows like k^b; b near 1: a fixed cost per solution, near 0: "
            + "the count is cheap beside the model). A backend that timed out on the larger k is figured on the "
            + "smaller ones only: compare the \"counted exactly\" column first.";

    /** How a backend that ran enumerates, as it states it. */
    String countingOf(String backend) {
        return backends.stream()
                .filter(b -> b.id().equals(backend))
                .map(BackendInfo::counting)
                .findFirst()
                .orElse("");
    }

    String citation() {
        return "sudokulab " + environment.getOrDefault("sudokulab", "") + ", commit "
                + environment.getOrDefault("git commit", "unknown") + ", `" + environment.getOrDefault("command", "")
                + "` (seed " + environment.getOrDefault("seed", "") + "), run " + created + " on "
                + environment.getOrDefault("cpu", "") + " (" + environment.getOrDefault("cores", "") + " cores), "
                + environment.getOrDefault("jvm", "") + ". Rows: results.csv; figures: summary.json.";
    }

    static final String INTERVAL_NOTE = "Each median and mean has a 95 % confidence interval from a bootstrap over "
            + "the puzzles (2,000 resamples, seeded by the run's seed, so the same rows give the same interval).";

    /** An interval as the tables print it: [low, high] in the units of ms. */
    static String interval(Interval i) {
        return i == null ? "" : "[" + ms(i.low()) + ", " + ms(i.high()) + "]";
    }

    /** A factor such as the repeat noise: x1.04. */
    static String times(Double factor) {
        return factor == null ? "" : "x" + Paired.factor(factor);
    }

    static String ms(Double v) {
        if (v == null) {
            return "";
        }
        return v >= 100
                ? String.format(Locale.ROOT, "%.0f", v)
                : v >= 1
                        ? String.format(Locale.ROOT, "%.2f", v)
                        : v >= 0.1 ? String.format(Locale.ROOT, "%.3f", v) : String.format(Locale.ROOT, "%.4f", v);
    }

    /** Text made safe for a Markdown table cell. */
    static String cell(String s) {
        return s == null ? "" : s.replace("|", "\\|").replace("\n", " ");
    }

    /** Answered times per backend over every corpus, sorted: the distribution chart's data. */
    static double[] pooled(List<Summary> summaries, String backend) {
        List<Double> all = new ArrayList<>();
        for (Summary s : summaries) {
            if (s.backend().equals(backend)) {
                Arrays.stream(s.answeredMillis()).forEach(all::add);
            }
        }
        return all.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }
}
