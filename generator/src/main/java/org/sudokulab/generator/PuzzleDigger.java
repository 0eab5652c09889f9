package org.sudokulab.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;
import java.util.random.RandomGenerator;
import org.sudokulab.api.Cage;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.io.PuzzleEntry;

/**
 * Removes clues from a solved grid while the board keeps exactly the wanted number of solutions, every
 * step proven by an exact count. One pass over the cells in random order yields a minimal board: once a
 * removal fails (the count rises above the target), it fails for every board with fewer clues too, since
 * fewer clues never mean fewer solutions.
 */
public final class PuzzleDigger {
    private final Counter counter;

    public PuzzleDigger(Counter counter) {
        this.counter = counter;
    }

    /** A generated board: its givens, its solution (the grid it was dug from) and the final count's result. */
    public record Dug(Puzzle puzzle, int[] solution, long count, CountResult proof) {
        /** The board as an entry made by {@code source}: its count, and its solution when that is unique. */
        public PuzzleEntry entry(String source, int number) {
            return PuzzleEntry.made(
                    source,
                    number,
                    puzzle,
                    OptionalLong.of(count),
                    count == 1 ? Optional.of(new Grid(solution)) : Optional.empty());
        }
    }

    /**
     * A unique puzzle from {@code grid}: clue orbits (by {@code symmetry}) removed in random order while the
     * solution stays unique; stops at {@code targetClues} clues when that is above 0. Killer cages, if any, stay.
     */
    public Dug unique(
            Geometry g, int[] grid, List<Cage> cages, ClueSymmetry symmetry, int targetClues, RandomGenerator random) {
        int[] givens = grid.clone();
        List<int[]> orbits = new ArrayList<>(symmetry.orbits(g));
        Cells.shuffle(orbits, random);
        int clues = givens.length;
        for (int[] orbit : orbits) {
            if (targetClues > 0 && clues <= targetClues) {
                break;
            }
            for (int cell : orbit) {
                givens[cell] = 0;
            }
            if (counter.count(new Puzzle(g, givens, cages), 2) == 1) {
                clues -= orbit.length;
            } else {
                for (int cell : orbit) {
                    givens[cell] = grid[cell];
                }
            }
        }
        Puzzle puzzle = new Puzzle(g, givens, cages);
        CountResult proof = counter.result(puzzle, 2);
        if (!proof.exact() || proof.count() != 1) {
            throw new IllegalStateException(
                    "the dug puzzle is not proven unique: " + proof.termination() + ", " + proof.count());
        }
        return new Dug(puzzle, grid, 1, proof);
    }

    /**
     * The minimal unique puzzles of a grid met in {@code orders} random removal orders (one {@link #unique} pass
     * each, so each is minimal), in the order met, repeats included; fewer when {@code stop} says so.
     */
    public List<Puzzle> minimalSample(
            Geometry g, int[] grid, int orders, RandomGenerator random, BooleanSupplier stop) {
        List<Puzzle> met = new ArrayList<>();
        for (int i = 0; i < orders && !stop.getAsBoolean(); i++) {
            met.add(unique(g, grid, List.of(), ClueSymmetry.NONE, 0, random).puzzle());
        }
        return met;
    }

    /**
     * A clue (or, with a symmetry, a clue orbit) whose removal keeps the puzzle unique, described; null when
     * there is none, which proves the puzzle minimal (one exact count per clue or orbit).
     */
    public String removableClue(Puzzle puzzle, ClueSymmetry symmetry) {
        int[] givens = puzzle.givens();
        for (int[] orbit : symmetry.orbits(puzzle.geometry())) {
            if (givens[orbit[0]] == 0) {
                continue;
            }
            int[] fewer = givens.clone();
            for (int cell : orbit) {
                fewer[cell] = 0;
            }
            if (counter.count(new Puzzle(puzzle.geometry(), fewer, puzzle.cages()), 2) == 1) {
                return "removing cell " + orbit[0] + (orbit.length > 1 ? " and its symmetric partners" : "")
                        + " keeps it unique";
            }
        }
        return null;
    }

    /**
     * A board with exactly {@code k} solutions dug from {@code grid}, or null when this grid's pass does not
     * meet k: cells removed in random order, a removal kept while the count stays at most k (seed 000).
     */
    public Dug exactly(Geometry g, int[] grid, long k, RandomGenerator random) {
        int[] givens = grid.clone();
        int[] order = Cells.shuffled(givens.length, random);
        long count = 1;
        for (int cell : order) {
            long c = counter.countEmptied(new Puzzle(g, givens), cell, count, k + 1);
            if (c < 0 || c > k) {
                continue;
            }
            givens[cell] = 0;
            count = c;
        }
        if (count != k) {
            return null;
        }
        // Counts only grow as clues go, so a pass that met k ends at k, with every removal that kept it there.
        Puzzle puzzle = new Puzzle(g, givens);
        CountResult proof = counter.result(puzzle, k + 1);
        if (!proof.exact() || proof.count() != k) {
            throw new IllegalStateException(
                    "the dug board is not proven to have " + k + " solutions: " + proof.count());
        }
        return new Dug(puzzle, grid, k, proof);
    }
}
