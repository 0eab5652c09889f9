package org.sudokulab.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.Plans;
import org.sudokulab.engine.LocalEngine;

/**
 * What a plan gets wrong, said before any call: corpora that share a name, backends unknown or not available,
 * files that cannot be read or hold bad lines, a folder that cannot take the run; and what it draws.
 */
class BenchPrepareTest {
    @TempDir
    Path dir;

    /** The problems a listener hears. */
    private final List<String> problems = new ArrayList<>();

    private final RunListener listener = new RunListener() {
        @Override
        public void problem(String message) {
            problems.add(message);
        }
    };

    private static BenchPlan plan(List<String> backends, List<BenchPlan.CorpusRef> corpora, int sample, int repeat) {
        return Plans.of(corpora)
                .backends(backends)
                .repeat(repeat)
                .sample(sample)
                .seed(3)
                .plan();
    }

    private static List<BenchPlan.CorpusRef> bundled(String... names) {
        return java.util.Arrays.stream(names)
                .map(n -> new BenchPlan.CorpusRef("bundled:" + n, null))
                .toList();
    }

    @Test
    void twoCorporaOfOneNameAreABadPlan() throws Exception {
        Path a = Files.createDirectories(dir.resolve("a")).resolve("same.txt");
        Path b = Files.createDirectories(dir.resolve("b")).resolve("same.txt");
        BenchPlan plan = plan(List.of("dlx"), List.of(BenchPlan.CorpusRef.file(a), BenchPlan.CorpusRef.file(b)), 0, 1);
        BenchException e = assertThrows(BenchException.class, () -> Bench.prepare(plan, listener));
        assertEquals(BenchException.Kind.BAD_PLAN, e.kind());
        assertEquals(
                "two corpora named same: rename one file, or give a generated one a name=... (reports list corpora by"
                        + " name)",
                e.getMessage());
    }

    @Test
    void anUnknownBackendIsABadPlanAndAnUnavailableOneIsSaid() throws Exception {
        BenchException unknown = assertThrows(
                BenchException.class,
                () -> Bench.prepare(plan(List.of("no-such"), bundled("classic-17clue.txt"), 0, 1), listener));
        assertEquals(BenchException.Kind.BAD_PLAN, unknown.kind());
        assertTrue(unknown.getMessage().contains("no-such"), unknown.getMessage());
        // the test double is unavailable until a test sets its factor
        BenchException none = assertThrows(
                BenchException.class,
                () -> Bench.prepare(plan(List.of("test-scaled"), bundled("classic-17clue.txt"), 0, 1), listener));
        assertEquals(BenchException.Kind.CANNOT_RUN, none.kind());
        assertEquals("no available backend to run", none.getMessage());
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("backend test-scaled is not available here: "), problems.toString());
        problems.clear();
        Bench withDlx =
                Bench.prepare(plan(List.of("dlx", "test-scaled"), bundled("classic-17clue.txt"), 0, 1), listener);
        assertEquals(
                List.of("dlx"),
                withDlx.backends().stream().map(SolverBackend::id).toList());
        assertEquals(1, problems.size(), problems.toString());
    }

    @Test
    void allLeavesOutInSilenceWhatCannotRunHere() throws Exception {
        Bench all = Bench.prepare(plan(List.of("all", "dlx"), bundled("classic-17clue.txt"), 0, 1), listener);
        List<String> ids = all.backends().stream().map(SolverBackend::id).toList();
        assertTrue(ids.contains("dlx") && ids.contains("bits"), ids.toString());
        assertEquals(ids.size(), ids.stream().distinct().count(), "dlx named twice, run once");
        assertFalse(ids.contains("test-scaled"));
        assertEquals(List.of(), problems);
    }

    @Test
    void filesThatCannotBeReadOrHoldBadLinesAreProblemsAndTheRestRuns() throws Exception {
        Path missing = dir.resolve("missing.txt");
        Path bad = Files.write(dir.resolve("bad.txt"), List.of("1......2..4..3..", "12x"));
        Bench bench = Bench.prepare(
                plan(List.of("dlx"), List.of(BenchPlan.CorpusRef.file(missing), BenchPlan.CorpusRef.file(bad)), 0, 1),
                listener);
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("cannot read " + missing + ": "), problems.get(0));
        assertTrue(problems.get(1).contains("bad.txt") && problems.get(1).contains("2"), problems.get(1));
        assertEquals(1, bench.puzzles());
        BenchException nothing = assertThrows(
                BenchException.class,
                () -> Bench.prepare(plan(List.of("dlx"), List.of(BenchPlan.CorpusRef.file(missing)), 0, 1), listener));
        assertEquals(BenchException.Kind.CANNOT_RUN, nothing.kind());
        assertEquals("no puzzles to run", nothing.getMessage());
    }

    @Test
    void aSampleIsDrawnPerCorpusAndEveryRepeatIsACall() throws Exception {
        Bench sampled = Bench.prepare(
                plan(List.of("dlx", "bits"), bundled("classic-17clue.txt", "classic-hard.txt"), 5, 3), listener);
        assertEquals(10, sampled.puzzles());
        assertEquals(2 * 10 * 3, sampled.plannedCalls());
        Bench whole = Bench.prepare(plan(List.of("dlx"), bundled("classic-17clue.txt"), 100, 1), listener);
        assertEquals(40, whole.puzzles(), "a sample larger than the corpus takes all of it");
        assertEquals(
                40,
                Bench.prepare(plan(List.of("dlx"), bundled("classic-17clue.txt"), 40, 1), listener)
                        .puzzles());
    }

    /** A sample of 5 of the 40 17-clue puzzles, 2 repeats each, drawn with {@code seed}. */
    private static List<Runner.Task> drawn(long seed) throws Exception {
        BenchPlan seeded = Plans.of(bundled("classic-17clue.txt"))
                .repeat(2)
                .sample(5)
                .seed(seed)
                .plan();
        return Deal.tasks(seeded, List.of(Corpus.load(seeded, "bundled:classic-17clue.txt", null, note -> {})));
    }

    @Test
    void aSampleIsDrawnBySeedWithEveryRepeatInOneSeededOrder() throws Exception {
        List<Runner.Task> a = drawn(3);
        assertEquals(10, a.size());
        java.util.Map<Integer, Long> repeats = a.stream()
                .collect(java.util.stream.Collectors.groupingBy(
                        Runner.Task::puzzle, java.util.stream.Collectors.counting()));
        assertEquals(5, repeats.size());
        repeats.values().forEach(n -> assertEquals(2L, n));
        assertEquals(a, drawn(3), "the same seed, the same calls in the same order");
        assertFalse(a.equals(drawn(4)), "another seed, another draw");
        assertFalse(repeats.keySet().equals(java.util.Set.of(0, 1, 2, 3, 4)), "a draw, not the first five");
        List<Integer> order = a.stream().map(Runner.Task::puzzle).toList();
        assertFalse(order.equals(order.stream().sorted().toList()), "the calls in a shuffled order: " + order);
    }

    @Test
    void aFolderThatCannotTakeTheRunIsNamed() throws Exception {
        Path file = Files.writeString(dir.resolve("file"), "x");
        BenchException e = assertThrows(BenchException.class, () -> Bench.checkOutput(file, false));
        assertEquals(BenchException.Kind.BAD_PLAN, e.kind());
        assertEquals(file + ": is a file, not a folder", e.getMessage());
        Bench.checkOutput(dir.resolve("new"), false);
        assertTrue(
                Bench.defaultOutput("bench-").toString().matches("reports.bench-\\d{8}-\\d{6}"),
                Bench.defaultOutput("bench-").toString());
    }

    @Test
    void forksAndAnEngineDoNotGoTogether() throws Exception {
        BenchPlan isolated =
                Plans.of(bundled("classic-17clue.txt")).seed(3).forks(1, 5000).plan();
        Bench bench = Bench.prepare(isolated, listener);
        BenchException e = assertThrows(BenchException.class, () -> bench.on(new LocalEngine(1)));
        assertEquals(BenchException.Kind.BAD_PLAN, e.kind());
        assertTrue(e.getMessage().startsWith("forks are fresh JVMs on this machine"), e.getMessage());
        bench.on(null);
    }
}
