package org.sudokulab.census;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;

/**
 * The minimal unique puzzles whose solution is {@code grid}: all of them ({@code exhaustive}) on boards small
 * enough to list every restriction, else the distinct ones met in {@code tried} random removal orders.
 */
public record MinimalPuzzles(
        Grid grid, boolean exhaustive, int tried, int count, Map<Integer, Integer> byClues, List<Puzzle> puzzles) {

    /** Every minimal unique puzzle of a grid of a small board ({@link SmallBoards#MAX_CELLS} cells at most). */
    public static MinimalPuzzles all(Geometry g, int[] grid) {
        SmallBoards boards = new SmallBoards(g);
        int k = boards.indexOf(grid);
        List<Puzzle> puzzles = new ArrayList<>();
        for (int mask : boards.minimalPuzzles(k)) {
            puzzles.add(new Puzzle(g, boards.restrict(k, mask)));
        }
        return of(new Grid(grid), true, 0, puzzles);
    }

    /** The distinct minimal puzzles among those a sampler met, one per removal order tried. */
    public static MinimalPuzzles sampled(Grid grid, List<Puzzle> met) {
        return of(grid, false, met.size(), List.copyOf(new LinkedHashSet<>(met)));
    }

    private static MinimalPuzzles of(Grid grid, boolean exhaustive, int tried, List<Puzzle> puzzles) {
        Map<Integer, Integer> byClues = new TreeMap<>();
        for (Puzzle p : puzzles) {
            byClues.merge(p.clueCount(), 1, Integer::sum);
        }
        return new MinimalPuzzles(grid, exhaustive, tried, puzzles.size(), byClues, List.copyOf(puzzles));
    }

    /** The same figures without the list of puzzles ({@code puzzles} null), for output that does not ask for it. */
    public MinimalPuzzles withoutList() {
        return new MinimalPuzzles(grid, exhaustive, tried, count, byClues, null);
    }
}
