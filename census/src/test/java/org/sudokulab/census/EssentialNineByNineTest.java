package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Burnside over the 9x9 geometric symmetries: 5,472,730,538 essentially different grids (Russell and Jarvis). */
class EssentialNineByNineTest {
    /** The identity's term needs the number of all grids, which BandCountTest computes; here it is taken as given. */
    private static final BigInteger ALL_GRIDS = new BigInteger("6670903752021072936960");

    @Test
    void conjugacyClassesPartitionTheGroup() {
        List<EssentialNineByNine.ConjugacyClass> classes = EssentialNineByNine.conjugacyClasses();
        assertEquals(275, classes.size());
        assertEquals(
                3_359_232L,
                classes.stream()
                        .mapToLong(EssentialNineByNine.ConjugacyClass::size)
                        .sum());
        for (EssentialNineByNine.ConjugacyClass c : classes) {
            assertEquals(0, EssentialNineByNine.GROUP_ORDER % c.size(), "a class size divides the group order");
        }
    }

    @Test
    void essentiallyDifferentGrids() {
        EssentialNineByNine.Result r = EssentialNineByNine.count(ALL_GRIDS, () -> false, (done, all, a) -> {});
        assertTrue(r.complete());
        assertEquals(new BigInteger("18384171550626816"), r.sum());
        assertEquals(BigInteger.valueOf(5_472_730_538L), r.essentiallyDifferent());
        assertEquals(27, r.classes().stream().filter(c -> c.invariant() > 0).count());
    }

    /** The transposition alone: grids equal to a relabelling of their transpose (published: 30,258,432). */
    @Test
    void transposition() {
        int[] transpose = new int[81];
        for (int c = 0; c < 81; c++) {
            transpose[c] = (c % 9) * 9 + c / 9;
        }
        assertEquals(30_258_432L, EssentialNineByNine.invariantGrids(transpose, () -> false));
    }

    /**
     * A symmetry no grid can satisfy: swapping rows 1 and 2 only would need a fixed-point-free involution of 9 digits.
     */
    @Test
    void swappingTwoRowsFixesNothing() {
        int[] swap = new int[81];
        for (int c = 0; c < 81; c++) {
            int r = c / 9;
            swap[c] = (r == 0 ? 1 : r == 1 ? 0 : r) * 9 + c % 9;
        }
        assertEquals(0L, EssentialNineByNine.invariantGrids(swap, () -> false));
    }
}
