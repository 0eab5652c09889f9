package org.sudokulab.cli.board;

import java.util.concurrent.Callable;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.cli.BackendOption;
import org.sudokulab.cli.BoxesOption;
import org.sudokulab.cli.PuzzleArgument;
import org.sudokulab.cli.TimeoutOption;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** What the board commands share: one PUZZLE argument, a backend, a timeout, a box shape. */
abstract class BoardCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(
            index = "0",
            paramLabel = "PUZZLE",
            description = "A puzzle line (any form) or a file (its first puzzle).")
    String puzzleArg;

    @Mixin
    BackendOption backend;

    @Mixin
    TimeoutOption timeout;

    @Mixin
    BoxesOption boxes;

    Puzzle puzzle() {
        return PuzzleArgument.read(puzzleArg, boxes.readOptions(), spec, "PUZZLE");
    }

    Limits limits() {
        return timeout.limits(new Cancellation());
    }
}
