package org.sudokulab.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
import org.sudokulab.testkit.GoldenCorpus;
import org.sudokulab.testkit.GoldenLine;

/**
 * Every solver the project declares, on every golden line (4x4 to 25x25, Roku Doku, jigsaw, killer, no solution,
 * many solutions): the exact count, the checker on the first solution, the stop at limit 2. A solver that is not
 * installed is reported as skipped with the reason (CI installs them all: .ci/install-solvers).
 */
class BuiltInSolversTest {
    /** A solver that counts by re-runs is asked for exact counts up to this many solutions; above, limit 2 only. */
    private static final long MAX_EXACT_BY_RERUNS = 30;

    private static final Duration LINE_TIMEOUT = Duration.ofSeconds(120);

    /** Every line up to 16x16 (the 25x25 lines take z3 and MiniZinc a minute or more each: slow profile). */
    @TestFactory
    Stream<DynamicNode> everyDeclaredSolverAgreesWithTheGoldenCounts() {
        return lines(size -> size <= 16);
    }

    @TestFactory
    @Tag("slow")
    Stream<DynamicNode> everyDeclaredSolverAgreesOnTheLargestGoldenLines() {
        return lines(size -> size > 16);
    }

    private static Stream<DynamicNode> lines(IntPredicate size) {
        List<String> problems = new ArrayList<>();
        List<SolverBackend> solvers = new ExternalSolvers().backends(problems);
        assertEquals(List.of(), problems);
        return solvers.stream()
                .map(solver -> DynamicContainer.dynamicContainer(
                        solver.id(),
                        GoldenCorpus.load().stream()
                                .filter(line -> size.test(line.entry().puzzle().size()))
                                .map(line -> check(solver, line))));
    }

    private static DynamicTest check(SolverBackend solver, GoldenLine line) {
        return DynamicTest.dynamicTest(line.toString(), () -> {
            Assumptions.assumeTrue(
                    solver.availability().available(),
                    () -> solver.id() + " is not installed here: "
                            + solver.availability().reason());
            Puzzle puzzle = line.entry().puzzle();
            boolean byReruns = !((ExternalBackend) solver).enumerates();
            boolean uniquenessOnly = byReruns && line.count() > MAX_EXACT_BY_RERUNS;
            CountResult r = solver.count(puzzle, uniquenessOnly ? 2 : line.count() + 1, Limits.of(LINE_TIMEOUT));
            if (uniquenessOnly) {
                assertEquals(Termination.SOLUTION_LIMIT, r.termination(), line.toString());
                assertEquals(2, r.count(), line.toString());
            } else {
                assertEquals(Termination.EXHAUSTED, r.termination(), line.toString());
                assertEquals(line.count(), r.count(), line.toString());
            }
            r.firstSolution()
                    .ifPresent(
                            s -> assertEquals(Optional.empty(), SolutionChecker.problem(puzzle, s), line.toString()));
            assertTrue(r.stats().counters().get("runs") >= 1);
        });
    }
}
