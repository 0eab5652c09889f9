package org.sudokulab.cli;

import java.io.File;
import java.nio.file.Path;
import org.sudokulab.api.Backends;
import org.sudokulab.external.ExternalSolvers;
import picocli.CommandLine.Option;

/**
 * Backends from outside the toolkit for this run: {@code --solvers FILE} (external solvers declared in a file) and
 * {@code --plugins DIR} (Java backends in jars). Both become system properties, so that bench's child JVMs, which
 * get every {@code sudokulab.*} property, see them too.
 */
public final class MoreBackendsOptions {
    // explicit orders: two annotated methods come in whatever order reflection gives them, and the commands that list
    // their options unsorted (bench, study) would print them either way round
    @Option(
            names = "--solvers",
            order = 1001,
            paramLabel = "FILE",
            description = "More external solvers, declared in FILE (docs/external.md); trusted for this run.")
    void solvers(Path file) {
        System.setProperty(ExternalSolvers.FILE_PROPERTY, file.toAbsolutePath().toString());
    }

    @Option(
            names = "--plugins",
            order = 1000,
            paramLabel = "DIR",
            description = "Load backend jars from DIR too, besides SUDOKULAB_PLUGINS and the user's "
                    + "plugin folder (docs/plugins.md).")
    void plugins(Path dir) {
        String given = dir.toAbsolutePath().normalize().toString();
        String before = System.getProperty(Backends.PLUGINS_PROPERTY);
        System.setProperty(
                Backends.PLUGINS_PROPERTY,
                before == null || before.isBlank() ? given : before + File.pathSeparator + given);
    }
}
