package org.sudokulab.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.sudokulab.api.Backends;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolverBackend;

/**
 * Time to count every grid of an empty board by search (6x6: 28,200,960), or its first {@code limit} grids (the
 * warm counting rate of a 9x9, whose grids are too many to count). One shot per iteration.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar GridCountBenchmark -p backend=dlx -p boxes=2x3
 * java -jar benchmarks/target/benchmarks.jar GridCountBenchmark -p backend=bits -p boxes=3x3 -p limit=5000000</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class GridCountBenchmark {
    @Param("dlx")
    public String backend;

    @Param("2x3")
    public String boxes;

    /** Stop at this many grids; 0 counts them all. */
    @Param("0")
    public long limit;

    private SolverBackend solver;
    private Puzzle empty;

    @Setup
    public void setUp() {
        solver = Backends.discover().find(backend).orElseThrow();
        String[] rc = boxes.split("x");
        empty = Puzzle.empty(Geometry.boxes(Integer.parseInt(rc[0]), Integer.parseInt(rc[1])));
    }

    @Benchmark
    public long countAll() {
        CountResult r = solver.count(empty, limit == 0 ? Long.MAX_VALUE : limit, Limits.none());
        if (!r.exact() && r.count() != limit) {
            throw new IllegalStateException("count did not finish: " + r);
        }
        return r.count();
    }
}
