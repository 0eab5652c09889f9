package org.sudokulab.engine.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.LocalEngine;

/**
 * A real cluster ({@link Cluster}: a master and two workers), a bench and a k-survey submitted to it, and their
 * answers compared with one JVM's. All its processes, the executors too, are gone when the test ends. Slow (about
 * 50 s of a CI run, mostly the cluster's four JVMs starting): {@code -Pslow}; {@link SparkJobsTest} runs the same jobs
 * on Spark in this JVM on every build.
 */
class StandaloneClusterTest {
    @TempDir
    Path dir;

    @Test
    @Tag("slow")
    void aBenchAndASurveyOnTwoWorkersGiveWhatOneJvmGives() throws Exception {
        BenchPlan plan = Jobs.plan(dir);
        Map<String, String> expected = Jobs.answers(Jobs.bench(plan, dir.resolve("local"), null));
        List<String> witnesses = Jobs.kSurvey(new LocalEngine(2), 60);

        Cluster cluster = Cluster.start(dir, 2);
        try (cluster;
                SparkEngine spark = new SparkEngine(cluster.url)) {
            assertEquals(2, spark.parallelism());
            List<Engine.Executor> executors = spark.executors();
            assertEquals(
                    List.of("0", "1"),
                    executors.stream().map(Engine.Executor::id).sorted().toList(),
                    executors.toString());

            Path run = dir.resolve("cluster");
            List<BenchRow> rows = Jobs.bench(plan, run, spark);
            assertEquals(expected, Jobs.answers(rows));
            Set<String> ranOn = rows.stream().map(BenchRow::executor).collect(Collectors.toCollection(TreeSet::new));
            assertEquals(2, ranOn.size(), "rows name both executors: " + ranOn);
            String report = Files.readString(run.resolve("report.md"));
            assertTrue(report.contains("| engine | spark " + cluster.url + ", 2 tasks at once |"), report);
            for (String executor : ranOn) {
                assertTrue(report.contains(executor + " (its machine: "), report);
            }

            assertEquals(witnesses, Jobs.kSurvey(spark, 60));
        }
        assertTrue(cluster.gone());
    }
}
