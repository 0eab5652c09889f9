package org.sudokulab.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.stream.Stream;

/** Runs the command line in this JVM for tests: exit code, stdout and stderr. */
record Cli(int exit, String out, String err) {
    List<String> lines() {
        return out.lines().toList();
    }

    static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Cli(exit, out.toString(), err.toString());
    }

    /** A command's arguments and more after them: one command line shared by a test's runs, each with its own end. */
    static String[] args(String[] head, String... tail) {
        return Stream.concat(Stream.of(head), Stream.of(tail)).toArray(String[]::new);
    }
}
