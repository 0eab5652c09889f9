package org.sudokulab.cli;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.sudokulab.api.Cancellation;

/**
 * Ctrl-C (or SIGTERM) for long commands: the shutdown hook cancels the running search and then waits, up to
 * {@code grace}, for the command to write what it has; {@link #close()} says it is done. Commands check
 * {@link #interrupted()} between items; they exit with {@link ExitCode#INTERRUPTED} after one.
 */
public final class CtrlC implements AutoCloseable {
    private final Thread hook;
    private final CountDownLatch finished = new CountDownLatch(1);
    private volatile boolean interrupted;

    private CtrlC(Cancellation cancellation, Duration grace) {
        hook = new Thread(() -> {
            interrupted = true;
            cancellation.cancel();
            try {
                finished.await(grace.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(hook);
    }

    public static CtrlC install(Cancellation cancellation, Duration grace) {
        return new CtrlC(cancellation, grace);
    }

    public boolean interrupted() {
        return interrupted;
    }

    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: the JVM exits after it
        }
    }
}
