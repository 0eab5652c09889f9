package org.sudokulab.cli;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.sudokulab.api.Cancellation;

/**
 * Ctrl-C (or SIGTERM) for long commands: the shutdown hook cancels the running search and then waits for the
 * command to write what it has; {@link #close()} says it is done. Commands check {@link #interrupted()} between
 * items; they exit with {@link ExitCode#INTERRUPTED} after one. The wait matters for native solvers: the JVM
 * must not exit while OR-Tools still runs a search (its static objects go first and the process aborts), and
 * every backend here returns within milliseconds of a cancellation; {@link #GRACE} only bounds a command that
 * hangs.
 */
public final class CtrlC implements AutoCloseable {
    private final Thread hook;
    private final CountDownLatch finished = new CountDownLatch(1);
    private volatile boolean interrupted;

    static final Duration GRACE = Duration.ofSeconds(30);

    private CtrlC(Cancellation cancellation) {
        hook = new Thread(() -> {
            interrupted = true;
            cancellation.cancel();
            try {
                finished.await(GRACE.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(hook);
    }

    public static CtrlC install(Cancellation cancellation) {
        return new CtrlC(cancellation);
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
