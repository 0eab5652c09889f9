package org.sudokulab.bench.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Answers compared across backends, puzzle by puzzle. Each row was already checked on its own (independent
 * checker, the corpus line's golden count and solution); here an answer that contradicts what another backend
 * proved becomes WRONG. The reference for a puzzle is {@code dlx} when it answered, else the answer most
 * backends gave; with no majority every contradicting answer is WRONG, since the run cannot tell which holds.
 */
final class CrossCheck {
    /** The backend whose answers the others are checked against, and the counter of generated corpora. */
    static final String REFERENCE = "dlx";

    private CrossCheck() {}

    /** The rows, those that contradict the reference marked WRONG; {@code modeOf} is what a corpus's calls ask. */
    static List<BenchRow> apply(List<BenchRow> rows, Function<String, Mode> modeOf) {
        // Sorted by puzzle, each puzzle's rows are a run of the list: no map of a million keys on a large run.
        List<BenchRow> byPuzzle = new ArrayList<>(rows);
        byPuzzle.sort(Comparator.comparing(BenchRow::corpus).thenComparingInt(BenchRow::puzzle));
        Map<BenchRow, String> wrong = new HashMap<>();
        for (int start = 0, end; start < byPuzzle.size(); start = end) {
            BenchRow first = byPuzzle.get(start);
            end = start + 1;
            while (end < byPuzzle.size()
                    && byPuzzle.get(end).puzzle() == first.puzzle()
                    && byPuzzle.get(end).corpus().equals(first.corpus())) {
                end++;
            }
            List<BenchRow> claims = byPuzzle.subList(start, end).stream()
                    .filter(r -> r.outcome() == BenchRow.Outcome.OK && r.count() != null)
                    .toList();
            if (claims.isEmpty()) {
                continue;
            }
            Mode mode = modeOf.apply(claims.get(0).corpus());
            BenchRow reference = reference(claims);
            for (BenchRow r : claims) {
                String conflict = reference != null ? conflict(r, reference, mode) : firstConflict(r, claims, mode);
                if (conflict != null) {
                    wrong.put(r, conflict);
                }
            }
        }
        List<BenchRow> out = new ArrayList<>(rows.size());
        for (BenchRow r : rows) {
            String why = wrong.get(r);
            out.add(why == null ? r : r.withOutcome(BenchRow.Outcome.WRONG, why));
        }
        return out;
    }

    /** dlx's answer if it gave one, else the answer a strict majority of the rows gave, else none. */
    private static BenchRow reference(List<BenchRow> claims) {
        for (BenchRow r : claims) {
            if (r.backend().equals(REFERENCE)) {
                return r;
            }
        }
        Map<String, List<BenchRow>> byAnswer = claims.stream().collect(Collectors.groupingBy(BenchRow::answer));
        for (List<BenchRow> same : byAnswer.values()) {
            if (same.size() * 2 > claims.size()) {
                return same.get(0);
            }
        }
        return null;
    }

    private static String firstConflict(BenchRow r, List<BenchRow> claims, Mode mode) {
        for (BenchRow other : claims) {
            String c = conflict(r, other, mode);
            if (c != null) {
                return c + " (no majority: the backends disagree)";
            }
        }
        return null;
    }

    /**
     * Whether two answers cannot both hold. An exact count (or a solve's solved/unsolvable) is a fact; a count
     * that stopped at the limit only says "at least".
     */
    static String conflict(BenchRow r, BenchRow ref, Mode mode) {
        if (r == ref) {
            return null;
        }
        if (mode == Mode.SOLVE) {
            // A solved row carries a checked solution, so "unsolvable" is what can be wrong.
            return r.count() == 0 && ref.count() == 1
                    ? "unsolvable, but " + ref.backend() + " found a solution the checker accepts"
                    : null;
        }
        boolean rExact = Boolean.TRUE.equals(r.exact());
        boolean refExact = Boolean.TRUE.equals(ref.exact());
        boolean holds;
        if (rExact && refExact) {
            holds = r.count().equals(ref.count());
        } else if (rExact) {
            holds = r.count() >= ref.count();
        } else if (refExact) {
            holds = ref.count() >= r.count();
        } else {
            holds = true;
        }
        return holds ? null : "answered " + r.answer() + ", but " + ref.backend() + " answered " + ref.answer();
    }
}
