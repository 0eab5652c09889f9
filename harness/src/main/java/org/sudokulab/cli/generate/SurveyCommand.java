package org.sudokulab.cli.generate;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code sudokulab survey ksudoku|removals}: the experiments of seed 000. */
@Command(
        name = "survey",
        mixinStandardHelpOptions = true,
        description = {
            "Experiments over many generated boards: the k-survey and the random-removal distribution.",
            "Boards have 3x3 boxes unless --boxes says otherwise.",
            "Without -b a survey counts with the fastest enumerator for the board: dlx on 6x6, bits elsewhere."
        },
        subcommands = {KSudokuSurveyCommand.class, RemovalsSurveyCommand.class})
public final class SurveyCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing what to survey (ksudoku, removals)");
    }
}
