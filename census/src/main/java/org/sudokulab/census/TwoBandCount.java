package org.sudokulab.census;

import java.io.IOException;
import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.Journal;
import org.sudokulab.engine.LocalEngine;

/**
 * Grids of R x 2 boxes (and of 2 x R by transposition: the same count) by band signatures. There are two bands
 * of R rows; in each of the R stacks a digit sits in column 0 or 1, so a band's signature (its column sets) gives
 * every digit a point of {0,1}^R, R digits in each column. Band 2's column sets are band 1's complements, and
 * flipping every stack's columns is a symmetry, so N(band 2) = N(band 1) and
 * grids = sum over the C(2R,R)^R signatures of N^2.
 *
 * <p>The signatures are grouped, one stack at a time, into classes under the digit relabellings, the stack
 * permutations and the column swaps in each stack, none of which changes N; for R = 5 the 1,016,255,020,032
 * signatures fall into 355 classes, for R = 6 the 622,345,892,187,672,576 into 63,199. N for a class is the number
 * of ways to give rows to the digits: each digit a permutation of the R rows over the stacks, each column's R
 * digits all different rows ({@link BandColourings}). All 355 classes of 2x5 take under a second on two cores;
 * 2x6 takes days, so its count can keep a journal and be estimated from a sample first; the classes can be spread
 * over an {@link Engine}.
 */
public final class TwoBandCount {
    public static final int MAX_ROWS = 6;

    private final int rows;
    private final int digits;
    private final boolean sharedHalves;
    /** Where the half tables are kept over runs; null: in memory only. */
    private final HalfTables tables;
    /** Who hears of a damaged table file or sizes line. */
    private final Consumer<String> refused;
    /** {@link #signatureClasses()} by R, listed once per JVM (2x6: 37 s). */
    private static final Map<Integer, List<SignatureClass>> LISTED = new ConcurrentHashMap<>();

    public TwoBandCount(int rows) {
        this(rows, false);
    }

    /**
     * With {@code sharedHalves}, each class's N is a join of its halves' tables, each table made once for all the
     * classes that share it ({@link SharedHalves}), on this JVM (the engine's parallelism, as threads).
     */
    public TwoBandCount(int rows, boolean sharedHalves) {
        this(rows, sharedHalves, null, message -> {});
    }

    /**
     * As {@link #TwoBandCount(int, boolean)}, the half tables kept as {@code tables} says when not null
     * ({@link TableShelf}): made once over runs, those of unknown size before the joins, so that each class is split
     * where its smaller table is least ({@link SharedHalves#bySize}); a damaged table file or sizes line is told to
     * {@code refused} (the table is made again).
     */
    public TwoBandCount(int rows, boolean sharedHalves, HalfTables tables, Consumer<String> refused) {
        if (tables != null && !sharedHalves) {
            throw new IllegalArgumentException("a folder of half tables is for shared halves");
        }
        this.sharedHalves = sharedHalves;
        this.tables = tables;
        this.refused = refused;
        if (rows < 2 || rows > MAX_ROWS) {
            throw new IllegalArgumentException("two-band counting is for R x 2 boxes with R = 2.." + MAX_ROWS);
        }
        this.rows = rows;
        this.digits = 2 * rows;
    }

    /**
     * Where half tables are kept: their files in {@code folder}, and the journal of their sizes in {@code sizes}
     * ({@code folder/sizes.txt} when null), which may outlive the folder.
     */
    public record HalfTables(Path folder, Path sizes) {
        public HalfTables {
            Objects.requireNonNull(folder, "folder");
            sizes = sizes == null ? folder.resolve("sizes.txt") : sizes;
        }
    }

    /** Progress: classes whose N is known, of all. */
    public interface Progress {
        void classesDone(int done, int total);

        /** With a shelf of half tables, each table made before the joins, of those missing. */
        default void tablesMade(int made, int missing) {}
    }

    /** The count (a lower bound when stopped early), the band signatures, their classes, and how many were counted. */
    public record Result(BigInteger grids, long signatures, int classes, int classesCounted) {
        public boolean complete() {
            return classesCounted == classes;
        }
    }

    /** A class of signatures: how many points of each kind (index = the point's bits), how many signatures. */
    record SignatureClass(int[] counts, long signatures) implements Serializable {}

    /** {@link #count(Engine, Map, BooleanSupplier, Progress, Consumer)} on this JVM's cores, no journal. */
    public Result count(BooleanSupplier stop, Progress progress) {
        try (Engine here = LocalEngine.onEveryCore()) {
            return count(here, Map.of(), stop, progress, counted -> {});
        }
    }

    /** A class's N as a journal keeps it: the point counts (its key), the signatures in the class, N. */
    public record Counted(String key, long signatures, BigInteger bands) {
        /** One line: N, the signatures, the point counts (point 0 first). */
        public String journalLine() {
            return bands + " " + signatures + " " + key;
        }
    }

    /** What a journal gave: N by class key, and its bad lines as file:line:column: messages. */
    public record Known(Map<String, BigInteger> known, List<String> errors) {}

    /**
     * N for every signature class, the classes spread over {@code engine}, those in {@code known} (N by
     * {@link Counted#key}) taken as they are; {@code counted} hears of each class counted here as it finishes (a
     * journal's line). The sum does not depend on where or in which order the classes were counted. When
     * {@code stop} says so (read every 50 ms; a class stops within about a second) the result is a lower bound.
     */
    public Result count(
            Engine engine,
            Map<String, BigInteger> known,
            BooleanSupplier stop,
            Progress progress,
            Consumer<Counted> counted) {
        List<SignatureClass> classes = classes();
        Partition p = partition(known);
        BigInteger[] grids = {p.knownGrids()};
        int[] done = {classes.size() - p.left().size()};
        List<SignatureClass> left = p.left();
        BiConsumer<SignatureClass, BigInteger> finished = (c, n) -> {
            grids[0] = grids[0].add(term(c, n));
            counted.accept(new Counted(key(c.counts()), c.signatures(), n));
            progress.classesDone(++done[0], classes.size());
        };
        if (sharedHalves) {
            SharedHalves halves = halves();
            List<SharedHalves.Split> plan = halves.plan(left);
            if (tables != null) {
                if (!halves.shelve(
                        plan, SharedHalves.Missing.SIZES, engine.parallelism(), stop, made -> {}, progress)) {
                    return new Result(grids[0], signatures(classes), classes.size(), done[0]);
                }
                plan = halves.bySize(plan, halves.shelvedSizes(plan));
                if (!halves.shelve(
                        plan, SharedHalves.Missing.FILES, engine.parallelism(), stop, made -> {}, progress)) {
                    return new Result(grids[0], signatures(classes), classes.size(), done[0]);
                }
            }
            halves.run(
                    plan,
                    engine.parallelism(),
                    SharedHalves.budget(),
                    stop,
                    built -> {},
                    j -> finished.accept(j.signatureClass(), j.bands()));
        } else {
            engine.runUntil(
                    rows,
                    left,
                    (rows, c, where) -> new BandColourings(rows).count(c.counts(), where.cancellation()::isCancelled),
                    (i, n) -> {
                        if (n != null) {
                            finished.accept(left.get(i), n);
                        }
                    },
                    stop);
        }
        return new Result(grids[0], signatures(classes), classes.size(), done[0]);
    }

    private static long signatures(List<SignatureClass> classes) {
        return classes.stream().mapToLong(SignatureClass::signatures).sum();
    }

    private SharedHalves halves() {
        return new SharedHalves(
                rows, tables == null ? null : new TableShelf(tables.folder(), tables.sizes(), rows), refused);
    }

    /**
     * {@link #count(Engine, Map, BooleanSupplier, Progress, Consumer)} kept in the journal at {@code path} (created
     * when new): its classes are taken, each class counted here is appended as it finishes. A bad line goes to
     * {@code badLine} and its class is counted again; a failed write stops the count with an
     * {@link java.io.UncheckedIOException} that names the file.
     */
    public Result count(Engine engine, Path path, BooleanSupplier stop, Progress progress, Consumer<String> badLine)
            throws IOException {
        try (Journal journal = Journal.open(
                path,
                "# census grids --boxes 2x" + rows + ": N (bands of a signature), the class's signatures, its point "
                        + "counts; one class a line")) {
            Known read = readJournal(Journal.read(path), path.toString());
            read.errors().forEach(badLine);
            return count(engine, read.known(), stop, progress, c -> journal.append(c.journalLine()));
        }
    }

    /** The classes of the journal at {@code path}, read only (none when it does not exist); bad lines as above. */
    public Map<String, BigInteger> known(Path path, Consumer<String> badLine) throws IOException {
        Known read = readJournal(Journal.read(path), path.toString());
        read.errors().forEach(badLine);
        return read.known();
    }

    /** N of every signature class by its key ({@link Counted#key}); an empty map when stopped. */
    public Map<String, BigInteger> bandsByClass(Engine engine, BooleanSupplier stop) {
        Map<String, BigInteger> bands = new HashMap<>();
        Result r = count(engine, Map.of(), stop, (done, all) -> {}, c -> bands.put(c.key(), c.bands()));
        return r.complete() ? bands : Map.of();
    }

    /** The grids of the classes a journal gave, and the classes it did not give, in class order. */
    private record Partition(BigInteger knownGrids, List<SignatureClass> left) {}

    private Partition partition(Map<String, BigInteger> known) {
        BigInteger knownGrids = BigInteger.ZERO;
        List<SignatureClass> left = new ArrayList<>();
        for (SignatureClass c : classes()) {
            BigInteger n = known.get(key(c.counts()));
            if (n == null) {
                left.add(c);
            } else {
                knownGrids = knownGrids.add(term(c, n));
            }
        }
        return new Partition(knownGrids, left);
    }

    /** A class's grids: its signatures times N squared (band 2 has as many bands as band 1). */
    private static BigInteger term(SignatureClass c, BigInteger n) {
        return n.multiply(n).multiply(BigInteger.valueOf(c.signatures()));
    }

    /** A class's key: its point counts, point 0 first. */
    static String key(int[] counts) {
        StringBuilder key = new StringBuilder();
        for (int count : counts) {
            key.append(key.length() == 0 ? "" : ",").append(count);
        }
        return key.toString();
    }

    /**
     * A journal's lines ({@link Counted#journalLine}; # starts a comment): each must name a class of this shape
     * with its own signature count; a bad line is reported (file:line:column) and its class counted again.
     */
    public Known readJournal(List<String> lines, String file) {
        Map<String, Long> signatures = new HashMap<>();
        for (SignatureClass c : classes()) {
            signatures.put(key(c.counts()), c.signatures());
        }
        Map<String, BigInteger> known = new HashMap<>();
        List<String> errors = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String where = file + ":" + (i + 1) + ":";
            String[] f = line.trim().split(" +");
            if (f.length != 3) {
                errors.add(where + "1: expected N, the class's signatures and its point counts, found " + f.length
                        + " fields");
                continue;
            }
            int column = line.indexOf(f[2]) + 1;
            if (!f[0].matches("[0-9]+")) {
                errors.add(where + (line.indexOf(f[0]) + 1) + ": expected N, a whole number, found " + f[0]);
            } else if (!signatures.containsKey(f[2])) {
                errors.add(where + column + ": not the point counts of a signature class of " + rows + "x2 boxes");
            } else if (!f[1].equals(String.valueOf(signatures.get(f[2])))) {
                errors.add(where + (line.indexOf(f[1], line.indexOf(f[0]) + f[0].length()) + 1)
                        + ": expected the class's " + signatures.get(f[2]) + " signatures, found " + f[1]);
            } else {
                known.put(f[2], new BigInteger(f[0]));
            }
        }
        return new Known(known, errors);
    }

    /** One class of a sample: its signatures, N, and the seconds its count took. */
    public record SampledClass(String key, long signatures, BigInteger bands, double seconds) implements Serializable {}

    /**
     * What a sample's tables of shared halves tell of a whole count's: the types the whole plan needs, the tables
     * made for the sample (their states and seconds, each type's first build), and the seconds all the plan's tables
     * would take, estimated by weighing each table made by the odds that a sample of this size meets its type
     * (Horvitz-Thompson), with its standard error (the types taken as met independently).
     */
    public record Tables(
            int planned, List<TableMade> made, double seconds, double projectedSeconds, double projectedError) {}

    /** A half's table made: the key of the half's type, the table's states, the seconds it took. */
    public record TableMade(String type, int states, double seconds) {}

    /**
     * What a whole count would find and cost, from a sample: {@code size} classes drawn at random (seeded, without
     * the journal's) and counted, each timed where it ran. {@code grids} estimates the total as the journal's
     * classes plus (classes left / sample) times the sample's sum (an unbiased estimate over uniformly drawn
     * classes), with its relative standard error; {@code coreSecondsLeft} = classes left times the mean seconds per
     * class (one core; divide by the cores that count at once). With shared halves a class's seconds are its join's,
     * and the projected seconds of the {@code tables} are added.
     */
    public record Projection(
            int classes,
            int known,
            List<SampledClass> sample,
            double grids,
            double relativeError,
            double coreSecondsLeft,
            Tables tables,
            boolean complete) {}

    public Projection project(
            Engine engine,
            Map<String, BigInteger> known,
            int size,
            long seed,
            BooleanSupplier stop,
            Progress progress) {
        List<SignatureClass> classes = classes();
        Partition p = partition(known);
        BigInteger knownSum = p.knownGrids();
        List<SignatureClass> left = p.left();
        List<SignatureClass> drawn = new ArrayList<>(left);
        Collections.shuffle(drawn, new Random(seed));
        List<SignatureClass> sample = drawn.subList(0, Math.min(size, drawn.size()));
        List<SampledClass> measured;
        Tables tables = null;
        if (sharedHalves) {
            SharedHalves.Sampled sampled = halves().sample(left, sample, engine.parallelism(), stop, progress);
            measured = sampled.classes();
            tables = sampled.tables();
        } else {
            measured = countEach(engine, sample, stop, progress);
        }
        int k = measured.size();
        double[] terms = measured.stream()
                .mapToDouble(c -> new BigDecimal(c.bands().pow(2)).doubleValue() * c.signatures())
                .toArray();
        double mean = Arrays.stream(terms).average().orElse(Double.NaN);
        double variance = k < 2
                ? Double.NaN
                : Arrays.stream(terms).map(t -> (t - mean) * (t - mean)).sum() / (k - 1);
        double estimate = knownSum.doubleValue() + left.size() * mean;
        double error = left.size() * Math.sqrt(variance / k) / estimate;
        double seconds =
                measured.stream().mapToDouble(SampledClass::seconds).average().orElse(Double.NaN);
        double tableSeconds = tables == null ? 0 : tables.projectedSeconds();
        return new Projection(
                classes.size(),
                known.size(),
                measured,
                estimate,
                error,
                left.size() * seconds + tableSeconds,
                tables,
                k == sample.size());
    }

    /** A journal's class counted again by the meet in the middle: its line, N as journaled, and the new count. */
    public record Rechecked(int line, BigInteger journaled, SampledClass counted) {
        public boolean agrees() {
            return journaled.equals(counted.bands());
        }
    }

    /**
     * {@code classes} counted again of the {@code drawn} lines a journal had from line {@code from} on; fewer when
     * stopped.
     */
    public record Recheck(int from, int candidates, int drawn, List<Rechecked> classes) {}

    /**
     * Draws {@code size} of the classes the journal at {@code path} gives on line {@code from} or after (seeded) and
     * counts each again by the meet in the middle ({@link BandColourings#count}, whatever found the journal's N: a
     * run by shared halves joins tables instead), so that each slice a run appends can be checked by the old
     * method. Bad lines go to {@code badLine} and are not drawn.
     */
    public Recheck recheck(
            Engine engine,
            Path path,
            int size,
            int from,
            long seed,
            BooleanSupplier stop,
            Progress progress,
            Consumer<String> badLine)
            throws IOException {
        List<String> lines = Journal.read(path);
        Known read = readJournal(lines, path.toString());
        read.errors().forEach(badLine);
        Map<String, SignatureClass> byKey = new HashMap<>();
        for (SignatureClass c : classes()) {
            byKey.put(key(c.counts()), c);
        }
        Map<String, Integer> lineOf = new HashMap<>();
        for (int i = Math.max(0, from - 1); i < lines.size(); i++) {
            String[] f = lines.get(i).trim().split(" +");
            // a line readJournal took: a bad one never gives a class its N
            if (f.length == 3 && f[0].equals(String.valueOf(read.known().get(f[2])))) {
                lineOf.putIfAbsent(f[2], i + 1);
            }
        }
        List<String> drawn = new ArrayList<>(new TreeSet<>(lineOf.keySet()));
        Collections.shuffle(drawn, new Random(seed));
        List<SignatureClass> sample = drawn.subList(0, Math.min(size, drawn.size())).stream()
                .map(byKey::get)
                .toList();
        List<Rechecked> rechecked = countEach(engine, sample, stop, progress).stream()
                .map(c -> new Rechecked(lineOf.get(c.key()), read.known().get(c.key()), c))
                .sorted(Comparator.comparingInt(Rechecked::line))
                .toList();
        return new Recheck(from, lineOf.size(), sample.size(), rechecked);
    }

    /** Each class of the sample counted by itself where the engine puts it, and timed there. */
    private List<SampledClass> countEach(
            Engine engine, List<SignatureClass> sample, BooleanSupplier stop, Progress progress) {
        SampledClass[] counted = new SampledClass[sample.size()];
        int[] done = {0};
        engine.runUntil(
                rows,
                new ArrayList<>(sample),
                (rows, c, where) -> {
                    long start = System.nanoTime();
                    BigInteger n = new BandColourings(rows).count(c.counts(), where.cancellation()::isCancelled);
                    return n == null
                            ? null
                            : new SampledClass(key(c.counts()), c.signatures(), n, (System.nanoTime() - start) / 1e9);
                },
                (i, c) -> {
                    if (c != null) {
                        counted[i] = c;
                        progress.classesDone(++done[0], sample.size());
                    }
                },
                stop);
        return Arrays.stream(counted).filter(Objects::nonNull).toList();
    }

    /** The signature classes, listed once per JVM. */
    List<SignatureClass> classes() {
        // in key order, so that a seeded sample draws the same classes on every JVM
        return LISTED.computeIfAbsent(rows, r -> signatureClasses().stream()
                .sorted(Comparator.comparing(c -> key(c.counts())))
                .toList());
    }

    /**
     * Stack by stack: split every kind of digit by its column in the new stack (R digits in column 1), weigh by
     * the ways to choose those digits, and merge kinds that a stack permutation or column swap makes equal.
     */
    List<SignatureClass> signatureClasses() {
        Map<String, SignatureClass> level = Map.of("", new SignatureClass(new int[] {digits}, 1));
        for (int stack = 0; stack < rows; stack++) {
            int[][] inverses = inverses(pointMaps(stack + 1));
            Map<String, SignatureClass> next = new HashMap<>();
            for (SignatureClass c : level.values()) {
                split(c.counts(), 0, rows, new int[c.counts().length * 2], c.signatures(), inverses, next);
            }
            level = next;
        }
        return new ArrayList<>(level.values());
    }

    /**
     * The number of signature classes without listing them, by Burnside's lemma: the classes are the orbits of the
     * point counts under the {@code R! 2^R} maps of {@code {0,1}^R} (stack permutations, column swaps), so their
     * number is the average over the maps of the point counts a map keeps. A map keeps the counts that are constant
     * on each of its cycles of points, so those are counted cycle by cycle (how many digits so far, how many in each
     * stack's column 1). Maps of the same signed cycle type (the stack cycles' lengths and the parity of the swaps
     * along each) keep equally many, so one of each type is counted. For R = 6, where listing the classes took more
     * than 15 minutes, this takes seconds.
     */
    public static BigInteger classCount(int rows) {
        int[][] maps = pointMaps(rows);
        Map<String, int[]> types = new HashMap<>(); // signed cycle type -> a map of it
        Map<String, Long> sizes = new HashMap<>();
        int i = 0;
        for (int[] perm : BoxSymmetry.permutations(rows)) {
            for (int flip = 0; flip < (1 << rows); flip++) {
                String type = signedCycleType(perm, flip);
                types.putIfAbsent(type, maps[i]);
                sizes.merge(type, 1L, Long::sum);
                i++;
            }
        }
        BigInteger kept = BigInteger.ZERO;
        for (Map.Entry<String, int[]> t : types.entrySet()) {
            kept = kept.add(BigInteger.valueOf(keptCounts(t.getValue(), rows))
                    .multiply(BigInteger.valueOf(sizes.get(t.getKey()))));
        }
        BigInteger[] classes = kept.divideAndRemainder(BigInteger.valueOf(maps.length));
        if (classes[1].signum() != 0) {
            throw new IllegalStateException("Burnside's sum " + kept + " is not a multiple of " + maps.length);
        }
        return classes[0];
    }

    /** The cycles of the stack permutation, each with the parity of the column swaps along it, sorted. */
    private static String signedCycleType(int[] perm, int flip) {
        List<String> cycles = new ArrayList<>();
        for (int[] cycle : Cycles.of(perm)) {
            int parity = 0;
            for (int j : cycle) {
                parity ^= flip >> j & 1;
            }
            cycles.add(cycle.length + (parity == 0 ? "+" : "-"));
        }
        cycles.sort(null);
        return cycles.toString();
    }

    /**
     * The point counts {@code map} keeps: 2R digits in all, R in column 1 of every stack, equal counts on each of its
     * cycles of points.
     */
    private static long keptCounts(int[] map, int rows) {
        int digits = 2 * rows;
        int base = rows + 1;
        int perTotal = power(base, rows);
        // state: digits so far * perTotal + sum over stacks of (digits in its column 1) * base^stack
        long[] ways = new long[(digits + 1) * perTotal];
        ways[0] = 1;
        for (int[] cycle : Cycles.of(map)) {
            int length = cycle.length;
            int[] ones = new int[rows];
            for (int p : cycle) {
                for (int j = 0; j < rows; j++) {
                    ones[j] += p >> j & 1;
                }
            }
            long[] next = ways.clone(); // the cycle's points taken 0 times
            for (int state = 0; state < ways.length; state++) {
                if (ways[state] == 0) {
                    continue;
                }
                int total = state / perTotal;
                int[] column = new int[rows];
                for (int j = 0, rest = state % perTotal; j < rows; j++, rest /= base) {
                    column[j] = rest % base;
                }
                for (int m = 1; total + m * length <= digits; m++) {
                    int to = (total + m * length) * perTotal;
                    boolean fits = true;
                    for (int j = rows - 1; j >= 0 && fits; j--) {
                        int c = column[j] + m * ones[j];
                        fits = c <= rows;
                        to += c * power(base, j);
                    }
                    if (!fits) {
                        break;
                    }
                    next[to] += ways[state];
                }
            }
            ways = next;
        }
        int full = digits * perTotal;
        for (int j = 0; j < rows; j++) {
            full += rows * power(base, j);
        }
        return ways[full];
    }

    private static int power(int base, int exponent) {
        int p = 1;
        for (int i = 0; i < exponent; i++) {
            p *= base;
        }
        return p;
    }

    private void split(
            int[] counts,
            int kind,
            int ones,
            int[] into,
            long ways,
            int[][] inverses,
            Map<String, SignatureClass> out) {
        if (kind == counts.length) {
            if (ones == 0) {
                int[] canonical = canonical(into, inverses);
                out.merge(
                        Arrays.toString(canonical),
                        new SignatureClass(canonical, ways),
                        (a, b) -> new SignatureClass(a.counts(), a.signatures() + b.signatures()));
            }
            return;
        }
        for (int x = 0; x <= Math.min(counts[kind], ones); x++) {
            into[kind] = counts[kind] - x;
            into[kind + counts.length] = x;
            split(counts, kind + 1, ones - x, into, ways * binomial(counts[kind], x), inverses, out);
        }
    }

    private static long binomial(int n, int k) {
        long r = 1;
        for (int i = 0; i < k; i++) {
            r = r * (n - i) / (i + 1);
        }
        return r;
    }

    /**
     * The greatest image of the counts (compared from point 0 on) under the maps of the points, given by their
     * inverses (the image at q is the count at inverse[q], so a map is dropped at the first point where it falls
     * behind). The greatest image puts a most frequent point at 0, so only the maps that send one there are tried:
     * those with that point as their column swaps, k! of the k! 2^k ({@link #pointMaps}: index = permutation * 2^k
     * + swaps). Listing the 63,199 classes of 2x6 took 292 s comparing every whole image, 37 s so.
     */
    private static int[] canonical(int[] counts, int[][] inverses) {
        int[] inverse = inverses[canonicalMap(counts, inverses)];
        int[] best = new int[counts.length];
        for (int q = 0; q < best.length; q++) {
            best[q] = counts[inverse[q]];
        }
        return best;
    }

    /** The index of a map that gives {@link #canonical}'s image. */
    static int canonicalMap(int[] counts, int[][] inverses) {
        int points = counts.length;
        int most = Arrays.stream(counts).max().orElseThrow();
        int[] best = null;
        int bestMap = -1;
        for (int swaps = 0; swaps < points; swaps++) {
            if (counts[swaps] != most) {
                continue;
            }
            for (int i = swaps; i < inverses.length; i += points) {
                int[] inverse = inverses[i];
                int q = 0;
                while (best != null && q < points && counts[inverse[q]] == best[q]) {
                    q++;
                }
                if (best == null || q < points && counts[inverse[q]] > best[q]) {
                    best = new int[points];
                    for (int r = 0; r < points; r++) {
                        best[r] = counts[inverse[r]];
                    }
                    bestMap = i;
                }
            }
        }
        return bestMap;
    }

    static int[][] inverses(int[][] maps) {
        int[][] inverses = new int[maps.length][];
        for (int i = 0; i < maps.length; i++) {
            inverses[i] = new int[maps[i].length];
            for (int p = 0; p < maps[i].length; p++) {
                inverses[i][maps[i][p]] = p;
            }
        }
        return inverses;
    }

    /** The k! 2^k maps of {0,1}^k: a column swap per stack, then a permutation of the stacks. */
    static int[][] pointMaps(int k) {
        List<int[]> perms = BoxSymmetry.permutations(k);
        int[][] maps = new int[perms.size() << k][];
        int i = 0;
        for (int[] perm : perms) {
            for (int flip = 0; flip < (1 << k); flip++) {
                int[] map = new int[1 << k];
                for (int p = 0; p < map.length; p++) {
                    int q = 0;
                    for (int j = 0; j < k; j++) {
                        q |= (((p ^ flip) >> j) & 1) << perm[j];
                    }
                    map[p] = q;
                }
                maps[i++] = map;
            }
        }
        return maps;
    }
}
