package org.sudokulab.engine.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.BenchPlan;
import org.sudokulab.bench.BenchRow;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.LocalEngine;

/**
 * A real cluster: a Spark standalone master and two workers (one core each) started as processes on 127.0.0.1 from
 * the jars Maven fetched, a bench and a k-survey submitted to it, and their answers compared with one JVM's. Every
 * process listens on the loopback only, and all of them (the executors too) are gone when the test ends.
 */
class StandaloneClusterTest {
    private static final Map<String, String> DRIVER = Map.of(
            "spark.driver.host", "127.0.0.1",
            "spark.driver.bindAddress", "127.0.0.1",
            "spark.cores.max", "2",
            "spark.executor.cores", "1",
            "spark.executor.memory", "512m",
            // the first job waits until both executors have registered, or it could run on one
            "spark.scheduler.minRegisteredResourcesRatio", "1.0",
            "spark.scheduler.maxRegisteredResourcesWaitingTime", "120s");

    @TempDir
    Path dir;

    @Test
    void aBenchAndASurveyOnTwoWorkersGiveWhatOneJvmGives() throws Exception {
        BenchPlan plan = Jobs.plan(dir);
        Map<String, String> expected = Jobs.answers(Jobs.bench(plan, dir.resolve("local"), null));
        List<String> witnesses = Jobs.kSurvey(new LocalEngine(2), 60);

        int port = freePort();
        List<Process> cluster = new ArrayList<>();
        try {
            cluster.add(start(
                    "master",
                    Map.of(),
                    "org.apache.spark.deploy.master.Master",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    Integer.toString(port),
                    "--webui-port",
                    Integer.toString(freePort())));
            waitForPort(port, cluster.get(0));
            // A worker starts executors with SPARK_HOME/jars on their class path: an empty one here, the class
            // path comes from spark.executor.extraClassPath.
            Path home = Files.createDirectories(dir.resolve("spark-home/jars")).getParent();
            for (int w = 1; w <= 2; w++) {
                cluster.add(start(
                        "worker" + w,
                        Map.of("SPARK_HOME", home.toString(), "SPARK_SCALA_VERSION", "2.13"),
                        "org.apache.spark.deploy.worker.Worker",
                        "--host",
                        "127.0.0.1",
                        "--cores",
                        "1",
                        "--memory",
                        "1g",
                        "--webui-port",
                        Integer.toString(freePort()),
                        "--work-dir",
                        Files.createDirectories(dir.resolve("work" + w)).toString(),
                        "spark://127.0.0.1:" + port));
            }
            DRIVER.forEach(System::setProperty);
            System.setProperty("spark.executor.extraClassPath", System.getProperty("java.class.path"));
            try (SparkEngine spark = new SparkEngine("spark://127.0.0.1:" + port)) {
                assertEquals(2, spark.parallelism());
                List<Engine.Executor> executors = spark.executors();
                assertEquals(
                        List.of("0", "1"),
                        executors.stream().map(Engine.Executor::id).sorted().toList(),
                        executors.toString());

                Path run = dir.resolve("cluster");
                List<BenchRow> rows = Jobs.bench(plan, run, spark);
                assertEquals(expected, Jobs.answers(rows));
                Set<String> ranOn =
                        rows.stream().map(BenchRow::executor).collect(Collectors.toCollection(TreeSet::new));
                assertEquals(2, ranOn.size(), "rows name both executors: " + ranOn);
                String report = Files.readString(run.resolve("report.md"));
                assertTrue(
                        report.contains("| engine | spark spark://127.0.0.1:" + port + ", 2 tasks at once |"), report);
                for (String executor : ranOn) {
                    assertTrue(report.contains(executor + " (its machine: "), report);
                }

                assertEquals(witnesses, Jobs.kSurvey(spark, 60));
            }
        } finally {
            DRIVER.keySet().forEach(System::clearProperty);
            System.clearProperty("spark.executor.extraClassPath");
            for (Process p : cluster) {
                // the workers' executors first, then the daemons
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor();
            }
        }
        for (Process p : cluster) {
            assertTrue(p.descendants().findAny().isEmpty());
        }
    }

    /** A Spark daemon in a JVM of its own, its output in a log beside the test's files. */
    private Process start(String name, Map<String, String> env, String main, String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(ProcessHandle.current().info().command().orElse("java"));
        // The options Spark needs of Java 17, as the build gave them to this JVM.
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("--add-opens") || a.startsWith("-Dio.netty"))
                .forEach(cmd::add);
        cmd.addAll(List.of("-Xmx512m", "-cp", System.getProperty("java.class.path"), main));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve(name + ".log").toFile());
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        pb.environment().putAll(env);
        return pb.start();
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private void waitForPort(int port, Process master) throws Exception {
        long end = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < end) {
            if (!master.isAlive()) {
                throw new AssertionError("the master died: " + Files.readString(dir.resolve("master.log")));
            }
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress("127.0.0.1", port), 200);
                return;
            } catch (IOException notYet) {
                Thread.sleep(100);
            }
        }
        throw new AssertionError("the master did not listen: " + Files.readString(dir.resolve("master.log")));
    }
}
