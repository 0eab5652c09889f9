package org.sudokulab.bench.run;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.engine.Engine;

/**
 * A backend's calls on an {@link Engine}: the planned calls cut into chunks, each chunk a unit that runs where the
 * engine puts it, one call at a time, its rows journalled as it comes back. The plan and the corpora's texts go to
 * each executor once; it reads the corpora back from them (an executor on another machine has no copy of the files)
 * and keeps them, and the backend, for the chunks that follow. An executor warms a backend up once, on its first
 * chunk of it, while its other chunks of that backend wait.
 */
final class EngineRun {
    /**
     * Chunks per core: more than one, so that a core that finishes early takes another chunk; few, so that a chunk
     * is worth sending (and a cancelled run loses at most the chunks that were running, which a resume makes again).
     */
    static final int CHUNKS_PER_CORE = 4;

    /** What every chunk of a run needs: the plan (as {@code run.json} holds it) and the corpora's texts. */
    record Shared(String plan, List<byte[]> texts) implements Serializable {}

    record Chunk(String backend, List<Runner.Task> tasks) implements Serializable {}

    /** A chunk's rows, and the warm-up the executor made before it (null when it was warm already). */
    record Done(List<BenchRow> rows, Runner.Warmup warmup) implements Serializable {}

    private EngineRun() {}

    static Runner.Warmup run(
            Engine engine,
            String backend,
            List<Corpus> corpora,
            List<Runner.Task> tasks,
            BenchPlan plan,
            Cancellation cancellation,
            Consumer<BenchRow> sink)
            throws IOException, InterruptedException {
        Shared shared =
                new Shared(plan.json(), corpora.stream().map(Corpus::text).toList());
        int n = Math.max(1, Math.min(tasks.size(), CHUNKS_PER_CORE * engine.parallelism()));
        List<Chunk> chunks = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int from = (int) ((long) tasks.size() * i / n);
            int to = (int) ((long) tasks.size() * (i + 1) / n);
            chunks.add(new Chunk(backend, new ArrayList<>(tasks.subList(from, to))));
        }
        Runner.Warmup[] first = {null};
        engine.run(
                shared,
                chunks,
                EngineRun::work,
                (i, done) -> {
                    done.rows().forEach(sink);
                    if (first[0] == null && done.warmup() != null) {
                        first[0] = done.warmup();
                    }
                },
                cancellation);
        return first[0] == null ? Runner.Warmup.NONE : first[0];
    }

    // What an executor keeps between chunks: the corpora of the run (by its plan's text) and the backends.
    private static String readPlan;
    private static List<Corpus> readCorpora;
    private static final Map<String, SolverBackend> BACKENDS = new ConcurrentHashMap<>();
    private static final Map<String, CountDownLatch> WARMING = new ConcurrentHashMap<>();

    /** The run's corpora, read from the texts once per executor (one run's at a time). */
    private static synchronized List<Corpus> corpora(BenchPlan plan, Shared shared) throws IOException {
        if (!shared.plan().equals(readPlan)) {
            List<Corpus> read = new ArrayList<>();
            for (int c = 0; c < plan.corpora().size(); c++) {
                read.add(Corpus.of(
                        plan, plan.corpora().get(c).origin(), shared.texts().get(c)));
            }
            readCorpora = List.copyOf(read);
            readPlan = shared.plan();
        }
        return readCorpora;
    }

    private static Done work(Shared shared, Chunk chunk, Engine.Context context)
            throws IOException, InterruptedException {
        BenchPlan plan = BenchPlan.parse(shared.plan());
        List<Corpus> corpora = corpora(plan, shared);
        SolverBackend backend = BACKENDS.computeIfAbsent(
                chunk.backend(), id -> Backends.discover().require(id));
        // The first chunk of a backend on this executor warms it up; the chunks running beside it wait, so that
        // no call is timed while the code is still cold.
        CountDownLatch warmed = new CountDownLatch(1);
        CountDownLatch earlier = WARMING.putIfAbsent(chunk.backend() + "\u0000" + shared.plan(), warmed);
        Runner.Warmup w = null;
        if (earlier == null) {
            try {
                Limits limits = Limits.of(plan.timeout()).withCancellation(context.cancellation());
                w = Runner.warmUp(
                        backend, corpora, chunk.tasks(), plan, limits, context.cancellation(), Runner.format(), false);
            } finally {
                warmed.countDown();
            }
        } else {
            earlier.await();
        }
        List<BenchRow> rows = Collections.synchronizedList(new ArrayList<>());
        String where = context.executor().name();
        Runner.calls(backend, corpora, chunk.tasks(), plan, 1, context.cancellation(), r -> rows.add(r.on(where)));
        return new Done(List.copyOf(rows), w);
    }
}
