package org.sudokulab.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
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
 * An isolated run's child, spoken to in this JVM through its protocol: READY with the warm-up, then one ROW per
 * {@code corpus puzzle repeat} line, in the order asked, each the call's answer.
 */
class WorkerTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path planFile(long warmupMillis) throws Exception {
        Path corpus = Files.write(
                dir.resolve("c.txt"), List.of("................", "1234341221434321", "1......2..4..3..:1"));
        BenchPlan plan = Plans.of(new BenchPlan.CorpusRef(corpus.toString(), null))
                .limit(1000)
                .warmup(warmupMillis)
                .isolate(5000)
                .plan();
        return Files.writeString(dir.resolve("run.json"), plan.json());
    }

    private static List<String> talk(Path plan, long warmupMillis, String input, ByteArrayOutputStream err)
            throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Worker.serve(
                new String[] {plan.toString(), "dlx", Long.toString(warmupMillis)},
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void eachLineAskedIsOneRowInTheOrderAsked() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> lines = talk(planFile(0), 0, "0 2 1\n0 0 1\n0 1 3\n", err);
        assertEquals(4, lines.size(), lines.toString());
        Runner.Warmup none = JSON.readValue(lines.get(0).substring("READY ".length()), Runner.Warmup.class);
        assertEquals(Runner.Warmup.NONE, none);
        List<BenchRow> rows = lines.subList(1, 4).stream()
                .map(l -> {
                    assertTrue(l.startsWith("ROW "), l);
                    try {
                        return JSON.readValue(l.substring(4), BenchRow.class);
                    } catch (Exception e) {
                        throw new AssertionError(l, e);
                    }
                })
                .toList();
        assertEquals(List.of(3, 1, 2), rows.stream().map(BenchRow::puzzle).toList(), "puzzles count from 1");
        assertEquals(List.of(1, 1, 3), rows.stream().map(BenchRow::repeat).toList());
        assertEquals(
                List.of("1", ">=2", "1"), rows.stream().map(BenchRow::answer).toList());
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("first call: "), err.toString());
    }

    @Test
    void aWarmUpIsReportedAndNoCallIsCalledFirst() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> lines = talk(planFile(30), 30, "0 1 1\n", err);
        Runner.Warmup w = JSON.readValue(lines.get(0).substring("READY ".length()), Runner.Warmup.class);
        assertTrue(w.calls() > 0 && w.millis() > 0, w.toString());
        assertEquals(2, lines.size(), lines.toString());
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }
}
