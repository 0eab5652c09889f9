package org.sudokulab.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Reader;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Cancellation;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.Plans;
import org.sudokulab.bench.Rows;
import org.sudokulab.bench.evidence.Summary;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.LocalEngine;

/** The bench as a library: a plan run into a folder with dlx, the cross-check, the journal a killed run leaves. */
class BenchTest {
    @TempDir
    Path dir;

    private BenchPlan plan(Path corpus, int repeat) {
        return new BenchPlan(
                Mode.UNIQUE,
                1000,
                1000,
                0,
                repeat,
                0,
                1,
                1,
                0,
                5000,
                null,
                List.of("dlx"),
                List.of(new BenchPlan.CorpusRef(corpus.toString(), null)),
                "test",
                List.of(),
                null);
    }

    private Path corpus() throws Exception {
        return Files.write(
                dir.resolve("c.txt"),
                List.of("# three 4x4 boards", "................", "1234341221434321", "1......2..4..3..:1"));
    }

    private static List<BenchRow> results(Path run) throws Exception {
        try (Reader in = Files.newBufferedReader(run.resolve("results.csv"), StandardCharsets.UTF_8)) {
            return BenchRow.readCsv(in);
        }
    }

    @Test
    void aPlanRunsEveryCallOnceAndReadsBackFromItsFolder() throws Exception {
        Bench bench = Bench.prepare(plan(corpus(), 2), new RunListener() {});
        assertEquals(6, bench.plannedCalls());
        Path run = dir.resolve("run");
        Bench.Result r = bench.run(run, false, new Cancellation(), new RunListener() {}, 0);
        assertEquals(0, r.wrong());
        assertEquals(6, results(run).size());
        assertEquals(
                List.of(">=2", ">=2", "1", "1", "1", "1"),
                results(run).stream().map(BenchRow::answer).toList());
        BenchPlan back = BenchPlan.read(run.resolve("run.json"));
        assertEquals(bench.plan(), back);
        assertTrue(back.corpora().get(0).sha256().length() == 64, "the corpus's SHA-256 is kept");
        BenchException again = assertThrows(
                BenchException.class, () -> bench.run(run, false, new Cancellation(), new RunListener() {}, 0));
        assertEquals(BenchException.Kind.BAD_PLAN, again.kind());
    }

    /**
     * On an engine the calls go out in chunks: with two threads and twelve calls, eight chunks (four per core) of
     * one or two calls, each call once, the answers a plain run gives, each row marked with the executor, and the
     * warm-up reported.
     */
    @Test
    void anEngineRunsEveryCallOnceInChunks() throws Exception {
        BenchPlan warm = Plans.of(new BenchPlan.CorpusRef(corpus().toString(), null))
                .limit(1000)
                .warmup(50)
                .repeat(4)
                .plan();
        List<Integer> chunkSizes = new ArrayList<>();
        Engine local = new LocalEngine(2);
        Engine counting = new Engine() {
            @Override
            public String describe() {
                return local.describe();
            }

            @Override
            public int parallelism() {
                return local.parallelism();
            }

            @Override
            public List<Executor> executors() {
                return local.executors();
            }

            @Override
            public <S extends Serializable, T extends Serializable, R extends Serializable> void run(
                    S shared, List<T> units, Work<S, T, R> work, BiConsumer<Integer, R> results, Cancellation c)
                    throws InterruptedException {
                units.forEach(u -> chunkSizes.add(((EngineRun.Chunk) u).tasks().size()));
                local.run(shared, units, work, results, c);
            }

            @Override
            public void close() {
                local.close();
            }
        };
        Path run = dir.resolve("engine");
        Bench.Result r = Bench.prepare(warm, new RunListener() {})
                .on(counting)
                .run(run, false, new Cancellation(), new RunListener() {}, 0);
        assertEquals(List.of(1, 2, 1, 2, 1, 2, 1, 2), chunkSizes);
        assertEquals(0, r.wrong());
        List<BenchRow> rows = results(run);
        assertEquals(12, rows.size());
        assertEquals(12, rows.stream().map(BenchRow::key).distinct().count(), "each call once");
        assertEquals(
                List.of("1", "1", "1", "1", "1", "1", "1", "1", ">=2", ">=2", ">=2", ">=2"),
                rows.stream().map(BenchRow::answer).sorted().toList());
        String here = Engine.Executor.thisJvm(LocalEngine.ID).name();
        assertTrue(rows.stream().allMatch(row -> here.equals(row.executor())), rows.toString());
        RunRecord.BackendInfo dlx = r.record().backends().get(0);
        assertTrue(dlx.warmupCalls() > 0 && dlx.warmupMillis() > 0, dlx.toString());
    }

    /**
     * The warm-up's rows go through a sink of the run's class into a scratch journal: the run's journal, its
     * results and its listener get the planned calls alone, and the scratch journal is gone after the run.
     */
    @Test
    void theWarmUpsRowsStayOutOfTheRun() throws Exception {
        BenchPlan warm = Plans.of(new BenchPlan.CorpusRef(corpus().toString(), null))
                .limit(1000)
                .warmup(200)
                .repeat(2)
                .plan();
        List<BenchRow> heard = new ArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void row(BenchRow row) {
                heard.add(row);
            }
        };
        Path run = dir.resolve("warm");
        Bench.Result r = Bench.prepare(warm, listener).run(run, false, new Cancellation(), listener, 0);
        RunRecord.BackendInfo dlx = r.record().backends().get(0);
        assertTrue(dlx.warmupCalls() > 100, dlx.toString());
        assertEquals(6, heard.size());
        assertEquals(1 + 6, Files.readAllLines(run.resolve("journal.csv")).size());
        assertEquals(6, results(run).size());
        try (var files = Files.list(run)) {
            assertEquals(
                    List.of(),
                    files.filter(f -> f.getFileName().toString().contains("warm"))
                            .toList());
        }
    }

    @Test
    void forksGiveTheAnswersOfOneJvmAndAStoppedRunResumesEachCallOnce() throws Exception {
        Path corpus = Files.write(
                dir.resolve("six.txt"),
                List.of(
                        "................",
                        "1234341221434321",
                        "1......2..4..3..:1",
                        "12..34..........",
                        ".1..............",
                        "..2...........3."));
        BenchPlan oneJvm = Plans.of(BenchPlan.CorpusRef.file(corpus))
                .backends("dlx", "bits")
                .repeat(2)
                .plan();
        BenchPlan forked = Plans.of(BenchPlan.CorpusRef.file(corpus))
                .backends("dlx", "bits")
                .repeat(2)
                .forks(2, 5000)
                .plan();
        Path whole = dir.resolve("one-jvm");
        Bench.prepare(oneJvm, new RunListener() {}).run(whole);
        // stopped after its first fork's rows (every backend's fork 1 comes before any fork 2), then resumed
        Path run = dir.resolve("forked");
        Cancellation stop = new Cancellation();
        Bench.Result first = Bench.prepare(forked, new RunListener() {})
                .run(
                        run,
                        false,
                        stop,
                        new RunListener() {
                            @Override
                            public void backend(String id, int fork, int calls) {
                                if (fork == 2) {
                                    stop.cancel();
                                }
                            }
                        },
                        0);
        assertTrue(first.cancelled());
        assertEquals(12, first.record().rows().size(), "fork 1 of both backends: half of the 24 calls");
        Bench.Result resumed = Bench.prepare(BenchPlan.read(run.resolve("run.json")), new RunListener() {}, run)
                .run(run, true, new Cancellation(), new RunListener() {}, 0);
        assertTrue(resumed.record().complete());
        List<BenchRow> rows = results(run);
        assertEquals(24, rows.size());
        assertEquals(24, rows.stream().map(BenchRow::key).distinct().count(), "each call once");
        // each puzzle's two repeats in the two forks, and the answers those of one JVM
        for (BenchRow r : rows) {
            assertEquals(
                    1,
                    rows.stream()
                            .filter(x ->
                                    x.backend().equals(r.backend()) && x.puzzle() == r.puzzle() && x.fork() == r.fork())
                            .count(),
                    r.toString());
        }
        java.util.Map<BenchRow.Key, String> answers = new java.util.HashMap<>();
        results(whole).forEach(r -> answers.put(r.key(), r.answer()));
        rows.forEach(r -> assertEquals(answers.get(r.key()), r.answer(), r.toString()));
        assertTrue(Files.exists(run.resolve("fork-dlx.log")) && Files.exists(run.resolve("fork-bits.log")));
    }

    @Test
    void aHalfWrittenLastJournalLineIsCutAndItsCallMadeAgain() throws Exception {
        Bench bench = Bench.prepare(plan(corpus(), 1), new RunListener() {});
        Path run = dir.resolve("torn");
        bench.run(run, false, new Cancellation(), new RunListener() {}, 0);
        Path journal = run.resolve("journal.csv");
        List<String> lines = Files.readAllLines(journal);
        assertEquals(1 + 3, lines.size());
        // a killed process: the last row half written, no newline
        Files.writeString(
                journal,
                String.join("\n", lines.subList(0, 3)) + "\n" + lines.get(3).substring(0, 10),
                StandardCharsets.UTF_8,
                StandardOpenOption.TRUNCATE_EXISTING);
        long[] already = {-1};
        Bench.Result r = Bench.prepare(BenchPlan.read(run.resolve("run.json")), new RunListener() {})
                .run(
                        run,
                        true,
                        new Cancellation(),
                        new RunListener() {
                            @Override
                            public void started(long alreadyDone) {
                                already[0] = alreadyDone;
                            }
                        },
                        0);
        assertEquals(2, already[0]);
        assertTrue(r.record().complete());
        assertEquals(4, Files.readAllLines(journal).size(), "the torn row replaced by the call made again");
        assertEquals(3, results(run).size());
    }

    @Test
    void aChangedCorpusCannotBeResumed() throws Exception {
        Path c = corpus();
        Bench bench = Bench.prepare(plan(c, 1), new RunListener() {});
        Path run = dir.resolve("changed");
        bench.run(run, false, new Cancellation(), new RunListener() {}, 0);
        Files.writeString(c, "................\n", StandardOpenOption.APPEND);
        BenchException e = assertThrows(
                BenchException.class,
                () -> Bench.prepare(BenchPlan.read(run.resolve("run.json")), new RunListener() {}));
        assertEquals(BenchException.Kind.CANNOT_RUN, e.kind());
        assertTrue(e.getMessage().contains("SHA-256"), e.getMessage());
    }

    private BenchPlan generated(boolean isolate, String... specs) {
        return new BenchPlan(
                Mode.UNIQUE,
                1000,
                10_000,
                0,
                1,
                0,
                5,
                1,
                isolate ? 1 : 0,
                5000,
                null,
                List.of("dlx"),
                Arrays.stream(specs)
                        .map(s -> BenchPlan.CorpusRef.generated(GenerateSpec.parse(s)))
                        .toList(),
                "test",
                List.of(),
                null);
    }

    @Test
    void generatedKSudokusAreCountedExactlyAndStoredWithTheRun() throws Exception {
        List<String> notes = new ArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void note(String message) {
                notes.add(message);
            }
        };
        BenchPlan plan = generated(false, "ksudoku:boxes=2x3:k=3,10,40", "unique:boxes=2x2:count=2");
        Bench bench = Bench.prepare(plan, listener);
        assertEquals(2, notes.stream().filter(n -> n.startsWith("generating ")).count(), notes.toString());
        Path run = dir.resolve("gen");
        Bench.Result r = bench.run(run, false, new Cancellation(), listener, 0);
        assertEquals(0, r.wrong());
        // Each k-sudoku counted with the limit k+1, so the answer is exact; the unique ones proven unique.
        assertEquals(
                List.of("3", "10", "40", "1", "1"),
                results(run).stream()
                        .sorted(Comparator.comparing(BenchRow::corpus).thenComparing(BenchRow::puzzle))
                        .map(BenchRow::answer)
                        .toList());
        String stored = Files.readString(run.resolve("generated/ksudoku-6x6.txt"));
        assertTrue(stored.startsWith("# Generated by sudokulab"), stored);
        assertTrue(stored.contains(":40\n"), stored);
        String md = Files.readString(run.resolve("report.md"));
        assertTrue(md.contains("Mode: exact count"), md);
        assertTrue(md.contains("### ksudoku-6x6 (counting)"), md);
        assertTrue(md.contains("| dlx | 3/3 | 53 |"), md);

        // A resume reads the stored corpus back instead of generating it again.
        notes.clear();
        Bench again = Bench.prepare(BenchPlan.read(run.resolve("run.json")), listener, run);
        assertTrue(notes.isEmpty(), notes.toString());
        assertEquals(bench.plan(), again.plan());
    }

    @Test
    void forksReadTheStoredCorpusRatherThanMakeItAgain() throws Exception {
        Path run = dir.resolve("isolated");
        Bench.Result r = Bench.prepare(generated(true, "ksudoku:boxes=2x2:k=5,12"), new RunListener() {})
                .run(run, false, new Cancellation(), new RunListener() {}, 0);
        assertEquals(0, r.wrong());
        assertEquals(
                List.of("5", "12"),
                results(run).stream()
                        .sorted(Comparator.comparing(BenchRow::puzzle))
                        .map(BenchRow::answer)
                        .toList());
        String log = Files.readString(run.resolve("fork-dlx.log"));
        assertTrue(!log.contains("generating"), log);
    }

    @Test
    void summariesSplitABackendByMachineWhenRowsComeFromSeveral() {
        BenchRow here = Rows.of("dlx", "c", 1).split(0, 1).executor("a").row();
        BenchRow there =
                Rows.of("dlx", "c", 2).millis(9).split(0, 9).executor("b/1").row();
        BenchRow alsoThere = here.on("b/2");
        assertEquals(
                List.of("dlx"),
                Summary.ofRows(List.of(here, here.on("a")), 1).stream()
                        .map(Summary::backend)
                        .toList());
        List<Summary> split = Summary.ofRows(List.of(here, there, alsoThere), 1);
        assertEquals(
                List.of("dlx @ a", "dlx @ b"),
                split.stream().map(Summary::backend).toList());
        assertEquals(List.of(1, 2), split.stream().map(Summary::puzzles).toList(), "b's two executors pooled");
        assertEquals(1.0, split.get(0).medianMillis());
    }

    @Test
    void crossCheckMarksTheAnswerThatContradictsDlx() {
        BenchRow dlx = Rows.of("dlx", "c", 1).split(0, 1).executor(null).row();
        BenchRow liar =
                Rows.of("x", "c", 1).counted(2, true).split(0, 1).executor(null).row();
        BenchRow atLimit = Rows.of("y", "c", 1)
                .counted(2, false)
                .split(0, 1)
                .executor(null)
                .row();
        List<BenchRow> checked = CrossCheck.apply(List.of(dlx, liar, atLimit), corpus -> Mode.UNIQUE);
        assertEquals(BenchRow.Outcome.OK, checked.get(0).outcome());
        assertEquals(BenchRow.Outcome.WRONG, checked.get(1).outcome());
        assertEquals(BenchRow.Outcome.WRONG, checked.get(2).outcome(), "'at least 2' contradicts dlx's exact 1");
        // Without dlx and without a majority, neither exact answer can be trusted.
        BenchRow other = Rows.of("z", "c", 1).split(0, 1).executor(null).row();
        List<BenchRow> tie = CrossCheck.apply(List.of(liar, other), corpus -> Mode.UNIQUE);
        assertTrue(tie.stream().allMatch(x -> x.outcome() == BenchRow.Outcome.WRONG), tie.toString());
    }
}
