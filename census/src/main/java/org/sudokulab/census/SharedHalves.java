package org.sudokulab.census;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.sudokulab.census.BandColourings.HalfTable;
import org.sudokulab.census.TwoBandCount.Progress;
import org.sudokulab.census.TwoBandCount.SampledClass;
import org.sudokulab.census.TwoBandCount.SignatureClass;
import org.sudokulab.census.TwoBandCount.TableMade;
import org.sudokulab.census.TwoBandCount.Tables;

/**
 * N of many signature classes through tables of their halves, each table made once and shared. At any stack s a
 * class splits into the R digits in column (s, 0) and the R in (s, 1); each half is R points with bit s fixed, and
 * up to the stack permutations and column swaps there are few of them (2x6: 1,358 types against 63,199 classes of
 * twelve halves each), so a half's table ({@link BandColourings#table}), made for its type, serves every class
 * with a half of that type, and each class's N is one {@link BandColourings#join}. The 122 heavy classes first in
 * the 2x6 journal have 1,464 halves of 30 types; counted through 20 tables they took a quarter of the count's time
 * (docs/census.md).
 */
final class SharedHalves {
    private final int rows;
    private final BandColourings colourings;
    private final int[][] inverses;
    private final List<int[]> permutations;
    /** Where the tables are kept over runs; null to keep them in memory only. */
    private final TableShelf shelf;
    /** Hears of each shelved table refused as damaged (it is made again). */
    private final Consumer<String> refused;

    SharedHalves(int rows) {
        this(rows, null, message -> {});
    }

    SharedHalves(int rows, TableShelf shelf, Consumer<String> refused) {
        this.rows = rows;
        this.colourings = new BandColourings(rows);
        this.inverses = TwoBandCount.inverses(TwoBandCount.pointMaps(rows));
        this.permutations = BoxSymmetry.permutations(rows);
        this.shelf = shelf;
        this.refused = refused;
    }

    /**
     * A half of a class: its type (the key of its canonical point counts, those its table is made for), and where
     * each column of the class (stack k, side b at 2k + b) goes in the type's table.
     */
    record Half(String type, int[] counts, int[] columns) {}

    /** The half of class counts {@code counts} whose digits sit in column (stack, side). */
    Half half(int[] counts, int stack, int side) {
        int[] half = new int[counts.length];
        for (int p = 0; p < counts.length; p++) {
            half[p] = (p >> stack & 1) == side ? counts[p] : 0;
        }
        int map = TwoBandCount.canonicalMap(half, inverses);
        int[] image = new int[half.length];
        for (int q = 0; q < image.length; q++) {
            image[q] = half[inverses[map][q]];
        }
        // the point map sends bit j of a point, swapped by bit j of flip, to bit perm[j]: so too the columns
        int[] perm = permutations.get(map >> rows);
        int flip = map & ((1 << rows) - 1);
        int[] columns = new int[2 * rows];
        for (int j = 0; j < rows; j++) {
            for (int b = 0; b < 2; b++) {
                columns[2 * j + b] = 2 * perm[j] + (b ^ (flip >> j & 1));
            }
        }
        return new Half(TwoBandCount.key(image), image, columns);
    }

    /** A class split into two halves at one stack. */
    record Split(SignatureClass signatureClass, int stack, Half first, Half second) {
        List<Half> halves() {
            return List.of(first, second);
        }
    }

    /**
     * Each class split at the stack whose two half types are the most common among all the halves of
     * {@code classes} (the product of their frequencies), so that few tables serve them all; the splits in an order
     * that keeps each table's uses together: by the more used of the two types, then by the other.
     */
    List<Split> plan(List<SignatureClass> classes) {
        List<String[]> types = new ArrayList<>(); // per class, the types of its halves at stack s: 2s and 2s + 1
        Map<String, Integer> frequency = new HashMap<>();
        for (SignatureClass c : classes) {
            String[] halves = new String[2 * rows];
            for (int h = 0; h < halves.length; h++) {
                halves[h] = half(c.counts(), h / 2, h % 2).type();
                frequency.merge(halves[h], 1, Integer::sum);
            }
            types.add(halves);
        }
        List<Split> splits = new ArrayList<>();
        for (int i = 0; i < classes.size(); i++) {
            String[] halves = types.get(i);
            int best = 0;
            long bestWeight = -1;
            for (int s = 0; s < rows; s++) {
                long weight = (long) frequency.get(halves[2 * s]) * frequency.get(halves[2 * s + 1]);
                if (weight > bestWeight) {
                    best = s;
                    bestWeight = weight;
                }
            }
            int[] counts = classes.get(i).counts();
            splits.add(new Split(classes.get(i), best, half(counts, best, 0), half(counts, best, 1)));
        }
        return ordered(splits);
    }

    /**
     * The splits moved, each, to the stack whose smaller table is least among those whose two types have a size in
     * {@code sizes} (the tables a run makes anyway, made first), and ordered as in {@link #plan}. A join's time
     * goes with its smaller table's states (one lookup in the other for each), and the plan's splits, chosen for
     * sharing, join tables of 4.1 million states at the median where other stacks of the same classes have tables
     * of thousands (docs/census.md).
     */
    List<Split> bySize(List<Split> splits, Map<String, Integer> sizes) {
        List<Split> moved = new ArrayList<>();
        for (Split s : splits) {
            Split best = s;
            long least = smaller(s.first(), s.second(), sizes);
            int[] counts = s.signatureClass().counts();
            for (int stack = 0; stack < rows; stack++) {
                Half first = half(counts, stack, 0);
                Half second = half(counts, stack, 1);
                long smaller = smaller(first, second, sizes);
                if (smaller < least) {
                    best = new Split(s.signatureClass(), stack, first, second);
                    least = smaller;
                }
            }
            moved.add(best);
        }
        return ordered(moved);
    }

    /** The smaller of the two halves' table sizes; past any size when either is not known. */
    private static long smaller(Half first, Half second, Map<String, Integer> sizes) {
        Integer f = sizes.get(first.type());
        Integer g = sizes.get(second.type());
        return f == null || g == null ? Long.MAX_VALUE : Math.min(f, g);
    }

    /** The splits in an order that keeps each table's uses together: by the more used type, then the other. */
    private static List<Split> ordered(List<Split> splits) {
        Map<String, Integer> uses = new HashMap<>();
        for (Split s : splits) {
            uses.merge(s.first().type(), 1, Integer::sum);
            uses.merge(s.second().type(), 1, Integer::sum);
        }
        Comparator<String> moreUsed =
                Comparator.<String>comparingInt(uses::get).reversed().thenComparing(Comparator.naturalOrder());
        return splits.stream()
                .map(s -> moreUsed.compare(s.first().type(), s.second().type()) <= 0
                        ? s
                        : new Split(s.signatureClass(), s.stack(), s.second(), s.first()))
                .sorted(Comparator.comparing((Split s) -> s.first().type(), moreUsed)
                        .thenComparing(s -> s.second().type(), moreUsed))
                .toList();
    }

    /**
     * A class's N, the seconds its join took, and the seconds this join's thread spent reading its tables from the
     * shelf (tables made apart).
     */
    record Joined(SignatureClass signatureClass, BigInteger bands, double seconds, double readSeconds) {}

    /** What {@link #shelve} makes: the tables whose size is not known, or those whose file is not on the shelf. */
    enum Missing {
        /** Before {@link #bySize}, which needs every size. */
        SIZES,
        /**
         * After it: made here on every thread, where the joins would make each in turn while the other threads wait
         * for it (the splits come by type). Measured on 2x6 with the folder lost: one core and a fifth busy.
         */
        FILES
    }

    /**
     * Makes the table of each of the splits' types that is {@code missing}, on {@code threads} threads, and shelves
     * it; {@code progress} hears of each, out of those missing. Returns false when stopped (the tables made so far
     * are shelved).
     */
    boolean shelve(
            List<Split> splits,
            Missing missing,
            int threads,
            BooleanSupplier stop,
            Consumer<TableMade> built,
            Progress progress) {
        Map<String, TableShelf.Shelved> shelved = missing == Missing.SIZES ? shelf.list(refused) : shelf.filed(refused);
        Map<String, Half> unshelved = new LinkedHashMap<>();
        for (Split s : splits) {
            for (Half h : s.halves()) {
                if (!shelved.containsKey(h.type())) {
                    unshelved.putIfAbsent(h.type(), h);
                }
            }
        }
        List<Half> toMake = List.copyOf(unshelved.values());
        AtomicInteger next = new AtomicInteger();
        AtomicBoolean stopped = new AtomicBoolean();
        int[] madeHere = {0};
        Callable<Void> worker = () -> {
            for (int i = next.getAndIncrement(); i < toMake.size() && !stopped.get(); i = next.getAndIncrement()) {
                HalfTable made = stop.getAsBoolean()
                        ? null
                        : make(toMake.get(i), stop, b -> {
                            synchronized (this) {
                                built.accept(b);
                                progress.tablesMade(++madeHere[0], toMake.size());
                            }
                        });
                if (made == null) {
                    stopped.set(true);
                }
            }
            return null;
        };
        return invokeAll(worker, threads) && !stopped.get();
    }

    /**
     * The half's table, made here and shelved when there is a shelf; {@code built} hears of it, its seconds with the
     * writing (a run's cost). Null when stopped.
     */
    private HalfTable make(Half h, BooleanSupplier stop, Consumer<TableMade> built) {
        long start = System.nanoTime();
        HalfTable made = colourings.table(h.counts(), stop);
        if (made != null) {
            if (shelf != null) {
                shelf.write(h.type(), made.states(), (System.nanoTime() - start) / 1e9);
            }
            built.accept(new TableMade(h.type(), made.size(), (System.nanoTime() - start) / 1e9));
        }
        return made;
    }

    /** The sizes of the shelf's tables of the splits' types. */
    Map<String, Integer> shelvedSizes(List<Split> splits) {
        Map<String, TableShelf.Shelved> shelved = shelf.list(refused);
        Map<String, Integer> sizes = new HashMap<>();
        for (Split s : splits) {
            for (Half h : s.halves()) {
                TableShelf.Shelved t = shelved.get(h.type());
                if (t != null) {
                    sizes.put(h.type(), t.states());
                }
            }
        }
        return sizes;
    }

    /**
     * Joins the splits on {@code threads} threads, each taking the next split in order; each table is made when
     * first needed (by the thread that needs it; another that needs it meanwhile waits) and kept while it has
     * splits to come and the tables' states stay within {@code budget}; past it, the table whose next use is
     * furthest goes first. Returns false when stopped (the classes joined so far have been reported).
     */
    boolean run(
            List<Split> splits,
            int threads,
            long budget,
            BooleanSupplier stop,
            Consumer<TableMade> built,
            Consumer<Joined> joined) {
        Store store = new Store(splits, budget, built);
        AtomicBoolean stopped = new AtomicBoolean();
        Callable<Void> worker = () -> {
            for (int i = store.next(); i < splits.size() && !stopped.get(); i = store.next()) {
                Split s = splits.get(i);
                Joined j = stop.getAsBoolean() ? null : join(s, store, stop);
                if (j == null) {
                    stopped.set(true);
                } else {
                    synchronized (store) {
                        joined.accept(j);
                    }
                    store.joined(s);
                }
            }
            return null;
        };
        return invokeAll(worker, threads) && !stopped.get();
    }

    /** Runs {@code threads} copies of the worker; false when interrupted. */
    private static boolean invokeAll(Callable<Void> worker, int threads) {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (Future<Void> f : pool.invokeAll(Collections.nCopies(threads, worker))) {
                f.get();
            }
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof IOException io
                    ? new UncheckedIOException(io)
                    : cause instanceof RuntimeException r ? r : new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }
    }

    /** One split's join, its tables from the store; null when stopped. */
    private Joined join(Split s, Store store, BooleanSupplier stop) {
        double[] read = {0};
        HalfTable first = store.table(s.first(), stop, read);
        HalfTable second = first == null ? null : store.table(s.second(), stop, read);
        if (second == null) {
            return null;
        }
        long start = System.nanoTime();
        BigInteger n = first.size() <= second.size()
                ? colourings.join(first, s.first().columns(), second, s.second().columns(), stop)
                : colourings.join(second, s.second().columns(), first, s.first().columns(), stop);
        return n == null ? null : new Joined(s.signatureClass(), n, (System.nanoTime() - start) / 1e9, read[0]);
    }

    /** The tables of a run, made or being made, shared by its threads (see {@link #run}). */
    private final class Store {
        /** Per type, the positions of the splits that use it, ascending. */
        private final Map<String, int[]> usesAt = new HashMap<>();

        private final Map<String, Integer> usesLeft = new HashMap<>();
        private final Map<String, CompletableFuture<HalfTable>> tables = new HashMap<>();
        private final long budget;
        private final Consumer<TableMade> built;
        private int cursor;

        Store(List<Split> splits, long budget, Consumer<TableMade> built) {
            this.budget = budget;
            this.built = built;
            Map<String, List<Integer>> at = new HashMap<>();
            for (int i = 0; i < splits.size(); i++) {
                for (Half h : splits.get(i).halves()) {
                    at.computeIfAbsent(h.type(), t -> new ArrayList<>()).add(i);
                }
            }
            at.forEach((type, positions) -> {
                usesAt.put(type, positions.stream().mapToInt(Integer::intValue).toArray());
                usesLeft.put(type, positions.size());
            });
        }

        synchronized int next() {
            return cursor++;
        }

        /**
         * The half's table: kept, being made by another thread (waited for), or made here: read from the shelf
         * (the seconds added to {@code read}), or else made (and shelved). Null when stopped.
         */
        HalfTable table(Half half, BooleanSupplier stop, double[] read) {
            CompletableFuture<HalfTable> table;
            boolean mine;
            synchronized (this) {
                table = tables.get(half.type());
                mine = table == null;
                if (mine) {
                    table = new CompletableFuture<>();
                    tables.put(half.type(), table);
                }
            }
            if (!mine) {
                return table.join();
            }
            HalfTable made = null;
            try {
                long start = System.nanoTime();
                made = shelved(half);
                read[0] += made == null ? 0 : (System.nanoTime() - start) / 1e9;
                if (made == null) {
                    made = make(half, stop, b -> {
                        synchronized (this) {
                            built.accept(b);
                        }
                    });
                }
            } finally {
                synchronized (this) {
                    if (made == null) {
                        tables.remove(half.type());
                    }
                }
                table.complete(made);
            }
            return made;
        }

        /** The half's table from the shelf; null when there is none, or it was refused as damaged. */
        private HalfTable shelved(Half half) {
            if (shelf == null) {
                return null;
            }
            try {
                LongCounts states = shelf.read(half.type());
                return states == null ? null : colourings.table(half.counts(), states);
            } catch (IOException e) {
                refused.accept(e.getMessage());
                return null;
            }
        }

        /** A split joined: its tables lose a use; those with none left go, then the furthest used past the budget. */
        synchronized void joined(Split s) {
            for (Half h : s.halves()) {
                if (usesLeft.merge(h.type(), -1, Integer::sum) == 0) {
                    tables.remove(h.type());
                }
            }
            long states = 0;
            for (CompletableFuture<HalfTable> t : tables.values()) {
                states += t.isDone() && t.join() != null ? t.join().size() : 0;
            }
            while (states > budget) {
                String furthest = null;
                int furthestUse = -1;
                for (Map.Entry<String, CompletableFuture<HalfTable>> e : tables.entrySet()) {
                    int use = nextUse(e.getKey());
                    if (e.getValue().isDone() && use > furthestUse) {
                        furthest = e.getKey();
                        furthestUse = use;
                    }
                }
                if (furthest == null) {
                    return;
                }
                HalfTable dropped = tables.remove(furthest).join();
                states -= dropped == null ? 0 : dropped.size();
            }
        }

        /** The position of the type's next split not yet handed out (its last when none is left). */
        private int nextUse(String type) {
            int[] at = usesAt.get(type);
            int i = Arrays.binarySearch(at, cursor);
            return at[i >= 0 ? i : Math.min(-i - 1, at.length - 1)];
        }
    }

    /**
     * How many states the tables kept may hold: a state takes 32 to 64 bytes, so at most half the heap, the rest left
     * to the tables being made. A quarter made the 2x6 sample make tables again for 7,465 s, after 4,864 s of first
     * builds (docs/census.md).
     */
    static long budget() {
        return Runtime.getRuntime().maxMemory() / 128;
    }

    /** The sample's classes, each with the seconds of its join, and its tables. */
    record Sampled(List<SampledClass> classes, Tables tables) {}

    /**
     * Joins the classes of {@code sample} split as the plan of all {@code classes} splits them (so the sample's
     * joins and tables are those a whole count would do), and projects the tables' cost. With a shelf, as a run
     * with one does: the tables of the sample's splits are made first (those not shelved yet), then each class is
     * split {@link #bySize} among the plan's types on the shelf, which a whole run, knowing all of them, can only
     * better; a class's seconds are then its join's and its tables' reading.
     */
    Sampled sample(
            List<SignatureClass> classes,
            List<SignatureClass> sample,
            int threads,
            BooleanSupplier stop,
            Progress progress) {
        List<Split> plan = plan(classes);
        Map<String, Integer> classesOf = new HashMap<>();
        for (Split s : plan) {
            classesOf.merge(s.first().type(), 1, Integer::sum);
            if (!s.second().type().equals(s.first().type())) {
                classesOf.merge(s.second().type(), 1, Integer::sum);
            }
        }
        Set<SignatureClass> drawn = Collections.newSetFromMap(new IdentityHashMap<>());
        drawn.addAll(sample);
        List<Split> splits =
                plan.stream().filter(s -> drawn.contains(s.signatureClass())).toList();
        List<SampledClass> joined = new ArrayList<>();
        Map<String, TableMade> firstBuilds = new LinkedHashMap<>();
        double[] seconds = {0};
        Consumer<TableMade> built = b -> {
            firstBuilds.putIfAbsent(b.type(), b);
            seconds[0] += b.seconds();
        };
        if (shelf != null) {
            if (!shelve(splits, Missing.SIZES, threads, stop, built, progress)) {
                return new Sampled(List.of(), new Tables(classesOf.size(), List.of(), seconds[0], 0, 0));
            }
            Map<String, TableShelf.Shelved> shelved = shelf.list(refused);
            for (Split s : splits) {
                for (Half h : s.halves()) {
                    TableShelf.Shelved t = shelved.get(h.type());
                    if (t != null) {
                        firstBuilds.putIfAbsent(h.type(), new TableMade(h.type(), t.states(), t.seconds()));
                    }
                }
            }
            splits = bySize(splits, shelvedSizes(plan));
        }
        int all = splits.size();
        run(splits, threads, budget(), stop, built, j -> {
            SignatureClass c = j.signatureClass();
            double spent = j.seconds() + j.readSeconds();
            joined.add(new SampledClass(TwoBandCount.key(c.counts()), c.signatures(), j.bands(), spent));
            progress.classesDone(joined.size(), all);
        });
        double projected = 0;
        double variance = 0; // as if the types were met independently, each with its odds
        for (TableMade b : firstBuilds.values()) {
            double odds = metOdds(classes.size(), classesOf.get(b.type()), splits.size());
            projected += b.seconds() / odds;
            variance += (1 - odds) / (odds * odds) * b.seconds() * b.seconds();
        }
        return new Sampled(
                joined,
                new Tables(
                        classesOf.size(),
                        List.copyOf(firstBuilds.values()),
                        seconds[0],
                        projected,
                        Math.sqrt(variance)));
    }

    /** The odds that k of n classes, drawn without replacement, include one of the f with a given type. */
    private static double metOdds(int n, int f, int k) {
        double missed = 1;
        for (int i = 0; i < k && missed > 0; i++) {
            missed *= Math.max(0, (double) (n - f - i) / (n - i));
        }
        return 1 - missed;
    }
}
