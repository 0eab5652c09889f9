package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** The 9x9 total from band signatures, the published band figures, and the 44-class table's sums. */
class BandCountTest {
    @Test
    void nineByNineGridsAndTheFortyFourClasses() {
        BandCount counter = new BandCount();
        BandCount.Result r = counter.count(() -> false);
        assertEquals(new BigInteger("6670903752021072936960"), r.grids());
        assertEquals(2_612_736L, r.topBands());
        assertEquals(36_288L, r.reducedBands());
        assertEquals(44, r.classes().size());
        assertEquals(2_612_736L, r.classes().stream().mapToLong(BandCount.BandClass::bands).sum());
        BigInteger fromTable = r.classes().stream()
                .map(c -> BigInteger.valueOf(c.bands()).multiply(BigInteger.valueOf(c.completions())))
                .reduce(BigInteger.ZERO, BigInteger::add).multiply(BigInteger.valueOf(362_880));
        assertEquals(r.grids(), fromTable);
        int[][] band = {{0, 1, 2, 3, 4, 5, 6, 7, 8}, {3, 4, 5, 6, 7, 8, 0, 1, 2}, {6, 7, 8, 0, 1, 2, 3, 4, 5}};
        assertEquals(7_802_998_272L, counter.completions(band));

        java.util.List<BandOrbits.Orbit> orbits = BandOrbits.of(counter, () -> false);
        assertEquals(416, orbits.size());
        assertEquals(36_288L, orbits.stream().mapToLong(BandOrbits.Orbit::reducedBands).sum());
        // every orbit lies in one class of equal completions, and together they meet all 44
        assertEquals(44, orbits.stream().mapToLong(BandOrbits.Orbit::completions).distinct().count());
        for (BandCount.BandClass c : r.classes()) {
            long inClass = orbits.stream().filter(o -> o.completions() == c.completions())
                    .mapToLong(BandOrbits.Orbit::reducedBands).sum();
            assertEquals(BandCount.Result.reducedSize(c), inClass, "class with C = " + c.completions());
        }
    }

    @Test
    void twoBandCountsMatchEnumerationAndThePublishedEightByEight() {
        for (int rows = 2; rows <= 3; rows++) {
            org.sudokulab.api.Geometry g = org.sudokulab.api.Geometry.boxes(2, rows);
            BigInteger enumerated = BigInteger.valueOf(GridEnumerator.countOverFirstRow(g))
                    .multiply(GridEnumerator.factorial(g.size()));
            assertEquals(enumerated, new TwoBandCount(rows).count().grids(), "2x" + rows);
        }
        assertEquals(new BigInteger("29136487207403520"), new TwoBandCount(4).count().grids());
    }
}
