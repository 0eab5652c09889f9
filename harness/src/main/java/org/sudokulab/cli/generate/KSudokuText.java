package org.sudokulab.cli.generate;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import org.sudokulab.api.Geometry;
import org.sudokulab.cli.Ranges;
import org.sudokulab.generator.ClueTallies;
import org.sudokulab.generator.GapFill;
import org.sudokulab.generator.KSurvey;

/** What {@code survey ksudoku} prints: the witnesses as CSV on stdout, what they cost on stderr. */
final class KSudokuText {
    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean quiet;
    private final long from;
    private final long to;
    private long nextReport = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    private int found;

    KSudokuText(PrintWriter out, PrintWriter err, boolean quiet, long from, long to) {
        this.out = out;
        this.err = err;
        this.quiet = quiet;
        this.from = from;
        this.to = to;
    }

    void header() {
        out.println("k,puzzle,clues,path,millis");
    }

    /** A witness as a CSV line, and a progress line on stderr at most every 10 s. */
    void witness(KSurvey.Witness w) {
        out.println(w.k() + "," + w.puzzle().givensLine() + "," + w.clues() + "," + w.path() + "," + w.millis());
        found++;
        if (due()) {
            err.printf("sudokulab survey: %d of %d k found after %.0f s%n", found, to - from + 1, w.millis() / 1000.0);
        }
    }

    /** Whether a progress line is due: not quiet, and none in the last 10 s (then the next is 10 s away). */
    private boolean due() {
        long now = System.nanoTime();
        if (quiet || now <= nextReport) {
            return false;
        }
        nextReport = now + TimeUnit.SECONDS.toNanos(10);
        return true;
    }

    /**
     * Progress while the files' boards are counted again (the 49,941 of data/ take about 16 minutes on one core):
     * how many of the {@code stated}, on stderr at most every 10 s (the same clock as the witnesses' lines).
     */
    IntConsumer recounting(int stated) {
        long start = System.nanoTime();
        return counted -> {
            if (due()) {
                err.printf(
                        "sudokulab survey: %d of %d stated boards counted again after %.0f s%n",
                        counted, stated, (System.nanoTime() - start) / 1e9);
            }
        };
    }

    /**
     * Progress of the gap filling, which can run for hours with few witnesses to show: how many k have had their
     * search, and how many of the {@code missing} have a witness now, on stderr at most every 10 s (the same clock
     * as the other lines).
     */
    Consumer<GapFill.Effort> searching(int missing) {
        long start = System.nanoTime();
        int before = found;
        long[] searched = {0};
        return e -> {
            searched[0]++;
            if (due()) {
                err.printf(
                        "sudokulab survey: gap filling: %d k searched after %.0f s, %d of the %d missing found%n",
                        searched[0], (System.nanoTime() - start) / 1e9, found - before, missing);
            }
        };
    }

    /** Progress of the tallies: bases listed of {@code bases}, and of the {@code missing} k how many are found. */
    IntConsumer tallying(int bases, int missing) {
        long start = System.nanoTime();
        int before = found;
        return done -> {
            if (due()) {
                err.printf(
                        "sudokulab survey: tallies: %d of %d bases listed after %.0f s, %d of the %d missing found%n",
                        done, bases, (System.nanoTime() - start) / 1e9, found - before, missing);
            }
        };
    }

    /** What the files given (--known, --journal) gave, once counted again. */
    static String taken(Map<Long, KSurvey.Witness> before, int stated, long from, long to) {
        long inRange =
                before.keySet().stream().filter(k -> k >= from && k <= to).count();
        return "sudokulab survey: " + before.size() + " witnesses taken from " + stated
                + " stated boards, each counted again; " + inRange + " of k in [" + from + ", " + to + "]";
    }

    /** What the removal paths found and cost. */
    static String paths(KSurvey.Result r, Geometry g, String ranOn, String backend) {
        return String.format(
                Locale.ROOT,
                "sudokulab survey: k in [%d, %d] on %s: found %d of %d in %.1f s (%d paths, %d exact counts, "
                        + "%s, backend %s); stopped by: %s",
                r.from(),
                r.to(),
                g.describe(),
                r.found().size(),
                r.to() - r.from() + 1,
                r.millis() / 1000.0,
                r.paths(),
                r.counts(),
                ranOn,
                backend,
                r.stoppedBy());
    }

    /** Which k of the range still have no witness. */
    static String coverage(List<Long> missing) {
        return missing.isEmpty()
                ? "sudokulab survey: coverage: every k in the range has a witness"
                : "sudokulab survey: coverage: first k without a witness: " + missing.get(0) + "; missing ("
                        + missing.size() + "): " + Ranges.of(missing);
    }

    /** The tallies' line: what they found and what reading the bases' solutions cost. */
    static String describe(ClueTallies.Result tallied, int missing) {
        return String.format(
                Locale.ROOT,
                "found %d of the %d missing k in %.1f s (%d bases, %d solutions listed, %d boards' counts read)%s",
                tallied.found().size(),
                missing,
                tallied.millis() / 1000.0,
                tallied.bases(),
                tallied.solutions(),
                tallied.boards(),
                tallied.stoppedBy().isEmpty() ? "" : "; " + tallied.stoppedBy());
    }

    /** The gap-filling phase in a line: what it found, and what each k cost (found or not). */
    static String describe(GapFill.Result filled, int missing, long budget) {
        LongSummaryStatistics hit = filled.efforts().stream()
                .filter(GapFill.Effort::found)
                .mapToLong(GapFill.Effort::counts)
                .summaryStatistics();
        List<GapFill.Effort> exhausted = filled.efforts().stream()
                .filter(e -> !e.found() && e.counts() < budget)
                .toList();
        StringBuilder s = new StringBuilder(String.format(
                Locale.ROOT,
                "found %d of the %d missing k in %.1f s (%d searched, %d exact counts",
                filled.found().size(),
                missing,
                filled.millis() / 1000.0,
                filled.efforts().size(),
                filled.efforts().stream().mapToLong(GapFill.Effort::counts).sum()));
        if (hit.getCount() > 0) {
            // the others turned up while another k was searched, often most of them (191 of 192 once)
            s.append(String.format(
                    Locale.ROOT,
                    "; %d found by their own search took %.0f counts on average, at most %d",
                    hit.getCount(),
                    hit.getAverage(),
                    hit.getMax()));
        }
        if (filled.efforts().stream().anyMatch(e -> !e.found())) {
            s.append("; a k not found took all ").append(budget);
            if (!exhausted.isEmpty()) {
                s.append(", but for ").append(exhausted.size()).append(" whose search ran out of boards");
            }
        }
        s.append(")");
        if (filled.stoppedBy() != null) {
            s.append("; stopped by: ").append(filled.stoppedBy());
        }
        return s.toString();
    }
}
