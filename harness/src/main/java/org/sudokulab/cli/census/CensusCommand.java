package org.sudokulab.cli.census;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code sudokulab census ...}: the mathematics of small boards. Each part asks the census (or the generator)
 * for one result record and prints it: as text (its own class, {@code ...Text}), or with {@code --json} as the same
 * record in JSON, plus the run time and whether it was interrupted.
 */
@Command(
        name = "census",
        mixinStandardHelpOptions = true,
        description = {
            "The mathematics of small boards: minimum clues, grid counts, essentially different grids and more.",
            "Minimum clues, unavoidable sets, the solution counts boards reach, minimal puzzles of a grid, chromatic "
                    + "polynomials, essentially different grids (and their terms by a second method), grid counts, the 9x9 band classes.",
            "Boards have 2x2 boxes unless --boxes says otherwise (or a grid given has another shape)."
        },
        subcommands = {
            MinCluesCommand.class,
            UnavoidableCommand.class,
            KValuesCommand.class,
            MinimalCommand.class,
            ChromaticCommand.class,
            ClassesCommand.class,
            CoverCommand.class,
            GridsCommand.class,
            BandsCommand.class
        })
public final class CensusCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(
                spec.commandLine(),
                "missing what to compute (min-clues, unavoidable, ksudoku, minimal, chromatic, classes, cover, grids, "
                        + "bands)");
    }
}
