package org.sudokulab.bits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Termination;

/**
 * Each of the searches (band: 9x9; digit: plain boards to 64 cells; wide digit: counts of plain boards to 225 cells;
 * learning: plain boards from 16x16; cell: the rest) stops at the limit, at the deadline and on cancellation in the
 * middle of an endless count, and reports its nodes and its own time.
 */
class SearchStopsTest {
    private static final BitsBackend BITS = new BitsBackend();

    private static Puzzle empty(int rows, int cols) {
        int n = rows * cols;
        return new Puzzle(Geometry.boxes(rows, cols), new int[n * n]);
    }

    /** 9x9 (band), 6x6 (digit), 16x16 (learning; an endless count goes on in the cell search), 10x10 (wide digit). */
    private static final Puzzle[] BOARDS = {empty(3, 3), empty(2, 3), empty(4, 4), empty(2, 5)};

    @Test
    void eachSearchStopsAtTheLimitAndReportsItsNodesAndItsTime() {
        for (Puzzle p : BOARDS) {
            long t0 = System.nanoTime();
            CountResult r = BITS.count(p, 7, Limits.none());
            long elapsed = System.nanoTime() - t0;
            assertEquals(7, r.count(), p.geometry().toString());
            assertEquals(Termination.SOLUTION_LIMIT, r.termination());
            assertTrue(r.stats().counters().get("nodes") > 0, r.stats().toString());
            long own = r.stats().buildNanos() + r.stats().searchNanos();
            assertTrue(
                    r.stats().buildNanos() >= 0 && r.stats().searchNanos() > 0 && own <= elapsed,
                    r.stats() + " within " + elapsed + " ns");
        }
    }

    @Test
    void eachSearchStopsAtTheDeadlineOfAnEndlessCount() {
        for (Puzzle p : BOARDS) {
            long t0 = System.nanoTime();
            CountResult r = BITS.count(p, Long.MAX_VALUE, Limits.of(Duration.ofMillis(100)));
            double seconds = (System.nanoTime() - t0) / 1e9;
            assertEquals(Termination.TIMEOUT, r.termination(), p.geometry().toString());
            assertTrue(seconds < 10, "stopped after " + seconds + " s");
            assertTrue(r.count() > 0, "solutions found before the deadline are kept");
        }
    }

    /**
     * A search keeps the clock of the call it serves: an endless count whose call began a second before a 100 ms
     * timeout stops at its first look at the clock. (A 16x16 count past the learning search's solutions is made
     * again by the cell search, whose clock must not start anew.)
     */
    @Test
    void eachSearchTimesOutOnTheClockOfItsCall() {
        Limits limits = Limits.of(Duration.ofMillis(100));
        long aSecondAgo = System.nanoTime() - 1_000_000_000L;
        BandSearch band = BandSearch.on(Long.MAX_VALUE, limits, aSecondAgo);
        band.run(BOARDS[0]);
        assertTimedOutAtOnce(band, "9x9");
        CellSearch cell = CellSearch.on(BOARDS[1], Long.MAX_VALUE, limits, aSecondAgo);
        cell.run(BOARDS[1]);
        assertTimedOutAtOnce(cell, "6x6");
        DigitSearch digit = DigitSearch.on(BOARDS[1], Long.MAX_VALUE, limits, aSecondAgo);
        digit.run(BOARDS[1]);
        assertTimedOutAtOnce(digit, "6x6");
        WideDigitSearch wide = WideDigitSearch.on(BOARDS[3], Long.MAX_VALUE, limits, aSecondAgo);
        wide.run(BOARDS[3]);
        assertTimedOutAtOnce(wide, "10x10");
        LearningSearch learning = LearningSearch.on(BOARDS[2], Long.MAX_VALUE, limits, aSecondAgo);
        learning.run(BOARDS[2]);
        assertTimedOutAtOnce(learning, "16x16");
    }

    private static void assertTimedOutAtOnce(Count search, String board) {
        assertEquals(Termination.TIMEOUT, search.stop, board);
        // the clock is read every 1024 branch nodes (and every 1024 conflicts): at the first reading, it stops
        assertTrue(search.nodes <= 1024, board + ": " + search.nodes + " nodes after the deadline had passed");
    }

    @Test
    void eachSearchStopsWhenCancelledInTheMiddle() throws Exception {
        for (Puzzle p : BOARDS) {
            Cancellation cancellation = new Cancellation();
            Thread canceller = new Thread(() -> {
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                cancellation.cancel();
            });
            canceller.start();
            CountResult r = BITS.count(p, Long.MAX_VALUE, Limits.none().withCancellation(cancellation));
            canceller.join();
            assertEquals(Termination.CANCELLED, r.termination(), p.geometry().toString());
        }
    }
}
