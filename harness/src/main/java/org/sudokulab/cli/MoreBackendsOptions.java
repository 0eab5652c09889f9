package org.sudokulab.cli;

import java.io.File;
import java.nio.file.Path;
import org.sudokulab.api.Backends;
import org.sudokulab.external.ExternalSolvers;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * Backends from outside the toolkit for this run: {@code --solvers FILE} (external solvers declared in a file) and
 * {@code --plugins DIR} (Java backends in jars). Both become system properties, so that bench's child JVMs, which
 * get every {@code sudokulab.*} property, see them too.
 */
public final class MoreBackendsOptions {
    private static final String SOLVERS = "--solvers";
    private static final String SOLVERS_LABEL = "FILE";
    private static final String SOLVERS_DESCRIPTION =
            "More external solvers, declared in FILE (docs/external.md); trusted for this run.";
    private static final String PLUGINS = "--plugins";
    private static final String PLUGINS_LABEL = "DIR";
    private static final String PLUGINS_DESCRIPTION =
            "Load backend jars from DIR too, besides SUDOKULAB_PLUGINS and the user's plugin folder (docs/plugins.md).";

    // explicit orders: two annotated methods come in whatever order reflection gives them, and the commands that list
    // their options unsorted (bench, study) would print them either way round
    private static final int PLUGINS_ORDER = 1000;
    private static final int SOLVERS_ORDER = 1001;

    @Option(names = SOLVERS, order = SOLVERS_ORDER, paramLabel = SOLVERS_LABEL, description = SOLVERS_DESCRIPTION)
    void solvers(Path file) {
        System.setProperty(ExternalSolvers.FILE_PROPERTY, file.toAbsolutePath().toString());
    }

    @Option(names = PLUGINS, order = PLUGINS_ORDER, paramLabel = PLUGINS_LABEL, description = PLUGINS_DESCRIPTION)
    void plugins(Path dir) {
        String given = dir.toAbsolutePath().normalize().toString();
        String before = System.getProperty(Backends.PLUGINS_PROPERTY);
        System.setProperty(
                Backends.PLUGINS_PROPERTY,
                before == null || before.isBlank() ? given : before + File.pathSeparator + given);
    }

    /** Adds these options, declared in code, to {@code command}. */
    void addTo(CommandSpec command) {
        command.addOption(CodedOptions.option(Path.class, () -> null, this::solvers, SOLVERS)
                .order(SOLVERS_ORDER)
                .paramLabel(SOLVERS_LABEL)
                .description(SOLVERS_DESCRIPTION)
                .build());
        command.addOption(CodedOptions.option(Path.class, () -> null, this::plugins, PLUGINS)
                .order(PLUGINS_ORDER)
                .paramLabel(PLUGINS_LABEL)
                .description(PLUGINS_DESCRIPTION)
                .build());
    }
}
