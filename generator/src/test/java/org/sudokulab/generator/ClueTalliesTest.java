package org.sudokulab.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Enumerating;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.generator.KSurvey.Witness;

class ClueTalliesTest {
    private static final Backends BACKENDS = Backends.discover();
    private static final Enumerating DLX = (Enumerating) BACKENDS.require("dlx");
    /** Other paradigms' counts to check the tallies by. */
    private static final Counter CP = new Counter(BACKENDS.require("cp"), Limits.none());

    private static final Counter BITS = new Counter(BACKENDS.require("bits"), Limits.none());

    /**
     * Every board one or two clues above a 6x6 base, counted on its own by bits: the tally hands over exactly those
     * whose count is wanted, with that count.
     */
    @Test
    void talliesAreTheCountsOfTheBoardsAbove() {
        Puzzle base = new Puzzle(Geometry.boxes(2, 3), new int[] {
            1, 0, 0, 0, 5, 0, 0, 0, 3, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
        });
        long total = BITS.count(base, 1_000_000);
        assertTrue(total > 1000, "a base of many solutions: " + total);
        Map<String, Long> handed = new HashMap<>();
        long listed = ClueTallies.tally(
                DLX,
                base,
                1_000_000,
                Limits.none(),
                c -> c % 7 == 3,
                b -> handed.put(b.puzzle().givensLine(), b.count()));
        assertEquals(total, listed);
        Map<String, Long> expected = new HashMap<>();
        int[] givens = base.givens();
        for (int c = 0; c < 36; c++) {
            for (int d = 1; d <= 6 && givens[c] == 0; d++) {
                givens[c] = d;
                expectIf(base.withGivens(givens), expected);
                for (int e = c + 1; e < 36; e++) {
                    for (int f = 1; f <= 6 && givens[e] == 0; f++) {
                        givens[e] = f;
                        expectIf(base.withGivens(givens), expected);
                        givens[e] = 0;
                    }
                }
                givens[c] = 0;
            }
        }
        assertTrue(expected.size() > 50, "boards with a count of 3 mod 7: " + expected.size());
        assertEquals(expected, handed);
        assertEquals(-1, ClueTallies.tally(DLX, base, total - 1, Limits.none(), c -> true, b -> {}), "over the limit");
    }

    private static void expectIf(Puzzle board, Map<String, Long> expected) {
        long count = BITS.count(board, Long.MAX_VALUE);
        if (count > 0 && count % 7 == 3) {
            expected.put(board.givensLine(), count);
        }
    }

    /** The fill takes each missing k at most once, from bases above the smallest, each witness counted again. */
    @Test
    void fillFindsMissingKAboveTheBases() {
        Puzzle base = Puzzle.empty(Geometry.boxes(2, 2));
        TreeMap<Long, Witness> known = new TreeMap<>(Map.of(288L, new Witness(288, base, 0, 0, 0)));
        List<Witness> found = new java.util.ArrayList<>();
        ClueTallies.Result r =
                ClueTallies.fill(DLX, CP, known, List.of(24L, 48L, 72L, 100L), 1000, () -> false, found::add, b -> {});
        // one clue leaves 288 / 4 = 72 grids, two in one house 288 / 12 = 24, two apart 288 / 16 = 18 or 24
        assertEquals(List.of(24L, 72L), List.copyOf(r.found().keySet()));
        assertEquals(2, found.size());
        for (Witness w : found) {
            assertEquals(w.k(), CP.count(w.puzzle(), Long.MAX_VALUE));
        }
        assertEquals(1, r.bases());
        assertEquals(288, r.solutions());
        assertEquals("", r.stoppedBy());
        assertEquals(
                "interrupted",
                ClueTallies.fill(DLX, CP, known, List.of(24L), 1000, () -> true, w -> {}, b -> {})
                        .stoppedBy());
        assertThrows(
                IllegalArgumentException.class,
                () -> ClueTallies.tally(DLX, base, Integer.MAX_VALUE, Limits.none(), c -> true, b -> {}));
    }
}
