package org.sudokulab.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.commons.statistics.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;

/** Jacobson and Matthews' chain: every draw a Latin square, every square of order 4 reached, and evenly. */
class LatinSquareSamplerTest {
    @Test
    void everyDrawIsALatinSquareOfItsOrder() {
        SplittableRandom random = new SplittableRandom(7);
        for (int n = 2; n <= 16; n++) {
            LatinSquareSampler sampler = LatinSquareSampler.of(n);
            for (int i = 0; i < 20; i++) {
                int[] grid = sampler.sample(random);
                Puzzle square = new Puzzle(sampler.geometry(), grid);
                assertTrue(
                        SolutionChecker.isSolution(Puzzle.empty(sampler.geometry()), new Grid(grid)),
                        n + ": " + square.givensLine());
            }
        }
    }

    @Test
    void theSquaresOfOrderFourComeOutEvenly() {
        LatinSquareSampler sampler = LatinSquareSampler.of(4);
        SplittableRandom random = new SplittableRandom(2026);
        Map<String, Integer> seen = new HashMap<>();
        int draws = 576 * 50;
        for (int i = 0; i < draws; i++) {
            seen.merge(new Grid(sampler.sample(random)).toLine(), 1, Integer::sum);
        }
        assertEquals(576, seen.size(), "every Latin square of order 4 is drawn");
        long[] observed = seen.values().stream().mapToLong(Integer::longValue).toArray();
        double[] expected = new double[observed.length];
        Arrays.fill(expected, 1.0);
        double p = ChiSquareTest.withDefaults().test(expected, observed).getPValue();
        assertTrue(p > 0.001, "chi-square p = " + p);
    }

    @Test
    void aChainWithoutStepsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new LatinSquareSampler(5, 0));
        assertThrows(IllegalArgumentException.class, () -> new LatinSquareSampler(0, 10));
    }
}
