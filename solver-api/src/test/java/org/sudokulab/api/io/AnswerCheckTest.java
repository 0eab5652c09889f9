package org.sudokulab.api.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigInteger;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolveResult;
import org.sudokulab.api.Termination;

/** Every answer against the checker and the line's own expectations, each way it can be wrong. */
class AnswerCheckTest {
    private static final SearchStats STATS = SearchStats.of(0, 0);
    private static final Puzzle PUZZLE =
            PuzzleReader.parseOne("12.43.1..1434..1", ReadOptions.DEFAULT).puzzle();
    private static final Grid SOLUTION = grid("1234341221434321");
    private static final Grid OTHER = grid("1243341221344321");
    private static final Grid INVALID = grid("1234341221434312");

    private static Grid grid(String line) {
        return new Grid(
                PuzzleReader.parseOne(line, ReadOptions.DEFAULT).puzzle().givens());
    }

    private static PuzzleEntry entry(OptionalLong count, Optional<Grid> solution) {
        return new PuzzleEntry("t", 1, Optional.empty(), PUZZLE, count, solution);
    }

    private static CountResult counted(long n, Termination end, Grid first) {
        return new CountResult(n, end, Optional.ofNullable(first), STATS);
    }

    @Test
    void counts() {
        PuzzleEntry one = entry(OptionalLong.of(1), Optional.of(SOLUTION));
        assertNull(AnswerCheck.ofCount("b", one, counted(1, Termination.EXHAUSTED, SOLUTION)));
        assertEquals(
                "backend b returned an invalid solution: cell r4c4 holds 2 but the given is 1",
                AnswerCheck.ofCount("b", one, counted(1, Termination.EXHAUSTED, INVALID)));
        assertEquals(
                "counted 2, the line expects 1",
                AnswerCheck.ofCount("b", one, counted(2, Termination.EXHAUSTED, SOLUTION)));
        assertEquals(
                "counted 0, the line expects 1",
                AnswerCheck.ofCount("b", one, counted(0, Termination.EXHAUSTED, null)));
        // a stopped count claims only "at least"
        assertNull(AnswerCheck.ofCount("b", one, counted(1, Termination.TIMEOUT, SOLUTION)));
        assertNull(AnswerCheck.ofCount("b", one, counted(0, Termination.TIMEOUT, null)));
        assertEquals(
                "counted >=2, the line expects 1",
                AnswerCheck.ofCount("b", one, counted(2, Termination.SOLUTION_LIMIT, SOLUTION)));
        assertEquals(
                "the unique solution differs from the expected solution",
                AnswerCheck.ofCount(
                        "b",
                        entry(OptionalLong.of(1), Optional.of(OTHER)),
                        counted(1, Termination.EXHAUSTED, SOLUTION)));
        assertNull(AnswerCheck.ofCount(
                "b", entry(OptionalLong.empty(), Optional.of(OTHER)), counted(2, Termination.EXHAUSTED, SOLUTION)));
        assertNull(AnswerCheck.ofCount(
                "b", entry(OptionalLong.empty(), Optional.empty()), counted(1, Termination.EXHAUSTED, SOLUTION)));
    }

    @Test
    void solutions() {
        PuzzleEntry one = entry(OptionalLong.of(1), Optional.of(SOLUTION));
        assertNull(AnswerCheck.ofSolve("b", one, SolveResult.solved(SOLUTION, STATS)));
        assertEquals(
                "backend b returned an invalid solution",
                AnswerCheck.ofSolve("b", one, SolveResult.solved(INVALID, STATS))
                        .replaceFirst(":.*", ""));
        assertEquals(
                "solution differs from the expected unique solution",
                AnswerCheck.ofSolve(
                        "b", entry(OptionalLong.of(1), Optional.of(OTHER)), SolveResult.solved(SOLUTION, STATS)));
        // with several solutions, any valid one will do
        assertNull(AnswerCheck.ofSolve(
                "b", entry(OptionalLong.of(2), Optional.of(OTHER)), SolveResult.solved(SOLUTION, STATS)));
        assertNull(AnswerCheck.ofSolve(
                "b", entry(OptionalLong.empty(), Optional.of(OTHER)), SolveResult.solved(SOLUTION, STATS)));
        assertEquals(
                "solved, but the line expects no solution",
                AnswerCheck.ofSolve(
                        "b", entry(OptionalLong.of(0), Optional.empty()), SolveResult.solved(SOLUTION, STATS)));
        assertEquals(
                "unsolvable, but the line expects a solution",
                AnswerCheck.ofSolve("b", one, SolveResult.unsolvable(STATS)));
        assertEquals(
                "unsolvable, but the line expects a solution",
                AnswerCheck.ofSolve(
                        "b", entry(OptionalLong.empty(), Optional.of(SOLUTION)), SolveResult.unsolvable(STATS)));
        assertNull(
                AnswerCheck.ofSolve("b", entry(OptionalLong.of(0), Optional.empty()), SolveResult.unsolvable(STATS)));
        assertNull(
                AnswerCheck.ofSolve("b", entry(OptionalLong.empty(), Optional.empty()), SolveResult.unsolvable(STATS)));
        assertNull(AnswerCheck.ofSolve("b", one, SolveResult.stopped(Termination.TIMEOUT, STATS)));
    }

    @Test
    void jsonWritesPuzzlesGridsGeometriesAndBigCountsAsStrings() throws Exception {
        Map<String, Object> record = new java.util.LinkedHashMap<>();
        record.put("puzzle", PUZZLE);
        record.put("grid", SOLUTION);
        record.put("geometry", Geometry.boxes(2, 2));
        record.put("count", new BigInteger("6670903752021072936960"));
        assertEquals(
                "{\"puzzle\":\"12.43.1..1434..1\",\"grid\":\"1234341221434321\",\"geometry\":\"4x4 (2x2 boxes)\","
                        + "\"count\":\"6670903752021072936960\"}",
                Json.mapper().writeValueAsString(record));
        assertEquals(
                "{\n  \"grid\" : \"1234341221434321\"\n}",
                Json.indented().writeValueAsString(Map.of("grid", SOLUTION)));
    }
}
