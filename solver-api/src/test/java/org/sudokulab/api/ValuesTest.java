package org.sudokulab.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.io.ReadOptions;

/** The contract's small values: symbols, grids, puzzles, cages, limits, cancellation and read options. */
class ValuesTest {
    @Test
    void symbolsRunFromDigitsToLettersAndOn36x36ToZero() {
        assertEquals(
                ".19AZ0",
                "" + Symbols.toChar(0) + Symbols.toChar(1) + Symbols.toChar(9) + Symbols.toChar(10) + Symbols.toChar(35)
                        + Symbols.toChar(36));
        assertThrows(IllegalArgumentException.class, () -> Symbols.toChar(37));
        assertThrows(IllegalArgumentException.class, () -> Symbols.toChar(-1));
        assertEquals(
                List.of(0, 0, 1, 9, 10, 35, 10, 35, -1, -1, -1, -1),
                "0.19AZazª@[`"
                        .chars()
                        .limit(12)
                        .mapToObj(ch -> Symbols.valueOf((char) ch, 35))
                        .toList());
        assertEquals(List.of(-1, -1), List.of(Symbols.valueOf('/', 9), Symbols.valueOf(':', 9)));
        // 36x36 boards read 0 as their 36th symbol (the 0-9A-Z alphabet); there only '.' is a blank
        assertEquals(
                List.of(36, 0, 1, 35, 36, 0),
                List.of(
                        Symbols.valueOf('0', 36),
                        Symbols.valueOf('.', 36),
                        Symbols.valueOf('1', 36),
                        Symbols.valueOf('z', 36),
                        Symbols.valueOf(Symbols.toChar(36), 36),
                        Symbols.valueOf('0', 25)));
        assertEquals(
                List.of("1-4", "1-9", "1-9A", "1-9A-G", "1-9A-Z", "1-9A-Z0"),
                List.of(
                        Symbols.rangeText(4),
                        Symbols.rangeText(9),
                        Symbols.rangeText(10),
                        Symbols.rangeText(16),
                        Symbols.rangeText(35),
                        Symbols.rangeText(36)));
        assertEquals(List.of(". or 0", "."), List.of(Symbols.blankText(35), Symbols.blankText(36)));
    }

    @Test
    void gridsAndPuzzlesAreValues() {
        Grid full = new Grid(new int[] {1, 2, 2, 1});
        assertTrue(full.isComplete());
        assertFalse(new Grid(new int[] {1, 0, 2, 1}).isComplete());
        assertEquals("1221", full.toString());
        assertEquals(full.hashCode(), new Grid(full.values()).hashCode());
        int[] copy = full.values();
        copy[0] = 2;
        assertEquals(1, full.get(0), "values() is a copy");
        Geometry four = Geometry.boxes(2, 2);
        Puzzle p = new Puzzle(four, new int[16]);
        assertEquals(16, p.cellCount());
        assertEquals(p, Puzzle.empty(four));
        assertEquals(p.hashCode(), Puzzle.empty(four).hashCode());
        int[] one = new int[16];
        one[5] = 3;
        assertNotEquals(p, p.withGivens(one));
        assertNotEquals(p.hashCode(), p.withGivens(one).hashCode());
        Cage cage = new Cage(3, new int[] {0, 1});
        Puzzle killer = new Puzzle(four, new int[16], List.of(cage));
        assertNotEquals(p, killer);
        assertEquals("4x4 (2x2 boxes) ................", p.toString());
        assertEquals("4x4 (2x2 boxes) ................ + 1 cages", killer.toString());
        assertEquals(
                "given 5 at row 2, column 2 is out of range 1..4",
                assertThrows(IllegalArgumentException.class, () -> p.withGivens(withAt(5, 5)))
                        .getMessage());
        assertEquals(
                "cage cell 16 is outside the board (0..15)",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> new Puzzle(four, new int[16], List.of(new Cage(5, new int[] {15, 16}))))
                        .getMessage());
        assertEquals(
                "cell 6 (row 2, column 3) is in two cages",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> new Puzzle(
                                        four,
                                        new int[16],
                                        List.of(new Cage(3, new int[] {5, 6}), new Cage(3, new int[] {6, 7}))))
                        .getMessage());
        assertEquals(
                "a 4x4 (2x2 boxes) puzzle has 16 cells, got 15 givens",
                assertThrows(IllegalArgumentException.class, () -> new Puzzle(four, new int[15]))
                        .getMessage());
    }

    private static int[] withAt(int cell, int value) {
        int[] v = new int[16];
        v[cell] = value;
        return v;
    }

    @Test
    void cagesAreValues() {
        Cage c = new Cage(7, new int[] {2, 3, 6});
        assertEquals(6, c.cell(2));
        assertEquals("cage 7 [2, 3, 6]", c.toString());
        assertEquals(c, new Cage(7, new int[] {2, 3, 6}));
        assertEquals(c.hashCode(), new Cage(7, new int[] {2, 3, 6}).hashCode());
        assertNotEquals(c, new Cage(8, new int[] {2, 3, 6}));
        assertNotEquals(c, new Cage(7, new int[] {2, 3, 7}));
        assertNotEquals(c.hashCode(), new Cage(8, new int[] {2, 3, 6}).hashCode());
    }

    @Test
    void limitsStartDeadlines() throws Exception {
        Limits none = Limits.none();
        assertFalse(none.hasTimeout());
        assertTrue(none.start().remainingNanos() > Long.MAX_VALUE / 4, "no timeout: a large number");
        Limits second = none.withTimeout(Duration.ofSeconds(1));
        assertTrue(second.hasTimeout());
        assertEquals(none.cancellation(), second.cancellation());
        long left = second.start().remainingNanos();
        assertTrue(left > 500_000_000L && left <= 1_000_000_000L, left + " ns");
        assertEquals(null, second.start().stopReason());
        Limits.Deadline past = Limits.of(Duration.ofNanos(1)).start();
        Thread.sleep(1);
        assertEquals(Termination.TIMEOUT, past.stopReason());
        assertEquals(0, past.remainingNanos());
        // a timeout past what nanoseconds hold is clamped, not wrapped into the past
        Limits.Deadline far = Limits.of(Duration.ofDays(365L * 1_000_000_000L)).start();
        assertEquals(null, far.stopReason());
        assertTrue(far.remainingNanos() > Long.MAX_VALUE / 4);
        assertThrows(IllegalArgumentException.class, () -> Limits.of(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> Limits.of(Duration.ofSeconds(-1)));
    }

    @Test
    void aCancellationTellsItsListenersUntilTheyLeave() throws Exception {
        Cancellation c = new Cancellation();
        List<String> heard = new ArrayList<>();
        AutoCloseable first = c.onCancel(() -> heard.add("first"));
        AutoCloseable second = c.onCancel(() -> heard.add("second"));
        second.close();
        c.cancel();
        assertEquals(List.of("first"), heard);
        c.onCancel(() -> heard.add("late")).close();
        assertEquals(List.of("first", "late"), heard, "a listener added after the cancel runs at once");
        first.close();
    }

    @Test
    void readOptionsTakeABoxShape() {
        assertEquals(new ReadOptions(2, 3), ReadOptions.boxes(" 2X3 "));
        assertEquals(new ReadOptions(1, 1), ReadOptions.boxes("1x1"));
        for (String bad : List.of("0x3", "3x0", "2x", "2x3x4", "axb", "")) {
            assertEquals(
                    "box shape '" + bad + "' is not RxC with R, C >= 1 (e.g. 2x3)",
                    assertThrows(IllegalArgumentException.class, () -> ReadOptions.boxes(bad))
                            .getMessage());
        }
        assertEquals(new ReadOptions(3, 3), ReadOptions.DEFAULT.withBoxes(3, 3));
        assertTrue(ReadOptions.DEFAULT.withBoxes(1, 1).overridesBoxes());
        assertFalse(ReadOptions.DEFAULT.overridesBoxes());
        assertThrows(IllegalArgumentException.class, () -> new ReadOptions(0, 3));
        assertThrows(IllegalArgumentException.class, () -> new ReadOptions(3, 0));
        assertThrows(IllegalArgumentException.class, () -> new ReadOptions(-1, -1));
    }
}
