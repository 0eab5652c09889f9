package org.sudokulab.jmh;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Two builds of the project timed in one JVM: each jar in a class loader of its own (so each has its own compiled
 * code), both warmed, then whole passes over a corpus in turn (A B, B A, A B, ...), one backend's count at one
 * limit. On a shared machine whose speed moves by a third within seconds, runs in separate JVMs, even alternated,
 * cannot tell a few per cent apart; two passes a few hundred ms apart see nearly the same machine. Prints the
 * geometric mean of each pair's B / A with a 95 % interval, and exits 1 when the jars' counts differ on a puzzle.
 * The same jar on both sides shows what the JIT's own luck is worth (docs/measurements.md: about 2 %).
 *
 * <pre>
 * taskset -c 1 java -cp benchmarks/target/benchmarks.jar org.sudokulab.jmh.JarPair A.jar B.jar CORPUS \
 *      [backend (bits)] [limit (2)] [seconds (30)] [warm-up seconds (5)]
 * </pre>
 */
public final class JarPair {
    private JarPair() {}

    /** One jar: its backend and its own parse of the corpus, called through its own classes. */
    private static final class Side {
        private final Object backend;
        private final Method count;
        private final Method answer;
        private final Object limits;
        private final List<Object> puzzles = new ArrayList<>();

        Side(Path jar, Path corpus, String id) throws Exception {
            ClassLoader loader =
                    new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
            Thread.currentThread().setContextClassLoader(loader); // ServiceLoader looks there for the backends
            Class<?> backends = loader.loadClass("org.sudokulab.api.Backends");
            backend = backends.getMethod("require", String.class)
                    .invoke(backends.getMethod("discover").invoke(null), id);
            Class<?> options = loader.loadClass("org.sudokulab.api.io.ReadOptions");
            Class<?> entry = loader.loadClass("org.sudokulab.api.io.PuzzleEntry");
            Object lines = loader.loadClass("org.sudokulab.api.io.PuzzleReader")
                    .getMethod("readFile", Path.class, options)
                    .invoke(null, corpus, options.getField("DEFAULT").get(null));
            for (Object line : (List<?>) lines) {
                if (entry.isInstance(line)) {
                    puzzles.add(entry.getMethod("puzzle").invoke(line));
                }
            }
            Class<?> limitsClass = loader.loadClass("org.sudokulab.api.Limits");
            limits = limitsClass.getMethod("none").invoke(null);
            count = loader.loadClass("org.sudokulab.api.SolverBackend")
                    .getMethod("count", loader.loadClass("org.sudokulab.api.Puzzle"), long.class, limitsClass);
            answer = loader.loadClass("org.sudokulab.api.CountResult").getMethod("count");
        }

        /** Each puzzle's count. */
        long[] counts(long limit) throws Exception {
            long[] out = new long[puzzles.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = (long) answer.invoke(count.invoke(backend, puzzles.get(i), limit, limits));
            }
            return out;
        }

        /** µs a puzzle over one pass. */
        double pass(long limit) throws Exception {
            long start = System.nanoTime();
            for (Object p : puzzles) {
                count.invoke(backend, p, limit, limits);
            }
            return (System.nanoTime() - start) / 1e3 / puzzles.size();
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: JarPair A.jar B.jar CORPUS [backend] [limit] [seconds] [warm-up seconds]");
            System.exit(2);
        }
        Path corpus = Path.of(args[2]);
        if (!Files.isRegularFile(corpus)) {
            System.err.println("JarPair: no file " + corpus);
            System.exit(2);
        }
        String id = args.length > 3 ? args[3] : "bits";
        long limit = args.length > 4 ? Long.parseLong(args[4]) : 2;
        long seconds = args.length > 5 ? Long.parseLong(args[5]) : 30;
        long warmUp = args.length > 6 ? Long.parseLong(args[6]) : 5;
        Side a = new Side(Path.of(args[0]), corpus, id);
        Side b = new Side(Path.of(args[1]), corpus, id);
        if (!Arrays.equals(a.counts(limit), b.counts(limit))) {
            System.err.println("JarPair: the two jars count differently on " + corpus);
            System.exit(1);
        }
        for (long end = System.nanoTime() + warmUp * 1_000_000_000L; System.nanoTime() < end; ) {
            a.pass(limit);
            b.pass(limit);
        }
        List<Double> logRatios = new ArrayList<>();
        List<Double> timesA = new ArrayList<>();
        List<Double> timesB = new ArrayList<>();
        for (long end = System.nanoTime() + seconds * 1_000_000_000L; System.nanoTime() < end; ) {
            boolean aFirst = logRatios.size() % 2 == 0; // each side goes first as often: no order bias
            double first = (aFirst ? a : b).pass(limit);
            double second = (aFirst ? b : a).pass(limit);
            double ta = aFirst ? first : second;
            double tb = aFirst ? second : first;
            timesA.add(ta);
            timesB.add(tb);
            logRatios.add(Math.log(tb / ta));
        }
        int n = logRatios.size();
        if (n < 2) {
            System.err.println("JarPair: fewer than two pairs of passes in " + seconds + " s: give it more time");
            System.exit(2);
        }
        double mean =
                logRatios.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double variance =
                logRatios.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum() / (n - 1);
        double half = TDistribution.of(n - 1).inverseCumulativeProbability(0.975) * Math.sqrt(variance / n);
        System.out.printf(
                "%s, %s, limit %d, %d pairs of passes: A median %.2f us, B median %.2f us; B / A %.4f [%.4f, %.4f]%n",
                corpus.getFileName(),
                id,
                limit,
                n,
                median(timesA),
                median(timesB),
                Math.exp(mean),
                Math.exp(mean - half),
                Math.exp(mean + half));
    }

    private static double median(List<Double> values) {
        double[] sorted =
                values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return sorted[sorted.length / 2];
    }
}
