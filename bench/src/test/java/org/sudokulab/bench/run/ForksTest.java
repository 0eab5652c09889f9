package org.sudokulab.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Cancellation;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.Plans;
import org.sudokulab.testkit.FaultyBackends;

/**
 * Forks of backends that take their child JVM down or never answer: each call gets its row (CRASHED with the exit
 * code, KILLED after the timeout and the grace), a new child takes the next call, a warm-up that crashes is dropped
 * rather than the calls, and a child lost among its calls leaves them to a new one, each call made once.
 */
class ForksTest {
    @TempDir
    Path dir;

    @BeforeAll
    static void enable() {
        System.setProperty(FaultyBackends.ENABLE, "true");
    }

    @AfterAll
    static void disable() {
        System.clearProperty(FaultyBackends.ENABLE);
    }

    private BenchPlan plan(String backend, long warmupMillis) throws IOException {
        Path corpus = Files.write(dir.resolve("two.txt"), List.of("1......2..4..3..", "................"));
        return Plans.of(BenchPlan.CorpusRef.file(corpus))
                .backends(backend)
                .timeout(200)
                .warmup(warmupMillis)
                .forks(1, 300)
                .plan();
    }

    private static List<BenchRow> results(Path run) throws IOException {
        try (Reader in = Files.newBufferedReader(run.resolve("results.csv"), StandardCharsets.UTF_8)) {
            return BenchRow.readCsv(in);
        }
    }

    @Test
    void aChildThatDiesIsACrashedCallAndANewChildTakesTheNext() throws Exception {
        Path run = dir.resolve("halt");
        Bench.Result r =
                Bench.prepare(plan("test-halt", 0), new RunListener() {}).run(run);
        List<BenchRow> rows = results(run);
        assertEquals(2, rows.size(), rows.toString());
        for (BenchRow row : rows) {
            assertEquals(BenchRow.Outcome.CRASHED, row.outcome());
            assertEquals("crashed", row.answer());
            assertTrue(row.detail().startsWith("the child JVM died during the call (exit code 3; see "), row.detail());
        }
        assertEquals(List.of(1, 2), rows.stream().map(BenchRow::puzzle).sorted().toList());
        assertTrue(r.record().complete());
    }

    @Test
    void aWarmUpThatCrashesIsDroppedAndTheCallsStillMade() throws Exception {
        Path run = dir.resolve("halt-warm");
        Bench.Result r =
                Bench.prepare(plan("test-halt", 50), new RunListener() {}).run(run);
        assertEquals(
                List.of(BenchRow.Outcome.CRASHED, BenchRow.Outcome.CRASHED),
                results(run).stream().map(BenchRow::outcome).toList());
        RunRecord.BackendInfo info = r.record().backends().get(0);
        assertEquals(0, info.warmupCalls(), "no warm-up finished");
    }

    @Test
    void aChildThatNeverAnswersIsKilledAfterTheTimeoutAndTheGrace() throws Exception {
        Path run = dir.resolve("hang");
        BenchPlan plan = plan("test-hang", 0);
        Files.write(dir.resolve("two.txt"), List.of("1......2..4..3.."));
        Bench.prepare(plan, new RunListener() {}).run(run);
        List<BenchRow> rows = results(run);
        assertEquals(1, rows.size(), rows.toString());
        BenchRow killed = rows.get(0);
        assertEquals(BenchRow.Outcome.KILLED, killed.outcome());
        assertEquals(500.0, killed.millis(), "the timeout and the grace");
        assertEquals("no answer within the timeout plus 300 ms grace: the child JVM was killed", killed.detail());
    }

    @Test
    void aCancellationAsTheChildStartsEndsTheRunWithAPartialReport() throws Exception {
        Path run = dir.resolve("cancelled");
        Cancellation cancellation = new Cancellation();
        // the child's log exists from its start, long before a JVM can answer READY
        Thread ctrlC = new Thread(() -> {
            while (!Files.exists(run.resolve("fork-test-hang.log"))) {
                Thread.onSpinWait();
            }
            cancellation.cancel();
        });
        ctrlC.start();
        Bench.Result r = Bench.prepare(plan("test-hang", 0), new RunListener() {})
                .run(run, false, cancellation, new RunListener() {}, 0);
        ctrlC.join();
        assertTrue(r.cancelled());
        assertEquals(List.of(), results(run));
        assertTrue(
                r.record().status().startsWith("PARTIAL: interrupted after 0 of 2 calls"),
                r.record().status());
    }

    @Test
    void aChildKilledAmongItsCallsLeavesTheRestToANewChildEachCallOnce() throws Exception {
        BenchPlan plan = Plans.of(BenchPlan.CorpusRef.file(
                        Files.write(dir.resolve("two.txt"), List.of("1......2..4..3..", "................"))))
                .backends("test-slow")
                .forks(1, 300)
                .plan();
        Path run = Files.createDirectories(dir.resolve("ended"));
        plan.write(run.resolve(RunFolder.PLAN));
        List<Corpus> corpora = List.of(Corpus.load(plan, plan.corpora().get(0).origin(), null, note -> {}));
        List<BenchRow> rows = new ArrayList<>();
        // the first row in (each call takes 200 ms), the child is killed: the two calls after it go, one at a time,
        // to a new child
        Runner.Warmup w;
        try (Forks forks = new Forks(plan, run, corpora, new Cancellation(), row -> {
            rows.add(row);
            if (rows.size() == 1) {
                ProcessHandle.current().children().forEach(child -> {
                    child.destroyForcibly();
                    child.onExit().join();
                });
            }
        })) {
            w = forks.run(
                    new Forks.Segment(
                            "test-slow",
                            1,
                            List.of(
                                    new Runner.Task(0, 0, 1, 1),
                                    new Runner.Task(0, 1, 1, 1),
                                    new Runner.Task(0, 1, 2, 1))),
                    null);
        }
        assertEquals(Runner.Warmup.NONE, w);
        assertEquals(
                List.of("1 1 OK", "2 1 OK", "2 2 OK"),
                rows.stream()
                        .map(r -> r.puzzle() + " " + r.repeat() + " " + r.outcome())
                        .toList(),
                rows.toString());
        assertEquals(List.of(1, 1, 1), rows.stream().map(BenchRow::fork).toList());
        String log = Files.readString(run.resolve("fork-test-slow.log"));
        assertTrue(
                log.contains("fork 1 of test-slow, 3 calls, RUN") && log.contains("fork 1 of test-slow, 2 calls, STEP"),
                log);
    }

    @Test
    void aWorkerThatCannotStartIsAnError() throws Exception {
        BenchPlan plan = plan("test-halt", 0);
        Path run = Files.createDirectories(dir.resolve("no-worker"));
        plan.write(run.resolve(RunFolder.PLAN));
        List<Corpus> corpora = List.of(Corpus.load(plan, plan.corpora().get(0).origin(), null, note -> {}));
        List<BenchRow> rows = new ArrayList<>();
        Forks forks = new Forks(plan, run, corpora, new Cancellation(), rows::add);
        IOException e = assertThrows(
                IOException.class,
                () -> forks.run(new Forks.Segment("no-such-backend", 1, List.of(new Runner.Task(0, 0, 1, 1))), null));
        assertTrue(
                e.getMessage().startsWith("the bench worker for no-such-backend did not start: it exited with 1 (see "),
                e.getMessage());
        assertTrue(Files.readString(run.resolve("fork-no-such-backend.log")).contains("no-such-backend"));
        assertEquals(List.of(), rows);
    }
}
