package org.sudokulab.cli;

import java.nio.file.Path;
import org.sudokulab.external.ExternalSolvers;
import picocli.CommandLine.Option;

/**
 * {@code --solvers FILE}: more external solvers for the backend discovery of this run (a system property, so that
 * bench's child JVMs, which get every {@code sudokulab.*} property, see them too).
 */
public final class SolversOption {
    @Option(
            names = "--solvers",
            paramLabel = "FILE",
            description = "More external solvers, declared in FILE (docs/external.md).")
    void solvers(Path file) {
        System.setProperty(ExternalSolvers.FILE_PROPERTY, file.toAbsolutePath().toString());
    }
}
