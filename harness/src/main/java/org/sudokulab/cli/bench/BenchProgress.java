package org.sudokulab.cli.bench;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.RunListener;

/**
 * A bench run's progress bar on stderr: redrawn in place on a terminal (at most 5 times a second), a plain line
 * every 10 s otherwise. The estimate is the pace so far applied to the calls left: rough when backends differ,
 * and labelled so.
 */
final class BenchProgress implements RunListener {
    private static final int WIDTH = 30;
    private final PrintWriter err;
    private final boolean quiet;
    private final boolean terminal;
    private final long total;
    private final Path resumed;
    private final long start = System.nanoTime();
    private long done;
    private long doneAtStart;
    private long last;
    private String now = "";

    /** {@code resumed}: the folder of a run being resumed, else null. */
    BenchProgress(PrintWriter err, boolean quiet, long total, Path resumed) {
        this.err = err;
        this.quiet = quiet;
        this.terminal = System.console() != null;
        this.total = total;
        this.resumed = resumed;
    }

    @Override
    public void problem(String message) {
        err.println("sudokulab: " + message);
    }

    @Override
    public synchronized void started(long alreadyDone) {
        done = alreadyDone;
        doneAtStart = alreadyDone;
        if (resumed != null) {
            err.printf(Locale.ROOT, "sudokulab bench: resuming %s: %,d calls already done%n", resumed, alreadyDone);
        }
    }

    @Override
    public synchronized void backend(String id, int fork, int calls) {
        now = id + (fork == 0 ? "" : " (fork " + fork + ")") + ": warm-up and " + calls + " calls";
        draw(true);
    }

    @Override
    public synchronized void row(BenchRow row) {
        done++;
        draw(false);
    }

    /** A quiet progress bar of this class, for the warm-up's rows. */
    @Override
    public RunListener rehearsal() {
        return new BenchProgress(err, true, total, null);
    }

    private void draw(boolean force) {
        if (quiet) {
            return;
        }
        long t = System.nanoTime();
        long gap = terminal ? 200_000_000L : 10_000_000_000L;
        if (!force && t - last < gap) {
            return;
        }
        if (!terminal && force) {
            err.println("sudokulab bench: " + now);
            err.flush();
            last = t;
            return;
        }
        last = t;
        double elapsed = (t - start) / 1e9;
        long fresh = done - doneAtStart;
        String eta = fresh > 0 ? "about " + duration(elapsed / fresh * (total - done)) + " left" : "estimating";
        int filled = total == 0 ? WIDTH : (int) (WIDTH * done / total);
        String bar = String.format(
                Locale.ROOT,
                "[%s%s] %,d/%,d calls, %s elapsed, %s; %s",
                "#".repeat(filled),
                ".".repeat(WIDTH - filled),
                done,
                total,
                duration(elapsed),
                eta,
                now);
        if (terminal) {
            err.print("\r" + bar + "\u001b[K");
        } else {
            err.println("sudokulab bench: " + bar);
        }
        err.flush();
    }

    synchronized void finish() {
        if (!quiet && terminal) {
            err.println();
            err.flush();
        }
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        if (s >= 3600) {
            return s / 3600 + " h " + s % 3600 / 60 + " min";
        }
        return s >= 60 ? s / 60 + " min " + s % 60 + " s" : s + " s";
    }
}
