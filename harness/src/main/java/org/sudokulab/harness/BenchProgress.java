package org.sudokulab.harness;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * A progress bar on stderr: redrawn in place on a terminal (at most 5 times a second), a plain line every
 * 10 s otherwise. The estimate is the pace so far applied to the calls left: rough when backends differ, and
 * labelled so.
 */
final class BenchProgress {
    private static final int WIDTH = 30;
    private final PrintWriter err;
    private final boolean quiet;
    private final boolean terminal;
    private final long total;
    private final long start = System.nanoTime();
    private long done;
    private long doneAtStart = -1;
    private long last;
    private String now = "";

    BenchProgress(PrintWriter err, boolean quiet, long total, long alreadyDone) {
        this.err = err;
        this.quiet = quiet;
        this.terminal = System.console() != null;
        this.total = total;
        this.done = alreadyDone;
        this.doneAtStart = alreadyDone;
    }

    synchronized void doing(String what) {
        now = what;
        draw(true);
    }

    synchronized void tick() {
        done++;
        draw(false);
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
        String bar = String.format(Locale.ROOT, "[%s%s] %,d/%,d calls, %s elapsed, %s; %s", "#".repeat(filled),
                ".".repeat(WIDTH - filled), done, total, duration(elapsed), eta, now);
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
