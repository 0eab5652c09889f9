package org.sudokulab.bits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.Termination;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;
import org.sudokulab.testkit.Grids;
import org.sudokulab.testkit.SharedCorpora;

/**
 * The clause-learning search against the propagation search it replaces on large plain boards: the same counts
 * on boards with many solutions (each solution met once, the end proven), checked first solutions, and the
 * minimal 25x25 puzzles that the propagation search does not finish.
 */
class LearningSearchTest {
    @Test
    void countsBoardsWithManySolutionsAsThePropagationSearchDoes() {
        Random random = new Random(11);
        int[] labels = new int[256];
        for (int cell = 0; cell < 256; cell++) {
            labels[cell] = cell / 64 * 4 + cell % 16 / 4;
        }
        // and a Latin square, whose regions repeat its rows (three groups a literal, not four)
        Geometry[] shapes = {
            Geometry.boxes(4, 4), Geometry.jigsaw(16, labels), Geometry.boxes(4, 5), Geometry.boxes(1, 16)
        };
        for (Geometry g : shapes) {
            for (int i = 0; i < 12; i++) {
                int cells = g.cellCount();
                int clues = cells / 2 - random.nextInt(cells / 8);
                Puzzle p = new Puzzle(
                        g, Grids.keep(Grids.random(g.isJigsaw() ? Geometry.boxes(4, 4) : g, random), clues, random));
                assertTrue(LearningSearch.fits(p));
                assertSame(p, 300);
                assertSame(p, 2);
            }
        }
    }

    /** Past {@link LearningSearch#MAX_SOLUTIONS} the count is made again by the cell search: the same answer. */
    @Test
    void aBoardWithMoreSolutionsThanTheLearningSearchKeepsIsCountedByTheCellSearch() {
        Geometry g = Geometry.boxes(4, 4);
        Puzzle p = new Puzzle(g, Grids.keep(Grids.random(g, new Random(5)), 90, new Random(6)));
        long limit = LearningSearch.MAX_SOLUTIONS + 5_000;
        CountResult result = new BitsBackend().count(p, limit, Limits.none());
        assertEquals(limit, result.count(), "the board must have more solutions than the learning search keeps");
        assertEquals(Termination.SOLUTION_LIMIT, result.termination());
        assertTrue(SolutionChecker.isSolution(p, result.firstSolution().orElseThrow()));
        CellSearch cell = CellSearch.on(p, limit, Limits.none(), System.nanoTime());
        cell.run(p);
        assertEquals(cell.found, result.count());
    }

    @Test
    void provesTheMinimal25x25PuzzlesUnique() throws IOException {
        // lines 3 and 17 of the stress set (under a second each); line 1 takes half a minute
        for (Puzzle p : bundledMinimal().subList(1, 3)) {
            LearningSearch search = LearningSearch.on(p, 2, Limits.none(), System.nanoTime());
            search.run(p);
            assertEquals(1, search.found, p.givensLine());
            assertEquals(Termination.EXHAUSTED, search.stop, p.givensLine());
            assertTrue(SolutionChecker.isSolution(p, new Grid(search.first)), p.givensLine());
        }
    }

    @Test
    void aTimeoutEndsTheSearchWithoutAnAnswer() throws IOException {
        Puzzle hardest = bundledMinimal().get(0);
        CountResult result = new BitsBackend().count(hardest, 2, Limits.of(Duration.ofMillis(50)));
        assertEquals(Termination.TIMEOUT, result.termination());
        assertEquals(0, result.count());
        // the per-thread search is reused: the next call starts clean
        Puzzle easy = bundledMinimal().get(2);
        CountResult next = new BitsBackend().count(easy, 2, Limits.none());
        assertEquals(1, next.count());
        assertEquals(Termination.EXHAUSTED, next.termination());
    }

    @Test
    void contradictoryGivensHaveNoSolution() {
        int[] givens = new int[256];
        givens[0] = 5;
        givens[1] = 5;
        Puzzle p = new Puzzle(Geometry.boxes(4, 4), givens);
        LearningSearch search = LearningSearch.on(p, 2, Limits.none(), System.nanoTime());
        search.run(p);
        assertEquals(0, search.found);
        assertNull(search.first);
        assertEquals(Termination.EXHAUSTED, search.stop);
    }

    /** The whole minimal 25x25 stress set: each proven unique (slow: seconds to half a minute each here). */
    @Test
    @Tag("slow")
    void provesEveryMinimal25x25StressPuzzleUnique() throws IOException {
        Path file = SharedCorpora.require("large/gecode_25x25.txt");
        List<String> lines = Files.readAllLines(file);
        assertEquals(18, lines.size());
        for (String line : lines) {
            Puzzle p = PuzzleReader.parseOne(line, ReadOptions.DEFAULT).puzzle();
            CountResult result = new BitsBackend().count(p, 2, Limits.of(Duration.ofMinutes(5)));
            assertEquals(1, result.count(), line);
            assertEquals(Termination.EXHAUSTED, result.termination(), line);
            assertTrue(SolutionChecker.isSolution(p, result.firstSolution().orElseThrow()), line);
        }
    }

    private static void assertSame(Puzzle p, long limit) {
        CellSearch cell = CellSearch.on(p, limit, Limits.none(), System.nanoTime());
        cell.run(p);
        long cellCount = cell.found;
        Termination cellStop = cell.stop;
        LearningSearch learning = LearningSearch.on(p, limit, Limits.none(), System.nanoTime());
        learning.run(p);
        assertEquals(cellCount, learning.found, p.givensLine());
        assertEquals(cellStop, learning.stop, p.givensLine());
        if (learning.found > 0) {
            assertTrue(SolutionChecker.isSolution(p, new Grid(learning.first)), p.givensLine());
        }
    }

    private static List<Puzzle> bundledMinimal() throws IOException {
        try (InputStream in = LearningSearchTest.class.getResourceAsStream("minimal_25x25.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return Arrays.stream(text.split("\n"))
                    .filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .map(l -> PuzzleReader.parseOne(l, ReadOptions.DEFAULT).puzzle())
                    .toList();
        }
    }
}
