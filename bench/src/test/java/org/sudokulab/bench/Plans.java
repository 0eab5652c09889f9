package org.sudokulab.bench;

import java.util.List;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.Mode;

/**
 * A bench plan for tests, by name rather than by the record's sixteen positions: a uniqueness proof (limit 2) by
 * dlx, 1 s timeout, no warm-up, one call per puzzle, no sample, seed 1, one thread, in this JVM (no forks), 5 s grace;
 * each setting a test cares about changed by name.
 */
public final class Plans {
    private long limit = 2;
    private long timeoutMillis = 1000;
    private long warmupMillis;
    private int repeat = 1;
    private int sample;
    private long seed = 1;
    private int forks;
    private long graceMillis = 5000;
    private List<String> backends = List.of("dlx");
    private List<BenchPlan.CorpusRef> corpora = List.of();
    private String command = "test";
    private List<String> scatter = List.of();
    private String study;

    private Plans() {}

    public static Plans of(BenchPlan.CorpusRef... corpora) {
        return new Plans().corpora(List.of(corpora));
    }

    public static Plans of(List<BenchPlan.CorpusRef> corpora) {
        return new Plans().corpora(corpora);
    }

    public Plans corpora(List<BenchPlan.CorpusRef> refs) {
        corpora = refs;
        return this;
    }

    public Plans backends(String... ids) {
        return backends(List.of(ids));
    }

    public Plans backends(List<String> ids) {
        backends = ids;
        return this;
    }

    public Plans limit(long value) {
        limit = value;
        return this;
    }

    public Plans timeout(long millis) {
        timeoutMillis = millis;
        return this;
    }

    public Plans warmup(long millis) {
        warmupMillis = millis;
        return this;
    }

    public Plans repeat(int value) {
        repeat = value;
        return this;
    }

    public Plans sample(int value) {
        sample = value;
        return this;
    }

    public Plans seed(long value) {
        seed = value;
        return this;
    }

    /** Each backend in {@code n} fresh JVMs, a call killed after the timeout and {@code grace}. */
    public Plans forks(int n, long grace) {
        forks = n;
        graceMillis = grace;
        return this;
    }

    public Plans command(String line) {
        command = line;
        return this;
    }

    public Plans scatter(String... pairs) {
        scatter = List.of(pairs);
        return this;
    }

    public Plans study(String name) {
        study = name;
        return this;
    }

    public BenchPlan plan() {
        return new BenchPlan(
                Mode.UNIQUE,
                limit,
                timeoutMillis,
                warmupMillis,
                repeat,
                sample,
                seed,
                1,
                forks,
                graceMillis,
                null,
                backends,
                corpora,
                command,
                scatter,
                study);
    }
}
