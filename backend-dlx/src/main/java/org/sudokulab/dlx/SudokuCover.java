package org.sudokulab.dlx;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.UnsupportedPuzzleException;

/**
 * A puzzle as exact cover. Items: each cell holds a digit; each row, column and region holds each digit.
 * Options: "cell holds d". Killer cages stay pure exact cover: cage t gets one item per digit and one
 * "digit set chosen" item; a cell option covers its cage's digit item, and for each admissible digit set D
 * (|D| = cage size, sum of D = cage sum) a complement option covers the choice item and the digit items
 * outside D. So the cage's cells take exactly the digits of one admissible set, each once.
 */
final class SudokuCover {
    /** Beyond this many admissible digit sets in one cage the encoding is refused, not attempted. */
    static final int MAX_DIGIT_SETS = 200_000;

    /** Full matrices of plain geometries, built once; jigsaw shapes are many, so the cache is cleared past this. */
    private static final int CACHE_LIMIT = 64;

    private static final Map<Geometry, SudokuCover> FULL = new ConcurrentHashMap<>();
    /** Each thread's working copy of a full matrix (its arrays are reused from one puzzle to the next). */
    private static final ThreadLocal<ExactCover> WORK = ThreadLocal.withInitial(ExactCover::empty);

    final ExactCover cover;
    final boolean contradictory;
    private final int[] optionCell;
    private final int[] optionDigit;
    private final int[] givens;

    /**
     * The puzzle's cover. Without cages: this thread's copy of the geometry's full matrix (every "cell holds d",
     * option {@code cell * n + d - 1}, built once), with the givens chosen in it, which is the matrix a rebuild
     * would give (choosing a given removes every option it conflicts with) at the cost of one array copy. Killer
     * puzzles are built from scratch, their cages differing from puzzle to puzzle.
     */
    static SudokuCover of(Puzzle puzzle) {
        if (puzzle.isKiller()) {
            return new SudokuCover(puzzle);
        }
        SudokuCover full = FULL.get(puzzle.geometry());
        if (full == null) {
            if (FULL.size() >= CACHE_LIMIT) {
                FULL.clear();
            }
            full = new SudokuCover(Puzzle.empty(puzzle.geometry()));
            FULL.put(puzzle.geometry(), full);
        }
        ExactCover work = WORK.get();
        work.copyFrom(full.cover);
        return new SudokuCover(full, work, puzzle.givens());
    }

    private SudokuCover(SudokuCover full, ExactCover work, int[] givens) {
        this.cover = work;
        this.optionCell = full.optionCell;
        this.optionDigit = full.optionDigit;
        this.givens = givens;
        int n = (int) Math.round(Math.sqrt(givens.length));
        boolean ok = true;
        for (int cell = 0; cell < givens.length && ok; cell++) {
            if (givens[cell] != 0) {
                ok = work.choose(cell * n + givens[cell] - 1);
            }
        }
        this.contradictory = !ok;
    }

    private SudokuCover(Puzzle puzzle) {
        Geometry g = puzzle.geometry();
        int n = g.size();
        int cells = g.cellCount();
        List<Cage> cages = puzzle.cages();
        int cageCount = cages.size();
        int cageBase = 4 * cells;
        int choiceBase = cageBase + cageCount * n;
        givens = puzzle.givens();

        int[] cageOf = new int[cells];
        Arrays.fill(cageOf, -1);
        List<List<int[]>> digitSets = new ArrayList<>();
        long[] cageDigits = new long[cageCount]; // bit d set: digit d occurs in some admissible set
        for (int t = 0; t < cageCount; t++) {
            Cage cage = cages.get(t);
            for (int cell : cage.cells()) {
                cageOf[cell] = t;
            }
            List<int[]> sets = cage.digitSets(n, MAX_DIGIT_SETS);
            if (sets.size() > MAX_DIGIT_SETS) {
                throw new UnsupportedPuzzleException("a cage of " + cage.size() + " cells has more than "
                        + MAX_DIGIT_SETS + " digit sets; dlx does not encode cages that large");
            }
            digitSets.add(sets);
            for (int[] set : sets) {
                for (int d : set) {
                    cageDigits[t] |= 1L << d;
                }
            }
        }

        int setCount = digitSets.stream().mapToInt(List::size).sum();
        int maxOptions = cells * n + setCount;
        cover = new ExactCover(choiceBase + cageCount, 0, maxOptions, cells * n * 5 + setCount * (n + 1));

        // Digits excluded from a free cell by the givens of its peers.
        long[] used = new long[3 * n];
        for (int cell = 0; cell < cells; cell++) {
            int v = givens[cell];
            if (v != 0) {
                used[cell / n] |= 1L << v;
                used[n + cell % n] |= 1L << v;
                used[2 * n + g.regionOf(cell)] |= 1L << v;
            }
        }

        optionCell = new int[maxOptions];
        optionDigit = new int[maxOptions];
        int[] givenOptions = new int[cells];
        int givenCount = 0;
        int[] items = new int[4];
        int[] cagedItems = new int[5];
        for (int cell = 0; cell < cells; cell++) {
            int r = cell / n;
            int c = cell % n;
            int region = g.regionOf(cell);
            int t = cageOf[cell];
            for (int d = 1; d <= n; d++) {
                boolean given = givens[cell] != 0;
                if (given && givens[cell] != d) {
                    continue;
                }
                if (!given && (((used[r] | used[n + c] | used[2 * n + region]) >> d) & 1) != 0) {
                    continue;
                }
                if (!given && t >= 0 && ((cageDigits[t] >> d) & 1) == 0) {
                    continue;
                }
                items[0] = cell + 1;
                items[1] = cells + r * n + d;
                items[2] = 2 * cells + c * n + d;
                items[3] = 3 * cells + region * n + d;
                int option;
                if (t >= 0) {
                    System.arraycopy(items, 0, cagedItems, 0, 4);
                    cagedItems[4] = cageBase + t * n + d;
                    option = cover.addOption(cagedItems);
                } else {
                    option = cover.addOption(items);
                }
                optionCell[option] = cell;
                optionDigit[option] = d;
                if (given) {
                    givenOptions[givenCount++] = option;
                }
            }
        }
        for (int t = 0; t < cageCount; t++) {
            for (int[] set : digitSets.get(t)) {
                long inSet = 0;
                for (int d : set) {
                    inSet |= 1L << d;
                }
                int[] complement = new int[1 + n - set.length];
                int k = 0;
                complement[k++] = choiceBase + t + 1;
                for (int d = 1; d <= n; d++) {
                    if (((inSet >> d) & 1) == 0) {
                        complement[k++] = cageBase + t * n + d;
                    }
                }
                int option = cover.addOption(complement);
                optionCell[option] = -1;
            }
        }
        boolean ok = true;
        for (int k = 0; k < givenCount; k++) {
            if (!cover.choose(givenOptions[k])) {
                ok = false;
                break;
            }
        }
        contradictory = !ok;
    }

    /** The cell an option fills (-1 for a killer cage's digit-set option). */
    int cellOf(int option) {
        return optionCell[option];
    }

    int digitOf(int option) {
        return optionDigit[option];
    }

    /** The completed grid of a solution given by its search options. */
    int[] decode(int[] options) {
        int[] grid = givens.clone();
        for (int o : options) {
            if (optionCell[o] >= 0) {
                grid[optionCell[o]] = optionDigit[o];
            }
        }
        return grid;
    }
}
