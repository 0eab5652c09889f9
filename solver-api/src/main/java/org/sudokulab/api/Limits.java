package org.sudokulab.api;

import java.time.Duration;

/**
 * Limits on one search: a timeout (measured from when the search starts) and a cancellation flag.
 * Immutable; {@link #none()} has neither.
 */
public record Limits(Duration timeout, Cancellation cancellation) {
    /** Stands for "no timeout". */
    public static final Duration NO_TIMEOUT = Duration.ofSeconds(Long.MAX_VALUE);

    public Limits {
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, got " + timeout);
        }
    }

    public static Limits none() {
        return new Limits(NO_TIMEOUT, new Cancellation());
    }

    public static Limits of(Duration timeout) {
        return new Limits(timeout, new Cancellation());
    }

    public Limits withTimeout(Duration newTimeout) {
        return new Limits(newTimeout, cancellation);
    }

    public Limits withCancellation(Cancellation newCancellation) {
        return new Limits(timeout, newCancellation);
    }

    public boolean hasTimeout() {
        return !timeout.equals(NO_TIMEOUT);
    }

    /**
     * Why a search that started at {@code startNanos} ({@link System#nanoTime()}) must stop now, or {@code null}
     * while it may go on: the {@link Deadline} of a search that keeps no object per call.
     */
    public Termination stopReason(long startNanos) {
        if (cancellation.isCancelled()) {
            return Termination.CANCELLED;
        }
        if (hasTimeout() && System.nanoTime() - startNanos - Deadline.saturatedNanos(timeout) > 0) {
            return Termination.TIMEOUT;
        }
        return null;
    }

    /** Starts the clock: the returned deadline is {@link #timeout()} from now. */
    public Deadline start() {
        return new Deadline(this);
    }

    /** A started clock: {@link #stopReason(long)} from its start. Polling costs a clock read and a volatile read. */
    public static final class Deadline {
        private final Limits limits;
        private final long startNanos;

        private Deadline(Limits limits) {
            this.limits = limits;
            this.startNanos = System.nanoTime();
        }

        private static long saturatedNanos(Duration d) {
            try {
                return d.toNanos();
            } catch (ArithmeticException tooLong) {
                return Long.MAX_VALUE / 2;
            }
        }

        /** Why the search must stop now, or {@code null} while it may go on (kept null-returning: hot path). */
        public Termination stopReason() {
            return limits.stopReason(startNanos);
        }

        /** Nanoseconds left before the deadline (a large number when there is no timeout). */
        public long remainingNanos() {
            return limits.hasTimeout()
                    ? Math.max(0, startNanos + saturatedNanos(limits.timeout) - System.nanoTime())
                    : Long.MAX_VALUE / 2;
        }
    }
}
