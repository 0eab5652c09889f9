package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.Json;

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
                MinClueProof.Report r = new MinClueProof(dlx, 8).prove(g, List.of(grid), clues, () -> false, x -> {});
                assertEquals(brute, r.unique(), clues + " clues");
            }
        }
    }

    @Test
    void noSevenCluePuzzleIsUniqueAndAnEightClueOneIs() {
        Geometry g = Geometry.boxes(2, 3);
        Counter dlx = new Counter(Backends.discover().find("dlx").orElseThrow(), Limits.none());
        MinClueProof.Minimum m = new MinClueProof(dlx, 8).minimum(g, () -> false);
        assertEquals(49, m.classes());
        assertEquals(8, m.minimum());
        assertEquals(
                List.of(0L, 0L, 0L, 0L, 0L, 38L, 9_247L, 532_964L),
                m.steps().stream().map(MinClueProof.Step::hittingSetsCounted).toList());
        assertTrue(
                m.steps().subList(0, 7).stream().allMatch(s -> s.unique() == 0),
                "no puzzle with 7 clues or fewer is unique");
        assertEquals(8, m.witness().clueCount());
        assertEquals(1L, m.witnessCount());
        SolverBackend cp = Backends.discover().find("cp").orElseThrow();
        assertEquals(1, cp.count(m.witness(), 2, Limits.none()).count(), "the witness re-counted by another paradigm");
        // as census min-clues --boxes 2x3 --json prints it
        JsonNode json = Json.mapper().valueToTree(m);
        assertEquals(8, json.get("minimum").asInt(), json.toString());
        assertEquals(m.witness().givensLine(), json.get("witness").asText(), json.toString());
        assertEquals(7, json.get("steps").get(6).get("clues").asInt(), json.toString());
    }
}
