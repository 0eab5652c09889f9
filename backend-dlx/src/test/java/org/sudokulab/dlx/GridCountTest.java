package org.sudokulab.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;

class GridCountTest {
    private final DlxBackend dlx = new DlxBackend();

    @Test
    void all288FourByFourGrids() {
        CountResult r = dlx.count(Puzzle.empty(Geometry.boxes(2, 2)), Long.MAX_VALUE, Limits.none());
        assertTrue(r.exact());
        assertEquals(288, r.count());
    }

    /** About 20 s on two cores: the slow profile. */
    @Test
    @Tag("slow")
    void all28200960RokuDokuGrids() {
        CountResult r = dlx.count(Puzzle.empty(Geometry.boxes(2, 3)), Long.MAX_VALUE, Limits.none());
        assertTrue(r.exact());
        assertEquals(28_200_960, r.count());
    }
}
