package org.sudokulab.bench.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.evidence.Interval;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.RunListener;

/**
 * {@code study propagation} on the bundled 17-clue and hard samples, with the levels whose answers are known: naked
 * and hidden singles are unit propagation on the extended encoding, so DLX's forced choices and la-extended-up
 * decide the same puzzles; failed literals decide every 17-clue puzzle (Lynce & Ouaknine's 100 %).
 */
class PropagationStudyTest {
    @TempDir
    Path dir;

    @Test
    void encodingSizesAreThePublishedOnesWithoutDuplicates() {
        Map<String, PropagationStudy.Size> sizes =
                PropagationStudy.sizes().stream().collect(Collectors.toMap(PropagationStudy.Size::encoding, s -> s));
        // Lynce & Ouaknine and Weber count 8,829, 11,745 and 11,988 with duplicate binaries; without: these
        assertEquals(7371, sizes.get("minimal").clauses());
        assertEquals(10287, sizes.get("weber").clauses());
        assertEquals(10530, sizes.get("extended").clauses());
        // exactly-one per cell and per house-digit, as one clause and 36 pairs each: extended with its duplicates
        assertEquals(324 * 37, sizes.get("card").clauses());
        assertEquals(11988, sizes.get("card").clauses());
        // 486 triads (9 boxes x 6 lines x 9 digits): 4 clauses each, and 324 exactly-one groups of 3
        assertEquals(729 + 486, sizes.get("augmented").variables());
        assertEquals(10530 + 486 * 4 + 324 * 4, sizes.get("augmented").clauses());
        sizes.values().forEach(s -> assertEquals(s.encoding().equals("augmented") ? 1215 : 729, s.variables()));
    }

    @Test
    void wilsonIntervalsOfKnownShares() {
        Interval none = PropagationStudy.wilson(0, 40);
        assertEquals(0, none.low());
        assertEquals(8.76, none.high(), 0.01);
        Interval some = PropagationStudy.wilson(16, 40);
        assertEquals(40, some.estimate(), 1e-9);
        assertEquals(26.35, some.low(), 0.01);
        assertEquals(55.40, some.high(), 0.01);
    }

    @Test
    void singlesAndFailedLiteralsOnTheBundledSamples() throws Exception {
        BenchPlan plan = PropagationStudy.plan(
                List.of(),
                List.of("la-minimal-up", "la-extended-up", "la-extended-fl", "la-augmented-up", "dlx"),
                0,
                1,
                10_000,
                1,
                "test");
        Bench.Result result = Bench.prepare(plan, new RunListener() {}).run(dir);
        assertEquals(0, result.wrong());
        List<BenchRow> rows = result.record().rows();
        assertEquals(Set.of(), noGuess(rows, "la-minimal-up", "classic-17clue"));
        Set<Integer> singles = noGuess(rows, "la-extended-up", "classic-17clue");
        assertEquals(16, singles.size());
        assertEquals(singles, noGuess(rows, "dlx", "classic-17clue"));
        assertTrue(noGuess(rows, "la-augmented-up", "classic-17clue").containsAll(singles));
        assertEquals(40, noGuess(rows, "la-extended-fl", "classic-17clue").size());
        assertEquals(Set.of(), noGuess(rows, "la-extended-up", "classic-hard"));

        List<PropagationStudy.Cell> cells = PropagationStudy.cells(result.record());
        PropagationStudy.Cell up = cells.stream()
                .filter(c -> c.backend().equals("la-extended-up") && c.corpus().equals("classic-17clue"))
                .findFirst()
                .orElseThrow();
        assertEquals(40, up.puzzles());
        assertEquals(16, up.noGuess());
        assertEquals(2, up.published().size(), "Lynce & Ouaknine's 47 % and tdoku's 44.5 %");
        String md = Files.readString(dir.resolve("study.md"));
        assertTrue(md.contains("| la-extended-up | 40 | 16 | 40.0 | [26.3, 55.4] |"), md);
        assertTrue(md.contains("| minimal | 729 | 7,371 |"), md);
        assertTrue(Files.readString(dir.resolve("study.json")).contains("\"noGuess\" : 16"));
        assertTrue(Files.readString(dir.resolve("study.html")).contains("<svg"));
    }

    private static Set<Integer> noGuess(List<BenchRow> rows, String backend, String corpus) {
        return rows.stream()
                .filter(r -> r.backend().equals(backend) && r.corpus().equals(corpus))
                .filter(r -> r.outcome() == BenchRow.Outcome.OK && r.guesses() == 0)
                .map(BenchRow::puzzle)
                .collect(Collectors.toSet());
    }
}
