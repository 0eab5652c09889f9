package org.sudokulab.bench.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.sudokulab.bench.evidence.Counting;
import org.sudokulab.bench.evidence.Figures;
import org.sudokulab.bench.evidence.Summary;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.Corpus;
import org.sudokulab.bench.run.RunRecord;

/** {@code report.md}: the tables per corpus, the figures that weigh them, counting, cold start and citation. */
final class ReportMarkdown {
    /** The counting table's columns, in both reports; the last is the backend's own {@code counting()}. */
    static final List<String> COUNTING_HEADINGS = List.of(
            "backend",
            "counted exactly",
            "solutions",
            "ms",
            "solutions/s",
            "µs per solution",
            "growth k^b",
            "how it enumerates");

    /** A counting table row up to (not including) how the backend enumerates. */
    static List<String> countingCells(Counting k) {
        return List.of(
                k.backend(),
                k.counted() + "/" + k.puzzles(),
                String.format(Locale.ROOT, "%,d", k.solutions()),
                Format.ms(k.millis()),
                k.solutionsPerSecond() == null ? "" : String.format(Locale.ROOT, "%,.0f", k.solutionsPerSecond()),
                Format.ms(k.microsPerSolution()),
                k.growth() == null ? "" : String.format(Locale.ROOT, "%.2f", k.growth()));
    }

    private ReportMarkdown() {}

    static String of(RunRecord record, Figures figures) {
        List<Summary> summaries = figures.summaries();
        List<Counting> counting = figures.counting();
        StringBuilder md = new StringBuilder();
        md.append("# sudokulab bench report\n\n");
        md.append("Created ")
                .append(record.created())
                .append(", ")
                .append(record.status())
                .append(".\n\n");
        md.append("## Wrong answers\n\n");
        List<BenchRow> wrong = record.wrongRows();
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
                        .append(Format.cell(r.answer()))
                        .append(" | ")
                        .append(Format.cell(r.detail()))
                        .append(" |\n");
            }
            md.append('\n');
        }
        md.append("## Settings\n\n");
        record.settings()
                .forEach((k, v) ->
                        md.append("- ").append(k).append(": ").append(v).append('\n'));
        md.append("\nTimes are wall-clock milliseconds per puzzle (the median of its repeats), over the puzzles a "
                + "backend answered within the timeout; p90 is the 90th percentile (nearest rank). \"solved\" counts "
                + "right answers (a wrong one is in its own column, and timed); effort is the backend's own first "
                + "counter, median per answered puzzle. "
                + INTERVAL_NOTE + " " + jvmNote(record) + " " + MEMORY_NOTE + "\n\n");
        md.append("## Results per corpus\n\n")
                .append(EvidenceMarkdown.COMPETITION_NOTE)
                .append('\n');
        for (Corpus c : record.corpora()) {
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
            md.append(' ').append(record.modeOf(c)).append("\n\n");
            SummaryTable table = new SummaryTable(record, figures.summariesOf(c.name()));
            List<String> headings = table.headings();
            md.append("| ").append(String.join(" | ", headings)).append(" |\n|");
            headings.forEach(x -> md.append(SummaryTable.text(x) ? "---|" : "---:|"));
            md.append('\n');
            for (Summary s : figures.summariesOf(c.name())) {
                md.append("| ").append(String.join(" | ", table.cells(s))).append(" |\n");
            }
            md.append(EvidenceMarkdown.competition(figures.competitionOf(c.name())));
        }
        md.append(EvidenceMarkdown.overall(figures, record.corpora()));
        if (!counting.isEmpty()) {
            md.append("\n## Counting\n\n");
            md.append(COUNTING_NOTE).append("\n");
            for (Corpus c : record.corpora()) {
                if (!c.mode().counts()) {
                    continue;
                }
                md.append("\n### ").append(c.name()).append(" (counting)\n\n");
                md.append("| ")
                        .append(String.join(" | ", COUNTING_HEADINGS))
                        .append(" |\n|---|---:|---:|---:|---:|---:|---:|---|\n");
                for (Counting k : counting) {
                    if (k.corpus().equals(c.name())) {
                        List<String> cells = new ArrayList<>(countingCells(k));
                        cells.add(Format.cell(record.countingOf(k.backend())));
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
                record.jvmStartMillis()));
        md.append("| backend | availability check ms | first call ms | warm-up calls | warm-up ms "
                + "|\n|---|---:|---:|---:|---:|\n");
        for (RunRecord.BackendInfo b : record.backends()) {
            md.append(String.format(
                    Locale.ROOT,
                    "| %s | %.1f | %.1f | %d | %.0f |%n",
                    b.id(),
                    b.availabilityMillis(),
                    b.firstCallMillis(),
                    b.warmupCalls(),
                    b.warmupMillis()));
        }
        if (!record.notRun().isEmpty()) {
            md.append("\n## Not run\n\n");
            record.notRun().forEach(n -> md.append("- ").append(n).append('\n'));
        }
        md.append("\n## Backends\n\n");
        record.backends().forEach(b -> md.append("- `")
                .append(b.id())
                .append("`: ")
                .append(b.description())
                .append(
                        b.memoryNotCounted().isEmpty()
                                ? ""
                                : " (its memory figure does not count " + b.memoryNotCounted() + ")")
                .append('\n'));
        md.append("\n## Environment\n\n| | |\n|---|---|\n");
        record.environment().forEach((k, v) -> md.append("| ")
                .append(k)
                .append(" | ")
                .append(Format.cell(v))
                .append(" |\n"));
        for (RunRecord.BackendInfo b : record.backends()) {
            if (b.environment() != null && !b.environment().isEmpty()) {
                StringBuilder v = new StringBuilder();
                b.environment().forEach((k, x) -> v.append(v.length() == 0 ? "" : "; ")
                        .append(k)
                        .append(": ")
                        .append(x));
                md.append("| backend ")
                        .append(b.id())
                        .append(" | ")
                        .append(Format.cell(v.toString()))
                        .append(" |\n");
            }
        }
        md.append("\n## Citing this report\n\n").append(record.citation()).append('\n');
        return md.toString();
    }

    static final String COUNTING_NOTE = "Over the puzzles each backend counted exactly within the timeout: the "
            + "solutions enumerated, the milliseconds they took (per puzzle, the median of its repeats), solutions per "
            + "second and microseconds per solution (totals, so the boards with most solutions weigh most), and b, the "
            + "slope of log time against log k (time grows like k^b; b near 1: a fixed cost per solution, near 0: "
            + "the count is cheap beside the model). A backend that timed out on the larger k is figured on the "
            + "smaller ones only: compare the \"counted exactly\" column first.";

    static final String MEMORY_NOTE = "Memory is per call: the bytes the calling thread allocated on the Java heap "
            + "(HotSpot's per-thread counter, as JMH's gc profiler reads it), or an external solver's peak resident set; "
            + "the allocation does not count a backend's other threads, its native heap (OR-Tools' C++ model and "
            + "search) nor the JVM's own.";

    /** What the intervals include of the JVMs the calls ran in, in one sentence. */
    static String jvmNote(RunRecord record) {
        return record.plan().forks() > 1
                ? "The calls ran in " + record.plan().forks()
                        + " fresh JVMs per backend (forks): each interval includes"
                        + " what moves a whole JVM (the puzzles' variance and the JVMs', each from a bootstrap, with "
                        + "Student's t on the forks' few degrees of freedom), and fork noise is the typical factor from"
                        + " one JVM to the next."
                : "Each backend's calls ran in one JVM: JVM-to-JVM noise was not measured, and the intervals see the "
                        + "puzzles, not the JIT's luck in that JVM (--forks 3 measures it).";
    }

    static final String INTERVAL_NOTE = "Each median and mean has a 95 % confidence interval from a bootstrap over "
            + "the puzzles (2,000 resamples, seeded by the run's seed, so the same rows give the same interval).";
}
