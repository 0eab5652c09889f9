package org.sudokulab.engine.spark;

import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.sudokulab.api.Cancellation;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.Mode;
import org.sudokulab.bench.run.RunListener;
import org.sudokulab.engine.Engine;
import org.sudokulab.generator.KSurvey;
import org.sudokulab.generator.RemovalSurvey;
import org.sudokulab.generator.Tools;

/** The long jobs as the Spark tests run them: a small bench, a k-survey, a removal survey, and what they gave. */
final class Jobs {
    private Jobs() {}

    /**
     * dlx and bits on a file (read with the plan's options), two bundled samples and a generated k-sudoku corpus: an
     * executor has none of them but the texts the run sends.
     */
    static BenchPlan plan(Path dir) throws Exception {
        Path file = Files.write(
                dir.resolve("fours.txt"),
                List.of("# 4x4 boards", "................", "1234341221434321", "1......2..4..3..:1", "12.."));
        return new BenchPlan(
                Mode.UNIQUE,
                1000,
                10_000,
                100,
                2,
                12,
                7,
                1,
                0,
                5000,
                null,
                List.of("dlx", "bits"),
                List.of(
                        BenchPlan.CorpusRef.file(file),
                        new BenchPlan.CorpusRef("bundled:classic-17clue.txt", null),
                        new BenchPlan.CorpusRef("bundled:jigsaw.jsonl", null),
                        new BenchPlan.CorpusRef("generate:ksudoku:boxes=2x3:k=2..40/6", null)),
                "test",
                List.of(),
                null);
    }

    /** Runs {@code plan} into {@code dir} on {@code engine} (null: this JVM) and returns the rows. */
    static List<BenchRow> bench(BenchPlan plan, Path dir, Engine engine) throws Exception {
        return bench(plan, dir, engine, false, new RunListener() {});
    }

    /** As above, or resumes the run in {@code dir}; {@code listener} hears each row as it is journalled. */
    static List<BenchRow> bench(BenchPlan plan, Path dir, Engine engine, boolean resume, RunListener listener)
            throws Exception {
        Bench.Result r = Bench.prepare(plan, new RunListener() {}, resume ? dir : null)
                .on(engine)
                .run(dir, resume, new Cancellation(), listener, 0);
        if (r.wrong() > 0 || r.cancelled()) {
            throw new AssertionError("bench run in " + dir + ": " + r.record().status());
        }
        return rows(dir);
    }

    static List<BenchRow> rows(Path dir) throws Exception {
        try (Reader in = Files.newBufferedReader(dir.resolve("results.csv"), StandardCharsets.UTF_8)) {
            return BenchRow.readCsv(in);
        }
    }

    /** What a row answers, timings and executor aside: key to outcome, answer, count, exactness. */
    static Map<String, String> answers(List<BenchRow> rows) {
        Map<String, String> m = new TreeMap<>();
        for (BenchRow r : rows) {
            String was = m.put(
                    r.backend() + " " + r.corpus() + " " + r.puzzle() + " " + r.repeat(),
                    r.outcome() + " " + r.answer() + " " + r.count() + " " + r.exact());
            if (was != null) {
                throw new AssertionError("two rows for " + r.key());
            }
        }
        return m;
    }

    static final Tools.Recipe SIX_BY_SIX = new Tools.Recipe("dlx", 2, 3, "search");

    /** The k-survey 1..to on 6x6 boards, witnesses as "k givens path" lines. */
    static List<String> kSurvey(Engine engine, long to) throws InterruptedException {
        return kSurvey(engine, to, w -> {});
    }

    /** As above; {@code found} hears each witness as it is found. */
    static List<String> kSurvey(Engine engine, long to, Consumer<KSurvey.Witness> found) throws InterruptedException {
        return new KSurvey(engine, SIX_BY_SIX)
                .run(1, to, 2000, 120_000, new SplittableRandom(5), () -> false, found).found().values().stream()
                        .map(w -> w.k() + " " + w.puzzle().givensLine() + " " + w.path())
                        .toList();
    }

    /** Random removals from 6x6 grids, 14 to 18 cells, 6 samples each, as "removed sample count givens" lines. */
    static List<String> removals(Engine engine) throws InterruptedException {
        return new RemovalSurvey(engine, SIX_BY_SIX)
                .run(14, 18, 6, 10_000, new SplittableRandom(3), () -> false, s -> {}).stream()
                        .map(s -> s.removed() + " " + s.sample() + " " + s.count() + " " + s.givens())
                        .toList();
    }
}
