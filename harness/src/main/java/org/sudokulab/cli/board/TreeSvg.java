package org.sudokulab.cli.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchTree;
import org.sudokulab.api.Symbols;

/** A search tree drawn as SVG: one row per depth, solutions green, dead ends red, each node labelled r1c3=4. */
final class TreeSvg {
    private TreeSvg() {}

    /** Leaves side by side in search order, each parent centred over its children, one row per depth. */
    static String of(SearchTree tree, Puzzle p) {
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
        StringBuilder s = new StringBuilder(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
                        + "font-family=\"sans-serif\" font-size=\"10\">%n"
                        + "<title>search tree: %d nodes, %d solutions, %d dead ends</title>%n",
                width,
                height,
                nodes.size(),
                tree.count(SearchTree.Kind.SOLUTION),
                tree.count(SearchTree.Kind.DEAD_END)));
        for (SearchTree.Node node : nodes) {
            if (node.parent() >= 0) {
                s.append(String.format(
                        Locale.ROOT,
                        "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#999\"/>%n",
                        20 + x[node.parent()] * dx + dx / 2,
                        20 + depth[node.parent()] * dy + 8,
                        20 + x[node.id()] * dx + dx / 2,
                        20 + depth[node.id()] * dy - 8));
            }
        }
        for (SearchTree.Node node : nodes) {
            String fill =
                    switch (node.kind()) {
                        case ROOT -> "#4e79a7";
                        case SOLUTION -> "#59a14f";
                        case DEAD_END -> "#e15759";
                        case TRIED -> "#ffffff";
                    };
            String label = node.kind() == SearchTree.Kind.ROOT
                    ? "start"
                    : node.cell() < 0
                            ? "cage set"
                            : p.geometry().cellName(node.cell()) + "=" + Symbols.toChar(node.digit());
            double cx = 20 + x[node.id()] * dx + dx / 2;
            double cy = 20 + depth[node.id()] * dy;
            s.append(String.format(
                    Locale.ROOT,
                    "<g class=\"%s\"><circle cx=\"%.1f\" cy=\"%.1f\" r=\"8\" fill=\"%s\" stroke=\"#333\"/>"
                            + "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text></g>%n",
                    node.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'),
                    cx,
                    cy,
                    fill,
                    cx,
                    cy + 20,
                    label));
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
