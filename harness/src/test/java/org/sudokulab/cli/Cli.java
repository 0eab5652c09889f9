package org.sudokulab.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

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
}
