package org.sudokulab.testkit;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.sudokulab.api.Availability;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;

/**
 * Backends that misbehave on purpose, for the bench's fault handling. A module's tests register the ones they
 * use (their own META-INF/services file), and they are unavailable unless {@code -Dsudokulab.test.backends=true},
 * so no other test or run meets them.
 */
public final class FaultyBackends {
    public static final String ENABLE = "sudokulab.test.backends";

    private FaultyBackends() {}

    private abstract static class Faulty implements SolverBackend {
        @Override
        public String description() {
            return "test backend that misbehaves on purpose";
        }

        @Override
        public Set<Capability> capabilities() {
            return EnumSet.allOf(Capability.class);
        }

        @Override
        public Availability availability() {
            return Boolean.getBoolean(ENABLE)
                    ? Availability.ok()
                    : Availability.unavailable("test backend; set -D" + ENABLE + "=true");
        }
    }

    /** Ignores its deadline and cancellation: sleeps for ten minutes, as a stuck native call would. */
    public static final class Hanging extends Faulty {
        @Override
        public String id() {
            return "test-hang";
        }

        @Override
        public CountResult count(Puzzle puzzle, long limit, Limits limits) {
            long end = System.nanoTime() + 600_000_000_000L;
            while (System.nanoTime() < end) {
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException ignored) {
                    // stuck for real: interrupts do not help either
                }
            }
            return new CountResult(0, Termination.TIMEOUT, Optional.empty(), SearchStats.of(0, 0));
        }
    }

    /** Takes the JVM down, as a native crash would. */
    public static final class Halting extends Faulty {
        @Override
        public String id() {
            return "test-halt";
        }

        @Override
        public CountResult count(Puzzle puzzle, long limit, Limits limits) {
            Runtime.getRuntime().halt(3);
            throw new AssertionError("unreachable");
        }
    }

    /** Throws: a backend bug. */
    public static final class Throwing extends Faulty {
        @Override
        public String id() {
            return "test-throw";
        }

        @Override
        public CountResult count(Puzzle puzzle, long limit, Limits limits) {
            throw new IllegalStateException("deliberate failure");
        }
    }

    /** dlx's answers, 200 ms late (cancellable): slow enough to interrupt a run in the middle. */
    public static final class Slow extends Faulty {
        @Override
        public String id() {
            return "test-slow";
        }

        @Override
        public CountResult count(Puzzle puzzle, long limit, Limits limits) {
            Limits.Deadline deadline = limits.start();
            for (int i = 0; i < 20; i++) {
                Termination stop = deadline.stopReason();
                if (stop != null) {
                    return new CountResult(0, stop, Optional.empty(), SearchStats.of(0, 0));
                }
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return Backends.discover().find("dlx").orElseThrow().count(puzzle, limit, limits);
        }
    }

    /** dlx's count shifted by {@code delta} whenever dlx finds two solutions or more: a miscounting enumeration. */
    private abstract static class Miscounting extends Faulty {
        private final long delta;

        Miscounting(long delta) {
            this.delta = delta;
        }

        @Override
        public CountResult count(Puzzle puzzle, long limit, Limits limits) {
            CountResult r = Backends.discover().find("dlx").orElseThrow().count(puzzle, limit, limits);
            return r.count() < 2
                    ? r
                    : new CountResult(r.count() + delta, r.termination(), r.firstSolution(), r.stats());
        }
    }

    /** Counts one solution too many. */
    public static final class OneTooMany extends Miscounting {
        public OneTooMany() {
            super(1);
        }

        @Override
        public String id() {
            return "test-one-more";
        }
    }

    /** Counts one solution too few. */
    public static final class OneTooFew extends Miscounting {
        public OneTooFew() {
            super(-1);
        }

        @Override
        public String id() {
            return "test-one-less";
        }
    }
}
