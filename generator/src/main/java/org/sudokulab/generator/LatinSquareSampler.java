package org.sudokulab.generator;

import java.util.random.RandomGenerator;
import org.sudokulab.api.Geometry;

/**
 * Latin squares of order n (boards of 1 x n boxes), drawn by Jacobson and Matthews' Markov chain ("Generating
 * uniformly distributed random Latin squares", J. Combin. Des. 4, 1996), the method the quasigroup-with-holes papers
 * use. A square is its incidence cube: cell (row, column, symbol) is 1 when the symbol stands at that place, so each
 * line of the cube sums to 1. A move adds 1 to a 0-cell and to the three cells that close a 2x2x2 sub-cube with it,
 * and takes 1 from the other four; where that leaves a -1 the cube is "improper" and the next move starts from the -1,
 * choosing among the two candidates on each line. The chain's stationary law is uniform over the squares, and it is
 * connected, so it reaches every one.
 *
 * <p>The chain's law, given that the cube is proper, tends to the uniform law over the squares; the first proper cube
 * after a given time does not: it favours the squares the chain leaves and returns to most, those with few 2x2
 * subsquares (on order 4, stopping at the first proper cube after 64 to 4,096 moves gave a chi-square of about 4,900
 * on 575 degrees of freedom). So a draw runs a fresh chain from the cyclic square for {@code steps} moves and keeps
 * the square only when the cube is proper at that moment, else draws again (about one chain in three ends proper
 * on order 4). How long to mix has no proven bound: n^3 moves by default, the number used in practice since, and
 * more than the cube's n^2 free cells; on order 4 the 576 squares come out uniform by a chi-square test
 * (LatinSquareSamplerTest).
 */
public final class LatinSquareSampler implements GridSampler {
    private final int n;
    private final long steps;

    /** Order {@code n} (2 to 36, as the boards), {@code steps} moves from the cyclic square (at least 1). */
    public LatinSquareSampler(int n, long steps) {
        Geometry.boxes(1, n); // the board's own check of the order
        if (steps < 1) {
            throw new IllegalArgumentException("the chain needs at least 1 step, got " + steps);
        }
        this.n = n;
        this.steps = steps;
    }

    /** Order {@code n} with n^3 steps. */
    public static LatinSquareSampler of(int n) {
        return new LatinSquareSampler(n, (long) n * n * n);
    }

    @Override
    public Geometry geometry() {
        return Geometry.boxes(1, n);
    }

    /** Approximately: a finite chain's law, uniform in the limit (see the class comment). */
    @Override
    public boolean uniform() {
        return false;
    }

    @Override
    public int[] sample(RandomGenerator random) {
        while (true) {
            byte[] cube = new byte[n * n * n];
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    cube[at(r, c, (r + c) % n)] = 1;
                }
            }
            int[] improper = null; // the -1 cell, when there is one
            for (long step = 0; step < steps; step++) {
                improper = move(cube, improper, random);
            }
            if (improper == null) {
                return square(cube);
            }
        }
    }

    private int[] square(byte[] cube) {
        int[] grid = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                for (int s = 0; s < n; s++) {
                    if (cube[at(r, c, s)] == 1) {
                        grid[r * n + c] = s + 1;
                    }
                }
            }
        }
        return grid;
    }

    /** One move; returns the new -1 cell, or null when the cube is proper again. */
    private int[] move(byte[] cube, int[] improper, RandomGenerator random) {
        int r;
        int c;
        int s;
        int r2;
        int c2;
        int s2;
        if (improper == null) {
            do { // a 0-cell, uniformly
                r = random.nextInt(n);
                c = random.nextInt(n);
                s = random.nextInt(n);
            } while (cube[at(r, c, s)] != 0);
            r2 = one(cube, -1, c, s, random, false);
            c2 = one(cube, r, -1, s, random, false);
            s2 = one(cube, r, c, -1, random, false);
        } else {
            r = improper[0];
            c = improper[1];
            s = improper[2];
            r2 = one(cube, -1, c, s, random, true);
            c2 = one(cube, r, -1, s, random, true);
            s2 = one(cube, r, c, -1, random, true);
        }
        cube[at(r, c, s)]++;
        cube[at(r, c2, s2)]++;
        cube[at(r2, c, s2)]++;
        cube[at(r2, c2, s)]++;
        cube[at(r, c, s2)]--;
        cube[at(r, c2, s)]--;
        cube[at(r2, c, s)]--;
        cube[at(r2, c2, s2)]--;
        return cube[at(r2, c2, s2)] < 0 ? new int[] {r2, c2, s2} : null;
    }

    /**
     * On the line through the given coordinates (the free one given as -1), a position holding 1: the only one in a
     * proper cube, one of the two at random on the lines through an improper cube's -1.
     */
    private int one(byte[] cube, int r, int c, int s, RandomGenerator random, boolean ofTwo) {
        int first = -1;
        for (int i = 0; i < n; i++) {
            int cell = r < 0 ? at(i, c, s) : c < 0 ? at(r, i, s) : at(r, c, i);
            if (cube[cell] == 1) {
                if (!ofTwo) {
                    return i;
                }
                if (first < 0) {
                    first = i;
                } else {
                    return random.nextBoolean() ? first : i;
                }
            }
        }
        throw new IllegalStateException("the incidence cube lost a line's 1: a move is wrong");
    }

    private int at(int r, int c, int s) {
        return (r * n + c) * n + s;
    }
}
