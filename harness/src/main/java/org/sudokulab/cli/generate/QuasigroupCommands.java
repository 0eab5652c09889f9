package org.sudokulab.cli.generate;

import org.sudokulab.generator.LatinSquareSampler;
import org.sudokulab.generator.Recipe;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Latin squares and the quasigroup completion instances made from them (docs/generate.md, Latin squares). */
final class QuasigroupCommands {
    private QuasigroupCommands() {}

    /** A Latin square's board: its order. */
    abstract static class OfOrder extends GenerateCommand.Generator {
        @Option(names = "--size", required = true, paramLabel = "N", description = "The order (2 to 36).")
        int size;
    }

    /** The chain's moves asked, else n^3. */
    private static long steps(Long given, int n) {
        return given == null ? (long) n * n * n : given;
    }

    @Command(
            name = "latin",
            mixinStandardHelpOptions = true,
            description = "Uniformly random Latin squares of order N, by Jacobson and Matthews' Markov chain "
                    + "(docs/generate.md). Read them back with --latin N.")
    static final class LatinCmd extends OfOrder {
        @Option(
                names = "--steps",
                paramLabel = "K",
                description = "Moves of each chain, from the cyclic square. Default: N^3.")
        Long steps;

        @Override
        Recipe recipe() {
            return new Recipe.Grids(new LatinSquareSampler(size, steps(steps, size)));
        }
    }

    @Command(
            name = "qwh",
            mixinStandardHelpOptions = true,
            description = "Quasigroups with holes (Achlioptas et al. 2000): a random Latin square of order N with "
                    + "H cells emptied; always completable. --balanced spreads the holes evenly over rows and "
                    + "columns (Kautz et al. 2001).")
    static final class QwhCmd extends OfOrder {
        @Option(names = "--holes", required = true, paramLabel = "H", description = "How many cells to empty.")
        int holes;

        @Option(names = "--balanced", description = "H/N holes in every row and column, give or take one.")
        boolean balanced;

        @Option(names = "--steps", paramLabel = "K", description = "Moves of each Latin square's chain. Default: N^3.")
        Long steps;

        @Override
        Recipe recipe() {
            return new Recipe.QuasigroupsWithHoles(size, holes, balanced, steps(steps, size));
        }
    }

    @Command(
            name = "qcp",
            mixinStandardHelpOptions = true,
            description = "Quasigroup completion (Gomes and Selman 1997): P symbols placed at random on an empty "
                    + "Latin square of order N, each allowed by its row and column and none leaving an empty cell "
                    + "without a symbol; it may have no completion.")
    static final class QcpCmd extends OfOrder {
        @Option(names = "--preassigned", required = true, paramLabel = "P", description = "How many symbols to place.")
        int preassigned;

        @Override
        Recipe recipe() {
            return new Recipe.QuasigroupCompletion(size, preassigned);
        }
    }
}
