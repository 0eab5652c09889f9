package org.sudokulab.cli.generate;

import java.io.PrintWriter;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.sudokulab.api.Isomorphism;
import org.sudokulab.api.io.ParseError;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleWriter;
import org.sudokulab.cli.BoxesOption;
import org.sudokulab.cli.ExitCode;
import org.sudokulab.cli.PuzzleFiles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudokulab generate isomorphs}: each puzzle read, moved by random {@link Isomorphism}s. */
@Command(
        name = "isomorphs",
        mixinStandardHelpOptions = true,
        description = {
            "Random isomorphs of each puzzle read: the same solution count, met by a search in another order.",
            "Bands, stacks, and the rows and columns within them in a random order, square boxes transposed half",
            "the time, symbols renamed. Bench a corpus's isomorphs to see how much of a time is that order.",
            "An expected count and solution carry over (the solution moved). Jigsaws and killers are refused."
        })
final class IsomorphsCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(
            names = "--count",
            defaultValue = "1",
            paramLabel = "N",
            description = "Isomorphs of each puzzle. Default: ${DEFAULT-VALUE}.")
    int count;

    @Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "Random seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--json", description = "JSON objects instead of the shortest text form.")
    boolean json;

    @Mixin
    BoxesOption boxes;

    @Mixin
    PuzzleFiles puzzleFiles;

    private boolean failed;
    private int made;

    @Override
    public Integer call() {
        if (count < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--count must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SplittableRandom random = new SplittableRandom(seed);
        boolean read = puzzleFiles.read(boxes.readOptions(), err, () -> false, (file, parsed) -> {
            if (parsed instanceof ParseError e) {
                err.println("sudokulab: " + e);
                failed = true;
                return;
            }
            PuzzleEntry entry = (PuzzleEntry) parsed;
            try {
                for (int k = 0; k < count; k++) {
                    Isomorphism moved = Isomorphism.random(entry.puzzle().geometry(), random);
                    PuzzleEntry isomorph = PuzzleEntry.made(
                            "isomorphs",
                            ++made,
                            moved.apply(entry.puzzle()),
                            entry.expectedCount(),
                            entry.expectedSolution().map(moved::apply));
                    out.println(json ? PuzzleWriter.toJson(isomorph) : PuzzleWriter.toLine(isomorph));
                }
            } catch (IllegalArgumentException e) {
                err.printf("sudokulab: %s:%d: no isomorphs: %s%n", entry.source(), entry.line(), e.getMessage());
                failed = true;
            }
        });
        out.flush();
        return failed || !read ? ExitCode.FAILED : ExitCode.OK;
    }
}
