package org.sudokulab.harness;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchTree;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Symbols;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code move}, {@code hint} and {@code tree}: one puzzle at a time, for people solving or teaching. */
final class BoardCommands {
    private BoardCommands() {
    }

    /** Backend, timeout and box-shape options, and reading the PUZZLE argument. */
    abstract static class OnePuzzle implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = {"-b", "--backend"}, defaultValue = "dlx", paramLabel = "ID", description = "Backend. Default: ${DEFAULT-VALUE}.")
        String backendId;

        @Option(names = "--timeout", converter = DurationConverter.class, paramLabel = "DURATION", description = "Time limit per search.")
        Duration timeout;

        @Option(names = "--boxes", paramLabel = "RxC", description = "Box shape for a plain line whose length is ambiguous.")
        String boxes;

        SolverBackend backend() {
            Backends backends = Backends.discover();
            return backends.find(backendId).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                    "unknown backend '" + backendId + "'; known: " + String.join(", ", backends.ids())));
        }

        Limits limits() {
            return timeout == null ? Limits.none() : Limits.of(timeout);
        }

        Puzzle puzzle(String arg) {
            try {
                return BoardTools.argument(arg, boxes == null ? ReadOptions.DEFAULT : ReadOptions.boxes(boxes));
            } catch (java.io.IOException | IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "PUZZLE: " + e.getMessage());
            }
        }
    }

    @Command(name = "move", mixinStandardHelpOptions = true,
            description = {"Check placing digit D at row R, column C (1-based): 'conflict' (breaks a rule at once),",
                    "'unsolvable' (legal, but no solution is left), 'correct' (unique puzzle: the solution's digit),",
                    "'solvable' (several solutions, one has it), or 'filled'."})
    static final class Move extends OnePuzzle {
        @Parameters(index = "0", paramLabel = "PUZZLE", description = "A puzzle line (any form) or a file (its first puzzle).")
        String puzzleArg;

        @Parameters(index = "1", paramLabel = "R") int row;
        @Parameters(index = "2", paramLabel = "C") int col;
        @Parameters(index = "3", paramLabel = "D", description = "Digit in the puzzle's alphabet (1-9, A, B, ...).") String digit;

        @Override
        public Integer call() {
            Puzzle p = puzzle(puzzleArg);
            int n = p.size();
            if (row < 1 || row > n || col < 1 || col > n) {
                throw new CommandLine.ParameterException(spec.commandLine(), "R and C must be between 1 and " + n);
            }
            int d = digit.length() == 1 ? Symbols.valueOf(digit.charAt(0)) : -1;
            if (d < 1 || d > n) {
                throw new CommandLine.ParameterException(spec.commandLine(), "D must be one of " + Symbols.rangeText(n) + ", got '" + digit + "'");
            }
            spec.commandLine().getOut().println(BoardTools.move(p, (row - 1) * n + col - 1, d, backend(), limits()));
            return Main.EXIT_OK;
        }
    }

    @Command(name = "hint", mixinStandardHelpOptions = true,
            description = {"One placement: a naked or hidden single when there is one, else one proven by the solver",
                    "(unique puzzles). Prints 'rRcC = D  (kind: why)'."})
    static final class Hint extends OnePuzzle {
        @Parameters(index = "0", paramLabel = "PUZZLE", description = "A puzzle line (any form) or a file (its first puzzle).")
        String puzzleArg;

        @Option(names = "--next", description = "Also print the puzzle with the placement made (to feed the next hint).")
        boolean next;

        @Option(names = "--pretty", description = "Also draw the board with the placement made.")
        boolean pretty;

        @Override
        public Integer call() {
            Puzzle p = puzzle(puzzleArg);
            PrintWriter out = spec.commandLine().getOut();
            String[] why = new String[1];
            BoardTools.Hint h = BoardTools.hint(p, backend(), limits(), why);
            if (h == null) {
                out.println("no hint: " + why[0]);
                return Main.EXIT_OK;
            }
            out.println(h.text(p.size()));
            int[] v = p.givens();
            v[h.cell()] = h.digit();
            Puzzle after = p.withGivens(v);
            if (next) {
                out.println(PuzzleReader.toLine(after));
            }
            if (pretty) {
                out.print(BoardPrinter.render(after, v));
            }
            return Main.EXIT_OK;
        }
    }

    @Command(name = "tree", mixinStandardHelpOptions = true,
            description = {"Draw the decision tree of a backend's search on a small board as SVG: nodes are the",
                    "placements tried; solutions green, dead ends red. Backends that can trace: backtrack (default), dlx."})
    static final class Tree extends OnePuzzle {
        @Parameters(index = "0", paramLabel = "PUZZLE", description = "A puzzle line (any form) or a file (its first puzzle).")
        String puzzleArg;

        @Option(names = "--svg", required = true, paramLabel = "FILE", description = "Where to write the SVG.")
        Path svg;

        @Option(names = "--max-nodes", defaultValue = "3000", paramLabel = "N",
                description = "Refuse trees larger than this. Default: ${DEFAULT-VALUE}.")
        int maxNodes;

        @Override
        public Integer call() throws Exception {
            if (spec.commandLine().getParseResult().matchedOption("--backend") == null) {
                backendId = "backtrack";
            }
            Puzzle p = puzzle(puzzleArg);
            SolverBackend b = backend();
            if (!(b instanceof SearchTree.Traceable traceable)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "backend " + b.id()
                        + " cannot record its search tree; use -b backtrack or -b dlx");
            }
            SearchTree tree;
            try {
                tree = traceable.trace(p, maxNodes);
            } catch (IllegalArgumentException e) {
                spec.commandLine().getErr().println("sudokulab: " + e.getMessage());
                return Main.EXIT_FAILED;
            }
            Files.writeString(svg, svg(tree, p), StandardCharsets.UTF_8);
            spec.commandLine().getOut().printf("%d nodes, %d solutions, %d dead ends (%s); wrote %s%n", tree.nodes().size(),
                    tree.count(SearchTree.Kind.SOLUTION), tree.count(SearchTree.Kind.DEAD_END), b.id(), svg);
            return Main.EXIT_OK;
        }

        /** Leaves side by side in search order, each parent centred over its children, one row per depth. */
        static String svg(SearchTree tree, Puzzle p) {
            List<SearchTree.Node> nodes = tree.nodes();
            List<List<Integer>> children = new ArrayList<>();
            for (int i = 0; i < nodes.size(); i++) {
                children.add(new ArrayList<>());
            }
            for (SearchTree.Node node : nodes) {
                if (node.parent() >= 0) {
                    children.get(node.parent()).add(node.id());
                }
            }
            double[] x = new double[nodes.size()];
            int[] depth = new int[nodes.size()];
            double[] nextLeaf = {0};
            int maxDepth = place(0, 0, children, x, depth, nextLeaf);
            double dx = 44;
            double dy = 56;
            double width = Math.max(1, nextLeaf[0]) * dx + 40;
            double height = (maxDepth + 1) * dy + 40;
            StringBuilder s = new StringBuilder(String.format(Locale.ROOT,
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" font-family=\"sans-serif\" font-size=\"10\">%n"
                            + "<title>search tree: %d nodes, %d solutions, %d dead ends</title>%n", width, height, nodes.size(),
                    tree.count(SearchTree.Kind.SOLUTION), tree.count(SearchTree.Kind.DEAD_END)));
            for (SearchTree.Node node : nodes) {
                if (node.parent() >= 0) {
                    s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#999\"/>%n",
                            20 + x[node.parent()] * dx + dx / 2, 20 + depth[node.parent()] * dy + 8,
                            20 + x[node.id()] * dx + dx / 2, 20 + depth[node.id()] * dy - 8));
                }
            }
            int n = p.size();
            for (SearchTree.Node node : nodes) {
                String fill = switch (node.kind()) {
                    case ROOT -> "#4e79a7";
                    case SOLUTION -> "#59a14f";
                    case DEAD_END -> "#e15759";
                    case TRIED -> "#ffffff";
                };
                String label = node.kind() == SearchTree.Kind.ROOT ? "start"
                        : node.cell() < 0 ? "cage set" : BoardTools.cellName(node.cell(), n) + "=" + Symbols.toChar(node.digit());
                double cx = 20 + x[node.id()] * dx + dx / 2;
                double cy = 20 + depth[node.id()] * dy;
                s.append(String.format(Locale.ROOT, "<g class=\"%s\"><circle cx=\"%.1f\" cy=\"%.1f\" r=\"8\" fill=\"%s\" stroke=\"#333\"/>"
                                + "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text></g>%n",
                        node.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'), cx, cy, fill, cx, cy + 20, label));
            }
            return s.append("</svg>\n").toString();
        }

        private static int place(int id, int d, List<List<Integer>> children, double[] x, int[] depth, double[] nextLeaf) {
            depth[id] = d;
            List<Integer> kids = children.get(id);
            if (kids.isEmpty()) {
                x[id] = nextLeaf[0]++;
                return d;
            }
            int deepest = d;
            for (int k : kids) {
                deepest = Math.max(deepest, place(k, d + 1, children, x, depth, nextLeaf));
            }
            x[id] = (x[kids.get(0)] + x[kids.get(kids.size() - 1)]) / 2;
            return deepest;
        }
    }
}
