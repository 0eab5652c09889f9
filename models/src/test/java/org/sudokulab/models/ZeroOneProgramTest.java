package org.sudokulab.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * The 0-1 program on 4x4 boards small enough to list by hand: which variables a given removes, the rows and their
 * right-hand sides, what cannot hold, and the names the exported files use.
 */
class ZeroOneProgramTest {
    private static final Geometry FOUR = Geometry.boxes(2, 2);

    /** A 1 in r1c1 removes value 1 from its row, column and box, and nothing from r4c4. */
    @Test
    void aGivenRemovesItsValueFromThePeersOnly() {
        int[] givens = new int[16];
        givens[0] = 1;
        ZeroOneProgram ip = new ZeroOneProgram(new Puzzle(FOUR, givens));
        assertEquals(List.of(2, 3, 4), valuesOf(ip, 1), "r1c2, a peer in row and box");
        assertEquals(List.of(2, 3, 4), valuesOf(ip, 4), "r2c1, a peer in column and box");
        assertEquals(List.of(2, 3, 4), valuesOf(ip, 5), "r2c2, a peer in the box only");
        assertEquals(List.of(1, 2, 3, 4), valuesOf(ip, 15), "r4c4, no peer");
        // 15 free cells: 4 values each, less one in each of the 7 peers
        assertEquals(15 * 4 - 7, ip.variableCount());
        assertEquals(15, ip.freeCellCount());
        assertEquals(
                IntStream.range(1, 16).boxed().toList(),
                Arrays.stream(ip.freeCells()).boxed().toList());
    }

    /** One row per free cell, then per house and value, with the given's value already met in its houses. */
    @Test
    void rowsArePerFreeCellThenPerHouseAndValue() {
        int[] givens = new int[16];
        givens[0] = 1;
        ZeroOneProgram ip = new ZeroOneProgram(new Puzzle(FOUR, givens));
        List<ZeroOneProgram.Row> rows = ip.rows();
        assertEquals(15 + 12 * 4, rows.size());
        ZeroOneProgram.Row firstCell = rows.get(0);
        assertEquals(3, firstCell.vars().length, "r1c2 takes 2, 3 or 4");
        assertEquals(1, firstCell.lo());
        assertEquals(1, firstCell.hi());
        assertTrue(firstCell.unitCoefficients());
        // the first house is row 1: value 1 is given there, so its row asks for none and has no variable
        ZeroOneProgram.Row rowOneValueOne = rows.get(15);
        assertEquals(0, rowOneValueOne.vars().length);
        assertEquals(0, rowOneValueOne.lo());
        assertEquals(0, rowOneValueOne.hi());
        ZeroOneProgram.Row rowOneValueFour = rows.get(15 + 3);
        assertEquals(3, rowOneValueFour.vars().length);
        assertEquals(1, rowOneValueFour.lo());
        assertFalse(ip.infeasible());
    }

    /**
     * A cage of r1c1 (given 1) and r3c3 summing to 4: r3c3 must hold 3. Its rows: per value at most once (exactly
     * none for the given's value), then the sum of what is left with the digits as coefficients.
     */
    @Test
    void aCageWithAGivenSumsWhatIsLeft() {
        int[] givens = new int[16];
        givens[0] = 1;
        ZeroOneProgram ip = new ZeroOneProgram(new Puzzle(FOUR, givens, List.of(new Cage(4, 0, 10))));
        assertEquals(List.of(2, 3, 4), valuesOf(ip, 10), "the cage makes r3c3 a peer of the given");
        List<ZeroOneProgram.Row> rows = ip.rows();
        assertEquals(15 + 12 * 4 + 4 + 1, rows.size());
        ZeroOneProgram.Row valueOne = rows.get(15 + 48);
        assertEquals(0, valueOne.hi(), "value 1 is in the cage already");
        ZeroOneProgram.Row valueTwo = rows.get(15 + 48 + 1);
        assertEquals(0, valueTwo.lo());
        assertEquals(1, valueTwo.hi());
        ZeroOneProgram.Row sum = rows.get(rows.size() - 1);
        assertEquals(3, sum.lo());
        assertEquals(3, sum.hi());
        assertEquals("[2, 3, 4]", Arrays.toString(sum.coefs()));
        assertFalse(sum.unitCoefficients());
        assertFalse(ip.infeasible());
    }

    @Test
    void whatCannotHoldIsInfeasible() {
        int[] givens = new int[16];
        givens[0] = 1;
        givens[10] = 4;
        // the cage's cells hold 1 and 4, not 4 in all
        assertTrue(new ZeroOneProgram(new Puzzle(FOUR, givens, List.of(new Cage(4, 0, 10)))).infeasible());
        givens[10] = 0;
        assertFalse(new ZeroOneProgram(new Puzzle(FOUR, givens, List.of(new Cage(5, 0, 10)))).infeasible());
        // a 2 in r2c3 and one in r3c2 leave no cell of row 1 for a 2: its row needs one of no variables
        givens[6] = 2;
        givens[9] = 2;
        assertTrue(new ZeroOneProgram(new Puzzle(FOUR, givens)).infeasible());
    }

    @Test
    void namesGiveRowColumnAndValueFromOne() {
        ZeroOneProgram ip = new ZeroOneProgram(new Puzzle(FOUR, new int[16]));
        int k = 4 * 6 + 2; // r2c3 (cell 6), value 3
        assertEquals(6, ip.cellOf(k));
        assertEquals(3, ip.valueOf(k));
        assertEquals("x_2_3_3", ip.name(k));
    }

    @Test
    void anAssignmentWithACellTwiceOrACellMissingIsNoGrid() {
        ZeroOneProgram ip = new ZeroOneProgram(new Puzzle(FOUR, new int[16]));
        boolean[] twice = new boolean[ip.variableCount()];
        for (int cell = 0; cell < 16; cell++) {
            twice[cell * 4] = true;
        }
        twice[1] = true;
        assertNull(ip.decode(twice), "r1c1 holds 1 and 2");
        boolean[] missing = new boolean[ip.variableCount()];
        for (int cell = 1; cell < 16; cell++) {
            missing[cell * 4] = true;
        }
        assertNull(ip.decode(missing), "r1c1 holds nothing");
        int[] notAValue = new int[16];
        assertNull(ip.variablesOf(notAValue), "a grid of zeros sets no variable");
    }

    private static List<Integer> valuesOf(ZeroOneProgram ip, int cell) {
        return IntStream.range(0, ip.variableCount())
                .filter(k -> ip.cellOf(k) == cell)
                .map(ip::valueOf)
                .boxed()
                .toList();
    }
}
