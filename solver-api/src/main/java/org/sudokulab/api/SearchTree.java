package org.sudokulab.api;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The decision tree of a search on one puzzle, for teaching: node 0 is the puzzle as given; every other node
 * is a placement the search tried ({@code cell} gets {@code digit}) under its parent. A node is a solution
 * when the board was complete there, a dead end when the search found nothing to try below it.
 */
public record SearchTree(List<Node> nodes) {
    public SearchTree {
        nodes = List.copyOf(nodes);
    }

    public enum Kind {
        ROOT,
        TRIED,
        DEAD_END,
        SOLUTION
    }

    public record Node(int id, int parent, int cell, int digit, Kind kind) {}

    public long count(Kind kind) {
        return nodes.stream().filter(n -> n.kind() == kind).count();
    }

    /**
     * Backends whose search can record its tree implement this next to {@link SolverBackend} (only small
     * boards: the tree is kept in memory).
     */
    public interface Traceable {
        /**
         * The whole tree (every solution, no limit), or an {@link IllegalArgumentException} beyond {@code maxNodes}.
         */
        SearchTree trace(Puzzle puzzle, int maxNodes);
    }

    /** Builds a tree as a search runs: {@link #enter} a placement, {@link #leave} it when undone. */
    public static final class Recorder {
        private final int maxNodes;
        private final ArrayList<int[]> nodes = new ArrayList<>();
        private final ArrayDeque<Integer> path = new ArrayDeque<>();

        public Recorder(int maxNodes) {
            this.maxNodes = maxNodes;
            nodes.add(new int[] {0, -1, -1, 0, Kind.ROOT.ordinal()});
            path.push(0);
        }

        public void enter(int cell, int digit) {
            if (nodes.size() >= maxNodes) {
                throw new IllegalArgumentException("the search tree has more than " + maxNodes
                        + " nodes; pick a smaller board or raise the node limit");
            }
            int id = nodes.size();
            nodes.add(new int[] {id, path.peek(), cell, digit, Kind.TRIED.ordinal()});
            path.push(id);
        }

        public void leave() {
            path.pop();
        }

        /** The current node completes the board. */
        public void solution() {
            nodes.get(path.peek())[4] = Kind.SOLUTION.ordinal();
        }

        public SearchTree tree() {
            boolean[] hasChild = new boolean[nodes.size()];
            for (int[] n : nodes) {
                if (n[1] >= 0) {
                    hasChild[n[1]] = true;
                }
            }
            List<Node> out = new ArrayList<>();
            for (int[] n : nodes) {
                Kind kind = Kind.values()[n[4]];
                if (kind == Kind.TRIED && !hasChild[n[0]]) {
                    kind = Kind.DEAD_END;
                }
                out.add(new Node(n[0], n[1], n[2], n[3], kind));
            }
            return new SearchTree(out);
        }
    }
}
