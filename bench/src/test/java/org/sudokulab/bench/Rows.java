package org.sudokulab.bench;

/**
 * A bench row for tests, by name rather than by the record's eighteen positions: an exact count of 1, OK in 1 ms,
 * on line 1 (puzzle 1) of corpus "c" by dlx, repeat 1, made "here"; each field a test cares about set by name.
 */
final class Rows {
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

    private Rows() {}

    /** The row of {@code backend} on puzzle {@code puzzle} of {@code corpus} (its line the same number). */
    static Rows of(String backend, String corpus, int puzzle) {
        Rows r = new Rows();
        r.backend = backend;
        r.corpus = corpus;
        r.puzzle = puzzle;
        return r;
    }

    Rows line(int value) {
        line = value;
        return this;
    }

    Rows repeat(int value) {
        repeat = value;
        return this;
    }

    Rows outcome(BenchRow.Outcome value) {
        outcome = value;
        return this;
    }

    /** A count answer: "N" when exact, ">=N" when it stopped at a limit. */
    Rows counted(long value, boolean isExact) {
        return answer(isExact ? Long.toString(value) : ">=" + value, value, isExact);
    }

    /** The answer as printed, and the count and exactness behind it (any of them null, as a row may have). */
    Rows answer(String text, Long value, Boolean isExact) {
        answer = text;
        count = value;
        exact = isExact;
        return this;
    }

    Rows millis(double value) {
        millis = value;
        return this;
    }

    /** The backend's own split of the call: model build and search. */
    Rows split(double build, double search) {
        buildMillis = build;
        searchMillis = search;
        return this;
    }

    /** The first effort counter, and its value (null: not kept). */
    Rows effort(String counter, Long value) {
        effortCounter = counter;
        effort = value;
        return this;
    }

    Rows detail(String value) {
        detail = value;
        return this;
    }

    Rows executor(String value) {
        executor = value;
        return this;
    }

    Rows guesses(Long value) {
        guesses = value;
        return this;
    }

    BenchRow row() {
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
                guesses);
    }
}
