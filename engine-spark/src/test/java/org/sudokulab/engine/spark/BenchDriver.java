package org.sudokulab.engine.spark;

import java.nio.file.Path;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.RunListener;

/**
 * A driver in a JVM of its own, for a test to kill: runs {@link Jobs#plan} on a cluster and, once {@code rows} rows
 * are journalled, prints {@value #STOPPED} and holds its journal still until it is killed.
 *
 * <p>Arguments: the plan's folder, the run's folder, the master URL, the rows before the stop.
 */
public final class BenchDriver {
    static final String STOPPED = "journalled; waiting to be killed";

    private BenchDriver() {}

    public static void main(String[] args) throws Exception {
        Cluster.DRIVER.forEach(System::setProperty);
        System.setProperty("spark.executor.extraClassPath", System.getProperty("java.class.path"));
        int stopAfter = Integer.parseInt(args[3]);
        try (SparkEngine spark = new SparkEngine(args[2])) {
            Jobs.bench(Jobs.plan(Path.of(args[0])), Path.of(args[1]), spark, false, new RunListener() {
                private int rows;

                @Override
                public void row(BenchRow row) {
                    if (++rows == stopAfter) {
                        System.out.println(STOPPED);
                        System.out.flush();
                        try {
                            Thread.sleep(Long.MAX_VALUE);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                }
            });
        }
    }
}
