package org.sudokulab.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.Termination;
import org.sudokulab.api.UnsupportedPuzzleException;
import org.sudokulab.testkit.GoldenCorpus;

/**
 * The process side of an external backend with solvers made for the purpose: the line protocol through a small
 * dedicated solver ({@link LineSolver}), and programs that are missing, fail, print garbage or a wrong grid, ignore
 * a cut, or never end (killed at the deadline with everything they started).
 */
class ExternalBackendTest {
    private static final Set<Capability> PLAIN_BOXES = EnumSet.of(Capability.BOXES, Capability.COUNT);
    private static final Puzzle EMPTY_4X4 = Puzzle.empty(Geometry.boxes(2, 2));

    static ExternalBackend solver(String format, String answer, List<String> command, List<Integer> exitCodes) {
        return new ExternalBackend(new SolverDeclaration(
                "test-solver",
                "made for a test",
                command,
                format,
                answer,
                List.of(),
                exitCodes,
                null,
                null,
                "install it",
                null));
    }

    private static ExternalBackend lineSolver(String... extra) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = Stream.concat(
                        Stream.of(
                                java,
                                "-cp",
                                System.getProperty("java.class.path"),
                                LineSolver.class.getName(),
                                "{limit}"),
                        Stream.of(extra))
                .toList();
        return new ExternalBackend(new SolverDeclaration(
                "line-solver",
                "test line solver",
                command,
                "line",
                "line",
                List.of(),
                null,
                null,
                PLAIN_BOXES,
                "",
                null));
    }

    @TestFactory
    Stream<DynamicTest> theLineProtocolCountsThePlainGoldenLines() {
        ExternalBackend solver = lineSolver();
        return GoldenCorpus.load().stream()
                .filter(line -> {
                    Puzzle p = line.entry().puzzle();
                    return !line.hard()
                            && !p.isKiller()
                            && !p.geometry().isJigsaw()
                            && p.size() <= 9
                            && p.geometry().boxRows() == LineSolver.boxRows(p.size());
                })
                .map(line -> DynamicTest.dynamicTest(line.toString(), () -> {
                    Puzzle p = line.entry().puzzle();
                    CountResult r = solver.count(p, line.count() + 1, Limits.of(Duration.ofSeconds(60)));
                    assertEquals(Termination.EXHAUSTED, r.termination(), line.toString());
                    assertEquals(line.count(), r.count(), line.toString());
                    r.firstSolution()
                            .ifPresent(s ->
                                    assertEquals(Optional.empty(), SolutionChecker.problem(p, s), line.toString()));
                    if (line.count() >= 2) {
                        CountResult two = solver.count(p, 2, Limits.of(Duration.ofSeconds(60)));
                        assertEquals(Termination.SOLUTION_LIMIT, two.termination());
                        assertEquals(2, two.count());
                    }
                }));
    }

    @Test
    void aPuzzleOutsideTheDeclaredCapabilitiesIsRefused() {
        Puzzle jigsaw = GoldenCorpus.load().stream()
                .map(l -> l.entry().puzzle())
                .filter(p -> p.geometry().isJigsaw())
                .findFirst()
                .orElseThrow();
        assertThrows(UnsupportedPuzzleException.class, () -> lineSolver().count(jigsaw, 2, Limits.none()));
    }

    @Test
    void aRunsPeakResidentSetIsMeasuredWhereGnuTimeIs() {
        Assumptions.assumeTrue(
                Files.isExecutable(Path.of("/usr/bin/time")), "GNU time (Debian's time package) is not installed");
        CountResult r = lineSolver().count(EMPTY_4X4, 1, Limits.of(Duration.ofSeconds(60)));
        Long peak = r.stats().counters().get(SearchStats.PEAK_RSS_BYTES);
        // the line solver is a JVM: tens of megabytes resident, not a count of kilobytes taken for bytes
        assertTrue(
                peak != null && peak > 10_000_000 && peak < 4_000_000_000L,
                r.stats().toString());
    }

    @Test
    void aWrongGridIsReturnedForTheCheckerToCatch() {
        CountResult r = lineSolver("--wrong").count(EMPTY_4X4, 1, Limits.none());
        assertEquals(1, r.count());
        assertTrue(SolutionChecker.problem(EMPTY_4X4, r.firstSolution().orElseThrow())
                .isPresent());
    }

    @Test
    void aMissingProgramIsUnavailableAndSaysHowToGetIt() {
        ExternalBackend missing = solver("dimacs", "sat", List.of("no-such-solver-on-this-machine", "{model}"), null);
        assertFalse(missing.availability().available());
        assertTrue(missing.availability().reason().contains("no-such-solver-on-this-machine is not on the PATH"));
        assertTrue(missing.availability().reason().contains("install it"));
    }

    @Test
    void anUnexpectedExitCodeIsAnErrorWithTheSolversWords() {
        ExternalBackend failing = solver("dimacs", "sat", List.of("sh", "-c", "echo out of memory >&2; exit 3"), null);
        IllegalStateException e =
                assertThrows(IllegalStateException.class, () -> failing.count(EMPTY_4X4, 1, Limits.none()));
        assertTrue(e.getMessage().contains("exited with 3"), e.getMessage());
        assertTrue(e.getMessage().contains("out of memory"), e.getMessage());
    }

    @Test
    void garbageIsAnErrorThatSaysWhatWasExpected() {
        ExternalBackend garbage = solver("smtlib", "smtlib", List.of("sh", "-c", "echo hello"), null);
        IllegalStateException e =
                assertThrows(IllegalStateException.class, () -> garbage.count(EMPTY_4X4, 1, Limits.none()));
        assertTrue(e.getMessage().contains("expected 'sat' or 'unsat', got 'hello'"), e.getMessage());
    }

    @Test
    void aSolutionRepeatedDespiteItsCutIsAnError(@TempDir Path dir) throws Exception {
        // one fixed model of the empty 4x4, whatever the model file says
        int[] grid = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
        StringBuilder v = new StringBuilder("s SATISFIABLE\nv");
        for (int cell = 0; cell < 16; cell++) {
            v.append(' ').append(cell * 4 + grid[cell]);
        }
        Path answer = Files.writeString(dir.resolve("answer.txt"), v.append(" 0\n"));
        ExternalBackend stubborn = solver("dimacs", "sat", List.of("cat", answer.toString()), null);
        IllegalStateException e =
                assertThrows(IllegalStateException.class, () -> stubborn.count(EMPTY_4X4, 5, Limits.none()));
        assertTrue(e.getMessage().contains("already found although the model cut it off"), e.getMessage());
    }

    @Test
    void aSolutionFileIsNeverReadFromAnEarlierRun() {
        // writes the empty 4x4's first grid to the solution file once, then nothing (a crash that exits 10)
        String script = "if [ -e \"$0.done\" ]; then exit 10; fi; touch \"$0.done\"; printf 'SAT\\n" + satLiterals()
                + " 0\\n' > \"$1\"; exit 10";
        ExternalBackend once =
                solver("dimacs", "sat", List.of("sh", "-c", script, "{model}", "{solution}"), List.of(10));
        IllegalStateException e =
                assertThrows(IllegalStateException.class, () -> once.count(EMPTY_4X4, 2, Limits.none()));
        assertTrue(e.getMessage().contains("answer cannot be read"), e.getMessage());
    }

    private static String satLiterals() {
        int[] grid = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
        StringBuilder v = new StringBuilder();
        for (int cell = 0; cell < 16; cell++) {
            v.append(cell == 0 ? "" : " ").append(cell * 4 + grid[cell]);
        }
        return v.toString();
    }

    @Test
    void theDeadlineKillsTheSolverAndEverythingItStarted() {
        // a shell with a child: both must be gone after the timeout
        String marker = "3" + ProcessHandle.current().pid() % 1000 + "7";
        ExternalBackend endless =
                solver("dimacs", "sat", List.of("sh", "-c", "sleep " + marker + " & sleep " + marker + "; wait"), null);
        long t0 = System.nanoTime();
        CountResult r = endless.count(EMPTY_4X4, 1, Limits.of(Duration.ofMillis(300)));
        assertEquals(Termination.TIMEOUT, r.termination());
        assertTrue((System.nanoTime() - t0) / 1e9 < 30, "a deadline ignored is a hang");
        assertEquals(List.of(), leftOver(marker));
    }

    @Test
    void cancellationKillsTheSolver() throws Exception {
        String marker = "4" + ProcessHandle.current().pid() % 1000 + "9";
        ExternalBackend endless = solver("dimacs", "sat", List.of("sleep", marker), null);
        Cancellation cancellation = new Cancellation();
        Thread canceller = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            cancellation.cancel();
        });
        canceller.start();
        CountResult r = endless.count(EMPTY_4X4, 1, Limits.none().withCancellation(cancellation));
        canceller.join();
        assertEquals(Termination.CANCELLED, r.termination());
        assertEquals(List.of(), leftOver(marker));
    }

    /** The processes whose command line holds {@code marker}, after a moment for the kill to land. */
    private static List<String> leftOver(String marker) {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        List<String> left;
        do {
            left = ProcessHandle.allProcesses()
                    .filter(ProcessHandle::isAlive)
                    .map(p -> p.info().commandLine().orElse(""))
                    .filter(c -> c.contains("sleep " + marker))
                    .toList();
        } while (!left.isEmpty() && System.nanoTime() < deadline);
        return left;
    }
}
