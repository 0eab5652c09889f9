package org.sudokulab.board;

import java.util.Optional;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Symbols;

/**
 * The next placement on a board: a naked single, then a hidden single, else (on a unique puzzle) the unique
 * solution's digit in the cell with the fewest candidates, found by a backend.
 */
public final class Hints {
    private Hints() {}

    /**
     * The next placement, or why there is none. A board that breaks a rule or has no solution says so before any
     * single is offered: a single on such a board would be a step towards nothing.
     */
    public static HintResult next(Puzzle p, SolverBackend backend, Limits limits) {
        Geometry g = p.geometry();
        int n = g.size();
        int[] v = p.givens();
        Optional<String> broken = Candidates.brokenRule(p);
        if (broken.isPresent()) {
            return new NoHint("no solution: the board breaks a rule: " + broken.get());
        }
        long[] cand = Candidates.of(p);
        boolean full = true;
        for (int cell = 0; cell < v.length; cell++) {
            if (v[cell] == 0) {
                full = false;
                if (cand[cell] == 0) {
                    return new NoHint("no solution: " + g.cellName(cell) + " has no digit left");
                }
            }
        }
        if (full) {
            return new NoHint("the board is full");
        }
        // singles hold in every solution, so they are only offered once one is known to exist
        CountResult r = backend.count(p, 2, limits);
        if (r.exact() && r.count() == 0) {
            return new NoHint("no solution (proven by " + backend.id() + ")");
        }
        for (int cell = 0; cell < v.length; cell++) {
            if (v[cell] == 0 && Long.bitCount(cand[cell]) == 1) {
                return new Hint(
                        cell,
                        Long.numberOfTrailingZeros(cand[cell]),
                        Hint.Rule.NAKED_SINGLE,
                        "the only digit its row, column, " + (g.isJigsaw() ? "region" : "box")
                                + (p.isKiller() ? " and cage" : "") + " leave");
            }
        }
        for (int h = 0; h < g.houseCount(); h++) {
            for (int d = 1; d <= n; d++) {
                // Given cells have no candidates, and a digit given in the house is no cell's candidate there.
                int only = -1;
                int places = 0;
                for (int cell : g.house(h)) {
                    if ((cand[cell] & (1L << d)) != 0) {
                        places++;
                        only = cell;
                    }
                }
                if (places == 1) {
                    return new Hint(
                            only,
                            d,
                            Hint.Rule.HIDDEN_SINGLE,
                            "the only cell of " + g.houseName(h) + " that can take " + Symbols.toChar(d));
                }
            }
        }
        if (!r.exact() && r.count() < 2) {
            return new NoHint("the search stopped (" + r.termination() + ") before deciding");
        }
        if (r.count() >= 2) {
            return new NoHint("no placement is forced and the puzzle has several solutions");
        }
        int best = -1;
        for (int cell = 0; cell < v.length; cell++) {
            if (v[cell] == 0 && (best < 0 || Long.bitCount(cand[cell]) < Long.bitCount(cand[best]))) {
                best = cell;
            }
        }
        int d = r.firstSolution().orElseThrow().get(best);
        return new Hint(
                best,
                d,
                Hint.Rule.SOLVER,
                "no single is left; the unique solution (" + backend.id() + ", count 1) has it, among "
                        + Long.bitCount(cand[best]) + " candidates");
    }
}
