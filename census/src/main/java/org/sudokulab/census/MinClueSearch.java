package org.sudokulab.census;

import java.util.List;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Counter;

/** A witness for the minimum: the first unique k-clue puzzle the hitting-set search meets over the classes. */
public final class MinClueSearch {
    private MinClueSearch() {
    }

    public static int[] uniqueWith(Geometry g, List<int[]> representatives, int clues, Counter counter) {
        for (int[] grid : representatives) {
            MinClueProof.Report r = new MinClueProof(counter, 8).prove(g, List.of(grid), clues, () -> false, x -> { });
            if (r.grids().get(0).uniqueClues() != null) {
                return r.grids().get(0).uniqueClues();
            }
        }
        throw new IllegalStateException("no unique " + clues + "-clue puzzle among the classes");
    }
}
