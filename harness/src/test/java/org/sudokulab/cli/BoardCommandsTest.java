package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.board.Candidates;
import org.sudokulab.testkit.SampleCorpus;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** move, hint, solve --stepwise, --pretty and tree, as a person at the board uses them. */
class BoardCommandsTest {
    private static final SolverBackend DLX = Backends.discover().find("dlx").orElseThrow();

    @TempDir
    Path dir;

    /** The first puzzles of the bundled 17-clue sample. */
    private static List<Puzzle> seventeens() {
        return SampleCorpus.read("17clue.txt").stream()
                .map(l -> ((PuzzleEntry) l).puzzle())
                .limit(10)
                .toList();
    }

    @Test
    void moveTellsCorrectConflictAndUnsolvable() {
        Puzzle p = seventeens().get(0);
        int[] solution = DLX.solve(p, Limits.none()).solution().orElseThrow().values();
        int cell = 0;
        while (p.given(cell) != 0) {
            cell++;
        }
        int r = cell / 9 + 1;
        int c = cell % 9 + 1;
        String line = p.givensLine();
        assertTrue(
                Cli.run("move", line, "" + r, "" + c, "" + solution[cell]).out().startsWith("correct:"));
        int given = -1;
        for (int col = 0; col < 9; col++) {
            if (p.given((r - 1) * 9 + col) != 0) {
                given = p.given((r - 1) * 9 + col);
            }
        }
        if (given > 0) {
            String out = Cli.run("move", line, "" + r, "" + c, "" + given).out();
            assertTrue(out.startsWith("conflict:") && out.contains("row " + r), out);
        }
        long candidates = Candidates.of(p)[cell];
        boolean sawUnsolvable = false;
        for (int d = 1; d <= 9; d++) {
            if (d != solution[cell] && (candidates & (1L << d)) != 0) {
                assertTrue(Cli.run("move", line, "" + r, "" + c, "" + d).out().startsWith("unsolvable:"));
                sawUnsolvable = true;
            }
        }
        assertTrue(sawUnsolvable, "a 17-clue puzzle leaves several candidates in an empty cell");
        assertEquals(ExitCode.USAGE, Cli.run("move", line, "1", "1", "0").exit());
    }

    @Test
    void hintCommandPrintsAPlacementAndTheNextBoard() {
        Cli r = Cli.run("hint", "--next", seventeens().get(1).givensLine());
        assertEquals(0, r.exit(), r.err());
        String[] lines = r.out().split("\n");
        assertTrue(
                lines[0].matches("r\\dc\\d = \\d  \\((naked single|hidden single|proven by the solver): .*\\)"),
                lines[0]);
        assertEquals(18, lines[1].chars().filter(ch -> ch != '.').count());
        assertTrue(Cli.run("hint", "1234341221434321").out().startsWith("no hint: the board is full"));
    }

    @Test
    void stepwiseSolvingReportsItsOracleCalls() throws Exception {
        Path puzzles = Files.write(
                dir.resolve("p.txt"),
                seventeens().subList(0, 3).stream().map(Puzzle::givensLine).toList());
        Cli r = Cli.run("solve", "--stepwise", "-b", "sat", "--json", puzzles.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.lines();
        assertEquals(3, lines.size());
        for (int i = 0; i < 3; i++) {
            JsonNode json = new ObjectMapper().readTree(lines.get(i));
            assertEquals("solved", json.get("status").asText());
            assertTrue(json.get("stats").get("oracleCalls").asLong() >= 2, lines.get(i));
            assertEquals(
                    DLX.solve(seventeens().get(i), Limits.none())
                            .solution()
                            .orElseThrow()
                            .toLine(),
                    json.get("solution").asText());
        }
        assertEquals(
                3,
                r.err().lines().filter(l -> l.contains("oracle calls to sat")).count(),
                r.err());
    }

    @Test
    void prettyBoardsShowBoxesRegionsAndCages() {
        String six = Cli.run("solve", "--pretty", "-q", "--boxes", "2x3", "/dev/null")
                .out();
        assertEquals("", six);
        Cli boxes = Cli.run("generate", "grid", "--boxes", "2x3", "--pretty", "-q");
        assertTrue(boxes.out().contains("------+------"), boxes.out());
        assertTrue(boxes.out().contains(" | "), boxes.out());
        Cli jigsaw = Cli.run("generate", "jigsaw", "--size", "5", "--pretty", "-q");
        assertTrue(jigsaw.out().lines().anyMatch(l -> l.matches(".*   [A-E]( [A-E]){4}")), jigsaw.out());
        Cli killer = Cli.run("generate", "killer", "--boxes", "2x2", "--pretty", "-q");
        assertTrue(killer.out().contains("cage sums: a="), killer.out());
        Cli sixteen = Cli.run("generate", "grid", "--boxes", "4x4", "--pretty", "-q");
        // the board (not the 256-symbol line printed before it) fits in 80 columns
        assertTrue(sixteen.out().lines().filter(l -> l.contains(" ")).allMatch(l -> l.length() <= 80), sixteen.out());
        assertEquals(
                16 + 3,
                sixteen.out()
                        .lines()
                        .filter(l -> l.contains(" ") || l.startsWith("-"))
                        .count(),
                sixteen.out());
    }

    @Test
    void treeOfAFourByFourWithThreeSolutions() throws Exception {
        Path svg = dir.resolve("tree.svg");
        Cli r = Cli.run("tree", "..24.2......3..2", "--svg", svg.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("3 solutions"), r.out());
        NodeList groups = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(svg.toFile())
                .getElementsByTagName("g");
        int solutions = 0;
        for (int i = 0; i < groups.getLength(); i++) {
            solutions += ((Element) groups.item(i)).getAttribute("class").equals("solution") ? 1 : 0;
        }
        assertEquals(3, solutions);
        Cli big = Cli.run(
                "tree",
                ".................................................................................".substring(0, 36),
                "--svg",
                dir.resolve("big.svg").toString());
        assertEquals(ExitCode.FAILED, big.exit());
        assertTrue(big.err().contains("more than 3000 nodes"), big.err());
        // dlx's tree: fewer nodes (it branches on the most constrained item), the same 3 solutions
        Cli dlx = Cli.run(
                "tree",
                "..24.2......3..2",
                "-b",
                "dlx",
                "--svg",
                dir.resolve("dlx.svg").toString());
        assertEquals(0, dlx.exit(), dlx.err());
        assertTrue(dlx.out().contains("3 solutions") && dlx.out().contains("(dlx)"), dlx.out());
        assertEquals(
                ExitCode.USAGE,
                Cli.run(
                                "tree",
                                "..24.2......3..2",
                                "-b",
                                "sat",
                                "--svg",
                                dir.resolve("x.svg").toString())
                        .exit());
    }
}
