package org.sudokulab.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A count answered into reused storage: the same result as a CountResult, and the same invariants. */
class CountBufferTest {
    private static final int[] GRID = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};

    @Test
    void anAnswerBecomesTheResultItDescribes() {
        CountBuffer buffer = new CountBuffer();
        System.arraycopy(GRID, 0, buffer.solution(16), 0, 16);
        buffer.counter("nodes", 7);
        buffer.counter("conflicts", 2);
        buffer.answer(2, Termination.SOLUTION_LIMIT, 5, 11);
        CountResult expected = new CountResult(
                2,
                Termination.SOLUTION_LIMIT,
                Optional.of(new Grid(GRID)),
                new SearchStats(5, 11, Map.of("nodes", 7L, "conflicts", 2L)));
        assertEquals(expected, buffer.toResult());
        assertEquals(
                List.of("nodes", "conflicts"),
                List.copyOf(buffer.toResult().stats().counters().keySet()));
        assertEquals(2, buffer.count());
        assertSame(Termination.SOLUTION_LIMIT, buffer.termination());
    }

    @Test
    void theNextAnswerForgetsTheSolutionAndCountersOfTheLast() {
        CountBuffer buffer = new CountBuffer();
        System.arraycopy(GRID, 0, buffer.solution(16), 0, 16);
        buffer.counter("nodes", 7);
        buffer.answer(1, Termination.EXHAUSTED, 0, 3);
        buffer.counter("nodes", 4);
        buffer.answer(0, Termination.EXHAUSTED, 0, 2);
        assertEquals(
                new CountResult(0, Termination.EXHAUSTED, Optional.empty(), new SearchStats(0, 2, Map.of("nodes", 4L))),
                buffer.toResult());
    }

    @Test
    void aResultSetIntoTheBufferComesBackUnchanged() {
        CountResult r = new CountResult(
                1, Termination.EXHAUSTED, Optional.of(new Grid(GRID)), new SearchStats(3, 9, Map.of("decisions", 12L)));
        CountBuffer buffer = new CountBuffer();
        buffer.set(r);
        assertEquals(r, buffer.toResult());
        buffer.set(r);
        assertEquals(r, buffer.toResult(), "the second set replaces the first, counters not doubled");
    }

    @Test
    void itKeepsTheInvariantsOfACountResult() {
        CountBuffer buffer = new CountBuffer();
        assertThrows(IllegalStateException.class, buffer::toResult, "no answer yet");
        assertThrows(
                IllegalArgumentException.class,
                () -> buffer.answer(1, Termination.EXHAUSTED, 0, 0),
                "a solution counted but none written");
        buffer.solution(16);
        assertThrows(
                IllegalArgumentException.class,
                () -> buffer.answer(0, Termination.EXHAUSTED, 0, 0),
                "a solution written but none counted");
        assertThrows(IllegalArgumentException.class, () -> buffer.answer(-1, Termination.EXHAUSTED, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> buffer.solution(0));
    }
}
