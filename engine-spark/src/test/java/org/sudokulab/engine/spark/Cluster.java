package org.sudokulab.engine.spark;

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

/**
 * A Spark standalone master and workers (one core each), started as processes on 127.0.0.1 from the jars Maven
 * fetched. Every process listens on the loopback only; closing it kills them all, the executors first. While it is
 * open, this JVM's system properties make a {@link SparkEngine} here its driver.
 */
final class Cluster implements AutoCloseable {
    /** What a driver of this cluster sets: the loopback, one core per executor, and waiting for every worker. */
    static final Map<String, String> DRIVER = Map.of(
            "spark.driver.host", "127.0.0.1",
            "spark.driver.bindAddress", "127.0.0.1",
            "spark.cores.max", "2",
            "spark.executor.cores", "1",
            "spark.executor.memory", "512m",
            // the first job waits until both executors have registered, or it could run on one
            "spark.scheduler.minRegisteredResourcesRatio", "1.0",
            "spark.scheduler.maxRegisteredResourcesWaitingTime", "120s");

    private final Path dir;
    private final Process master;
    private final List<Process> workers = new ArrayList<>();
    final String url;

    private Cluster(Path dir, Process master, int port) {
        this.dir = dir;
        this.master = master;
        this.url = "spark://127.0.0.1:" + port;
    }

    /** A master and {@code workers} workers, their logs and work folders in {@code dir}. */
    static Cluster start(Path dir, int workers) throws Exception {
        int port = freePort();
        Cluster c = new Cluster(
                dir,
                java(
                        dir,
                        "master",
                        Map.of(),
                        "org.apache.spark.deploy.master.Master",
                        "--host",
                        "127.0.0.1",
                        "--port",
                        Integer.toString(port),
                        "--webui-port",
                        Integer.toString(freePort())),
                port);
        try {
            c.waitForMaster(port);
            // A worker starts executors with SPARK_HOME/jars on their class path: an empty one here, the class path
            // comes from spark.executor.extraClassPath.
            Path home = Files.createDirectories(dir.resolve("spark-home/jars")).getParent();
            for (int w = 1; w <= workers; w++) {
                c.workers.add(java(
                        dir,
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
                        c.url));
            }
            DRIVER.forEach(System::setProperty);
            System.setProperty("spark.executor.extraClassPath", System.getProperty("java.class.path"));
            return c;
        } catch (Exception | Error e) {
            c.close();
            throw e;
        }
    }

    /** SIGKILL to the executors worker {@code w} (1-based) runs: what an executor that crashes looks like. */
    void killExecutorsOf(int w) {
        workers.get(w - 1).descendants().forEach(ProcessHandle::destroyForcibly);
    }

    /** SIGKILL to worker {@code w} and its executors: a machine that drops out. */
    void killWorker(int w) throws InterruptedException {
        Process worker = workers.get(w - 1);
        worker.descendants().forEach(ProcessHandle::destroyForcibly);
        worker.destroyForcibly();
        worker.waitFor();
    }

    /** Whether every process is gone (after {@link #close}). */
    boolean gone() {
        return !master.isAlive()
                && workers.stream()
                        .noneMatch(p -> p.isAlive() || p.descendants().findAny().isPresent());
    }

    @Override
    public void close() throws InterruptedException {
        DRIVER.keySet().forEach(System::clearProperty);
        System.clearProperty("spark.executor.extraClassPath");
        List<Process> all = new ArrayList<>(workers);
        all.add(master);
        for (Process p : all) {
            // the workers' executors first, then the daemons
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor();
        }
    }

    /** A JVM of this build's class path running {@code main}, its output in {@code dir/name.log}. */
    static Process java(Path dir, String name, Map<String, String> env, String main, String... args)
            throws IOException {
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

    private void waitForMaster(int port) throws Exception {
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
