package org.sudokulab.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class LimitsTest {
    @Test
    void noLimitsNeverStop() {
        assertNull(Limits.none().start().stopReason());
    }

    @Test
    void cancellationStopsAndNotifiesListeners() throws Exception {
        Cancellation c = new Cancellation();
        AtomicInteger calls = new AtomicInteger();
        try (AutoCloseable handle = c.onCancel(calls::incrementAndGet)) {
            Limits.Deadline d = Limits.none().withCancellation(c).start();
            c.cancel();
            assertEquals(Termination.CANCELLED, d.stopReason());
        }
        assertEquals(1, calls.get());
    }

    @Test
    void aPassedDeadlineReportsTimeout() throws InterruptedException {
        Limits.Deadline d = Limits.of(Duration.ofMillis(1)).start();
        Thread.sleep(5);
        assertEquals(Termination.TIMEOUT, d.stopReason());
    }

    @Test
    void timeoutsMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> Limits.of(Duration.ZERO));
        assertTrue(Limits.of(Duration.ofDays(365 * 1000)).hasTimeout());
    }
}
