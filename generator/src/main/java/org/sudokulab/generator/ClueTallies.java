package org.sudokulab.generator;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.LongPredicate;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Enumerating;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Termination;
import org.sudokulab.generator.KSurvey.Witness;

/**
 * The counts of every board one or two clues above a base board, read off one enumeration of the base's solutions:
 * the base with digit d added at cell c has exactly the base's solutions that hold d at c, and with (c, d) and
 * (c', d') added, those that hold both. On 9x9 bases of up to 200,000 solutions that is about 33,000 boards a base
 * and 80,000 boards' exact counts a second, where the gap filling counts each board it meets on its own (2,000 in 13
 * to 32 s at 9x9's counts of 20,000 to 50,000).
 */
public final class ClueTallies {
    /** A board the tally found: the base with one or two clues more, and its count. */
    public record Board(Puzzle puzzle, long count) {}

    /**
     * Tallies larger than this many placements (open cells times digits) are refused: the table of pairs is their
     * square (9x9: at most 729, 2 MB).
     */
    static final int MAX_PLACEMENTS = 1024;

    private ClueTallies() {}

    /**
     * What {@link #fill} did: the witnesses (k order), the bases whose solutions were listed, the solutions listed,
     * the boards whose counts were read off them, and why it stopped ("" when it ran out of bases or of missing k).
     */
    public record Result(
            Map<Long, Witness> found, int bases, long solutions, long boards, long millis, String stoppedBy) {}

    /** The boards of {@code known} that {@link #fill} takes as bases, in the order it takes them (a view). */
    public static Collection<Witness> bases(NavigableMap<Long, Witness> known, List<Long> missing, long maxBase) {
        long smallest = missing.stream().mapToLong(Long::longValue).min().orElse(Long.MAX_VALUE);
        if (smallest >= maxBase) {
            return List.of();
        }
        // largest first: the pairs of a larger base reach further (a base of 200,000 solutions gives counts from a
        // few to 100,000): the 47 largest 9x9 boards below 200,000 met the 18 k of 21,881..50,000 that nine fillings
        // had missed (docs/generate.md)
        return known.subMap(smallest, false, maxBase, true).descendingMap().values();
    }

    /**
     * Looks for the k of {@code missing} among the boards one or two clues above the {@link #bases} of {@code known}
     * (more solutions than the smallest missing k, at most {@code maxBase}), until every k is found, the bases run
     * out or {@code stop} says so (checked between bases; a cancellation in the counter's limits cuts a listing
     * short); {@code listed} hears the number of bases done after each.
     * A count read off a tally is counted again by {@code counter} before the board is taken; a disagreement is an
     * error.
     */
    public static Result fill(
            Enumerating enumerator,
            Counter counter,
            NavigableMap<Long, Witness> known,
            List<Long> missing,
            long maxBase,
            BooleanSupplier stop,
            Consumer<Witness> found,
            IntConsumer listed) {
        long start = System.nanoTime();
        TreeSet<Long> open = new TreeSet<>(missing);
        Map<Long, Witness> witnesses = new TreeMap<>();
        int bases = 0;
        long solutions = 0;
        long[] boards = {0};
        for (Witness base : bases(known, missing, maxBase)) {
            if (open.isEmpty()) {
                break;
            }
            if (stop.getAsBoolean()) {
                return new Result(witnesses, bases, solutions, boards[0], millisSince(start), "interrupted");
            }
            long count = tally(
                    enumerator,
                    base.puzzle(),
                    maxBase,
                    counter.limits(),
                    c -> {
                        boards[0]++;
                        return open.contains(c);
                    },
                    board -> {
                        if (!open.contains(board.count())) {
                            return; // found already from this base
                        }
                        long again = counter.count(board.puzzle(), board.count() + 1);
                        if (again < 0) {
                            return; // the count did not finish: not taken, the k stays open
                        }
                        if (again != board.count()) {
                            throw new IllegalStateException("a tally gave " + board.count() + " solutions for "
                                    + board.puzzle().givensLine() + ", a count " + again);
                        }
                        Witness w = new Witness(
                                board.count(), board.puzzle(), board.puzzle().clueCount(), 0, millisSince(start));
                        open.remove(board.count());
                        witnesses.put(w.k(), w);
                        found.accept(w);
                    });
            if (count >= 0) { // else cut short by the limits: not a base listed
                bases++;
                solutions += count;
                listed.accept(bases);
            }
        }
        return new Result(witnesses, bases, solutions, boards[0], millisSince(start), "");
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    /**
     * Enumerates the solutions of {@code base} with {@code backend}, at most {@code limit} (below 2^31), and hands to
     * {@code found} every board with one or two clues more whose count {@code wanted} accepts. Returns the number of
     * solutions; -1, with nothing handed over, when the base has more than {@code limit} or the enumeration did not
     * finish.
     */
    public static long tally(
            Enumerating backend, Puzzle base, long limit, Limits limits, LongPredicate wanted, Consumer<Board> found) {
        if (limit >= Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a limit below 2^31, got " + limit);
        }
        int n = base.size();
        int[] open = new int[base.cellCount()];
        int m = 0;
        for (int cell = 0; cell < base.cellCount(); cell++) {
            if (base.given(cell) == 0) {
                open[m++] = cell;
            }
        }
        int placements = m * n;
        if (placements > MAX_PLACEMENTS) {
            throw new IllegalArgumentException("a tally of " + m + " open cells of " + n + " digits is too large ("
                    + placements + " placements; at most " + MAX_PLACEMENTS + ")");
        }
        int[] singles = new int[placements];
        int[] pairs = new int[placements * placements];
        int[] at = new int[m];
        int cells = m;
        long[] solutions = {0};
        Termination end = backend.solutions(base, limit + 1, limits, grid -> {
            solutions[0]++;
            for (int i = 0; i < cells; i++) {
                at[i] = i * n + grid[open[i]] - 1;
                singles[at[i]]++;
            }
            for (int i = 0; i < cells; i++) {
                int row = at[i] * placements;
                for (int j = i + 1; j < cells; j++) {
                    pairs[row + at[j]]++;
                }
            }
        });
        if (end != Termination.EXHAUSTED || solutions[0] > limit) {
            return -1;
        }
        int[] givens = base.givens();
        for (int p = 0; p < placements; p++) {
            if (singles[p] > 0 && wanted.test(singles[p])) {
                givens[open[p / n]] = p % n + 1;
                found.accept(new Board(base.withGivens(givens), singles[p]));
                givens[open[p / n]] = 0;
            }
        }
        for (int p = 0; p < placements; p++) {
            // pairs of cells i < j only: the table's other half is never written
            for (int q = (p / n + 1) * n; q < placements; q++) {
                int count = pairs[p * placements + q];
                if (count > 0 && wanted.test(count)) {
                    givens[open[p / n]] = p % n + 1;
                    givens[open[q / n]] = q % n + 1;
                    found.accept(new Board(base.withGivens(givens), count));
                    givens[open[p / n]] = 0;
                    givens[open[q / n]] = 0;
                }
            }
        }
        return solutions[0];
    }
}
