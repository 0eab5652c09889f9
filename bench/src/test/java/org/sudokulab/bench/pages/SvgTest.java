package org.sudokulab.bench.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SvgTest {
    @Test
    void aPointThatRoundsToTheOneBeforeIsLeftOut() {
        Svg.Points p = new Svg.Points()
                .add(0, 0)
                .add(0.04, 0.04)
                .add(1, 2)
                .add(1.01, 2)
                .add(0, 0);
        assertEquals("0.0,0.0 1.0,2.0 0.0,0.0", p.toString(), "only a repeat of the last point goes");
        assertEquals(
                "<polyline fill=\"none\" stroke-width=\"1.5\" stroke=\"red\" points=\"0.0,0.0 1.0,2.0 0.0,0.0\">"
                        + "<title>a &lt;b&gt;</title></polyline>\n",
                Svg.polyline("red", p, "a <b>"));
    }

    @Test
    void manyPuzzlesOnAPlotDrawAtMostAPointPerTenthOfAPixel() {
        // a cactus line 600 px wide: x runs over the puzzles, y over a few distinct times
        Svg.Points p = new Svg.Points();
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            p.add(80 + 600.0 * (i + 1) / n, 300 - (i % 1000 < 500 ? 0 : 0.1));
        }
        int points = p.toString().split(" ").length;
        assertTrue(points <= 2 * 6000 + 1, points + " points");
    }
}
