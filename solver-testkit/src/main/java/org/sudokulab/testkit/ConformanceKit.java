package org.sudokulab.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountBuffer;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Isomorphism;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.SolveResult;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
import org.sudokulab.api.UnsupportedPuzzleException;

/**
 * The conformance kit: every golden line solved and counted exactly, answers checked by the independent
 * {@link SolutionChecker}, jqwik properties over puzzles made by symmetry from random grids, limits and
 * registration. A backend runs all of it with a three-line subclass:
 * <pre>
 * class DlxConformanceTest extends ConformanceKit {
 *     DlxConformanceTest() { super(new DlxBackend()); }
 * }
 * </pre>
 */
public abstract class ConformanceKit {
    /** A golden line that does not finish in this time fails. */
    private static final Duration LINE_TIMEOUT = Duration.ofSeconds(60);

    private static final List<Geometry> PROPERTY_SHAPES = List.of(
            Geometry.boxes(2, 2),
            Geometry.boxes(2, 3),
            Geometry.boxes(3, 2),
            Geometry.boxes(2, 4),
            Geometry.boxes(3, 3));

    private final SolverBackend backend;
    private final boolean skipHard;
    private final long maxExactCount;
    private final String whyMaxExactCount;

    protected ConformanceKit(SolverBackend backend) {
        this(backend, false);
    }

    /**
     * For a backend whose effort grows with the number of solutions by design (one MIP solve per solution):
     * exact counts of golden lines with more than {@code maxExactCount} solutions are reported as skipped with
     * {@code why}; everything else, including the limit-2 check of those lines, still runs.
     */
    protected ConformanceKit(SolverBackend backend, long maxExactCount, String why) {
        this(backend, false, maxExactCount, why);
    }

    /**
     * @param skipHard true for a backend without propagation (the plain backtracker) or with deliberately weak
     *                 propagation (the ablation variants): lines marked [hard] are reported as skipped, with the
     *                 reason, instead of run
     */
    protected ConformanceKit(SolverBackend backend, boolean skipHard) {
        this(backend, skipHard, Long.MAX_VALUE, "");
    }

    /** Both of the above: [hard] lines skipped, and exact counts past {@code maxExactCount} solutions. */
    protected ConformanceKit(SolverBackend backend, boolean skipHard, long maxExactCount, String whyMaxExactCount) {
        this.backend = backend;
        this.skipHard = skipHard;
        this.maxExactCount = maxExactCount;
        this.whyMaxExactCount = whyMaxExactCount;
    }

    private Limits limits() {
        return Limits.of(LINE_TIMEOUT);
    }

    // ---- golden lines ----

    @TestFactory
    public Stream<DynamicTest> goldenLinesSolve() {
        return GoldenCorpus.load().stream()
                .map(line -> DynamicTest.dynamicTest("solve " + line, () -> {
                    skipIfHard(line);
                    Puzzle puzzle = line.entry().puzzle();
                    SolveResult r = backend.solve(puzzle, limits());
                    if (line.count() == 0) {
                        assertEquals(Termination.EXHAUSTED, r.termination(), "expected proof of no solution: " + line);
                        assertFalse(r.isSolved());
                        return;
                    }
                    assertTrue(r.isSolved(), "expected a solution, got " + r.termination() + ": " + line);
                    Grid solution = r.solution().get();
                    assertEquals(
                            Optional.empty(),
                            SolutionChecker.problem(puzzle, solution),
                            "invalid solution for " + line);
                    if (line.count() == 1 && line.entry().expectedSolution().isPresent()) {
                        assertEquals(line.entry().expectedSolution().get(), solution, "the unique solution of " + line);
                    }
                }));
    }

    @TestFactory
    public Stream<DynamicTest> goldenLinesCountExactly() {
        return GoldenCorpus.load().stream()
                .map(line -> DynamicTest.dynamicTest("count " + line, () -> {
                    skipIfHard(line);
                    Assumptions.assumeTrue(
                            line.count() <= maxExactCount,
                            () -> backend.id() + " counts exactly only up to " + maxExactCount
                                    + " solutions in the kit: " + whyMaxExactCount);
                    Puzzle puzzle = line.entry().puzzle();
                    // One more than the answer: the search must exhaust and report exactly the golden count.
                    CountResult r = backend.count(puzzle, line.count() + 1, limits());
                    assertEquals(Termination.EXHAUSTED, r.termination(), "count must finish: " + line);
                    assertTrue(r.exact());
                    assertEquals(line.count(), r.count(), "count of " + line);
                    r.firstSolution()
                            .ifPresent(s -> assertEquals(
                                    Optional.empty(),
                                    SolutionChecker.problem(puzzle, s),
                                    "invalid solution for " + line));
                }));
    }

    @TestFactory
    public Stream<DynamicTest> goldenLinesStopAtTheLimit() {
        return GoldenCorpus.load().stream()
                .filter(line -> line.count() >= 2)
                .map(line -> DynamicTest.dynamicTest("limit 2 " + line, () -> {
                    skipIfHard(line);
                    CountResult r = backend.count(line.entry().puzzle(), 2, limits());
                    assertEquals(2, r.count(), "uniqueness check of " + line);
                    assertEquals(Termination.SOLUTION_LIMIT, r.termination());
                    assertFalse(r.exact(), "a count stopped at the limit is not exact");
                }));
    }

    /**
     * A backend that answers into a reused buffer itself (not through the default copy of its count) answers as its
     * count does: the same count and end on every golden line, a checked first solution, one buffer for all lines.
     */
    @TestFactory
    public Stream<DynamicTest> goldenLinesAnswerIntoOneBufferAsTheyCount() {
        Assumptions.assumeTrue(answersIntoBuffers(), backend.id() + " answers into a buffer by the default copy");
        CountBuffer buffer = new CountBuffer();
        return GoldenCorpus.load().stream()
                .map(line -> DynamicTest.dynamicTest("buffer " + line, () -> {
                    skipIfHard(line);
                    Puzzle puzzle = line.entry().puzzle();
                    CountResult counted = backend.count(puzzle, 2, limits());
                    backend.count(puzzle, 2, limits(), buffer);
                    CountResult buffered = buffer.toResult();
                    assertEquals(counted.count(), buffered.count(), "count of " + line);
                    assertEquals(counted.termination(), buffered.termination(), "end of " + line);
                    assertEquals(
                            counted.stats().counters().keySet(),
                            buffered.stats().counters().keySet());
                    buffered.firstSolution()
                            .ifPresent(g -> assertEquals(
                                    Optional.empty(), SolutionChecker.problem(puzzle, g), "first solution of " + line));
                }));
    }

    private boolean answersIntoBuffers() {
        try {
            return backend.getClass()
                            .getMethod("count", Puzzle.class, long.class, Limits.class, CountBuffer.class)
                            .getDeclaringClass()
                    != SolverBackend.class;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
    }

    private void skipIfHard(GoldenLine line) {
        Assumptions.assumeFalse(
                skipHard && line.hard(),
                backend.id() + " has no or weak propagation by design and skips [hard] golden lines");
        Set<Capability> missing = missing(line.entry().puzzle());
        Assumptions.assumeTrue(missing.isEmpty(), backend.id() + " declares no " + missing);
    }

    private Set<Capability> missing(Puzzle puzzle) {
        Set<Capability> missing = Capability.requiredBy(puzzle);
        missing.removeAll(backend.capabilities());
        return missing;
    }

    /** Lines outside the declared capabilities must be refused, never answered with a guess. */
    @TestFactory
    public Stream<DynamicTest> unsupportedLinesAreRefused() {
        return GoldenCorpus.load().stream()
                .filter(line -> !missing(line.entry().puzzle()).isEmpty())
                .map(line -> DynamicTest.dynamicTest("refuse " + line, () -> {
                    Puzzle puzzle = line.entry().puzzle();
                    assertThrows(UnsupportedPuzzleException.class, () -> backend.solve(puzzle, limits()));
                    assertThrows(UnsupportedPuzzleException.class, () -> backend.count(puzzle, 2, limits()));
                }));
    }

    // ---- contract ----

    @Test
    public void registeredThroughServiceLoader() {
        Optional<SolverBackend> found =
                Backends.discover(backend.getClass().getClassLoader()).find(backend.id());
        assertTrue(found.isPresent(), "ServiceLoader does not find backend " + backend.id());
        assertEquals(backend.getClass(), found.get().getClass());
    }

    @Test
    public void describesItself() {
        assertTrue(backend.id().matches("[a-z][a-z0-9-]*"), "id " + backend.id());
        assertFalse(backend.description().isBlank());
        assertFalse(backend.capabilities().isEmpty());
        assertTrue(backend.availability().available(), backend.availability().reason());
    }

    @Test
    public void cancelledBeforeStartStopsAtOnce() {
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();
        // The empty 9x9 has 6.67e21 solutions: only cancellation can end this count.
        CountResult r = backend.count(
                Puzzle.empty(Geometry.boxes(3, 3)),
                Long.MAX_VALUE,
                Limits.none().withCancellation(cancellation));
        assertEquals(Termination.CANCELLED, r.termination());
        assertFalse(r.exact());
    }

    @Test
    public void timeoutEndsAnEndlessCount() {
        long start = System.nanoTime();
        CountResult r =
                backend.count(Puzzle.empty(Geometry.boxes(3, 3)), Long.MAX_VALUE, Limits.of(Duration.ofMillis(200)));
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(Termination.TIMEOUT, r.termination());
        assertFalse(r.exact());
        // Not a speed assertion: a deadline ignored for 30 s is a hang.
        assertTrue(seconds < 30, "timeout of 200 ms took " + seconds + " s");
        if (r.count() == 0) {
            // 200 ms can pass before the first solution on a loaded machine (cp-shave in a cold JVM beside other
            // modules' tests, once in CI): a longer deadline tells a slow start from a count that reports nothing
            r = backend.count(Puzzle.empty(Geometry.boxes(3, 3)), Long.MAX_VALUE, Limits.of(Duration.ofSeconds(3)));
            assertEquals(Termination.TIMEOUT, r.termination());
        }
        assertTrue(r.count() > 0, "a count of the empty 9x9 that times out has found solutions");
    }

    // ---- properties over puzzles made by symmetry from random grids ----

    /** A puzzle cut from a random grid: the grid, the puzzle and a random symmetry to move both. */
    public record Case(Geometry geometry, int[] grid, Puzzle puzzle, Isomorphism symmetry, long seed) {
        @Override
        public String toString() {
            return geometry.describe() + " seed " + seed + ": " + puzzle.givensLine();
        }
    }

    @Provide
    public Arbitrary<Case> cases() {
        return Arbitraries.longs().map(seed -> {
            Random random = new Random(seed);
            Geometry g = PROPERTY_SHAPES.get(random.nextInt(PROPERTY_SHAPES.size()));
            int[] grid = Grids.random(g, random);
            int cells = g.cellCount();
            // Enough clues that a plain backtracker counts quickly too (at least 40% of a 9x9).
            int minClues = g.size() == 9 ? 34 : cells / 4;
            int clues = minClues + random.nextInt(cells - minClues + 1);
            Puzzle puzzle = new Puzzle(g, Grids.keep(grid, clues, random));
            return new Case(g, grid, puzzle, Isomorphism.random(g, random), seed);
        });
    }

    @Property(tries = 60)
    public void solutionKeepsTheGivensAndPassesTheChecker(@ForAll("cases") Case c) {
        SolveResult r = backend.solve(c.puzzle(), limits());
        assertTrue(r.isSolved(), "a puzzle cut from a grid has a solution: " + c);
        assertEquals(
                Optional.empty(),
                SolutionChecker.problem(c.puzzle(), r.solution().get()),
                c.toString());
    }

    @Property(tries = 60)
    public void countIsInvariantUnderSymmetry(@ForAll("cases") Case c) {
        // a backend that pays one solve per solution (maxExactCount set) counts to 30 here: 300 took it half a minute
        long limit = maxExactCount == Long.MAX_VALUE ? 300 : 30;
        CountResult before = backend.count(c.puzzle(), limit, limits());
        CountResult after = backend.count(c.symmetry().apply(c.puzzle()), limit, limits());
        assertNotEquals(Termination.TIMEOUT, before.termination(), c.toString());
        assertEquals(before.count(), after.count(), "count changed under symmetry: " + c);
        assertEquals(before.exact(), after.exact(), c.toString());
        assertTrue(before.count() >= 1, c.toString());
    }

    @Property(tries = 60)
    public void aContradictingGivenLeavesNoSolution(@ForAll("cases") Case c) {
        int n = c.geometry().size();
        int[] givens = c.puzzle().givens();
        // Find an empty cell in a row that has a given, and copy that given into it.
        for (int cell = 0; cell < givens.length; cell++) {
            if (givens[cell] != 0) {
                continue;
            }
            int row = cell / n;
            for (int col = 0; col < n; col++) {
                int v = givens[row * n + col];
                if (v != 0) {
                    givens[cell] = v;
                    Puzzle bad = new Puzzle(c.geometry(), givens);
                    CountResult r = backend.count(bad, 2, limits());
                    assertEquals(0, r.count(), "a digit twice in row " + (row + 1) + " must leave no solution: " + c);
                    assertTrue(r.exact());
                    assertTrue(backend.solve(bad, limits()).isUnsolvable(), c.toString());
                    return;
                }
            }
        }
    }
}
