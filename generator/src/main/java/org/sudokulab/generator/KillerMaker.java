package org.sudokulab.generator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import org.sudokulab.api.Cage;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Termination;

/**
 * Killer puzzles from a solved grid: cages grown over it (connected, mostly 2 to 5 cells, distinct digits, sum read
 * off the grid), then made unique: while a count with limit 2 finds more than one solution, a cage is split,
 * preferably one holding a cell where the solution found differs from the grid (a split can only remove
 * solutions; singletons everywhere would be the grid itself, so this ends). Optional givens come from the grid.
 */
public final class KillerMaker {
    static final int MAX_CAGE = 5;
    /** Layouts drawn before the splitting starts. */
    static final int FRESH_LAYOUTS = 30;

    private final Counter counter;

    public KillerMaker(Counter counter) {
        this.counter = counter;
    }

    public PuzzleDigger.Dug make(Geometry g, int[] grid, int givensWanted, RandomGenerator random) {
        int n = g.size();
        int[] givens = new int[grid.length];
        int[] order = Cells.shuffled(grid.length, random);
        for (int i = 0; i < Math.min(givensWanted, grid.length); i++) {
            givens[order[i]] = grid[order[i]];
        }
        // Fresh layouts first: a split makes small cages (a 1-cell cage is a given in disguise).
        List<List<Integer>> cages = null;
        for (int layout = 0; layout < FRESH_LAYOUTS; layout++) {
            cages = grow(g, grid, random);
            if (counter.count(new Puzzle(g, givens, toCages(cages, grid)), 2) == 1) {
                break;
            }
        }
        while (true) {
            Puzzle puzzle = new Puzzle(g, givens, toCages(cages, grid));
            CountResult r = counter.result(puzzle, 2);
            if (!r.exact() && r.termination() != Termination.SOLUTION_LIMIT) {
                throw new IllegalStateException("the uniqueness count did not finish: " + r.termination());
            }
            if (r.count() == 1) {
                if (!Arrays.equals(r.firstSolution().orElseThrow().values(), grid)) {
                    throw new IllegalStateException("the unique solution is not the grid the cages were read from");
                }
                return new PuzzleDigger.Dug(puzzle, grid, 1, r);
            }
            int split = -1;
            int[] other = r.firstSolution().orElseThrow().values();
            for (int c = 0; c < cages.size() && split < 0; c++) {
                if (cages.get(c).size() > 1) {
                    for (int cell : cages.get(c)) {
                        if (other[cell] != grid[cell]) {
                            split = c;
                            break;
                        }
                    }
                }
            }
            if (split < 0) {
                // The solution found is the grid: split the largest cage, ties at random.
                int best = 0;
                for (int c = 0; c < cages.size(); c++) {
                    int s = cages.get(c).size();
                    if (s > best || s == best && s > 1 && random.nextBoolean()) {
                        best = s;
                        split = c;
                    }
                }
            }
            List<Integer> cage = cages.remove(split);
            int cut = 1 + random.nextInt(cage.size() - 1);
            cages.addAll(connectedParts(cage.subList(0, cut), n));
            cages.addAll(connectedParts(cage.subList(cut, cage.size()), n));
        }
    }

    /** Cages grown from random free cells: sizes 1-5, mostly 2-4, connected, distinct digits. */
    private static List<List<Integer>> grow(Geometry g, int[] grid, RandomGenerator random) {
        int n = g.size();
        int[] cageOf = new int[grid.length];
        Arrays.fill(cageOf, -1);
        List<List<Integer>> cages = new ArrayList<>();
        for (int start : Cells.shuffled(grid.length, random)) {
            if (cageOf[start] >= 0) {
                continue;
            }
            int target = new int[] {2, 2, 3, 3, 3, 4, 4, 5}[random.nextInt(8)];
            List<Integer> cage = new ArrayList<>(List.of(start));
            cageOf[start] = cages.size();
            long digits = 1L << grid[start];
            while (cage.size() < target) {
                List<Integer> frontier = new ArrayList<>();
                for (int cell : cage) {
                    for (int next : Cells.neighbours(cell, n)) {
                        if (cageOf[next] < 0 && (digits & (1L << grid[next])) == 0 && !frontier.contains(next)) {
                            frontier.add(next);
                        }
                    }
                }
                if (frontier.isEmpty()) {
                    break;
                }
                int next = frontier.get(random.nextInt(frontier.size()));
                cage.add(next);
                cageOf[next] = cages.size();
                digits |= 1L << grid[next];
            }
            cages.add(cage);
        }
        return cages;
    }

    /** A split part may fall apart; cages must stay connected, so each connected piece becomes a cage. */
    private static List<List<Integer>> connectedParts(List<Integer> cells, int n) {
        List<List<Integer>> parts = new ArrayList<>();
        List<Integer> left = new ArrayList<>(cells);
        while (!left.isEmpty()) {
            List<Integer> part = new ArrayList<>(List.of(left.remove(0)));
            for (int i = 0; i < part.size(); i++) {
                for (int next : Cells.neighbours(part.get(i), n)) {
                    if (left.remove(Integer.valueOf(next))) {
                        part.add(next);
                    }
                }
            }
            parts.add(part);
        }
        return parts;
    }

    private static List<Cage> toCages(List<List<Integer>> cages, int[] grid) {
        List<Cage> out = new ArrayList<>();
        for (List<Integer> cage : cages) {
            int sum = 0;
            for (int cell : cage) {
                sum += grid[cell];
            }
            out.add(new Cage(sum, cage.stream().mapToInt(Integer::intValue).toArray()));
        }
        return out;
    }
}
