package org.sudokulab.api.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * Writes puzzles in the line forms {@link PuzzleReader} reads, so that every line written reads back as the
 * same puzzle with the same expectations: plain givens, the golden form {@code GIVENS:COUNT[:SOLUTION]},
 * {@code GIVENS REGIONS} for a jigsaw, and the JSON object for everything else.
 */
public final class PuzzleWriter {
    private static final ObjectMapper JSON = new ObjectMapper();

    private PuzzleWriter() {}

    /**
     * The shortest line form that reads back as {@code puzzle}: plain givens when the box shape is the default
     * for its size, {@code GIVENS REGIONS} for a jigsaw, JSON otherwise (killer cages, other box shapes).
     */
    public static String toLine(Puzzle puzzle) {
        Geometry g = puzzle.geometry();
        if (!puzzle.isKiller()) {
            if (g.isJigsaw()) {
                return puzzle.givensLine() + " " + g.regionLine();
            }
            if (isDefaultShape(g)) {
                return puzzle.givensLine();
            }
        }
        return toJson(puzzle);
    }

    /**
     * An entry with what it says about its answer: the golden form {@code GIVENS:COUNT[:SOLUTION]} when the
     * givens alone read back as the puzzle and the entry carries nothing the golden form cannot hold (a
     * difficulty, a solution without a count); JSON otherwise. An entry without expectations is its puzzle's
     * line.
     */
    public static String toLine(PuzzleEntry entry) {
        Puzzle puzzle = entry.puzzle();
        boolean expectations = entry.expectedCount().isPresent()
                || entry.expectedSolution().isPresent()
                || entry.difficulty().isPresent()
                || entry.id().isPresent();
        if (!expectations) {
            return toLine(puzzle);
        }
        boolean golden = entry.expectedCount().isPresent()
                && entry.difficulty().isEmpty()
                && entry.id().isEmpty()
                && toLine(puzzle).equals(puzzle.givensLine());
        if (!golden) {
            return toJson(entry);
        }
        return puzzle.givensLine() + ":" + entry.expectedCount().getAsLong()
                + entry.expectedSolution().map(s -> ":" + s.toLine()).orElse("");
    }

    /** The JSON object form of a puzzle, one line. */
    public static String toJson(Puzzle puzzle) {
        return write(puzzleNode(puzzle, JSON.createObjectNode()));
    }

    /** The JSON object form of an entry: its id, the puzzle, then count, solution and difficulty when known. */
    public static String toJson(PuzzleEntry entry) {
        ObjectNode node = JSON.createObjectNode();
        entry.id().ifPresent(id -> node.put("id", id));
        puzzleNode(entry.puzzle(), node);
        entry.expectedCount().ifPresent(count -> node.put("count", count));
        entry.expectedSolution().ifPresent(solution -> node.put("solution", solution.toLine()));
        entry.difficulty().ifPresent(difficulty -> node.put("difficulty", difficulty));
        return write(node);
    }

    private static ObjectNode puzzleNode(Puzzle puzzle, ObjectNode node) {
        Geometry g = puzzle.geometry();
        node.put("n", g.size());
        if (g.isJigsaw()) {
            node.put("regions", g.regionLine());
        } else {
            node.put("boxRows", g.boxRows());
            node.put("boxCols", g.boxCols());
        }
        if (puzzle.clueCount() > 0 || !puzzle.isKiller()) {
            node.put("givens", puzzle.givensLine());
        }
        if (puzzle.isKiller()) {
            ArrayNode cages = node.putArray("cages");
            for (Cage cage : puzzle.cages()) {
                ObjectNode c = cages.addObject();
                c.put("sum", cage.sum());
                ArrayNode cells = c.putArray("cells");
                for (int cell : cage.cells()) {
                    cells.add(cell);
                }
            }
        }
        return node;
    }

    private static String write(ObjectNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean isDefaultShape(Geometry g) {
        try {
            return Geometry.defaultBoxes(g.size()).equals(g);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
