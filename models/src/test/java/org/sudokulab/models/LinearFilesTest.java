package org.sudokulab.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.ortools.Loader;
import com.google.ortools.modelbuilder.ModelBuilder;
import com.google.ortools.modelbuilder.ModelSolver;
import com.google.ortools.modelbuilder.SolveStatus;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;
import org.sudokulab.testkit.GoldenCorpus;
import org.sudokulab.testkit.GoldenLine;

/**
 * The LP and MPS files, read back and solved by SCIP (through OR-Tools) again and again with the solutions found
 * excluded by the writer: the number of solutions must be the golden count of every line up to 9x9 (boxes, jigsaw,
 * killer), each solution must pass the checker. MPS is read by OR-Tools' own importer; its LP importer reads
 * lp_solve's format, not CPLEX's, so the LP file is read by {@link #readLp}, a reader of the CPLEX subset the file
 * uses, kept apart from the writer.
 */
class LinearFilesTest {
    /** Lines with more solutions than this are counted to this many only (each solution is one more solve). */
    private static final long MAX_COUNT = 6;

    static {
        Loader.loadNativeLibraries();
    }

    @TestFactory
    Stream<DynamicTest> lpAndMpsCountEveryGoldenLineUpToNineByNine() {
        return GoldenCorpus.load().stream()
                .filter(line -> line.entry().puzzle().size() <= 9)
                .flatMap(line -> Stream.of(ModelFormat.LP, ModelFormat.MPS)
                        .map(format -> DynamicTest.dynamicTest(format.id() + " " + line, () -> check(line, format))));
    }

    private static void check(GoldenLine line, ModelFormat format) {
        Puzzle puzzle = line.entry().puzzle();
        List<int[]> found = new ArrayList<>();
        long wanted = Math.min(line.count(), MAX_COUNT);
        for (Optional<int[]> next = solve(puzzle, format, found);
                next.isPresent() && found.size() <= wanted;
                next = solve(puzzle, format, found)) {
            int[] grid = next.get();
            assertEquals(Optional.empty(), SolutionChecker.problem(puzzle, new Grid(grid)), line.toString());
            assertFalse(found.stream().anyMatch(g -> Arrays.equals(g, grid)), "repeated: " + line);
            found.add(grid);
        }
        if (line.count() <= MAX_COUNT) {
            assertEquals(line.count(), found.size(), line.toString());
        } else {
            assertTrue(found.size() > MAX_COUNT, line.toString());
        }
    }

    /** One solution of the file with {@code excluded} cut off, read and solved by OR-Tools, or none. */
    private static Optional<int[]> solve(Puzzle puzzle, ModelFormat format, List<int[]> excluded) {
        String text = ModelWriter.write(puzzle, format, excluded).get(0).text();
        ModelBuilder model = new ModelBuilder();
        if (format == ModelFormat.LP) {
            readLp(text, model);
        } else {
            assertTrue(model.importFromMpsString(text), "OR-Tools reads the file:\n" + text);
        }
        ModelSolver scip = new ModelSolver("scip");
        SolveStatus status = scip.solve(model);
        if (status == SolveStatus.INFEASIBLE) {
            return Optional.empty();
        }
        assertEquals(SolveStatus.OPTIMAL, status, text);
        ZeroOneProgram ip = new ZeroOneProgram(puzzle);
        java.util.Map<String, Integer> indexOf = new java.util.HashMap<>();
        for (int k = 0; k < ip.variableCount(); k++) {
            indexOf.put(ip.name(k), k);
        }
        int[] grid = puzzle.givens();
        for (int v = 0; v < model.numVariables(); v++) {
            var variable = model.varFromIndex(v);
            if (scip.getValue(variable) > 0.5 && !variable.getName().equals("z")) {
                Integer k = indexOf.get(variable.getName());
                assertTrue(k != null, "a variable of the program: " + variable.getName());
                assertEquals(0, grid[ip.cellOf(k)], "one digit a cell");
                grid[ip.cellOf(k)] = ip.valueOf(k);
            }
        }
        return Optional.of(grid);
    }

    /**
     * The rows and binaries of a CPLEX LP file into {@code model}: comment lines start with a backslash; a row is
     * "name: [-] [coef] var (+|-) [coef] var ... sense rhs", continued on lines that start with two spaces.
     */
    static void readLp(String text, ModelBuilder model) {
        java.util.Map<String, com.google.ortools.modelbuilder.Variable> vars = new java.util.LinkedHashMap<>();
        List<String> rows = new ArrayList<>();
        String section = "";
        for (String line : text.split("\n")) {
            if (line.startsWith("\\")) {
                continue;
            }
            if (!line.startsWith(" ")) {
                section = line.strip();
            } else if (section.equals("Subject To") && line.startsWith("  ")) {
                rows.set(rows.size() - 1, rows.get(rows.size() - 1) + " " + line.strip());
            } else if (section.equals("Subject To")) {
                rows.add(line.strip());
            } else if (section.equals("Binaries")) {
                for (String name : line.strip().split(" +")) {
                    vars.put(name, model.newBoolVar(name));
                }
            }
        }
        assertEquals("End", section, "the file ends with End");
        for (String row : rows) {
            String[] t = row.split(" +");
            com.google.ortools.modelbuilder.LinearExprBuilder sum =
                    com.google.ortools.modelbuilder.LinearExpr.newBuilder();
            double sign = 1;
            double coef = 1;
            for (int i = 1; i < t.length - 2; i++) {
                switch (t[i]) {
                    case "+" -> sign = 1;
                    case "-" -> sign = -1;
                    default -> {
                        if (Character.isDigit(t[i].charAt(0))) {
                            coef = Double.parseDouble(t[i]);
                        } else {
                            assertTrue(vars.containsKey(t[i]), "a declared binary: " + t[i] + " in " + row);
                            sum.addTerm(vars.get(t[i]), sign * coef);
                            sign = 1;
                            coef = 1;
                        }
                    }
                }
            }
            double rhs = Double.parseDouble(t[t.length - 1]);
            switch (t[t.length - 2]) {
                case "=" -> model.addEquality(sum, rhs);
                case "<=" -> model.addLessOrEqual(sum, rhs);
                case ">=" -> model.addGreaterOrEqual(sum, rhs);
                default -> throw new AssertionError("no sense in " + row);
            }
        }
    }

    @Test
    void aProgramTakesBackTheGridsItsVariablesName() {
        Puzzle p =
                PuzzleReader.parseOne("12.43.1..1434..1", ReadOptions.DEFAULT).puzzle();
        ZeroOneProgram ip = new ZeroOneProgram(p);
        assertFalse(ip.infeasible());
        assertEquals(p, ip.puzzle());
        assertEquals(6, ip.freeCellCount());
        int[] solution = PuzzleReader.parseOne("1234341221434321", ReadOptions.DEFAULT)
                .puzzle()
                .givens();
        int[] vars = ip.variablesOf(solution);
        assertEquals(6, vars.length, "one variable a free cell");
        boolean[] assignment = new boolean[ip.variableCount()];
        for (int k : vars) {
            assignment[k] = true;
        }
        assertArrayEquals(solution, ip.decode(assignment));
        assertTrue(new ZeroOneProgram(PuzzleReader.parseOne("11..............", ReadOptions.DEFAULT)
                        .puzzle())
                .infeasible());
    }

    /** An empty 9x9 board with a cage of r1c1 and r5c5 summing to 3: rows named in order, long rows wrapped. */
    private static final Puzzle CAGED = new Puzzle(
            org.sudokulab.api.Geometry.boxes(3, 3), new int[81], List.of(new org.sudokulab.api.Cage(3, 0, 40)));

    @Test
    void lpRowsAreNamedInOrderAndWrapAfterEightTerms() {
        String lp = LinearFiles.lp(new ZeroOneProgram(CAGED), List.of());
        assertTrue(
                lp.contains("\n r1: x_1_1_1 + x_1_1_2 + x_1_1_3 + x_1_1_4 + x_1_1_5 + x_1_1_6 + x_1_1_7 + x_1_1_8\n"
                        + "   + x_1_1_9 = 1\n"),
                lp);
        // 81 cells and 243 house rows, then per value "at most once in the cage": no lower side to state
        assertTrue(lp.contains("\n r325_hi: x_1_1_1 + x_5_5_1 <= 1\n"), lp);
        assertFalse(lp.contains("_lo"), lp);
        assertTrue(lp.contains("\n r334: x_1_1_1 + x_5_5_1 + 2 x_1_1_2 + 2 x_5_5_2"), lp);
        String binaries = lp.substring(lp.indexOf("Binaries\n") + 9, lp.indexOf("\nEnd"));
        assertEquals(1 + 729, binaries.trim().split("\\s+").length, "z and every variable");
        assertTrue(binaries.lines().allMatch(l -> l.trim().split(" ").length <= 8), binaries);
    }

    @Test
    void mpsStatesEveryNonZeroRightHandSide() {
        String mps = LinearFiles.mps(new ZeroOneProgram(CAGED), List.of());
        // the 324 rules' rows, 9 "at most once" rows and the sum
        assertEquals(324 + 9 + 1, mps.lines().filter(l -> l.startsWith(" rhs ")).count(), mps);
        assertTrue(mps.contains("\n rhs r334 3\n"), mps);
        assertTrue(mps.contains("\n L r325_hi\n"), mps);
    }

    /** A full grid with its own solution excluded leaves nothing: one row no assignment meets. */
    @Test
    void excludingTheOnlyGridOfAFullBoardLeavesAnInfeasibleRow() {
        int[] grid = PuzzleReader.parseOne("1234341221434321", ReadOptions.DEFAULT)
                .puzzle()
                .givens();
        ZeroOneProgram full = new ZeroOneProgram(new Puzzle(org.sudokulab.api.Geometry.boxes(2, 2), grid));
        assertEquals(0, full.variableCount());
        assertTrue(LinearFiles.lp(full, List.<int[]>of(grid)).contains("\n found1: z >= 2\n"));
        assertFalse(LinearFiles.lp(full, List.of()).contains("found1"));
    }

    private static void assertArrayEquals(int[] expected, int[] actual) {
        assertEquals(Arrays.toString(expected), Arrays.toString(actual));
    }
}
