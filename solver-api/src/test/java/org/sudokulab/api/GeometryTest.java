package org.sudokulab.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GeometryTest {
    @ParameterizedTest
    @CsvSource({"4,2,2", "6,2,3", "8,2,4", "9,3,3", "10,2,5", "12,3,4", "16,4,4", "25,5,5"})
    void defaultBoxShapes(int n, int rows, int cols) {
        Geometry g = Geometry.defaultBoxes(n);
        assertEquals(rows, g.boxRows());
        assertEquals(cols, g.boxCols());
        assertEquals(n * n, g.cellCount());
    }

    @Test
    void oneBoxGeometryPerShapeIsShared() {
        // A corpus's lines share their geometry instead of holding a copy each (1.7 KB and 29 objects for 9x9).
        assertSame(Geometry.boxes(3, 3), Geometry.boxes(3, 3));
        assertSame(Geometry.boxes(2, 3), Geometry.defaultBoxes(6));
        assertNotSame(Geometry.boxes(2, 3), Geometry.boxes(3, 2));
        assertEquals(3, Geometry.boxes(3, 2).boxRows());
        assertEquals(2, Geometry.boxes(3, 2).boxCols());
    }

    @Test
    void primeSizesHaveNoBoxes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Geometry.defaultBoxes(7));
        assertTrue(e.getMessage().contains("no box shape for size 7"), e.getMessage());
    }

    @Test
    void rokuDokuBoxesAreTwoRowsByThreeColumns() {
        Geometry g = Geometry.boxes(2, 3);
        // Region of r2c4 (0-based 1,3): first band, second stack.
        assertEquals(1, g.regionOf(1 * 6 + 3));
        assertEquals(2, g.regionOf(2 * 6 + 0));
        assertArrayEquals(new int[] {0, 1, 2, 6, 7, 8}, g.house(2 * 6));
    }

    @Test
    void everyHouseHasEveryCellOnceAcrossItsKind() {
        for (Geometry g : new Geometry[] {Geometry.boxes(2, 3), Geometry.boxes(3, 3), Geometry.boxes(5, 5)}) {
            int n = g.size();
            for (int kind = 0; kind < 3; kind++) {
                int[] seen = new int[g.cellCount()];
                for (int h = kind * n; h < (kind + 1) * n; h++) {
                    for (int cell : g.house(h)) {
                        seen[cell]++;
                    }
                }
                for (int s : seen) {
                    assertEquals(1, s);
                }
            }
        }
    }

    @Test
    void jigsawRegionsAreCheckedForSizeAndConnection() {
        int[] ok = labels("1112122233443344");
        Geometry g = Geometry.jigsaw(4, ok);
        assertTrue(g.isJigsaw());
        assertEquals("1112122233443344", g.regionLine());

        IllegalArgumentException size =
                assertThrows(IllegalArgumentException.class, () -> Geometry.jigsaw(4, labels("1111122233443344")));
        assertTrue(size.getMessage().contains("has 5 cells, expected 4"), size.getMessage());

        IllegalArgumentException split =
                assertThrows(IllegalArgumentException.class, () -> Geometry.jigsaw(4, labels("1221122133443344")));
        assertTrue(split.getMessage().contains("is not connected"), split.getMessage());
    }

    private static int[] labels(String s) {
        return s.chars().map(ch -> Symbols.valueOf((char) ch, 0)).toArray();
    }

    @Test
    void boxesAreRectanglesOfRowsByColumnsAndHousesListCellsInReadingOrder() {
        // built afresh: the shared instances would hide how a shape is made once it is cached
        for (int rows = 1; rows <= 5; rows++) {
            for (int cols = 1; rows * cols <= 20; cols++) {
                Geometry g = Geometry.buildBoxes(rows, cols);
                int n = rows * cols;
                assertEquals(n, g.size());
                assertEquals(rows, g.boxRows());
                assertEquals(cols, g.boxCols());
                for (int box = 0; box < n; box++) {
                    int[] cells = g.house(2 * n + box);
                    int top = cells[0] / n;
                    int left = cells[0] % n;
                    assertEquals((box / rows) * rows, top, "box " + box + " of " + g);
                    assertEquals((box % rows) * cols, left, "box " + box + " of " + g);
                    for (int k = 0; k < n; k++) {
                        assertEquals((top + k / cols) * n + left + k % cols, cells[k], "cell " + k + " of box " + box);
                        assertEquals(box, g.regionOf(cells[k]));
                    }
                }
                assertHousesInReadingOrder(g);
            }
        }
    }

    /** Row h holds h*n .. h*n+n-1, column c holds c, c+n, ...; each cell's houses are the ones that hold it. */
    private static void assertHousesInReadingOrder(Geometry g) {
        int n = g.size();
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < n; k++) {
                assertEquals(i * n + k, g.house(i)[k]);
                assertEquals(k * n + i, g.house(n + i)[k]);
            }
            int[] region = g.house(2 * n + i);
            for (int k = 1; k < n; k++) {
                assertTrue(region[k - 1] < region[k], "a region's cells in reading order");
            }
        }
        for (int cell = 0; cell < g.cellCount(); cell++) {
            for (int h : g.housesOf(cell)) {
                assertTrue(java.util.Arrays.binarySearch(g.house(h), cell) >= 0, g.cellName(cell) + " in house " + h);
            }
        }
    }

    @Test
    void aJigsawsRegionsAreItsLabelsInOrderOfFirstAppearance() {
        Geometry g = Geometry.jigsaw(4, labels("3332322211441144"));
        assertEquals("1112122233443344", g.regionLine());
        assertArrayEquals(new int[] {0, 1, 2, 4}, g.house(8));
        assertArrayEquals(new int[] {10, 11, 14, 15}, g.house(11));
        assertHousesInReadingOrder(g);
        assertEquals(Geometry.jigsaw(4, labels("1112122233443344")), g, "the same regions, other labels");
        assertEquals(Geometry.jigsaw(4, labels("1112122233443344")).hashCode(), g.hashCode());
        assertTrue(!g.equals(Geometry.jigsaw(4, labels("1122112233443344"))), "other regions");
        assertTrue(!Geometry.boxes(2, 2).equals(g) && !g.equals(Geometry.boxes(2, 2)));
        assertTrue(!Geometry.boxes(2, 3).equals(Geometry.boxes(3, 2)));
        assertEquals(Geometry.buildBoxes(2, 3), Geometry.boxes(2, 3));
        assertEquals(Geometry.buildBoxes(2, 3).hashCode(), Geometry.boxes(2, 3).hashCode());
        assertEquals("4x4 jigsaw", g.toString());
        assertEquals("6x6 (2x3 boxes)", Geometry.boxes(2, 3).toString());
    }

    @Test
    void housesAndCellsAreNamedForMessages() {
        Geometry g = Geometry.boxes(3, 3);
        assertEquals("row 1", g.houseName(0));
        assertEquals("row 9", g.houseName(8));
        assertEquals("column 1", g.houseName(9));
        assertEquals("column 9", g.houseName(17));
        assertEquals("box 1", g.houseName(18));
        assertEquals("box 9", g.houseName(26));
        assertEquals("region 2", Geometry.jigsaw(4, labels("1112122233443344")).houseName(9));
        assertEquals("r1c1", g.cellName(0));
        assertEquals("r2c1", g.cellName(9));
        assertEquals("r1c9", g.cellName(8));
        assertEquals("r9c9", g.cellName(80));
    }

    @Test
    void unsupportedShapesAreRefusedWithTheirLimits() {
        assertEquals(36, Geometry.boxes(6, 6).size(), "the largest board");
        assertEquals(
                "5x7",
                Geometry.defaultBoxes(35).boxRows() + "x"
                        + Geometry.defaultBoxes(35).boxCols());
        assertEquals(
                "6x6",
                Geometry.defaultBoxes(36).boxRows() + "x"
                        + Geometry.defaultBoxes(36).boxCols());
        for (int[] shape : new int[][] {{0, 3}, {3, 0}, {6, 7}, {1, 37}}) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> Geometry.boxes(shape[0], shape[1]));
            assertEquals(
                    "boxes " + shape[0] + "x" + shape[1] + " are not supported (need r, c >= 1 and r*c <= 36)",
                    e.getMessage());
        }
        assertEquals(
                "no box shape for size 7 (49 cells); give jigsaw regions or --boxes RxC",
                assertThrows(IllegalArgumentException.class, () -> Geometry.defaultBoxes(7))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Geometry.defaultBoxes(37));
        assertEquals(
                "jigsaw size 37 is not supported (1..36)",
                assertThrows(IllegalArgumentException.class, () -> Geometry.jigsaw(37, new int[37 * 37]))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Geometry.jigsaw(0, new int[0]));
        assertEquals(
                "jigsaw of size 4 needs 16 region labels, got 15",
                assertThrows(IllegalArgumentException.class, () -> Geometry.jigsaw(4, new int[15]))
                        .getMessage());
        assertEquals(
                "jigsaw of size 4 has more than 4 region labels (label 5 at row 4, column 4)",
                assertThrows(IllegalArgumentException.class, () -> Geometry.jigsaw(4, labels("1112122233443345")))
                        .getMessage());
        int[] big = labels("1112122233443344");
        big[15] = 99;
        assertEquals(
                "jigsaw of size 4 has more than 4 region labels (label 99 at row 4, column 4)",
                assertThrows(IllegalArgumentException.class, () -> Geometry.jigsaw(4, big))
                        .getMessage());
        // cells 3 (r1c4) and 4 (r2c1) follow each other in reading order but do not touch
        assertEquals(
                "jigsaw region 2 is not connected",
                assertThrows(IllegalArgumentException.class, () -> Geometry.jigsaw(4, labels("2211112233443344")))
                        .getMessage());
        assertEquals(
                "jigsaw region 3 has 5 cells, expected 4",
                assertThrows(IllegalArgumentException.class, () -> Geometry.jigsaw(4, labels("1112122233343344")))
                        .getMessage());
    }
}
