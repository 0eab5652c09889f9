package org.sudokulab.harness;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code sudokulab} command line. Exit codes: 0 all done, 1 bad input or failed check, 2 usage error. */
@Command(name = "sudokulab", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Solve, count and compare Sudoku puzzles through interchangeable solving paradigms.",
        subcommands = {BackendsCommand.class, SolveCommand.class, CountCommand.class, BenchCommand.class,
                GenerateCommand.class, SurveyCommand.class, BoardCommands.Move.class, BoardCommands.Hint.class,
                BoardCommands.Tree.class, CensusCommand.class, BenchWorkerCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    public static final int EXIT_OK = 0;
    public static final int EXIT_FAILED = 1;
    public static final int EXIT_USAGE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command (backends, solve, count, bench)");
    }

    public static void main(String[] args) {
        System.exit(execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams; returns the exit code (used by tests too). */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(out);
        cli.setErr(err);
        cli.setExitCodeExceptionMapper(e -> e instanceof CommandLine.ParameterException ? EXIT_USAGE : EXIT_FAILED);
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (e instanceof CommandLine.ParameterException pe) {
                throw pe;
            }
            commandLine.getErr().println("sudokulab: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            if (System.getenv("SUDOKULAB_DEBUG") != null) {
                e.printStackTrace(commandLine.getErr());
            }
            return EXIT_FAILED;
        });
        return cli.execute(args);
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"sudokulab " + (v == null ? "(development build)" : v)};
        }
    }
}
