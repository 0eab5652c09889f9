package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Geometry;
import org.sudokulab.engine.LocalEngine;

/** Burnside over the conjugacy classes: 9x9 5,472,730,538 (Russell and Jarvis), and the smaller shapes. */
class BurnsideByClassesTest {
    /** The identity's term needs the number of all grids, which BandCountTest computes; here it is taken as given. */
    private static final BigInteger ALL_GRIDS = new BigInteger("6670903752021072936960");

    private static final Geometry NINE = Geometry.boxes(3, 3);

    @Test
    void conjugacyClassesPartitionTheGroup() {
        classesPartitioning(new BurnsideByClasses(NINE), 275, 3_359_232L);
    }

    /** The classes, as many as said, their sizes dividing the group's order and adding up to it. */
    private static List<BurnsideByClasses.ConjugacyClass> classesPartitioning(
            BurnsideByClasses burnside, int count, long order) {
        List<BurnsideByClasses.ConjugacyClass> classes = burnside.conjugacyClasses();
        assertEquals(count, classes.size());
        assertEquals(order, burnside.groupOrder());
        long sizes = 0;
        for (BurnsideByClasses.ConjugacyClass c : classes) {
            assertEquals(0, order % c.size(), "a class size divides the group order");
            sizes += c.size();
        }
        assertEquals(order, sizes);
        return classes;
    }

    /**
     * 12x12 (2x6): 2^6 6! row maps and 2 6!^2 column maps, 4.78e10 symmetries in 65 x 77 = 5,005 classes (the
     * classes of the hyperoctahedral group B6 times those of S6 wr S2). The cycle-type bound leaves 489 to count.
     */
    @Test
    @Tag("slow")
    void theClassesOfTwelveByTwelve() {
        Geometry twelve = Geometry.boxes(2, 6);
        List<BurnsideByClasses.ConjugacyClass> classes =
                classesPartitioning(new BurnsideByClasses(twelve), 5005, 47_775_744_000L);
        assertEquals(
                489,
                classes.stream()
                        .filter(c -> !new RelabellingTypes(twelve, c.cells()).none())
                        .count());
    }

    @Test
    void essentiallyDifferentNineByNineGrids() {
        BurnsideByClasses.Result r = new BurnsideByClasses(NINE).count(ALL_GRIDS, () -> false, (done, all, c) -> {});
        assertTrue(r.complete());
        assertEquals(new BigInteger("18384171550626816"), r.sum());
        assertEquals(BigInteger.valueOf(5_472_730_538L), r.essentiallyDifferent());
        assertEquals(
                27, r.classes().stream().filter(c -> c.invariant().signum() > 0).count());
    }

    /**
     * The smaller shapes from the same code: 4x4 and 6x6 (as the canonical forms in CensusTest count them, either way
     * round) and 8x8, 1,673,187 (published); all grids given, as GridCountTest computes them.
     */
    @Test
    void essentiallyDifferentGridsOfTheSmallerShapes() {
        assertEquals(BigInteger.TWO, essentiallyDifferent(Geometry.boxes(2, 2), "288"));
        assertEquals(BigInteger.valueOf(49), essentiallyDifferent(Geometry.boxes(2, 3), "28200960"));
        assertEquals(BigInteger.valueOf(49), essentiallyDifferent(Geometry.boxes(3, 2), "28200960"));
        assertEquals(BigInteger.valueOf(1_673_187), essentiallyDifferent(Geometry.boxes(2, 4), "29136487207403520"));
    }

    /**
     * Every class that maps rows to rows and columns to columns, whose A the bands give (the involutions that swap
     * the two bands of R x 2, or of 2 x R transposed, from N of every band class; the others by {@link FixedBands}):
     * the same A as the search, class by class, for 2x2 to 2x4 either way round.
     */
    @Test
    void classesByTheBandsAgreeWithTheSearch() {
        int checked = 0;
        for (int[] shape : new int[][] {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}}) {
            Geometry g = Geometry.boxes(shape[0], shape[1]);
            BurnsideByClasses burnside = new BurnsideByClasses(g);
            TwoBandCount bands = new TwoBandCount(Math.max(shape[0], shape[1]));
            Map<String, BigInteger> n;
            try (LocalEngine here = LocalEngine.onEveryCore()) {
                n = bands.bandsByClass(here, () -> false);
            }
            for (BurnsideByClasses.ConjugacyClass c : burnside.conjugacyClasses()) {
                if (burnside.twoBandMaps(c.cells()) != null) {
                    assertEquals(
                            BigInteger.valueOf(FixedGridSearch.count(g, c.cells(), () -> false))
                                    .multiply(GridEnumerator.factorial(g.size())),
                            burnside.fixedByTwoBands(c.cells(), n, () -> false),
                            g.describe() + " " + c.element());
                    checked++;
                }
            }
        }
        assertEquals(990, checked, "classes of the five shapes");
    }

    /**
     * 12x12 (2x6): three classes with A > 0 small enough for the search, counted by the bands and by the search, the
     * same A (the bands take 0.1-0.3 s each, the search 0.5-1.8 s).
     */
    @Test
    void twelveByTwelveClassesByTheBandsAgreeWithTheSearch() {
        Geometry twelve = Geometry.boxes(2, 6);
        BurnsideByClasses burnside = new BurnsideByClasses(twelve);
        List<String> elements = List.of(
                "rows (1 2)(3 6 8 10 12 4 5 7 9 11), columns (2 3 4 5 6)(8 9 10 11 12)",
                "rows (1 2)(3 4)(5 6)(7 10 12 8 9 11), columns (1 2 3 4 5 6)(7 8 9)(10 11 12)",
                "rows (1 2)(3 5)(4 6)(7 9 11)(8 10 12), columns (1 2 3 4 5 6)(7 8 9 10 11 12)");
        for (String element : elements) {
            int[] cells = cells(12, element);
            BigInteger bands =
                    burnside.fixedByTwoBands(cells, Map.of(), () -> false).divide(GridEnumerator.factorial(12));
            assertTrue(bands.signum() > 0, element);
            assertEquals(BigInteger.valueOf(FixedGridSearch.count(twelve, cells, () -> false)), bands, element);
        }
    }

    /** The cell map of "rows CYCLES, columns CYCLES" as census classes prints a class (lines from 1). */
    private static int[] cells(int n, String element) {
        String[] parts = element.split(", columns ");
        int[] rows = permutation(n, parts[0].substring("rows ".length()));
        int[] columns = permutation(n, parts[1]);
        int[] cells = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                cells[r * n + c] = rows[r] * n + columns[c];
            }
        }
        return cells;
    }

    private static int[] permutation(int n, String cycles) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (String cycle : cycles.replace(")", "").split("\\(")) {
            String[] lines = cycle.trim().split(" ");
            if (lines.length < 2) {
                continue;
            }
            for (int i = 0; i < lines.length; i++) {
                p[Integer.parseInt(lines[i]) - 1] = Integer.parseInt(lines[(i + 1) % lines.length]) - 1;
            }
        }
        return p;
    }

    private static BigInteger essentiallyDifferent(Geometry g, String allGrids) {
        BurnsideByClasses.Result r =
                new BurnsideByClasses(g).count(new BigInteger(allGrids), () -> false, (done, all, c) -> {});
        assertTrue(r.complete());
        return r.essentiallyDifferent();
    }

    /**
     * Swapping the two rows of every band of 2 x m boxes, checked against a count by hand: the relabelling is a
     * fixed-point-free involution (row 2 of box 1 is its image of row 1), and a band's top row R decides the band
     * (row 2 = s(R)). A column then holds one digit of each of s's m pairs, and so does each half-box of R: the pair
     * numbers of the top rows form two m x m Latin squares (the left one with its first row fixed by box 1), and in
     * each top row but the first the m digits of the left half choose freely which of their pair they are (the
     * right half takes the others). For m = 4: 24 x 576 x 2^12 = 56,623,104.
     */
    @Test
    void swappingTheRowsOfEveryBandCountedByHand() {
        Geometry g = Geometry.boxes(2, 4);
        int[] flip = rowsSwappedInEveryBand();
        assertEquals(24L * 576 * 4096, FixedGridSearch.count(g, flip, () -> false));
    }

    /**
     * The same count by hand for 2x6, by the bands (a band-keeping involution of 6x2 with its rows fixed, where each
     * pair of s fills a whole stack in every row; the search's estimate is 1e19 nodes): (L(6) / 6!) L(6) 2^30 with
     * L(6) = 812,851,200 Latin squares, over 2,324,784 leaves in 16 s.
     */
    @Test
    @Tag("slow")
    void swappingTheRowsOfEvery2x6BandCountedByHand() {
        BurnsideByClasses twelve = new BurnsideByClasses(Geometry.boxes(2, 6));
        int[] cells = cells(12, "rows (1 2)(3 4)(5 6)(7 8)(9 10)(11 12), columns 1");
        BigInteger latin = BigInteger.valueOf(812_851_200L);
        assertEquals(
                latin.divide(BigInteger.valueOf(720)).multiply(latin).shiftLeft(30),
                twelve.fixedByTwoBands(cells, Map.of(), () -> false).divide(GridEnumerator.factorial(12)));
    }

    /**
     * Swapping the stacks of 2x4: 7,201,536 grids, as a search of every relabelling found; now one relabelling of
     * each orbit under the maps that keep box 1 and commute with the swap is searched, times the orbit's size.
     */
    @Test
    void swappingTheStacksSearchesOneRelabellingPerOrbit() {
        int[] swap = new int[64];
        for (int c = 0; c < 64; c++) {
            swap[c] = (c / 8) * 8 + (c % 8 + 4) % 8;
        }
        assertEquals(7_201_536L, FixedGridSearch.count(Geometry.boxes(2, 4), swap, () -> false));
    }

    /** The 2x4 cell map that swaps the two rows of every band. */
    private static int[] rowsSwappedInEveryBand() {
        int[] flip = new int[64];
        for (int c = 0; c < 64; c++) {
            flip[c] = ((c / 8) ^ 1) * 8 + c % 8;
        }
        return flip;
    }

    /**
     * Knuth's estimate (seeded, so the same figures every run) lands near the count: within 5 % for the all-bands
     * row swap of 2x4, and within 0.5 % of 1,673,187 for the whole 8x8 sum.
     */
    @Test
    void estimatesLandNearTheCounts() {
        Geometry g = Geometry.boxes(2, 4);
        int[] flip = rowsSwappedInEveryBand();
        double exact = 24.0 * 576 * 4096;
        FixedGridSearch.Estimate e = FixedGridSearch.estimate(g, flip, 4000, 1);
        assertTrue(Math.abs(e.grids() / exact - 1) < 0.05, e.toString());
        assertTrue(e.nodes() > 0, e.toString());
        BurnsideByClasses.Projection p;
        try (LocalEngine here = LocalEngine.onEveryCore()) {
            p = new BurnsideByClasses(g)
                    .project(new BigInteger("29136487207403520"), Map.of(), 1000, here, () -> false, (d, a, c) -> {});
        }
        assertEquals(400, p.classes().size());
        assertTrue(Math.abs(p.essentiallyDifferent() / 1_673_187 - 1) < 0.005, p.essentiallyDifferent() + "");
    }

    /** The transposition alone: grids equal to a relabelling of their transpose (published: 30,258,432). */
    @Test
    void transposition() {
        int[] transpose = new int[81];
        for (int c = 0; c < 81; c++) {
            transpose[c] = (c % 9) * 9 + c / 9;
        }
        assertEquals(30_258_432L, FixedGridSearch.count(NINE, transpose, () -> false));
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
        assertEquals(0L, FixedGridSearch.count(NINE, swap, () -> false));
    }
}
