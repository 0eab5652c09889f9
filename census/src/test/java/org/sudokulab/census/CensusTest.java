package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolverBackend;

/** The published numbers, computed from scratch; witnesses re-counted by two backends. */
class CensusTest {
    private static final Geometry G4 = Geometry.boxes(2, 2);
    private static final Counter DLX =
            new Counter(Backends.discover().find("dlx").orElseThrow(), Limits.none());
    private static final SolverBackend CP = Backends.discover().find("cp").orElseThrow();

    @Test
    void fourByFourMinimumCluesAndMinimalPuzzles() {
        SmallBoards boards = new SmallBoards(G4);
        assertEquals(288, boards.grids.size());
        SmallBoards.MinClues m = boards.minClues(() -> false);
        assertEquals(4, m.minimum());
        assertEquals(25_728L, m.uniqueByClues().get(4));
        assertEquals(Map.of(4, 25_728L, 5, 58_368L, 6, 1_536L), m.minimalByClues());
        assertEquals(85_632L, m.minimal());
        assertEquals(36, m.essentiallyDifferentMinimal());
        assertEquals(288, m.grids());
        assertEquals(4, m.example().clueCount());
        assertEquals(1, DLX.count(m.example(), 2));
    }

    @Test
    void fourByFourSolutionCountsAreExactlyThePublishedSet() {
        SmallBoards.KValues k = new SmallBoards(G4).kValues(() -> false);
        Set<Integer> expected = new TreeSet<>(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 18, 24, 36, 72, 288));
        assertEquals(expected, k.witness().keySet());
        assertEquals(expected, k.counts());
        assertEquals(11, k.smallestMissing());
        for (Map.Entry<Integer, Puzzle> w : k.witness().entrySet()) {
            Puzzle p = w.getValue();
            assertEquals(w.getKey().longValue(), DLX.count(p, 1000), "dlx, k=" + w.getKey());
            assertEquals(
                    w.getKey().longValue(), CP.count(p, 1000, Limits.none()).count(), "cp, k=" + w.getKey());
        }
    }

    @Test
    void essentiallyDifferentGrids() {
        assertEquals(2, EssentialGrids.of(G4, () -> false).representatives().size());
        EssentialGrids.Classes six = EssentialGrids.of(Geometry.boxes(2, 3), () -> false);
        assertEquals(39_168, six.gridsSeen());
        assertEquals(49, six.representatives().size());
        assertEquals(39_168L, six.sizes().stream().mapToLong(Long::longValue).sum());
        // the second way: Burnside's lemma with the fixed-grid counts summed grid by grid
        EssentialGrids.Burnside b4 = EssentialGrids.burnside(G4, () -> false);
        assertEquals(2, b4.classes());
        assertEquals(288, b4.grids());
        EssentialGrids.Burnside b6 = EssentialGrids.burnside(Geometry.boxes(2, 3), () -> false);
        assertEquals(49, b6.classes());
        assertEquals(28_200_960L, b6.grids());
    }

    @Test
    void chromaticPolynomialOfTheFourByFourSudokuGraph() {
        Chromatic.Polynomial p = Chromatic.of(G4, new int[16]);
        assertEquals(BigInteger.valueOf(288), p.at(4));
        assertEquals(BigInteger.valueOf(166_560), p.at(5));
        assertEquals(BigInteger.ZERO, p.at(3));
        // a partial board: its polynomial at 4 is its solution count
        SmallBoards boards = new SmallBoards(G4);
        int[] board = {1, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 2, 0, 0};
        assertEquals(
                BigInteger.valueOf(boards.count(board)), Chromatic.of(G4, board).at(4));
        assertEquals(
                BigInteger.valueOf(DLX.count(new Puzzle(G4, board), 1000)),
                Chromatic.of(G4, board).at(4));
    }

    @Test
    void unavoidableSetsOfTheThesisGrid() {
        Geometry g9 = Geometry.boxes(3, 3);
        int[] grid = "237841569186795243594326718315674892469582137728139456642918375853467921971253684"
                .chars()
                .map(c -> c - '0')
                .toArray();
        List<int[]> sets = UnavoidableSets.minimal(g9, grid, 6);
        assertTrue(sets.stream().anyMatch(s -> s.length == 4), "some 4-cell set");
        for (int[] s : sets) {
            assertNull(UnavoidableSets.verify(g9, grid, s, DLX), Arrays.toString(s));
        }
    }
}
