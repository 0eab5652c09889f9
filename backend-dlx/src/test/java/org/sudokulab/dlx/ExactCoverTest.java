package org.sudokulab.dlx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Cancellation;
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
        ExactCover x = queensCover(10);
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

    @Test
    void aCopyCountsAsItsTemplateWithoutRestoringItsLinks() {
        // A copy's exhausted search stops when no level has an option left, leaving its links as they are; the
        // next copy resets them. Each first-row square in turn, on one reused copy: the counts add up to 92.
        int n = 8;
        ExactCover template = queensCover(n);
        ExactCover copy = ExactCover.empty();
        long total = 0;
        for (int c = 0; c < n; c++) {
            ExactCover fresh = queensCover(n);
            assertEquals(true, fresh.choose(c));
            fresh.search(Long.MAX_VALUE, Limits.none().start());
            assertNull(fresh.sanity(), "a built instance restores its links");
            copy.copyFrom(template);
            assertEquals(true, copy.choose(c));
            assertEquals(
                    Termination.EXHAUSTED,
                    copy.search(Long.MAX_VALUE, Limits.none().start()));
            assertEquals(fresh.solutions(), copy.solutions(), "queen in row 1, column " + (c + 1));
            assertEquals(fresh.nodes(), copy.nodes());
            total += copy.solutions();
        }
        assertEquals(92, total);
    }

    /** Primary: rows, columns. Secondary: 2n-1 diagonals each way. Option r * n + c: a queen at (r, c). */
    private static ExactCover queensCover(int n) {
        return queensCover(n, new ExactCover(2 * n, 2 * (2 * n - 1)));
    }

    /** The queens' options added to {@code x}, each checked to get the next index. */
    private static ExactCover queensCover(int n, ExactCover x) {
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                assertEquals(
                        r * n + c,
                        x.addOption(r + 1, n + c + 1, 2 * n + r + c + 1, 2 * n + (2 * n - 1) + (r - c + n - 1) + 1));
            }
        }
        return x;
    }

    private static long queens(int n) {
        ExactCover x = queensCover(n);
        assertEquals(
                Termination.EXHAUSTED, x.search(Long.MAX_VALUE, Limits.none().start()));
        assertNull(x.sanity());
        return x.solutions();
    }

    @Test
    void chosenOptionsConflictOnSharedItems() {
        // Primary a, b, c. {a b} chosen leaves {b c} out; {c} completes the cover.
        ExactCover primary = new ExactCover(3, 0);
        int ab = primary.addOption(1, 2);
        int bc = primary.addOption(2, 3);
        int c = primary.addOption(3);
        assertOneCoverAfterChoosing(primary, ab, bc, c);
        // Primary a, b, c; secondary s. {a s} chosen leaves {b s} out; {b} and {c} complete the cover.
        ExactCover secondary = new ExactCover(3, 1);
        int as = secondary.addOption(1, 4);
        int bs = secondary.addOption(2, 4);
        int b = secondary.addOption(2);
        int c2 = secondary.addOption(3);
        assertOneCoverAfterChoosing(secondary, as, bs, b, c2);
    }

    /** Choosing {@code chosen} works, {@code conflicting} then does not, and the one cover left adds {@code rest}. */
    private static void assertOneCoverAfterChoosing(ExactCover x, int chosen, int conflicting, int... rest) {
        assertEquals(true, x.choose(chosen));
        assertFalse(x.choose(conflicting));
        x.search(10, Limits.none().start());
        assertEquals(1, x.solutions());
        int[] solution = x.firstSolution();
        Arrays.sort(solution);
        assertArrayEquals(rest, solution);
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

    @Test
    void anInstanceGrowsFromTheSmallestRoom() {
        // Room for one option of no nodes: every array grows while the 64 options of eight queens are added.
        ExactCover x = queensCover(8, new ExactCover(16, 30, 1, 0));
        ExactCover roomy = queensCover(8);
        assertNull(x.sanity());
        assertEquals(
                Termination.EXHAUSTED, x.search(Long.MAX_VALUE, Limits.none().start()));
        roomy.search(Long.MAX_VALUE, Limits.none().start());
        assertEquals(92, x.solutions());
        assertEquals(roomy.nodes(), x.nodes());
        assertNull(x.sanity());
    }

    @Test
    void theTracerHearsEveryNodeAndEachSolutionsPath() {
        int n = 6;
        ExactCover x = queensCover(n);
        java.util.Deque<Integer> path = new java.util.ArrayDeque<>();
        java.util.List<java.util.List<Integer>> solutions = new java.util.ArrayList<>();
        int[] entered = {0};
        x.trace(new ExactCover.Tracer() {
            @Override
            public void enter(int option) {
                entered[0]++;
                path.addLast(option);
            }

            @Override
            public void leave() {
                path.removeLast();
            }

            @Override
            public void solution() {
                solutions.add(new java.util.ArrayList<>(path));
            }
        });
        assertEquals(
                Termination.EXHAUSTED, x.search(Long.MAX_VALUE, Limits.none().start()));
        assertEquals(4, x.solutions());
        assertEquals(4, solutions.size());
        assertEquals(x.nodes(), entered[0], "a node is an option entered");
        assertEquals(0, path.size(), "every option entered is left");
        for (java.util.List<Integer> queens : solutions) {
            // n queens, no two on a row, column or diagonal
            assertEquals(n, queens.size());
            assertEquals(n, queens.stream().map(q -> q / n).distinct().count());
            assertEquals(n, queens.stream().map(q -> q % n).distinct().count());
            assertEquals(n, queens.stream().map(q -> q / n + q % n).distinct().count());
            assertEquals(n, queens.stream().map(q -> q / n - q % n).distinct().count());
        }
        assertEquals(
                solutions.get(0).stream().sorted().toList(),
                Arrays.stream(x.firstSolution()).sorted().boxed().toList());
    }

    @Test
    void guessesCountOnlyChoicesAmongSeveralOptions() {
        // a chain: item 1 has one option, and once it is taken so has item 3: no choice among two
        ExactCover chain = new ExactCover(3, 0);
        chain.addOption(1, 2);
        chain.addOption(2, 3);
        chain.addOption(3);
        chain.search(Long.MAX_VALUE, Limits.none().start());
        assertEquals(1, chain.solutions());
        assertEquals(0, chain.guesses());
        assertEquals(2, chain.nodes(), "{1 2}, then {3}");
        ExactCover queens = queensCover(6);
        queens.search(Long.MAX_VALUE, Limits.none().start());
        assertTrue(queens.guesses() > 0 && queens.guesses() < queens.nodes(), queens.guesses() + " " + queens.nodes());
    }

    @Test
    void aStopIsHeardAtTheFirstPollAfter1024Nodes() {
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        ExactCover x = queensCover(12);
        assertEquals(
                Termination.CANCELLED,
                x.search(
                        Long.MAX_VALUE,
                        Limits.none().withCancellation(cancelled).start()));
        assertEquals(1024, x.nodes());
        assertTrue(x.solutions() < 14_200, "stopped well before the 14,200 solutions of twelve queens");
    }
}
