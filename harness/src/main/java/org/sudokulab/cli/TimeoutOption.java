package org.sudokulab.cli;

import java.time.Duration;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Limits;
import picocli.CommandLine.Option;

/** {@code --timeout DURATION}: the time limit of each search a command makes. */
public final class TimeoutOption {
    @Option(
            names = "--timeout",
            converter = DurationConverter.class,
            paramLabel = "DURATION",
            description =
                    "Time limit per search, e.g. 500ms, 10s, 2m; a search that runs out never counts as an answer. "
                            + "Default: none.")
    Duration timeout;

    /** The limits of one search: the timeout if given, and the command's cancellation (Ctrl-C). */
    public Limits limits(Cancellation cancellation) {
        return (timeout == null ? Limits.none() : Limits.of(timeout)).withCancellation(cancellation);
    }
}
