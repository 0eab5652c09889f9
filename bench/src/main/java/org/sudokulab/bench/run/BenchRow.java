package org.sudokulab.bench.run;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.Reader;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One call of one backend on one puzzle: a line of {@code results.csv}. {@code puzzle} is the 1-based index
 * of the puzzle in its corpus, {@code line} its line in the file; {@code answer} is what {@code count} or
 * {@code solve} would print; times are wall-clock milliseconds of the call, split as the backend reports
 * (model build, search); {@code effort} is the backend's own first counter (nodes, decisions, branches...);
 * {@code solverMillis} is the time an external solver reported for itself over the call's runs, where it prints one;
 * {@code executor} is the JVM that made the call: this machine's host name, or {@code host/id} for a Spark executor;
 * {@code guesses} is the backend's {@link org.sudokulab.api.SearchStats#GUESSES} counter where it keeps one (0: its
 * inference alone decided), which {@code study propagation} reads; {@code fork} is the fresh JVM of the backend that
 * made the call, 1 to the plan's forks (0: the bench's own JVM, or an engine's executor); {@code allocatedBytes} is
 * what the calling thread allocated during the call (the JVM's per-thread counter, null where the JVM keeps none),
 * and {@code peakRssBytes} the peak resident set of an external solver's processes over the call's runs.
 */
@JsonPropertyOrder({
    "backend",
    "corpus",
    "puzzle",
    "line",
    "repeat",
    "outcome",
    "answer",
    "count",
    "exact",
    "millis",
    "buildMillis",
    "searchMillis",
    "effortCounter",
    "effort",
    "detail",
    "solverMillis",
    "executor",
    "guesses",
    "fork",
    "allocatedBytes",
    "peakRssBytes"
})
public record BenchRow(
        String backend,
        String corpus,
        int puzzle,
        int line,
        int repeat,
        Outcome outcome,
        String answer,
        Long count,
        Boolean exact,
        Double millis,
        Double buildMillis,
        Double searchMillis,
        String effortCounter,
        Long effort,
        String detail,
        Double solverMillis,
        String executor,
        Long guesses,
        int fork,
        Long allocatedBytes,
        Long peakRssBytes)
        implements Serializable {

    /** A row is one journal line: a message that spans lines (a solver's stderr, say) is kept on one. */
    public BenchRow {
        if (detail != null && (detail.indexOf('\n') >= 0 || detail.indexOf('\r') >= 0)) {
            detail = detail.replaceAll("\\s*\\R\\s*", " / ").strip();
        }
    }

    /** The row of a call of {@code task} that gave no answer: unsupported, an error, a kill or a crash. */
    static BenchRow noAnswer(
            String backend,
            Corpus corpus,
            Runner.Task task,
            Outcome outcome,
            Double millis,
            Long allocatedBytes,
            String detail) {
        return new BenchRow(
                backend,
                corpus.name(),
                task.puzzle() + 1,
                corpus.puzzles().get(task.puzzle()).line(),
                task.repeat(),
                outcome,
                outcome.name().toLowerCase(Locale.ROOT),
                null,
                null,
                millis,
                null,
                null,
                null,
                null,
                detail,
                null,
                null,
                null,
                task.fork(),
                allocatedBytes,
                null);
    }

    /** How a call ended, as the reports count it. */
    public enum Outcome {
        /** Answered, and the answer passed every check. */
        OK,
        /** An invalid solution, or an answer that contradicts the corpus or the other backends. */
        WRONG,
        TIMEOUT,
        /** The backend declares it cannot handle the puzzle. */
        UNSUPPORTED,
        /** The backend threw. */
        ERROR,
        /** Under --isolate: the child JVM outlived the timeout plus grace and was killed. */
        KILLED,
        /** Under --isolate: the child JVM died during the call. */
        CRASHED;

        public boolean answered() {
            return this == OK || this == WRONG;
        }
    }

    /** The identity of a call: the same in a resumed run. */
    public Key key() {
        return new Key(backend, corpus, puzzle, repeat);
    }

    /** Which call a row answers: backend, corpus, puzzle (1-based) and repeat. */
    public record Key(String backend, String corpus, int puzzle, int repeat) {}

    BenchRow withOutcome(Outcome newOutcome, String newDetail) {
        return new BenchRow(
                backend,
                corpus,
                puzzle,
                line,
                repeat,
                newOutcome,
                answer,
                count,
                exact,
                millis,
                buildMillis,
                searchMillis,
                effortCounter,
                effort,
                newDetail,
                solverMillis,
                executor,
                guesses,
                fork,
                allocatedBytes,
                peakRssBytes);
    }

    /** The row as made on {@code where} (a host, or host/executor). */
    public BenchRow on(String where) {
        return new BenchRow(
                backend,
                corpus,
                puzzle,
                line,
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
                solverMillis,
                where,
                guesses,
                fork,
                allocatedBytes,
                peakRssBytes);
    }

    /**
     * The memory the call's figures weigh: the peak resident set of an external solver's processes, else the bytes
     * the calling thread allocated; null when neither was measured.
     */
    public Long memoryBytes() {
        return peakRssBytes != null ? peakRssBytes : allocatedBytes;
    }

    /** The machine of {@link #executor}: its host. */
    public String machine() {
        return executor == null ? "" : executor.replaceFirst("/.*", "");
    }

    /** WRONG rows first, then by backend, corpus, puzzle and repeat: the same order whatever ran when. */
    public static final Comparator<BenchRow> REPORT_ORDER = Comparator.comparing(
                    (BenchRow r) -> r.outcome != Outcome.WRONG)
            .thenComparing(BenchRow::backend)
            .thenComparing(BenchRow::corpus)
            .thenComparingInt(BenchRow::puzzle)
            .thenComparingInt(BenchRow::repeat);

    // Doubles in Jackson's own shortest form (Schubfach), not Double.toString's: the latter's rare slow path
    // (FDBigInteger) was first met during a timed run, and its code compiled again there (JFR: 0.36 s of C2 on the
    // pinned core, 19 calls over 1 ms). Both read back as the same double. Set on the mapper: the CSV encoder
    // takes it from there, not from an ObjectWriter's with(...).
    private static final CsvMapper CSV = CsvMapper.builder()
            .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
            .build();
    private static final CsvSchema SCHEMA = CSV.schemaFor(BenchRow.class).withHeader();
    private static final ObjectReader LINE_READER =
            CSV.readerFor(BenchRow.class).with(SCHEMA.withoutHeader());
    private static final ObjectWriter LINE_WRITER =
            CSV.writerFor(BenchRow.class).with(SCHEMA.withoutHeader());

    /** The header line of {@code results.csv} and {@code journal.csv}. */
    public static String csvHeader() {
        return String.join(",", SCHEMA.getColumnNames()) + "\n";
    }

    /** One row as a journal line: its CSV line without the newline. */
    static String journalLine(BenchRow row) {
        return new LineFormat().format(row).toString();
    }

    /**
     * Rows as CSV lines without their newline, each written into one buffer that the next row reuses, through one
     * CSV generator: the run's sink journals every call, and a generator and a string for each line (1.1 KB a row)
     * were close to half of what a timed 17-clue run allocated between its calls, enough for a young collection
     * among them. Not safe for concurrent use; a line is valid until the next {@link #format}.
     */
    public static final class LineFormat {
        private final StringBuilder line = new StringBuilder(256);
        private final SequenceWriter csv;

        public LineFormat() {
            try {
                csv = LINE_WRITER.writeValues(new Writer() {
                    @Override
                    public void write(char[] chars, int offset, int length) {
                        line.append(chars, offset, length);
                    }

                    @Override
                    public void flush() {}

                    @Override
                    public void close() {}
                });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        public CharSequence format(BenchRow row) {
            line.setLength(0);
            try {
                csv.write(row); // flushed into the buffer after each value (Jackson's default)
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            line.setLength(line.length() - 1);
            return line;
        }
    }

    /**
     * The row of one CSV line (no header), its repeated strings (backend, corpus, answer, counter, executor) taken
     * from {@code shared}: a resumed run of a million rows then holds one "bits", not a million.
     */
    static BenchRow fromCsvLine(String line, Map<String, String> shared) throws IOException {
        BenchRow r = LINE_READER.readValue(line);
        return new BenchRow(
                shared.computeIfAbsent(r.backend, s -> s),
                shared.computeIfAbsent(r.corpus, s -> s),
                r.puzzle,
                r.line,
                r.repeat,
                r.outcome,
                r.answer == null ? null : shared.computeIfAbsent(r.answer, s -> s),
                r.count,
                r.exact,
                r.millis,
                r.buildMillis,
                r.searchMillis,
                r.effortCounter == null ? null : shared.computeIfAbsent(r.effortCounter, s -> s),
                r.effort,
                r.detail,
                r.solverMillis,
                r.executor == null ? null : shared.computeIfAbsent(r.executor, s -> s),
                r.guesses,
                r.fork,
                r.allocatedBytes,
                r.peakRssBytes);
    }

    /** Rows of a CSV text with the header line first. */
    public static List<BenchRow> readCsv(Reader in) throws IOException {
        try (MappingIterator<BenchRow> it =
                CSV.readerFor(BenchRow.class).with(SCHEMA).readValues(in)) {
            return it.readAll();
        }
    }
}
