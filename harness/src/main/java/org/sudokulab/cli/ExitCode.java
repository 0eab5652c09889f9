package org.sudokulab.cli;

/** The exit codes of every command, as the README lists them. */
public final class ExitCode {
    /** Every input was answered (unsolvable is an answer) and every check passed. */
    public static final int OK = 0;
    /** Some input could not be read, a check failed (a WRONG answer), or the work could not be done. */
    public static final int FAILED = 1;
    /** The command line was wrong: an unknown option or backend, a bad value. */
    public static final int USAGE = 2;
    /** Stopped by Ctrl-C or SIGTERM, after writing what was finished. */
    public static final int INTERRUPTED = 130;
    /** The reader of standard output went away (a closed pipe): stopped at once, quietly, as SIGPIPE would. */
    public static final int BROKEN_PIPE = 141;

    private ExitCode() {}
}
