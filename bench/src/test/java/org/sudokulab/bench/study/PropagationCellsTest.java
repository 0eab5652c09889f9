package org.sudokulab.bench.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sudokulab.bench.Recordings;
import org.sudokulab.bench.Rows;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.Corpus;
import org.sudokulab.bench.run.Mode;
import org.sudokulab.bench.run.RunRecord;

/**
 * The propagation study's cells from hand-made rows, worked by hand: levels in the study's order and other
 * backends after them, puzzles decided with no guess, runs stopped before inference ended, the mean guesses of
 * the answered ones, and the published shares of the set a corpus is.
 */
class PropagationCellsTest {
    private static BenchRow row(String backend, String corpus, int puzzle, BenchRow.Outcome outcome, Long guesses) {
        return Rows.of(backend, corpus, puzzle)
                .outcome(outcome)
                .guesses(guesses)
                .row();
    }

    private static Corpus corpus(String name) {
        return new Corpus(
                name,
                "bundled:" + name + ".txt",
                Mode.UNIQUE,
                "0".repeat(64),
                List.of(),
                List.of(),
                List.of(),
                null,
                new byte[0]);
    }

    /** Four levels on the 17-clue list and top1465, with guesses and timeouts, and a backend of no level. */
    private static RunRecord report() {
        List<BenchRow> rows = new ArrayList<>();
        // an extra backend first in the rows: it still comes after the study's levels
        rows.add(row("bits", "classic-17clue", 1, BenchRow.Outcome.OK, 0L));
        rows.add(row("la-extended-up", "classic-17clue", 1, BenchRow.Outcome.OK, 0L));
        rows.add(row("la-extended-up", "classic-17clue", 2, BenchRow.Outcome.OK, 3L));
        rows.add(row("la-extended-up", "classic-17clue", 3, BenchRow.Outcome.TIMEOUT, null));
        rows.add(row("la-extended-up", "classic-17clue", 4, BenchRow.Outcome.TIMEOUT, 2L));
        rows.add(row("dlx", "magictour-top1465", 1, BenchRow.Outcome.OK, 5L));
        rows.add(row("dlx", "magictour-top1465", 2, BenchRow.Outcome.OK, 7L));
        rows.add(row("la-minimal-up", "classic-17clue", 1, BenchRow.Outcome.OK, 40L));
        rows.add(row("la-minimal-up", "classic-17clue", 2, BenchRow.Outcome.OK, 60L));
        BenchPlan plan = PropagationStudy.plan(List.of(), List.of("dlx"), 0, 1, 1000, 1, "t");
        return new RunRecord(
                "2026-11-26T12:00:00Z",
                Path.of("runs", "propagation"),
                true,
                rows.size(),
                rows.size(),
                Map.of("sudokulab", "1.0-test"),
                plan,
                0,
                List.of(corpus("classic-17clue"), corpus("magictour-top1465"), corpus("other")),
                List.of(),
                List.of(),
                rows);
    }

    @Test
    void cellsPerLevelAndCorpus() {
        List<PropagationStudy.Cell> cells = PropagationStudy.cells(report());
        assertEquals(
                List.of(
                        "la-minimal-up classic-17clue",
                        "la-extended-up classic-17clue",
                        "dlx magictour-top1465",
                        "bits classic-17clue"),
                cells.stream().map(c -> c.backend() + " " + c.corpus()).toList());
        PropagationStudy.Cell up = cells.get(1);
        assertEquals(4, up.puzzles());
        assertEquals(1, up.noGuess(), "puzzle 1");
        assertEquals(1, up.unfinished(), "puzzle 3: stopped with no guess made; puzzle 4 had guessed");
        assertEquals(1.5, up.meanGuesses(), "(0 + 3) / 2 over the answered");
        assertEquals(25.0, up.percentNoGuess().estimate());
        assertEquals(
                List.of(47.0, 44.5),
                up.published().stream().map(PropagationStudy.Published::percent).toList());
        PropagationStudy.Cell dlx = cells.get(2);
        assertEquals(0, dlx.noGuess());
        assertEquals(6.0, dlx.meanGuesses());
        assertEquals(
                List.of(0.0),
                dlx.published().stream()
                        .map(PropagationStudy.Published::percent)
                        .toList());
        PropagationStudy.Cell bits = cells.get(3);
        assertEquals(List.of(), bits.published());
        assertEquals(1, bits.noGuess());
    }

    /**
     * The study's page, text and HTML (the bars of each cell's share and interval), against recordings; the corpus
     * no row reached ("other") has no section in either.
     */
    @Test
    void theStudysPageReadsAsRecorded() throws Exception {
        RunRecord report = report();
        List<PropagationStudy.Cell> cells = PropagationStudy.cells(report);
        Recordings.assertRecorded(
                "propagation", "study.md", PropagationReport.markdown(report, cells, PropagationStudy.sizes()));
        Recordings.assertRecorded(
                "propagation", "study.html", PropagationReport.html(report, cells, PropagationStudy.sizes()));
    }

    @Test
    void aCellWithNoAnsweredPuzzleHasNoMeanGuesses() {
        List<BenchRow> rows = List.of(row("dlx", "classic-hard", 1, BenchRow.Outcome.TIMEOUT, null));
        RunRecord report = new RunRecord(
                "now",
                Path.of("run"),
                true,
                1,
                1,
                Map.of(),
                PropagationStudy.plan(List.of(), List.of("dlx"), 0, 1, 1000, 1, "t"),
                0,
                List.of(corpus("classic-hard")),
                List.of(),
                List.of(),
                rows);
        PropagationStudy.Cell cell = PropagationStudy.cells(report).get(0);
        assertNull(cell.meanGuesses());
        assertEquals(1, cell.unfinished());
        assertEquals(List.of(), cell.published(), "classic-hard is no published set");
    }

    @Test
    void publishedSetsAreKnownByName() {
        assertEquals("17-clue", PropagationStudy.setOf("classic-17clue"));
        assertEquals("17-clue", PropagationStudy.setOf("Royle-17-Clue"));
        assertEquals("top1465", PropagationStudy.setOf("magictour_TOP1465"));
        assertNull(PropagationStudy.setOf("forum-hardest"));
    }
}
