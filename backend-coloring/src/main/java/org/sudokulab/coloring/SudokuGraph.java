package org.sudokulab.coloring;

import org.jgrapht.Graph;
import org.jgrapht.Graphs;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * The sudoku graph (thesis section 3.2) as a JGraphT graph: vertex {@code cell} for each cell, an edge between
 * two cells of the same house or killer cage, plus n colour vertices {@code cells + k} (colour k+1) forming a
 * clique. A given cell with digit g is joined to every colour vertex but g's: JGraphT has no pre-colouring,
 * and this standard reduction makes "proper colouring with the colour vertices fixed" mean "solution".
 */
final class SudokuGraph {
    final Graph<Integer, DefaultEdge> graph;
    final int n;
    final int cells;

    SudokuGraph(Puzzle puzzle) {
        Geometry g = puzzle.geometry();
        n = g.size();
        cells = g.cellCount();
        graph = new SimpleGraph<>(DefaultEdge.class);
        for (int v = 0; v < cells + n; v++) {
            graph.addVertex(v);
        }
        for (int h = 0; h < g.houseCount(); h++) {
            clique(g.house(h));
        }
        for (Cage cage : puzzle.cages()) {
            clique(cage.cells());
        }
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                graph.addEdge(cells + a, cells + b);
            }
        }
        for (int cell = 0; cell < cells; cell++) {
            int given = puzzle.given(cell);
            if (given != 0) {
                for (int colour = 1; colour <= n; colour++) {
                    if (colour != given) {
                        graph.addEdge(cell, cells + colour - 1);
                    }
                }
            }
        }
    }

    private void clique(int[] members) {
        for (int i = 0; i < members.length; i++) {
            for (int j = i + 1; j < members.length; j++) {
                if (!graph.containsEdge(members[i], members[j])) {
                    graph.addEdge(members[i], members[j]);
                }
            }
        }
    }

    /** Cell neighbours of each cell, read off the graph (colour vertices left out). */
    int[][] cellNeighbours() {
        int[][] out = new int[cells][];
        for (int cell = 0; cell < cells; cell++) {
            out[cell] = Graphs.neighborListOf(graph, cell).stream()
                    .filter(v -> v < cells)
                    .mapToInt(Integer::intValue)
                    .toArray();
        }
        return out;
    }

    /** Colours (bit k for colour k) each cell may take: those whose colour vertex is not its neighbour. */
    long[] allowedColours() {
        long all = ((1L << n) - 1) << 1;
        long[] out = new long[cells];
        for (int cell = 0; cell < cells; cell++) {
            long allowed = all;
            for (int v : Graphs.neighborListOf(graph, cell)) {
                if (v >= cells) {
                    allowed &= ~(1L << (v - cells + 1));
                }
            }
            out[cell] = allowed;
        }
        return out;
    }
}
