package org.sudokulab.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.sat4j.core.VecInt;
import org.sat4j.pb.IPBSolver;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.TimeoutException;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.testkit.GoldenCorpus;
import org.sudokulab.testkit.GoldenLine;

/**
 * Every encoding of the rules (cardinality, minimal, Weber's, extended, augmented with triads) and of killer sums
 * (pseudo-boolean, digit sets), handed straight to Sat4j's pseudo-boolean solver and solved again and again with
 * each solution blocked: the golden count of every line up to 9x9 (up to 6), each solution checked.
 */
class ClauseEncodingTest {
    private static final long MAX_COUNT = 6;

    @TestFactory
    Stream<DynamicTest> everyEncodingCountsTheGoldenLinesUpToNineByNine() {
        return lines(1, 9);
    }

    private static Stream<DynamicTest> lines(int minSize, int maxSize) {
        return GoldenCorpus.load().stream()
                .filter(line -> line.entry().puzzle().size() >= minSize
                        && line.entry().puzzle().size() <= maxSize)
                .flatMap(line -> Arrays.stream(ClauseEncoding.Rules.values())
                        // the triads need boxes
                        .filter(rules -> rules != ClauseEncoding.Rules.AUGMENTED
                                || !line.entry().puzzle().geometry().isJigsaw())
                        .flatMap(rules -> Arrays.stream(ClauseEncoding.KillerSums.values())
                                .filter(sums -> sums == ClauseEncoding.KillerSums.DIGIT_SETS
                                        || line.entry().puzzle().isKiller())
                                .map(sums -> DynamicTest.dynamicTest(
                                        rules + " " + sums + " " + line, () -> check(line, rules, sums)))));
    }

    private static void check(GoldenLine line, ClauseEncoding.Rules rules, ClauseEncoding.KillerSums sums)
            throws TimeoutException {
        Puzzle puzzle = line.entry().puzzle();
        ClauseEncoding encoding = new ClauseEncoding(puzzle, rules, sums);
        assertEquals(puzzle.cellCount() * puzzle.size(), encoding.cellVariableCount());
        assertEquals(sums == ClauseEncoding.KillerSums.PSEUDO_BOOLEAN && puzzle.isKiller(), encoding.needsLinear());
        Sat4jSink sink = new Sat4jSink(encoding.cellVariableCount());
        encoding.writeTo(sink);
        List<int[]> found = new ArrayList<>();
        long wanted = Math.min(line.count(), MAX_COUNT);
        while (!sink.unsatisfiable && found.size() <= wanted && sink.solver.isSatisfiable()) {
            IPBSolver s = sink.solver;
            int[] grid = encoding.grid(v -> s.model(v));
            assertEquals(Optional.empty(), SolutionChecker.problem(puzzle, new Grid(grid)), line.toString());
            assertFalse(found.stream().anyMatch(g -> Arrays.equals(g, grid)), "repeated: " + line);
            found.add(grid);
            sink.clause(encoding.blockingClause(grid));
        }
        if (line.count() <= MAX_COUNT) {
            assertEquals(line.count(), found.size(), line.toString());
        } else {
            assertTrue(found.size() > MAX_COUNT, line.toString());
        }
    }

    /**
     * The constraints as Sat4j's pseudo-boolean solver takes them, as backend-sat's SatModel hands them over (that
     * module depends on this one, so its sink cannot serve here); a clause refused at once makes it unsatisfiable.
     */
    private static final class Sat4jSink implements ClauseEncoding.Sink {
        final IPBSolver solver = org.sat4j.pb.SolverFactory.newDefault();
        boolean unsatisfiable;

        Sat4jSink(int cellVariables) {
            solver.newVar(cellVariables);
        }

        @Override
        public int newVariable() {
            return solver.nextFreeVarId(true);
        }

        @Override
        public void clause(int[] literals) {
            add(() -> solver.addClause(new VecInt(literals)));
        }

        @Override
        public void exactlyOne(int[] literals) {
            add(() -> solver.addExactly(new VecInt(literals), 1));
        }

        @Override
        public void atMostOne(int[] literals) {
            add(() -> solver.addAtMost(new VecInt(literals), 1));
        }

        @Override
        public void linearEquals(int[] vars, long[] coefficients, long rhs) {
            int[] c = Arrays.stream(coefficients).mapToInt(Math::toIntExact).toArray();
            add(() -> solver.addExactly(new VecInt(vars), new VecInt(c), Math.toIntExact(rhs)));
        }

        private interface Constraint {
            void add() throws ContradictionException;
        }

        private void add(Constraint c) {
            try {
                c.add();
            } catch (ContradictionException e) {
                unsatisfiable = true;
            }
        }
    }
}
