package org.sudokulab.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiPredicate;
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
    /**
     * A solver that counts by re-runs (one process per solution) is asked for exact counts up to this many solutions
     * in every build, and up to {@link #MAX_EXACT_BY_RERUNS_SLOW} in the slow profile; above, limit 2 only. The lines
     * with 2 and 4 solutions check the re-runs in every build; the 18 to 28 cost z3, cbc and glpsol 10 s more.
     */
    private static final long MAX_EXACT_BY_RERUNS = 10;

    private static final long MAX_EXACT_BY_RERUNS_SLOW = 30;

    private static final Duration LINE_TIMEOUT = Duration.ofSeconds(120);

    /**
     * A solver and a golden line that take it ten times as long as the others: glpsol's branch and bound on the
     * killer without givens (12 s of the class's 57 s). Its other killer lines stay in every build.
     */
    private static final String SLOW_SOLVER = "glpsol";

    private static final String SLOW_LINE = "killer 9x9, no givens";

    /**
     * In every build, the first golden line of each kind up to 16x16 ({@link #kind}: boards with digits only and with letters,
     * boxes, jigsaw and killer; no solution, one, several), so that each solver's whole path (its model format, its answer, its re-runs) meets
     * every kind of puzzle (12 of the 53 lines); the other lines of each kind in the slow profile. All of them took 107 s of a 9-minute
     * CI run here, most of it process starts.
     */
    @TestFactory
    Stream<DynamicNode> everyDeclaredSolverAgreesWithTheGoldenCounts() {
        Set<GoldenLine> firsts = firstOfEachKind();
        return lines(
                (solver, line) -> line.entry().puzzle().size() <= 16 && !slow(solver, line) && firsts.contains(line),
                MAX_EXACT_BY_RERUNS);
    }

    @TestFactory
    @Tag("slow")
    Stream<DynamicNode> everyDeclaredSolverAgreesOnTheOtherGoldenLines() {
        Set<GoldenLine> firsts = firstOfEachKind();
        return lines(
                (solver, line) -> line.entry().puzzle().size() > 16 || slow(solver, line) || !firsts.contains(line),
                MAX_EXACT_BY_RERUNS_SLOW);
    }

    /**
     * A golden line's kind: its board (digits only, or letters too past 9x9; boxes or jigsaw; cages or not) and whether
     * it has 0, 1 or more solutions.
     */
    private static String kind(GoldenLine line) {
        Puzzle p = line.entry().puzzle();
        return (p.size() <= 9 ? "up to 9x9" : "past 9x9") + (p.geometry().isJigsaw() ? " jigsaw" : " boxes")
                + (p.isKiller() ? " killer" : "") + " " + Math.min(line.count(), 2);
    }

    private static Set<GoldenLine> firstOfEachKind() {
        Map<String, GoldenLine> first = new LinkedHashMap<>();
        GoldenCorpus.load().forEach(line -> first.putIfAbsent(kind(line), line));
        return Set.copyOf(first.values());
    }

    /** The lines every build asks for limit 2 only, counted exactly by the solvers that re-run. */
    @TestFactory
    @Tag("slow")
    Stream<DynamicNode> solversThatReRunCountTheLinesWithUpToThirtySolutions() {
        return lines(
                (solver, line) -> line.entry().puzzle().size() <= 16
                        && !slow(solver, line)
                        && !((ExternalBackend) solver).enumerates()
                        && line.count() > MAX_EXACT_BY_RERUNS
                        && line.count() <= MAX_EXACT_BY_RERUNS_SLOW,
                MAX_EXACT_BY_RERUNS_SLOW);
    }

    private static boolean slow(SolverBackend solver, GoldenLine line) {
        return solver.id().equals(SLOW_SOLVER) && line.toString().contains(SLOW_LINE);
    }

    private static Stream<DynamicNode> lines(BiPredicate<SolverBackend, GoldenLine> runs, long maxExactByReruns) {
        List<String> problems = new ArrayList<>();
        List<SolverBackend> solvers = new ExternalSolvers().backends(problems);
        assertEquals(List.of(), problems);
        List<GoldenLine> golden = GoldenCorpus.load();
        assertTrue(
                golden.stream().anyMatch(line -> line.toString().contains(SLOW_LINE)),
                "the slow line is still in the golden corpus");
        return solvers.stream()
                .map(solver -> DynamicContainer.dynamicContainer(
                        solver.id(),
                        golden.stream()
                                .filter(line -> runs.test(solver, line))
                                .map(line -> check(solver, line, maxExactByReruns))));
    }

    private static DynamicTest check(SolverBackend solver, GoldenLine line, long maxExactByReruns) {
        return DynamicTest.dynamicTest(line.toString(), () -> {
            Assumptions.assumeTrue(
                    solver.availability().available(),
                    () -> solver.id() + " is not installed here: "
                            + solver.availability().reason());
            Puzzle puzzle = line.entry().puzzle();
            boolean byReruns = !((ExternalBackend) solver).enumerates();
            boolean uniquenessOnly = byReruns && line.count() > maxExactByReruns;
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
