package org.sudokulab.bench.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.Corpus;
import org.sudokulab.bench.run.GenerateSpec;
import org.sudokulab.bench.run.RunListener;

/** {@code study hardness} on 4x4 boards: the boards it makes, the shares it reads, and where it finds the peak. */
class HardnessStudyTest {
    @TempDir
    Path dir;

    @Test
    void holesKeepGivensOfAGridAndPartialBoardsBreakNoRule() throws Exception {
        for (String kind : List.of("holes", "partial")) {
            GenerateSpec spec = GenerateSpec.parse(kind + ":boxes=2x2:givens=7:count=20");
            assertEquals(kind + "-4x4-g7", spec.name());
            List<PuzzleEntry> lines = Corpus.load(
                            HardnessStudy.plan(List.of("2x2"), List.of(), Map.of(), 1, List.of("dlx"), 1, 1000, 1, "t"),
                            BenchPlan.CorpusRef.generated(spec).origin(),
                            null,
                            note -> {})
                    .puzzles();
            assertEquals(20, lines.size());
            for (PuzzleEntry e : lines) {
                Puzzle p = e.puzzle();
                assertEquals(7, p.clueCount());
                for (int cell = 0; cell < 16; cell++) {
                    int d = p.given(cell);
                    int[] others = p.givens().clone();
                    others[cell] = 0;
                    assertTrue(d == 0 || !Geometry.boxes(2, 2).digitsSeen(others, cell)[d], kind + " " + e);
                }
            }
        }
    }

    @Test
    void anInterruptedStudySaysHowToResumeIt() throws Exception {
        BenchPlan plan = HardnessStudy.plan(List.of("2x2"), List.of(), Map.of(), 2, List.of("dlx"), 1, 5000, 1, "t");
        org.sudokulab.api.Cancellation cancel = new org.sudokulab.api.Cancellation();
        Bench.Result r = Bench.prepare(plan, new RunListener() {})
                .run(
                        dir,
                        false,
                        cancel,
                        new RunListener() {
                            @Override
                            public void row(BenchRow row) {
                                cancel.cancel();
                            }
                        },
                        0);
        assertTrue(r.cancelled());
        assertTrue(
                r.record().status().contains("finish it with `sudokulab study hardness --resume " + dir + "`"),
                r.record().status());
        assertTrue(Files.readString(dir.resolve("study.md")).contains("**Partial:**"));
    }

    @Test
    void sharesAndPeaksOnFourByFour() throws Exception {
        BenchPlan plan = HardnessStudy.plan(
                List.of("2x2"), List.of(), Map.of("2x2", 2), 8, List.of("bits", "dlx"), 1, 5000, 1, "t");
        // holes at g = 0, 2, ..., 16; partial up to 60 % of the cells (g <= 9.6)
        assertEquals(9 + 5, plan.corpora().size());
        Bench.Result result = Bench.prepare(plan, new RunListener() {}).run(dir);
        assertEquals(0, result.wrong());
        HardnessStudy.Figures f = HardnessStudy.figures(result.record());
        Map<Integer, HardnessStudy.Share> holes = new TreeMap<>();
        f.shares().stream().filter(s -> s.kind().equals("holes")).forEach(s -> holes.put(s.givens(), s));
        holes.values().forEach(s -> assertEquals(s.boards(), s.solvable(), "a grid with holes always has a solution"));
        assertEquals(8, holes.get(16).unique(), "a full grid is its own unique solution");
        assertEquals(0, holes.get(0).unique(), "the empty 4x4 board has 288 solutions");
        HardnessStudy.Share partialEmpty = f.shares().stream()
                .filter(s -> s.kind().equals("partial") && s.givens() == 0)
                .findFirst()
                .orElseThrow();
        assertEquals(8, partialEmpty.solvable());
        // a peak by median and by p90 time and by effort per backend and setting, each inside the range it was looked
        // for in
        assertEquals(2 * 2 * 3, f.peaks().size());
        for (HardnessStudy.Peak p : f.peaks()) {
            assertTrue(p.place().contains(p.givens()), p.toString());
            assertTrue(p.givens() >= 0 && p.givens() <= (p.kind().equals("holes") ? 16 : 8), p.toString());
        }
        String md = Files.readString(dir.resolve("study.md"));
        assertTrue(md.contains("| 16 | 8 | 8 (100 %) | 8 (100 %) |"), md);
        String html = Files.readString(dir.resolve("study.html"));
        assertTrue(html.contains("<polyline"));
        assertTrue(html.contains("<h2>holes, 4x4</h2>") && md.contains("## holes, 4x4"), html);
        assertTrue(Files.readString(dir.resolve("study.json")).contains("\"peaks\""));
    }

    @Test
    void quasigroupCurvesOnOrderFourSolveEveryQwhBoard() throws Exception {
        BenchPlan plan =
                HardnessStudy.plan(List.of(), List.of(4), Map.of("1x4", 4), 6, List.of("bits", "dlx"), 1, 5000, 1, "t");
        // qwh at g = 0, 4, 8, 12, 16; qcp up to 60 % of the cells (g <= 9.6)
        assertEquals(5 + 3, plan.corpora().size());
        Bench.Result result = Bench.prepare(plan, new RunListener() {}).run(dir);
        assertEquals(0, result.wrong());
        HardnessStudy.Figures f = HardnessStudy.figures(result.record());
        List<HardnessStudy.Share> qwh =
                f.shares().stream().filter(s -> s.kind().equals("qwh")).toList();
        assertEquals(
                List.of(0, 4, 8, 12, 16),
                qwh.stream().map(HardnessStudy.Share::givens).toList());
        qwh.forEach(s -> assertEquals(s.boards(), s.solvable(), "a Latin square with holes always has a completion"));
        qwh.forEach(s -> assertEquals(null, s.unique(), "quasigroups are solved, not proven unique"));
        HardnessStudy.Share qcpEmpty = f.shares().stream()
                .filter(s -> s.kind().equals("qcp") && s.givens() == 0)
                .findFirst()
                .orElseThrow();
        assertEquals(6, qcpEmpty.solvable());
        String md = Files.readString(dir.resolve("study.md"));
        assertTrue(md.contains("## qwh, 4x4") && md.contains("Gomes & Selman 1997"), md);
    }

    @Test
    void aRenamedCorpusStillReportsFromItsSpec() throws Exception {
        BenchPlan plan = BenchPlan.forStudy(
                HardnessStudy.NAME,
                List.of(BenchPlan.CorpusRef.generated(
                        GenerateSpec.parse("qwh:size=5:holes=10:count=4:name=my-own-name"))),
                List.of("dlx"),
                0,
                1,
                5000,
                0,
                1,
                "t");
        Bench.Result result = Bench.prepare(plan, new RunListener() {}).run(dir);
        HardnessStudy.Share share =
                HardnessStudy.figures(result.record()).shares().get(0);
        assertEquals(
                List.of("qwh", 5, 15, 4, 4),
                List.of(share.kind(), share.size(), share.givens(), share.boards(), share.solvable()));
    }

    @Test
    void aQcpBoardWithoutCompletionIsDecided() throws Exception {
        // order 5 with 15 of 25 symbols pre-assigned: past the threshold, some boards have no completion
        BenchPlan plan = BenchPlan.forStudy(
                HardnessStudy.NAME,
                List.of(BenchPlan.CorpusRef.generated(GenerateSpec.parse("qcp:size=5:preassigned=15:count=20"))),
                List.of("dlx", "bits"),
                0,
                1,
                5000,
                0,
                1,
                "t");
        Bench.Result result = Bench.prepare(plan, new RunListener() {}).run(dir);
        assertEquals(0, result.wrong());
        HardnessStudy.Share share =
                HardnessStudy.figures(result.record()).shares().get(0);
        assertEquals(20, share.decided(), share.toString());
        assertTrue(share.solvable() > 0 && share.solvable() < 20, share.toString());
    }
}
