package org.sudokulab.bench.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sudokulab.bench.run.BenchRow;

/** PAR-2, the virtual best solver, the performance profile and the paired figures, against values worked by hand. */
class CompetitionTest {
    /**
     * Three backends on four puzzles of one corpus, timeout 10 ms. Times (ms), "-" not solved:
     *
     * <pre>
     *          p1   p2   p3   p4
     *   x       1    4    -    2      (p3: TIMEOUT)
     *   y       2    2    6    2      (p4 ties x)
     *   z       -    8    3    -      (p1: WRONG, p4: UNSUPPORTED)
     * </pre>
     */
    static final String CSV = BenchRow.csvHeader()
            + String.join(
                    "\n",
                    "x,c,1,1,1,OK,1,1,true,1.0,,,,,,,h",
                    "x,c,2,2,1,OK,1,1,true,4.0,,,,,,,h",
                    "x,c,3,3,1,TIMEOUT,,,,10.0,,,,,,,h",
                    "x,c,4,4,1,OK,1,1,true,2.0,,,,,,,h",
                    "y,c,1,1,1,OK,1,1,true,2.0,,,,,,,h",
                    "y,c,2,2,1,OK,1,1,true,2.0,,,,,,,h",
                    "y,c,3,3,1,OK,1,1,true,6.0,,,,,,,h",
                    "y,c,4,4,1,OK,1,1,true,2.0,,,,,,,h",
                    "z,c,1,1,1,WRONG,2,2,true,0.5,,,,,,,h",
                    "z,c,2,2,1,OK,1,1,true,8.0,,,,,,,h",
                    "z,c,3,3,1,OK,1,1,true,3.0,,,,,,,h",
                    "z,c,4,4,1,UNSUPPORTED,,,,,,,,,,,h")
            + "\n";

    static List<PuzzleTimes> times() throws Exception {
        return PuzzleTimes.of(BenchRow.readCsv(new StringReader(CSV)));
    }

    @Test
    void par2CountsWhatIsNotSolvedAsTwiceTheTimeout() throws Exception {
        Competition c = Competition.of("c", times(), 10);
        assertEquals(4, c.puzzles());
        // x: (1 + 4 + 20 + 2) / 4; y: (2 + 2 + 6 + 2) / 4; z: (20 + 8 + 3 + 20) / 4 (a WRONG answer solves nothing)
        assertEquals(27 / 4.0, score(c, "x").par2Millis(), 1e-12);
        assertEquals(12 / 4.0, score(c, "y").par2Millis(), 1e-12);
        assertEquals(51 / 4.0, score(c, "z").par2Millis(), 1e-12);
        assertEquals(
                List.of(3, 4, 2),
                c.scores().stream().map(Competition.Score::solved).toList());
    }

    @Test
    void theVirtualBestSolverTakesEachPuzzlesFastest() throws Exception {
        Competition c = Competition.of("c", times(), 10);
        // Best per puzzle: p1 x 1, p2 y 2, p3 z 3, p4 x and y 2 (a tie credits both).
        assertEquals((1 + 2 + 3 + 2) / 4.0, c.vbsPar2Millis(), 1e-12);
        assertEquals(4, c.vbsSolved());
        assertEquals(2, score(c, "x").vbsWins());
        assertEquals(2, score(c, "y").vbsWins());
        assertEquals(1, score(c, "z").vbsWins());
        assertEquals(0.5, c.vbsShare(score(c, "x")), 1e-12);
    }

    @Test
    void theProfileIsTheShareWithinTauOfTheBest() throws Exception {
        Competition c = Competition.of("c", times(), 10);
        // Ratios: x 1, 2, -, 1; y 2, 1, 2, 1; z -, 4, 1, -.
        assertEquals(List.of(1.0, 1.0, 2.0), boxed(score(c, "x").ratios()));
        assertEquals(List.of(1.0, 1.0, 2.0, 2.0), boxed(score(c, "y").ratios()));
        assertEquals(List.of(1.0, 4.0), boxed(score(c, "z").ratios()));
        assertEquals(0.5, score(c, "x").rho(1, 4), 1e-12);
        assertEquals(0.75, score(c, "x").rho(2, 4), 1e-12);
        assertEquals(1.0, score(c, "y").rho(2, 4), 1e-12);
        assertEquals(0.25, score(c, "z").rho(3.9, 4), 1e-12);
        assertEquals(0.5, score(c, "z").rho(4, 4), 1e-12);
        assertEquals(4, c.maxRatio(), 1e-12);
    }

    @Test
    void pairsUseThePuzzlesBothAnswered() throws Exception {
        List<PuzzleTimes> t = times();
        Paired xy = Paired.of(t.get(0), t.get(1), 1);
        // x and y both answered p1, p2, p4: ratios y / x are 2, 1/2, 1, whose geometric mean is 1.
        assertEquals(3, xy.puzzles());
        assertEquals(1, xy.ratio().estimate(), 1e-12);
        assertEquals(1 / 3.0, xy.aFaster(), 1e-12);
        assertEquals(1 / 3.0, xy.bFaster(), 1e-12);
        assertEquals("indistinguishable", xy.verdict());
        // x and z: a WRONG answer is still an answer with a time (p1), so they share p1 and p2.
        Paired xz = Paired.of(t.get(0), t.get(2), 1);
        assertEquals(2, xz.puzzles());
    }

    @Test
    void wilcoxonsPIsTheExactOneOfTheLibrary() {
        // Ten ratios all above 1: the exact two-sided p of the signed-rank test is 2 / 2^10.
        double[] logs = new double[10];
        for (int i = 0; i < 10; i++) {
            logs[i] = Math.log(1.1 + i / 10.0);
        }
        assertEquals(2 / 1024.0, Paired.signedRankP(logs), 1e-12);
        assertTrue(Double.isNaN(Paired.signedRankP(new double[] {0, 0, 0})));
    }

    /** Three puzzles, each five times faster: an interval clear of 1, but the test cannot reach 0.05 on three. */
    @Test
    void aPairTooSmallForTheTestIsIndistinguishable() throws Exception {
        double[] times = {1, 2, 3};
        Paired ab = Paired.of(times("a", times, 1), times("b", times, 5), 1);
        assertFalse(ab.ratio().contains(1), ab.ratio().toString());
        assertTrue(ab.p() >= Comparison.ALPHA, "p " + ab.p());
        assertTrue(ab.indistinguishable());
        assertEquals("indistinguishable", ab.verdict());
    }

    @Test
    void aPairWhoseIntervalIsClearOfOneNamesTheFasterAndByHowMuch() throws Exception {
        double[] times = {1, 2, 3, 4, 5, 6, 7, 8};
        PuzzleTimes a = times("a", times, 1);
        PuzzleTimes b = times("b", times, 2.5);
        List<Paired> pairs = Paired.of(List.of(a, b), List.of("c"), 1);
        assertEquals(1, pairs.size());
        Paired ab = pairs.get(0);
        assertEquals(2.5, ab.ratio().estimate(), 1e-9);
        assertEquals(1.0, ab.aFaster());
        assertEquals(0.0, ab.bFaster());
        assertEquals("a faster (x2.50)", ab.verdict());
        // the other way round the ratio is 0.4, and the verdict still names a
        assertEquals(0.4, Paired.of(b, a, 1).ratio().estimate(), 1e-9);
        assertEquals("a faster (x2.50)", Paired.of(b, a, 1).verdict());
        // eight equal log ratios are tied, so the library takes the normal approximation (exact would be 2 / 256)
        assertTrue(ab.p() < 0.01, "p " + ab.p());
        assertEquals("0.0078", Paired.pValue(2 / 256.0));
        assertEquals("< 0.0001", Paired.pValue(1e-5));
        assertEquals("n/a", Paired.pValue(Double.NaN));
        assertEquals(
                List.of("1,234", "12.3", "1.23", "0.12", "0.012"),
                List.of(
                        Paired.factor(1234),
                        Paired.factor(12.34),
                        Paired.factor(1.234),
                        Paired.factor(0.1234),
                        Paired.factor(0.01234)));
    }

    @Test
    void repeatsSplitIntoNoiseWithinAPuzzleAndSpreadBetweenPuzzles() throws Exception {
        // Two puzzles, two repeats each: logs {0, ln 2} and {ln 4, ln 8}. Within: each repeat lies ln 2 / 2 from
        // its puzzle's mean, four squares over 2 degrees of freedom: a variance of (ln 2)^2 / 2, a factor of
        // 2^(1/sqrt 2). Between: the means ln 2 / 2 and 5 ln 2 / 2 have a variance of 2 (ln 2)^2, a factor of
        // 2^sqrt 2.
        String csv = BenchRow.csvHeader()
                + "x,c,1,1,1,OK,1,1,true,1.0,,,,,,,h\nx,c,1,1,2,OK,1,1,true,2.0,,,,,,,h\n"
                + "x,c,2,2,1,OK,1,1,true,4.0,,,,,,,h\nx,c,2,2,2,OK,1,1,true,8.0,,,,,,,h\n"
                + "x,c,3,3,1,OK,1,1,true,2.0,,,,,,,h\nx,c,3,3,2,OK,1,1,true,4.0,,,,,,,h\n";
        PuzzleTimes t = PuzzleTimes.of(BenchRow.readCsv(new StringReader(csv))).get(0);
        double[] noiseAndSpread = t.noiseAndSpread();
        assertEquals(Math.pow(2, 1 / Math.sqrt(2)), noiseAndSpread[0], 1e-12);
        assertEquals(2, noiseAndSpread[1], 1e-12);
        assertEquals(
                null,
                PuzzleTimes.of(BenchRow.readCsv(new StringReader(CSV))).get(0).noiseAndSpread());
        assertEquals(
                List.of(1.5, 6.0, 3.0),
                List.of(t.get(1).millis(), t.get(2).millis(), t.get(3).millis()));
    }

    @Test
    void aPuzzlesOutcomeIsTheWorstOfItsRepeats() throws Exception {
        String csv = BenchRow.csvHeader()
                + "x,c,1,1,1,OK,1,1,true,1.0,,,,,,,h\nx,c,1,1,2,TIMEOUT,,,,10.0,,,,,,,h\n"
                + "x,c,2,2,1,OK,1,1,true,1.0,,,,,,,h\nx,c,2,2,2,WRONG,2,2,true,1.0,,,,,,,h\n"
                + "x,c,3,3,1,ERROR,,,,1.0,,,,,,,h\nx,c,3,3,2,WRONG,2,2,true,3.0,,,,,,,h\n"
                + "x,c,4,4,1,OK,1,1,true,1.0,,,,,,,h\nx,c,4,4,2,OK,1,1,true,1.0,,,,,,,h\n";
        PuzzleTimes t = PuzzleTimes.of(BenchRow.readCsv(new StringReader(csv))).get(0);
        assertEquals(
                List.of(BenchRow.Outcome.TIMEOUT, BenchRow.Outcome.WRONG, BenchRow.Outcome.WRONG, BenchRow.Outcome.OK),
                t.puzzles().stream().map(PuzzleTimes.Puzzle::outcome).toList());
        assertEquals(1, t.count(BenchRow.Outcome.TIMEOUT));
        assertEquals(2, t.count(BenchRow.Outcome.WRONG));
        // answered puzzles only, each the median of its answered repeats
        assertEquals(List.of(1.0, 1.0, 3.0), boxed(t.answeredMillis()));
    }

    @Test
    void eachCorpusHasItsCompetitionAndAllCorporaOneMore() throws Exception {
        String csv = CSV + "x,d,1,1,1,OK,1,1,true,1.0,,,,,,,h\ny,d,1,1,1,OK,1,1,true,3.0,,,,,,,h\n";
        List<Competition> cs =
                Competition.of(PuzzleTimes.of(BenchRow.readCsv(new StringReader(csv))), List.of("c", "d"), 10);
        assertEquals(
                List.of("c", "d", Competition.ALL),
                cs.stream().map(Competition::corpus).toList());
        assertEquals(List.of(4, 1, 5), cs.stream().map(Competition::puzzles).toList());
        // all corpora: the VBS solves p1..p4 of c in 1, 2, 3, 2 and d's puzzle in 1
        assertEquals((1 + 2 + 3 + 2 + 1) / 5.0, cs.get(2).vbsPar2Millis(), 1e-12);
        assertEquals(
                1,
                Competition.of(PuzzleTimes.of(BenchRow.readCsv(new StringReader(CSV))), List.of("c"), 10)
                        .size(),
                "one corpus: no all-corpora competition");
        List<Paired> pairs = Paired.of(PuzzleTimes.of(BenchRow.readCsv(new StringReader(csv))), List.of("c", "d"), 1);
        assertEquals(
                List.of("c", "c", "c", "d"), pairs.stream().map(Paired::corpus).toList());
        assertEquals(1, pairs.get(3).puzzles());
    }

    @Test
    void factorsKeepThreeFiguresAtTheirBoundaries() {
        assertEquals(
                List.of("100", "10.0", "0.10", "99.9", "9.99"),
                List.of(
                        Paired.factor(100),
                        Paired.factor(10),
                        Paired.factor(0.1),
                        Paired.factor(99.94),
                        Paired.factor(9.994)));
    }

    /** One backend's answered puzzles on corpus c, with the given times scaled. */
    private static PuzzleTimes times(String backend, double[] millis, double scale) throws Exception {
        StringBuilder csv = new StringBuilder(BenchRow.csvHeader());
        for (int i = 0; i < millis.length; i++) {
            csv.append(String.format(
                    java.util.Locale.ROOT,
                    "%s,c,%d,%d,1,OK,1,1,true,%s,,,,,,,h\n",
                    backend,
                    i + 1,
                    i + 1,
                    millis[i] * scale));
        }
        return PuzzleTimes.of(BenchRow.readCsv(new StringReader(csv.toString())))
                .get(0);
    }

    private static Competition.Score score(Competition c, String backend) {
        return c.scores().stream()
                .filter(s -> s.backend().equals(backend))
                .findFirst()
                .orElseThrow();
    }

    private static List<Double> boxed(double[] v) {
        return java.util.Arrays.stream(v).boxed().toList();
    }
}
