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
        return s.chars().map(ch -> Symbols.valueOf((char) ch)).toArray();
    }
}
