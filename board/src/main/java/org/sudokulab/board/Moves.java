package org.sudokulab.board;

import java.util.Optional;
import org.sudokulab.api.Cage;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolveResult;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Symbols;

/**
 * Checks a move at the board: the rules first (a house or cage that already has the digit, a cage sum the
 * cage can no longer reach), then whether a solution is left with it, asked of a backend.
 */
public final class Moves {
    private Moves() {}

    /** The verdict on placing {@code digit} at {@code cell} (row * n + column). */
    public static MoveVerdict check(Puzzle p, int cell, int digit, SolverBackend backend, Limits limits) {
        Geometry g = p.geometry();
        String where = g.cellName(cell);
        char d = Symbols.toChar(digit);
        int[] v = p.givens();
        Optional<String> broken = Candidates.brokenRule(p);
        if (broken.isPresent()) {
            return new MoveVerdict(MoveVerdict.Kind.BROKEN, "the board already breaks a rule: " + broken.get());
        }
        if (v[cell] != 0) {
            return new MoveVerdict(MoveVerdict.Kind.FILLED, where + " already holds " + Symbols.toChar(v[cell]));
        }
        for (int h : g.housesOf(cell)) {
            for (int other : g.house(h)) {
                if (v[other] == digit) {
                    return new MoveVerdict(
                            MoveVerdict.Kind.CONFLICT,
                            d + " is already in " + g.houseName(h) + " (at " + g.cellName(other) + ")");
                }
            }
        }
        for (Cage cage : p.cages()) {
            if (!contains(cage.cells(), cell)) {
                continue;
            }
            for (int other : cage.cells()) {
                if (v[other] == digit) {
                    return new MoveVerdict(
                            MoveVerdict.Kind.CONFLICT,
                            d + " is already in the cage of " + where + " (at " + g.cellName(other) + ")");
                }
            }
            if ((Candidates.of(p)[cell] & (1L << digit)) == 0) {
                return new MoveVerdict(
                        MoveVerdict.Kind.CONFLICT,
                        d + " at " + where + " leaves its cage (sum " + cage.sum() + ") impossible to complete");
            }
        }
        v[cell] = digit;
        SolveResult after = backend.solve(p.withGivens(v), limits);
        if (after.isUnsolvable()) {
            return new MoveVerdict(
                    MoveVerdict.Kind.UNSOLVABLE,
                    d + " at " + where + " breaks no rule at once, but leaves no solution");
        }
        if (!after.isSolved()) {
            return new MoveVerdict(
                    MoveVerdict.Kind.UNKNOWN, "the search stopped (" + after.termination() + ") before deciding");
        }
        CountResult whole = backend.count(p, 2, limits);
        if (whole.exact() && whole.count() == 1) {
            // A solution with the digit there is a solution of the puzzle: with only one, it is its digit.
            return new MoveVerdict(
                    MoveVerdict.Kind.CORRECT,
                    d + " at " + where + " keeps the puzzle solvable and is its unique solution's digit");
        }
        return new MoveVerdict(
                MoveVerdict.Kind.SOLVABLE,
                d + " at " + where + " keeps the puzzle solvable"
                        + (whole.count() >= 2 ? " (the puzzle has several solutions; this is one of them)" : ""));
    }

    private static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }
}
