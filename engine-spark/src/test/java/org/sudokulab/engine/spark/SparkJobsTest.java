package org.sudokulab.engine.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Cancellation;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.RunListener;
import org.sudokulab.engine.LocalEngine;

/** The long jobs on Spark inside this JVM (local[1], local[2]) give what they give in one JVM, row for row. */
class SparkJobsTest {
    @TempDir
    Path dir;

    @Test
    void benchRowsAreTheSameOnOneJvmAndOnSparkWithOneOrTwoCores() throws Exception {
        BenchPlan plan = Jobs.plan(dir);
        List<BenchRow> here = Jobs.bench(plan, dir.resolve("local"), null);
        Map<String, String> expected = Jobs.answers(here);
        // 2 backends x (3 + 12 + 12 + 6 puzzles; the last line of the file is an error) x 2 repeats
        assertEquals(2 * (3 + 12 + 12 + 6) * 2, expected.size());
        assertTrue(here.stream().allMatch(r -> !r.executor().contains("/")), "rows made here name the host");
        for (String master : List.of("local[1]", "local[2]")) {
            try (SparkEngine spark = new SparkEngine(master)) {
                Path run = dir.resolve(master.replaceAll("\\W", ""));
                List<BenchRow> there = Jobs.bench(plan, run, spark);
                assertEquals(expected, Jobs.answers(there), master);
                assertTrue(there.stream().allMatch(r -> r.executor().endsWith("/driver")), master);
                String report = Files.readString(run.resolve("report.md"));
                assertTrue(
                        report.contains("| engine | spark " + master + ", " + spark.parallelism() + " tasks at once |"),
                        report);
                assertTrue(report.contains("| executors | "), report);
            }
        }
    }

    @Test
    void anInterruptedSparkRunIsFinishedByResumeWithoutRepeatingACall() throws Exception {
        BenchPlan plan = Jobs.plan(dir);
        Path run = dir.resolve("run");
        try (SparkEngine spark = new SparkEngine("local[2]")) {
            Cancellation cancellation = new Cancellation();
            AtomicInteger rows = new AtomicInteger();
            RunListener stopSoon = new RunListener() {
                @Override
                public void row(BenchRow row) {
                    if (rows.incrementAndGet() == 20) {
                        cancellation.cancel();
                    }
                }
            };
            Bench.Result first = Bench.prepare(plan, stopSoon).on(spark).run(run, false, cancellation, stopSoon, 0);
            assertTrue(first.cancelled());
            List<String> journal = Files.readAllLines(run.resolve("journal.csv"));
            assertTrue(journal.size() > 20 && journal.size() < 1 + 132, "journal lines: " + journal.size());

            BenchPlan again = BenchPlan.read(run.resolve("run.json"));
            Bench.Result second = Bench.prepare(again, new RunListener() {}, run)
                    .on(spark)
                    .run(run, true, new Cancellation(), new RunListener() {}, 0);
            assertFalse(second.cancelled());
            assertEquals(0, second.wrong());
            List<String> after = Files.readAllLines(run.resolve("journal.csv"));
            assertEquals(journal, after.subList(0, journal.size()), "what was journalled stays as it was");
            Set<BenchRow.Key> keys = new HashSet<>();
            for (BenchRow r : Jobs.rows(run)) {
                assertTrue(keys.add(r.key()), "one row per call: " + r.key());
            }
            assertEquals(132, keys.size());
        }
    }

    @Test
    void surveysFindTheSameBoardsOnOneJvmAndOnSpark() throws Exception {
        List<String> witnesses = Jobs.kSurvey(new LocalEngine(1), 60);
        List<String> samples = Jobs.removals(new LocalEngine(2));
        assertEquals(60, witnesses.size());
        assertEquals(30, samples.size());
        for (String master : List.of("local[1]", "local[2]")) {
            try (SparkEngine spark = new SparkEngine(master)) {
                assertEquals(witnesses, Jobs.kSurvey(spark, 60), master);
                assertEquals(samples, Jobs.removals(spark), master);
            }
        }
    }
}
