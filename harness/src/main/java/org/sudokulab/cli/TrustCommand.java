package org.sudokulab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.sudokulab.external.ExternalSolvers;
import org.sudokulab.external.SolverDeclaration;
import org.sudokulab.external.TrustedFiles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Records that the user trusts a {@code solvers.json} as it is now, so that commands run in its folder read it (its
 * solvers run commands on the user's behalf). Prints what each declared solver runs; a changed file needs trusting
 * again.
 */
@Command(
        name = "trust",
        mixinStandardHelpOptions = true,
        description = {
            "Trust a solvers.json as it is now: commands run in its folder then read it (docs/external.md).",
            "Records the file's path and SHA-256 in $XDG_CONFIG_HOME/sudokulab/trusted-solvers "
                    + "(~/.config/sudokulab/trusted-solvers); a changed file needs trusting again."
        })
final class TrustCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "Declaration files to trust.")
    List<Path> files = new ArrayList<>();

    @Option(names = "--forget", description = "Stop trusting the FILEs instead.")
    boolean forget;

    @Option(names = "--list", description = "List the trusted files, and whether each is still as trusted.")
    boolean list;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        TrustedFiles trust = TrustedFiles.user();
        if (list) {
            for (Map.Entry<String, String> e : trust.entries().entrySet()) {
                out.println(e.getValue() + "  " + e.getKey() + "  " + state(trust, Path.of(e.getKey())));
            }
            return ExitCode.OK;
        }
        if (files.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "name a FILE to trust (or --list)");
        }
        int exit = ExitCode.OK;
        for (Path file : files) {
            Path absolute = file.toAbsolutePath().normalize();
            try {
                if (forget) {
                    out.println((trust.forget(file) ? "no longer trusted: " : "was not trusted: ") + absolute);
                    continue;
                }
                List<String> problems = new ArrayList<>();
                Map<String, SolverDeclaration> declared =
                        ExternalSolvers.declared(file, Files.readAllBytes(file), problems);
                if (!problems.isEmpty()) {
                    problems.forEach(p -> err.println("sudokulab: " + p));
                    err.println("sudokulab: not trusted: " + absolute);
                    exit = ExitCode.FAILED;
                    continue;
                }
                String digest = trust.trust(file);
                out.println("trusted " + absolute + " (SHA-256 " + digest + ") in " + trust.store());
                declared.values()
                        .forEach(d -> out.println("  " + d.id() + " runs `" + String.join(" ", d.command()) + "`"));
            } catch (IOException e) {
                err.println("sudokulab: " + absolute + ": " + ioMessage(e));
                exit = ExitCode.FAILED;
            }
        }
        return exit;
    }

    private static String state(TrustedFiles trust, Path file) {
        try {
            return trust.trusts(file, Files.readAllBytes(file)) ? "as trusted" : "changed since trusted";
        } catch (IOException e) {
            return "missing";
        }
    }

    private static String ioMessage(IOException e) {
        return e instanceof java.nio.file.NoSuchFileException
                ? "no such file"
                : e instanceof java.nio.file.AccessDeniedException
                        ? "permission denied"
                        : e.getMessage() == null ? e.toString() : e.getMessage();
    }
}
