package org.sudokulab.bench;

import java.util.List;

/**
 * A bench plan for tests, by name rather than by the record's sixteen positions: a uniqueness proof (limit 2) by
 * dlx, 1 s timeout, no warm-up, one call per puzzle, no sample, seed 1, one thread, no isolation, 5 s grace;
 * each setting a test cares about changed by name.
 */
final class Plans {
    private long limit = 2;
    private long timeoutMillis = 1000;
    private long warmupMillis;
    private int repeat = 1;
    private int sample;
    private long seed = 1;
    private boolean isolate;
    private long graceMillis = 5000;
    private List<String> backends = List.of("dlx");
    private List<BenchPlan.CorpusRef> corpora = List.of();
    private String command = "test";
    private List<String> scatter = List.of();
    private String study;

    private Plans() {}

    static Plans of(BenchPlan.CorpusRef... corpora) {
        return new Plans().corpora(List.of(corpora));
    }

    static Plans of(List<BenchPlan.CorpusRef> corpora) {
        return new Plans().corpora(corpora);
    }

    Plans corpora(List<BenchPlan.CorpusRef> refs) {
        corpora = refs;
        return this;
    }

    Plans backends(String... ids) {
        return backends(List.of(ids));
    }

    Plans backends(List<String> ids) {
        backends = ids;
        return this;
    }

    Plans limit(long value) {
        limit = value;
        return this;
    }

    Plans timeout(long millis) {
        timeoutMillis = millis;
        return this;
    }

    Plans warmup(long millis) {
        warmupMillis = millis;
        return this;
    }

    Plans repeat(int value) {
        repeat = value;
        return this;
    }

    Plans sample(int value) {
        sample = value;
        return this;
    }

    Plans seed(long value) {
        seed = value;
        return this;
    }

    /** Child JVMs, killed after the timeout and {@code grace}. */
    Plans isolate(long grace) {
        isolate = true;
        graceMillis = grace;
        return this;
    }

    Plans command(String line) {
        command = line;
        return this;
    }

    Plans scatter(String... pairs) {
        scatter = List.of(pairs);
        return this;
    }

    Plans study(String name) {
        study = name;
        return this;
    }

    BenchPlan plan() {
        return new BenchPlan(
                Mode.UNIQUE,
                limit,
                timeoutMillis,
                warmupMillis,
                repeat,
                sample,
                seed,
                1,
                isolate,
                graceMillis,
                null,
                backends,
                corpora,
                command,
                scatter,
                study);
    }
}
