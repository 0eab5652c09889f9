package org.sudokulab.bench.run;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.sudokulab.engine.Journal;

/**
 * Where a finished call's row goes: the journal (in the file before the next call starts), the report's rows,
 * the listener; every {@code stride}-th row to the first two (all are formatted). The run's sink keeps every
 * row. The warm-up's rows go through a sink of this class too, every {@link #REHEARSAL_STRIDE}-th into a
 * scratch journal, so that the JIT has compiled this code before the timed calls, with both ways of the
 * stride's test seen all along: a test that the warm-up passed only at first (its first 50,000 rows) made the
 * JIT compile the sink again as the timed calls started.
 */
final class RowSink implements Consumer<BenchRow> {
    /**
     * One warm-up row in this many goes to the scratch journal: some 4 MB for 10 s of 17-clue proofs, and still
     * tens of thousands of writes for the JIT to compile.
     */
    static final int REHEARSAL_STRIDE = 32;

    private final String here;
    private final Journal journal;
    private final List<BenchRow> rows;
    private final RunListener listener;
    private final int stride;
    private final BenchRow.LineFormat lines;
    private int skipped;

    private RowSink(
            String here,
            Journal journal,
            List<BenchRow> rows,
            RunListener listener,
            int stride,
            BenchRow.LineFormat lines) {
        this.here = here;
        this.journal = journal;
        this.rows = rows;
        this.listener = listener;
        this.stride = stride;
        this.lines = lines;
    }

    RowSink(String here, Journal journal, List<BenchRow> rows, RunListener listener) {
        this(here, journal, rows, listener, 1, new BenchRow.LineFormat());
    }

    /**
     * The sink of a warm-up's rows: this sink's class and its line format (whose CSV generator then writes
     * the run's first row as one more row, not as its first, a case the warm-up saw only once).
     */
    RowSink rehearsal(Journal scratch, RunListener quiet) {
        return new RowSink(here, scratch, new ArrayList<>(), quiet, REHEARSAL_STRIDE, lines);
    }

    @Override
    public void accept(BenchRow made) {
        // A fork's rows come back over its socket without a host: its JVM ran on this one.
        BenchRow row = made.executor() == null || made.executor().isEmpty() ? made.on(here) : made;
        synchronized (this) {
            // Every row is formatted, the warm-up's too: its values' rare cases (a double's) then meet compiled
            // code that has seen them, not a first time during the timed calls.
            CharSequence line = lines.format(row);
            if (++skipped == stride) {
                skipped = 0;
                journal.append(line);
                rows.add(row);
            }
        }
        listener.row(row);
    }
}
