package org.sudokulab.api;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The decision tree of a search on one puzzle, for teaching: node 0 is the puzzle as given; every other node
 * is a placement the search tried ({@code cell} gets {@code digit}) under its parent. A node is a solution
 * when the board was complete there, a dead end when the search found nothing to try below it. A search
 * stopped by its time limit or a cancellation leaves a partial tree, with {@code termination} saying so.
 */
public record SearchTree(List<Node> nodes, Termination termination) {
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

    /** The whole tree: the search ran to its end. */
    public boolean complete() {
        return termination == Termination.EXHAUSTED;
    }

    public long count(Kind kind) {
        return nodes.stream().filter(n -> n.kind() == kind).count();
    }

    /**
     * Backends whose search can record its tree implement this next to {@link SolverBackend} (only small
     * boards: the tree is kept in memory).
     */
    public interface Traceable {
        /**
         * The whole tree (every solution, no solution limit), or the part recorded before the time limit or a
         * cancellation of {@code limits} stopped the search; an {@link IllegalArgumentException} beyond
         * {@code maxNodes} or beyond what the heap can hold.
         */
        SearchTree trace(Puzzle puzzle, int maxNodes, Limits limits);
    }

    /** Builds a tree as a search runs: {@link #enter} a placement, {@link #leave} it when undone. */
    public static final class Recorder {
        /**
         * What one node costs until its picture is drawn: its entry here, its {@link Node}, and about a hundred
         * characters of SVG, with the builders' doubling. Measured roughly, kept generous: the bound is there to
         * refuse in time rather than end in an OutOfMemoryError.
         */
        static final long BYTES_PER_NODE = 1024;

        private final int maxNodes;
        private final String limitText;
        private final ArrayList<int[]> nodes = new ArrayList<>();
        private final ArrayDeque<Integer> path = new ArrayDeque<>();

        public Recorder(int maxNodes) {
            if (maxNodes < 1) {
                throw new IllegalArgumentException("the node limit must be at least 1, got " + maxNodes);
            }
            long heapBound = Runtime.getRuntime().maxMemory() / BYTES_PER_NODE;
            this.maxNodes = (int) Math.min(maxNodes, heapBound);
            this.limitText = maxNodes <= heapBound
                    ? "more than " + maxNodes + " nodes; pick a smaller board or raise the node limit"
                    : "more than " + this.maxNodes + " nodes, all this JVM's heap ("
                            + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB) can hold; pick a smaller board";
            nodes.add(new int[] {0, -1, -1, 0, Kind.ROOT.ordinal()});
            path.push(0);
        }

        public void enter(int cell, int digit) {
            if (nodes.size() >= maxNodes) {
                throw new IllegalArgumentException("the search tree has " + limitText);
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

        /** The tree so far; {@code termination} is how the search ended. */
        public SearchTree tree(Termination termination) {
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
            return new SearchTree(out, termination);
        }
    }
}
