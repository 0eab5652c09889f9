package org.sudokulab.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/** The --generate specs: their syntax, their defaults, and the lines they make. */
class GenerateSpecTest {
    private static final Counter DLX = new Counter(Backends.discover().require("dlx"), Limits.none());

    @Test
    void aSpecHasOneTextWhateverTheOrderOfItsKeys() {
        GenerateSpec a = GenerateSpec.parse("ksudoku:k=2..1000/10:boxes=2x3");
        GenerateSpec b = GenerateSpec.parse(" ksudoku : boxes=2x3 : k=2..1000/10 ");
        assertEquals(a, b);
        assertEquals("ksudoku:boxes=2x3:k=2..1000/10", a.toString());
        assertEquals("ksudoku-6x6", a.name());
        assertEquals(Mode.EXACT, a.mode());
        assertEquals(
                "unique-6x6-boxes3x2", GenerateSpec.parse("unique:boxes=3x2").name());
        assertEquals(
                "rokudoku", GenerateSpec.parse("unique:boxes=2x3:name=rokudoku").name());
        assertEquals("jigsaw-6x6", GenerateSpec.parse("jigsaw:size=6").name());
        assertEquals(Mode.UNIQUE, GenerateSpec.parse("killer").mode());
    }

    @Test
    void kListsRangesAndLogSpreads() {
        assertEquals(
                List.of(2L, 37L, 900L), GenerateSpec.parse("ksudoku:k=900,2,37").ks());
        assertEquals(
                List.of(3L, 4L, 5L, 6L), GenerateSpec.parse("ksudoku:k=3..6").ks());
        assertEquals(
                List.of(2L, 4L, 8L, 16L, 32L, 63L, 126L, 251L, 501L, 1000L),
                GenerateSpec.parse("ksudoku:k=2..1000/10").ks());
        assertEquals(
                List.of(1L, 10L, 100L), GenerateSpec.parse("ksudoku:k=1..100/3").ks());
        assertEquals(
                List.of(5L, 7L, 8L, 9L, 20L),
                GenerateSpec.parse("ksudoku:k=7..9,5,20").ks());
    }

    @Test
    void badSpecsSayWhatIsWrong() {
        for (String[] bad : new String[][] {
            {
                "sudoku",
                "unknown kind 'sudoku' (known: holes, jigsaw, killer, ksudoku, minimal, partial, qcp, qwh, unique)"
            },
            {"qwh:size=10", "qwh needs holes=..."},
            {"qwh:size=5:holes=26", "holes must be 0 to 25 on order 5, got 26"},
            {"qwh:holes=3:balanced=yes", "balanced must be true or false, got 'yes'"},
            {"qcp:size=4:preassigned=17", "pre-assigned cells must be 0 to 16 on order 4, got 17"},
            {"ksudoku", "ksudoku needs k=..."},
            {"ksudoku:k=0", "k must be at least 1, got 0"},
            {"ksudoku:k=10..5", "k must be at least 10, got 5"},
            {"ksudoku:k=2..9/1", "must be at least 2, got 1"},
            {"ksudoku:k=x", "k must be a whole number, got 'x'"},
            {"unique:k=3", "unknown key 'k' for unique (known: boxes, count, symmetry, givens, name)"},
            {"unique:boxes=7x7", "boxes 7x7 are not supported"},
            {"unique:count=0", "count must be at least 1, got 0"},
            {"unique:symmetry=spiral", "symmetry must be one of"},
            {"unique:count", "'count' is not KEY=VALUE"},
            {"unique:count=2:count=3", "key 'count' given twice"},
            {"unique:name=a/b", "name must be letters"},
            {"killer:givens=99", "givens must be between 0 and 81, got 99"},
            {"holes:boxes=2x2", "holes needs givens=... (the number of filled cells)"},
            {"unique:givens=82", "clues must be between 0 and 81, got 82"},
            {"partial:givens=82", "givens must be between 0 and 81, got 82"},
            {"jigsaw:size=17", "a jigsaw size must be between 2 and 16, got 17"},
        }) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> GenerateSpec.parse(bad[0]), bad[0]);
            assertTrue(e.getMessage().startsWith("--generate '" + bad[0] + "': "), e.getMessage());
            assertTrue(e.getMessage().contains(bad[1]), e.getMessage());
        }
    }

    @Test
    void theLinesStateTheirCountsAndReadBackAsTheBoardsMade() throws Exception {
        GenerateSpec spec = GenerateSpec.parse("ksudoku:boxes=2x3:k=2,5,40:count=2");
        String text = spec.generate(7, DLX);
        assertEquals(text, spec.generate(7, DLX), "the same seed gives the same lines");
        assertNotEquals(text, spec.generate(8, DLX), "another seed, other lines");
        assertTrue(text.startsWith("# Generated by sudokulab: 2 boards of 6x6 (2x3 boxes) per k with exactly k "
                + "solutions, k = 2, 5, 40. Spec ksudoku:boxes=2x3:k=2,5,40:count=2, seed 7"));
        List<PuzzleEntry> entries = read(text);
        assertEquals(
                List.of(2L, 2L, 5L, 5L, 40L, 40L),
                entries.stream().map(e -> e.expectedCount().getAsLong()).toList());
        for (PuzzleEntry e : entries) {
            assertEquals(e.expectedCount().getAsLong(), DLX.count(e.puzzle(), 1000), e.toString());
        }
    }

    @Test
    void eachSpecDrawsFromItsOwnStream() throws Exception {
        // Two specs of one board and seed must not dig the same grids.
        Puzzle a = read(GenerateSpec.parse("unique:boxes=2x2:count=1").generate(1, DLX))
                .get(0)
                .puzzle();
        Puzzle b = read(GenerateSpec.parse("unique:boxes=2x2:count=1:name=other")
                        .generate(1, DLX))
                .get(0)
                .puzzle();
        assertNotEquals(a, b);
    }

    @Test
    void everyKindMakesWhatItsModeChecks() throws Exception {
        for (String s : List.of(
                "unique:boxes=2x3:count=2",
                "minimal:boxes=2x2:count=2",
                "jigsaw:size=5:count=2",
                "killer:boxes=2x2:count=2:givens=2")) {
            List<PuzzleEntry> entries = read(GenerateSpec.parse(s).generate(3, DLX));
            assertEquals(2, entries.size(), s);
            for (PuzzleEntry e : entries) {
                assertEquals(1, e.expectedCount().getAsLong(), s);
                assertTrue(e.expectedSolution().isPresent(), s);
                assertEquals(1, DLX.count(e.puzzle(), 2), s);
            }
        }
    }

    @Test
    void quasigroupCorporaAreLatinSquareBoardsWithTheirHolesOrSymbols() throws Exception {
        GenerateSpec qwh = GenerateSpec.parse("qwh:size=7:holes=14:balanced=true:count=3");
        assertEquals("qwh-7x7-h14-balanced", qwh.name());
        List<PuzzleEntry> holed = read(qwh.generate(3, DLX));
        assertEquals(3, holed.size());
        for (PuzzleEntry e : holed) {
            assertEquals(Geometry.boxes(1, 7), e.puzzle().geometry());
            assertEquals(49 - 14, e.puzzle().clueCount());
            assertTrue(DLX.backend().count(e.puzzle(), 1, Limits.none()).count() == 1, "a QWH board always completes");
        }
        GenerateSpec qcp = GenerateSpec.parse("qcp:size=6:preassigned=9:count=2");
        assertEquals("qcp-6x6-p9", qcp.name());
        assertTrue(read(qcp.generate(3, DLX)).stream().allMatch(e -> e.puzzle().clueCount() == 9));
    }

    /** The hardness study's boards carry no count; every other kind's counts were proven when made. */
    @Test
    void theHeadingSaysWhetherTheCountsWereProvenWhenMade() throws Exception {
        String holes = GenerateSpec.parse("holes:boxes=2x2:count=1:givens=8").generate(1, DLX);
        assertTrue(
                holes.lines()
                        .findFirst()
                        .orElseThrow()
                        .endsWith("; nothing counted when made: the backends'" + " answers are cross-checked."),
                holes);
        String unique = GenerateSpec.parse("unique:boxes=2x2:count=1").generate(1, DLX);
        assertTrue(
                unique.lines()
                        .findFirst()
                        .orElseThrow()
                        .endsWith("; every count proven exact by dlx, and checked"
                                + " again against every backend's answer."),
                unique);
    }

    /** At most 100,000 values, whether as a range or as a count: the boundary itself is allowed. */
    @Test
    void rangesAndCountsStopAtTheirBound() {
        assertEquals(100_001, GenerateSpec.parse("ksudoku:k=1..100001").ks().size());
        IllegalArgumentException range =
                assertThrows(IllegalArgumentException.class, () -> GenerateSpec.parse("ksudoku:k=1..100002")
                        .ks());
        assertTrue(range.getMessage().contains("has more than 100000 values"), range.getMessage());
        assertTrue(
                GenerateSpec.parse("unique:boxes=2x2:count=100000").describe().startsWith("100000 unique"));
        IllegalArgumentException count =
                assertThrows(IllegalArgumentException.class, () -> GenerateSpec.parse("unique:boxes=2x2:count=100001")
                        .describe());
        assertTrue(count.getMessage().contains("count must be at most 100000, got 100001"), count.getMessage());
    }

    private static List<PuzzleEntry> read(String text) throws Exception {
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.read(
                new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                "spec",
                ReadOptions.DEFAULT,
                (ParsedLine l) -> entries.add((PuzzleEntry) l));
        return entries;
    }
}
