package org.sudokulab.jmh;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.sudokulab.api.Backends;
import org.sudokulab.api.CountBuffer;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/**
 * Time per puzzle over a corpus: each invocation solves (or proves unique, limit 2) the next puzzle of a
 * seeded shuffle, so JMH's sample-time percentiles are percentiles over puzzles. Warm JVM, one thread.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar CorpusBenchmark -p backend=dlx -p mode=solve,unique \
 *      -p corpus=../shared/corpora/classic/17clue.txt
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class CorpusBenchmark {
    @Param("dlx")
    public String backend;

    @Param("../shared/corpora/classic/17clue.txt")
    public String corpus;

    /** solve: one solution; unique: count with limit 2. */
    @Param({"solve", "unique"})
    public String mode;

    /** Puzzles taken from the shuffled corpus (0: all). */
    @Param("0")
    public int sample;

    /** Per-puzzle timeout; puzzles that hit it are counted and reported at the end. */
    @Param("60000")
    public long timeoutMillis;

    @Param("1")
    public long seed;

    private SolverBackend solver;
    private Puzzle[] puzzles;
    private int next;
    private Limits limits;
    private final CountBuffer answer = new CountBuffer();
    private long timeouts;
    private long calls;

    @Setup(Level.Trial)
    public void load() throws IOException {
        solver = Backends.discover()
                .find(backend)
                .orElseThrow(() -> new IllegalArgumentException("unknown backend " + backend));
        List<Puzzle> list = new ArrayList<>();
        for (ParsedLine line : PuzzleReader.readFile(Path.of(corpus), ReadOptions.DEFAULT)) {
            if (line instanceof PuzzleEntry e) {
                list.add(e.puzzle());
            }
        }
        Collections.shuffle(list, new Random(seed));
        if (sample > 0 && sample < list.size()) {
            list = list.subList(0, sample);
        }
        puzzles = list.toArray(new Puzzle[0]);
        limits = Limits.of(Duration.ofMillis(timeoutMillis));
    }

    @Benchmark
    public Object puzzle() {
        Puzzle p = puzzles[next];
        next = next + 1 == puzzles.length ? 0 : next + 1;
        calls++;
        Termination end;
        Object result;
        if (mode.equals("unique")) {
            // into the state's buffer, as the bench times it: a backend that answers there allocates nothing
            solver.count(p, 2, limits, answer);
            end = answer.termination();
            result = answer;
        } else {
            var r = solver.solve(p, limits);
            end = r.termination();
            result = r;
        }
        if (end == Termination.TIMEOUT) {
            timeouts++;
        }
        return result;
    }

    @TearDown(Level.Trial)
    public void report() {
        System.err.printf(
                "%n%s %s on %s: %d puzzles, %d calls, %d timeouts (limit %d ms)%n",
                backend, mode, corpus, puzzles.length, calls, timeouts, timeoutMillis);
    }
}
