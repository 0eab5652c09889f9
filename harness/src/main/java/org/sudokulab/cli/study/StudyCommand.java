package org.sudokulab.cli.study;

import org.sudokulab.cli.ExitCode;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code sudokulab study NAME}: the field's published experiments, run as benches of instruments. */
@Command(
        name = "study",
        mixinStandardHelpOptions = true,
        subcommands = {PropagationCommand.class, HardnessCommand.class, ScalingCommand.class},
        description = {
            "Reproduce a published experiment on solving, with the published figures beside ours.",
            "Each study is a bench run (same journal, resume, seed and cross-checking) with its own report: "
                    + "study.md, study.json and study.html beside the bench's files."
        })
public final class StudyCommand implements java.util.concurrent.Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCode.USAGE;
    }
}
