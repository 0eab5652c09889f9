package org.sudokulab.api.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;

class PuzzleWriterTest {
    private static PuzzleEntry read(String line) {
        return PuzzleReader.parseOne(line, ReadOptions.DEFAULT);
    }

    @Test
    void everyFormReadsBackAsTheSamePuzzle() {
        for (String line : List.of(
                "1......2..4..3..",
                "..43...1.2...... 1112122233443344",
                "{\"n\":6,\"boxRows\":3,\"boxCols\":2,\"givens\":\"" + ".".repeat(36) + "\"}",
                "{\"n\":4,\"boxRows\":2,\"boxCols\":2,\"cages\":[{\"sum\":3,\"cells\":[0,1]}]}")) {
            Puzzle p = read(line).puzzle();
            assertEquals(p, read(PuzzleWriter.toLine(p)).puzzle(), line);
            assertEquals(p, read(PuzzleWriter.toJson(p)).puzzle(), line);
        }
        assertEquals(
                "1......2..4..3..", PuzzleWriter.toLine(read("1......2..4..3..").puzzle()));
    }

    @Test
    void entriesKeepWhatTheySayAboutTheirAnswer() {
        Puzzle p = read("1......2..4..3..").puzzle();
        Grid solution = new Grid(read("1234341221434321").puzzle().givens());
        PuzzleEntry unique = PuzzleEntry.made("test", 1, p, OptionalLong.of(1), Optional.of(solution));
        assertEquals("1......2..4..3..:1:1234341221434321", PuzzleWriter.toLine(unique));
        PuzzleEntry many =
                PuzzleEntry.made("test", 2, Puzzle.empty(p.geometry()), OptionalLong.of(288), Optional.empty());
        assertEquals("................:288", PuzzleWriter.toLine(many));
        // A difficulty has no place in the golden form: JSON carries it, and it reads back.
        PuzzleEntry rated = unique.withDifficulty("nodes=12");
        String json = PuzzleWriter.toLine(rated);
        assertEquals(
                "{\"n\":4,\"boxRows\":2,\"boxCols\":2,\"givens\":\"1......2..4..3..\",\"count\":1,"
                        + "\"solution\":\"1234341221434321\",\"difficulty\":\"nodes=12\"}",
                json);
        for (PuzzleEntry e : List.of(
                unique,
                many,
                rated,
                read("{\"id\":\"x\",\"n\":4,\"boxRows\":2,\"boxCols\":2,"
                        + "\"givens\":\"1......2..4..3..\",\"count\":1}"))) {
            PuzzleEntry back = read(PuzzleWriter.toLine(e));
            assertEquals(e.puzzle(), back.puzzle());
            assertEquals(e.expectedCount(), back.expectedCount());
            assertEquals(e.expectedSolution(), back.expectedSolution());
            assertEquals(e.difficulty(), back.difficulty());
            assertEquals(e.id(), back.id());
        }
    }
}
