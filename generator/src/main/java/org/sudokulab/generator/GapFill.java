package org.sudokulab.generator;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.engine.Engine;
import org.sudokulab.generator.KSurvey.Witness;

/**
 * The k-survey's second phase: boards for the k that removal paths missed, looked for next to the boards that were
 * found. For each missing k, a best-first search from the known boards nearest to {@link #STEP} * k and to k /
 * STEP: a board with more than k solutions gets one clue more (every empty cell, every digit its peers allow), one
 * with fewer gets one clue less; every board met is counted exactly and queued by its distance (|log| of the ratio)
 * to STEP * k when above k, to k / STEP when below, nearest first, so the search walks toward k by adding and
 * removing clues, and two steps swap a clue. A count met that is another missing k is a witness for it too.
 *
 * <p>The budget is exact counts per missing k, not time, and searches merge in k order: the same witnesses on any
 * engine and machine. Missing k run in batches on an {@link Engine}; a batch skips the k earlier batches filled.
 * Within a batch, each search's witnesses are handed on once the searches before it are, not when the batch ends.
 */
public final class GapFill {
    static final int BATCH = 32;

    /** How many known boards on each side of k * STEP and of k / STEP a search starts from. */
    static final int SOURCES = 4;

    /**
     * Where a search steers: adding a clue divides the count by a few, so boards with about STEP * k solutions are
     * the ones whose neighbours may have k, and boards with about k / STEP the ones that lose a clue. On 6x6 boards
     * (23 k a 16,000-path survey missed below 1,100, 3,000 counts each) STEP 1, 2, 3, 4 and 6 found 10, 10, 12, 15
     * and 13 of them.
     */
    static final double STEP = 4;

    /** What the search for one missing k cost: exact counts, boards expanded, time on its executor. */
    public record Effort(long k, boolean found, long counts, int expanded, long millis) {}

    /** The phase's outcome: the witnesses it found (k order) and the effort spent on every k it looked for. */
    public record Result(Map<Long, Witness> found, List<Effort> efforts, long millis, String stoppedBy) {}

    private final Engine engine;
    private final Tools tools;

    public GapFill(Engine engine, Tools tools) {
        this.engine = engine;
        this.tools = tools;
    }

    /**
     * Looks for a board with exactly k solutions for every k of {@code missing}, spending at most {@code countsPerK}
     * exact counts on each, from the boards of {@code known}; stops early when {@code stop} says so. Each witness goes
     * to {@code found} (in k order of the searches that met it) once its search and those before it in its batch have
     * ended (path 0: no removal path found it; millis from the start of the filling).
     */
    public Result run(
            SortedMap<Long, Witness> known,
            List<Long> missing,
            long countsPerK,
            BooleanSupplier stop,
            Consumer<Witness> found) {
        return run(known, missing, Set.of(), countsPerK, stop, found, e -> {});
    }

    /**
     * As {@link #run(SortedMap, List, long, BooleanSupplier, Consumer)}, without searching again the k of
     * {@code searchedBefore} (k a journal says were searched in vain with this budget; another k's search may still
     * meet them), and handing each finished search's effort to {@code searched} right after its witnesses (a search
     * cut short by {@code stop} is not): a stopped run's journal then keeps the searches that found nothing too, and
     * the next run does not repeat them.
     */
    public Result run(
            SortedMap<Long, Witness> known,
            List<Long> missing,
            Set<Long> searchedBefore,
            long countsPerK,
            BooleanSupplier stop,
            Consumer<Witness> found,
            Consumer<Effort> searched) {
        Merge merge = new Merge(tools.grids().geometry(), known, missing, found, searched);
        long[] wanted = missing.stream().mapToLong(Long::longValue).toArray();
        int next = 0;
        while (next < missing.size()) {
            if (stop.getAsBoolean()) {
                return merge.result("interrupted");
            }
            List<Target> batch = new ArrayList<>();
            while (next < missing.size() && batch.size() < BATCH) {
                long k = missing.get(next++);
                if (merge.open.contains(k) && !searchedBefore.contains(k)) {
                    batch.add(new Target(k, wanted, sources(merge.boards, k), countsPerK));
                }
            }
            // Each search is merged as soon as every search before it in the batch is: with one thread that is as
            // it ends, so a killed run loses at most the search that was running, not the batch.
            Search[] done = new Search[batch.size()];
            int[] merged = {0};
            engine.runUntil(
                    tools,
                    batch,
                    GapFill::search,
                    (i, s) -> {
                        done[i] = s;
                        for (; merged[0] < done.length && done[merged[0]] != null; merged[0]++) {
                            merge.add(batch.get(merged[0]).k(), done[merged[0]]);
                        }
                    },
                    stop);
            if (merged[0] < done.length || stop.getAsBoolean()) { // a search cut short is merged, but not whole
                return merge.result("interrupted");
            }
        }
        return merge.result(null);
    }

    /** The searches' outcomes taken in order: the boards known, the k still open, the witnesses and efforts so far. */
    private static final class Merge {
        private final long start = System.nanoTime();
        private final Geometry g;
        private final TreeMap<Long, long[]> boards = new TreeMap<>();
        private final Set<Long> open;
        private final Map<Long, Witness> filled = new TreeMap<>();
        private final List<Effort> efforts = new ArrayList<>();
        private final Consumer<Witness> found;
        private final Consumer<Effort> searched;

        Merge(
                Geometry g,
                SortedMap<Long, Witness> known,
                List<Long> missing,
                Consumer<Witness> found,
                Consumer<Effort> searched) {
            this.g = g;
            known.forEach((k, w) -> boards.put(k, KSurvey.pack(k, w.puzzle().givens())));
            this.open = new TreeSet<>(missing);
            this.found = found;
            this.searched = searched;
        }

        /** The search for k: its witnesses for the k still open, then its effort. */
        void add(long k, Search s) {
            Effort effort = new Effort(k, s.hits().containsKey(k), s.counts(), s.expanded(), s.millis());
            efforts.add(effort);
            for (Map.Entry<Long, long[]> hit : s.hits().entrySet()) {
                if (open.remove(hit.getKey())) {
                    boards.put(hit.getKey(), hit.getValue());
                    Puzzle p = new Puzzle(g, KSurvey.unpack(hit.getValue()));
                    Witness w = new Witness(hit.getKey(), p, p.clueCount(), 0, millisSince(start));
                    filled.put(w.k(), w);
                    found.accept(w);
                }
            }
            if (!s.stopped()) { // a search cut short says nothing of what its budget would have found
                searched.accept(effort);
            }
        }

        Result result(String stoppedBy) {
            return new Result(filled, efforts, millisSince(start), stoppedBy);
        }
    }

    /** The known boards nearest to k * STEP and to k / STEP: up to {@link #SOURCES} on each side of each. */
    private static List<long[]> sources(TreeMap<Long, long[]> boards, long k) {
        List<long[]> near = new ArrayList<>();
        near(boards, Math.round(STEP * k), near);
        near(boards, Math.max(1, Math.round(k / STEP)), near);
        return near;
    }

    private static void near(TreeMap<Long, long[]> boards, long k, List<long[]> near) {
        Long below = k + 1;
        Long above = k;
        for (int i = 0; i < SOURCES; i++) {
            below = below == null ? null : boards.lowerKey(below);
            above = above == null ? null : boards.higherKey(above);
            if (below != null) {
                near.add(boards.get(below));
            }
            if (above != null) {
                near.add(boards.get(above));
            }
        }
    }

    /** One missing k to look for: every k still missing (sorted), the boards to start from, the count budget. */
    private record Target(long k, long[] missing, List<long[]> sources, long budget) implements Serializable {}

    /**
     * What a search met: a board for each missing k it counted (its own, when found, among them); {@code stopped}
     * when the run was stopped before the search had spent its budget or run out of boards.
     */
    private record Search(Map<Long, long[]> hits, long counts, int expanded, long millis, boolean stopped)
            implements Serializable {}

    /** A board in the queue: {count, givens...}, its distance to k and its place in the order boards were met. */
    private record Node(long[] board, double distance, long order) {}

    private static Search search(Tools tools, Target target, Engine.Context where) {
        long start = System.nanoTime();
        Counter counter = tools.counter();
        Geometry g = tools.grids().geometry();
        long k = target.k();
        Map<Long, long[]> hits = new LinkedHashMap<>();
        PriorityQueue<Node> queue = new PriorityQueue<>((a, b) -> a.distance() != b.distance()
                ? Double.compare(a.distance(), b.distance())
                : Long.compare(a.order(), b.order()));
        Set<String> seen = new HashSet<>();
        long[] order = {0};
        Consumer<long[]> meet = board -> {
            long count = board[0];
            if (count > 0 && seen.add(key(board))) {
                if (Arrays.binarySearch(target.missing(), count) >= 0) {
                    hits.putIfAbsent(count, board);
                }
                double distance = count > k
                        ? Math.abs(Math.log((double) count / (STEP * k)))
                        : Math.abs(Math.log(STEP * (double) count / k));
                if (k % ForcedDivisor.of(g, KSurvey.unpack(board)) != 0) {
                    // no board with these digits, clue-free lines and clue-free bands has k solutions: the way to
                    // k goes through clues that break those symmetries
                    distance += 1;
                }
                queue.add(new Node(board, distance, order[0]++));
            }
        };
        target.sources().forEach(meet);
        long counts = 0;
        int expanded = 0;
        while (!hits.containsKey(k) && counts < target.budget() && !queue.isEmpty()) {
            if (where.cancellation().isCancelled()) {
                break;
            }
            Node node = queue.poll();
            long[] board = node.board();
            int[] givens = KSurvey.unpack(board);
            expanded++;
            if (board[0] > k) {
                counts += addOne(counter, g, givens, board[0], target.budget() - counts, meet);
            } else {
                // a removal count stops at STEP * k: a board past it costs no more and is not kept
                long cap = Math.round(STEP * k);
                counts += removeOne(counter, g, givens, board[0], cap, target.budget() - counts, meet);
            }
        }
        boolean stopped = !hits.containsKey(k) && counts < target.budget() && !queue.isEmpty();
        return new Search(hits, counts, expanded, millisSince(start), stopped);
    }

    /**
     * The boards with one clue more than {@code givens} (which has {@code count} solutions): each empty cell's
     * solutions split by their digit there, so the last digit's count is the rest and costs no count.
     *
     * @return the exact counts made
     */
    private static long addOne(
            Counter counter, Geometry g, int[] givens, long count, long budget, Consumer<long[]> meet) {
        long counts = 0;
        for (int cell = 0; cell < givens.length && counts < budget; cell++) {
            if (givens[cell] != 0) {
                continue;
            }
            List<Integer> digits = allowed(g, givens, cell);
            long rest = count;
            for (int i = 0; i < digits.size() && rest > 0; i++) {
                givens[cell] = digits.get(i);
                long n;
                if (i == digits.size() - 1) {
                    n = rest;
                } else {
                    n = counter.count(new Puzzle(g, givens), count + 1);
                    counts++;
                }
                if (n < 0) {
                    rest = -1; // a count that did not finish: the cell's last digit cannot be known
                } else {
                    rest -= n;
                    meet.accept(KSurvey.pack(n, givens));
                }
            }
            givens[cell] = 0;
        }
        return counts;
    }

    /**
     * The boards with one clue less than {@code givens} (which has {@code count} solutions), those with fewer than
     * {@code cap} solutions.
     *
     * @return the exact counts made
     */
    private static long removeOne(
            Counter counter, Geometry g, int[] givens, long count, long cap, long budget, Consumer<long[]> meet) {
        long counts = 0;
        Puzzle puzzle = new Puzzle(g, givens);
        for (int cell = 0; cell < givens.length && counts < budget; cell++) {
            if (givens[cell] == 0) {
                continue;
            }
            long n = counter.countEmptied(puzzle, cell, count, cap);
            counts++;
            if (n >= 0 && n < cap) {
                int digit = givens[cell];
                givens[cell] = 0;
                meet.accept(KSurvey.pack(n, givens));
                givens[cell] = digit;
            }
        }
        return counts;
    }

    /** The digits no peer of {@code cell} holds. */
    private static List<Integer> allowed(Geometry g, int[] givens, int cell) {
        boolean[] held = g.digitsSeen(givens, cell);
        List<Integer> digits = new ArrayList<>();
        for (int d = 1; d <= g.size(); d++) {
            if (!held[d]) {
                digits.add(d);
            }
        }
        return digits;
    }

    private static String key(long[] board) {
        StringBuilder s = new StringBuilder(board.length - 1);
        for (int i = 1; i < board.length; i++) {
            s.append((char) ('0' + board[i]));
        }
        return s.toString();
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
