package org.sudokulab.cli.board;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchTree;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
import org.sudokulab.cli.CtrlC;
import org.sudokulab.cli.ExitCode;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tree PUZZLE --svg FILE}: the decision tree of a search, for teaching. */
@Command(
        name = "tree",
        mixinStandardHelpOptions = true,
        description = {
            "Draw the decision tree of a backend's search on a small board as SVG.",
            "Nodes are the placements tried; solutions green, dead ends red. Backends that can trace: backtrack "
                    + "(default), dlx."
        })
public final class TreeCommand extends BoardCommand {
    @Option(names = "--svg", required = true, paramLabel = "FILE", description = "Where to write the SVG.")
    Path svg;

    @Option(
            names = "--max-nodes",
            defaultValue = "3000",
            paramLabel = "N",
            description = "Refuse trees larger than this. Default: ${DEFAULT-VALUE}.")
    int maxNodes;

    @Override
    public Integer call() throws Exception {
        if (maxNodes < 1) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "--max-nodes must be at least 1, got " + maxNodes);
        }
        Puzzle p = puzzle();
        SolverBackend b = backend.backend("backtrack");
        if (!(b instanceof SearchTree.Traceable traceable)) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(),
                    "backend " + b.id() + " cannot record its search tree; use -b backtrack or -b dlx");
        }
        Cancellation cancellation = new Cancellation();
        PrintWriter err = spec.commandLine().getErr();
        // Open until the outcome is printed: on Ctrl-C or SIGTERM the JVM exits as soon as the hook is released.
        try (CtrlC ctrlC = CtrlC.install(cancellation)) {
            // said before the search, which may be long: from here on Ctrl-C stops the search, not the JVM
            err.printf("sudokulab tree: recording the search of %s (at most %,d nodes)%n", b.id(), maxNodes);
            err.flush();
            SearchTree tree;
            try {
                tree = traceable.trace(p, maxNodes, timeout.limits(cancellation));
            } catch (IllegalArgumentException e) {
                err.println("sudokulab: " + e.getMessage());
                err.flush();
                return ExitCode.FAILED;
            }
            if (!tree.complete()) {
                err.printf(
                        "sudokulab: the search stopped (%s) after %,d nodes; no tree written%n",
                        tree.termination(), tree.nodes().size());
                err.flush();
                return tree.termination() == Termination.CANCELLED ? ExitCode.INTERRUPTED : ExitCode.FAILED;
            }
            Files.writeString(svg, TreeSvg.of(tree, p), StandardCharsets.UTF_8);
            PrintWriter out = spec.commandLine().getOut();
            out.printf(
                    "%d nodes, %d solutions, %d dead ends (%s); wrote %s%n",
                    tree.nodes().size(),
                    tree.count(SearchTree.Kind.SOLUTION),
                    tree.count(SearchTree.Kind.DEAD_END),
                    b.id(),
                    svg);
            out.flush();
            return ExitCode.OK;
        }
    }
}
