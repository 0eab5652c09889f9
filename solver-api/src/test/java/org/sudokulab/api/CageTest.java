package org.sudokulab.api;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CageTest {
    /** Bit d for each digit d. */
    private static long digits(int... ds) {
        long m = 0;
        for (int d : ds) {
            m |= 1L << d;
        }
        return m;
    }

    @Test
    void canReachBoundsBySmallestAndLargest() {
        assertTrue(Cage.canReach(digits(1, 2, 3), 6, 3));
        assertFalse(Cage.canReach(digits(1, 2, 3), 7, 3));
        assertTrue(Cage.canReach(digits(2, 7, 9), 9, 2)); // 2 + 7
        assertFalse(Cage.canReach(digits(2, 7, 9), 8, 2)); // 9 at least, 16 at most
        assertFalse(Cage.canReach(digits(4), 4, 2)); // two digits asked, one there
        assertTrue(Cage.canReach(0, 0, 0));
        assertFalse(Cage.canReach(digits(1), 1, 0));
    }

    @Test
    void canCompleteLeavesTheUsedDigitsOut() {
        assertTrue(Cage.canComplete(digits(5), 10, 2, 9)); // 1 + 9, ...
        assertFalse(Cage.canComplete(0, 18, 2, 9)); // 9 + 8 = 17
        assertFalse(Cage.canComplete(digits(9), 17, 2, 9)); // 8 + 7 = 15 without the 9
        assertTrue(Cage.canComplete(digits(1, 2), 0, 0, 9));
        assertFalse(Cage.canComplete(digits(1, 2), 3, 0, 9));
    }
}
