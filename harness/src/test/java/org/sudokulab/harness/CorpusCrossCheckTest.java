package org.sudokulab.harness;

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
import org.sudokulab.testkit.SharedCorpora;

/**
 * Every backend against the dlx counts and the corpora's own answers, over samples of ../shared/corpora (the
 * whole sets in the slow profile). Backends without propagation, or with deliberately weak propagation, run
 * only the corpora marked easy: they are the ones whose conformance class skips the [hard] golden lines.
 */
class CorpusCrossCheckTest {
    /** No or weak propagation by design (baseline and ablations): too slow for the hard corpora. */
    private static final Set<String> WEAK = Set.of("backtrack", "cp-bc", "cp-neq");
    /**
     * One MIP solve per solution by design: no corpus whose count limit is above {@link #CUTS_MAX_LIMIT}, and
     * at most {@link #CUTS_WHOLE_SAMPLE} lines of a corpus in the whole-corpora run.
     */
    private static final Set<String> COUNTS_BY_CUTS = Set.of("ip-mip");
    private static final long CUTS_MAX_LIMIT = 300;
    private static final int CUTS_WHOLE_SAMPLE = 2000;
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    /**
     * A corpus file, how many lines the quick and the slow run take, whether weak backends run it, the count
     * limit, and backends excused from the whole file (with the reason in a comment where it is listed).
     */
    private record Corpus(String file, int sample, int fullSample, boolean easy, long limit, Set<String> notWhole) {
        Corpus(String file, int sample, int fullSample, boolean easy, long limit) {
            this(file, sample, fullSample, easy, limit, Set.of());
        }
    }

    private static final List<Corpus> CORPORA = List.of(
            new Corpus("counts/serg_benchmark_1000.tsv", 50, Integer.MAX_VALUE, true, 2000),
            new Corpus("classic/invalid7_annotated.txt", 7, 7, true, 2),
            new Corpus("classic/17clue.txt", 100, Integer.MAX_VALUE, false, 2),
            new Corpus("classic/magictour_top1465.txt", 100, Integer.MAX_VALUE, false, 2),
            new Corpus("classic/forum_hardest_1106.txt", 30, Integer.MAX_VALUE, false, 2),
            new Corpus("large/gecode_16x16.txt", 55, 55, false, 2),
            // The sample is the 4x4 and 6x6 killers. On the 9x9 ones colouring checks sums only at placement
            // and needs over 10 s for about 2% of them (README), so the whole-file run leaves it out.
            new Corpus("killer/janko_killer.jsonl", 100, Integer.MAX_VALUE, false, 2, Set.of("coloring")),
            new Corpus("jigsaw/janko_jigsaw.jsonl", 200, Integer.MAX_VALUE, false, 2));

    @TestFactory
    Stream<DynamicTest> samplesAgreeWithDlx() {
        return tests(false);
    }

    @TestFactory
    @Tag("slow")
    Stream<DynamicTest> wholeCorporaAgreeWithDlx() {
        return tests(true);
    }

    private Stream<DynamicTest> tests(boolean whole) {
        Backends backends = Backends.discover();
        SolverBackend dlx = backends.find("dlx").orElseThrow();
        List<DynamicTest> tests = new ArrayList<>();
        for (Corpus corpus : CORPORA) {
            for (SolverBackend backend : backends.all()) {
                if (!backend.availability().available()) {
                    continue;
                }
                boolean byCuts = COUNTS_BY_CUTS.contains(backend.id());
                if (WEAK.contains(backend.id()) && !corpus.easy()
                        || whole && corpus.notWhole().contains(backend.id())
                        || byCuts && corpus.limit() > CUTS_MAX_LIMIT) {
                    continue;
                }
                int sample = whole ? corpus.fullSample() : corpus.sample();
                int lines = byCuts && whole ? Math.min(sample, CUTS_WHOLE_SAMPLE) : sample;
                tests.add(DynamicTest.dynamicTest(backend.id() + " on " + corpus.file(),
                        () -> check(corpus, lines, backend, dlx)));
            }
        }
        return tests.stream();
    }

    private static void check(Corpus corpus, int sample, SolverBackend backend, SolverBackend reference) {
        // The annotated invalid set has "<puzzle> <reason>": keep the first field.
        List<ParsedLine> lines = corpus.file().startsWith("classic/invalid")
                ? SharedCorpora.readFirstFields(corpus.file(), sample)
                : SharedCorpora.read(corpus.file(), sample);
        int checked = 0;
        for (ParsedLine line : lines) {
            if (line instanceof ParseError e) {
                fail("corpus line does not parse: " + e);
            }
            PuzzleEntry entry = (PuzzleEntry) line;
            String where = corpus.file() + ":" + entry.line() + " " + entry.puzzle().givensLine();
            CountResult mine = backend.count(entry.puzzle(), corpus.limit(), Limits.of(TIMEOUT));
            assertTrue(mine.termination() != Termination.TIMEOUT, backend.id() + " timed out on " + where);
            mine.firstSolution().ifPresent(s -> assertEquals(Optional.empty(),
                    SolutionChecker.problem(entry.puzzle(), s), backend.id() + " invalid solution on " + where));
            if (entry.expectedCount().isPresent()) {
                assertTrue(mine.exact(), backend.id() + " did not finish " + where);
                assertEquals(entry.expectedCount().getAsLong(), mine.count(), backend.id() + " count on " + where);
            }
            if (entry.expectedSolution().isPresent() && mine.exact() && mine.count() == 1) {
                assertEquals(entry.expectedSolution(), mine.firstSolution(), backend.id() + " solution on " + where);
            }
            if (backend != reference) {
                CountResult ref = reference.count(entry.puzzle(), corpus.limit(), Limits.of(TIMEOUT));
                assertEquals(ref.count(), mine.count(), backend.id() + " vs dlx on " + where);
                assertEquals(ref.exact(), mine.exact(), backend.id() + " vs dlx exactness on " + where);
            }
            checked++;
        }
        assertTrue(checked > 0, "no puzzles in " + corpus.file());
    }
}
