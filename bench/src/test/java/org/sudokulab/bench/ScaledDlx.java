package org.sudokulab.bench;

import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;
import org.sudokulab.api.Availability;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolverBackend;

/**
 * A test double for the comparison's verdicts: dlx's answer, in {@link #FACTOR} times a time that grows with dlx's
 * effort on the puzzle (1 ms plus 2 µs per node, several times what dlx takes, and not small beside the 4 ms a busy
 * machine's scheduler can take from a call: at 100 µs a fourfold run once measured 1.66 times), reached by a sleep
 * and a short busy wait. The time
 * is a function of the puzzle, not a measurement of dlx: two runs of dlx itself in one JVM differ by up to 1.9x on
 * the 17-clue corpus as the JIT compiles it differently, and the test is of the verdicts, not of that. Registered for
 * the bench's tests only, and unavailable unless a factor is set. The factor is the calling thread's, so that two runs
 * at different factors can be made at once, each on its thread, and see the same machine.
 */
public final class ScaledDlx implements SolverBackend {

    /** The factor the calling thread's next calls take, set by a test before a run (null: unavailable). */
    public static final ThreadLocal<Double> FACTOR = new ThreadLocal<>();

    private static final SolverBackend DLX = new org.sudokulab.dlx.DlxBackend();

    @Override
    public String id() {
        return "test-scaled";
    }

    @Override
    public String description() {
        return "test backend: dlx, slowed down by a set factor";
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.allOf(Capability.class);
    }

    @Override
    public Availability availability() {
        return FACTOR.get() != null
                ? Availability.ok()
                : Availability.unavailable("test backend; set ScaledDlx.FACTOR");
    }

    @Override
    public CountResult count(Puzzle puzzle, long limit, Limits limits) {
        long start = System.nanoTime();
        CountResult r = DLX.count(puzzle, limit, limits);
        long base = 1_000_000 + 2_000 * r.stats().counters().getOrDefault("nodes", 0L);
        long until = start + (long) (base * FACTOR.get());
        // Asleep for all but the last 0.2 ms, then a busy wait to the nanosecond. The scheduler gives a thread that
        // wakes from sleep a core at once, as it has used less than its share, where a call that spun all along and
        // lost its core to the build's other work near its end overran by a time slice (a 1.02 run once measured
        // 1.05 times, p = 0.004, in CI); and a sleep costs the build no CPU.
        long spinFrom = until - 200_000;
        for (long now = System.nanoTime(); now < spinFrom; now = System.nanoTime()) {
            LockSupport.parkNanos(spinFrom - now);
        }
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        return r;
    }
}
