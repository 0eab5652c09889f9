package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SymmetricGrids;
import org.sudokulab.dlx.DlxBackend;

/**
 * Burnside's A(g) by a method that shares nothing with the census's search and band classes: A(g) = (1/n!) sum over
 * the cycle types t of the relabellings of |t| Fix(g, s_t), each Fix the number of grids X with X(g c) = s_t(X(c)),
 * counted by the Dancing Links engine ({@link CoverTerms}: no box held fixed, no symmetry broken). Where Fix is
 * too large to enumerate, Knuth's random walks estimate it. The 2x5 journal (data/census-classes-2x5.txt): every
 * class without fixed grids has none by the cover, the others agree exactly where the cover can count them and
 * within the estimate's spread elsewhere (docs/census.md has the figures). The method itself is checked on 9x9,
 * whose table of classes is published (Russell and Jarvis), and on 8x8.
 */
class FixedGridsByExactCoverTest {
    private static final Geometry TEN = Geometry.boxes(2, 5);
    private static final Path TABLE = Path.of("..", "data", "census-cover-2x5.txt");
    private static final Path STACKS = Path.of("..", "data", "census-stacks-2x5.txt");

    private record Entry(BurnsideByClasses.ConjugacyClass c, BigInteger a) {}

    private static List<Entry> journal(Predicate<Entry> which) throws IOException {
        Map<String, BigInteger> known = TenByTenJournalTest.journal().known();
        List<Entry> out = new ArrayList<>();
        for (BurnsideByClasses.ConjugacyClass c : new BurnsideByClasses(TEN).conjugacyClasses()) {
            Entry e = new Entry(c, known.get(c.element()));
            if (!c.element().equals("rows 1, columns 1") && which.test(e)) {
                out.add(e);
            }
        }
        return out;
    }

    /**
     * The table in data/ (census cover's journal): every class but the identity once; 1,228 counted, each the
     * journal's A; the 31 others estimated, the journal's A within 3 standard errors of each; and the estimated sum
     * within 4 of the journal's, while the published figure would need it 4.6 % larger.
     */
    @Test
    void thePublishedTableAgreesWithTheJournal() throws IOException {
        Map<String, BigInteger> known = TenByTenJournalTest.journal().known();
        List<String> bad = new ArrayList<>();
        List<CoverTerms.Term> terms = new CoverTerms(TEN).read(Files.readAllLines(TABLE), TABLE.toString(), bad::add);
        assertEquals(List.of(), bad);
        assertEquals(1259, terms.size());
        assertEquals(
                1259, terms.stream().map(CoverTerms.Term::element).distinct().count());
        double sum = 0;
        double variance = 0;
        int exact = 0;
        for (CoverTerms.Term t : terms) {
            BigInteger a = known.get(t.element());
            if (t.exact() != null) {
                exact++;
                assertEquals(a, t.exact(), t.element());
                sum += t.size() * a.doubleValue();
            } else {
                double z =
                        (a.doubleValue() - t.estimate().mean()) / t.estimate().standardError();
                assertTrue(Math.abs(z) <= 3 || t.estimate().mean() == a.doubleValue(), t.element() + ": z = " + z);
                sum += t.size() * t.estimate().mean();
                variance += Math.pow(t.size() * t.estimate().standardError(), 2);
            }
        }
        assertEquals(1228, exact);
        double census = new BigInteger("419829418215014400").doubleValue();
        assertTrue(Math.abs(sum - census) <= 4 * Math.sqrt(variance), sum + " +- " + Math.sqrt(variance));
        assertTrue(census * 1.046 - sum > 30 * Math.sqrt(variance), "the published figure is far off");
    }

    /**
     * The table by stacks (`census cover --method stacks`): every class and the identity exact, each equal to the
     * census's journal, all grids the published 1,903,816,047,972,624,930,994,913,280,000, and the sum a multiple
     * of the group order giving 4,743,933,427,433,330.
     */
    @Test
    void theTableByStacksIsTheJournalExactly() throws IOException {
        BurnsideByClasses burnside = new BurnsideByClasses(TEN);
        Map<String, BigInteger> known = TenByTenJournalTest.journal().known();
        List<String> bad = new ArrayList<>();
        List<CoverTerms.Term> terms = new CoverTerms(TEN).read(Files.readAllLines(STACKS), STACKS.toString(), bad::add);
        assertEquals(List.of(), bad);
        assertEquals(
                1260, terms.stream().map(CoverTerms.Term::element).distinct().count());
        assertEquals(1260, terms.size());
        BigInteger sum = BigInteger.ZERO;
        for (CoverTerms.Term t : terms) {
            assertEquals(known.get(t.element()), t.exact(), t.element());
            sum = sum.add(t.exact().multiply(BigInteger.valueOf(t.size())));
            if (t.size() == 1 && t.element().equals("rows 1, columns 1")) {
                assertEquals(
                        new BigInteger("1903816047972624930994913280000"),
                        t.exact().multiply(GridEnumerator.factorial(10)));
            }
        }
        BigInteger[] q = sum.divideAndRemainder(BigInteger.valueOf(burnside.groupOrder()));
        assertEquals(BigInteger.ZERO, q[1]);
        assertEquals(new BigInteger("4743933427433330"), q[0]);
    }

    /**
     * Three involution classes in closed form (docs/census.md): every band's two rows swapped, with the columns kept,
     * or with one or two column swaps in one stack. Row 2 of each band is s of row 1 (moved by the columns' map), so
     * the box rule makes s a fixed-point-free involution (945 of them, all giving the same count) whose 5 pairs row 1
     * meets once in each stack. Write row 1 as pairs and, for each, which of its two digits: in each stack the pairs
     * form a 5 x 5 array whose rows are permutations and whose columns (or swapped pairs of columns) hold each pair
     * once (twice); a stack whose columns are kept gives a Latin square of order 5. The digits are tied by parities:
     * a pair's two places in a row take its two digits, and each swapped pair of columns ties its 5 pairs' digits two
     * by two; with the other stack's columns kept no tie closes a cycle, so 2^(25 - ties) choices remain.
     * A = 945 x L(5) x W x 2^(25 - ties) / 10!, W the arrays of the stack with the swaps.
     */
    @Test
    void threeInvolutionTermsInClosedForm() throws IOException {
        Map<String, BigInteger> known = TenByTenJournalTest.journal().known();
        long latin = DLX.count(org.sudokulab.api.Puzzle.empty(Geometry.boxes(1, 5)), Long.MAX_VALUE, Limits.none())
                .count();
        assertEquals(161_280, latin);
        assertEquals(latin, pairArrays(new int[][] {{0}, {1}, {2}, {3}, {4}}), "a Latin square of order 5");
        String bandsTwisted = "rows (1 2)(3 4)(5 6)(7 8)(9 10), columns ";
        assertEquals(known.get(bandsTwisted + "1"), closedForm(latin, latin, 0));
        assertEquals(new BigInteger("227289669304320"), closedForm(latin, latin, 0));
        long oneSwap = pairArrays(new int[][] {{0}, {1}, {2}, {3, 4}});
        assertEquals(2_119_680, oneSwap);
        assertEquals(known.get(bandsTwisted + "(4 5)"), closedForm(latin, oneSwap, 5));
        long twoSwaps = pairArrays(new int[][] {{0}, {1, 2}, {3, 4}});
        assertEquals(known.get(bandsTwisted + "(2 3)(4 5)"), closedForm(latin, twoSwaps, 10));
    }

    /**
     * A fourth: bands 1 to 3 with their rows swapped and bands 4 and 5 swapped, the columns kept. s pairs the digits as
     * above; in each stack the pair array has a row per swapped-row band (a permutation) and band 4's two rows, which
     * hold the two pairs each column still lacks, in either order; band 5 is s of band 4. A twisted row's pair takes
     * one digit on each side (2 choices a pair, 2^15). In band 4 each pair fills 4 cells, tied by its two rows and by
     * the box of each stack: with one cell in each row of each stack the ties make one cycle (2 choices), with both
     * of a row's cells in one stack two (4). f, how often each pair stands in band 4's first row within a stack, must
     * add up to 2 across the stacks. A = 945 x 2^15 x the sum over such pairs of arrays of 2 or 4 per pair / 10!.
     */
    @Test
    void aTermWithTwoBandsSwappedInClosedForm() throws IOException {
        long[] byFirstRow = new long[243]; // by f, the counts 0..2 of the 5 pairs in band 4's first row, base 3
        for (int[] a : PERMUTATIONS_OF_FIVE) {
            for (int[] b : PERMUTATIONS_OF_FIVE) {
                for (int[] c : PERMUTATIONS_OF_FIVE) {
                    boolean latin = true;
                    for (int i = 0; i < 5; i++) {
                        latin &= a[i] != b[i] && a[i] != c[i] && b[i] != c[i];
                    }
                    for (int order = 0; latin && order < 32; order++) {
                        int[] f = new int[5];
                        for (int column = 0; column < 5; column++) {
                            int[] missing = new int[2];
                            int m = 0;
                            for (int pair = 0; pair < 5; pair++) {
                                if (pair != a[column] && pair != b[column] && pair != c[column]) {
                                    missing[m++] = pair;
                                }
                            }
                            f[missing[order >> column & 1]]++;
                        }
                        int key = 0;
                        for (int count : f) {
                            key = 3 * key + count;
                        }
                        byFirstRow[key]++;
                    }
                }
            }
        }
        BigInteger sum = BigInteger.ZERO;
        for (int key = 0; key < 243; key++) {
            int other = 0;
            long weight = 1;
            for (int k = key, place = 1; place < 243; k /= 3, place *= 3) {
                other += (2 - k % 3) * place;
                weight *= k % 3 == 1 ? 2 : 4;
            }
            sum = sum.add(BigInteger.valueOf(byFirstRow[key])
                    .multiply(BigInteger.valueOf(byFirstRow[other]))
                    .multiply(BigInteger.valueOf(weight)));
        }
        BigInteger[] a =
                sum.shiftLeft(15).multiply(BigInteger.valueOf(945)).divideAndRemainder(GridEnumerator.factorial(10));
        assertEquals(BigInteger.ZERO, a[1]);
        assertEquals(TenByTenJournalTest.journal().known().get("rows (1 2)(3 4)(5 6)(7 9)(8 10), columns 1"), a[0]);
        assertEquals(new BigInteger("164379135836160"), a[0]);
    }

    private static BigInteger closedForm(long kept, long swapped, int ties) {
        BigInteger fixed = BigInteger.valueOf(kept)
                .multiply(BigInteger.valueOf(swapped))
                .shiftLeft(25 - ties)
                .multiply(BigInteger.valueOf(945));
        BigInteger[] a = fixed.divideAndRemainder(GridEnumerator.factorial(10));
        assertEquals(BigInteger.ZERO, a[1], "Burnside's sum over the relabellings is a multiple of 10!");
        return a[0];
    }

    /**
     * The 5 x 5 arrays of 5 symbols whose rows are permutations and whose column groups each hold every symbol as
     * many times as the group has columns, counted row by row with the counts so far as the state (memoised).
     */
    private static long pairArrays(int[][] groups) {
        return pairArrays(groups, 0, new int[groups.length][5], new java.util.HashMap<>());
    }

    private static long pairArrays(int[][] groups, int row, int[][] counts, Map<Long, Long> memo) {
        if (row == 5) {
            return 1;
        }
        long key = row;
        for (int[] group : counts) {
            for (int c : group) {
                key = key * 3 + c;
            }
        }
        Long known = memo.get(key);
        if (known != null) {
            return known;
        }
        long total = 0;
        for (int[] p : PERMUTATIONS_OF_FIVE) {
            boolean fits = true;
            for (int g = 0; g < groups.length; g++) {
                for (int column : groups[g]) {
                    fits &= ++counts[g][p[column]] <= groups[g].length;
                }
            }
            if (fits) {
                total += pairArrays(groups, row + 1, counts, memo);
            }
            for (int g = 0; g < groups.length; g++) {
                for (int column : groups[g]) {
                    counts[g][p[column]]--;
                }
            }
        }
        memo.put(key, total);
        return total;
    }

    private static final List<int[]> PERMUTATIONS_OF_FIVE =
            permutations(new int[] {0, 1, 2, 3, 4}, 0, new ArrayList<>());

    private static List<int[]> permutations(int[] p, int at, List<int[]> out) {
        if (at == p.length) {
            out.add(p.clone());
            return out;
        }
        for (int i = at; i < p.length; i++) {
            int t = p[at];
            p[at] = p[i];
            p[i] = t;
            permutations(p, at + 1, out);
            p[i] = p[at];
            p[at] = t;
        }
        return out;
    }

    /** All 1,192 classes without fixed grids, in a few seconds. */
    @Test
    void everyClassWithoutFixedGridsHasNoneByTheCover() throws IOException {
        List<Entry> zero = journal(e -> e.a().signum() == 0);
        assertEquals(1192, zero.size());
        noFixedGrids(zero);
    }

    private static void noFixedGrids(List<Entry> classes) {
        classes.parallelStream()
                .forEach(e -> assertEquals(
                        BigInteger.ZERO, exactA(TEN, e.c().cells(), Duration.ofMinutes(1)), e.c().element()));
    }

    /**
     * The 24 classes with 0 < A <= 50,000 (none of them an involution), enumerated by the cover, about 15 s (a seeded
     * sample of 4 ran in every build until the bands ({@link FixedBands}) checked all 1,176 such classes there in
     * under a second: TenByTenJournalTest).
     */
    @Test
    @Tag("slow")
    void theSmallClassesAgreeExactly() throws IOException {
        List<Entry> small = journal(e -> e.a().signum() > 0 && e.a().compareTo(BigInteger.valueOf(50_000)) <= 0);
        assertEquals(24, small.size());
        small.parallelStream()
                .forEach(e -> assertEquals(e.a(), exactA(TEN, e.c().cells(), Duration.ofMinutes(1)), e.c().element()));
    }

    /** {@code size} of the entries, drawn with a fixed seed (all of them when size is their number). */
    private static List<Entry> sample(List<Entry> entries, int size) {
        List<Entry> shuffled = new ArrayList<>(entries);
        Collections.shuffle(shuffled, new Random(1));
        return shuffled.subList(0, size);
    }

    /** Three larger ones, enumerated in 36 s, 2.5 min and 4.5 min here (their Fix up to 83 million grids). */
    @Test
    @Tag("slow")
    void threeLargerClassesAgreeExactly() throws IOException {
        List<Entry> larger = journal(e -> e.a().equals(BigInteger.valueOf(175_104))
                || e.a().equals(BigInteger.valueOf(632_832))
                || e.a().equals(BigInteger.valueOf(1_300_480)));
        assertEquals(3, larger.size());
        larger.parallelStream()
                .forEach(e -> assertEquals(e.a(), exactA(TEN, e.c().cells(), Duration.ofMinutes(10)), e.c().element()));
    }

    /**
     * Every other class with A > 0, up to 8e14 (the 25 involutions, all from the band classes, and 18 others): 20,000
     * walks per relabelling type, the journal within 5 standard errors and the standard error under 3 % (so that an
     * A off by a tenth would show).
     */
    @Test
    @Tag("slow")
    void theLargeClassesAgreeWithKnuthsEstimate() throws IOException {
        largeClassesWithin(43, 20_000, 0.03);
    }

    /** The same on a seeded seventh of them, in every build. */
    @Test
    void aSampleOfTheLargeClassesAgreesWithKnuthsEstimate() throws IOException {
        largeClassesWithin(6, 20_000, 0.03);
    }

    /** The same with 200,000 walks, the standard error under 1 %. */
    @Test
    @Tag("slow")
    void theLargeClassesAgreeWithALongerEstimate() throws IOException {
        largeClassesWithin(43, 200_000, 0.01);
    }

    private static void largeClassesWithin(int sample, int walks, double relativeError) throws IOException {
        List<Entry> large = journal(e -> e.a().compareTo(BigInteger.valueOf(50_000)) > 0);
        assertEquals(43, large.size());
        sample(large, sample).parallelStream().forEach(e -> {
            SymmetricGrids.Estimate a = estimatedA(TEN, e.c().cells(), walks, 1);
            assertWithinEstimate(e.a(), a, relativeError, e.c().element() + ": journal " + e.a());
        });
    }

    /** The estimate's standard error at most {@code relativeError} of {@code a}, and {@code a} within 5 of them. */
    private static void assertWithinEstimate(
            BigInteger a, SymmetricGrids.Estimate estimate, double relativeError, String what) {
        double expected = a.doubleValue();
        String message = what + ", estimate " + estimate;
        assertTrue(estimate.standardError() <= relativeError * expected, message);
        assertTrue(Math.abs(estimate.mean() - expected) <= 5 * estimate.standardError(), message);
    }

    /**
     * The method on the shapes whose figures are published: 8x8 (1,673,187 in all) and 9x9 (Russell and Jarvis's
     * table, 27 classes with A > 0), every class as the census's search finds it. A class with A = 0 or A <= 50,000
     * exactly, a larger one within 5 standard errors of 20,000 walks per relabelling type (and that error under 3 %).
     */
    @Test
    @Tag("slow")
    void theMethodGivesThePublishedTablesOfNineByNineAndEightByEight() {
        agreeWithTheSearch(Geometry.boxes(2, 4), "29136487207403520");
        agreeWithTheSearch(Geometry.boxes(3, 3), "6670903752021072936960");
    }

    private static void agreeWithTheSearch(Geometry g, String allGrids) {
        BurnsideByClasses.Result r =
                new BurnsideByClasses(g).count(new BigInteger(allGrids), () -> false, (done, all, c) -> {});
        assertTrue(r.complete());
        r.classes().stream()
                .filter(c -> !c.element().equals("rows 1, columns 1"))
                .parallel()
                .forEach(c -> {
                    String what = g.describe() + " " + c.element() + ": A = " + c.invariant();
                    if (c.invariant().compareTo(BigInteger.valueOf(50_000)) <= 0) {
                        assertEquals(c.invariant(), exactA(g, c.cells(), Duration.ofMinutes(1)), what);
                    } else {
                        assertWithinEstimate(c.invariant(), estimatedA(g, c.cells(), 20_000, 1), 0.03, what);
                    }
                });
    }

    private static final DlxBackend DLX = new DlxBackend();

    /** A(g) exactly by the cover, or null when some Fix was not counted within {@code timeout}. */
    static BigInteger exactA(Geometry g, int[] cells, Duration timeout) {
        return CoverTerms.exactA(DLX, g, cells, Limits.of(timeout));
    }

    /** Knuth's estimate of A(g) by the cover, seeded. */
    static SymmetricGrids.Estimate estimatedA(Geometry g, int[] cells, int walks, long seed) {
        return CoverTerms.estimatedA(DLX, g, cells, walks, new Random(seed), Limits.none())
                .orElseThrow();
    }
}
