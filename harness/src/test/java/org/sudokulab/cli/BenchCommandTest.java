package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.testkit.FaultyBackends;
import org.w3c.dom.Document;

class BenchCommandTest {
    @TempDir
    Path dir;

    @BeforeEach
    void enableTestBackends() {
        System.setProperty(FaultyBackends.ENABLE, "true");
    }

    @AfterEach
    void disableTestBackends() {
        System.clearProperty(FaultyBackends.ENABLE);
    }

    private Path file(String name, String... lines) throws IOException {
        Path f = dir.resolve(name);
        Files.write(f, List.of(lines));
        return f;
    }

    /** The rows of a run folder's results.csv. */
    static List<BenchRow> rows(Path report) throws IOException {
        try (Reader in = Files.newBufferedReader(report.resolve("results.csv"), StandardCharsets.UTF_8)) {
            return BenchRow.readCsv(in);
        }
    }

    /** A row without its timings: what the same seed and input must reproduce. */
    private static String answerOf(BenchRow r) {
        return String.join(
                " ",
                r.backend(),
                r.corpus(),
                "" + r.puzzle(),
                "" + r.line(),
                "" + r.repeat(),
                r.outcome().name(),
                r.answer(),
                "" + r.count(),
                "" + r.exact());
    }

    @Test
    void defaultCorporaSampleWritesFourCheckedReports() throws Exception {
        Path out = dir.resolve("report");
        Cli r = Cli.run(
                "bench",
                "-b",
                "dlx,sat", // two for the paired table; a third backend's two JVMs cost 9 s
                "--sample",
                "3",
                "--warmup",
                "0",
                "--timeout",
                "10s",
                "--repeat",
                "2",
                "--forks",
                "2",
                "--out",
                out.toString());
        assertEquals(0, r.exit(), r.err());
        // the run ends on stderr with each corpus's fastest backend and its lead; stdout stays empty
        assertEquals("", r.out());
        assertTrue(r.err().contains(": fastest per corpus"), r.err());
        assertEquals(
                16,
                r.err()
                        .lines()
                        .filter(l -> l.matches("  \\S+ +\\S+ [0-9.]+ ms, .*; 0 WRONG"))
                        .count(),
                r.err());
        for (String f : List.of("report.md", "results.csv", "summary.json", "report.html")) {
            assertTrue(Files.size(out.resolve(f)) > 0, f);
        }
        // One row per backend x puzzle x repeat: 8 bundled and 8 generated corpora, 3 puzzles each.
        List<BenchRow> rows = rows(out);
        assertEquals(2 * 16 * 3 * 2, rows.size());
        assertTrue(rows.stream().noneMatch(x -> x.outcome() == BenchRow.Outcome.WRONG), rows.toString());
        assertTrue(rows.stream().allMatch(x -> x.outcome() == BenchRow.Outcome.OK), "dlx and sat answer these quickly");
        // The generated k-sudokus are counted exactly: every answer is a number above 1.
        List<BenchRow> counted =
                rows.stream().filter(x -> x.corpus().startsWith("ksudoku-")).toList();
        assertEquals(2 * 2 * 3 * 2, counted.size());
        assertTrue(counted.stream().allMatch(x -> x.exact() && x.count() >= 2), counted.toString());
        for (String name : List.of(
                "ksudoku-9x9",
                "ksudoku-6x6",
                "rokudoku",
                "killer-4x4",
                "killer-6x6",
                "killer-9x9",
                "qwh-12x12-h60-balanced",
                "qcp-12x12-p60")) {
            assertTrue(
                    Files.readString(out.resolve("generated/" + name + ".txt")).startsWith("# Generated"), name);
        }
        Document html = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(out.resolve("report.html").toFile());
        // per corpus a cactus plot, its medians and means with intervals, its performance profile; the
        // distribution; time against k per k-sudoku corpus; the profile over all corpora; one scatter (no bits in
        // this run, so the two best by PAR-2)
        assertEquals(3 * 16 + 1 + 2 + 1 + 1, html.getElementsByTagName("svg").getLength());
        String md = Files.readString(out.resolve("report.md"));
        assertTrue(md.contains("## Wrong answers\n\nNone"), md);
        assertTrue(md.contains("| cores |"), md);
        assertTrue(md.contains("### ksudoku-9x9 (counting)"), md);
        assertTrue(md.contains("Spec ksudoku:boxes=3x3:k=2..1024/10, seed 1"), md);
        String json = Files.readString(out.resolve("summary.json"));
        assertTrue(json.contains("\"schemaVersion\" : 3"), json);
        // two JVMs per backend (the default is three: the transcript's bench shows it), every row in one of them,
        // the JVMs' noise in every interval
        assertEquals(Set.of(1, 2), rows.stream().map(BenchRow::fork).collect(Collectors.toSet()));
        assertTrue(json.contains("\"forkNoiseFactor\""), json);
        assertTrue(json.contains("\"jvmNoiseMeasured\" : true"), json);
        assertTrue(rows.stream().allMatch(x -> x.allocatedBytes() != null && x.allocatedBytes() >= 0));
        assertTrue(md.contains("| fork noise |"), md);
        assertTrue(json.contains("\"medianInterval\""), json);
        assertTrue(json.contains("\"repeatNoiseFactor\""), json);
        // every library a report names has its real version: picocli's jar keeps it in a constant, not a POM
        assertTrue(md.contains("| picocli | " + picocli.CommandLine.VERSION + " |"), md);
        assertTrue(md.contains("| commons-statistics-inference | 1."), md);
        assertTrue(md.contains("### rokudoku (paired)"), md);
        assertTrue(md.contains("| dlx | sat | 3 |"), md);
        assertTrue(json.contains("\"mode\" : \"exact\""), json);
    }

    @Test
    void sameSeedSameRows() throws Exception {
        List<List<String>> runs = new ArrayList<>();
        List<String> corpora = new ArrayList<>();
        for (String name : List.of("a", "b")) {
            Path out = dir.resolve(name);
            Cli r = Cli.run(
                    "bench",
                    "--forks",
                    "0",
                    "-b",
                    "dlx,coloring",
                    "--generate",
                    "ksudoku:boxes=2x3:k=2..200/4",
                    "--generate",
                    "killer:boxes=2x2:count=3",
                    "--corpus",
                    file("small.txt", "................", "1234341221434321", "1......2..4..3..:1")
                            .toString(),
                    "--sample",
                    "2",
                    "--seed",
                    "7",
                    "--warmup",
                    "0",
                    "--out",
                    out.toString());
            assertEquals(0, r.exit(), r.err());
            runs.add(rows(out).stream().map(BenchCommandTest::answerOf).toList());
            corpora.add(Files.readString(out.resolve("generated/ksudoku-6x6.txt"))
                    + Files.readString(out.resolve("generated/killer-4x4.txt")));
        }
        assertEquals(2 * 3 * 2, runs.get(0).size());
        assertEquals(runs.get(0), runs.get(1));
        assertEquals(corpora.get(0), corpora.get(1));
    }

    @Test
    void aBackendThatMiscountsAGeneratedKSudokuGetsWrongRowsAndExitOne() throws Exception {
        Path out = dir.resolve("miscount");
        Cli r = Cli.run(
                "bench",
                "--forks",
                "0",
                "-b",
                "dlx,test-one-more,test-one-less",
                "--generate",
                "ksudoku:boxes=2x3:k=3,17",
                "--warmup",
                "0",
                "--out",
                out.toString());
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("4 WRONG"), r.err());
        List<BenchRow> rows = rows(out);
        Map<String, List<String>> answers = rows.stream()
                .collect(Collectors.groupingBy(
                        BenchRow::backend,
                        Collectors.mapping(x -> x.outcome() + " " + x.answer(), Collectors.toList())));
        assertEquals(Set.of("OK 3", "OK 17"), Set.copyOf(answers.get("dlx")));
        assertEquals(Set.of("WRONG 4", "WRONG 18"), Set.copyOf(answers.get("test-one-more")));
        assertEquals(Set.of("WRONG 2", "WRONG 16"), Set.copyOf(answers.get("test-one-less")));
        assertTrue(
                rows.stream().filter(x -> x.outcome() == BenchRow.Outcome.WRONG).allMatch(x -> x.detail()
                        .contains("the line expects")),
                rows.toString());
    }

    @Test
    void wrongGoldenCountIsAWrongRowAndExitOne() throws Exception {
        // The empty 4x4 has 288 grids, the line claims 287.
        Path corpus = file("lie.txt", "................:287", "1234341221434321:1");
        Path out = dir.resolve("lie");
        Cli r = Cli.run(
                "bench",
                "--forks",
                "0",
                "-b",
                "dlx",
                "--mode",
                "count",
                "--limit",
                "1000",
                "--warmup",
                "0",
                "--corpus",
                corpus.toString(),
                "--out",
                out.toString());
        assertEquals(1, r.exit(), r.err());
        List<BenchRow> rows = rows(out);
        assertEquals(BenchRow.Outcome.WRONG, rows.get(0).outcome(), "WRONG rows come first");
        assertEquals(1, rows.get(0).puzzle());
        assertTrue(rows.get(0).detail().contains("expects 287"), rows.get(0).detail());
        assertEquals(BenchRow.Outcome.OK, rows.get(1).outcome());
        assertTrue(Files.readString(out.resolve("report.md")).contains("expects 287"));
    }

    @Test
    void unreadableLinesAreReportedAndTheRestRuns() throws Exception {
        Path corpus = file("mixed.txt", "................", "12x4", "1234341221434321");
        Path out = dir.resolve("mixed");
        Cli r = Cli.run(
                "bench",
                "--forks",
                "0",
                "-b",
                "dlx",
                "--warmup",
                "0",
                "--corpus",
                corpus.toString(),
                "--out",
                out.toString());
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("mixed.txt:2:"), r.err());
        assertEquals(2, rows(out).size());
    }

    @Test
    void throwingBackendGetsErrorRowsAndTheRunGoesOn() throws Exception {
        Path corpus = file("two.txt", "................", "1234341221434321");
        Path out = dir.resolve("throw");
        Cli r = Cli.run(
                "bench",
                "--forks",
                "0",
                "-b",
                "test-throw,dlx",
                "--warmup",
                "0",
                "--corpus",
                corpus.toString(),
                "--out",
                out.toString());
        assertEquals(0, r.exit(), r.err());
        Map<String, List<BenchRow>> byBackend = rows(out).stream().collect(Collectors.groupingBy(BenchRow::backend));
        assertTrue(byBackend.get("test-throw").stream().allMatch(x -> x.outcome() == BenchRow.Outcome.ERROR));
        assertTrue(byBackend.get("dlx").stream().allMatch(x -> x.outcome() == BenchRow.Outcome.OK));
    }

    @Test
    void isolationKillsHangsAndRecordsCrashes() throws Exception {
        Path corpus = file("two.txt", "................", "1234341221434321");
        Path out = dir.resolve("isolate");
        Cli r = Cli.run(
                "bench",
                "--forks",
                "1",
                "-b",
                "test-hang,test-halt,dlx",
                "--timeout",
                "300ms",
                "--grace",
                "300ms",
                "--warmup",
                "0",
                "--corpus",
                corpus.toString(),
                "--out",
                out.toString());
        assertEquals(0, r.exit(), r.err());
        Map<String, List<BenchRow>> byBackend = rows(out).stream().collect(Collectors.groupingBy(BenchRow::backend));
        assertEquals(
                List.of(BenchRow.Outcome.KILLED, BenchRow.Outcome.KILLED),
                byBackend.get("test-hang").stream().map(BenchRow::outcome).toList());
        assertEquals(
                List.of(BenchRow.Outcome.CRASHED, BenchRow.Outcome.CRASHED),
                byBackend.get("test-halt").stream().map(BenchRow::outcome).toList());
        assertTrue(
                byBackend.get("test-halt").get(0).detail().contains("exit code 3"),
                byBackend.get("test-halt").get(0).detail());
        assertEquals(
                Set.of(">=2", "1"),
                byBackend.get("dlx").stream().map(BenchRow::answer).collect(Collectors.toSet()));
    }

    @Test
    void anInterruptedRunLeavesAPartialReportAndResumeFinishesIt() throws Exception {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            lines.add(i % 2 == 0 ? "................" : "1234341221434321");
        }
        Path corpus = file("twelve.txt", lines.toArray(new String[0]));
        Path out = dir.resolve("interrupted");
        String java = ProcessHandle.current().info().command().orElse("java");
        Process p = new ProcessBuilder(
                        java,
                        "-D" + FaultyBackends.ENABLE + "=true",
                        "-cp",
                        System.getProperty("java.class.path"),
                        Main.class.getName(),
                        "bench",
                        "--forks",
                        "0",
                        "-q",
                        "-b",
                        "test-slow,dlx",
                        "--warmup",
                        "0",
                        "--corpus",
                        corpus.toString(),
                        "--out",
                        out.toString())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("child.log").toFile())
                .start();
        Path journal = out.resolve("journal.csv");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while ((!Files.exists(journal) || Files.readAllLines(journal).size() < 3) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        p.destroy(); // SIGTERM: the shutdown path Ctrl-C takes
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        String partial = Files.readString(out.resolve("report.md"));
        assertTrue(
                partial.contains("PARTIAL: interrupted after"), partial + Files.readString(dir.resolve("child.log")));
        int before = rows(out).size();
        assertTrue(before >= 2 && before < 24, "rows before resume: " + before);

        Cli r = Cli.run("bench", "--resume", out.toString());
        assertEquals(0, r.exit(), r.err());
        List<BenchRow> resumed = rows(out);
        assertEquals(24, resumed.size());
        assertEquals(24, resumed.stream().map(BenchRow::key).distinct().count(), "no call twice");
        assertFalse(Files.readString(out.resolve("report.md")).contains("PARTIAL"));

        // The same rows as an uninterrupted run with the same seed (timings aside).
        Path whole = dir.resolve("whole");
        assertEquals(
                0,
                Cli.run(
                                "bench",
                                "--forks",
                                "0",
                                "-q",
                                "-b",
                                "test-slow,dlx",
                                "--warmup",
                                "0",
                                "--corpus",
                                corpus.toString(),
                                "--out",
                                whole.toString())
                        .exit());
        Function<List<BenchRow>, List<String>> answers =
                l -> l.stream().map(BenchCommandTest::answerOf).toList();
        assertEquals(answers.apply(rows(whole)), answers.apply(resumed));
    }
}
