package org.sudokulab.bench;

import org.sudokulab.bench.run.BenchRow;

/**
 * A bench row for tests, by name rather than by the record's eighteen positions: an exact count of 1, OK in 1 ms,
 * on line 1 (puzzle 1) of corpus "c" by dlx, repeat 1, made "here"; each field a test cares about set by name.
 */
public final class Rows {
    private String backend = "dlx";
    private String corpus = "c";
    private int puzzle = 1;
    private Integer line;
    private int repeat = 1;
    private BenchRow.Outcome outcome = BenchRow.Outcome.OK;
    private String answer = "1";
    private Long count = 1L;
    private Boolean exact = true;
    private Double millis = 1.0;
    private Double buildMillis;
    private Double searchMillis;
    private String effortCounter;
    private Long effort;
    private String detail;
    private String executor = "here";
    private Long guesses;
    private int fork;
    private Long allocatedBytes;

    private Rows() {}

    /** The row of {@code backend} on puzzle {@code puzzle} of {@code corpus} (its line the same number). */
    public static Rows of(String backend, String corpus, int puzzle) {
        Rows r = new Rows();
        r.backend = backend;
        r.corpus = corpus;
        r.puzzle = puzzle;
        return r;
    }

    public Rows line(int value) {
        line = value;
        return this;
    }

    public Rows repeat(int value) {
        repeat = value;
        return this;
    }

    public Rows outcome(BenchRow.Outcome value) {
        outcome = value;
        return this;
    }

    /** A count answer: "N" when exact, ">=N" when it stopped at a limit. */
    public Rows counted(long value, boolean isExact) {
        return answer(isExact ? Long.toString(value) : ">=" + value, value, isExact);
    }

    /** The answer as printed, and the count and exactness behind it (any of them null, as a row may have). */
    public Rows answer(String text, Long value, Boolean isExact) {
        answer = text;
        count = value;
        exact = isExact;
        return this;
    }

    public Rows millis(double value) {
        millis = value;
        return this;
    }

    /** The backend's own split of the call: model build and search. */
    public Rows split(double build, double search) {
        buildMillis = build;
        searchMillis = search;
        return this;
    }

    /** The first effort counter, and its value (null: not kept). */
    public Rows effort(String counter, Long value) {
        effortCounter = counter;
        effort = value;
        return this;
    }

    public Rows detail(String value) {
        detail = value;
        return this;
    }

    public Rows executor(String value) {
        executor = value;
        return this;
    }

    public Rows guesses(Long value) {
        guesses = value;
        return this;
    }

    public Rows fork(int value) {
        fork = value;
        return this;
    }

    public Rows allocatedBytes(Long value) {
        allocatedBytes = value;
        return this;
    }

    public BenchRow row() {
        return new BenchRow(
                backend,
                corpus,
                puzzle,
                line == null ? puzzle : line,
                repeat,
                outcome,
                answer,
                count,
                exact,
                millis,
                buildMillis,
                searchMillis,
                effortCounter,
                effort,
                detail,
                null,
                executor,
                guesses,
                fork,
                allocatedBytes,
                null);
    }
}
