package org.sudokulab.cli;

import java.time.Duration;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Limits;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** {@code --timeout DURATION}: the time limit of each search a command makes. */
public final class TimeoutOption {
    private static final String NAME = "--timeout";
    private static final String LABEL = "DURATION";
    private static final String DESCRIPTION =
            "Time limit per search, e.g. 500ms, 10s, 2m; a search that runs out never counts as an answer. "
                    + "Default: none.";

    @Option(names = NAME, converter = DurationConverter.class, paramLabel = LABEL, description = DESCRIPTION)
    Duration timeout;

    /** Adds this option, declared in code, to {@code command}. */
    void addTo(CommandSpec command) {
        command.addOption(CodedOptions.option(Duration.class, () -> timeout, v -> timeout = v, NAME)
                .converters(new DurationConverter())
                .paramLabel(LABEL)
                .description(DESCRIPTION)
                .build());
    }

    /** The limits of one search: the timeout if given, and the command's cancellation (Ctrl-C). */
    public Limits limits(Cancellation cancellation) {
        return (timeout == null ? Limits.none() : Limits.of(timeout)).withCancellation(cancellation);
    }
}
