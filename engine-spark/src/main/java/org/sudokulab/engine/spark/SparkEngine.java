package org.sudokulab.engine.spark;

import java.io.File;
import java.io.IOException;
import java.io.Serializable;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URISyntaxException;
import java.security.CodeSource;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.jar.Attributes.Name;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import org.apache.spark.SimpleFutureAction;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkEnv;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.engine.CancellationWatch;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.EngineException;
import scala.Function0;
import scala.Function1;
import scala.Function2;
import scala.Tuple2;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.BoxedUnit;
import scala.util.Try;

/**
 * Units as Spark tasks: the units cut into up to {@value #TASKS_PER_CORE} partitions per core, one Spark job per
 * {@link #run}, each partition's results handed back as its task succeeds (so a bench journals rows while the job
 * goes on). Spark retries a failed task on its own ({@code spark.task.maxFailures} on a cluster,
 * {@code local[N,F]} locally) and reports only the attempt that succeeded: a retried unit gives no duplicate. The
 * master is {@code local[*]} (Spark inside this JVM) or a cluster's URL; other settings come from
 * {@code -Dspark.*} system properties, as Spark reads them.
 */
public final class SparkEngine implements Engine {
    static final int TASKS_PER_CORE = 16;

    /** The system property of how long reaching a standalone master may take (e.g. 40s); 20 s by default. */
    public static final String MASTER_TIMEOUT = "sudokulab.spark.masterTimeout";

    /**
     * Added to that for the master to accept the application: Spark registers an application in attempts 20 s apart
     * and gives up after the third, so a master that is up but missed the first attempt (one just started, a
     * loaded machine: seen in CI) still gets its second and third.
     */
    static final Duration REGISTRATION = Duration.ofSeconds(60);

    private final String master;
    private final JavaSparkContext spark;
    private List<Executor> executors;
    // The last run's shared value and its broadcast: a job that runs batch after batch (the k-survey) sends it once.
    private Object sharedSent;
    private Broadcast<?> broadcast;

    public SparkEngine(String master) {
        this.master = master;
        SparkConf conf = new SparkConf().setAppName("sudokulab").setMaster(master);
        conf.setIfMissing("spark.ui.enabled", "false");
        if (master.startsWith("local")) {
            // Spark inside this JVM: nothing listens beyond the loopback.
            conf.setIfMissing("spark.driver.host", "127.0.0.1");
            conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
        } else if (!conf.contains("spark.jars") && !conf.contains("spark.executor.extraClassPath")) {
            // The executors need the project's classes: the jars they came from here, served by the driver.
            conf.set("spark.jars", String.join(",", projectJars()));
            // Before the cluster's own jars: Spark 4.0.1 brings protobuf 4.28, older than OR-Tools' generated
            // classes allow (4.33), and ip then failed on every executor ("Could not initialize class
            // CpModelProto"). Tried on a standalone master and worker: ip, ip-mip, bits, cp and sat all answered.
            conf.setIfMissing("spark.executor.userClassPathFirst", "true");
        }
        if (master.startsWith("spark://")) {
            Duration limit = masterTimeout();
            reachable(master, limit);
            this.spark = startWithin(conf, master, limit.plus(REGISTRATION));
        } else {
            this.spark = new JavaSparkContext(conf);
        }
    }

    /**
     * How long reaching a standalone master may take (a connection to its port): 20 s, or {@value #MASTER_TIMEOUT}.
     */
    static Duration masterTimeout() {
        String given = System.getProperty(MASTER_TIMEOUT);
        try {
            Duration d = given == null
                    ? Duration.ofSeconds(20)
                    : Duration.parse("PT" + given.trim().toUpperCase(Locale.ROOT));
            if (d.isNegative() || d.isZero()) {
                throw new DateTimeParseException("not positive", given, 0);
            }
            return d;
        } catch (DateTimeParseException e) {
            throw new EngineException(
                    MASTER_TIMEOUT + " must be a positive duration such as 20s or 2m, got '" + given + "'");
        }
    }

    /**
     * Fails at once, naming the master and the cause, when none of its host:port pairs takes a connection: Spark
     * would retry for about a minute and then say only that the context was shut down.
     */
    static void reachable(String master, Duration limit) {
        String causes = "";
        for (String hostPort : master.substring("spark://".length()).split(",")) {
            int colon = hostPort.lastIndexOf(':');
            String host = colon < 0 ? hostPort : hostPort.substring(0, colon);
            int port;
            try {
                port = colon < 0 ? 7077 : Integer.parseInt(hostPort.substring(colon + 1));
            } catch (NumberFormatException e) {
                throw new EngineException("the Spark master " + master + " has no port number in '" + hostPort + "'");
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(host, port), (int) Math.min(Integer.MAX_VALUE, limit.toMillis()));
                return;
            } catch (IOException e) {
                causes += (causes.isEmpty() ? "" : "; ") + host + ":" + port + ": " + e.getMessage();
            }
        }
        throw new EngineException("cannot reach the Spark master " + master + " (" + causes + ")");
    }

    /**
     * The context, started on its own thread: a master that takes connections but not the application (not a Spark
     * master, or one that refuses it) would hold Spark's start for about a minute; after {@code limit} this says so.
     */
    private static JavaSparkContext startWithin(SparkConf conf, String master, Duration limit) {
        java.util.concurrent.CompletableFuture<JavaSparkContext> started =
                new java.util.concurrent.CompletableFuture<>();
        Thread starter = new Thread(
                () -> {
                    try {
                        started.complete(new JavaSparkContext(conf));
                    } catch (RuntimeException | Error e) {
                        started.completeExceptionally(e);
                    }
                },
                "sudokulab-spark-start");
        starter.setDaemon(true);
        starter.start();
        long deadline = System.nanoTime() + limit.toNanos();
        try {
            JavaSparkContext context = started.get(limit.toMillis(), TimeUnit.MILLISECONDS);
            // The context returns before the master answers; Spark's give-up would stop it under the first job, with
            // only "SparkContext has been shutdown". Wait for a first executor (the driver is listed too).
            while (context.sc().statusTracker().getExecutorInfos().length < 2) {
                if (context.sc().isStopped() || System.nanoTime() > deadline) {
                    context.stop();
                    throw new EngineException("the Spark master " + master + " gave the application no executor within "
                            + limit.toSeconds() + " s (is it a Spark master, with a worker free?)");
                }
                Thread.sleep(100);
            }
            return context;
        } catch (java.util.concurrent.TimeoutException e) {
            throw new EngineException("the Spark master " + master + " did not accept the application within "
                    + limit.toSeconds() + " s (is it a Spark master?)");
        } catch (java.util.concurrent.ExecutionException e) {
            throw new EngineException(
                    "the Spark master " + master + " did not start the application: "
                            + e.getCause().getMessage(),
                    e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while the Spark master " + master + " was starting the application");
        }
    }

    /**
     * The jars (not class folders) holding this engine, the jobs and every backend found here, and the jars their
     * manifests' Class-Path names: under ./sudokulab, sudokulab.jar, OR-Tools' jars beside it and engine-spark.jar
     * (Spark's own jars are the cluster's).
     */
    private static List<String> projectJars() {
        Set<String> jars = new LinkedHashSet<>();
        List<Class<?>> classes = new ArrayList<>(List.of(SparkEngine.class, Engine.class, Backends.class));
        Backends backends = Backends.discover();
        backends.all().forEach(b -> classes.add(b.getClass()));
        // the plugin folders' jars whole: a plugin's dependencies sit beside it
        backends.pluginJars().forEach(j -> jars.add(j.toAbsolutePath().toString()));
        for (Class<?> c : classes) {
            CodeSource source = c.getProtectionDomain().getCodeSource();
            try {
                File f = source == null ? null : new File(source.getLocation().toURI());
                if (f != null && f.isFile() && jars.add(f.getAbsolutePath())) {
                    jars.addAll(classPathOf(f));
                }
            } catch (URISyntaxException e) {
                // not a file: nothing to ship
            }
        }
        return List.copyOf(jars);
    }

    /** The existing jars a jar's manifest names in its Class-Path (relative to the jar's folder). */
    private static List<String> classPathOf(File jar) {
        try (JarFile file = new JarFile(jar)) {
            Manifest manifest = file.getManifest();
            String classPath =
                    manifest == null ? null : manifest.getMainAttributes().getValue(Name.CLASS_PATH);
            if (classPath == null || classPath.isBlank()) {
                return List.of();
            }
            List<String> named = new ArrayList<>();
            for (String entry : classPath.trim().split("\\s+")) {
                File f = new File(jar.getParentFile(), entry);
                if (f.isFile()) {
                    named.add(f.getAbsolutePath());
                }
            }
            return named;
        } catch (IOException e) {
            return List.of(); // an unreadable jar names nothing; shipping it fails with its own message
        }
    }

    @Override
    public String describe() {
        return "spark " + master;
    }

    @Override
    public int parallelism() {
        return spark.defaultParallelism();
    }

    /**
     * The executors, found by a small job with a task per core (twice over): on a cluster the executors register
     * after the context starts, so a job run before they all did may not list every one.
     */
    @Override
    public synchronized List<Executor> executors() {
        if (executors == null) {
            int n = 2 * parallelism();
            List<Integer> probes = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                probes.add(i);
            }
            List<Executor> seen =
                    spark.parallelize(probes, n).map(i -> here()).distinct().collect();
            TreeMap<String, Executor> byId = new TreeMap<>();
            seen.forEach(e -> byId.put(e.host() + "/" + e.id(), e));
            executors = byId.values().stream()
                    .sorted(Comparator.comparing(Executor::host).thenComparing(Executor::id))
                    .toList();
        }
        return executors;
    }

    private static volatile Executor here;

    /** The executor this code runs on ({@code driver} under a local master); looked up once per JVM. */
    private static Executor here() {
        Executor e = here;
        String id = SparkEnv.get().executorId();
        if (e == null || !e.id().equals(id)) {
            e = Executor.thisJvm(id);
            here = e;
        }
        return e;
    }

    @Override
    public <S extends Serializable, T extends Serializable, R extends Serializable> void run(
            S shared, List<T> units, Work<S, T, R> work, BiConsumer<Integer, R> results, Cancellation cancellation)
            throws InterruptedException {
        if (units.isEmpty()) {
            return;
        }
        Broadcast<S> broadcast = broadcast(shared);
        List<Tuple2<Integer, T>> indexed = new ArrayList<>();
        for (int i = 0; i < units.size(); i++) {
            indexed.add(new Tuple2<>(i, units.get(i)));
        }
        // Up to 16 tasks per core: a core that finishes early takes another (census classes differ a thousandfold in
        // cost); a task costs about 1 ms to schedule here, a job about 3.5 ms.
        int tasks = Math.min(units.size(), TASKS_PER_CORE * parallelism());
        JavaRDD<Tuple2<Integer, T>> rdd = spark.parallelize(indexed, tasks);
        BlockingQueue<Tuple2<Integer, R>> done = new LinkedBlockingQueue<>();
        Function1<scala.collection.Iterator<Tuple2<Integer, T>>, List<Tuple2<Integer, R>>> task =
                (Function1<scala.collection.Iterator<Tuple2<Integer, T>>, List<Tuple2<Integer, R>>> & Serializable)
                        partition -> runPartition(broadcast, work, partition);
        Function2<Object, List<Tuple2<Integer, R>>, BoxedUnit> handler = (partition, rows) -> {
            done.addAll(rows);
            return BoxedUnit.UNIT;
        };
        Function0<Object> end = () -> BoxedUnit.UNIT;
        List<Object> partitions = new ArrayList<>();
        for (int p = 0; p < tasks; p++) {
            partitions.add(p);
        }
        SimpleFutureAction<Object> job = spark.sc()
                .submitJob(
                        rdd.rdd(),
                        task,
                        CollectionConverters.asScala(partitions).toSeq(),
                        handler,
                        end);
        int left = units.size();
        while (left > 0) {
            if (cancellation.isCancelled()) {
                job.cancel();
                return;
            }
            Tuple2<Integer, R> r = done.poll(20, TimeUnit.MILLISECONDS);
            if (r != null) {
                results.accept(r._1(), r._2());
                left--;
            } else if (job.isCompleted() && done.isEmpty()) {
                Try<Object> outcome = job.value().get();
                throw outcome.isFailure()
                        ? failure(outcome.failed().get())
                        : new EngineException(
                                "the Spark job ended with " + left + " of " + units.size() + " results missing");
            }
        }
    }

    @SuppressWarnings("unchecked")
    private synchronized <S> Broadcast<S> broadcast(S shared) {
        if (broadcast == null || !shared.equals(sharedSent)) {
            if (broadcast != null) {
                broadcast.destroy();
            }
            broadcast = spark.broadcast(shared);
            sharedSent = shared;
        }
        return (Broadcast<S>) broadcast;
    }

    /** Runs a partition's units on its executor, with a cancellation that follows the task's. */
    private static <S, T, R> List<Tuple2<Integer, R>> runPartition(
            Broadcast<S> shared, Work<S, T, R> work, scala.collection.Iterator<Tuple2<Integer, T>> partition) {
        Executor executor = here();
        TaskContext task = TaskContext.get();
        Cancellation cancellation = new Cancellation();
        Context context = new Context(executor, cancellation);
        // A killed task (its job cancelled) is interrupted; the unit's own loops poll the cancellation instead.
        try (CancellationWatch watch =
                CancellationWatch.start(cancellation, task::isInterrupted, 10, "sudokulab-task-watch")) {
            List<Tuple2<Integer, R>> out = new ArrayList<>();
            while (partition.hasNext()) {
                Tuple2<Integer, T> unit = partition.next();
                out.add(new Tuple2<>(unit._1(), work.apply(shared.value(), unit._2(), context)));
            }
            return out;
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new EngineException("a unit failed: " + e, e);
        }
    }

    private static EngineException failure(Throwable t) {
        // Spark's message names the stage, the attempts and the unit's own exception; its first line is enough.
        String message = String.valueOf(t.getMessage()).lines().findFirst().orElse("");
        return new EngineException("the Spark job failed: " + message, t);
    }

    @Override
    public void close() {
        spark.stop();
    }
}
