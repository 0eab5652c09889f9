package org.sudokulab.bench.run;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.Serializable;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;

/** Runs one backend over the planned calls inside this JVM: warm-up first, then the calls on the plan's threads. */
final class Runner {
    /**
     * One planned call: the puzzle (index into its corpus, 0-based here), the repeat, and the fork that makes it (1 to
     * the plan's forks; 0: the bench's own JVM).
     */
    record Task(int corpus, int puzzle, int repeat, int fork) implements Serializable {
        /** The task as a fork's worker reads it: {@code corpus puzzle repeat fork}. */
        String line() {
            return corpus + " " + puzzle + " " + repeat + " " + fork;
        }

        /** The task of a {@link #line()}. */
        static Task parse(String line) {
            String[] f = line.trim().split(" ");
            if (f.length != 4) {
                throw new IllegalArgumentException("a task is 'corpus puzzle repeat fork', got '" + line + "'");
            }
            return new Task(
                    Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3]));
        }
    }

    /** The first, cold call of a backend in a fresh JVM state, and the warm-up that followed. */
    record Warmup(double firstCallMillis, long calls, double millis) implements Serializable {
        static final Warmup NONE = new Warmup(0, 0, 0);

        /**
         * The three numbers on one line, as a fork's child sends them: not Jackson's JSON, whose serializer made
         * for this record, as the timed calls start, deoptimised the code that writes the rows (Jackson's too), and
         * the JIT compiled it again while the calls were timed.
         */
        String line() {
            return firstCallMillis + " " + calls + " " + millis;
        }

        /** What {@link #line} gave; an IllegalArgumentException when it is not that. */
        static Warmup parse(String line) {
            String[] f = line.split(" ");
            try {
                if (f.length == 3) {
                    return new Warmup(Double.parseDouble(f[0]), Long.parseLong(f[1]), Double.parseDouble(f[2]));
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new IllegalArgumentException("not a warm-up's first call, calls and milliseconds: " + line);
        }
    }

    /**
     * Calls run back to back in groups, at most {@link #GROUP} calls started within {@link #GROUP_NANOS}, each
     * timed alone; their answers are checked and their rows written after the group. Checking and writing a row
     * between two calls of a few microseconds left the caches cold for the next one (17-clue medians a third
     * above JMH's). A slow call fills its group alone, so a kill loses at most about a millisecond of calls
     * besides the one running, and a resume makes them again.
     */
    static final int GROUP = 64;

    static final long GROUP_NANOS = 1_000_000;

    /** How long the JIT compiler must have been idle before the timed calls start. */
    static final long IDLE_MILLIS = 100;

    /** The longest wait for an idle JIT compiler after the warm-up. */
    static final long IDLE_WAIT_MILLIS = 5_000;

    private Runner() {}

    /**
     * Warms the backend up on the planned puzzles (cycling, for the warm-up duration, at least one call: the
     * cold call) with its rows handed to {@code rehearsal}, then runs every task and hands each row to {@code
     * sink} (from several threads when the plan has more than one). Stops early when {@code cancellation} is set;
     * a failing sink stops the run.
     */
    static Warmup run(
            SolverBackend backend,
            List<Corpus> corpora,
            List<Task> tasks,
            BenchPlan plan,
            Cancellation cancellation,
            Consumer<BenchRow> sink,
            Consumer<BenchRow> rehearsal)
            throws InterruptedException {
        Warmup warm = warmUp(
                backend,
                corpora,
                tasks,
                plan,
                Limits.of(plan.timeout()).withCancellation(cancellation),
                cancellation,
                rehearsal,
                true);
        calls(backend, corpora, tasks, plan, plan.threads(), cancellation, sink);
        return warm;
    }

    /**
     * A full collection that keeps the heap.
     *
     * <p>The collection keeps the heap the warm-up grew: a full collection otherwise shrinks it to about four
     * times what is live (G1 on two cores: 776 to 136 MB), and the rows of the 49,158 17-clue calls (about 1.5 KB
     * each) nearly filled the smaller young generation: its first collection came 57 and 68 ms after the last timed
     * call (two runs, {@code -Xlog:gc} against the journal's last write), so a larger corpus would have had one among
     * its calls. Kept, it comes 2.7 s after. {@code MaxHeapFreeRatio} is a manageable flag of HotSpot; elsewhere the
     * collection runs as it would.
     */
    private static void collection() {
        String shrink = setVmOption(MAX_HEAP_FREE_RATIO, "100");
        try {
            System.gc();
        } finally {
            if (shrink != null) {
                setVmOption(MAX_HEAP_FREE_RATIO, shrink);
            }
        }
    }

    private static final String MAX_HEAP_FREE_RATIO = "MaxHeapFreeRatio";

    /** Sets a manageable HotSpot flag; returns its previous value, or null where it cannot be set. */
    private static String setVmOption(String name, String value) {
        try {
            HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            String previous = vm.getVMOption(name).getValue();
            vm.setVMOption(name, value);
            return previous;
        } catch (RuntimeException e) { // another JVM, or a flag it does not let change
            return null;
        }
    }

    /** The calls alone, on {@code threads} threads, without a warm-up (the caller warmed the backend up). */
    static void calls(
            SolverBackend backend,
            List<Corpus> corpora,
            List<Task> tasks,
            BenchPlan plan,
            int threads,
            Cancellation cancellation,
            Consumer<BenchRow> sink)
            throws InterruptedException {
        Limits limits = Limits.of(plan.timeout()).withCancellation(cancellation);
        AtomicInteger next = new AtomicInteger();
        TaskSource task = new TaskSource(tasks, tasks.size());
        if (threads == 1) { // no lambda: its class would be made, and its code compiled, as the timed calls start
            groups(backend, corpora, plan, limits, cancellation, next, task, sink);
            return;
        }
        Runnable worker = () -> groups(backend, corpora, plan, limits, cancellation, next, task, sink);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                running.add(pool.submit(worker));
            }
            for (Future<?> f : running) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException r) {
                        throw r;
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * What takes a warm-up's rows where no run sink is at hand: they are formatted as journal lines and dropped.
     * One per warm-up (a line format is not shared between threads).
     */
    static Consumer<BenchRow> format() {
        BenchRow.LineFormat lines = new BenchRow.LineFormat();
        return lines::format;
    }

    /**
     * Calls the backend for the warm-up's duration, through the timed loop itself, and hands each row to {@code
     * rehearsal}: the code the timed calls run, and what the run's sink runs when {@code rehearsal} is a sink of
     * its class, is compiled before they start, not by a compiler thread that takes the CPU from a call in the
     * middle (on one pinned core, 4 ms slices: most of the 17-clue mean's excess).
     *
     * <p>{@code alone}: the JVM is the run's alone (this run, an isolated worker), not an engine's executor, whose
     * other tasks may be timing calls meanwhile. Then the warm-up ends with a {@link #collection} and a wait for the
     * compiler: the timed calls start with an empty young generation, as JMH's iterations do. The collection's flag
     * goes through the management beans, whose code deoptimised methods the calls use (EnumSet.contains and
     * Collections.unmodifiableSet's, in every call's capability check): the compiler made them again during the
     * timed calls, taking the pinned core from one call for 0.4 to 4 ms (-Xlog:jit+compilation; one such call adds
     * 4 to 13 % to a magictour mean). So the same collection runs halfway too: the rest of the warm-up compiles them
     * again with that code in their profiles, and the last collection deoptimises nothing.
     */
    static Warmup warmUp(
            SolverBackend backend,
            List<Corpus> corpora,
            List<Task> tasks,
            BenchPlan plan,
            Limits limits,
            Cancellation cancellation,
            Consumer<BenchRow> rehearsal,
            boolean alone) {
        if (tasks.isEmpty()) {
            return Warmup.NONE;
        }
        long start = System.nanoTime();
        call(backend, corpora, tasks.get(0), plan, limits);
        double first = (System.nanoTime() - start) / 1e6;
        long end = start + plan.warmup().toNanos();
        long calls = 1;
        // In rounds over the first tasks, as the run goes over them all: a round ends on the branch the run ends
        // on. A warm-up that cycled until its deadline ended on a branch never taken before, and the JIT threw the
        // timed loop's code away there and compiled it again during the first timed calls. A round is twice the
        // last while that still fits in the warm-up, the same again while that fits, else half of it.
        int count = 1;
        boolean halfway = alone;
        while (System.nanoTime() < end && !cancellation.isCancelled()) {
            if (halfway && 2 * (end - System.nanoTime()) < plan.warmup().toNanos()) {
                collection();
                halfway = false;
            }
            long roundStart = System.nanoTime();
            calls += groups(
                    backend,
                    corpora,
                    plan,
                    limits,
                    cancellation,
                    new AtomicInteger(),
                    new TaskSource(tasks, count),
                    rehearsal);
            long took = System.nanoTime() - roundStart;
            long left = end - System.nanoTime();
            if (2 * took < left) {
                count = Math.min(2 * count, tasks.size());
            } else if (took > left) {
                count = Math.max(1, count / 2);
            }
        }
        boolean warmed = !plan.warmup().isZero();
        if (warmed) {
            awaitIdleCompiler(cancellation);
        }
        Warmup warm = new Warmup(Call.round(first), calls, Call.round((System.nanoTime() - start) / 1e6));
        if (warmed && alone) {
            collection();
            awaitIdleCompiler(cancellation);
        }
        return warm;
    }

    /**
     * The first {@code count} tasks by index, null past them: one class for the warm-up's rounds and the run, so
     * that the loop compiled during the warm-up serves the run (see {@link #group}).
     */
    record TaskSource(List<Task> tasks, int count) implements IntFunction<Task> {
        @Override
        public Task apply(int i) {
            return i < count ? tasks.get(i) : null;
        }
    }

    /**
     * Waits until the JIT compiler has been idle for {@link #IDLE_MILLIS} (at most {@link #IDLE_WAIT_MILLIS}): the
     * compilations the warm-up queued last finished during the first timed calls otherwise, and on one pinned core
     * each took the CPU from a call for a scheduler slice.
     */
    static void awaitIdleCompiler(Cancellation cancellation) {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        if (jit == null || !jit.isCompilationTimeMonitoringSupported()) {
            return;
        }
        long give = System.nanoTime() + IDLE_WAIT_MILLIS * 1_000_000;
        long busy = jit.getTotalCompilationTime();
        try {
            while (System.nanoTime() < give && !cancellation.isCancelled()) {
                Thread.sleep(IDLE_MILLIS);
                long now = jit.getTotalCompilationTime();
                if (now == busy) {
                    return;
                }
                busy = now;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Takes task after task ({@code task} of the next index, null when they run out) and times them back to back
     * in groups, then checks the group's answers and hands their rows to {@code sink}; until the tasks run out or
     * the cancellation. Returns how many tasks it took.
     */
    private static long groups(
            SolverBackend backend,
            List<Corpus> corpora,
            BenchPlan plan,
            Limits limits,
            Cancellation cancellation,
            AtomicInteger next,
            TaskSource task,
            Consumer<BenchRow> sink) {
        BenchRow[] rows = new BenchRow[GROUP];
        Group group = new Group();
        long taken = 0;
        int n;
        while (!cancellation.isCancelled()
                && (n = group(backend, corpora, plan, limits, cancellation, next, task, group, rows)) > 0) {
            taken += n;
            for (int k = 0; k < n; k++) {
                if (rows[k] != null) {
                    sink.accept(rows[k]);
                }
            }
        }
        return taken;
    }

    /** A group's tasks and timed calls, kept from group to group. */
    private static final class Group {
        final Task[] tasks = new Task[GROUP];
        final Call.Timed[] timed = new Call.Timed[GROUP];
    }

    /**
     * One group: at least one task and at most {@link #GROUP} started within {@link #GROUP_NANOS}, timed back to
     * back, then their rows into {@code rows} (null for a cancelled call); returns how many (0: none left). Apart
     * from the sink on purpose: the warm-up's sink and the run's differ, and the JIT drops code compiled around a
     * call site when a new type reaches it (JFR's jdk.Deoptimization shows it for the loop in {@link #groups} when
     * the run's first row arrives). Kept apart, the code that times the calls, compiled during the warm-up, is
     * not compiled again on the pinned core during the first timed calls.
     */
    private static int group(
            SolverBackend backend,
            List<Corpus> corpora,
            BenchPlan plan,
            Limits limits,
            Cancellation cancellation,
            AtomicInteger next,
            TaskSource task,
            Group group,
            BenchRow[] rows) {
        int n = 0;
        long start = System.nanoTime();
        // A group takes at least one task: only the tasks running out or a cancellation ends the worker
        // (a thread descheduled for a millisecond right after reading the clock must not end it).
        do {
            Task t = task.apply(next.getAndIncrement());
            if (t == null) {
                break;
            }
            Corpus c = corpora.get(t.corpus());
            group.tasks[n] = t;
            group.timed[n++] = Call.time(backend, c.puzzles().get(t.puzzle()), c.mode(), plan.limit(), limits);
        } while (n < GROUP && System.nanoTime() - start < GROUP_NANOS && !cancellation.isCancelled());
        for (int k = 0; k < n; k++) {
            Task t = group.tasks[k];
            rows[k] = Call.row(backend, corpora.get(t.corpus()), t, group.timed[k]);
        }
        return n;
    }

    /** The row of one call, or null when it was cancelled (an interrupted call is not a result). */
    static BenchRow call(SolverBackend backend, List<Corpus> corpora, Task t, BenchPlan plan, Limits limits) {
        return Call.run(backend, corpora.get(t.corpus()), t, plan.limit(), limits);
    }
}
