package org.sudokulab.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.pb.reader.OPBReader2010;
import org.sat4j.reader.DimacsReader;
import org.sat4j.reader.Reader;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.IProblem;
import org.sat4j.specs.ISolver;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.testkit.GoldenCorpus;
import org.sudokulab.testkit.GoldenLine;

/**
 * The DIMACS and OPB files, read back by Sat4j's own readers (a parser of the format, not our encoder) and
 * solved again and again with the solutions found excluded by the writer: the number of solutions must be the
 * golden count of every variant the corpus has (4x4 to 25x25, jigsaw, killer), each solution must pass the checker.
 */
class ClauseFilesTest {
    /**
     * Lines with more solutions than this are counted to this many only (each solution is one more solve); past 9x9,
     * where the files are several times as long, to {@link #MAX_COUNT_LARGE} (the 16x16 line with 1,441 solutions
     * took 4.4 s to 30).
     */
    private static final long MAX_COUNT = 30;

    private static final long MAX_COUNT_LARGE = 8;

    /** Every line up to 16x16 (Sat4j needs half a minute for the 25x25 lines' files: slow profile). */
    @TestFactory
    Stream<DynamicTest> dimacsCountsEveryGoldenLine() {
        return lines(size -> size <= 16, ModelFormat.DIMACS);
    }

    @TestFactory
    Stream<DynamicTest> opbCountsEveryGoldenLine() {
        return lines(size -> size <= 16, ModelFormat.OPB);
    }

    @TestFactory
    @Tag("slow")
    Stream<DynamicTest> bothFormatsCountTheLargestGoldenLines() {
        return Stream.concat(lines(size -> size > 16, ModelFormat.DIMACS), lines(size -> size > 16, ModelFormat.OPB));
    }

    private static Stream<DynamicTest> lines(IntPredicate size, ModelFormat format) {
        return GoldenCorpus.load().stream()
                .filter(line -> size.test(line.entry().puzzle().size()))
                .map(line -> DynamicTest.dynamicTest(
                        format.name().toLowerCase(java.util.Locale.ROOT) + " " + line, () -> check(line, format)));
    }

    private static void check(GoldenLine line, ModelFormat format) throws Exception {
        Puzzle puzzle = line.entry().puzzle();
        List<int[]> found = new ArrayList<>();
        long most = puzzle.size() > 9 ? MAX_COUNT_LARGE : MAX_COUNT;
        long wanted = Math.min(line.count(), most);
        while (true) {
            Optional<int[]> next = solve(puzzle, format, found);
            if (next.isEmpty()) {
                break;
            }
            assertEquals(Optional.empty(), SolutionChecker.problem(puzzle, new Grid(next.get())), line.toString());
            assertFalse(found.stream().anyMatch(g -> java.util.Arrays.equals(g, next.get())), "repeated: " + line);
            found.add(next.get());
            if (found.size() > wanted) {
                break;
            }
        }
        if (line.count() <= most) {
            assertEquals(line.count(), found.size(), line.toString());
        } else {
            assertTrue(found.size() > most, line.toString());
        }
    }

    /** One solution of the file with {@code excluded} cut off, read by Sat4j, or none. */
    private static Optional<int[]> solve(Puzzle puzzle, ModelFormat format, List<int[]> excluded) throws Exception {
        String text = ModelWriter.write(puzzle, format, excluded).get(0).text();
        ISolver solver =
                format == ModelFormat.OPB ? org.sat4j.pb.SolverFactory.newDefault() : SolverFactory.newDefault();
        Reader reader = format == ModelFormat.OPB
                ? new OPBReader2010((org.sat4j.pb.IPBSolver) solver)
                : new DimacsReader(solver);
        IProblem problem;
        try {
            problem = reader.parseInstance(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        } catch (ContradictionException e) {
            return Optional.empty();
        }
        if (!problem.isSatisfiable()) {
            return Optional.empty();
        }
        int n = puzzle.size();
        int[] grid = new int[puzzle.cellCount()];
        for (int literal : problem.model()) {
            int v = literal - 1;
            if (literal > 0 && v < grid.length * n) {
                grid[v / n] = v % n + 1;
            }
        }
        return Optional.of(grid);
    }

    @Test
    void dimacsHeaderCountsWhatFollows() {
        Puzzle puzzle = GoldenCorpus.load().get(1).entry().puzzle();
        String text =
                ModelWriter.write(puzzle, ModelFormat.DIMACS, List.of()).get(0).text();
        String[] header = text.lines()
                .filter(l -> l.startsWith("p cnf"))
                .findFirst()
                .orElseThrow()
                .split(" ");
        long clauses = text.lines()
                .filter(l -> !l.startsWith("c") && !l.startsWith("p"))
                .count();
        assertEquals(Long.parseLong(header[3]), clauses);
        assertTrue(text.contains("c cell r1c1 variables 1..4"), text);
    }
}
