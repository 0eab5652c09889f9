package org.sudokulab.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Termination;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/**
 * A thread's working copy of the full matrix serves puzzle after puzzle: whatever way a search ended
 * (exhausted, at the limit at any depth, at the deadline, givens that clash), the next puzzle must start from
 * the matrix as built.
 */
class MatrixReuseTest {
    private static final Puzzle SEVENTEEN = PuzzleReader.parseOne(
                    ".................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.",
                    ReadOptions.DEFAULT)
            .puzzle();
    private static final Puzzle CLASH = PuzzleReader.parseOne(
                    "11...............................................................................",
                    ReadOptions.DEFAULT)
            .puzzle();

    @Test
    void everyEndOfASearchLeavesTheMatrixAsBuilt() {
        DlxBackend dlx = new DlxBackend();
        Puzzle empty = Puzzle.empty(Geometry.boxes(3, 3));
        for (int i = 1; i <= 40; i++) {
            assertEquals(
                    Termination.SOLUTION_LIMIT,
                    dlx.count(empty, i * i, Limits.none()).termination());
            assertEquals(1, dlx.count(SEVENTEEN, 2, Limits.none()).count());
            assertEquals(0, dlx.count(CLASH, 2, Limits.none()).count());
            Termination timedOut = dlx.count(empty, Long.MAX_VALUE, Limits.of(Duration.ofMillis(2)))
                    .termination();
            assertEquals(Termination.TIMEOUT, timedOut);
            assertEquals(
                    288,
                    dlx.count(Puzzle.empty(Geometry.boxes(2, 2)), 1000, Limits.none())
                            .count());
        }
        assertNull(SudokuCover.of(empty).cover.sanity());
    }
}
