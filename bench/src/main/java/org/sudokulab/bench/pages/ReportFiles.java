package org.sudokulab.bench.pages;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sudokulab.bench.evidence.Figures;
import org.sudokulab.bench.evidence.Summary;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.RunFolder;
import org.sudokulab.bench.run.RunRecord;

/**
 * The four files of a bench run: {@code report.md}, {@code results.csv} (one row per backend x puzzle x
 * repeat), {@code summary.json} and a self-contained {@code report.html} (inline SVG: a cactus plot per corpus and
 * the time distribution per backend). WRONG rows come first in all.
 */
public final class ReportFiles {
    private ReportFiles() {}

    /** The four files, each written whole or not at all. */
    public static void write(RunRecord record, Path dir) throws IOException {
        RunFolder.writeAtomically(dir.resolve("results.csv"), out -> {
            out.write(BenchRow.csvHeader());
            BenchRow.LineFormat lines = new BenchRow.LineFormat();
            for (BenchRow r :
                    record.rows().stream().sorted(BenchRow.REPORT_ORDER).toList()) {
                out.append(lines.format(r)).append('\n');
            }
        });
        Figures figures = Figures.of(record);
        // summary.json keeps results.csv's SHA-256, so that a folder whose rows changed after the run is refused
        RunFolder.writeAtomically(
                dir.resolve("summary.json"),
                SummaryJson.of(record, figures, RunFolder.sha256(dir.resolve("results.csv"))));
        RunFolder.writeAtomically(dir.resolve("report.md"), ReportMarkdown.of(record, figures));
        RunFolder.writeAtomically(dir.resolve("report.html"), Html.page(record, figures));
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
