package org.sudokulab.engine.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.census.BurnsideByClasses;
import org.sudokulab.census.MinClueProof;
import org.sudokulab.census.TwoBandCount;

/** The census's classes and grids on Spark: the published figures, whatever the cores. */
class CensusOnSparkTest {
    @Test
    void twoByFourGridsByTheirTwentySixSignatureClasses() {
        for (String master : List.of("local[1]", "local[2]")) {
            try (SparkEngine spark = new SparkEngine(master)) {
                List<TwoBandCount.Counted> journal = new ArrayList<>();
                TwoBandCount.Result r =
                        new TwoBandCount(4).count(spark, Map.of(), () -> false, (done, all) -> {}, journal::add);
                assertTrue(r.complete(), master);
                assertEquals(26, journal.size(), "every class handed to the journal on the driver");
                assertEquals(26, r.classes());
                assertEquals(new BigInteger("29136487207403520"), r.grids(), master);
            }
        }
    }

    /** The proof's steps spread over the executors: 4x4's two grids, no unique puzzle below four clues. */
    @Test
    void theFourByFourProofOverTheTwoGridsFindsFourClues() {
        assertMinimumOnSpark(Geometry.boxes(2, 2), 2, 4);
    }

    /** 16 s here; the 4x4 proof above spreads the same steps in every build. */
    @Test
    @Tag("slow")
    void theSixBySixProofOverThe49GridsFindsEightClues() {
        assertMinimumOnSpark(Geometry.boxes(2, 3), 49, 8);
    }

    /** The proof on two local executors: over {@code classes} grids, no unique puzzle below {@code minimum} clues. */
    private static void assertMinimumOnSpark(Geometry g, int classes, int minimum) {
        Counter dlx = new Counter(Backends.discover().require("dlx"), Limits.none());
        try (SparkEngine spark = new SparkEngine("local[2]")) {
            MinClueProof.Minimum m = new MinClueProof(spark, dlx, 8).minimum(g, () -> false);
            assertEquals(classes, m.classes());
            assertEquals(minimum, m.minimum());
            assertEquals(1L, m.witnessCount());
            assertEquals(minimum, m.steps().size(), m.steps().toString());
            assertTrue(
                    m.steps().stream().limit(minimum - 1).allMatch(step -> step.unique() == 0),
                    m.steps().toString());
        }
    }

    /** 4x4's 20 conjugacy classes, the involutions among them by band classes, spread over the executors. */
    @Test
    void essentiallyDifferentFourByFourGrids() {
        BurnsideByClasses.Result r = classesOnSpark(Geometry.boxes(2, 2), "288");
        assertEquals(20, r.classes().size());
        assertEquals(BigInteger.valueOf(2), r.essentiallyDifferent());
    }

    /**
     * 6x6's 90 classes: 11.5 s of a CI build, where the 4x4 count above spreads the same steps (and census's own
     * tests check the 49 in one JVM).
     */
    @Test
    @Tag("slow")
    void essentiallyDifferentSixBySixGrids() {
        BurnsideByClasses.Result r = classesOnSpark(Geometry.boxes(2, 3), "28200960");
        assertEquals(90, r.classes().size());
        assertEquals(BigInteger.valueOf(49), r.essentiallyDifferent());
    }

    /**
     * 8x8's 400 classes, the involutions among them by band classes (the N of every class shipped to the units). 18 s
     * here; the 4x4 count above checks the same spreading of classes in every build.
     */
    @Test
    @Tag("slow")
    void essentiallyDifferentEightByEightGrids() {
        BurnsideByClasses.Result r = classesOnSpark(Geometry.boxes(2, 4), "29136487207403520");
        assertEquals(BigInteger.valueOf(1_673_187), r.essentiallyDifferent());
    }

    /** 27 s here; the 4x4 count above checks the same spreading of classes in every build. */
    @Test
    @Tag("slow")
    void essentiallyDifferentNineByNineGridsByTheir275ConjugacyClasses() {
        BurnsideByClasses.Result r = classesOnSpark(Geometry.boxes(3, 3), "6670903752021072936960");
        assertEquals(275, r.classes().size());
        assertEquals(new BigInteger("18384171550626816"), r.sum());
        assertEquals(BigInteger.valueOf(5_472_730_538L), r.essentiallyDifferent());
    }

    /** Burnside by {@code g}'s conjugacy classes on two local executors, given all its grids: run to the end. */
    private static BurnsideByClasses.Result classesOnSpark(Geometry g, String grids) {
        try (SparkEngine spark = new SparkEngine("local[2]")) {
            BurnsideByClasses.Result r =
                    new BurnsideByClasses(g).count(new BigInteger(grids), null, spark, () -> false, (done, n, c) -> {});
            assertTrue(r.complete());
            return r;
        }
    }
}
