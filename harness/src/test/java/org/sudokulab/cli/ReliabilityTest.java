package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The faults a new user met with interruption, failed writes, undecodable bytes and odd boards: each one is a
 * command run the way the user ran it (a separate JVM where signals or file descriptors matter).
 */
class ReliabilityTest {
    private static final String EMPTY_9X9 = ".".repeat(81);

    @TempDir
    Path dir;

    /** A sudokulab JVM; stdout and stderr go to files in the temp folder unless redirected by the caller. */
    private ProcessBuilder sudokulab(String... args) {
        return new ProcessBuilder(LimitedJvm.cli(List.of(), args)).directory(dir.toFile());
    }

    /**
     * Whether this JVM was started with SIGINT ignored, as every job a script starts with {@code &} is (and
     * {@code nohup}): its children inherit that, and a JVM keeps an ignored SIGINT ignored, so no Ctrl-C can be
     * delivered to them and the Ctrl-C tests cannot run. Bit 1 of /proc/self/status's SigIgn mask is signal 2.
     */
    private static boolean sigintIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            return false;
        }
        return Files.readAllLines(status).stream()
                .filter(l -> l.startsWith("SigIgn:"))
                .anyMatch(l -> (Long.parseLong(l.substring("SigIgn:".length()).trim(), 16) & 0b10) != 0);
    }

    private static void assumeCtrlCCanArrive() throws IOException {
        assumeFalse(sigintIgnored(), "SIGINT is ignored in this process tree (started with & or nohup)");
    }

    private static void signal(Process p, String signal) throws Exception {
        new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor();
    }

    /**
     * Returns once {@code jvm} has loaded OR-Tools' natives (its search starts milliseconds later) and spent half
     * a second more of CPU: the search is then under way. A fixed wait for 5 s of CPU did the same in 6 s.
     */
    private static void awaitNativeSearch(ProcessHandle jvm) throws Exception {
        Path maps = Path.of("/proc", Long.toString(jvm.pid()), "maps");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (jvm.isAlive() && System.nanoTime() < deadline && !read(maps).contains("libjniortools")) {
            Thread.sleep(20);
        }
        long loaded = cpuMillis(jvm);
        while (jvm.isAlive() && System.nanoTime() < deadline && cpuMillis(jvm) < loaded + 500) {
            Thread.sleep(20);
        }
    }

    private static long cpuMillis(ProcessHandle jvm) {
        return jvm.info().totalCpuDuration().orElse(Duration.ZERO).toMillis();
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file) : "";
    }

    // 1. Ctrl-C during a native search

    private void ctrlCDuringACount(String backend) throws Exception {
        assumeCtrlCCanArrive();
        Path in = Files.writeString(dir.resolve("empty.txt"), EMPTY_9X9 + "\n");
        Path err = dir.resolve("count-" + backend + ".err");
        Process p = sudokulab("count", "-b", backend, "--limit", "100000000000", in.toString())
                .redirectError(err.toFile())
                .start();
        // the signal must come during the search, not the JVM's start
        awaitNativeSearch(p.toHandle());
        signal(p, "INT");
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "ended after SIGINT");
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(130, p.exitValue(), read(err));
        assertTrue(out.startsWith(">="), "a partial answer: " + out);
        assertFalse(read(err).contains("terminate called"), read(err));
    }

    @Test
    void ctrlCDuringACpSatCountGivesThePartialAnswer() throws Exception {
        ctrlCDuringACount("ip");
    }

    @Test
    void ctrlCDuringAScipCountGivesThePartialAnswer() throws Exception {
        ctrlCDuringACount("ip-mip");
    }

    @Test
    void ctrlCDuringAnIsolatedBenchIsAnInterruptionNotACrash() throws Exception {
        assumeCtrlCCanArrive();
        Path corpus = Files.writeString(dir.resolve("hard.txt"), (EMPTY_9X9 + "\n").repeat(3));
        Path out = dir.resolve("run");
        // setsid: the bench and its child JVM in a process group of their own, as a terminal's Ctrl-C finds them
        List<String> cmd = new ArrayList<>(List.of("setsid", "-w"));
        cmd.addAll(sudokulab(
                        "bench",
                        "-q",
                        "--forks",
                        "1",
                        "-b",
                        "ip",
                        "--mode",
                        "count",
                        "--limit",
                        "100000000000",
                        "--timeout",
                        "60s",
                        "--warmup",
                        "0",
                        "--corpus",
                        corpus.toString(),
                        "--out",
                        out.toString())
                .command());
        Path err = dir.resolve("bench.err");
        Process p = new ProcessBuilder(cmd)
                .directory(dir.toFile())
                .redirectError(err.toFile())
                .start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(out.resolve("journal.csv")) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        // setsid runs java itself, or forks it when it must: the group is java's pid either way
        long group = p.info().command().orElse("").endsWith("java")
                ? p.pid()
                : p.children().findFirst().orElseThrow().pid();
        // the signal must come while the isolated child searches: wait for that child
        ProcessHandle child = null;
        while (child == null && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            child = ProcessHandle.of(group)
                    .flatMap(bench -> bench.children().findFirst())
                    .orElse(null);
        }
        assertTrue(child != null, "the bench started its isolated child: " + read(err));
        awaitNativeSearch(child);
        new ProcessBuilder("kill", "-INT", "--", "-" + group).start().waitFor();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "ended after SIGINT");
        assertEquals(130, p.exitValue(), read(err));
        String report = read(out.resolve("report.md"));
        assertTrue(report.contains("PARTIAL"), report);
        assertFalse(read(out.resolve("results.csv")).contains("CRASHED"), read(out.resolve("results.csv")));
        // the child JVM left the signal to its parent (before, CP-SAT's own SIGINT handler aborted it)
        assertFalse(read(out.resolve("fork-ip.log")).contains("terminate called"), read(out.resolve("fork-ip.log")));
    }

    // 2. tree: deadline, signals, memory, node limits

    @Test
    void treeHonoursTheTimeout() throws Exception {
        Path err = dir.resolve("tree.err");
        // a heap large enough that the node bound drawn from it is not what stops the search first
        List<String> cmd = sudokulab(
                        "tree",
                        "-b",
                        "dlx",
                        "--max-nodes",
                        "2000000000",
                        "--timeout",
                        "1s",
                        EMPTY_9X9,
                        "--svg",
                        "t.svg")
                .command();
        cmd.add(1, "-Xmx16g");
        Process p = new ProcessBuilder(cmd)
                .directory(dir.toFile())
                .redirectError(err.toFile())
                .start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "stopped near its 2 s timeout");
        assertEquals(1, p.exitValue(), read(err));
        assertTrue(read(err).contains("the search stopped (TIMEOUT)"), read(err));
        assertFalse(Files.exists(dir.resolve("t.svg")));
    }

    @Test
    void treeStopsOnSigterm() throws Exception {
        Path err = dir.resolve("tree-term.err");
        List<String> cmd = sudokulab("tree", "-b", "dlx", "--max-nodes", "2000000000", EMPTY_9X9, "--svg", "t.svg")
                .command();
        cmd.add(1, "-Xmx16g");
        Process p = new ProcessBuilder(cmd)
                .directory(dir.toFile())
                .redirectError(err.toFile())
                .start();
        // the signal must come once the search runs (before, the JVM just exits): the command says when
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!read(err).contains("recording the search") && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        Thread.sleep(500);
        p.destroy(); // SIGTERM
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "stopped after SIGTERM");
        // 143 = 128 + SIGTERM: the JVM ends with the signal's status once the command has stopped
        assertEquals(143, p.exitValue(), read(err));
        assertFalse(Files.exists(dir.resolve("t.svg")), "no partial tree");
        assertTrue(read(err).contains("the search stopped (CANCELLED)"), "the search itself was stopped: " + read(err));
    }

    @Test
    void treeRefusesBeforeTheHeapRunsOut() throws Exception {
        Path err = dir.resolve("tree-heap.err");
        List<String> cmd = sudokulab(
                        "tree", "-b", "backtrack", "--max-nodes", "2000000000", EMPTY_9X9, "--svg", "t.svg")
                .command();
        cmd.add(1, "-Xmx96m");
        Process p = new ProcessBuilder(cmd)
                .directory(dir.toFile())
                .redirectError(err.toFile())
                .start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(1, p.exitValue(), read(err));
        assertTrue(read(err).contains("heap"), read(err));
        assertFalse(read(err).contains("OutOfMemoryError"), read(err));
    }

    @Test
    void treeNodeLimitMustBePositive() {
        for (String n : List.of("0", "-1")) {
            Cli r = Cli.run(
                    "tree", "..24.2......3..2", "--svg", dir.resolve("t.svg").toString(), "--max-nodes", n);
            assertEquals(2, r.exit(), r.err());
            assertTrue(r.err().contains("--max-nodes must be at least 1"), r.err());
        }
    }

    // 4. failed writes

    @Test
    void aFullDiskOnStdoutIsAnError() throws Exception {
        Path puzzles = Files.writeString(dir.resolve("p.txt"), "1......2..4..3..\n".repeat(50));
        Path err = dir.resolve("full.err");
        Process p = sudokulab("solve", puzzles.toString())
                .redirectOutput(new File("/dev/full"))
                .redirectError(err.toFile())
                .start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(1, p.exitValue(), read(err));
        assertTrue(read(err).contains("cannot write to standard output: No space left on device"), read(err));
        assertFalse(read(err).contains("\tat "), "no stack trace: " + read(err));
    }

    @Test
    void aClosedPipeStopsAtOnceAndQuietly() throws Exception {
        Path err = dir.resolve("pipe.err");
        Process p = sudokulab("generate", "grid", "--count", "1000000")
                .redirectError(err.toFile())
                .start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        assertEquals(81, out.readLine().length());
        out.close(); // like `| head -1`
        assertTrue(p.waitFor(20, TimeUnit.SECONDS), "a million grids take about a minute: it must stop at once");
        assertEquals(ExitCode.BROKEN_PIPE, p.exitValue(), read(err));
        assertFalse(read(err).contains("Exception"), read(err));
    }

    // 5. undecodable bytes

    @Test
    void aLineThatIsNotUtf8IsAnErrorLineAndTheOthersAreAnswered() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}); // a byte order mark
        bytes.write("1......2..4..3..\n".getBytes(StandardCharsets.UTF_8));
        bytes.write(new byte[] {'1', '.', (byte) 0xE9, '.', '\n'});
        bytes.write("..24.2......3..2\n".getBytes(StandardCharsets.UTF_8));
        Path f = Files.write(dir.resolve("latin1.txt"), bytes.toByteArray());
        Cli r = Cli.run("count", f.toString());
        assertEquals(List.of("1", "error", "3"), r.lines());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains(f + ":2:3: not UTF-8: byte 0xE9"), r.err());

        Cli bench = Cli.run(
                "bench",
                "--forks",
                "0",
                "-q",
                "-b",
                "dlx",
                "--warmup",
                "0",
                "--corpus",
                f.toString(),
                "--out",
                dir.resolve("bench").toString());
        assertEquals(1, bench.exit(), bench.err());
        assertTrue(bench.err().contains(":2:3: not UTF-8"), bench.err());
        assertTrue(read(dir.resolve("bench/report.md")).contains("2 puzzles"), read(dir.resolve("bench/report.md")));
    }

    // 6. wrong answers at the board and in the census

    @Test
    void hintOnABoardWithoutSolutionSaysSoFirst() {
        Cli r = Cli.run("hint", ".4.1..35.............2.5......4.89..26.....12.5.3....7..4...16.6....7....1..8..2.");
        assertTrue(r.out().startsWith("no hint: no solution"), r.out());
        // no rule broken, singles to offer (r4c4 = 6 as without the 6), and still no solution: found by the count
        Cli quiet =
                Cli.run("hint", ".6...............1.....2.3......425...6.......17....8.....7...64...6....9..8...1.");
        assertEquals("no hint: no solution (proven by bits)", quiet.out().strip());
    }

    @Test
    void hintOnAFullBoardThatBreaksARule() {
        Cli r = Cli.run("hint", "1234341221434311");
        assertTrue(r.out().startsWith("no hint: no solution: the board breaks a rule: row 4 holds 1 twice"), r.out());
    }

    @Test
    void moveOnABrokenBoardAndOnAMissingFile() {
        Cli broken = Cli.run("move", "11..............", "2", "1", "3");
        assertTrue(
                broken.out().startsWith("broken: the board already breaks a rule: row 1 holds 1 twice"), broken.out());
        Cli missing = Cli.run("move", "/no/such/file", "1", "1", "1");
        assertEquals(2, missing.exit());
        assertTrue(missing.err().contains("/no/such/file: no such file"), missing.err());
    }

    @Test
    void chromaticOfConflictingGivensIsZero() {
        Cli r = Cli.run("census", "chromatic", "--board", "11..............");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("P(4) = 0"), r.out());
        assertTrue(r.out().contains("P(5) = 0"), r.out());
    }

    @Test
    void secondFieldsThatAreNeitherCountNorMapAreErrors() throws Exception {
        Path f = Files.write(
                dir.resolve("fields.txt"),
                List.of(
                        "..43...1.2...... 111212223344334",
                        "..43...1.2...... 11121222334433441",
                        "1......2..4..3.. 1234341221434324",
                        "{\"n\": 4, \"givens\": \"1...............\", \"givens\": \"................\"}",
                        "{\"n\": 4, \"cages\": [{\"sum\": 3, \"cells\": [0, 1], \"note\": 1}]}",
                        "..24.2......3..2"));
        Cli r = Cli.run("count", f.toString());
        assertEquals(List.of("error", "error", "error", "error", "error", "3"), r.lines());
        assertTrue(r.err().contains("reads as a solution"), r.err());
        assertTrue(r.err().contains("Duplicate field 'givens'"), r.err());
        assertTrue(r.err().contains("unknown field 'note'"), r.err());
    }

    // 7. smaller ones

    @Test
    void surveyThreadsMustBePositive() {
        Cli r = Cli.run("survey", "ksudoku", "--to", "5", "--threads", "0");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("--threads must be at least 1"), r.err());
    }

    @Test
    void aMissingFileNamesTheReason() {
        Cli r = Cli.run("count", dir.resolve("nothing.txt").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("nothing.txt: no such file"), r.err());
    }

    @Test
    void aClosedStdinIsEmpty() throws Exception {
        List<String> java = sudokulab("count").command();
        String line = String.join(" ", java.stream().map(a -> "'" + a + "'").toList()) + " <&-";
        Process p =
                new ProcessBuilder("bash", "-c", line).directory(dir.toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals("", out);
        assertEquals(0, p.exitValue(), err);
    }
}
