package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.PuzzleEntry;

/**
 * The 36x36 set of data/ that the big-board measurements use (docs/measurements.md): its shape in every build, and
 * in the slow profile each board unique by bits with its solution checked (CaDiCaL's count agreed when it was made).
 */
class ThirtySixSetTest {
    static final Path SET = Path.of("..", "data", "puzzles-36x36-700-clues.txt");

    private static List<PuzzleEntry> boards() throws IOException {
        return DataFiles.entries(SET);
    }

    @Test
    void twentyDistinctBoardsOfSevenHundredClues() throws IOException {
        List<PuzzleEntry> boards = boards();
        assertEquals(20, boards.size());
        assertEquals(
                20, boards.stream().map(b -> b.puzzle().givensLine()).distinct().count());
        for (PuzzleEntry b : boards) {
            assertEquals(Geometry.boxes(6, 6), b.puzzle().geometry(), "line " + b.line());
            assertEquals(700, b.puzzle().clueCount(), "line " + b.line());
        }
    }

    @Test
    @Tag("slow")
    void everyBoardIsUniqueAndItsSolutionChecks() throws IOException {
        SolverBackend bits = Backends.discover().require("bits");
        for (PuzzleEntry b : boards()) {
            CountResult r = bits.count(b.puzzle(), 2, Limits.none());
            assertTrue(r.exact(), "line " + b.line());
            assertEquals(1, r.count(), "line " + b.line());
            assertEquals(
                    Optional.empty(),
                    SolutionChecker.problem(b.puzzle(), r.firstSolution().orElseThrow()),
                    "line " + b.line());
        }
    }
}
