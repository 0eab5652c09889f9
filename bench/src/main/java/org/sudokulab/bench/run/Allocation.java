package org.sudokulab.bench.run;

import java.lang.management.ManagementFactory;

/**
 * The bytes the calling thread has allocated on the Java heap, from HotSpot's per-thread counter (what JMH's
 * {@code -prof gc} reads): a call's allocation is the difference of two reads around it. It sees the calling thread
 * only, and the Java heap only: not what a backend's other threads allocate, nor native memory (OR-Tools' C++ heap),
 * nor another process's.
 */
final class Allocation {
    private static final com.sun.management.ThreadMXBean THREADS = threads();

    private Allocation() {}

    private static com.sun.management.ThreadMXBean threads() {
        try {
            if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
                    && t.isThreadAllocatedMemorySupported()
                    && t.isThreadAllocatedMemoryEnabled()) {
                return t;
            }
        } catch (RuntimeException | LinkageError e) {
            // a JVM without the counter: allocations are not measured
        }
        return null;
    }

    /** The counter of this thread now; -1 where the JVM keeps none. */
    static long ofThisThread() {
        return THREADS == null ? -1 : THREADS.getCurrentThreadAllocatedBytes();
    }

    /** What this thread allocated since {@code before} (a reading of {@link #ofThisThread}); -1 when not measured. */
    static long since(long before) {
        return before < 0 ? -1 : THREADS.getCurrentThreadAllocatedBytes() - before;
    }
}
