package org.sudokulab.api;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The answer of a count, kept in storage the caller reuses from call to call ({@link SolverBackend#count(Puzzle,
 * long, Limits, CountBuffer)}): a backend that answers into it allocates nothing per call, so that a 3 µs
 * uniqueness proof is timed without the result objects made around it (the bench, JMH). {@link #toResult()} makes
 * the {@link CountResult} afterwards. A backend writes an answer as the first solution's cells and its counters,
 * then {@link #answer}; the next write starts a new answer. One buffer per thread.
 */
public final class CountBuffer {
    private long count;
    private Termination termination;
    private long buildNanos;
    private long searchNanos;
    private int[] cells = new int[0];
    /** The first solution's cells, 0 when there is none. */
    private int solutionCells;

    private String[] counterNames = new String[4];
    private long[] counterValues = new long[4];
    private int counters;
    /** True between a write and the {@link #answer} that ends it. */
    private boolean open;

    /** Storage for the first solution of a board of {@code cellCount} cells, for the backend to fill in. */
    public int[] solution(int cellCount) {
        if (cellCount < 1) {
            throw new IllegalArgumentException("a solution has cells, got " + cellCount);
        }
        begin();
        if (cells.length < cellCount) {
            cells = new int[cellCount];
        }
        solutionCells = cellCount;
        return cells;
    }

    /** One more counter of the search, in the backend's order. */
    public void counter(String name, long value) {
        begin();
        if (counters == counterNames.length) {
            counterNames = Arrays.copyOf(counterNames, 2 * counters);
            counterValues = Arrays.copyOf(counterValues, 2 * counters);
        }
        counterNames[counters] = name;
        counterValues[counters++] = value;
    }

    /**
     * Ends the answer, with the same invariants as a {@link CountResult}: the first solution was written exactly
     * when {@code count > 0}.
     */
    public void answer(long count, Termination termination, long buildNanos, long searchNanos) {
        begin();
        open = false;
        if (count < 0) {
            throw new IllegalArgumentException("negative count " + count);
        }
        if ((solutionCells > 0) != (count > 0)) {
            throw new IllegalArgumentException("a count answer carries a first solution exactly when count > 0");
        }
        this.count = count;
        this.termination = termination;
        this.buildNanos = buildNanos;
        this.searchNanos = searchNanos;
    }

    /** The answer a backend gave as a {@link CountResult} (what {@link SolverBackend}'s default does). */
    public void set(CountResult r) {
        r.firstSolution().ifPresent(g -> {
            int[] to = solution(g.cellCount());
            for (int cell = 0; cell < g.cellCount(); cell++) {
                to[cell] = g.get(cell);
            }
        });
        r.stats().counters().forEach(this::counter);
        answer(r.count(), r.termination(), r.stats().buildNanos(), r.stats().searchNanos());
    }

    public long count() {
        return count;
    }

    /** How the last answer ended; null before the first. */
    public Termination termination() {
        return termination;
    }

    /** The last answer as a result (this allocates: call it after the clock stopped). */
    public CountResult toResult() {
        if (open || termination == null) {
            throw new IllegalStateException("no answer ended with answer(...) yet");
        }
        Map<String, Long> named = new LinkedHashMap<>();
        for (int i = 0; i < counters; i++) {
            named.put(counterNames[i], counterValues[i]);
        }
        // Grid copies what it is given: the buffer's own array when it is the board's size, one copy either way
        Optional<Grid> first = solutionCells == 0
                ? Optional.empty()
                : Optional.of(new Grid(cells.length == solutionCells ? cells : Arrays.copyOf(cells, solutionCells)));
        return new CountResult(count, termination, first, new SearchStats(buildNanos, searchNanos, named));
    }

    /** A write after an ended answer starts the next one: its solution and counters are forgotten. */
    private void begin() {
        if (!open) {
            open = true;
            solutionCells = 0;
            counters = 0;
        }
    }
}
