package org.sudokulab.bench.pages;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.Plans;
import org.sudokulab.bench.Recordings;
import org.sudokulab.bench.Rows;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.Corpus;
import org.sudokulab.bench.run.GenerateSpec;
import org.sudokulab.bench.run.RunRecord;

/**
 * A report's four files (results.csv, summary.json, report.md, report.html) from hand-made rows, against
 * recordings in {@code src/test/resources/report} (a partial run's summary and text only): two backends on the bundled 17-clue puzzles with times that
 * are a function of the puzzle, one wrong answer, one timeout, a repeat, a backend that did not run, a backend's
 * own environment. Every figure, interval and chart is then fixed by the rows and the seed ({@link Recordings}
 * says how to record again).
 */
class ReportFilesTest {
    @TempDir
    Path dir;

    static RunRecord report(boolean complete) throws IOException {
        BenchPlan plan = Plans.of(new BenchPlan.CorpusRef("bundled:classic-17clue.txt", null))
                .backends("dlx", "bits")
                .repeat(2)
                .seed(7)
                .command("sudokulab bench -b dlx,bits")
                .scatter("dlx,bits")
                .plan();
        Corpus corpus = Corpus.load(plan, "bundled:classic-17clue.txt", null, note -> {});
        plan = plan.withCorpora(List.of(new BenchPlan.CorpusRef("bundled:classic-17clue.txt", corpus.sha256())));
        List<BenchRow> rows = new ArrayList<>();
        int puzzles = corpus.puzzles().size();
        for (int p = 1; p <= puzzles; p++) {
            int line = corpus.puzzles().get(p - 1).line();
            for (int repeat = 1; repeat <= 2; repeat++) {
                double dlx = 0.2 + 0.013 * p + 0.001 * repeat;
                double bits = 0.02 + 0.0041 * (p % 7) + 0.0005 * repeat;
                rows.add(row(
                        "dlx",
                        p,
                        line,
                        repeat,
                        p == 40 ? BenchRow.Outcome.TIMEOUT : BenchRow.Outcome.OK,
                        p == 40 ? ">=1" : "1",
                        p == 40 ? 1000.0 : dlx,
                        null));
                rows.add(row(
                        "bits",
                        p,
                        line,
                        repeat,
                        p == 7 ? BenchRow.Outcome.WRONG : BenchRow.Outcome.OK,
                        p == 7 ? ">=2" : "1",
                        bits,
                        p == 7 ? "dlx finds one solution" : null));
            }
        }
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("sudokulab", "1.0-test");
        environment.put("git commit", "0123abc");
        environment.put("command", plan.command());
        environment.put("seed", "7");
        environment.put("cpu", "Test CPU");
        environment.put("cores", "2");
        environment.put("jvm", "OpenJDK 17");
        List<RunRecord.BackendInfo> backends = List.of(
                new RunRecord.BackendInfo("dlx", "Dancing Links", "enumerates", "", 0.5, 3.25, 0, 0, Map.of()),
                new RunRecord.BackendInfo(
                        "bits",
                        "bit-parallel search",
                        "enumerates",
                        "a native heap (a test's words)",
                        0.1,
                        1.5,
                        40,
                        12.5,
                        Map.of("lanes", "64")));
        long planned = 2L * 2 * puzzles;
        return new RunRecord(
                "2026-11-26T12:00:00Z",
                Path.of("runs", "example"),
                complete,
                complete ? planned : planned - 10,
                planned,
                environment,
                plan,
                180.0,
                List.of(corpus),
                backends,
                List.of("sat: not available here (test)"),
                complete ? rows : rows.subList(0, rows.size() - 10));
    }

    private static BenchRow row(
            String backend,
            int puzzle,
            int line,
            int repeat,
            BenchRow.Outcome outcome,
            String answer,
            double millis,
            String detail) {
        boolean exact = !answer.startsWith(">=");
        long count = Long.parseLong(answer.replace(">=", ""));
        return Rows.of(backend, "classic-17clue", puzzle)
                .line(line)
                .repeat(repeat)
                .outcome(outcome)
                .answer(answer, count, exact)
                .millis(millis)
                .effort("nodes", (long) puzzle * 10)
                .detail(detail)
                .executor("test-host")
                .row();
    }

    /**
     * Two generated corpora: k-sudokus counted exactly (the counting table and the time against k), and two
     * puzzles no backend answered within the timeout (charts that say so).
     */
    static RunRecord countingReport() throws IOException {
        List<String> specs = List.of("ksudoku:boxes=2x2:k=2,5,12", "unique:boxes=2x2:count=2:name=unanswered");
        BenchPlan plan = Plans.of(specs.stream()
                        .map(spec -> BenchPlan.CorpusRef.generated(GenerateSpec.parse(spec)))
                        .toList())
                .backends("dlx", "bits")
                .seed(3)
                .command("sudokulab bench -b dlx,bits --generate ...")
                .plan();
        List<Corpus> corpora = new ArrayList<>();
        List<BenchPlan.CorpusRef> read = new ArrayList<>();
        for (BenchPlan.CorpusRef ref : plan.corpora()) {
            Corpus c = Corpus.load(plan, ref.origin(), null, note -> {});
            corpora.add(c);
            read.add(new BenchPlan.CorpusRef(ref.origin(), c.sha256()));
        }
        plan = plan.withCorpora(read);
        List<BenchRow> rows = new ArrayList<>();
        for (String backend : List.of("dlx", "bits")) {
            Corpus ks = corpora.get(0);
            for (int p = 1; p <= ks.puzzles().size(); p++) {
                long k = List.of(2L, 5L, 12L).get(p - 1);
                double millis = (backend.equals("dlx") ? 0.05 : 0.01) * k;
                rows.add(Rows.of(backend, ks.name(), p)
                        .line(ks.puzzles().get(p - 1).line())
                        .counted(k, true)
                        .millis(millis)
                        .effort("nodes", 3 * k)
                        .executor("test-host")
                        .row());
            }
            Corpus none = corpora.get(1);
            for (int p = 1; p <= none.puzzles().size(); p++) {
                rows.add(Rows.of(backend, none.name(), p)
                        .line(none.puzzles().get(p - 1).line())
                        .outcome(BenchRow.Outcome.TIMEOUT)
                        .counted(0, false)
                        .millis(1000)
                        .executor("test-host")
                        .row());
            }
        }
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("sudokulab", "1.0-test");
        environment.put("seed", "3");
        return new RunRecord(
                "2026-11-26T12:00:00Z",
                Path.of("runs", "counting"),
                true,
                rows.size(),
                rows.size(),
                environment,
                plan,
                180.0,
                corpora,
                List.of(
                        new RunRecord.BackendInfo("dlx", "Dancing Links", "enumerates", "", 0.5, 3.25, 0, 0, Map.of()),
                        new RunRecord.BackendInfo(
                                "bits", "bit-parallel search", "enumerates", "", 0.1, 1.5, 0, 0, Map.of())),
                List.of(),
                rows);
    }

    @Test
    void aReportOfCountsAndOfACorpusNobodyAnsweredReadsAsRecorded() throws IOException {
        check("counting", countingReport(), "summary.json", "report.md", "report.html");
    }

    @Test
    void aCompleteReportReadsAsRecorded() throws IOException {
        check("complete", report(true), "results.csv", "summary.json", "report.md", "report.html");
    }

    @Test
    void aPartialReportReadsAsRecorded() throws IOException {
        check("partial", report(false), "summary.json", "report.md");
    }

    private void check(String name, RunRecord report, String... files) throws IOException {
        Path out = Files.createDirectories(dir.resolve(name));
        ReportFiles.write(report, out);
        for (String file : files) {
            Recordings.assertRecorded(
                    "report", name + "-" + file, Files.readString(out.resolve(file), StandardCharsets.UTF_8));
        }
    }
}
