package org.sudokulab.bits;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * The cell search's tables, read against the board they describe: peers, houses, the line-region segments that
 * box-line reduction walks (a weaker table only prunes less, so counts alone do not see it), cages as digit sets.
 */
class LayoutTest {
    private static Layout nine() {
        return Layout.of(new Puzzle(Geometry.boxes(3, 3), new int[81]));
    }

    private static int[] range(int[] start, int[] values, int i) {
        return Arrays.copyOfRange(values, start[i], start[i + 1]);
    }

    @Test
    void eachCellOfANineByNineBoardHasItsTwentyPeers() {
        Layout l = nine();
        assertEquals(9, l.n);
        assertEquals(81, l.cells);
        assertEquals(27, l.houses);
        assertEquals(0x1FFL, l.all);
        for (int cell = 0; cell < 81; cell++) {
            int r = cell / 9;
            int c = cell % 9;
            Set<Integer> expected = new HashSet<>();
            for (int other = 0; other < 81; other++) {
                int r2 = other / 9;
                int c2 = other % 9;
                if (other != cell && (r2 == r || c2 == c || (r2 / 3 == r / 3 && c2 / 3 == c / 3))) {
                    expected.add(other);
                }
            }
            int[] peers = range(l.peerStart, l.peers, cell);
            assertEquals(20, peers.length, "cell " + cell);
            assertEquals(expected, IntStream.of(peers).boxed().collect(java.util.stream.Collectors.toSet()));
            assertEquals(18 + r / 3 * 3 + c / 3, l.regionHouse[cell]);
        }
        assertArrayEquals(IntStream.range(9, 18).toArray(), Arrays.copyOfRange(l.houseCells, 9, 18), "row 2");
    }

    /** Each line meets three boxes in three cells: 54 segments; a box lists its row segments, then its column ones. */
    @Test
    void linesAndBoxesMeetInSegmentsOfThreeCells() {
        Layout l = nine();
        assertEquals(55, l.segStart.length);
        for (int k = 0; k < 54; k++) {
            int[] cells = range(l.segStart, l.segCells, k);
            assertEquals(3, cells.length, "segment " + k);
            for (int cell : cells) {
                int line = l.segLine[k];
                assertTrue(line < 9 ? cell / 9 == line : cell % 9 == line - 9, "segment " + k + " on its line");
                assertEquals(l.segRegion[k], l.regionHouse[cell], "segment " + k + " in its box");
            }
        }
        for (int h = 0; h < 27; h++) {
            int[] segs = range(l.houseSegStart, l.houseSegs, h);
            if (h < 18) {
                assertEquals(3, segs.length, "line " + h);
                for (int i = 0; i < 3; i++) {
                    assertEquals(h, l.segLine[segs[i]]);
                    assertTrue(i == 0 || l.segRegion[segs[i]] > l.segRegion[segs[i - 1]], "region order");
                }
                assertEquals(0, l.rowSegs[h]);
            } else {
                assertEquals(6, segs.length, "box " + h);
                assertEquals(3, l.rowSegs[h]);
                for (int i = 0; i < 6; i++) {
                    assertEquals(h, l.segRegion[segs[i]]);
                    assertEquals(i < 3, l.segLine[segs[i]] < 9, "rows first");
                }
            }
        }
        assertEquals(2 * 54, l.houseSegStart[27], "each segment listed by its line and by its box");
    }

    /** A jigsaw region may meet a line in one cell or in several: segments follow the regions as drawn. */
    @Test
    void jigsawRegionsMeetLinesAsTheyAreDrawn() {
        int[] labels = {
            0, 0, 0, 1,
            0, 2, 1, 1,
            2, 2, 3, 1,
            2, 3, 3, 3
        };
        Layout l = Layout.of(new Puzzle(Geometry.jigsaw(4, labels), new int[16]));
        int row0Segments = 0;
        for (int k = 0; k < l.segLine.length; k++) {
            int[] cells = range(l.segStart, l.segCells, k);
            for (int cell : cells) {
                assertEquals(l.segRegion[k], l.regionHouse[cell]);
            }
            if (l.segLine[k] == 0) {
                row0Segments++;
                assertEquals(l.segRegion[k] == 8 ? 3 : 1, cells.length, "row 1 holds three cells of region 0");
            }
        }
        assertEquals(2, row0Segments);
        int cellsInSegments = l.segStart[l.segLine.length];
        assertEquals(2 * 16, cellsInSegments, "every cell once on its row and once on its column");
    }

    @Test
    void cagesAreTheirCellsTheirSumAndTheirDigitSets() {
        Puzzle killer =
                new Puzzle(Geometry.boxes(2, 2), new int[16], List.of(new Cage(3, 0, 10), new Cage(7, 5, 6, 15)));
        Layout l = Layout.of(killer);
        assertEquals(2, l.cageCount());
        assertArrayEquals(new int[] {0, 10}, range(l.cageStart, l.cageCells, 0));
        assertArrayEquals(new int[] {5, 6, 15}, range(l.cageStart, l.cageCells, 1));
        assertArrayEquals(new int[] {3, 7}, l.cageSum);
        assertArrayEquals(new long[] {0b11}, l.cageSets[0], "{1, 2}");
        assertArrayEquals(new long[] {0b1011}, l.cageSets[1], "three digits of 1..4 that sum to 7: {1, 2, 4}");
        // the cage makes r1c1 and r3c3 peers: 7 from the houses and 1 from the cage
        assertEquals(8, l.peerStart[1] - l.peerStart[0]);
        assertTrue(IntStream.of(range(l.peerStart, l.peers, 0)).anyMatch(p -> p == 10));
        assertNotSame(l, Layout.of(killer), "a killer's layout is its own");
        Layout many = Layout.of(new Puzzle(
                Geometry.boxes(5, 5),
                new int[625],
                List.of(new Cage(130, IntStream.range(0, 10).toArray()))));
        assertNull(many.cageSets[0], "more digit sets than the search keeps: sum bounds instead");
    }

    /** Box shapes up to 20x20 are 64 more than the cache keeps: it is emptied, and the first is built again. */
    @Test
    void plainLayoutsAreBuiltOnceAndTheCacheIsBounded() {
        Puzzle first = new Puzzle(Geometry.boxes(1, 2), new int[4]);
        Layout once = Layout.of(first);
        assertSame(once, Layout.of(first));
        int shapes = 0;
        for (int r = 1; r <= 20; r++) {
            for (int c = 1; r * c <= 20; c++) {
                int n = r * c;
                if (n >= 2 && !(r == 1 && c == 2)) {
                    Layout.of(new Puzzle(Geometry.boxes(r, c), new int[n * n]));
                    shapes++;
                }
            }
        }
        assertEquals(64, shapes);
        assertNotSame(once, Layout.of(first));
    }
}
