package org.sudokulab.bench.run;

/** What a run tells its caller as it goes. */
public interface RunListener {
    /** Something the user should know: an unreadable line or file, a backend that is not available here. */
    default void problem(String message) {}

    /** What the preparation is doing, when it takes a while: generating a corpus. */
    default void note(String message) {}

    /** The run starts, with this many calls already done (a resumed run's journal). */
    default void started(long alreadyDone) {}

    /** A backend starts its warm-up and calls, in fork {@code fork} (0: in the bench's own JVM or on an engine). */
    default void backend(String id, int fork, int calls) {}

    /** A call ended. */
    default void row(BenchRow row) {}

    /**
     * A listener that shows nothing, for the rows of a backend's warm-up, which go through the run's own sink
     * (see {@link Runner#warmUp}). One of this listener's own class keeps the JIT's view of the sink's call to
     * {@link #row} the same when the timed calls start; a listener of another class there made it compile the
     * sink again during the first timed calls.
     */
    default RunListener rehearsal() {
        return new RunListener() {};
    }
}
