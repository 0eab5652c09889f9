package org.sudokulab.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.testkit.SharedCorpora;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** move, hint, solve --stepwise, --pretty and tree, as a person at the board uses them. */
class BoardCommandsTest {
    private static final SolverBackend DLX = Backends.discover().find("dlx").orElseThrow();

    @TempDir
    Path dir;



    /** The 40 bundled 17-clue puzzles (always there), then 100 of ../shared/corpora when present. */
    private static List<Puzzle> seventeens(boolean shared) throws Exception {
        List<Puzzle> out = new ArrayList<>();
        if (shared) {
            for (ParsedLine l : SharedCorpora.read("classic/17clue.txt", 100)) {
                out.add(((PuzzleEntry) l).puzzle());
            }
        } else {
            out.addAll(BenchCorpus.bundled("classic-17clue.txt", new PrintWriter(new StringWriter())).puzzles().stream()
                    .map(PuzzleEntry::puzzle).toList());
        }
        return out;
    }

    @Test
    void moveTellsCorrectConflictAndUnsolvable() throws Exception {
        Puzzle p = seventeens(false).get(0);
        int[] solution = DLX.solve(p, Limits.none()).solution().orElseThrow().values();
        int cell = 0;
        while (p.given(cell) != 0) {
            cell++;
        }
        int r = cell / 9 + 1;
        int c = cell % 9 + 1;
        String line = p.givensLine();
        assertTrue(Cli.run("move", line, "" + r, "" + c, "" + solution[cell]).out().startsWith("correct:"));
        // a digit given elsewhere in the same row
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
        // a legal digit that is not the solution's: a unique puzzle has no solution with it
        long candidates = BoardTools.candidates(p)[cell];
        boolean sawUnsolvable = false;
        for (int d = 1; d <= 9; d++) {
            if (d != solution[cell] && (candidates & (1L << d)) != 0) {
                assertTrue(Cli.run("move", line, "" + r, "" + c, "" + d).out().startsWith("unsolvable:"));
                sawUnsolvable = true;
            }
        }
        assertTrue(sawUnsolvable, "a 17-clue puzzle leaves several candidates in an empty cell");
        assertTrue(Cli.run("move", line, "1", "1", "0").exit() == Main.EXIT_USAGE);
    }

    private static void hintsReproduceTheSolution(List<Puzzle> puzzles) {
        for (Puzzle p : puzzles) {
            int[] solution = DLX.solve(p, Limits.none()).solution().orElseThrow().values();
            Puzzle board = p;
            String[] why = new String[1];
            for (int step = 0; step < 81; step++) {
                BoardTools.Hint h = BoardTools.hint(board, DLX, Limits.none(), why);
                if (h == null) {
                    break;
                }
                assertEquals(solution[h.cell()], h.digit(), h.kind() + " at " + h.cell() + " of " + p.givensLine());
                int[] v = board.givens();
                v[h.cell()] = h.digit();
                board = board.withGivens(v);
            }
            assertEquals("the board is full", why[0]);
            assertTrue(java.util.Arrays.equals(solution, board.givens()));
        }
    }

    @Test
    void hintsRepeatedFillTheBundledSeventeens() throws Exception {
        hintsReproduceTheSolution(seventeens(false));
    }

    @Test
    void hintsRepeatedFillAHundredSeventeensOfTheSharedCorpus() throws Exception {
        hintsReproduceTheSolution(seventeens(true));
    }

    @Test
    void hintCommandPrintsAPlacementAndTheNextBoard() throws Exception {
        Cli r = Cli.run("hint", "--next", seventeens(false).get(1).givensLine());
        assertEquals(0, r.exit(), r.err());
        String[] lines = r.out().split("\n");
        assertTrue(lines[0].matches("r\\dc\\d = \\d  \\((naked single|hidden single|proven by the solver): .*\\)"), lines[0]);
        assertEquals(18, lines[1].chars().filter(ch -> ch != '.').count());
        assertTrue(Cli.run("hint", "1234341221434321").out().startsWith("no hint: the board is full"));
    }

    @Test
    void stepwiseSolvingEqualsTheBackendsSolution() throws Exception {
        for (Puzzle p : seventeens(false).subList(0, 10)) {
            BoardTools.Stepwise s = BoardTools.stepwise(p, DLX, Limits.none());
            assertNotNull(s.grid());
            assertTrue(java.util.Arrays.equals(DLX.solve(p, Limits.none()).solution().orElseThrow().values(), s.grid()));
            assertTrue(s.oracleCalls() >= 2, "at least the first question and one more");
        }
        Cli r = Cli.run("solve", "--stepwise", "-b", "sat", "--json", Path.of("..", "examples", "puzzles.txt").toString());
        assertTrue(r.out().contains("oracleCalls") || r.exit() != 0, r.err());
    }

    @Test
    void prettyBoardsShowBoxesRegionsAndCages() {
        String six = Cli.run("solve", "--pretty", "-q", "--boxes", "2x3", "/dev/null").out();
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
        assertEquals(16 + 3, sixteen.out().lines().filter(l -> l.contains(" ") || l.startsWith("-")).count(), sixteen.out());
    }

    @Test
    void treeOfAFourByFourWithThreeSolutions() throws Exception {
        Path svg = dir.resolve("tree.svg");
        Cli r = Cli.run("tree", "..24.2......3..2", "--svg", svg.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("3 solutions"), r.out());
        NodeList groups = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile()).getElementsByTagName("g");
        int solutions = 0;
        for (int i = 0; i < groups.getLength(); i++) {
            solutions += ((Element) groups.item(i)).getAttribute("class").equals("solution") ? 1 : 0;
        }
        assertEquals(3, solutions);
        Cli big = Cli.run("tree", "................................................................................."
                .substring(0, 36), "--svg", dir.resolve("big.svg").toString());
        assertEquals(Main.EXIT_FAILED, big.exit());
        assertTrue(big.err().contains("more than 3000 nodes"), big.err());
        // dlx's tree: fewer nodes (it branches on the most constrained item), the same 3 solutions
        Cli dlx = Cli.run("tree", "..24.2......3..2", "-b", "dlx", "--svg", dir.resolve("dlx.svg").toString());
        assertEquals(0, dlx.exit(), dlx.err());
        assertTrue(dlx.out().contains("3 solutions") && dlx.out().contains("(dlx)"), dlx.out());
        assertEquals(Main.EXIT_USAGE, Cli.run("tree", "..24.2......3..2", "-b", "sat", "--svg", dir.resolve("x.svg").toString()).exit());
    }
}
