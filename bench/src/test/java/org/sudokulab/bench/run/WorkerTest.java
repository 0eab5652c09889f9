package org.sudokulab.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.Plans;

/**
 * A fork's child, spoken to in this JVM through its protocol: LOADED first; then, sent the fork's calls and RUN, READY
 * with the warm-up and, after GO, a ROW for each call in their order, then DONE; sent STEP, READY and a ROW for each
 * CALL k asked.
 */
class WorkerTest {

    @TempDir
    Path dir;

    private Path planFile(long warmupMillis) throws Exception {
        Path corpus = Files.write(
                dir.resolve("c.txt"), List.of("................", "1234341221434321", "1......2..4..3..:1"));
        BenchPlan plan = Plans.of(new BenchPlan.CorpusRef(corpus.toString(), null))
                .limit(1000)
                .warmup(warmupMillis)
                .forks(2, 5000)
                .plan();
        return Files.writeString(dir.resolve("run.json"), plan.json());
    }

    private static List<String> talk(Path plan, long warmupMillis, String input, ByteArrayOutputStream err)
            throws Exception {
        return talk(plan, warmupMillis, 3_600_000, input, err);
    }

    private static List<String> talk(
            Path plan, long warmupMillis, long syncMillis, String input, ByteArrayOutputStream err) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Worker.serve(
                new String[] {plan.toString(), "dlx", Long.toString(warmupMillis), Long.toString(syncMillis)},
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static List<BenchRow> rows(List<String> lines) {
        return lines.stream()
                .filter(l -> l.startsWith("ROW "))
                .map(l -> {
                    try {
                        return BenchRow.fromCsvLine(l.substring(4), new java.util.HashMap<>());
                    } catch (Exception e) {
                        throw new AssertionError(l, e);
                    }
                })
                .toList();
    }

    @Test
    void stepAnswersEachCallAskedInTheOrderAsked() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> lines = talk(planFile(0), 0, "0 2 1 2\n0 0 1 1\n0 1 3 2\nSTEP\nCALL 2\nCALL 0\nCALL 1\n", err);
        assertEquals(5, lines.size(), lines.toString());
        assertEquals("LOADED", lines.get(0), "loaded before it is sent its calls");
        Runner.Warmup none = Runner.Warmup.parse(lines.get(1).substring("READY ".length()));
        assertEquals(Runner.Warmup.NONE, none);
        List<BenchRow> rows = rows(lines);
        assertEquals(List.of(2, 3, 1), rows.stream().map(BenchRow::puzzle).toList(), "puzzles count from 1");
        assertEquals(List.of(3, 1, 1), rows.stream().map(BenchRow::repeat).toList());
        assertEquals(List.of(2, 2, 1), rows.stream().map(BenchRow::fork).toList());
        assertEquals(
                List.of("1", "1", ">=2"), rows.stream().map(BenchRow::answer).toList());
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("first call: "), err.toString());
    }

    @Test
    void runMakesEveryCallInOrderThenSaysDone() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> lines = talk(planFile(30), 30, "0 2 1 1\n0 0 1 1\n0 1 1 1\nRUN\nGO\n", err);
        String ready =
                lines.stream().filter(l -> l.startsWith("READY ")).findFirst().orElseThrow();
        Runner.Warmup w = Runner.Warmup.parse(ready.substring("READY ".length()));
        assertTrue(w.calls() > 0 && w.millis() > 0, w.toString());
        assertEquals("LOADED", lines.get(0));
        assertTrue(
                lines.subList(1, lines.indexOf(ready)).stream().allMatch(l -> l.startsWith(Worker.REHEARSAL)),
                "only the warm-up's rows come between LOADED and READY");
        List<String> after = lines.subList(lines.indexOf(ready) + 1, lines.size());
        assertEquals(
                List.of(3, 1, 2), rows(after).stream().map(BenchRow::puzzle).toList());
        assertEquals(
                List.of("1", ">=2", "1"),
                rows(after).stream().map(BenchRow::answer).toList());
        assertTrue(rows(after).stream().allMatch(r -> r.allocatedBytes() != null && r.allocatedBytes() >= 0));
        assertEquals("DONE", lines.get(lines.size() - 1));
        assertTrue(
                lines.stream()
                        .allMatch(l -> l.equals("LOADED")
                                || l.startsWith("READY ")
                                || l.startsWith("ROW ")
                                || l.equals("DONE")
                                || l.startsWith(Worker.REHEARSAL)),
                lines.toString());
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void runSendsItsRowsInBatchesAndWaitsForEachToBeTaken() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // A batch a row (0 ms): each row, then SYNC, then the next call only after ACK.
        List<String> lines = talk(planFile(0), 0, 0, "0 2 1 1\n0 0 1 1\nRUN\nGO\nACK\nACK\n", err);
        assertEquals(
                List.of("LOADED", "READY", "ROW", "SYNC", "ROW", "SYNC", "DONE"),
                lines.stream().map(l -> l.split(" ")[0]).toList());
        assertEquals(List.of(3, 1), rows(lines).stream().map(BenchRow::puzzle).toList());
        // Without its ACK, the child stops after the first batch: the parent is gone or confused.
        Exception gone = assertThrows(
                Exception.class, () -> talk(planFile(0), 0, 0, "0 2 1 1\n0 0 1 1\nRUN\nGO\nCALL 1\n", err));
        assertTrue(String.valueOf(gone.getCause()).contains("answered CALL 1 instead of ACK"), gone.toString());
    }

    @Test
    void theWarmUpCrossesOnOneLineAndABadLineIsRefused() {
        Runner.Warmup w = new Runner.Warmup(12.5, 40_000, 5000.25);
        assertEquals(w, Runner.Warmup.parse(w.line()));
        Exception bad = assertThrows(IllegalArgumentException.class, () -> Runner.Warmup.parse("12.5 many 3"));
        assertTrue(bad.getMessage().contains("12.5 many 3"), bad.getMessage());
    }
}
