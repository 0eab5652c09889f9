package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Geometry;

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
        assertEquals(
                2_612_736L,
                r.classes().stream().mapToLong(BandCount.BandClass::bands).sum());
        BigInteger fromTable = r.classes().stream()
                .map(c -> BigInteger.valueOf(c.bands()).multiply(BigInteger.valueOf(c.completions())))
                .reduce(BigInteger.ZERO, BigInteger::add)
                .multiply(BigInteger.valueOf(362_880));
        assertEquals(r.grids(), fromTable);
        int[][] band = {{0, 1, 2, 3, 4, 5, 6, 7, 8}, {3, 4, 5, 6, 7, 8, 0, 1, 2}, {6, 7, 8, 0, 1, 2, 3, 4, 5}};
        assertEquals(7_802_998_272L, counter.completions(band));

        List<BandOrbits.Orbit> orbits = BandOrbits.of(counter, () -> false);
        assertEquals(416, orbits.size());
        assertEquals(
                36_288L,
                orbits.stream().mapToLong(BandOrbits.Orbit::reducedBands).sum());
        // every orbit lies in one class of equal completions, and together they meet all 44
        assertEquals(
                44,
                orbits.stream()
                        .mapToLong(BandOrbits.Orbit::completions)
                        .distinct()
                        .count());
        for (BandCount.BandClass c : r.classes()) {
            long inClass = orbits.stream()
                    .filter(o -> o.completions() == c.completions())
                    .mapToLong(BandOrbits.Orbit::reducedBands)
                    .sum();
            assertEquals(BandCount.Result.reducedSize(c), inClass, "class with C = " + c.completions());
        }
    }

    @Test
    void twoBandCountsMatchEnumerationAndThePublishedEightByEight() {
        for (int rows = 2; rows <= 3; rows++) {
            Geometry g = Geometry.boxes(2, rows);
            BigInteger enumerated = BigInteger.valueOf(GridEnumerator.countOverFirstRow(g))
                    .multiply(GridEnumerator.factorial(g.size()));
            assertEquals(
                    enumerated,
                    new TwoBandCount(rows).count(() -> false, (done, all) -> {}).grids(),
                    "2x" + rows);
        }
        TwoBandCount.Result eight = new TwoBandCount(4).count(() -> false, (done, all) -> {});
        assertEquals(new BigInteger("29136487207403520"), eight.grids());
        assertEquals(24_010_000L, eight.signatures()); // C(8,4)^4
        assertTrue(eight.complete());
    }

    /** 2x5 (10x10): about 8 s on two cores. */
    @Test
    void twoByFiveGrids() {
        TwoBandCount.Result ten = new TwoBandCount(5).count(() -> false, (done, all) -> {});
        assertEquals(new BigInteger("1903816047972624930994913280000"), ten.grids());
        assertEquals(1_016_255_020_032L, ten.signatures()); // C(10,5)^5
        assertEquals(355, ten.classes());
    }

    /**
     * When every stack puts the same R digits in column 0, a band is two independent Latin squares of order R
     * (digit x stack -> row): N = L(R)^2, with L(5) = 161,280 and L(6) = 812,851,200 (the published numbers of
     * Latin squares).
     */
    @Test
    void aSignatureOfTwoLatinSquares() {
        long[] latinSquares = {0, 0, 2, 12, 576, 161_280, 812_851_200L};
        for (int rows = 2; rows <= 6; rows++) {
            int[] counts = new int[1 << rows];
            counts[0] = rows; // column 0 of every stack
            counts[(1 << rows) - 1] = rows; // column 1 of every stack
            BigInteger l = BigInteger.valueOf(latinSquares[rows]);
            assertEquals(l.multiply(l), new BandColourings(rows).count(counts, () -> false), "2x" + rows);
        }
    }

    /** {@link BandColourings#encodeSix}'s network sorts every input: by the 0-1 principle, the 64 of 0s and 1s tell. */
    @Test
    void theSortingNetworkOfSixSetsSorts() {
        for (int input = 0; input < 64; input++) {
            int[] sets = new int[6];
            for (int i = 0; i < 6; i++) {
                sets[i] = input >> i & 1;
            }
            long key = BandColourings.encodeSix(sets, 1);
            for (int i = 1; i < 6; i++) {
                assertTrue(sets[i - 1] <= sets[i], "input " + input);
            }
            assertEquals(sets[0] | sets[1] << 1 | sets[2] << 2 | sets[3] << 3 | sets[4] << 4, key);
        }
    }

    /**
     * A 2x6 class whose digits sit at twelve points, ten of them different: N as the count before the batched probes
     * and the sorting network gave it (both counts agreed on each of a seeded sample of 40 classes).
     */
    @Test
    void aTwoBySixClass() {
        int[] counts = new int[64];
        for (int point : new int[] {0, 0, 1, 1, 6, 15, 55, 58, 59, 60, 61, 62}) {
            counts[point]++;
        }
        assertEquals(BigInteger.valueOf(8_955_265_186_529_280L), new BandColourings(6).count(counts, () -> false));
    }

    @Test
    void signatureClassesCountedByBurnsideAsListed() {
        for (int rows = 2; rows <= 5; rows++) {
            assertEquals(
                    BigInteger.valueOf(new TwoBandCount(rows).signatureClasses().size()),
                    TwoBandCount.classCount(rows),
                    "2x" + rows);
        }
    }

    /** 2x6: not published; the sum over the 46,080 maps divides exactly (classCount checks it), as it must. */
    @Test
    @Tag("slow")
    void signatureClassesOfTwoBySixByBurnside() {
        assertEquals(BigInteger.valueOf(63_199), TwoBandCount.classCount(6));
    }
}
