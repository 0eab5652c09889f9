package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.io.Json;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/** The records the census commands print carry every figure, computed and cross-checked in the library. */
class ResultRecordsTest {
    private static final Geometry G4 = Geometry.boxes(2, 2);
    private static final Counter DLX =
            new Counter(Backends.discover().find("dlx").orElseThrow(), Limits.none());

    private static int[] board(String line) {
        return PuzzleReader.parseOne(line, ReadOptions.DEFAULT).puzzle().givens();
    }

    @Test
    void gridCountsAgreeWithEnumerationUpToSixBySix() {
        GridCount six = GridCount.of(Geometry.boxes(3, 2), () -> false, (done, all) -> {});
        assertEquals(BigInteger.valueOf(28_200_960), six.grids());
        assertEquals(six.grids(), six.enumerated());
        assertEquals(39_168L, six.enumeratedOverFirstRow());
        assertTrue(six.complete());
        assertThrows(
                IllegalArgumentException.class, () -> GridCount.of(Geometry.boxes(3, 4), () -> false, (d, a) -> {}));
    }

    @Test
    void twoWaysOfCountingClassesAgree() {
        EssentialGrids.TwoWays four = EssentialGrids.twoWays(G4, () -> false);
        assertEquals(2, four.canonicalForms());
        assertEquals(2, four.burnside());
        assertEquals(12, four.classSizes().stream().mapToLong(Long::longValue).sum());
    }

    @Test
    void minimalPuzzlesUnavoidableSetsAndTheChromaticCheck() {
        MinimalPuzzles m = MinimalPuzzles.all(G4, board("1234341221434321"));
        assertEquals(284, m.count());
        assertEquals(Map.of(4, 12, 5, 256, 6, 16), m.byClues());
        assertEquals(284, m.puzzles().size());
        UnavoidableSets.Verified u = UnavoidableSets.verified(
                Geometry.boxes(3, 3),
                board("237841569186795243594326718315674892469582137728139456642918375853467921971253684"),
                6,
                DLX);
        assertEquals(Map.of(4, 4, 6, 12), u.bySize());
        assertEquals("r1c6 r1c8 r3c6 r3c8", u.sets().get(0));
        Chromatic.Checked c = Chromatic.checked(G4, board("1.....3......2.."), DLX);
        assertEquals(BigInteger.valueOf(3), c.values().get(4));
        assertEquals(3, c.counted());
    }

    @Test
    void recordsSerialiseWithBoardsAsLinesAndBigNumbersAsStrings() throws Exception {
        SmallBoards.MinClues m = new SmallBoards(G4).minClues(() -> false);
        JsonNode json = Json.mapper().readTree(Json.mapper().writeValueAsString(m));
        assertEquals("4x4 (2x2 boxes)", json.get("geometry").asText());
        assertEquals(m.example().givensLine(), json.get("example").asText());
        assertEquals(25_728, json.get("minimalByClues").get("4").asLong());
        JsonNode grids = Json.mapper().valueToTree(GridCount.of(G4, () -> false, (d, a) -> {}));
        assertTrue(grids.get("grids").isTextual(), grids.toString());
        assertEquals("288", grids.get("grids").asText());
    }
}
