package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.sudokulab.api.Backends;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
import org.sudokulab.api.io.ParseError;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.testkit.SampleCorpus;
import org.sudokulab.testkit.SharedCorpora;

/**
 * Every backend against the dlx counts and the corpora's own answers: over the first lines of the samples bundled
 * with the testkit (any clone), over samples of ../shared/corpora when it is there (CI), and over the whole bundled
 * samples and the whole sets in the slow profile. Backends without propagation, or with deliberately weak propagation, run
 * only the corpora marked easy: they are the ones whose conformance class skips the [hard] golden lines.
 */
class CorpusCrossCheckTest {
    /** No or weak propagation by design (baseline and ablations): too slow for the hard corpora. */
    private static final Set<String> WEAK = Set.of("backtrack", "cp-bc", "cp-neq");
    /**
     * One MIP solve per solution by design: no corpus whose count limit is above {@link #CUTS_MAX_LIMIT}, at most
     * {@link #CUTS_SHARED_SAMPLE} lines of a corpus in the shared run (with 30 to 200 it took 20 s of the
     * cross-check's 87 in CI, with 20 it took 10 s of 73, 6.7 of them on the hardest puzzles), and at most {@link #CUTS_WHOLE_SAMPLE} in the whole-corpora run.
     */
    private static final Set<String> COUNTS_BY_CUTS = Set.of("ip-mip");

    /**
     * Count by solving again with each solution blocked, one SAT call a solution: in the shared run, at most
     * {@link #BLOCKING_SHARED_SAMPLE} lines of a corpus with many solutions a line (the whole-corpora run takes all).
     */
    private static final Set<String> COUNTS_BY_BLOCKING = Set.of("sat", "sat-minimal", "sat-extended", "sat-pb");
    /**
     * The first 6 serg lines have 2,001 solutions; 20 have 5,572, which took these four backends 22 s of the
     * cross-check's 118 in CI (their bundled run counts 12 other serg lines, 2,911 solutions).
     */
    private static final int BLOCKING_SHARED_SAMPLE = 6;

    /**
     * Encodings kept beside their main one for the ablation (sat's and cp's): in the shared run, at most
     * {@link #VARIANT_SHARED_SAMPLE} lines of a corpus, their main encoding taking the whole sample. They took 32 s of
     * the cross-check's 73 in CI with the same samples as the others; the slow profile still runs them on everything.
     */
    private static final Set<String> VARIANTS = Set.of("sat-minimal", "sat-extended", "sat-pb", "cp-sum");

    private static final int VARIANT_SHARED_SAMPLE = 10;

    private static final long CUTS_MAX_LIMIT = 300;
    private static final int CUTS_SHARED_SAMPLE = 10;
    private static final int CUTS_WHOLE_SAMPLE = 2000;
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    /**
     * Lines of each bundled sample in every build: every backend on every kind of puzzle in 15 s (the whole
     * samples take 51 s: the slow profile runs them).
     */
    private static final int BUNDLED_FIRST_LINES = 12;

    /**
     * A corpus file of ../shared/corpora and its bundled samples, how many lines the shared and the slow run
     * take, whether weak backends run it, the count limit, and backends excused from it (with the reason in a
     * comment where it is listed).
     */
    private record Corpus(
            String file,
            List<String> bundled,
            int sample,
            int fullSample,
            boolean easy,
            long limit,
            Set<String> notWhole) {
        Corpus(String file, String bundled, int sample, int fullSample, boolean easy, long limit) {
            this(file, List.of(bundled), sample, fullSample, easy, limit, Set.of());
        }
    }

    /** The run a test belongs to: which lines it reads. */
    private enum Run {
        BUNDLED_FIRST,
        BUNDLED,
        SHARED,
        WHOLE
    }

    private static final List<Corpus> CORPORA = List.of(
            // 20 lines are 5,572 solutions, each one a solve of its own for the SAT encodings (50 lines, 14,423
            // solutions, took them 33 s of CI)
            new Corpus("counts/serg_benchmark_1000.tsv", "serg_benchmark.tsv", 20, Integer.MAX_VALUE, true, 2000),
            new Corpus("classic/invalid7_annotated.txt", "invalid7_annotated.txt", 7, 7, true, 2),
            new Corpus("classic/17clue.txt", "17clue.txt", 100, Integer.MAX_VALUE, false, 2),
            new Corpus("classic/magictour_top1465.txt", "magictour_top1465.txt", 100, Integer.MAX_VALUE, false, 2),
            new Corpus("classic/forum_hardest_1106.txt", "forum_hardest_1106.txt", 30, Integer.MAX_VALUE, false, 2),
            new Corpus("large/gecode_16x16.txt", "gecode_16x16.txt", 55, 55, false, 2),
            // The shared sample is the 4x4 and 6x6 killers. On the 9x9 ones colouring checks sums only at placement
            // and needs over 10 s for about 2% of them (README), so the runs with 9x9 killers leave it out.
            new Corpus(
                    "killer/janko_killer.jsonl",
                    List.of("janko_killer_small.jsonl", "janko_killer_9x9.jsonl"),
                    100,
                    Integer.MAX_VALUE,
                    false,
                    2,
                    Set.of("coloring")),
            new Corpus("jigsaw/janko_jigsaw.jsonl", "janko_jigsaw.jsonl", 200, Integer.MAX_VALUE, false, 2));

    @TestFactory
    Stream<DynamicTest> bundledSamplesFirstLinesAgreeWithDlx() {
        return tests(Run.BUNDLED_FIRST);
    }

    @TestFactory
    @Tag("slow")
    Stream<DynamicTest> bundledSamplesAgreeWithDlx() {
        return tests(Run.BUNDLED);
    }

    @TestFactory
    Stream<DynamicTest> sharedSamplesAgreeWithDlx() {
        return tests(Run.SHARED);
    }

    @TestFactory
    @Tag("slow")
    Stream<DynamicTest> wholeCorporaAgreeWithDlx() {
        return tests(Run.WHOLE);
    }

    private Stream<DynamicTest> tests(Run run) {
        Backends backends = Backends.discover();
        SolverBackend dlx = backends.find("dlx").orElseThrow();
        List<DynamicTest> tests = new ArrayList<>();
        for (Corpus corpus : CORPORA) {
            // external solvers have their own golden-line test in backend-external (BuiltInSolversTest)
            for (SolverBackend backend : backends.inJvm()) {
                if (!backend.availability().available()) {
                    continue;
                }
                boolean byCuts = COUNTS_BY_CUTS.contains(backend.id());
                if (WEAK.contains(backend.id()) && !corpus.easy() || byCuts && corpus.limit() > CUTS_MAX_LIMIT) {
                    continue;
                }
                if (run == Run.BUNDLED || run == Run.BUNDLED_FIRST) {
                    int lines = run == Run.BUNDLED_FIRST ? BUNDLED_FIRST_LINES : Integer.MAX_VALUE;
                    for (String sample : corpus.bundled()) {
                        // the 9x9 killers are the ones the excused backends cannot take in time
                        if (!(sample.contains("9x9") && corpus.notWhole().contains(backend.id()))) {
                            tests.add(DynamicTest.dynamicTest(
                                    backend.id() + " on the bundled " + sample,
                                    () -> check(corpus.limit(), bundled(sample, lines), backend, dlx)));
                        }
                    }
                    continue;
                }
                if (run == Run.WHOLE && corpus.notWhole().contains(backend.id())) {
                    continue;
                }
                int sample = run == Run.WHOLE ? corpus.fullSample() : corpus.sample();
                boolean blocking = run == Run.SHARED && corpus.limit() > 2 && COUNTS_BY_BLOCKING.contains(backend.id());
                int cap = byCuts
                        ? run == Run.WHOLE ? CUTS_WHOLE_SAMPLE : CUTS_SHARED_SAMPLE
                        : blocking
                                ? BLOCKING_SHARED_SAMPLE
                                : run == Run.SHARED && VARIANTS.contains(backend.id())
                                        ? VARIANT_SHARED_SAMPLE
                                        : Integer.MAX_VALUE;
                int lines = Math.min(sample, cap);
                tests.add(DynamicTest.dynamicTest(
                        backend.id() + " on " + corpus.file(),
                        () -> check(corpus.limit(), shared(corpus.file(), lines), backend, dlx)));
            }
        }
        return tests.stream();
    }

    // The annotated invalid set has "<puzzle> <reason>": keep the first field.
    private static List<ParsedLine> bundled(String sample, int lines) {
        List<ParsedLine> all =
                sample.startsWith("invalid") ? SampleCorpus.readFirstFields(sample) : SampleCorpus.read(sample);
        return all.subList(0, Math.min(lines, all.size()));
    }

    private static List<ParsedLine> shared(String file, int lines) {
        return file.startsWith("classic/invalid")
                ? SharedCorpora.readFirstFields(file, lines)
                : SharedCorpora.read(file, lines);
    }

    private static void check(long limit, List<ParsedLine> lines, SolverBackend backend, SolverBackend reference) {
        int checked = 0;
        for (ParsedLine line : lines) {
            if (line instanceof ParseError e) {
                fail("corpus line does not parse: " + e);
            }
            PuzzleEntry entry = (PuzzleEntry) line;
            String where =
                    entry.source() + ":" + entry.line() + " " + entry.puzzle().givensLine();
            CountResult mine = backend.count(entry.puzzle(), limit, Limits.of(TIMEOUT));
            assertTrue(mine.termination() != Termination.TIMEOUT, backend.id() + " timed out on " + where);
            mine.firstSolution()
                    .ifPresent(s -> assertEquals(
                            Optional.empty(),
                            SolutionChecker.problem(entry.puzzle(), s),
                            backend.id() + " invalid solution on " + where));
            if (entry.expectedCount().isPresent()) {
                assertTrue(mine.exact(), backend.id() + " did not finish " + where);
                assertEquals(entry.expectedCount().getAsLong(), mine.count(), backend.id() + " count on " + where);
            }
            if (entry.expectedSolution().isPresent() && mine.exact() && mine.count() == 1) {
                assertEquals(entry.expectedSolution(), mine.firstSolution(), backend.id() + " solution on " + where);
            }
            if (backend != reference) {
                CountResult ref = reference.count(entry.puzzle(), limit, Limits.of(TIMEOUT));
                assertEquals(ref.count(), mine.count(), backend.id() + " vs dlx on " + where);
                assertEquals(ref.exact(), mine.exact(), backend.id() + " vs dlx exactness on " + where);
            }
            checked++;
        }
        assertTrue(checked > 0, "no puzzles");
    }
}
