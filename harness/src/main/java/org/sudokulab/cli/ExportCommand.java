package org.sudokulab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.sudokulab.api.io.ParseError;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.models.ModelFormat;
import org.sudokulab.models.ModelWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Writes each puzzle in a standard model format, for solvers outside the toolkit. */
@Command(
        name = "export",
        mixinStandardHelpOptions = true,
        description = {
            "Write each puzzle as a model in a standard format (DIMACS, OPB, LP, MPS, MiniZinc, SMT-LIB, ASP).",
            "The encoding is the one the toolkit's own backends use:",
            "  dimacs    DIMACS CNF (sat-extended clauses; cell-variable map in comment lines)",
            "  opb       pseudo-boolean OPB (sat-pb: cardinalities and killer sums native)",
            "  lp, mps   CPLEX LP, free MPS (the 0-1 program of ip and ip-mip)",
            "  minizinc  MiniZinc .mzn model + .dzn data (cp-sum's model: alldifferent, cage sums)",
            "  smtlib    SMT-LIB 2, QF_LIA (an integer per cell, distinct, cage sums)",
            "  asp       answer-set program for gringo/clingo",
            "Without --out, one stream on stdout (a MiniZinc model followed by its data is one valid file)."
        })
final class ExportCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(
            names = {"-f", "--format"},
            required = true,
            paramLabel = "FORMAT",
            description = "dimacs, opb, lp, mps, minizinc, smtlib or asp.")
    String format;

    @Option(
            names = {"-o", "--out"},
            paramLabel = "DIR",
            description = "Write one file per puzzle (two for minizinc) into DIR, named after the input file and line: "
                    + "puzzles-3.cnf.")
    Path out;

    @Mixin
    BoxesOption boxes;

    @Mixin
    PuzzleFiles puzzleFiles;

    private boolean failed;
    /** The files this run wrote: two inputs of one name in different folders must not overwrite each other. */
    private final java.util.Set<Path> written = new java.util.HashSet<>();

    @Override
    public Integer call() {
        ModelFormat f;
        try {
            f = ModelFormat.of(format);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        if (out != null) {
            try {
                Files.createDirectories(out);
            } catch (IOException e) {
                throw new IllegalStateException("cannot create " + out + ": " + PuzzleReader.reason(e), e);
            }
        }
        boolean read = puzzleFiles.read(boxes.readOptions(), err, () -> false, (file, parsed) -> {
            if (parsed instanceof ParseError e) {
                err.println("sudokulab: " + e);
                failed = true;
            } else {
                export((PuzzleEntry) parsed, f, file);
            }
        });
        failed |= !read;
        spec.commandLine().getOut().flush();
        if (out != null) {
            err.printf("sudokulab: %d files in %s%n", written.size(), out);
        }
        return failed ? ExitCode.FAILED : ExitCode.OK;
    }

    private void export(PuzzleEntry entry, ModelFormat f, String file) {
        List<ModelWriter.ModelFile> models = ModelWriter.write(entry.puzzle(), f, List.of());
        for (ModelWriter.ModelFile m : models) {
            if (out == null) {
                spec.commandLine().getOut().print(m.text());
                continue;
            }
            String base = file.equals("-")
                    ? "stdin"
                    : Path.of(file).getFileName().toString().replaceFirst("\\.[^.]*$", "");
            Path target = out.resolve(base + "-" + entry.line() + "." + m.suffix());
            if (!written.add(target)) {
                throw new IllegalStateException("two inputs would both write " + target
                        + "; export files of one name from different folders into different --out folders");
            }
            try {
                Files.writeString(target, m.text(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException("cannot write " + target + ": " + PuzzleReader.reason(e), e);
            }
        }
    }
}
