package org.sudokulab.cli.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.evidence.Comparison;
import org.sudokulab.bench.pages.ComparisonReport;
import org.sudokulab.bench.run.BenchException;
import org.sudokulab.cli.ExitCode;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code sudokulab bench compare A B}: reads the options, hands the two folders to {@link Comparison}, prints. */
@Command(
        name = "compare",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Compare two bench runs: the answers that changed first, then per backend and corpus the change of the "
                    + "median time with its interval, a paired test and a verdict, and the settings that differ.",
            "Rows are matched by backend, corpus (by SHA-256) and puzzle. A table goes to stdout; compare.md, "
                    + "compare.json and compare.html to --out.",
            "Exit code 0: compared; 1: a folder cannot be read, or --fail-on-regression and a regression."
        })
public final class BenchCompareCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RUN_A", description = "The earlier run's folder (the baseline).")
    Path a;

    @Parameters(index = "1", paramLabel = "RUN_B", description = "The later run's folder.")
    Path b;

    @Option(
            names = "--threshold",
            defaultValue = "5%",
            paramLabel = "PERCENT",
            description = "Noise threshold: a change of median within it is \"no change\" (5%% or 5). Default: "
                    + "${DEFAULT-VALUE}.")
    String threshold;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description =
                    "Where compare.md, compare.json and compare.html go. Default: reports/compare-<UTC timestamp>.")
    Path out;

    @Option(names = "--fail-on-regression", description = "Exit with 1 when any verdict is \"regressed\" (for CI).")
    boolean failOnRegression;

    @Override
    public Integer call() throws Exception {
        double t = threshold();
        PrintWriter err = spec.commandLine().getErr();
        Path dir = out != null ? out : Bench.defaultOutput("compare-");
        try {
            Bench.checkOutput(dir, out == null);
        } catch (BenchException e) {
            err.println("sudokulab: " + (out != null ? "--out " : "") + e.getMessage());
            return ExitCode.USAGE;
        }
        Comparison c;
        try {
            c = Comparison.of(a, b, t);
        } catch (BenchException e) {
            err.println("sudokulab: " + e.getMessage());
            return ExitCode.FAILED;
        }
        try {
            ComparisonReport.write(c, dir);
        } catch (IOException e) {
            err.println("sudokulab: cannot write the comparison to " + dir + ": " + PuzzleReader.reason(e));
            return ExitCode.FAILED;
        }
        PrintWriter outWriter = spec.commandLine().getOut();
        outWriter.print(ComparisonReport.text(c));
        outWriter.flush();
        err.println("sudokulab bench compare: " + c.changes().size() + " answer(s) changed, "
                + c.times().stream()
                        .filter(x -> x.verdict().equals("regressed"))
                        .count() + " regressed, "
                + c.times().stream().filter(x -> x.verdict().equals("improved")).count() + " improved; report: "
                + dir.resolve("compare.md"));
        return failOnRegression && c.regressed() ? ExitCode.FAILED : ExitCode.OK;
    }

    /** The threshold as a fraction: "5%" and "5" are 0.05. */
    private double threshold() {
        String v = threshold.trim();
        try {
            double percent = Double.parseDouble(v.endsWith("%") ? v.substring(0, v.length() - 1) : v);
            if (percent >= 0 && percent < 100) {
                return percent / 100;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new CommandLine.ParameterException(
                spec.commandLine(),
                "--threshold: expected a percentage from 0 to 100 (5% or 5), got '" + threshold + "'");
    }
}
