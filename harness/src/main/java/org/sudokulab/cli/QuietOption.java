package org.sudokulab.cli;

import picocli.CommandLine.Option;

/** {@code -q}: no progress on stderr, for every command that shows progress. Results and errors still print. */
public final class QuietOption {
    @Option(
            names = {"-q", "--quiet"},
            description = "No progress on stderr.")
    boolean quiet;

    public boolean quiet() {
        return quiet;
    }
}
