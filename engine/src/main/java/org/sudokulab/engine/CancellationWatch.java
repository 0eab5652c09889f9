package org.sudokulab.engine;

import java.util.function.BooleanSupplier;
import org.sudokulab.api.Cancellation;

/**
 * A daemon thread that cancels a {@link Cancellation} when {@code trigger} turns true, read every {@code periodMillis}:
 * the units of a run poll their cancellation, so a stop that nothing else would see (Ctrl-C between results, a
 * killed Spark task) reaches them. Closing it ends the thread.
 */
public final class CancellationWatch implements AutoCloseable {
    private final Thread thread;

    private CancellationWatch(Thread thread) {
        this.thread = thread;
    }

    public static CancellationWatch start(
            Cancellation cancellation, BooleanSupplier trigger, long periodMillis, String name) {
        Thread thread = new Thread(
                () -> {
                    while (!cancellation.isCancelled()) {
                        if (trigger.getAsBoolean()) {
                            cancellation.cancel();
                            return;
                        }
                        try {
                            Thread.sleep(periodMillis);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                },
                name);
        thread.setDaemon(true);
        thread.start();
        return new CancellationWatch(thread);
    }

    @Override
    public void close() {
        thread.interrupt();
    }
}
