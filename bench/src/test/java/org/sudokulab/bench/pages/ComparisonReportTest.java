package org.sudokulab.bench.pages;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.Recordings;
import org.sudokulab.bench.evidence.Comparison;
import org.sudokulab.bench.evidence.Interval;

/**
 * The comparison's four forms (terminal table, compare.md, compare.json, compare.html) of two hand-made
 * comparisons, against recordings in {@code src/test/resources/comparison}: one with a verdict of each kind, an
 * answer that changed, a puzzle not matched and a setting that differs; one with none of them ({@link Recordings}
 * says how to record again).
 */
class ComparisonReportTest {
    @TempDir
    Path dir;

    private static Comparison.Run run(String name, String created) {
        return new Comparison.Run(Path.of("runs", name), created, Map.of(), Map.of(), Map.of(), List.of());
    }

    static Comparison everything() {
        return new Comparison(
                run("base", "2026-11-20T10:00:00Z"),
                run("change <1>", "2026-11-21T11:30:00Z"),
                0.05,
                List.of("dlx on classic-hard: 2 puzzles only in A, 0 only in B (a --sample or seed that differs)"),
                List.of(new Comparison.Change("bits", "classic-17clue", 12, 14, "OK 1", "WRONG 1")),
                List.of(
                        new Comparison.FigureChange(
                                "bits",
                                "classic-17clue",
                                "time",
                                40,
                                0.0123,
                                0.0246,
                                new Interval(2.0, 1.84, 2.21),
                                1e-6,
                                3,
                                "regressed"),
                        new Comparison.FigureChange(
                                "dlx",
                                "classic-hard",
                                "time",
                                28,
                                153.0,
                                76.4,
                                new Interval(0.499, 0.45, 0.56),
                                0.0021,
                                1,
                                "improved"),
                        new Comparison.FigureChange(
                                "sat",
                                "classic-hard",
                                "time",
                                30,
                                12.5,
                                12.8,
                                new Interval(1.02, 0.97, 1.08),
                                0.4312,
                                3,
                                "no change")),
                List.of(new Comparison.FigureChange(
                        "sat",
                        "classic-hard",
                        "allocated",
                        30,
                        3_200_000,
                        4_100_000,
                        new Interval(1.28, 1.21, 1.36),
                        2e-5,
                        3,
                        "regressed")),
                List.of(new Comparison.Difference("setting", "timeoutMillis", "10000", "5000")),
                true);
    }

    static Comparison nothing() {
        return new Comparison(
                run("base", "2026-11-20T10:00:00Z"),
                run("same", "2026-11-20T10:05:00Z"),
                0.1,
                List.of(),
                List.of(),
                List.of(new Comparison.FigureChange(
                        "dlx",
                        "classic-17clue",
                        "time",
                        1,
                        0.5,
                        0.5,
                        new Interval(1, 1, 1),
                        Double.NaN,
                        1,
                        "no change")),
                List.of(),
                List.of(),
                false);
    }

    @Test
    void aComparisonWithEverythingReadsAsRecorded() throws IOException {
        check("everything", everything());
    }

    @Test
    void aComparisonWithNothingToReportReadsAsRecorded() throws IOException {
        check("nothing", nothing());
    }

    private void check(String name, Comparison c) throws IOException {
        Path out = dir.resolve(name);
        ComparisonReport.write(c, out);
        Recordings.assertRecorded("comparison", name + ".txt", ComparisonReport.text(c));
        for (String form : List.of("md", "json", "html")) {
            Recordings.assertRecorded(
                    "comparison", name + "." + form, Files.readString(out.resolve("compare." + form)));
        }
    }
}
