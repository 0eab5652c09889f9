package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Backends;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.generator.ForcedDivisor;

/**
 * The published k-sudoku witnesses (data/), re-counted by other paradigms than the one that found them. 9x9: one
 * board for every k of 1..50,000, found with bits (the last 18 by tallies of dlx's solutions); seeded samples
 * by cp (constraint programming) and dlx (exact cover) in every build, all of them by dlx in the slow profile. 6x6: the
 * 1,804 k of 1..2,000 a 10-minute survey met, found with dlx; all re-counted by bits, a sample by cp, in every build.
 */
class WitnessesTest {
    static final Path WITNESSES = Path.of("..", "data", "ksudoku-9x9-witnesses.txt.gz");
    static final Path SIX_BY_SIX = Path.of("..", "data", "ksudoku-6x6-witnesses.txt.gz");

    /** The 9x9 witnesses published: every k of 1..50,000 (data/'s header says how each range was found). */
    private static final int NINE_BY_NINE_COUNT = 50_000;

    /** The last k found, by tallies (docs/generate.md), after nine gap fillings had missed them. */
    private static final List<Long> TALLIED = List.of(
            21_881L, 24_087L, 30_272L, 32_695L, 34_883L, 37_497L, 38_658L, 41_492L, 41_788L, 42_650L, 43_571L, 43_990L,
            44_641L, 45_053L, 46_267L, 48_331L, 49_247L, 49_784L);

    private static List<PuzzleEntry> witnesses() throws IOException {
        return DataFiles.entries(WITNESSES);
    }

    /**
     * The bench takes the compressed file as a corpus: a seeded sample of 8 witnesses counted exactly (limit one
     * above each stated count) by dlx and bits, each answer checked against its line.
     */
    @Test
    void theBenchRecountsASampleOfTheWitnesses(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("run");
        Cli r = Cli.run(
                "bench",
                "-q",
                "--mode",
                "exact",
                "-b",
                "dlx,bits",
                "--corpus",
                WITNESSES.toString(),
                "--sample",
                "8",
                "--seed",
                "3",
                "--forks",
                "0",
                "--warmup",
                "0",
                "--timeout",
                "20s",
                "--out",
                out.toString());
        assertEquals(ExitCode.OK, r.exit(), r.err());
        List<String> rows = Files.readAllLines(out.resolve("results.csv"));
        assertEquals(1 + 2 * 8, rows.size(), String.join("\n", rows));
        assertTrue(rows.get(0).startsWith("backend,corpus,puzzle,line,repeat,outcome,answer,count,"), rows.get(0));
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",");
            assertEquals(List.of("ksudoku-9x9-witnesses", "OK", f[7]), List.of(f[1], f[5], f[6]), row);
        }
    }

    @Test
    void everyKTo50000HasOneWitnessInOrder() throws IOException {
        List<PuzzleEntry> all = witnesses();
        assertEquals(NINE_BY_NINE_COUNT, all.size());
        long previous = 0;
        for (PuzzleEntry e : all) {
            assertEquals(previous + 1, e.expectedCount().orElseThrow(), "line " + e.line());
            previous++;
        }
    }

    @TestFactory
    Stream<DynamicTest> theTalliedOnesRecountedByExactCover() throws IOException {
        List<PuzzleEntry> tallied = witnesses().stream()
                .filter(e -> TALLIED.contains(e.expectedCount().orElseThrow()))
                .toList();
        assertEquals(TALLIED.size(), tallied.size());
        return recount(Backends.discover().require("dlx"), tallied);
    }

    @TestFactory
    Stream<DynamicTest> aSampleRecountedByConstraintProgramming() throws IOException {
        List<PuzzleEntry> small = new ArrayList<>(witnesses().subList(0, 3_000));
        Collections.shuffle(small, new Random(21));
        return recount(Backends.discover().require("cp"), small.subList(0, 40));
    }

    @TestFactory
    Stream<DynamicTest> aSamplePastTenThousandRecountedByExactCover() throws IOException {
        List<PuzzleEntry> large = new ArrayList<>(witnesses().subList(10_000, 20_000));
        Collections.shuffle(large, new Random(22));
        return recount(Backends.discover().require("dlx"), large.subList(0, 20));
    }

    @TestFactory
    Stream<DynamicTest> aSamplePastTwentyThousandRecountedByExactCover() throws IOException {
        List<PuzzleEntry> all = witnesses();
        List<PuzzleEntry> large = new ArrayList<>(all.subList(20_000, all.size()));
        Collections.shuffle(large, new Random(23));
        return recount(Backends.discover().require("dlx"), large.subList(0, 20));
    }

    @TestFactory
    @Tag("slow")
    Stream<DynamicTest> allRecountedByExactCover() throws IOException {
        return recount(Backends.discover().require("dlx"), witnesses());
    }

    @Test
    void sixBySixHasEveryKToTheFrontierAndEachKOnce() throws IOException {
        List<PuzzleEntry> all = DataFiles.entries(SIX_BY_SIX);
        assertEquals(1_804, all.size());
        long previous = 0;
        for (PuzzleEntry e : all) {
            long k = e.expectedCount().orElseThrow();
            assertEquals(36, e.puzzle().geometry().cellCount());
            assertTrue(k > previous && k <= 2_000, "line " + e.line());
            if (k <= 1_018) {
                assertEquals(previous + 1, k, "every k up to the first without a witness, 1,019");
            }
            previous = k;
        }
        assertTrue(all.stream().noneMatch(e -> e.expectedCount().orElseThrow() == 1_019));
    }

    /**
     * Every count is a multiple of its board's forced divisor (docs/census.md): none of the 805 odd k stands on a
     * board forced even, and most even k do (745 of 999), which is why odd k past 1,000 are scarce.
     */
    @Test
    void sixBySixCountsAreMultiplesOfTheirForcedDivisors() throws IOException {
        int forcedEven = 0;
        int odd = 0;
        for (PuzzleEntry e : DataFiles.entries(SIX_BY_SIX)) {
            long k = e.expectedCount().orElseThrow();
            long divisor = ForcedDivisor.of(e.puzzle().geometry(), e.puzzle().givens());
            assertEquals(0, k % divisor, "line " + e.line() + ": " + k + " solutions, forced divisor " + divisor);
            forcedEven += divisor % 2 == 0 ? 1 : 0;
            odd += (int) (k % 2);
        }
        assertEquals(805, odd);
        assertEquals(745, forcedEven);
    }

    @TestFactory
    Stream<DynamicTest> sixBySixRecountedByBitsAndASampleByConstraintProgramming() throws IOException {
        List<PuzzleEntry> all = DataFiles.entries(SIX_BY_SIX);
        List<PuzzleEntry> sample = new ArrayList<>(all);
        Collections.shuffle(sample, new Random(6));
        return Stream.concat(
                recount(Backends.discover().require("bits"), all),
                recount(Backends.discover().require("cp"), sample.subList(0, 20)));
    }

    private static Stream<DynamicTest> recount(SolverBackend backend, List<PuzzleEntry> entries) {
        return entries.stream()
                .map(e -> DynamicTest.dynamicTest("k=" + e.expectedCount().orElseThrow(), () -> {
                    long k = e.expectedCount().orElseThrow();
                    CountResult r = backend.count(e.puzzle(), k + 1, Limits.none());
                    assertEquals(Termination.EXHAUSTED, r.termination());
                    assertEquals(k, r.count(), backend.id() + " on line " + e.line());
                    assertTrue(r.firstSolution().isPresent());
                }));
    }
}
