package org.sudokulab.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.sudokulab.api.Availability;
import org.sudokulab.api.Backends;
import org.sudokulab.api.SolverBackend;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Lists the backends found on the class path with their capabilities and availability. */
@Command(
        name = "backends",
        mixinStandardHelpOptions = true,
        description = "List the solver backends: id, availability, capabilities, description.")
final class BackendsCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Backends backends = Backends.discover();
        out.printf("%-12s %-11s %-36s %s%n", "ID", "AVAILABLE", "CAPABILITIES", "DESCRIPTION");
        for (SolverBackend b : backends.all()) {
            Availability a = b.availability();
            out.printf(
                    "%-12s %-11s %-36s %s%n",
                    b.id(),
                    a.available() ? "yes" : "no",
                    b.capabilities().toString().replace(" ", ""),
                    b.description());
            if (!a.available()) {
                out.printf("%-12s %s%n", "", "unavailable: " + a.reason());
            }
        }
        for (String failure : backends.failures()) {
            spec.commandLine().getErr().println("sudokulab: a backend failed to load: " + failure);
        }
        return backends.failures().isEmpty() ? ExitCode.OK : ExitCode.FAILED;
    }
}
