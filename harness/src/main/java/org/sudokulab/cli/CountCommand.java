package org.sudokulab.cli;

import java.util.Locale;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.AnswerCheck;
import org.sudokulab.api.io.PuzzleEntry;
import picocli.CommandLine;

/** Prints the number of solutions of each puzzle, or {@code >=N} when the search stopped early. */
final class CountCommand extends PuzzleCommand {
    long limit;

    @Override
    String name() {
        return "count";
    }

    @Override
    String[] description() {
        return new String[] {
            "Count the solutions of each puzzle up to --limit, one line per puzzle.",
            "Prints the count, or '>=N' when the search stopped at the limit or the timeout. --limit 2 asks 'is it "
                    + "unique?'."
        };
    }

    @Override
    void addOptions(CommandLine.Model.CommandSpec command) {
        command.addOption(CodedOptions.option(long.class, () -> limit, v -> limit = v, "--limit")
                .defaultValue("1000000")
                .paramLabel("N")
                .description("Stop after N solutions. Default: ${DEFAULT-VALUE}.")
                .build());
    }

    @Override
    void validate() {
        if (limit < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--limit must be at least 1, got " + limit);
        }
    }

    @Override
    Answer answer(SolverBackend backend, PuzzleEntry entry, Limits limits) {
        CountResult r = backend.count(entry.puzzle(), limit, limits);
        String problem = AnswerCheck.ofCount(backend.id(), entry, r);
        String text = (r.exact() ? "" : ">=") + r.count();
        String status =
                switch (r.termination()) {
                    case EXHAUSTED -> "exact";
                    case SOLUTION_LIMIT -> "limit";
                    default -> r.termination().name().toLowerCase(Locale.ROOT);
                };
        return new Answer(text, status, r.count(), r.exact(), r.firstSolution().orElse(null), problem, r.stats());
    }
}
