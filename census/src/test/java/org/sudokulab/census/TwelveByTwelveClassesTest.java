package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Geometry;
import org.sudokulab.engine.LocalEngine;

/**
 * The journal of the 12x12 Burnside count (data/census-classes-2x6.txt; the grid journal: TwelveByTwelveJournalTest), read as {@code census classes --journal}
 * reads it: every class in it, the sum of the essentially different grids, and in the slow profile the count over
 * it and a seeded sample of its classes with A > 0 counted again.
 */
class TwelveByTwelveClassesTest {
    private static final Path JOURNAL = Path.of("..", "data", "census-classes-2x6.txt");
    private static final Geometry TWELVE = Geometry.boxes(2, 6);
    /** All 12x12 grids: Pettersen's figure, and the grid journal's sum (docs/census.md). */
    private static final BigInteger ALL_GRIDS = new BigInteger("38296278920738107863746324732012492486187417600000");

    private static Map<String, BigInteger> journal(BurnsideByClasses twelve) throws IOException {
        BurnsideByClasses.Known j = twelve.readJournal(Files.readAllLines(JOURNAL), "journal");
        assertEquals(List.of(), j.errors());
        return j.known();
    }

    /**
     * The journal's columns as a reader re-derives the figure from them: 5,005 classes whose sizes add up to the
     * 47,775,744,000 symmetries, and a sum of size x A that is a multiple of it, giving
     * 1,673,447,740,694,797,339,186,344,268,772 essentially different 12x12 grids. Listing the classes to match the
     * lines takes seconds, so the count itself reads the journal in the slow profile.
     */
    @Test
    void theJournalsColumnsSumToTheFigure() throws IOException {
        long classes = 0;
        long positive = 0;
        long elements = 0;
        BigInteger sum = BigInteger.ZERO;
        for (String line : Files.readAllLines(JOURNAL)) {
            if (!line.startsWith("#")) {
                String[] parts = line.split(" ", 3);
                BigInteger a = new BigInteger(parts[0]);
                long size = Long.parseLong(parts[1]);
                classes++;
                positive += a.signum();
                elements += size;
                sum = sum.add(a.multiply(BigInteger.valueOf(size)));
            }
        }
        assertEquals(5005, classes);
        assertEquals(358, positive);
        assertEquals(47_775_744_000L, elements);
        BigInteger[] qr = sum.divideAndRemainder(BigInteger.valueOf(elements));
        assertEquals(BigInteger.ZERO, qr[1]);
        assertEquals(new BigInteger("1673447740694797339186344268772"), qr[0]);
    }

    /**
     * {@code census classes} over the journal: every line a class of 2x6 with its size, every class there, and the
     * identity's A all grids / 12!; the row swap in every band is the count by hand.
     */
    @Test
    @Tag("slow")
    void theCountTakesEveryClassFromTheJournal() throws IOException {
        BurnsideByClasses twelve = new BurnsideByClasses(TWELVE);
        Map<String, BigInteger> known = journal(twelve);
        assertEquals(5005, known.size());
        BurnsideByClasses.Result r;
        try (LocalEngine here = LocalEngine.onEveryCore()) {
            r = twelve.count(ALL_GRIDS, known, here, () -> false, (done, all, c) -> {});
        }
        assertTrue(r.complete());
        assertEquals(new BigInteger("79950210856813019808847952080718266368000"), r.sum());
        assertEquals(new BigInteger("1673447740694797339186344268772"), r.essentiallyDifferent());
        // swapping the rows of every band, by hand (BurnsideByClassesTest): (L(6) / 6!) L(6) 2^30
        BigInteger latin = BigInteger.valueOf(812_851_200L);
        assertEquals(
                latin.divide(BigInteger.valueOf(720)).multiply(latin).shiftLeft(30),
                known.get("rows (1 2)(3 4)(5 6)(7 8)(9 10)(11 12), columns 1"));
    }

    /**
     * Twelve classes with A > 0 drawn with a fixed seed from those that are not involutions (the involutions are
     * minutes each, or need N of every signature class), counted again by the bands: the journal's A each time.
     */
    @Test
    @Tag("slow")
    void aSampleOfTheClassesCountedAgain() throws IOException {
        BurnsideByClasses twelve = new BurnsideByClasses(TWELVE);
        Map<String, BigInteger> known = journal(twelve);
        List<BurnsideByClasses.ConjugacyClass> drawn = new ArrayList<>();
        for (BurnsideByClasses.ConjugacyClass c : twelve.conjugacyClasses()) {
            int[][] maps = twelve.twoBandMaps(c.cells());
            if (maps != null && known.get(c.element()).signum() > 0 && !twelve.isInvolution(maps)) {
                drawn.add(c);
            }
        }
        Collections.shuffle(drawn, new Random(12));
        for (BurnsideByClasses.ConjugacyClass c : drawn.subList(0, 12)) {
            assertEquals(
                    known.get(c.element()),
                    twelve.fixedByTwoBands(c.cells(), Map.of(), () -> false).divide(GridEnumerator.factorial(12)),
                    c.element());
        }
    }
}
