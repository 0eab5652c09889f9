package org.sudokulab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

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
