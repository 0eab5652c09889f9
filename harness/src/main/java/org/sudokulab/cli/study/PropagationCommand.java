package org.sudokulab.cli.study;

import java.nio.file.Path;
import java.util.List;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.study.PropagationStudy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code sudokulab study propagation}: reads the options into {@link PropagationStudy#plan} and runs it. */
@Command(
        name = "propagation",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "The share of each corpus that each paradigm decides with no guess, level by level: SAT encodings "
                    + "under unit propagation, failed literals, hyper-binary resolution and binary failed literals; "
                    + "Dancing Links' forced choices; Choco's allDifferent levels with and without shaving.",
            "Beside each share: the published one (Lynce & Ouaknine 2006, tdoku's benchmarks), and the encodings' "
                    + "clause counts. With no FILE: the bundled 17-clue and hard samples.",
            "Exit code 0: all answers agree; 1: a WRONG answer or unreadable input; 130: interrupted."
        })
public final class PropagationCommand extends StudyRun {
    @Parameters(arity = "0..*", paramLabel = "FILE", description = "Puzzle files (for example the 17-clue list).")
    List<Path> files;

    @Option(
            names = "--sample",
            defaultValue = "0",
            paramLabel = "N",
            description = "Take N puzzles per corpus, drawn with the seed (0: all). Default: ${DEFAULT-VALUE}.")
    int sample;

    @Override
    String name() {
        return "propagation";
    }

    @Override
    BenchPlan plan(String command) {
        return PropagationStudy.plan(
                files == null
                        ? List.of()
                        : files.stream().map(BenchPlan.CorpusRef::file).toList(),
                backendIds,
                sample,
                seed,
                timeoutMillis(10_000),
                threads,
                command);
    }
}
