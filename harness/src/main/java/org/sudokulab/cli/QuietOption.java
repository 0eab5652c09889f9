package org.sudokulab.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** {@code -q}: no progress on stderr, for every command that shows progress. Results and errors still print. */
public final class QuietOption {
    private static final String DESCRIPTION = "No progress on stderr.";

    @Option(
            names = {"-q", "--quiet"},
            description = DESCRIPTION)
    boolean quiet;

    /** Adds this option, declared in code, to {@code command}. */
    void addTo(CommandSpec command) {
        command.addOption(CodedOptions.option(boolean.class, () -> quiet, v -> quiet = v, "-q", "--quiet")
                .description(DESCRIPTION)
                .build());
    }

    public boolean quiet() {
        return quiet;
    }
}
