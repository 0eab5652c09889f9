package org.sudokulab.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.UncheckedIOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.bench.Plans;

/** The calls of one backend: on one thread or several, each once; a cancellation or a failing sink stops them. */
class RunnerTest {
    private static final SolverBackend DLX = Backends.discover().require("dlx");

    private static BenchPlan plan(long warmupMillis) {
        return Plans.of(new BenchPlan.CorpusRef("bundled:small-4x4-6x6.txt", null))
                .warmup(warmupMillis)
                .plan();
    }

    private static List<Corpus> corpora(BenchPlan plan) throws Exception {
        return List.of(Corpus.load(plan, "bundled:small-4x4-6x6.txt", null, note -> {}));
    }

    private static List<Runner.Task> tasks(List<Corpus> corpora, int repeats) {
        List<Runner.Task> tasks = new ArrayList<>();
        for (int p = 0; p < corpora.get(0).puzzles().size(); p++) {
            for (int r = 1; r <= repeats; r++) {
                tasks.add(new Runner.Task(0, p, r, 0));
            }
        }
        return tasks;
    }

    @Test
    void threeThreadsMakeEachCallOnce() throws Exception {
        BenchPlan plan = plan(0);
        List<Corpus> corpora = corpora(plan);
        List<Runner.Task> tasks = tasks(corpora, 3);
        List<BenchRow> rows = Collections.synchronizedList(new ArrayList<>());
        Runner.calls(DLX, corpora, tasks, plan, 3, new Cancellation(), rows::add);
        assertEquals(tasks.size(), rows.size());
        Set<String> keys = new TreeSet<>();
        rows.forEach(r -> keys.add(r.puzzle() + "/" + r.repeat()));
        assertEquals(tasks.size(), keys.size(), "each call once");
        assertTrue(rows.stream().allMatch(r -> r.outcome() == BenchRow.Outcome.OK), rows.toString());
    }

    @Test
    void aSinkThatFailsStopsTheRunWithItsException() throws Exception {
        BenchPlan plan = plan(0);
        List<Corpus> corpora = corpora(plan);
        List<Runner.Task> tasks = tasks(corpora, 3);
        UncheckedIOException full = new UncheckedIOException(new java.io.IOException("No space left on device"));
        for (int threads : new int[] {1, 2}) {
            UncheckedIOException thrown = assertThrows(
                    UncheckedIOException.class,
                    () -> Runner.calls(DLX, corpora, tasks, plan, threads, new Cancellation(), row -> {
                        throw full;
                    }));
            assertSame(full, thrown, threads + " threads");
        }
    }

    @Test
    void aCancelledRunMakesNoCall() throws Exception {
        BenchPlan plan = plan(0);
        List<Corpus> corpora = corpora(plan);
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        List<BenchRow> rows = new ArrayList<>();
        Runner.calls(DLX, corpora, tasks(corpora, 1), plan, 2, cancelled, rows::add);
        assertEquals(List.of(), rows);
    }

    @Test
    void theWarmUpCyclesThePlannedPuzzlesForItsTimeAndCountsTheColdCallFirst() throws Exception {
        // long enough to cycle once past the cold start of the journal's CSV formatting, which it rehearses
        BenchPlan plan = plan(300);
        List<Corpus> corpora = corpora(plan);
        List<Runner.Task> tasks = tasks(corpora, 1);
        Runner.Warmup w =
                Runner.warmUp(DLX, corpora, tasks, plan, Limits.none(), new Cancellation(), Runner.format(), false);
        assertTrue(w.calls() > tasks.size(), "cycled past the last puzzle: " + w);
        assertTrue(w.millis() >= 300, w.toString());
        assertTrue(w.firstCallMillis() > 0 && w.firstCallMillis() <= w.millis(), w.toString());
        assertEquals(
                Runner.Warmup.NONE,
                Runner.warmUp(DLX, corpora, List.of(), plan, Limits.none(), null, Runner.format(), false));
        Runner.Warmup none =
                Runner.warmUp(DLX, corpora, tasks, plan(0), Limits.none(), new Cancellation(), Runner.format(), false);
        assertEquals(1, none.calls(), "the cold call alone");
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        assertEquals(
                1,
                Runner.warmUp(DLX, corpora, tasks, plan, Limits.none(), cancelled, Runner.format(), false)
                        .calls());
    }

    @Test
    void aWarmUpInItsOwnJvmCollectsAndPutsTheHeapFlagBack() throws Exception {
        HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        String before = vm.getVMOption("MaxHeapFreeRatio").getValue();
        long collections = fullCollections();
        BenchPlan plan = plan(300);
        List<Corpus> corpora = corpora(plan);
        List<Runner.Task> tasks = tasks(corpora, 1);
        Runner.Warmup w =
                Runner.warmUp(DLX, corpora, tasks, plan, Limits.none(), new Cancellation(), Runner.format(), true);
        assertTrue(w.calls() > tasks.size(), w.toString());
        assertEquals(before, vm.getVMOption("MaxHeapFreeRatio").getValue());
        assertEquals(collections + 2, fullCollections(), "halfway and at the end");
    }

    /** The full collections so far (G1's and Parallel's old generation, Serial's mark-sweep). */
    private static long fullCollections() {
        long n = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc.getName().contains("Old") || gc.getName().contains("MarkSweep")) {
                n += Math.max(0, gc.getCollectionCount());
            }
        }
        return n;
    }
}
