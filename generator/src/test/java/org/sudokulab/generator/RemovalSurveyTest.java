package org.sudokulab.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The summary of a removal survey: quantiles of log10 count per n removed, and the line through the medians. */
class RemovalSurveyTest {
    private static RemovalSurvey.Sample sample(int removed, long count, boolean exact) {
        return new RemovalSurvey.Sample(removed, 1, count, exact, "");
    }

    @Test
    void quantilesByNearestRankWithCappedCountsOnTop() {
        List<RemovalSurvey.Sample> samples = new ArrayList<>();
        for (long c = 1; c <= 11; c++) {
            samples.add(sample(40, (long) Math.pow(10, c - 1), true)); // log10: 0..10
        }
        RemovalSurvey.Level level = RemovalSurvey.levels(samples).get(0);
        assertEquals(11, level.samples());
        assertEquals(1.0, level.p10(), 1e-9);
        assertEquals(5.0, level.median(), 1e-9);
        assertEquals(9.0, level.p90(), 1e-9);
        assertTrue(level.medianExact());
        // six of eleven at the cap: the median is a bound, no longer a figure
        List<RemovalSurvey.Sample> capped = new ArrayList<>(samples.subList(0, 5));
        for (int i = 0; i < 6; i++) {
            capped.add(sample(40, 1000, false));
        }
        assertFalse(RemovalSurvey.levels(capped).get(0).medianExact());
    }

    @Test
    void theFitGoesThroughMediansOnALine() {
        List<RemovalSurvey.Sample> samples = new ArrayList<>();
        for (int n = 40; n <= 50; n++) {
            long median = Math.round(Math.pow(10, 0.25 * n - 9)); // log10 = 0.25 n - 9: 1 at n = 40
            samples.add(sample(n, median, true));
            samples.add(sample(n, median, true));
            samples.add(sample(n, 1, true));
        }
        RemovalSurvey.Fit fit = RemovalSurvey.fitMedians(RemovalSurvey.levels(samples));
        assertEquals(0.25, fit.slope(), 0.01);
        assertEquals(-9, fit.intercept(), 0.4);
        assertEquals(11, fit.levels());
        assertNull(RemovalSurvey.fitMedians(RemovalSurvey.levels(samples.subList(0, 3))));
    }
}
