package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Geometry;
import org.sudokulab.engine.LocalEngine;

/** The census's terms by the cover, as a table with a journal: 6x6 (89 classes besides the identity, 49 grids). */
class CoverTermsTest {
    private static final Geometry SIX = Geometry.boxes(2, 3);
    private static final CoverTerms.Settings SETTINGS = new CoverTerms.Settings("dlx", 100_000_000, 1000, 1);

    private static Map<String, BigInteger> census() {
        try (LocalEngine engine = new LocalEngine(2)) {
            return new BurnsideByClasses(SIX).terms(engine, () -> false, (done, all, c) -> {});
        }
    }

    /** Every class counted exactly, each equal to the census's A, and the sum gives 49 essentially different grids. */
    @Test
    void everyClassOfSixBySixAgreesAndTheSumGivesFortyNine() throws IOException {
        try (LocalEngine engine = new LocalEngine(2)) {
            CoverTerms.Table t =
                    new CoverTerms(SIX).table(census(), SETTINGS, engine, null, () -> false, x -> {}, m -> fail(m));
            assertEquals(89, t.terms().size());
            assertTrue(t.complete());
            for (CoverTerms.Term term : t.terms()) {
                assertEquals("equal", term.agreement(), term.element());
            }
            assertEquals(BigInteger.valueOf(130_176), t.censusSum());
            assertEquals(t.censusSum(), t.coverExactSum());
            assertEquals(0, t.coverStandardError());
            assertEquals(
                    BigInteger.valueOf(49 * 3456),
                    t.identity().add(t.coverExactSum()),
                    "(39,168 + the sum) / 3,456 = 49");
        }
    }

    /** By stacks, into a journal: the identity too, every class equal, and a second run takes them all from it. */
    @Test
    void byStacksEveryClassAndTheIdentityAgree(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws IOException {
        CoverTerms.Settings stacks = new CoverTerms.Settings(CoverTerms.STACKS, 0, 1, 0);
        java.nio.file.Path journal = dir.resolve("stacks.txt");
        Map<String, BigInteger> census = census();
        try (LocalEngine engine = new LocalEngine(2)) {
            CoverTerms.Table t =
                    new CoverTerms(SIX).table(census, stacks, engine, journal, () -> false, x -> {}, m -> fail(m));
            assertEquals(CoverTerms.STACKS, t.method());
            assertTrue(t.complete());
            assertEquals(BigInteger.valueOf(28_200_960 / 720), t.identityByMethod());
            assertEquals(t.identity(), t.identityByMethod());
            for (CoverTerms.Term term : t.terms()) {
                assertEquals("equal", term.agreement(), term.element());
            }
            assertEquals(t.censusSum(), t.coverExactSum());
            assertEquals(91, java.nio.file.Files.readAllLines(journal).size(), "a header and 90 classes");
            int[] counted = {0};
            CoverTerms.Table again = new CoverTerms(SIX)
                    .table(census, stacks, engine, journal, () -> false, x -> counted[0]++, m -> fail(m));
            assertEquals(0, counted[0]);
            assertEquals(t.identityByMethod(), again.identityByMethod());
            assertEquals(t.coverExactSum(), again.coverExactSum());
            CoverTerms.Table asCover = new CoverTerms(SIX)
                    .table(census, SETTINGS, engine, journal, () -> false, x -> counted[0]++, m -> fail(m));
            assertEquals(0, counted[0], "the cover takes the stacks' exact terms too");
            assertTrue(asCover.complete());
            assertEquals(null, asCover.identityByMethod(), "but not their identity");
        }
        assertThrows(IllegalArgumentException.class, () -> new CoverTerms(Geometry.boxes(3, 3))
                .table(Map.of(), stacks, null, null, () -> false, x -> {}, m -> {}));
    }

    /** A class forced to an estimate: the census's A within a few standard errors of it, and said so. */
    @Test
    void aClassAboveTheBoundIsEstimated() throws IOException {
        CoverTerms.Settings estimateAll = new CoverTerms.Settings("dlx", 0, 2000, 1);
        try (LocalEngine engine = new LocalEngine(2)) {
            CoverTerms.Table t =
                    new CoverTerms(SIX).table(census(), estimateAll, engine, null, () -> false, x -> {}, m -> fail(m));
            int estimated = 0;
            for (CoverTerms.Term term : t.terms()) {
                if (term.estimate() != null) {
                    estimated++;
                    assertNull(term.exact());
                    assertTrue(Math.abs(term.z()) < 5, term.element() + " " + term.agreement());
                    assertTrue(term.agreement().startsWith("z="), term.agreement());
                }
            }
            assertTrue(estimated >= 20, "every class with grids is estimated: " + estimated);
            assertTrue(
                    Math.abs(t.coverEstimatedSum() + t.coverExactSum().doubleValue() - 130_176)
                            <= 5 * t.coverStandardError(),
                    t.toString());
        }
    }

    /**
     * A run stopped early keeps what it finished; the next takes it and does the rest; a bad line is named with its
     * file, line and column, and skipped.
     */
    @Test
    void aStoppedRunGoesOnFromItsJournal(@TempDir Path dir) throws IOException {
        Path journal = dir.resolve("cover.txt");
        Map<String, BigInteger> census = census();
        CoverTerms cover = new CoverTerms(SIX);
        AtomicInteger first = new AtomicInteger();
        try (LocalEngine engine = new LocalEngine(1)) {
            CoverTerms.Table stopped = cover.table(
                    census,
                    SETTINGS,
                    engine,
                    journal,
                    () -> first.get() >= 10,
                    x -> first.incrementAndGet(),
                    m -> fail(m));
            assertTrue(!stopped.complete() && first.get() >= 10 && first.get() < 89, "stopped at " + first.get());
            List<String> lines = Files.readAllLines(journal);
            assertEquals(first.get() + 1, lines.size(), "a header and a line per class finished");
            String damaged = lines.get(3).replaceFirst(" exact ", " exakt ");
            Files.write(journal, List.of(damaged, "0 exact 0"), StandardOpenOption.APPEND);
            List<String> bad = new ArrayList<>();
            AtomicInteger second = new AtomicInteger();
            CoverTerms.Table done = cover.table(
                    census, SETTINGS, engine, journal, () -> false, x -> second.incrementAndGet(), bad::add);
            assertTrue(done.complete());
            assertEquals(89 - first.get(), second.get(), "only the classes not in the journal");
            int column = damaged.indexOf(" exakt ") + 2;
            assertEquals(
                    List.of(
                            journal + ":" + (lines.size() + 1) + ":" + column
                                    + ": expected 'exact' or 'estimate', found 'exakt'",
                            journal + ":" + (lines.size() + 2) + ":1: expected 'census-A method A error walks "
                                    + "agreement size element', found '0 exact 0'"),
                    bad);
            for (CoverTerms.Term term : done.terms()) {
                assertEquals("equal", term.agreement(), term.element());
            }
        }
    }
}
