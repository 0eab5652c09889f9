package org.sudokulab.bench.run;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.sudokulab.api.CountBuffer;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolveResult;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
import org.sudokulab.api.UnsupportedPuzzleException;
import org.sudokulab.api.io.AnswerCheck;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/** One timed call of a backend on a puzzle, checked as {@code solve} and {@code count} check it. */
public final class Call {
    private Call() {}

    /** The row of a call of {@code task}, or null when it was cancelled (an interrupted call is not a result). */
    static BenchRow run(SolverBackend backend, Corpus corpus, Runner.Task task, long limit, Limits limits) {
        return row(
                backend,
                corpus,
                task,
                time(backend, corpus.puzzles().get(task.puzzle()), corpus.mode(), limit, limits));
    }

    /**
     * What a call gave before anyone looked at it: the backend's {@link SolveResult} or {@link CountResult}, or
     * what it threw, the call's wall time, and what the calling thread allocated during it (-1: not measured).
     */
    record Timed(Object result, Throwable thrown, double millis, long allocatedBytes) {}

    /**
     * Times one call and nothing else: its answer is checked later, by {@link #row}. The puzzle is read through
     * once before the clock starts, so that it is in the cache as a reader's or a generator's fresh puzzle would
     * be. The calls take a corpus in shuffled order, so the stored puzzle is rarely in the cache: fetching it from
     * memory added about 0.5 µs to a 3.4 µs 17-clue proof (bench median 3.9-4.1 µs against 3.4 in JMH, whose loop
     * reads its puzzles in the order they lie in memory), which is the harness's layout, not the solver's speed.
     * Read, not copied: the copy was 550 of the 7,200 bytes each row allocated when a 17-clue run had three young
     * collections among its timed calls. The thread's allocation counter is read just outside the clock's span,
     * before the answer's result is made.
     */
    static Timed time(SolverBackend backend, PuzzleEntry entry, Mode mode, long limit, Limits limits) {
        Puzzle puzzle = entry.puzzle();
        read(puzzle);
        long countLimit = mode.countLimit(limit, entry);
        CountBuffer buffer = BUFFER.get();
        long allocated = Allocation.ofThisThread();
        long start = System.nanoTime();
        try {
            if (mode == Mode.SOLVE) {
                SolveResult r = backend.solve(puzzle, limits);
                long end = System.nanoTime();
                return new Timed(r, null, (end - start) / 1e6, Allocation.since(allocated));
            }
            backend.count(puzzle, countLimit, limits, buffer);
            long end = System.nanoTime();
            long bytes = Allocation.since(allocated);
            return new Timed(buffer.toResult(), null, (end - start) / 1e6, bytes);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            long end = System.nanoTime();
            return new Timed(null, e, (end - start) / 1e6, Allocation.since(allocated));
        }
    }

    /** What {@link #read} last summed: a field, so that the JIT keeps the reads. */
    private static int readSum;

    private static void read(Puzzle puzzle) {
        int sum = 0;
        for (int cell = puzzle.geometry().cellCount() - 1; cell >= 0; cell--) {
            sum += puzzle.given(cell);
        }
        readSum = sum;
    }

    /**
     * Where a count answers, one per thread: a backend that answers into it allocates nothing inside the timed call
     * (the result is made after the clock stopped), so no collection can start inside a call it did not cause.
     */
    private static final ThreadLocal<CountBuffer> BUFFER = ThreadLocal.withInitial(CountBuffer::new);

    /** The row of a timed call of {@code task}, its answer checked, or null when it was cancelled (not a result). */
    static BenchRow row(SolverBackend backend, Corpus corpus, Runner.Task task, Timed t) {
        PuzzleEntry entry = corpus.puzzles().get(task.puzzle());
        if (t.thrown() instanceof UnsupportedPuzzleException e) {
            return failure(backend, corpus, task, BenchRow.Outcome.UNSUPPORTED, t, e.getMessage());
        }
        if (t.thrown() != null) {
            // A backend fault is a result of the comparison, not the end of it.
            return failure(
                    backend, corpus, task, BenchRow.Outcome.ERROR, t, t.thrown().toString());
        }
        if (t.result() instanceof SolveResult r) {
            if (r.termination() == Termination.CANCELLED) {
                return null;
            }
            String answer = r.isSolved() ? "solved" : r.isUnsolvable() ? "unsolvable" : "timeout";
            Long count = r.isSolved() ? Long.valueOf(1) : r.isUnsolvable() ? Long.valueOf(0) : null;
            String problem = AnswerCheck.ofSolve(backend.id(), entry, r);
            return row(backend, corpus, task, r.termination(), answer, count, null, t, r.stats(), problem);
        }
        CountResult r = (CountResult) t.result();
        if (r.termination() == Termination.CANCELLED) {
            return null;
        }
        String answer = countAnswer(r.exact(), r.count());
        String problem = AnswerCheck.ofCount(backend.id(), entry, r);
        return row(backend, corpus, task, r.termination(), answer, r.count(), r.exact(), t, r.stats(), problem);
    }

    // A million uniqueness proofs answer "1" a million times: one string each would cost 48 MB of the heap.
    private static final String[] SMALL_EXACT_COUNTS =
            IntStream.range(0, 16).mapToObj(Integer::toString).toArray(String[]::new);

    /** What {@code count} prints: the count, or {@code >=N} when the search stopped at the limit. */
    static String countAnswer(boolean exact, long count) {
        return exact && count < SMALL_EXACT_COUNTS.length
                ? SMALL_EXACT_COUNTS[(int) count]
                : (exact ? "" : ">=") + count;
    }

    private static BenchRow row(
            SolverBackend backend,
            Corpus corpus,
            Runner.Task task,
            Termination end,
            String answer,
            Long count,
            Boolean exact,
            Timed t,
            SearchStats stats,
            String problem) {
        BenchRow.Outcome outcome = problem != null
                ? BenchRow.Outcome.WRONG
                : end == Termination.TIMEOUT ? BenchRow.Outcome.TIMEOUT : BenchRow.Outcome.OK;
        Iterator<Map.Entry<String, Long>> counters = stats.counters().entrySet().iterator();
        Map.Entry<String, Long> first = counters.hasNext() ? counters.next() : null;
        Long solverMicros = stats.counters().get(SearchStats.SOLVER_MICROS);
        return new BenchRow(
                backend.id(),
                corpus.name(),
                task.puzzle() + 1,
                corpus.puzzles().get(task.puzzle()).line(),
                task.repeat(),
                outcome,
                answer,
                count,
                exact,
                round(t.millis()),
                round(stats.buildNanos() / 1e6),
                round(stats.searchNanos() / 1e6),
                first == null ? null : first.getKey(),
                first == null ? null : first.getValue(),
                problem,
                solverMicros == null ? null : round(solverMicros / 1e3),
                null,
                stats.counters().get(SearchStats.GUESSES),
                task.fork(),
                t.allocatedBytes() < 0 ? null : t.allocatedBytes(),
                stats.counters().get(SearchStats.PEAK_RSS_BYTES));
    }

    private static BenchRow failure(
            SolverBackend backend, Corpus corpus, Runner.Task task, BenchRow.Outcome outcome, Timed t, String detail) {
        return BenchRow.noAnswer(
                backend.id(),
                corpus,
                task,
                outcome,
                round(t.millis()),
                t.allocatedBytes() < 0 ? null : t.allocatedBytes(),
                detail);
    }

    /**
     * The step times are kept to, in milliseconds: 10 ns. The fastest backends answer a 9x9 puzzle in about 3 µs,
     * and at 0.1 µs (as before) their medians moved in steps of 3 %, coarser than the changes a comparison asks
     * about; a clock read costs about 20 ns.
     */
    public static final double RESOLUTION_MILLIS = 1e-5;

    /**
     * {@code millis} to {@link #RESOLUTION_MILLIS} (divided, so that the CSV prints 0.0029, not
     * 0.0029000000000000002).
     */
    public static double round(double millis) {
        return Math.round(millis * 100_000) / 100_000.0;
    }

    /**
     * What timing adds and what a call costs outside its timed span, measured here: the median of 10,001
     * back-to-back clock reads (inside every timed span once), and the median of 1,001 answer checks of a solved
     * 9x9 grid (after the span: the checker and the row's bookkeeping never count in a call's time).
     */
    static String overhead() {
        long[] clock = new long[10_001];
        for (int i = 0; i < clock.length; i++) {
            long t0 = System.nanoTime();
            clock[i] = System.nanoTime() - t0;
        }
        PuzzleEntry grid = PuzzleReader.parseOne(SOLVED, ReadOptions.DEFAULT);
        CountResult answer = new CountResult(
                1, Termination.EXHAUSTED, Optional.of(new Grid(grid.puzzle().givens())), SearchStats.of(0, 0));
        long[] check = new long[1_001];
        for (int i = 0; i < check.length; i++) {
            long t0 = System.nanoTime();
            if (AnswerCheck.ofCount("overhead", grid, answer) != null) {
                throw new IllegalStateException("the overhead grid does not pass the checker");
            }
            check[i] = System.nanoTime() - t0;
        }
        Arrays.sort(clock);
        Arrays.sort(check);
        return String.format(
                Locale.ROOT,
                "clock read %d ns (inside each timed call); answer check %.1f µs per call (outside it)",
                clock[clock.length / 2],
                check[check.length / 2] / 1e3);
    }

    private static final String SOLVED =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
}
