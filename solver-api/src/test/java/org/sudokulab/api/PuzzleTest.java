package org.sudokulab.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

class PuzzleTest {
    private static final Geometry NINE = Geometry.boxes(3, 3);

    @Test
    void impossibleCageSumNamesTheRange() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> new Puzzle(NINE, new int[81], List.of(new Cage(47, 0, 1, 2))));
        assertEquals("cage sum 47 is impossible for 3 cells (6..24)", e.getMessage());
    }

    @Test
    void overlappingCagesAreRejected() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> new Puzzle(NINE, new int[81], List.of(new Cage(3, 0, 1), new Cage(4, 1, 2))));
        assertTrue(e.getMessage().contains("in two cages"), e.getMessage());
    }

    @Test
    void conflictingGivensAreAValidPuzzle() {
        int[] givens = new int[81];
        givens[0] = 5;
        givens[1] = 5;
        Puzzle p = new Puzzle(NINE, givens);
        assertEquals(2, p.clueCount());
        assertFalse(p.isKiller());
    }

    @Test
    void givensOutOfRangeAreRejected() {
        int[] givens = new int[16];
        givens[3] = 5;
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> new Puzzle(Geometry.boxes(2, 2), givens));
        assertTrue(e.getMessage().contains("out of range 1..4"), e.getMessage());
    }

    @Test
    void digitSetsOfACage() {
        List<int[]> sets = new Cage(7, 0, 1, 2).digitSets(9, 100);
        assertEquals(1, sets.size());
        Assertions.assertArrayEquals(new int[] {1, 2, 4}, sets.get(0));
        assertEquals(8, new Cage(15, 0, 1, 2).digitSets(9, 100).size());
        assertEquals(0, new Cage(18, 0, 1).digitSets(9, 100).size());
        assertEquals(4, new Cage(15, 0, 1, 2).digitSets(9, 3).size(), "stops after max + 1");
    }

    @Test
    void valueTypesAreImmutable() {
        int[] givens = new int[16];
        Puzzle p = new Puzzle(Geometry.boxes(2, 2), givens);
        givens[0] = 1;
        p.givens()[1] = 2;
        assertEquals(0, p.given(0));
        assertEquals(0, p.given(1));
    }
}
