package org.sudokulab.cli;

import java.io.PrintWriter;
import java.util.Optional;
import org.sudokulab.api.Availability;
import org.sudokulab.api.Backends;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.external.ExternalBackend;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code -b ID}: the backend a command asks, found through ServiceLoader; every command but bench takes one. */
public final class BackendOption {
    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec mixee;

    private static final String LABEL = "ID";
    private static final String DESCRIPTION =
            "Backend id (see `sudokulab backends`). Default: the fastest exact counter, bits; census cover takes "
                    + "dlx.";

    @Option(
            names = {"-b", "--backend"},
            paramLabel = LABEL,
            description = DESCRIPTION)
    String id;

    @picocli.CommandLine.Mixin
    MoreBackendsOptions solvers = new MoreBackendsOptions();

    /** Adds these options, declared in code, to {@code command}, the command they then answer to. */
    void addTo(CommandLine.Model.CommandSpec command) {
        mixee = command;
        command.addOption(CodedOptions.option(String.class, () -> id, v -> id = v, "-b", "--backend")
                .paramLabel(LABEL)
                .description(DESCRIPTION)
                .build());
        solvers.addTo(command);
    }

    /** The backend named, else the fastest exact counter ({@link Backends#fastestCounter()}); see {@link #backend(String)}. */
    public SolverBackend backend() {
        if (id == null) {
            for (String counter : Backends.COUNTERS_FASTEST_FIRST) {
                Optional<SolverBackend> b = Backends.builtIn(counter);
                if (b.isPresent() && b.get().availability().available()) {
                    return b.get();
                }
            }
        }
        return backend(id == null ? Backends.discover().fastestCounter().id() : id);
    }

    /**
     * The backend named, else {@code fallback}: a usage error naming the known ids when there is no such backend,
     * a failure when it cannot run here. Backends that failed to load are reported on stderr.
     */
    public SolverBackend backend(String fallback) {
        Optional<SolverBackend> builtIn = Backends.builtIn(id == null ? fallback : id);
        if (builtIn.isPresent() && builtIn.get().availability().available()) {
            return builtIn.get(); // the others not loaded: a quick start (a JVM backend's id is never a declared one's)
        }
        Backends backends = Backends.discover();
        for (String failure : backends.failures()) {
            mixee.commandLine().getErr().println("sudokulab: " + failure);
        }
        SolverBackend backend;
        try {
            backend = backends.require(id == null ? fallback : id);
        } catch (IllegalArgumentException unknown) {
            throw new CommandLine.ParameterException(mixee.commandLine(), unknown.getMessage());
        }
        Availability a = backend.availability();
        if (!a.available()) {
            throw new IllegalStateException("backend " + backend.id() + " is not available here: " + a.reason());
        }
        sayWhereDeclared(backend, mixee.commandLine().getErr());
        return backend;
    }

    /**
     * A solver declared in a file rather than built in (a {@code solvers.json} found in the working directory, or
     * {@code --solvers FILE}) runs its command on the user's behalf: say which command and which file, once, before
     * its first use.
     */
    public static void sayWhereDeclared(SolverBackend backend, PrintWriter err) {
        if (backend instanceof ExternalBackend e && e.declaredIn().isPresent()) {
            err.println("sudokulab: " + e.id() + " runs `" + e.command() + "` as declared in "
                    + e.declaredIn().get());
            err.flush();
        }
    }
}
