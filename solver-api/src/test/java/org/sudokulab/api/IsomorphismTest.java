package org.sudokulab.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Isomorphisms take grids to grids of the same geometry, cell for cell, and refuse what they cannot move. */
class IsomorphismTest {
    /** A solved board of r x c boxes: v(r, c) = (cols (r mod rows) + r div rows + c) mod n + 1. */
    private static int[] pattern(Geometry g) {
        int n = g.size();
        int[] v = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                v[r * n + c] = (g.boxCols() * (r % g.boxRows()) + r / g.boxRows() + c) % n + 1;
            }
        }
        return v;
    }

    @Test
    void aMovedGridIsAGridOfTheSameGeometry() {
        SplittableRandom random = new SplittableRandom(11);
        for (Geometry g : List.of(
                Geometry.boxes(2, 2),
                Geometry.boxes(2, 3),
                Geometry.boxes(3, 2),
                Geometry.boxes(3, 3),
                Geometry.boxes(1, 7),
                Geometry.boxes(5, 5))) {
            int[] grid = pattern(g);
            assertTrue(SolutionChecker.isSolution(Puzzle.empty(g), new Grid(grid)), g.describe());
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < 20; i++) {
                Isomorphism moved = Isomorphism.random(g, random);
                Set<Integer> targets = new HashSet<>();
                for (int cell = 0; cell < g.cellCount(); cell++) {
                    targets.add(moved.target(cell));
                }
                assertEquals(g.cellCount(), targets.size(), "every cell goes to a cell of its own");
                Grid image = moved.apply(new Grid(grid));
                assertTrue(SolutionChecker.isSolution(Puzzle.empty(g), image), g.describe() + ": " + image.toLine());
                seen.add(image.toLine());
            }
            assertTrue(seen.size() > 10, g.describe() + ": " + seen.size() + " different grids of 20");
        }
    }

    @Test
    void givensMoveWithTheirCellsAndBlanksStayBlank() {
        Geometry g = Geometry.boxes(3, 3);
        int[] givens = new int[81];
        givens[0] = 5;
        givens[40] = 9;
        Isomorphism moved = Isomorphism.random(g, new SplittableRandom(2));
        int[] image = moved.apply(new Puzzle(g, givens)).givens();
        assertEquals(79, Arrays.stream(image).filter(d -> d == 0).count());
        assertTrue(image[moved.target(0)] != 0 && image[moved.target(40)] != 0);
        assertTrue(image[moved.target(0)] != image[moved.target(40)], "two symbols stay two symbols");
        assertArrayEquals(image, Isomorphism.random(g, new SplittableRandom(2)).apply(givens), "same seed");
    }

    @Test
    void jigsawsAndKillersAreRefused() {
        int[] regions = new int[16];
        for (int cell = 0; cell < 16; cell++) {
            regions[cell] = cell / 8 * 2 + cell % 4 / 2; // the 2x2 boxes, but given as a jigsaw's regions
        }
        assertThrows(
                IllegalArgumentException.class,
                () -> Isomorphism.random(Geometry.jigsaw(4, regions), new SplittableRandom(1)));
        Geometry g = Geometry.boxes(2, 2);
        Puzzle killer = new Puzzle(g, new int[16], List.of(new Cage(3, new int[] {0, 1})));
        assertThrows(IllegalArgumentException.class, () -> Isomorphism.random(g, new SplittableRandom(1))
                .apply(killer));
    }
}
