package org.sudokulab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.sudokulab.api.Availability;
import org.sudokulab.api.Backends;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.external.ExternalBackend;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Lists the backends found on the class path and in the plugin folders, and the declared external solvers, with their
 * capabilities and availability. Runs no command of a declarations file the user has not trusted.
 */
@Command(
        name = "backends",
        mixinStandardHelpOptions = true,
        description = "List the solver backends: id, availability, capabilities, description.")
final class BackendsCommand implements Callable<Integer> {
    /** Heads the external solvers, whose availability depends on what the machine has installed. */
    static final String EXTERNAL_HEADER =
            "External solvers (declared in the built-in solvers.json, a trusted ./solvers.json and "
                    + "--solvers FILE; see docs/external.md):";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @picocli.CommandLine.Mixin
    MoreBackendsOptions solvers;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Backends backends = Backends.discover();
        out.printf("%-15s %-9s %-33s %s%n", "ID", "AVAILABLE", "CAPABILITIES", "DESCRIPTION");
        boolean externalHeader = false;
        List<String> instruments = new ArrayList<>();
        for (SolverBackend b : backends.all()) {
            if (b.instrument()) {
                instruments.add(b.id());
                continue;
            }
            if (b.external() && !externalHeader) {
                out.println();
                out.println(EXTERNAL_HEADER);
                externalHeader = true;
            }
            Availability a = b.availability();
            out.printf(
                    "%-15s %-9s %-33s %s%n",
                    b.id(),
                    a.available() ? "yes" : "no",
                    b.capabilities().toString().replace(" ", ""),
                    b.description());
            if (!a.available()) {
                out.printf("%-15s %s%n", "", "unavailable: " + a.reason());
            } else if (b instanceof ExternalBackend e) {
                out.printf("%-15s %s%n", "", "version: " + e.version());
            }
            backends.pluginJar(b.id()).ifPresent(jar -> out.printf("%-15s %s%n", "", "plugin: " + jar));
            if (b instanceof ExternalBackend e && e.declaredIn().isPresent()) {
                out.printf("%-15s %s%n", "", "declared in " + e.declaredIn().get() + ": runs `" + e.command() + "`");
            }
        }
        if (!instruments.isEmpty()) {
            out.println();
            out.println("Study instruments (" + instruments.size() + ", named with -b like any backend; "
                    + "docs/study.md): " + String.join(" ", instruments));
        }
        for (String failure : backends.failures()) {
            spec.commandLine().getErr().println("sudokulab: " + failure);
        }
        return backends.failures().isEmpty() ? ExitCode.OK : ExitCode.FAILED;
    }
}
