package org.sudokulab.bench.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.RunListener;

/** {@code study scaling}: the growth fits on known curves, and a small run over 4x4, 6x6 and 9x9. */
class ScalingStudyTest {
    @TempDir
    Path dir;

    @Test
    void fitsRecoverKnownGrowth() {
        // time = 3 * 2^n: a factor 2 per unit of n, exactly
        List<double[]> exponential = List.of(4, 6, 9, 12).stream()
                .map(n -> new double[] {n, Math.log(3 * Math.pow(2, n))})
                .toList();
        double[] e = ScalingStudy.fit(exponential, false);
        assertEquals(Math.log(2), e[0], 1e-12);
        assertEquals(1, e[1], 1e-12);
        // time = 5 * n^3
        List<double[]> power = List.of(4, 6, 9, 12).stream()
                .map(n -> new double[] {n, Math.log(5 * Math.pow(n, 3))})
                .toList();
        double[] p = ScalingStudy.fit(power, true);
        assertEquals(3, p[0], 1e-12);
        assertEquals(1, p[1], 1e-12);
        assertTrue(Double.isNaN(ScalingStudy.fit(power.subList(0, 2), true)[0]), "two points fit no line");
    }

    @Test
    void aSmallRun() throws Exception {
        assertThrows(
                IllegalArgumentException.class,
                () -> ScalingStudy.plan(List.of("2x2"), 1.5, 1, List.of("dlx"), 1, 1000, 1, "t"));
        BenchPlan plan =
                ScalingStudy.plan(List.of("2x2", "2x3", "3x3"), 0.5, 3, List.of("bits", "dlx"), 1, 5000, 1, "t");
        Bench.Result result = Bench.prepare(plan, new RunListener() {}).run(dir);
        assertEquals(0, result.wrong());
        ScalingStudy.Figures f = ScalingStudy.figures(result.record());
        assertEquals(2 * 3, f.points().size());
        // half the cells given, rounded: 8 of 16, 18 of 36, 41 of 81; every puzzle answered
        assertEquals(
                List.of(8, 18, 41, 8, 18, 41),
                f.points().stream().map(ScalingStudy.Point::givens).toList());
        f.points().forEach(p -> assertEquals(3, p.answered(), p.toString()));
        for (ScalingStudy.Growth g : f.growth()) {
            assertEquals(3, g.sizesFitted());
            assertEquals(0, g.stopsAt());
        }
        String md = Files.readString(dir.resolve("study.md"));
        assertTrue(md.contains("| dlx | 9 | 41 | 3 | 3 |"), md);
        assertTrue(Files.readString(dir.resolve("study.html")).contains("<polyline"));
    }
}
