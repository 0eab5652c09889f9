package org.sudokulab.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.Plans;

/** A plan's checks (each bad setting its own message, each boundary allowed), its copies, its text and file. */
class BenchPlanTest {
    @TempDir
    Path dir;

    /** A plan with one setting changed from a valid one; {@code at} names it. */
    private static BenchPlan with(String at, long value) {
        return new BenchPlan(
                at.equals("mode") ? null : Mode.UNIQUE,
                at.equals("limit") ? value : 2,
                at.equals("timeout") ? value : 1000,
                at.equals("warmup") ? value : 0,
                at.equals("repeat") ? (int) value : 1,
                at.equals("sample") ? (int) value : 0,
                1,
                at.equals("threads") || at.equals("threadsInForks") ? (int) value : 1,
                at.equals("forks") ? (int) value : at.equals("threadsInForks") ? 1 : 0,
                at.equals("grace") ? value : 5000,
                null,
                at.equals("backends") ? List.of() : List.of("dlx"),
                List.of(new BenchPlan.CorpusRef("bundled:classic-17clue.txt", null)),
                "test",
                List.of(),
                null);
    }

    @Test
    void eachBadSettingIsNamedAndItsBoundaryIsAllowed() {
        Map<String, String> bad = Map.of(
                "mode", "mode is missing",
                "limit", "limit must be at least 1, got 0",
                "timeout", "the timeout must be positive",
                "repeat", "repeat must be at least 1, got 0",
                "threads", "threads must be at least 1, got 0",
                "grace", "the grace period must be positive",
                "backends", "no backend named");
        bad.forEach((at, message) -> assertEquals(
                message,
                assertThrows(IllegalArgumentException.class, () -> with(at, 0)).getMessage(),
                at));
        assertEquals(
                "the warm-up must be 0 or more",
                assertThrows(IllegalArgumentException.class, () -> with("warmup", -1))
                        .getMessage());
        assertEquals(
                "sample must be 0 (all) or more, got -1",
                assertThrows(IllegalArgumentException.class, () -> with("sample", -1))
                        .getMessage());
        assertEquals(
                "a fork makes one call at a time: use one thread, or --forks 0",
                assertThrows(IllegalArgumentException.class, () -> with("threadsInForks", 2))
                        .getMessage());
        assertEquals(
                "forks must be 0 (this JVM) or more, got -1",
                assertThrows(IllegalArgumentException.class, () -> with("forks", -1))
                        .getMessage());
        for (String at : List.of("limit", "timeout", "repeat", "threads", "grace", "forks", "threadsInForks")) {
            with(at, 1);
        }
        with("forks", 0);
        with("warmup", 0);
        with("sample", 0);
    }

    @Test
    void studiesAndScatterPairsAreChecked() {
        BenchPlan p = with("none", 0);
        BenchPlan nonsense = Plans.of(new BenchPlan.CorpusRef("bundled:classic-17clue.txt", null))
                .study("nonsense")
                .plan();
        BenchException study = assertThrows(BenchException.class, () -> Bench.prepare(nonsense, new RunListener() {}));
        assertEquals(BenchException.Kind.BAD_PLAN, study.kind());
        assertEquals("unknown study 'nonsense'; known: propagation, hardness, scaling", study.getMessage());
        for (String pair : List.of("dlx", "dlx,", ",dlx", "a,b,c")) {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class,
                    () -> Plans.of(new BenchPlan.CorpusRef("bundled:classic-17clue.txt", null))
                            .scatter(pair)
                            .plan(),
                    pair);
            assertEquals("--scatter takes two backend ids, as A,B; got '" + pair + "'", e.getMessage());
        }
        assertEquals(
                List.of("dlx,bits"),
                Plans.of(new BenchPlan.CorpusRef("bundled:classic-17clue.txt", null))
                        .scatter("dlx,bits")
                        .plan()
                        .scatter());
        assertEquals(
                List.of(),
                new BenchPlan(
                                p.mode(),
                                2,
                                1000,
                                0,
                                1,
                                0,
                                1,
                                1,
                                0,
                                5000,
                                null,
                                p.backends(),
                                p.corpora(),
                                "test",
                                null,
                                null)
                        .scatter());
    }

    @Test
    void theDefaultsAreTheDefaultComparisonAndAnyChangeIsNot() {
        BenchPlan d = BenchPlan.defaults();
        assertTrue(d.defaultComparison());
        assertTrue(d.allBackends());
        assertEquals(16, d.corpora().size(), "8 bundled files and 8 generated corpora");
        assertFalse(d.withBackends("dlx").defaultComparison());
        assertFalse(d.withBackends("dlx").allBackends());
        assertFalse(d.withCorpusFiles(Path.of("x.txt")).defaultComparison());
        for (int change = 0; change < 5; change++) {
            BenchPlan other = new BenchPlan(
                    d.mode(),
                    d.limit(),
                    change == 0 ? 2000 : d.timeoutMillis(),
                    d.warmupMillis(),
                    change == 1 ? 2 : d.repeat(),
                    change == 2 ? 5 : d.sample(),
                    d.seed(),
                    change == 3 ? 2 : d.threads(),
                    change == 3 ? 0 : change == 4 ? 1 : d.forks(),
                    d.graceMillis(),
                    null,
                    d.backends(),
                    d.corpora(),
                    d.command(),
                    List.of(),
                    null);
            assertFalse(other.defaultComparison(), "change " + change);
        }
        // no corpora named: the default ones
        BenchPlan none = new BenchPlan(
                d.mode(),
                2,
                BenchPlan.DEFAULT_TIMEOUT_MILLIS,
                BenchPlan.DEFAULT_WARMUP_MILLIS,
                1,
                0,
                1,
                1,
                BenchPlan.DEFAULT_FORKS,
                5000,
                null,
                List.of("all"),
                List.of(),
                "sudokulab bench",
                List.of(),
                null);
        assertTrue(none.defaultComparison());
    }

    @Test
    void filesAreKeptByTheirAbsolutePath() {
        BenchPlan p = with("none", 0).withCorpusFiles(Path.of("some/../corpus.txt"));
        assertEquals(
                Path.of("corpus.txt").toAbsolutePath().toString(),
                p.corpora().get(0).origin());
        assertEquals(List.of("dlx"), p.backends());
    }

    @Test
    void durationsReadAsTheOptionsWriteThem() {
        assertEquals("2m", BenchPlan.format(Duration.ofMinutes(2)));
        assertEquals("90s", BenchPlan.format(Duration.ofSeconds(90)));
        assertEquals("1s", BenchPlan.format(Duration.ofSeconds(1)));
        assertEquals("1500ms", BenchPlan.format(Duration.ofMillis(1500)));
        assertEquals("0s", BenchPlan.format(Duration.ZERO));
        BenchPlan p = with("none", 0);
        assertEquals(Duration.ofSeconds(1), p.timeout());
        assertEquals(Duration.ZERO, p.warmup());
        assertEquals(Duration.ofSeconds(5), p.grace());
    }

    @Test
    void theSettingsAsTheReportsStateThem() {
        Map<String, String> plain = with("none", 0).describe();
        assertEquals("unique (count with limit 2: a uniqueness proof)", plain.get("mode"));
        assertEquals("1s", plain.get("timeout per call"));
        assertEquals("0s", plain.get("warm-up per backend"));
        assertEquals("1", plain.get("repeats per puzzle"));
        assertEquals("all", plain.get("sample per corpus"));
        assertEquals("1", plain.get("seed"));
        assertEquals("1", plain.get("threads"));
        assertEquals("none: every backend in the bench's own JVM", plain.get("forks"));
        assertEquals(
                "1 fresh JVM per backend, interleaved, each warmed up; a call killed after the timeout + 5s",
                with("forks", 1).describe().get("forks"));
        assertEquals(
                "3 fresh JVMs per backend, interleaved, each warmed up; a call killed after the timeout + 5s",
                BenchPlan.defaults().describe().get("forks"));
        Map<String, String> mixed = BenchPlan.defaults().describe();
        assertEquals(
                "unique (count with limit 2: a uniqueness proof) for files and bundled corpora; each generated corpus as its kind"
                        + " asks (see its heading)",
                mixed.get("mode"));
        BenchPlan generatedOnly = BenchPlan.defaults()
                .withCorpora(List.of(BenchPlan.CorpusRef.generated(GenerateSpec.parse("killer:boxes=2x2:count=1"))));
        assertEquals(
                "each generated corpus as its kind asks (see its heading)",
                generatedOnly.describe().get("mode"));
        assertEquals("5", with("sample", 5).describe().get("sample per corpus"));
    }

    @Test
    void aPlanReadsBackFromItsFileAndItsText() throws Exception {
        BenchPlan p = BenchPlan.defaults();
        Path file = dir.resolve("run.json");
        p.write(file);
        assertEquals(p, BenchPlan.read(file));
        assertEquals(p, BenchPlan.parse(p.json()));
        assertTrue(Files.readString(file).endsWith("}\n"));
    }
}
