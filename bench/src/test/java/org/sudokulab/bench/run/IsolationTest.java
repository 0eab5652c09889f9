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
 * Isolated runs of backends that take their child JVM down or never answer: each call gets its row (CRASHED with
 * the exit code, KILLED after the timeout and the grace), a new child takes the next call, and a warm-up that
 * crashes is dropped rather than the calls.
 */
class IsolationTest {
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
                .isolate(300)
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
            while (!Files.exists(run.resolve("isolate-test-hang.log"))) {
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
    void aChildThatEndsBetweenCallsGivesTheNextCallACrashedRowNotAFailedRun() throws Exception {
        BenchPlan plan = Plans.of(BenchPlan.CorpusRef.file(
                        Files.write(dir.resolve("two.txt"), List.of("1......2..4..3..", "................"))))
                .backends("dlx")
                .isolate(300)
                .plan();
        Path run = Files.createDirectories(dir.resolve("ended"));
        plan.write(run.resolve(RunFolder.PLAN));
        List<Corpus> corpora = List.of(Corpus.load(plan, plan.corpora().get(0).origin(), null, note -> {}));
        List<BenchRow> rows = new ArrayList<>();
        // the first row in, the child is killed before the second call is sent to it
        Runner.Warmup w = Isolation.run(
                "dlx",
                corpora,
                List.of(new Runner.Task(0, 0, 1), new Runner.Task(0, 1, 1), new Runner.Task(0, 1, 2)),
                plan,
                run,
                new Cancellation(),
                row -> {
                    rows.add(row);
                    if (rows.size() == 1) {
                        ProcessHandle.current().children().forEach(child -> {
                            child.destroyForcibly();
                            child.onExit().join();
                        });
                    }
                });
        assertEquals(Runner.Warmup.NONE, w);
        assertEquals(
                List.of(BenchRow.Outcome.OK, BenchRow.Outcome.CRASHED, BenchRow.Outcome.OK),
                rows.stream().map(BenchRow::outcome).toList(),
                rows.toString());
        assertTrue(
                rows.get(1).detail().startsWith("the child JVM had ended before the call (exit code 137; see "),
                rows.get(1).detail());
    }

    @Test
    void aWorkerThatCannotStartIsAnError() throws Exception {
        BenchPlan plan = plan("test-halt", 0);
        Path run = Files.createDirectories(dir.resolve("no-worker"));
        plan.write(run.resolve(RunFolder.PLAN));
        List<Corpus> corpora = List.of(Corpus.load(plan, plan.corpora().get(0).origin(), null, note -> {}));
        List<BenchRow> rows = new ArrayList<>();
        IOException e = assertThrows(
                IOException.class,
                () -> Isolation.run(
                        "no-such-backend",
                        corpora,
                        List.of(new Runner.Task(0, 0, 1)),
                        plan,
                        run,
                        new Cancellation(),
                        rows::add));
        assertTrue(
                e.getMessage().startsWith("the bench worker for no-such-backend did not start: it exited with 1 (see "),
                e.getMessage());
        assertTrue(Files.readString(run.resolve("isolate-no-such-backend.log")).contains("no-such-backend"));
        assertEquals(List.of(), rows);
    }
}
