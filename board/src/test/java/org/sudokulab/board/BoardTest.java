package org.sudokulab.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;
import org.sudokulab.dlx.DlxBackend;
import org.sudokulab.testkit.SampleCorpus;

/** Hints, moves and stepwise solving on real puzzles, every answer compared with the unique solution. */
class BoardTest {
    private static final SolverBackend DLX = new DlxBackend();

    private static List<Puzzle> seventeens() {
        return SampleCorpus.read("17clue.txt").stream()
                .map(l -> ((PuzzleEntry) l).puzzle())
                .toList();
    }

    private static int[] solution(Puzzle p) {
        return DLX.solve(p, Limits.none()).solution().orElseThrow().values();
    }

    @Test
    void hintsRepeatedToTheFullBoardGiveTheSolutionsDigits() {
        List<Puzzle> puzzles = seventeens();
        assertEquals(100, puzzles.size());
        for (Puzzle p : puzzles) {
            int[] solution = solution(p);
            Puzzle board = p;
            HintResult r = Hints.next(board, DLX, Limits.none());
            while (r instanceof Hint h) {
                assertEquals(solution[h.cell()], h.digit(), h.rule() + " at " + h.cell() + " of " + p.givensLine());
                int[] v = board.givens();
                v[h.cell()] = h.digit();
                board = board.withGivens(v);
                r = Hints.next(board, DLX, Limits.none());
            }
            assertEquals(new NoHint("the board is full"), r);
            assertArrayEquals(solution, board.givens());
        }
    }

    @Test
    void movesAreCorrectConflictingOrUnsolvable() {
        Puzzle p = seventeens().get(0);
        int[] solution = solution(p);
        int cell = 0;
        while (p.given(cell) != 0) {
            cell++;
        }
        assertEquals(
                MoveVerdict.Kind.CORRECT,
                Moves.check(p, cell, solution[cell], DLX, Limits.none()).kind());
        long candidates = Candidates.of(p)[cell];
        int unsolvable = 0;
        for (int d = 1; d <= 9; d++) {
            MoveVerdict v = Moves.check(p, cell, d, DLX, Limits.none());
            if ((candidates & (1L << d)) == 0) {
                assertEquals(MoveVerdict.Kind.CONFLICT, v.kind(), v.toString());
            } else if (d != solution[cell]) {
                assertEquals(MoveVerdict.Kind.UNSOLVABLE, v.kind(), v.toString());
                unsolvable++;
            }
        }
        assertTrue(unsolvable > 0, "a 17-clue puzzle leaves several candidates in an empty cell");
        int given = 0;
        while (p.given(given) == 0) {
            given++;
        }
        assertEquals(
                MoveVerdict.Kind.FILLED,
                Moves.check(p, given, 1, DLX, Limits.none()).kind());
    }

    @Test
    void candidatesRespectCageSums() {
        // a 4x4 killer: cells 0 and 1 sum to 3, so they hold 1 and 2
        Puzzle p = PuzzleReader.parseOne(
                        "{\"n\":4,\"boxRows\":2,\"boxCols\":2,\"cages\":[{\"sum\":3,\"cells\":[0,1]}]}",
                        ReadOptions.DEFAULT)
                .puzzle();
        long[] c = Candidates.of(p);
        assertEquals((1L << 1) | (1L << 2), c[0]);
        assertEquals((1L << 1) | (1L << 2) | (1L << 3) | (1L << 4), c[2]);
    }

    @Test
    void stepwiseSolvingFindsTheUniqueSolution() {
        for (Puzzle p : seventeens().subList(0, 10)) {
            Stepwise s = Stepwise.solve(p, DLX, Limits.none());
            assertArrayEquals(solution(p), s.solution().orElseThrow().values());
            assertTrue(s.oracleCalls() >= 2, "at least the first question and one more");
        }
        Puzzle none =
                PuzzleReader.parseOne("11..............", ReadOptions.DEFAULT).puzzle();
        Stepwise s = Stepwise.solve(none, DLX, Limits.none());
        assertTrue(s.solution().isEmpty());
        assertTrue(s.asSolveResult(SearchStats.of(0, 0)).isUnsolvable());
        assertInstanceOf(NoHint.class, Hints.next(none, DLX, Limits.none()));
    }
}
