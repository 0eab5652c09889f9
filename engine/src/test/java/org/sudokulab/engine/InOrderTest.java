package org.sudokulab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class InOrderTest {
    /** Units that take random times on 4 threads come back in the order they went in, each once. */
    @Test
    void answersComeBackInInputOrder() {
        List<Integer> got = new ArrayList<>();
        Random random = new Random(3);
        List<Integer> sleeps =
                IntStream.range(0, 200).map(i -> random.nextInt(3)).boxed().toList();
        try (InOrder<Integer, Integer> in = new InOrder<>(
                4,
                i -> {
                    sleep(sleeps.get(i));
                    return i * i;
                },
                got::add,
                () -> {})) {
            for (int i = 0; i < 200; i++) {
                in.submit(i);
            }
            in.finish();
        }
        assertEquals(IntStream.range(0, 200).map(i -> i * i).boxed().toList(), got);
    }

    /** However long the input, at most four batches per thread (of at most 1,024 units) are in flight. */
    @Test
    void theUnitsInFlightStayBounded() {
        AtomicInteger submitted = new AtomicInteger();
        AtomicInteger handedOn = new AtomicInteger();
        int[] most = {0};
        try (InOrder<Integer, Integer> in = new InOrder<>(2, i -> i, r -> handedOn.incrementAndGet(), () -> {})) {
            for (int i = 0; i < 100_000; i++) {
                submitted.incrementAndGet();
                in.submit(i);
                most[0] = Math.max(most[0], submitted.get() - handedOn.get());
            }
            in.finish();
        }
        assertEquals(100_000, handedOn.get());
        // eight batches sent and the one being filled
        assertTrue(most[0] <= 9 * 1024, "in flight at most 9 batches, was " + most[0] + " units");
    }

    /** One thread answers each unit at once, on the caller's thread, and never waits. */
    @Test
    void oneThreadAnswersOnTheCallersThread() {
        List<String> threads = new ArrayList<>();
        AtomicInteger waits = new AtomicInteger();
        try (InOrder<Integer, String> in =
                new InOrder<>(1, i -> Thread.currentThread().getName(), threads::add, waits::incrementAndGet)) {
            in.submit(1);
            assertEquals(List.of(Thread.currentThread().getName()), threads, "answered before submit returns");
            in.finish();
        }
        assertEquals(0, waits.get());
    }

    /** The caller is told before it waits (to flush its output), and a unit that throws stops the stream. */
    @Test
    void theCallerHearsBeforeWaitingAndAFailureReachesIt() {
        AtomicInteger waits = new AtomicInteger();
        try (InOrder<Integer, Integer> in = new InOrder<>(
                2,
                i -> {
                    sleep(20);
                    if (i == 3) {
                        throw new IllegalStateException("unit 3");
                    }
                    return i;
                },
                r -> {},
                waits::incrementAndGet)) {
            for (int i = 0; i < 3; i++) {
                in.submit(i);
            }
            in.finish();
            assertTrue(waits.get() >= 1, "waited for a slow unit");
            in.submit(3);
            IllegalStateException e = assertThrows(IllegalStateException.class, in::finish);
            assertEquals("unit 3", e.getMessage());
        }
    }

    @Test
    void noThreadIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new InOrder<Integer, Integer>(0, i -> i, r -> {}, () -> {}));
    }

    private static void sleep(int millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
