package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Geometry;
import org.sudokulab.engine.LocalEngine;

/**
 * The published journal of the 2x5 Burnside count (data/census-classes-2x5.txt): the classes counted so far, one
 * line each, read as {@code census classes --journal} reads it. Counted again here: a seeded sample of the classes
 * with 0 < A <= 10^6 in every build, all of those in the slow profile (a minute).
 */
class TenByTenJournalTest {
    private static final Path JOURNAL = Path.of("..", "data", "census-classes-2x5.txt");
    private static final Geometry TEN = Geometry.boxes(2, 5);

    /** The journal as {@code census classes --journal} reads it, with no line in error (FixedGridsByExactCoverTest too). */
    static BurnsideByClasses.Known journal() throws IOException {
        BurnsideByClasses.Known j = new BurnsideByClasses(TEN).readJournal(Files.readAllLines(JOURNAL), "journal");
        assertEquals(List.of(), j.errors());
        return j;
    }

    /**
     * Every class is in the journal, and Burnside's sum over them gives 4,743,933,427,433,330 essentially different
     * 10x10 grids. That is not the published 4,743,933,602,050,718 (OEIS A291188; the sum would need
     * 19,311,286,173,696,000 more, 4.6 % of what the classes other than the identity give): see docs/census.md.
     */
    @Test
    void theJournalHoldsEveryClass() throws IOException {
        Map<String, BigInteger> known = journal().known();
        assertEquals(1260, known.size());
        BurnsideByClasses.Result r;
        try (LocalEngine here = LocalEngine.onEveryCore()) {
            r = new BurnsideByClasses(TEN)
                    .count(
                            new BigInteger("1903816047972624930994913280000"),
                            known,
                            here,
                            () -> false,
                            (done, all, c) -> {});
        }
        assertTrue(r.complete());
        assertEquals(new BigInteger("524641085606706831360000"), r.sum());
        assertEquals(new BigInteger("4743933427433330"), r.essentiallyDifferent());
        // swapping the rows of every band, by hand (BurnsideByClassesTest): (L(5) / 5!) L(5) 2^20 with L(5) = 161,280
        assertEquals(
                BigInteger.valueOf(1_344L * 161_280 * (1 << 20)),
                known.get("rows (1 2)(3 4)(5 6)(7 8)(9 10), columns 1"));
        // all 2x5 grids (1,903,816,047,972,624,930,994,913,280,000, GridCountTest) over 10!
        assertEquals(new BigInteger("524640665777288616345600"), known.get("rows 1, columns 1"));
        // the bands cycled, by hand: band k is s^(k-1) of band 1, so each column of band 1 needs its two digits in
        // the two different 5-cycles of s. Box 1 is 01234/56789: a cycle takes one digit of each pair {c, 5+c}
        // (2^5 ways, halved: the cycles are unordered) in 4! cyclic orders each; the top row of the right box is any
        // order of 56789 (5!), and the bottom row must put, under 5+i, a digit of i's cycle: m! (5-m)! ways when i's
        // cycle holds m of 01234. Summed over the 2^5 choices, sum C(5,m) m! (5-m)! = 6 x 5! = 720, so
        // A = 4! 4! x 5! x 720 / 2 = 24,883,200.
        assertEquals(BigInteger.valueOf(24_883_200), known.get("rows (1 3 5 7 9)(2 4 6 8 10), columns 1"));
    }

    /**
     * The cycle-type bound on the relabelling ({@link RelabellingTypes}) rules out 1,174 of the 1,260 classes, and
     * the searches that wrote the journal, which did not use it, found A = 0 in every one of those; the 68 with A > 0
     * are all among the 86 it leaves.
     */
    @Test
    void theCycleTypeBoundRulesOutOnlyClassesTheSearchFoundEmpty() throws IOException {
        Map<String, BigInteger> known = journal().known();
        int ruledOut = 0;
        int nonZero = 0;
        for (BurnsideByClasses.ConjugacyClass c : new BurnsideByClasses(TEN).conjugacyClasses()) {
            BigInteger a = known.get(c.element());
            if (new RelabellingTypes(TEN, c.cells()).none()) {
                ruledOut++;
                assertEquals(BigInteger.ZERO, a, c.element());
            }
            nonZero += a.signum();
        }
        assertEquals(1174, ruledOut);
        assertEquals(68, nonZero);
    }

    /**
     * The 2x5 involutions take seconds to minutes by the bands (transposed to 5x2: those that swap its two bands and
     * those that keep them) where some searches take days: every one in the journal has the A the bands give. 57 of
     * the 83 had been counted by search (all with A = 0); the 26 others entered the journal from the band classes.
     * The 12 that swap the bands run in every build (2 s in all); they and the 71 that keep them (up to 5 minutes
     * each), in the slow profile.
     */
    @Test
    void theJournalsBandSwapsAgreeWithTheBandClasses() throws IOException {
        BurnsideByClasses ten = new BurnsideByClasses(TEN);
        classesAgree(ten, ten::needsBandCounts, 12);
    }

    @Test
    @Tag("slow")
    void theJournalsInvolutionsAgreeWithTheBandClasses() throws IOException {
        classesAgree(new BurnsideByClasses(TEN), TenByTenJournalTest::involution, 83);
    }

    /**
     * The 1,176 classes the journal has by search, counted again by the bands ({@link FixedBands}: a band fixed by
     * g and s, digit cycle by digit cycle), a method that shares no step with the search: every A the same, in
     * seconds.
     */
    @Test
    void theJournalsSearchedClassesAgreeWithTheBands() throws IOException {
        classesAgree(new BurnsideByClasses(TEN), maps -> !involution(maps), 1176);
    }

    private static boolean involution(int[][] maps) {
        for (int i = 0; i < maps[0].length; i++) {
            if (maps[0][maps[0][i]] != i || maps[1][maps[1][i]] != i) {
                return false;
            }
        }
        return true;
    }

    private static void classesAgree(BurnsideByClasses burnside, Predicate<int[][]> which, int expected)
            throws IOException {
        Map<String, BigInteger> known = journal().known();
        List<BurnsideByClasses.ConjugacyClass> chosen = burnside.conjugacyClasses().stream()
                .filter(c -> burnside.twoBandMaps(c.cells()) != null && which.test(burnside.twoBandMaps(c.cells())))
                .toList();
        assertEquals(expected, chosen.size(), "classes");
        Map<String, BigInteger> n = Map.of();
        if (chosen.stream().anyMatch(c -> burnside.needsBandCounts(burnside.twoBandMaps(c.cells())))) {
            try (LocalEngine here = LocalEngine.onEveryCore()) {
                n = new TwoBandCount(5).bandsByClass(here, () -> false);
            }
        }
        for (BurnsideByClasses.ConjugacyClass c : chosen) {
            assertEquals(
                    known.get(c.element()).multiply(GridEnumerator.factorial(10)),
                    burnside.fixedByTwoBands(c.cells(), n, () -> false),
                    c.element());
        }
    }

    /** One band-keeping class with A > 0 searched, against the band classes' A in the journal (25 minutes here). */
    @Test
    @Tag("slow")
    void aBandKeepingClassSearched() throws IOException {
        String element = "rows (1 2)(3 4)(5 6)(7 8)(9 10), columns (2 3)(4 5)";
        for (BurnsideByClasses.ConjugacyClass c : new BurnsideByClasses(TEN).conjugacyClasses()) {
            if (c.element().equals(element)) {
                assertEquals(
                        journal().known().get(element).longValueExact(),
                        FixedGridSearch.count(TEN, c.cells(), () -> false));
                return;
            }
        }
        throw new AssertionError("no class " + element);
    }

    @Test
    void aSampleOfTheJournalCountsAgain() throws IOException {
        recount(6);
    }

    @Test
    @Tag("slow")
    void everySmallClassOfTheJournalCountsAgain() throws IOException {
        recount(Integer.MAX_VALUE);
    }

    private static void recount(int sample) throws IOException {
        Map<String, int[]> cells = new HashMap<>();
        for (BurnsideByClasses.ConjugacyClass c : new BurnsideByClasses(TEN).conjugacyClasses()) {
            cells.put(c.element(), c.cells());
        }
        List<Map.Entry<String, BigInteger>> small = new ArrayList<>();
        for (Map.Entry<String, BigInteger> e : journal().known().entrySet()) {
            if (e.getValue().signum() > 0 && e.getValue().compareTo(BigInteger.valueOf(1_000_000)) <= 0) {
                small.add(e);
            }
        }
        small.sort(Map.Entry.comparingByKey());
        Collections.shuffle(small, new Random(1));
        for (Map.Entry<String, BigInteger> e : small.subList(0, Math.min(sample, small.size()))) {
            assertEquals(
                    e.getValue().longValueExact(),
                    FixedGridSearch.count(TEN, cells.get(e.getKey()), () -> false),
                    e.getKey());
        }
    }
}
