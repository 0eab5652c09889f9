package org.sudokulab.api;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A flag a caller sets to stop a running search. Own search loops poll {@link #isCancelled()}; library
 * backends whose solvers must be told (Sat4j, CP-SAT, ...) register a listener with {@link #onCancel}.
 */
public final class Cancellation {
    private volatile boolean cancelled;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    public void cancel() {
        cancelled = true;
        for (Runnable r : listeners) {
            r.run();
        }
    }

    public boolean isCancelled() {
        return cancelled;
    }

    /** Runs {@code listener} on cancellation (at once if already cancelled); close the handle when done. */
    public AutoCloseable onCancel(Runnable listener) {
        listeners.add(listener);
        if (cancelled) {
            listener.run();
        }
        return () -> listeners.remove(listener);
    }
}
