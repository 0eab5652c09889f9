package org.sudokulab.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a search cost: model build time, search time, and the counters the backend really keeps
 * ({@code nodes}, {@code backtracks}, {@code conflicts}, ...), in the backend's own order. Nothing invented.
 */
public record SearchStats(long buildNanos, long searchNanos, Map<String, Long> counters) {
    /** The counter of the time an external solver reports for itself, in microseconds (bench: solverMillis). */
    public static final String SOLVER_MICROS = "solver_micros";

    /**
     * The counter of the peak resident set of an external solver's processes, in bytes, the largest over the call's
     * runs (bench: peakRssBytes).
     */
    public static final String PEAK_RSS_BYTES = "peak_rss_bytes";

    /**
     * The counter of the times the search chose among two or more possibilities (a branch, a decision), where a
     * backend counts them: 0 means its inference alone decided the puzzle (bench: guesses).
     */
    public static final String GUESSES = "guesses";

    public SearchStats {
        counters = Collections.unmodifiableMap(new LinkedHashMap<>(counters));
    }

    public static SearchStats of(long buildNanos, long searchNanos) {
        return new SearchStats(buildNanos, searchNanos, Map.of());
    }

    /** A copy with one more counter. */
    public SearchStats with(String counter, long value) {
        Map<String, Long> copy = new LinkedHashMap<>(counters);
        copy.put(counter, value);
        return new SearchStats(buildNanos, searchNanos, copy);
    }

    public long totalNanos() {
        return buildNanos + searchNanos;
    }
}
