package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.testkit.FaultyBackends;

/**
 * The bench folder keeps a run safe: one run per folder, every journal row counted once on resume, corpus
 * paths that resolve from anywhere, and a run killed outright (SIGKILL, again and again) that --resume
 * finishes with exactly the rows of an uninterrupted run.
 */
class BenchFolderTest {
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

    private Path corpus(int puzzles) throws IOException {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < puzzles; i++) {
            lines.add(i % 3 == 0 ? "................" : i % 3 == 1 ? "1234341221434321" : "1......2..4..3..");
        }
        Path f = dir.resolve("corpus.txt");
        Files.write(f, lines);
        return f;
    }

    private static List<String> journalLines(Path run) throws IOException {
        return Files.readAllLines(run.resolve("journal.csv"), StandardCharsets.UTF_8);
    }

    private static List<String> answers(Path run) throws IOException {
        try (Reader in = Files.newBufferedReader(run.resolve("results.csv"), StandardCharsets.UTF_8)) {
            CsvMapper csv = new CsvMapper().enable(CsvParser.Feature.WRAP_AS_ARRAY);
            try (MappingIterator<List<String>> rows = csv.readerFor(List.class)
                    .with(CsvSchema.emptySchema().withSkipFirstDataRow(true))
                    .readValues(in)) {
                return rows.readAll().stream().map(BenchFolderTest::answerOf).toList();
            }
        }
    }

    /** A row without its timings: what the same seed and input must reproduce. */
    private static String answerOf(List<String> row) {
        // backend, corpus, puzzle, line, repeat, outcome, answer, count, exact
        return String.join(" ", row.subList(0, 9));
    }

    private static Process bench(Path workDir, String... args) throws IOException {
        List<String> cmd =
                LimitedJvm.cli(List.of("-D" + FaultyBackends.ENABLE + "=true"), Cli.args(new String[] {"bench"}, args));
        return new ProcessBuilder(cmd)
                .directory(workDir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    @Test
    void aSecondRunIntoAFolderThatHoldsARunIsRefused() throws Exception {
        Path c = corpus(3);
        Path out = dir.resolve("run");
        assertEquals(
                0,
                Cli.run(
                                "bench",
                                "--forks",
                                "0",
                                "-q",
                                "-b",
                                "dlx",
                                "--warmup",
                                "0",
                                "--corpus",
                                c.toString(),
                                "--out",
                                out.toString())
                        .exit());
        List<String> before = journalLines(out);
        Cli again = Cli.run(
                "bench",
                "--forks",
                "0",
                "-q",
                "-b",
                "dlx",
                "--warmup",
                "0",
                "--corpus",
                c.toString(),
                "--out",
                out.toString());
        assertEquals(2, again.exit(), again.err());
        assertTrue(again.err().contains("--resume"), again.err());
        assertEquals(before, journalLines(out), "the journal of the first run is untouched");
    }

    @Test
    void anOutThatCannotTakeTheRunIsOneLineBeforeAnythingIsPlanned() throws Exception {
        Path c = corpus(3);
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        Cli onFile = Cli.run("bench", "--forks", "0", "-b", "dlx", "--corpus", c.toString(), "--out", file.toString());
        assertEquals(2, onFile.exit());
        assertEquals("sudokulab: --out " + file + ": is a file, not a folder\n", onFile.err());
        Path orphan = dir.resolve("missing/run");
        Cli noParent =
                Cli.run("bench", "--forks", "0", "-b", "dlx", "--corpus", c.toString(), "--out", orphan.toString());
        assertEquals(2, noParent.exit());
        assertEquals(
                "sudokulab: --out " + orphan + ": its parent " + dir.resolve("missing") + " does not exist\n",
                noParent.err());
        Cli compare = Cli.run("bench", "compare", c.toString(), c.toString(), "--out", file.toString());
        assertEquals(2, compare.exit());
        assertEquals("sudokulab: --out " + file + ": is a file, not a folder\n", compare.err());
    }

    /** Root writes anywhere, so this one runs only for other users (CI runs as root: it says it is skipped). */
    @Test
    void anOutWithoutWritePermissionIsOneLine() throws Exception {
        Path locked = Files.createDirectories(dir.resolve("locked"));
        locked.toFile().setWritable(false, false);
        try {
            org.junit.jupiter.api.Assumptions.assumeFalse(
                    Files.isWritable(locked), "skipped: this user (root?) can write to a read-only folder");
            Cli r = Cli.run(
                    "bench", "--forks", "0", "-b", "dlx", "--corpus", corpus(3).toString(), "--out", locked.toString());
            assertEquals(2, r.exit());
            assertEquals("sudokulab: --out " + locked + ": no permission to write there\n", r.err());
        } finally {
            locked.toFile().setWritable(true, false);
        }
    }

    @Test
    void twoRunsAtOnceIntoOneFolder() throws Exception {
        Path c = corpus(12);
        Path out = dir.resolve("shared");
        Process first = bench(
                dir,
                "--forks",
                "0",
                "-q",
                "-b",
                "test-slow",
                "--warmup",
                "0",
                "--corpus",
                c.toString(),
                "--out",
                out.toString());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(out.resolve("journal.csv")) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        Cli second = Cli.run(
                "bench",
                "--forks",
                "0",
                "-q",
                "-b",
                "dlx",
                "--warmup",
                "0",
                "--corpus",
                c.toString(),
                "--out",
                out.toString());
        assertEquals(2, second.exit(), second.err());
        assertEquals(0, first.waitFor());
        assertEquals(12, answers(out).size());
        assertTrue(answers(out).stream().allMatch(a -> a.startsWith("test-slow ")), "no row of the refused run");
    }

    @Test
    void resumingACompleteRunFindsEveryCallDone() throws Exception {
        Path c = corpus(6);
        Path out = dir.resolve("complete");
        assertEquals(
                0,
                Cli.run(
                                "bench",
                                "--forks",
                                "0",
                                "-q",
                                "-b",
                                "dlx",
                                "--repeat",
                                "2",
                                "--warmup",
                                "0",
                                "--corpus",
                                c.toString(),
                                "--out",
                                out.toString())
                        .exit());
        Cli r = Cli.run("bench", "--resume", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("12 calls already done"), r.err());
        assertEquals(12, answers(out).size());
        assertEquals(1 + 12, journalLines(out).size(), "a header and each row once");
        // the report written by the resume still draws dlx, which made no call in the resuming JVM
        String html = Files.readString(out.resolve("report.html"));
        assertTrue(html.contains(">dlx 6/6</text>"), "dlx in the cactus plot's legend");
        assertTrue(!html.contains("no puzzle answered"), "the distribution has dlx's row");
    }

    @Test
    void resumeWorksFromAnotherDirectory() throws Exception {
        Path c = corpus(6);
        Path work = Files.createDirectories(dir.resolve("work"));
        Path relative = work.relativize(c);
        Process p = bench(
                work,
                "--forks",
                "0",
                "-q",
                "-b",
                "test-slow,dlx",
                "--warmup",
                "0",
                "--corpus",
                relative.toString(),
                "--out",
                "run");
        Path out = work.resolve("run");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while ((!Files.exists(out.resolve("journal.csv")) || journalLines(out).size() < 3)
                && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        p.destroyForcibly();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        Process resume = bench(Path.of("/"), "-q", "--resume", out.toString());
        assertEquals(0, resume.waitFor(), "resume from / with a relative corpus path in the original command");
        assertEquals(12, answers(out).size());
    }

    private static void deleteRecursively(Path folder) throws IOException {
        try (var paths = Files.walk(folder)) {
            for (Path f : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(f);
            }
        }
    }

    /** Waits until the journal has one more row than when called, or the process ends; false if it ended. */
    private static boolean waitForNewRow(Process p, Path run) throws Exception {
        Path journal = run.resolve("journal.csv");
        long start = Files.exists(journal) ? Files.size(journal) : 0;
        while (p.isAlive()) {
            if (Files.exists(journal)
                    && Files.size(journal) > start
                    && Files.readString(journal).endsWith("\n")) {
                return true;
            }
            Thread.sleep(10);
        }
        return false;
    }

    /**
     * A journal that cannot grow (a full disk: here a child JVM under {@code ulimit -f}) stops the run with the file
     * and the cause named and exit 1; what it holds stays readable, and a resume once there is room ends with the
     * rows of a run that never failed.
     */
    @Test
    void aFullDiskUnderTheJournalStopsTheRunAndTheResumeFinishesIt() throws Exception {
        Path c = corpus(40);
        Path out = dir.resolve("full");
        String[] run = {
            "bench", "--forks", "0", "-q", "-b", "dlx,bits", "--seed", "5", "--warmup", "0", "--corpus", c.toString()
        };
        LimitedJvm full = LimitedJvm.run(dir, 2, Cli.args(run, "--out", out.toString()));
        assertEquals(ExitCode.FAILED, full.exit(), full.output());
        assertTrue(
                full.output().contains("cannot write " + out.resolve("journal.csv") + ": File too large"),
                full.output());
        assertTrue(Files.size(out.resolve("journal.csv")) <= 2048);
        assertEquals(
                ExitCode.OK, Cli.run("bench", "-q", "--resume", out.toString()).exit());
        Path whole = dir.resolve("whole");
        assertEquals(
                ExitCode.OK, Cli.run(Cli.args(run, "--out", whole.toString())).exit());
        assertEquals(answers(whole), answers(out));
        assertEquals(80, answers(out).size());
    }

    /** A report that cannot be written is named, leaves no half-written file, and a resume writes it. */
    @Test
    void aFullDiskUnderTheReportIsNamedAndTheResumeWritesIt() throws Exception {
        Path c = corpus(40);
        Path out = dir.resolve("full");
        LimitedJvm full = LimitedJvm.run(
                dir,
                12,
                "bench",
                "--forks",
                "0",
                "-q",
                "-b",
                "dlx,bits",
                "--warmup",
                "0",
                "--corpus",
                c.toString(),
                "--out",
                out.toString());
        assertEquals(ExitCode.FAILED, full.exit(), full.output());
        assertTrue(
                full.output()
                        .matches("(?s).*cannot write " + Pattern.quote(out.toString()) + "/[a-z.]+: File too large.*"),
                full.output());
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(
                    List.of(), files.filter(f -> f.toString().endsWith(".tmp")).toList());
        }
        assertEquals(80, journalLines(out).size() - 1, "every call was journalled before the report");
        assertEquals(
                ExitCode.OK, Cli.run("bench", "-q", "--resume", out.toString()).exit());
        assertTrue(Files.size(out.resolve("report.html")) > 12 * 1024);
    }

    /**
     * SIGKILL at random moments, 4 times over one run (the JVM gets no chance to write anything), each time
     * resumed; the finished run has exactly the rows of an uninterrupted run with the same seed.
     */
    @Test
    void killedAgainAndAgainThenResumedEqualsAnUninterruptedRun() throws Exception {
        killedAndResumed(4, 17);
    }

    /** The same, at least 20 kills, at other moments. */
    @Test
    @Tag("slow")
    void killedTwentyTimesThenResumedEqualsAnUninterruptedRun() throws Exception {
        killedAndResumed(20, 18);
    }

    private void killedAndResumed(int atLeast, long seed) throws Exception {
        Path c = corpus(12);
        Path out = dir.resolve("killed");
        Random random = new Random(seed);
        int kills = 0;
        Process p = bench(
                dir,
                "--forks",
                "0",
                "-q",
                "-b",
                "test-slow,dlx",
                "--repeat",
                "2",
                "--seed",
                "5",
                "--warmup",
                "0",
                "--corpus",
                c.toString(),
                "--out",
                out.toString());
        while (true) {
            // every fourth kill anywhere (start-up included), the others soon after a new journal row, so the
            // run moves forward between kills and they land in calls, journal writes and the reports alike
            boolean ended;
            if (kills >= atLeast) { // enough: the last resume runs to the end
                ended = p.waitFor(120, TimeUnit.SECONDS);
            } else if (kills % 4 == 0) {
                ended = p.waitFor(100 + random.nextInt(1500), TimeUnit.MILLISECONDS);
            } else {
                ended = !waitForNewRow(p, out) || p.waitFor(random.nextInt(150), TimeUnit.MILLISECONDS);
            }
            if (ended) {
                assertEquals(0, p.exitValue(), "a run that was not killed ends well");
                if (kills >= atLeast) {
                    break;
                }
                // finished before enough kills: start the same run again from nothing, the kills so far still count
                deleteRecursively(out);
            } else {
                p.destroyForcibly();
                assertTrue(p.waitFor(30, TimeUnit.SECONDS));
                kills++;
            }
            p = Files.exists(out.resolve("run.json"))
                    ? bench(dir, "-q", "--resume", out.toString())
                    : bench(
                            dir,
                            "--forks",
                            "0",
                            "-q",
                            "-b",
                            "test-slow,dlx",
                            "--repeat",
                            "2",
                            "--seed",
                            "5",
                            "--warmup",
                            "0",
                            "--corpus",
                            c.toString(),
                            "--out",
                            out.toString());
        }
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
                                "--repeat",
                                "2",
                                "--seed",
                                "5",
                                "--warmup",
                                "0",
                                "--corpus",
                                c.toString(),
                                "--out",
                                whole.toString())
                        .exit());
        assertEquals(answers(whole), answers(out), "after " + kills + " kills");
        assertEquals(48, answers(out).size());
        assertTrue(kills >= atLeast, kills + " kills");
    }
}
