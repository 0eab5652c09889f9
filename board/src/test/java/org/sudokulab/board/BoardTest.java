package org.sudokulab.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
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
                assertRuleHolds(board, h);
                int[] v = board.givens();
                v[h.cell()] = h.digit();
                board = board.withGivens(v);
                r = Hints.next(board, DLX, Limits.none());
            }
            assertEquals(new NoHint("the board is full"), r);
            assertArrayEquals(solution, board.givens());
        }
    }

    /** The hint's rule holds on the board, and no naked single was passed over for a weaker rule. */
    private static void assertRuleHolds(Puzzle board, Hint h) {
        long[] cand = Candidates.of(board);
        assertEquals(0, board.given(h.cell()), "a hint fills an empty cell");
        boolean nakedSingleLeft = false;
        for (int cell = 0; cell < cand.length; cell++) {
            nakedSingleLeft |= board.given(cell) == 0 && Long.bitCount(cand[cell]) == 1;
        }
        switch (h.rule()) {
            case NAKED_SINGLE -> assertEquals(1L << h.digit(), cand[h.cell()], h.toString());
            case HIDDEN_SINGLE -> {
                assertTrue(!nakedSingleLeft, "a naked single comes first: " + h);
                Geometry g = board.geometry();
                boolean onlyPlace = false;
                for (int house : g.housesOf(h.cell())) {
                    int places = 0;
                    for (int cell : g.house(house)) {
                        places += board.given(cell) == 0 && (cand[cell] & (1L << h.digit())) != 0 ? 1 : 0;
                    }
                    onlyPlace |= places == 1 && h.reason().contains(g.houseName(house));
                }
                assertTrue(onlyPlace, "the only place in the house the reason names: " + h);
            }
            case SOLVER -> assertTrue(!nakedSingleLeft && !hiddenSingleLeft(board, cand), h.toString());
        }
    }

    private static boolean hiddenSingleLeft(Puzzle board, long[] cand) {
        Geometry g = board.geometry();
        for (int house = 0; house < g.houseCount(); house++) {
            for (int d = 1; d <= g.size(); d++) {
                int places = 0;
                for (int cell : g.house(house)) {
                    places += (cand[cell] & (1L << d)) != 0 ? 1 : 0;
                }
                if (places == 1) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void aKillersSingleNamesItsCage() {
        Puzzle killer = killer4("1...............", "\"cages\":[{\"sum\":3,\"cells\":[0,1]}]}");
        assertEquals(
                new Hint(1, 2, Hint.Rule.NAKED_SINGLE, "the only digit its row, column, box and cage leave"),
                Hints.next(killer, DLX, Limits.none()));
        assertEquals("naked single", Hint.Rule.NAKED_SINGLE.toString());
        // a cage sees its own givens: 1 is in it, so 6 - 1 leaves 2 + 3 for the other two cells, never 4 + 1
        Puzzle sum6 = killer4("1...............", "\"cages\":[{\"sum\":6,\"cells\":[0,6,11]}]}");
        assertEquals((1L << 2) | (1L << 3), Candidates.of(sum6)[6]);
        assertEquals((1L << 2) | (1L << 3), Candidates.of(sum6)[11]);
    }

    @Test
    void stepwiseAsksNothingOfALastCandidateAndStopsWhenTheOracleDoes() {
        Puzzle oneLeft = board4("1234341221434.21");
        Stepwise s = Stepwise.solve(oneLeft, DLX, Limits.none());
        assertEquals(1, s.oracleCalls(), "the first question only: r4c2's one candidate needs none");
        assertEquals("1234341221434321", s.solution().orElseThrow().toLine());
        assertTrue(s.asSolveResult(SearchStats.of(0, 0)).isSolved());
        int[] calls = {0};
        SolverBackend stopsAfterOne = new SolverBackend() {
            @Override
            public String id() {
                return "stops-after-one";
            }

            @Override
            public String description() {
                return "answers once, then stops";
            }

            @Override
            public Set<Capability> capabilities() {
                return DLX.capabilities();
            }

            @Override
            public CountResult count(Puzzle puzzle, long limit, Limits limits) {
                return calls[0]++ == 0 ? DLX.count(puzzle, limit, limits) : STOPS.count(puzzle, limit, limits);
            }
        };
        assertEquals(
                new Stepwise(Optional.empty(), 2, Termination.TIMEOUT),
                Stepwise.solve(seventeens().get(0), stopsAfterOne, Limits.none()));
    }

    @Test
    void aBoardWithoutSinglesGetsTheSolversDigitInACellWithFewestCandidates() {
        // The forum's "Easter Monster": not one naked or hidden single on the start board.
        Puzzle p = PuzzleReader.parseOne(
                        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
                        ReadOptions.DEFAULT)
                .puzzle();
        Hint h = assertInstanceOf(Hint.class, Hints.next(p, DLX, Limits.none()));
        assertEquals(Hint.Rule.SOLVER, h.rule());
        assertEquals("proven by the solver", h.rule().toString());
        assertEquals(solution(p)[h.cell()], h.digit());
        long[] cand = Candidates.of(p);
        int fewest = Integer.MAX_VALUE;
        for (int cell = 0; cell < cand.length; cell++) {
            fewest = p.given(cell) == 0 ? Math.min(fewest, Long.bitCount(cand[cell])) : fewest;
        }
        assertEquals(fewest, Long.bitCount(cand[h.cell()]));
        assertTrue(h.reason().endsWith("among " + fewest + " candidates"), h.reason());
    }

    @Test
    void boardsWithoutAHintSayWhy() {
        assertEquals(
                new NoHint("no placement is forced and the puzzle has several solutions"),
                Hints.next(Puzzle.empty(Geometry.boxes(3, 3)), DLX, Limits.none()));
        assertEquals(
                new NoHint("no solution: the board breaks a rule: row 1 holds 1 twice"),
                Hints.next(board4("11.............."), DLX, Limits.none()));
        // r1c3: its row has 1 and 2, its box 3, its column 4
        assertEquals(
                new NoHint("no solution: r1c3 has no digit left"),
                Hints.next(board4("12.....3..4....."), DLX, Limits.none()));
        // every cell keeps a digit and no rule is broken, yet no grid completes it
        assertEquals(
                new NoHint("no solution (proven by dlx)"), Hints.next(board4("31.....2..1..3.."), DLX, Limits.none()));
        assertEquals(
                new NoHint("the search stopped (TIMEOUT) before deciding"),
                Hints.next(Puzzle.empty(Geometry.boxes(3, 3)), STOPS, Limits.none()));
    }

    @Test
    void movesOnKillerCagesAndOnBoardsWithSeveralSolutions() {
        // a 4x4 killer: cells 0 and 1 sum to 3
        Puzzle killer = PuzzleReader.parseOne(
                        "{\"n\":4,\"boxRows\":2,\"boxCols\":2,\"givens\":\"1...............\","
                                + "\"cages\":[{\"sum\":3,\"cells\":[0,1]},{\"sum\":7,\"cells\":[2,3]}]}",
                        ReadOptions.DEFAULT)
                .puzzle();
        assertEquals(
                new MoveVerdict(MoveVerdict.Kind.CONFLICT, "1 is already in row 1 (at r1c1)"),
                Moves.check(killer, 1, 1, DLX, Limits.none()));
        assertEquals(
                "conflict: 4 at r1c2 leaves its cage (sum 3) impossible to complete",
                Moves.check(killer, 1, 4, DLX, Limits.none()).toString());
        assertEquals(
                MoveVerdict.Kind.SOLVABLE,
                Moves.check(killer, 1, 2, DLX, Limits.none()).kind());
        assertEquals((1L << 3) | (1L << 4), Candidates.of(killer)[2], "7 over two cells of 1..4: 3 and 4");
        // r2c3 is in no cage: the cages of other cells do not bar its digit
        assertEquals(
                MoveVerdict.Kind.SOLVABLE,
                Moves.check(killer, 6, 1, DLX, Limits.none()).kind());
        Puzzle apart = killer4("2...............", "\"cages\":[{\"sum\":5,\"cells\":[0,6]}]}");
        assertEquals(
                new MoveVerdict(MoveVerdict.Kind.CONFLICT, "2 is already in the cage of r2c3 (at r1c1)"),
                Moves.check(apart, 6, 2, DLX, Limits.none()));
        Puzzle empty = Puzzle.empty(Geometry.boxes(2, 2));
        assertEquals(
                "solvable: 3 at r2c3 keeps the puzzle solvable (the puzzle has several solutions; this is one of them)",
                Moves.check(empty, 6, 3, DLX, Limits.none()).toString());
        assertEquals(
                new MoveVerdict(MoveVerdict.Kind.BROKEN, "the board already breaks a rule: row 1 holds 1 twice"),
                Moves.check(board4("11.............."), 5, 2, DLX, Limits.none()));
        assertEquals(
                new MoveVerdict(MoveVerdict.Kind.UNKNOWN, "the search stopped (TIMEOUT) before deciding"),
                Moves.check(empty, 6, 3, STOPS, Limits.none()));
    }

    @Test
    void brokenCagesAreNamed() {
        String cells = "\"cages\":[{\"sum\":7,\"cells\":[0,1,2]}]}";
        // cells 0 and 6 share no row, column or box: only the cage sees them together
        String apart = "\"cages\":[{\"sum\":5,\"cells\":[0,6]}]}";
        assertEquals(
                java.util.Optional.of("cage 1 holds 2 twice"),
                Candidates.brokenRule(killer4("2.....2.........", apart)));
        assertEquals(
                java.util.Optional.of("cage 1 (sum 5) holds digits adding up to 7"),
                Candidates.brokenRule(killer4("4.....3.........", apart)));
        assertEquals(
                java.util.Optional.of("cage 1 (sum 7) holds digits adding up to 6"),
                Candidates.brokenRule(killer4("123.............", cells)));
        assertEquals(java.util.Optional.empty(), Candidates.brokenRule(killer4("124.............", cells)));
        assertEquals(
                java.util.Optional.of("column 2 holds 3 twice"), Candidates.brokenRule(board4(".3...3..........")));
    }

    private static Puzzle board4(String line) {
        return PuzzleReader.parseOne(line, ReadOptions.DEFAULT).puzzle();
    }

    private static Puzzle killer4(String givens, String cages) {
        return PuzzleReader.parseOne(
                        "{\"n\":4,\"boxRows\":2,\"boxCols\":2,\"givens\":\"" + givens + "\"," + cages,
                        ReadOptions.DEFAULT)
                .puzzle();
    }

    /** A backend whose every search stops at its time limit, deciding nothing. */
    private static final SolverBackend STOPS = new SolverBackend() {
        @Override
        public String id() {
            return "stops";
        }

        @Override
        public String description() {
            return "stops at once";
        }

        @Override
        public Set<Capability> capabilities() {
            return EnumSet.allOf(Capability.class);
        }

        @Override
        public CountResult count(Puzzle puzzle, long limit, Limits limits) {
            return new CountResult(0, Termination.TIMEOUT, Optional.empty(), SearchStats.of(0, 0));
        }
    };

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
        Stepwise stopped = Stepwise.solve(seventeens().get(0), STOPS, Limits.none());
        assertEquals(new Stepwise(Optional.empty(), 1, Termination.TIMEOUT), stopped);
        assertEquals(
                Termination.TIMEOUT, stopped.asSolveResult(SearchStats.of(0, 0)).termination());
    }
}
