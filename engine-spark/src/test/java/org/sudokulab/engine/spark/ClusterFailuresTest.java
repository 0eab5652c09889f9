package org.sudokulab.engine.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.RunListener;
import org.sudokulab.census.TwoBandCount;
import org.sudokulab.engine.Journal;
import org.sudokulab.engine.LocalEngine;

/**
 * What is lost past one machine: nothing. On a master and two workers ({@link Cluster}), a bench whose driver is
 * killed (SIGKILL) part way is finished by a resume; one whose executor, then whose whole worker, is killed part way
 * finishes on what is left. Each ends with the rows of a run in one JVM: every call once, none missing. A k-survey
 * and a census count whose executors are killed part way give what they give in one JVM.
 */
@Tag("slow")
class ClusterFailuresTest {
    @TempDir
    Path dir;

    @Test
    void killedDriversExecutorsAndWorkersLoseNoRow() throws Exception {
        BenchPlan plan = Jobs.plan(dir);
        Map<String, String> expected = Jobs.answers(Jobs.bench(plan, dir.resolve("local"), null));
        int planned = expected.size();
        List<String> surveyed = Jobs.kSurvey(new LocalEngine(2), 60);

        Cluster cluster = Cluster.start(dir, 2);
        try (cluster) {
            // The driver: killed in a JVM of its own once 40 rows are journalled, then resumed here.
            Path run = dir.resolve("driver-killed");
            Process driver = Cluster.java(
                    dir,
                    "driver",
                    Map.of(),
                    BenchDriver.class.getName(),
                    dir.toString(),
                    run.toString(),
                    cluster.url,
                    "40");
            awaitLine(dir.resolve("driver.log"), BenchDriver.STOPPED, driver);
            driver.destroyForcibly();
            driver.waitFor();
            int journalled = Journal.read(run.resolve("journal.csv")).size() - 1;
            assertTrue(journalled >= 40 && journalled < planned, journalled + " of " + planned + " rows");

            try (SparkEngine spark = new SparkEngine(cluster.url)) {
                assertEquals(expected, Jobs.answers(Jobs.bench(plan, run, spark, true, new RunListener() {})));

                // An executor, killed when the 40th row is journalled: Spark runs its tasks again elsewhere.
                assertEquals(
                        expected,
                        Jobs.answers(killingAt(
                                40, plan, dir.resolve("executor-killed"), spark, () -> cluster.killExecutorsOf(1))));
                // The k-survey and a census count, an executor killed at the third witness, the fifth class.
                AtomicInteger witnesses = new AtomicInteger();
                assertEquals(surveyed, Jobs.kSurvey(spark, 60, w -> {
                    if (witnesses.incrementAndGet() == 3) {
                        cluster.killExecutorsOf(2);
                    }
                }));
                assertTrue(witnesses.get() > 3, witnesses.get() + " witnesses");
                List<TwoBandCount.Counted> classes = new ArrayList<>();
                TwoBandCount.Result census = new TwoBandCount(4)
                        .count(spark, Map.of(), () -> false, (d, a) -> {}, c -> {
                            classes.add(c);
                            if (classes.size() == 5) {
                                cluster.killExecutorsOf(1);
                            }
                        });
                assertTrue(census.complete());
                assertEquals(26, classes.size(), "each class once");
                assertEquals(new BigInteger("29136487207403520"), census.grids());
                // A worker and its executor: the run ends on the one worker left.
                assertEquals(expected, Jobs.answers(killingAt(40, plan, dir.resolve("worker-killed"), spark, () -> {
                    try {
                        cluster.killWorker(2);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                })));
            }
        }
        assertTrue(cluster.gone());
    }

    /** A bench on {@code spark} that runs {@code kill} when its {@code at}-th row is journalled. */
    private static List<BenchRow> killingAt(int at, BenchPlan plan, Path run, SparkEngine spark, Runnable kill)
            throws Exception {
        AtomicInteger rows = new AtomicInteger();
        List<BenchRow> out = Jobs.bench(plan, run, spark, false, new RunListener() {
            @Override
            public void row(BenchRow row) {
                if (rows.incrementAndGet() == at) {
                    kill.run();
                }
            }
        });
        assertTrue(rows.get() > at, "the kill came part way: " + rows.get() + " rows");
        return out;
    }

    private static void awaitLine(Path log, String line, Process p) throws Exception {
        long end = System.nanoTime() + 180_000_000_000L;
        while (System.nanoTime() < end) {
            if (Files.exists(log) && Files.readString(log).contains(line)) {
                return;
            }
            if (!p.isAlive()) {
                throw new AssertionError("the driver ended first: " + Files.readString(log));
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no '" + line + "' in " + log + ": " + Files.readString(log));
    }
}
