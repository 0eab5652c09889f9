package org.sudokulab.harness;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.sudokulab.api.Cage;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolveResult;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Symbols;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/**
 * What a person at the board asks: is this move legal and does it keep the board solvable ({@link #move}),
 * what can I place next ({@link #hint}), and solving by asking only "is this still solvable?" ({@link #stepwise}).
 * The rules are read from the puzzle (houses and cages); every "solvable" comes from a backend's search.
 */
final class BoardTools {
    private BoardTools() {
    }

    /** A puzzle given on the command line: a file (its first puzzle) or the puzzle text itself. */
    static Puzzle argument(String arg, ReadOptions options) throws IOException {
        Path path = Path.of(arg.length() < 200 ? arg : ".");
        if (arg.length() < 200 && Files.isRegularFile(path)) {
            for (ParsedLine line : PuzzleReader.readFile(path, options)) {
                if (line instanceof PuzzleEntry e) {
                    return e.puzzle();
                }
                throw new IllegalArgumentException(line.toString());
            }
            throw new IllegalArgumentException(arg + ": no puzzle in the file");
        }
        return PuzzleReader.parseOne(arg, options).puzzle();
    }

    /** The geometry of a --boxes RxC value, or a usage error naming the option. */
    static Geometry boxGeometry(String text, picocli.CommandLine.Model.CommandSpec spec) {
        try {
            ReadOptions o = ReadOptions.boxes(text);
            return Geometry.boxes(o.boxRows(), o.boxCols());
        } catch (RuntimeException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--boxes: " + e.getMessage());
        }
    }

    static String cellName(int cell, int n) {
        return "r" + (cell / n + 1) + "c" + (cell % n + 1);
    }

    // ---- candidates ----

    /** For each empty cell, the digits its houses and cage still allow (bit d); given cells get 0. */
    static long[] candidates(Puzzle p) {
        Geometry g = p.geometry();
        int n = g.size();
        int[] v = p.givens();
        long[] out = new long[v.length];
        long all = ((1L << n) - 1) << 1;
        List<Cage> cages = p.cages();
        int[] cageOf = new int[v.length];
        java.util.Arrays.fill(cageOf, -1);
        for (int t = 0; t < cages.size(); t++) {
            for (int cell : cages.get(t).cells()) {
                cageOf[cell] = t;
            }
        }
        long[] houseUsed = new long[g.houseCount()];
        for (int h = 0; h < g.houseCount(); h++) {
            for (int cell : g.house(h)) {
                houseUsed[h] |= v[cell] == 0 ? 0 : 1L << v[cell];
            }
        }
        for (int cell = 0; cell < v.length; cell++) {
            if (v[cell] != 0) {
                continue;
            }
            long mask = all & ~(houseUsed[cell / n] | houseUsed[n + cell % n] | houseUsed[2 * n + g.regionOf(cell)]);
            int t = cageOf[cell];
            if (t >= 0) {
                long used = 0;
                int missing = cages.get(t).sum();
                int open = 0;
                for (int c : cages.get(t).cells()) {
                    if (v[c] != 0) {
                        used |= 1L << v[c];
                        missing -= v[c];
                    } else {
                        open++;
                    }
                }
                for (int d = 1; d <= n; d++) {
                    long bit = 1L << d;
                    if ((mask & bit) != 0 && ((used & bit) != 0 || !Cage.canComplete(used | bit, missing - d, open - 1, n))) {
                        mask &= ~bit;
                    }
                }
            }
            out[cell] = mask;
        }
        return out;
    }

    // ---- move ----

    /** The verdict on placing digit d in a cell, as one line. */
    static String move(Puzzle p, int cell, int d, SolverBackend backend, Limits limits) {
        Geometry g = p.geometry();
        int n = g.size();
        String where = cellName(cell, n);
        String digit = String.valueOf(Symbols.toChar(d));
        int[] v = p.givens();
        if (v[cell] != 0) {
            return "filled: " + where + " already holds " + Symbols.toChar(v[cell]);
        }
        String[] houseNames = {"row " + (cell / n + 1), "column " + (cell % n + 1),
                (g.isJigsaw() ? "region " : "box ") + (g.regionOf(cell) + 1)};
        int[] houses = {cell / n, n + cell % n, 2 * n + g.regionOf(cell)};
        for (int i = 0; i < 3; i++) {
            for (int other : g.house(houses[i])) {
                if (v[other] == d) {
                    return "conflict: " + digit + " is already in " + houseNames[i] + " (at " + cellName(other, n) + ")";
                }
            }
        }
        for (Cage cage : p.cages()) {
            if (java.util.Arrays.stream(cage.cells()).anyMatch(c -> c == cell)) {
                for (int other : cage.cells()) {
                    if (v[other] == d) {
                        return "conflict: " + digit + " is already in the cage of " + where + " (at " + cellName(other, n) + ")";
                    }
                }
                if ((candidates(p)[cell] & (1L << d)) == 0) {
                    return "conflict: " + digit + " at " + where + " leaves its cage (sum " + cage.sum() + ") impossible to complete";
                }
            }
        }
        int[] placed = v.clone();
        placed[cell] = d;
        SolveResult after = backend.solve(p.withGivens(placed), limits);
        if (after.isUnsolvable()) {
            return "unsolvable: " + digit + " at " + where + " breaks no rule at once, but leaves no solution";
        }
        if (!after.isSolved()) {
            return "unknown: the search stopped (" + after.termination() + ") before deciding";
        }
        CountResult whole = backend.count(p, 2, limits);
        if (whole.exact() && whole.count() == 1) {
            // A solution with d there is a solution of the puzzle: with only one, d is its digit.
            return "correct: " + digit + " at " + where + " keeps the puzzle solvable and is its unique solution's digit";
        }
        return "solvable: " + digit + " at " + where + " keeps the puzzle solvable"
                + (whole.count() >= 2 ? " (the puzzle has several solutions; this is one of them)" : "");
    }

    // ---- hint ----

    /** A placement and why it holds. */
    record Hint(int cell, int digit, String kind, String reason) {
        String text(int n) {
            return cellName(cell, n) + " = " + Symbols.toChar(digit) + "  (" + kind + ": " + reason + ")";
        }
    }

    /**
     * A forced placement (naked single, then hidden single), else one proven by the solver on a unique
     * puzzle; null with {@code why[0]} set when there is none (no solution, several solutions, full board).
     */
    static Hint hint(Puzzle p, SolverBackend backend, Limits limits, String[] why) {
        Geometry g = p.geometry();
        int n = g.size();
        int[] v = p.givens();
        long[] cand = candidates(p);
        boolean full = true;
        for (int cell = 0; cell < v.length; cell++) {
            if (v[cell] == 0) {
                full = false;
                if (cand[cell] == 0) {
                    why[0] = "no solution: " + cellName(cell, n) + " has no digit left";
                    return null;
                }
            }
        }
        if (full) {
            why[0] = "the board is full";
            return null;
        }
        for (int cell = 0; cell < v.length; cell++) {
            if (v[cell] == 0 && Long.bitCount(cand[cell]) == 1) {
                return new Hint(cell, Long.numberOfTrailingZeros(cand[cell]), "naked single",
                        "the only digit its row, column, " + (g.isJigsaw() ? "region" : "box") + (p.isKiller() ? " and cage" : "") + " leave");
            }
        }
        for (int h = 0; h < g.houseCount(); h++) {
            for (int d = 1; d <= n; d++) {
                int only = -1;
                int places = 0;
                boolean placed = false;
                for (int cell : g.house(h)) {
                    placed |= v[cell] == d;
                    if (v[cell] == 0 && (cand[cell] & (1L << d)) != 0) {
                        places++;
                        only = cell;
                    }
                }
                if (!placed && places == 1) {
                    String house = h < n ? "row " + (h + 1) : h < 2 * n ? "column " + (h - n + 1)
                            : (g.isJigsaw() ? "region " : "box ") + (h - 2 * n + 1);
                    return new Hint(only, d, "hidden single", "the only cell of " + house + " that can take " + Symbols.toChar(d));
                }
            }
        }
        CountResult r = backend.count(p, 2, limits);
        if (!r.exact() && r.count() < 2) {
            why[0] = "the search stopped (" + r.termination() + ") before deciding";
            return null;
        }
        if (r.count() == 0) {
            why[0] = "no solution (proven by " + backend.id() + ")";
            return null;
        }
        if (r.count() >= 2) {
            why[0] = "no placement is forced and the puzzle has several solutions";
            return null;
        }
        int best = -1;
        for (int cell = 0; cell < v.length; cell++) {
            if (v[cell] == 0 && (best < 0 || Long.bitCount(cand[cell]) < Long.bitCount(cand[best]))) {
                best = cell;
            }
        }
        int d = r.firstSolution().orElseThrow().get(best);
        return new Hint(best, d, "proven by the solver", "no single is left; the unique solution (" + backend.id()
                + ", count 1) has it, among " + Long.bitCount(cand[best]) + " candidates");
    }

    // ---- stepwise ----

    /** The solution found by asking only "still solvable?", and how many times it asked; null grid when unsolvable. */
    record Stepwise(int[] grid, long oracleCalls, org.sudokulab.api.Termination stopped) {
    }

    static Stepwise stepwise(Puzzle p, SolverBackend oracle, Limits limits) {
        int[] v = p.givens();
        long calls = 1;
        SolveResult start = oracle.solve(p, limits);
        if (!start.isSolved()) {
            return new Stepwise(null, calls, start.termination());
        }
        for (int cell = 0; cell < v.length; cell++) {
            if (v[cell] != 0) {
                continue;
            }
            long cand = candidates(p.withGivens(v))[cell];
            boolean kept = false;
            for (int d = 1; d <= p.size() && !kept; d++) {
                if ((cand & (1L << d)) == 0) {
                    continue;
                }
                v[cell] = d;
                if (Long.bitCount(cand & -(1L << d)) == 1) {
                    // The board is solvable and every other candidate failed: this one needs no question.
                    kept = true;
                    continue;
                }
                calls++;
                SolveResult r = oracle.solve(p.withGivens(v), limits);
                if (r.isSolved()) {
                    kept = true;
                } else if (!r.isUnsolvable()) {
                    return new Stepwise(null, calls, r.termination());
                } else {
                    v[cell] = 0;
                }
            }
            if (!kept) {
                throw new IllegalStateException("the oracle said solvable, then every digit of " + cellName(cell, p.size()) + " failed");
            }
        }
        return new Stepwise(v, calls, org.sudokulab.api.Termination.EXHAUSTED);
    }
}
