package org.sudokulab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Properties;
import org.sudokulab.cli.bench.BenchCommand;
import org.sudokulab.cli.board.HintCommand;
import org.sudokulab.cli.board.MoveCommand;
import org.sudokulab.cli.board.TreeCommand;
import org.sudokulab.cli.census.CensusCommand;
import org.sudokulab.cli.generate.GenerateCommand;
import org.sudokulab.cli.generate.SurveyCommand;
import org.sudokulab.cli.study.StudyCommand;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code sudokulab} command line: the subcommands, and how errors become exit codes ({@link ExitCode}). */
@Command(
        name = Main.NAME,
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "Solve, count and compare Sudoku puzzles through interchangeable solving paradigms.")
public final class Main implements Runnable {
    static final String NAME = "sudokulab";

    /**
     * The commands, in the order the help lists them: a class picocli reads the annotations of, or for {@code solve}
     * and {@code count}, whose model is built in code ({@link PuzzleCommand#commandSpec}), the command itself.
     */
    private static List<Object> commands() {
        return List.of(
                BackendsCommand.class,
                new SolveCommand(),
                new CountCommand(),
                BenchCommand.class,
                GenerateCommand.class,
                SurveyCommand.class,
                MoveCommand.class,
                HintCommand.class,
                TreeCommand.class,
                CensusCommand.class,
                StudyCommand.class,
                ExportCommand.class,
                TrustCommand.class,
                AutoComplete.GenerateCompletion.class,
                CommandLine.HelpCommand.class);
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command (backends, solve, count, bench)");
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(StdoutWriter.standardOutput(), true);
        int exit;
        try {
            exit = execute(args, out, new PrintWriter(System.err, true));
        } catch (OutOfMemoryError e) { // the stack unwound: there is room to say it, not to print a JVM trace
            System.err.println("sudokulab: out of memory (" + e.getMessage() + "); give the JVM more heap "
                    + "(SUDOKULAB_JAVA_OPTS=-Xmx4g, say). A bench's finished calls are in its journal: --resume "
                    + "DIR then writes the report.");
            exit = ExitCode.FAILED;
        }
        System.exit(exit);
    }

    /** Runs the command line with the given streams; returns the exit code (used by tests too). */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = commandLine(args);
        cli.setOut(out);
        cli.setErr(err);
        Failures failures = new Failures();
        cli.setExitCodeExceptionMapper(failures);
        cli.setExecutionExceptionHandler(failures);
        return cli.execute(args);
    }

    /**
     * The command line for {@code args}. picocli reads the annotations of every command it is given, and all of
     * them took a quarter of a second, most of the start-up of a one-puzzle {@code solve}: when the first argument
     * names a command, only that one is built, under a bare root of the same name, and {@code --version} alone
     * gets the bare root (0.53 s with the whole tree, 0.17 s without). {@code solve} and {@code count} are built
     * in code, so that answering a puzzle reads no annotations at all (docs/cli.md, Start-up). Anything else (no
     * command, another option first, {@code help}, completion) gets the whole tree.
     */
    static CommandLine commandLine(String[] args) {
        // picocli registers converters for java.time and java.sql types by reflection, loading about 100 classes
        // (DateTimeFormatterBuilder's among them) that no option here uses: durations have their own converter.
        // One puzzle: 134 against 137 ms, medians of 15 alternated runs.
        if (System.getProperty(CONVERTERS_EXCLUDED) == null) {
            System.setProperty(CONVERTERS_EXCLUDED, "java\\.time\\..*,java\\.sql\\..*");
        }
        if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
            return new CommandLine(bareRoot());
        }
        if (args.length > 0) {
            for (Object command : commands()) { // solve and count first: finding them reads no annotation
                if (command instanceof PuzzleCommand puzzles && puzzles.name().equals(args[0])) {
                    return new CommandLine(bareRoot().addSubcommand(args[0], model(puzzles)));
                }
            }
            for (Object command : commands()) {
                if (command instanceof Class<?> c
                        && !c.getName().startsWith("picocli.")
                        && c.getAnnotation(Command.class).name().equals(args[0])) {
                    return new CommandLine(bareRoot().addSubcommand(args[0], withVersion(model(c))));
                }
            }
        }
        CommandLine root = new CommandLine(new Main());
        commands().forEach(command -> root.addSubcommand(model(command)));
        return withVersion(root);
    }

    /** The model of one of {@link #commands()}: read from its annotations, or built in code. */
    private static CommandLine model(Object command) {
        return new CommandLine(command instanceof PuzzleCommand puzzles ? puzzles.commandSpec() : command);
    }

    /** picocli's list of built-in converters (class name patterns) it leaves unloaded. */
    private static final String CONVERTERS_EXCLUDED = "picocli.converters.excludes";

    /** {@code cli} with every command under it answering {@code --version} as the root does (picocli: empty). */
    private static CommandLine withVersion(CommandLine cli) {
        if (cli.getCommandSpec().versionProvider() == null) {
            cli.getCommandSpec().versionProvider(new Version());
        }
        cli.getSubcommands().values().forEach(Main::withVersion);
        return cli;
    }

    /** The root command without its subcommands: its name, {@code --help} and {@code --version}. */
    private static CommandLine.Model.CommandSpec bareRoot() {
        CommandLine.Model.CommandSpec root = CommandLine.Model.CommandSpec.wrapWithoutInspection(new Main())
                .name(NAME)
                .versionProvider(new Version());
        CodedOptions.addHelpOptions(root); // picocli's standard help options come from an annotated class
        return root;
    }

    /**
     * How errors become exit codes and messages. A class, not lambdas: the class-data archive could not hold a lambda
     * that implemented one of picocli's interfaces while its class files were Java 5's (picocli-java17 now), so each
     * such lambda was made at start-up, and the interfaces read from the jar.
     */
    private static final class Failures
            implements CommandLine.IExitCodeExceptionMapper, CommandLine.IExecutionExceptionHandler {
        @Override
        public int getExitCode(Throwable e) {
            return e instanceof CommandLine.ParameterException ? ExitCode.USAGE : ExitCode.FAILED;
        }

        @Override
        public int handleExecutionException(Exception e, CommandLine commandLine, CommandLine.ParseResult parseResult) {
            if (e instanceof CommandLine.ParameterException pe) {
                throw pe;
            }
            StdoutWriter.Failed output = outputFailure(e);
            if (output != null) {
                if (output.brokenPipe()) {
                    return ExitCode.BROKEN_PIPE;
                }
                commandLine.getErr().println("sudokulab: cannot write to standard output: " + output.getMessage());
                return ExitCode.FAILED;
            }
            commandLine.getErr().println("sudokulab: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            if (System.getenv("SUDOKULAB_DEBUG") != null) {
                e.printStackTrace(commandLine.getErr());
            }
            return ExitCode.FAILED;
        }
    }

    /** The failed write to stdout behind {@code e}, if any (a worker thread's exception arrives wrapped). */
    private static StdoutWriter.Failed outputFailure(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof StdoutWriter.Failed failed) {
                return failed;
            }
        }
        return null;
    }

    /** The version and the commit the jar was built from (build.properties, filled in by Maven). */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            Properties build = new Properties();
            try (InputStream in = Main.class.getResourceAsStream("build.properties")) {
                if (in != null) {
                    build.load(in);
                }
            }
            return new String[] {describe(build)};
        }

        /** "sudokulab VERSION, commit HASH" (", with local changes" when the tree differed from it). */
        static String describe(Properties build) {
            String version = known(build.getProperty("version"));
            String commit = known(build.getProperty("commit"));
            return "sudokulab " + (version == null ? "(development build)" : version) + ", "
                    + (commit == null
                            ? "commit unknown (built outside a git checkout)"
                            : "commit " + commit
                                    + ("true".equals(build.getProperty("dirty")) ? ", with local changes" : ""));
        }

        /** A value Maven filled in; null for one it left as a ${placeholder} or empty. */
        private static String known(String value) {
            return value == null || value.isBlank() || value.startsWith("${") ? null : value;
        }
    }
}
