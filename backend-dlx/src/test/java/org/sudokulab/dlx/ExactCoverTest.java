package org.sudokulab.dlx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Termination;

class ExactCoverTest {
    @Test
    void knuthsExampleHasOneSolution() {
        // Items a..g = 1..7; the options of Knuth's "Dancing Links" paper.
        ExactCover x = new ExactCover(7, 0);
        x.addOption(3, 5);
        x.addOption(1, 4, 7);
        x.addOption(2, 3, 6);
        x.addOption(1, 4, 6);
        x.addOption(2, 7);
        x.addOption(4, 5, 7);
        assertEquals(Termination.EXHAUSTED, x.search(10, Limits.none().start()));
        assertEquals(1, x.solutions());
        int[] solution = x.firstSolution();
        Arrays.sort(solution);
        assertArrayEquals(new int[] {0, 3, 4}, solution);
        assertNull(x.sanity(), "links restored after the search");
    }

    @Test
    void secondaryItemsAreCoveredAtMostOnce() {
        // Primary a, b; secondary s. {a s, b}, {a, b s}, {a, b}: three covers; {a s, b s} is not one.
        ExactCover x = new ExactCover(2, 1);
        x.addOption(1, 3);
        x.addOption(2, 3);
        x.addOption(1);
        x.addOption(2);
        x.search(100, Limits.none().start());
        assertEquals(3, x.solutions());
    }

    @Test
    void knuthsEstimateAveragesToTheNumberOfSolutions() {
        // Ten queens: 724 solutions, an irregular tree. A walk's estimate varies; its mean is the count.
        int n = 10;
        ExactCover x = new ExactCover(2 * n, 2 * (2 * n - 1));
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                x.addOption(r + 1, n + c + 1, 2 * n + r + c + 1, 2 * n + (2 * n - 1) + (r - c + n - 1) + 1);
            }
        }
        Random random = new Random(7);
        int walks = 200_000;
        double sum = 0;
        for (int w = 0; w < walks; w++) {
            sum += x.estimate(random);
        }
        assertEquals(724, sum / walks, 724 * 0.03);
        assertNull(x.sanity(), "links restored after the walks");
        x.search(Long.MAX_VALUE, Limits.none().start());
        assertEquals(724, x.solutions());
    }

    @Test
    void eightQueensHas92Solutions() {
        assertEquals(92, queens(8));
        assertEquals(724, queens(10));
    }

    private static long queens(int n) {
        // Primary: rows, columns. Secondary: 2n-1 diagonals each way.
        ExactCover x = new ExactCover(2 * n, 2 * (2 * n - 1));
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                x.addOption(r + 1, n + c + 1, 2 * n + r + c + 1, 2 * n + (2 * n - 1) + (r - c + n - 1) + 1);
            }
        }
        assertEquals(
                Termination.EXHAUSTED, x.search(Long.MAX_VALUE, Limits.none().start()));
        assertNull(x.sanity());
        return x.solutions();
    }

    @Test
    void chosenOptionsConflictOnSharedItems() {
        ExactCover x = new ExactCover(3, 0);
        int first = x.addOption(1, 2);
        int second = x.addOption(2, 3);
        x.addOption(3);
        assertEquals(true, x.choose(first));
        assertFalse(x.choose(second));
        x.search(10, Limits.none().start());
        assertEquals(1, x.solutions());
    }

    @Test
    void chosenOptionsConflictOnSecondaryItems() {
        // Primary a, b, c; secondary s. {a s} chosen leaves {b s} out and {b} in.
        ExactCover x = new ExactCover(3, 1);
        int first = x.addOption(1, 4);
        int second = x.addOption(2, 4);
        x.addOption(2);
        x.addOption(3);
        assertEquals(true, x.choose(first));
        assertFalse(x.choose(second));
        x.search(10, Limits.none().start());
        assertEquals(1, x.solutions());
        int[] solution = x.firstSolution();
        Arrays.sort(solution);
        assertArrayEquals(new int[] {2, 3}, solution);
        assertNull(x.sanity());
    }

    @Test
    void stopsAtTheLimit() {
        ExactCover x = new ExactCover(1, 0);
        for (int i = 0; i < 5; i++) {
            x.addOption(1);
        }
        assertEquals(Termination.SOLUTION_LIMIT, x.search(3, Limits.none().start()));
        assertEquals(3, x.solutions());
    }
}
