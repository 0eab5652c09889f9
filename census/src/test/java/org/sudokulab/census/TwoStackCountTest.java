package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Geometry;

/**
 * The stack decomposition against the published totals and closed forms (every 6x6 class against the census:
 * CoverTermsTest).
 */
class TwoStackCountTest {
    private static final Geometry EIGHT = Geometry.boxes(2, 4);

    /** All 29,136,487,207,403,520 grids and the 1,673,187 essentially different ones (Russell and Jarvis, 2006). */
    @Test
    void the8x8FiguresComeOutExactly() {
        BurnsideByClasses burnside = new BurnsideByClasses(EIGHT);
        TwoStackCount stacks = new TwoStackCount(EIGHT, () -> false);
        BigInteger sum = BigInteger.ZERO;
        for (BurnsideByClasses.ConjugacyClass c : burnside.conjugacyClasses()) {
            BigInteger a = stacks.a(c.cells());
            if (BurnsideByClasses.isIdentity(c.cells())) {
                assertEquals(new BigInteger("29136487207403520"), a.multiply(GridEnumerator.factorial(8)));
            }
            sum = sum.add(a.multiply(BigInteger.valueOf(c.size())));
        }
        BigInteger[] q = sum.divideAndRemainder(BigInteger.valueOf(burnside.groupOrder()));
        assertEquals(BigInteger.ZERO, q[1]);
        assertEquals(BigInteger.valueOf(1_673_187), q[0]);
    }

    /** Two 2x5 classes that the cover could only estimate, against the census's journal and the closed forms. */
    @Test
    void two10x10ClassesComeOutExactly() {
        Geometry ten = Geometry.boxes(2, 5);
        TwoStackCount stacks = new TwoStackCount(ten, () -> false);
        Map<String, BigInteger> expected = Map.of(
                "rows (1 2)(3 4)(5 6)(7 9)(8 10), columns 1", new BigInteger("164379135836160"),
                "rows (1 2)(3 5)(4 6)(7 9)(8 10), columns 1", new BigInteger("108651431854080"));
        int found = 0;
        for (BurnsideByClasses.ConjugacyClass c : new BurnsideByClasses(ten).conjugacyClasses()) {
            if (expected.containsKey(c.element())) {
                assertEquals(expected.get(c.element()), stacks.a(c.cells()), c.element());
                found++;
            }
        }
        assertEquals(2, found);
    }

    /** A stop read at the first profile ends the count with no result; shapes without two stacks of 2-row boxes are refused. */
    @Test
    void aStopEndsTheCountAndOtherShapesAreRefused() {
        BurnsideByClasses.ConjugacyClass identity = new BurnsideByClasses(EIGHT)
                .conjugacyClasses().stream()
                        .filter(c -> BurnsideByClasses.isIdentity(c.cells()))
                        .findFirst()
                        .orElseThrow();
        assertEquals(null, new TwoStackCount(EIGHT, () -> true).a(identity.cells()));
        assertThrows(IllegalArgumentException.class, () -> new TwoStackCount(Geometry.boxes(3, 3), () -> false));
        assertThrows(IllegalArgumentException.class, () -> new TwoStackCount(Geometry.boxes(2, 2), () -> false));
        assertThrows(IllegalArgumentException.class, () -> new TwoStackCount(Geometry.boxes(3, 2), () -> false));
    }

    /** F, the ordered 1-factorisations, on graphs small enough to list: K(3,3) has 12, a 6-cycle 2. */
    @Test
    void factorisationsOfSmallGraphs() {
        assertEquals(12, StackColourings.factorisations(new int[] {7, 7, 7}, 3));
        assertEquals(2, StackColourings.factorisations(new int[] {3, 6, 5}, 2));
        assertEquals(4, StackColourings.factorisations(new int[] {3, 3, 12, 12}, 2)); // two 4-cycles
        // K(4,4): the Latin squares of order 4, 576
        assertEquals(576, StackColourings.factorisations(new int[] {15, 15, 15, 15}, 4));
    }
}
