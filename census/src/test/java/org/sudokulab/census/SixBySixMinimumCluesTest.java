package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Counter;

/** The 6x6 minimum: no 7-clue puzzle is unique (all 49 classes), and an 8-clue one is (about 4 s). */
class SixBySixMinimumCluesTest {
    /**
     * The hitting-set search must see every unique puzzle: on both 4x4 classes it finds exactly as many unique
     * 4- and 5-clue puzzles as brute force over all restrictions of the grid.
     */
    @Test
    void hittingSetSearchMatchesBruteForceOnFourByFour() {
        Geometry g = Geometry.boxes(2, 2);
        Counter dlx = new Counter(Backends.discover().find("dlx").orElseThrow(), Limits.none());
        SmallBoards boards = new SmallBoards(g);
        for (int[] grid : EssentialGrids.of(g, () -> false).representatives()) {
            int[] counts = new int[1 << 16];
            boards.counts(boards.indexOf(grid), counts);
            for (int clues = 3; clues <= 5; clues++) {
                long brute = 0;
                for (int mask = 0; mask < counts.length; mask++) {
                    brute += Integer.bitCount(mask) == clues && counts[mask] == 1 ? 1 : 0;
                }
                MinClueProof.Report r = new MinClueProof(dlx, 8).prove(g, java.util.List.of(grid), clues, () -> false, x -> { });
                assertEquals(brute, r.unique(), clues + " clues");
            }
        }
    }

    @Test
    void noSevenCluePuzzleIsUniqueAndAnEightClueOneIs() {
        Geometry g = Geometry.boxes(2, 3);
        Counter dlx = new Counter(Backends.discover().find("dlx").orElseThrow(), Limits.none());
        EssentialGrids.Classes classes = EssentialGrids.of(g, () -> false);
        assertEquals(49, classes.representatives().size());
        MinClueProof proof = new MinClueProof(dlx, 8);
        MinClueProof.Report seven = proof.prove(g, classes.representatives(), 7, () -> false,
                r -> System.out.println("grid " + r.index() + ": " + r.unavoidableSets() + " unavoidable sets, "
                        + r.hittingSets() + " hitting sets counted, " + r.unique() + " unique"));
        System.out.println("7 clues: " + seven.hittingSets() + " puzzles counted, " + seven.unique() + " unique, " + seven.millis() + " ms");
        assertTrue(seven.noneUnique());
        int[] eight = MinClueSearch.uniqueWith(g, classes.representatives(), 8, dlx);
        assertEquals(8, new Puzzle(g, eight).clueCount());
        assertEquals(1, dlx.count(new Puzzle(g, eight), 2));
    }
}
