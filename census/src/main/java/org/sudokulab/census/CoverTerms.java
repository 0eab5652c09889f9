package org.sudokulab.census;

import java.io.IOException;
import java.io.Serializable;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.SymmetricGrids;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.Journal;

/**
 * Burnside's terms A(g) by a method that shares no counting code with the census's search and band classes: A(g) =
 * (1/n!) x the sum, over the cycle types t of the relabellings, of |t| Fix(g, s_t), each Fix the number of grids X
 * with X(g c) = s_t(X(c)) for every cell c, counted by a backend's exact cover ({@link SymmetricGrids}: no box held
 * fixed, no symmetry broken, no relabelling orbit used). Where a class's Fix are too many to enumerate (a short probe
 * of the search says so, {@link Settings}), Knuth's random walks down the same search estimate them, with a standard
 * error.
 */
public final class CoverTerms {
    /**
     * One class: A by the census (null when unknown) and by the cover, {@code exact} or {@code estimate} (one of
     * them; neither when the run was stopped before the class finished).
     */
    public record Term(String element, long size, BigInteger census, BigInteger exact, SymmetricGrids.Estimate estimate)
            implements Serializable {
        public Term {
            if (exact != null && estimate != null) {
                throw new IllegalArgumentException(element + ": an A is exact or estimated, not both");
            }
        }

        /**
         * "equal" or "DIFFERENT" for an exact A; for an estimate, how many standard errors the census's A lies
         * from it ("z=+0.42"); "-" when either is unknown.
         */
        public String agreement() {
            if (census == null || (exact == null && estimate == null)) {
                return "-";
            }
            if (exact != null) {
                return exact.equals(census) ? "equal" : "DIFFERENT";
            }
            return String.format(Locale.ROOT, "z=%+.2f", z());
        }

        /**
         * (census - estimate) / its standard error; 0 when they are equal (walks that all give the same product have
         * no spread).
         */
        public double z() {
            double gap = census.doubleValue() - estimate.mean();
            return gap == 0 ? 0 : gap / estimate.standardError();
        }
    }

    /**
     * The whole table: how the terms were counted ({@link Settings#method}), the identity's A by the census (all
     * grids / n!; null when unknown) and by that method ({@link #STACKS} only; else null), every other class, and
     * their sum of size x A by the census and by the method (its exact part, its estimated part and that part's
     * standard error).
     */
    public record Table(
            Geometry geometry,
            String method,
            long groupOrder,
            BigInteger identity,
            BigInteger identityByMethod,
            List<Term> terms,
            BigInteger censusSum,
            BigInteger coverExactSum,
            double coverEstimatedSum,
            double coverStandardError,
            boolean complete) {}

    /**
     * How the terms are counted: {@link #STACKS}, or a backend's exact cover (its id, so that a cluster's JVMs find
     * their own); for the cover, the classes counted exactly, those whose grids under all the relabellings tried
     * number at most {@code exactUpTo} by a probe of {@link #PROBE} walks (the others are estimated), and the walks
     * per relabelling type of an estimate, and their seed.
     */
    public record Settings(String method, long exactUpTo, int walks, long seed) implements Serializable {
        public Settings {
            if (walks < 1 || exactUpTo < 0) {
                throw new IllegalArgumentException("at least one walk, and a bound of at least 0 on exact counts");
            }
        }
    }

    /**
     * The method that counts every class exactly, the identity included, by the two stacks of 2 x C boxes (see
     * {@link #byStacks}); no backend, no walks.
     */
    public static final String STACKS = "stacks";

    /** Whether {@link #STACKS} counts g's classes: 2x3, 2x4 and 2x5 boxes. */
    public static boolean byStacks(Geometry g) {
        return TwoStackCount.supports(g);
    }

    /** The walks per relabelling type that decide whether a class is counted or estimated. */
    public static final int PROBE = 1000;

    private final Geometry geometry;
    private final BurnsideByClasses burnside;

    public CoverTerms(Geometry geometry) {
        this.geometry = geometry;
        this.burnside = new BurnsideByClasses(geometry);
    }

    /** {@code b} as a counter of symmetric grids, when it is one. */
    public static Optional<SymmetricGrids> backend(SolverBackend b) {
        return b instanceof SymmetricGrids s ? Optional.of(s) : Optional.empty();
    }

    /**
     * Every class but the identity by the cover, or every class by {@link #STACKS}, on {@code engine}, beside
     * {@code census} (A by element, from the census's journal or count; classes missing there are reported without
     * agreement). With {@code journal} not
     * null the terms are kept there as they finish, and those it holds are taken (bad lines go to {@code badLine}
     * and their classes are counted again). {@code stop} ends the run early with the classes finished so far.
     */
    public Table table(
            Map<String, BigInteger> census,
            Settings settings,
            Engine engine,
            Path journal,
            BooleanSupplier stop,
            Consumer<Term> progress,
            Consumer<String> badLine)
            throws IOException {
        boolean stacks = settings.method().equals(STACKS);
        if (stacks && !byStacks(geometry)) {
            throw new IllegalArgumentException(
                    "counts by stacks take 2x3, 2x4 and 2x5 boxes, not " + geometry.describe());
        }
        List<BurnsideByClasses.ConjugacyClass> classes = new ArrayList<>();
        BurnsideByClasses.ConjugacyClass identityClass = null;
        for (BurnsideByClasses.ConjugacyClass c : burnside.conjugacyClasses()) {
            if (BurnsideByClasses.isIdentity(c.cells())) {
                identityClass = c;
            } else {
                classes.add(c);
            }
        }
        BigInteger identity = census.get(identityClass.element());
        Map<String, Term> done = new HashMap<>();
        if (journal != null) {
            for (Term t : read(Journal.read(journal), journal.toString(), badLine)) {
                done.put(t.element(), t);
            }
        }
        List<BurnsideByClasses.ConjugacyClass> todo = new ArrayList<>();
        if (stacks && !done.containsKey(identityClass.element())) {
            todo.add(identityClass); // all grids by stacks too: the longest class, so it starts first
        }
        for (BurnsideByClasses.ConjugacyClass c : classes) {
            if (!done.containsKey(c.element())) {
                todo.add(c);
            }
        }
        Shared shared = new Shared(geometry.boxRows(), geometry.boxCols(), settings);
        try (Journal out = journal == null ? null : Journal.open(journal, HEADER)) {
            engine.runUntil(
                    shared,
                    todo,
                    CoverTerms::term,
                    (i, t) -> {
                        if (t.exact() != null || t.estimate() != null) {
                            done.put(t.element(), t);
                            if (out != null) {
                                out.append(line(t, census.get(t.element())));
                            }
                            progress.accept(t);
                        }
                    },
                    stop);
        }
        List<Term> terms = new ArrayList<>();
        BigInteger censusSum = BigInteger.ZERO;
        BigInteger exactSum = BigInteger.ZERO;
        double estimated = 0;
        double variance = 0;
        for (BurnsideByClasses.ConjugacyClass c : classes) {
            Term t = done.get(c.element());
            BigInteger a = census.get(c.element());
            terms.add(
                    new Term(c.element(), c.size(), a, t == null ? null : t.exact(), t == null ? null : t.estimate()));
            BigInteger size = BigInteger.valueOf(c.size());
            censusSum = a == null ? censusSum : censusSum.add(size.multiply(a));
            if (t != null && t.exact() != null) {
                exactSum = exactSum.add(size.multiply(t.exact()));
            } else if (t != null) {
                estimated += c.size() * t.estimate().mean();
                variance += Math.pow(c.size() * t.estimate().standardError(), 2);
            }
        }
        Term byMethod = stacks ? done.get(identityClass.element()) : null;
        boolean complete = byMethod != null || !stacks;
        for (BurnsideByClasses.ConjugacyClass c : classes) {
            complete &= done.containsKey(c.element());
        }
        return new Table(
                geometry,
                stacks ? STACKS : "cover",
                burnside.groupOrder(),
                identity,
                byMethod == null ? null : byMethod.exact(),
                terms,
                censusSum,
                exactSum,
                estimated,
                Math.sqrt(variance),
                complete);
    }

    private record Shared(int boxRows, int boxCols, Settings settings) implements Serializable {}

    /**
     * One class on whatever JVM the engine chose: counted when a short probe puts its grids under all relabellings
     * within the bound (classes without any, most of them, are counted in milliseconds), else estimated. The
     * choice depends on the seed only, not on the machine's speed, so a run gives the same table anywhere.
     */
    private static Term term(Shared shared, BurnsideByClasses.ConjugacyClass c, Engine.Context context) {
        Geometry g = Geometry.boxes(shared.boxRows(), shared.boxCols());
        Settings settings = shared.settings();
        if (settings.method().equals(STACKS)) {
            BigInteger a = new TwoStackCount(g, context.cancellation()::isCancelled).a(c.cells());
            return new Term(c.element(), c.size(), null, a, null);
        }
        SolverBackend found = Backends.builtIn(settings.method())
                .orElseThrow(() -> new IllegalStateException("no backend " + settings.method()));
        SymmetricGrids counter = backend(found)
                .orElseThrow(() -> new IllegalStateException(found.id() + " does not count symmetric grids"));
        Limits limits = Limits.none().withCancellation(context.cancellation());
        Random random = new Random(settings.seed() * 31 + c.element().hashCode());
        Optional<Double> probe = fixedGrids(counter, g, c.cells(), random, limits);
        if (probe.isEmpty()) {
            return new Term(c.element(), c.size(), null, null, null);
        }
        if (probe.get() <= settings.exactUpTo()) {
            return new Term(c.element(), c.size(), null, exactA(counter, g, c.cells(), limits), null);
        }
        return new Term(
                c.element(),
                c.size(),
                null,
                null,
                estimatedA(counter, g, c.cells(), settings.walks(), random, limits)
                        .orElse(null));
    }

    /** Knuth's estimate of the grids fixed under the relabellings tried, all of them, by {@link #PROBE} walks each. */
    private static Optional<Double> fixedGrids(
            SymmetricGrids counter, Geometry g, int[] cells, Random random, Limits limits) {
        double sum = 0;
        for (int[] type : relabellingTypes(g.size(), cells)) {
            Optional<SymmetricGrids.Estimate> e =
                    counter.estimateSymmetricGrids(g, cells, relabelling(g.size(), type), PROBE, random, limits);
            if (e.isEmpty()) {
                return Optional.empty();
            }
            sum += e.get().mean();
        }
        return Optional.of(sum);
    }

    /** A(g) exactly, or null when {@code limits} (one deadline for all the relabelling types) stopped a count. */
    public static BigInteger exactA(SymmetricGrids counter, Geometry g, int[] cells, Limits limits) {
        int n = g.size();
        Limits.Deadline deadline = limits.start();
        return overRelabellings(n, cells, s -> {
            long left = deadline.remainingNanos();
            if (left <= 0 || deadline.stopReason() != null) {
                return null;
            }
            OptionalLong fixed = counter.symmetricGrids(g, cells, s, limits.withTimeout(Duration.ofNanos(left)));
            return fixed.isPresent() ? BigInteger.valueOf(fixed.getAsLong()) : null;
        });
    }

    /**
     * A(g) = (1/n!) x the sum over the cycle types t of the relabellings that can fix a grid under g of |t| x
     * {@code fixed} of t's representative (the grids X with X(g c) = s(X(c))); null when {@code fixed} gives null.
     *
     * @throws IllegalStateException when the sum is not a multiple of n!: the counts are wrong
     */
    static BigInteger overRelabellings(int n, int[] cells, Function<int[], BigInteger> fixed) {
        BigInteger sum = BigInteger.ZERO;
        for (int[] type : relabellingTypes(n, cells)) {
            BigInteger f = fixed.apply(relabelling(n, type));
            if (f == null) {
                return null;
            }
            sum = sum.add(classSize(n, type).multiply(f));
        }
        BigInteger[] a = sum.divideAndRemainder(GridEnumerator.factorial(n));
        if (a[1].signum() != 0) {
            throw new IllegalStateException(
                    "Burnside's sum over the relabellings, " + sum + ", is not a multiple of " + n + "!");
        }
        return a[0];
    }

    /** Knuth's estimate of A(g): each relabelling type's estimate weighted as in {@link #exactA}. */
    public static Optional<SymmetricGrids.Estimate> estimatedA(
            SymmetricGrids counter, Geometry g, int[] cells, int walks, Random random, Limits limits) {
        int n = g.size();
        double nFactorial = GridEnumerator.factorial(n).doubleValue();
        double mean = 0;
        double variance = 0;
        for (int[] type : relabellingTypes(n, cells)) {
            Optional<SymmetricGrids.Estimate> fixed =
                    counter.estimateSymmetricGrids(g, cells, relabelling(n, type), walks, random, limits);
            if (fixed.isEmpty()) {
                return Optional.empty();
            }
            double weight = classSize(n, type).doubleValue() / nFactorial;
            mean += weight * fixed.get().mean();
            variance += Math.pow(weight * fixed.get().standardError(), 2);
        }
        return Optional.of(new SymmetricGrids.Estimate(mean, Math.sqrt(variance), walks));
    }

    /**
     * The cycle types (partitions of n) of the relabellings that can fix a grid under g: every digit lies on some
     * orbit of g, and s must bring it back after that orbit's length, so each part divides an orbit's length.
     */
    static List<int[]> relabellingTypes(int n, int[] cells) {
        boolean[] length = new boolean[cells.length + 1];
        for (int[] orbit : Cycles.of(cells)) {
            length[orbit.length] = true;
        }
        List<int[]> out = new ArrayList<>();
        for (int[] type : partitions(n, n)) {
            boolean possible = true;
            for (int part : type) {
                boolean divides = false;
                for (int l = part; l < length.length && !divides; l += part) {
                    divides = length[l];
                }
                possible &= divides;
            }
            if (possible) {
                out.add(type);
            }
        }
        return out;
    }

    private static List<int[]> partitions(int m, int largest) {
        List<int[]> out = new ArrayList<>();
        if (m == 0) {
            out.add(new int[0]);
            return out;
        }
        for (int first = Math.min(m, largest); first >= 1; first--) {
            for (int[] rest : partitions(m - first, first)) {
                int[] p = new int[rest.length + 1];
                p[0] = first;
                System.arraycopy(rest, 0, p, 1, rest.length);
                out.add(p);
            }
        }
        return out;
    }

    /** The relabelling with the cycles of {@code type} on consecutive digits. */
    static int[] relabelling(int n, int[] type) {
        int[] s = new int[n];
        int from = 0;
        for (int part : type) {
            for (int k = 0; k < part; k++) {
                s[from + k] = from + (k + 1) % part;
            }
            from += part;
        }
        return s;
    }

    /** How many permutations of n have this cycle type: n! / (prod of parts x prod of multiplicities!). */
    static BigInteger classSize(int n, int[] type) {
        BigInteger below = BigInteger.ONE;
        int run = 0;
        for (int i = 0; i < type.length; i++) {
            below = below.multiply(BigInteger.valueOf(type[i]));
            run = i > 0 && type[i] == type[i - 1] ? run + 1 : 1;
            below = below.multiply(BigInteger.valueOf(run));
        }
        return GridEnumerator.factorial(n).divide(below);
    }

    private static final String HEADER = "# census cover: A by the census, how the method (the cover, or stacks) found"
            + " it (exact or estimate), A by the method, its standard error, walks per relabelling type, agreement,"
            + " class size, a representative; one class a line";

    /** A journal line: the census's A ("-" when unknown), the method's, their agreement, the class. */
    static String line(Term t, BigInteger census) {
        Term with = new Term(t.element(), t.size(), census, t.exact(), t.estimate());
        String a = census == null ? "-" : census.toString();
        if (t.exact() != null) {
            return String.join(
                    " ", a, "exact", t.exact().toString(), "0", "0", with.agreement(), "" + t.size(), t.element());
        }
        SymmetricGrids.Estimate e = t.estimate();
        return String.join(
                " ",
                a,
                "estimate",
                String.format(Locale.ROOT, "%.6e", e.mean()),
                String.format(Locale.ROOT, "%.3e", e.standardError()),
                "" + e.walks(),
                with.agreement(),
                "" + t.size(),
                t.element());
    }

    /**
     * The cover's terms in journal lines ({@code file} names them in the errors: "file:line:column: what was
     * expected"); the census's A and the agreement written beside them are not read (they are recomputed).
     */
    List<Term> read(List<String> lines, String file, Consumer<String> badLine) {
        Map<String, Long> sizes = new HashMap<>();
        for (BurnsideByClasses.ConjugacyClass c : burnside.conjugacyClasses()) {
            sizes.put(c.element(), c.size());
        }
        List<Term> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).stripTrailing();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] p = line.split(" ", 8);
            int[] column = new int[8];
            for (int k = 1; k < p.length; k++) {
                column[k] = column[k - 1] + p[k - 1].length() + 1;
            }
            String at = file + ":" + (i + 1) + ":";
            try {
                if (p.length < 8) {
                    throw new Bad(0, "expected 'census-A method A error walks agreement size element'");
                }
                Long size = sizes.get(p[7]);
                if (size == null) {
                    throw new Bad(7, "expected a conjugacy class of " + geometry.describe() + " as census writes it");
                }
                if (!p[6].equals(size.toString())) {
                    throw new Bad(6, "expected the class size " + size);
                }
                if (p[1].equals("exact")) {
                    BigInteger a = new BigInteger(p[2]);
                    if (a.signum() < 0) {
                        throw new Bad(2, "expected A, a count of grids");
                    }
                    out.add(new Term(p[7], size, null, a, null));
                } else if (p[1].equals("estimate")) {
                    SymmetricGrids.Estimate e;
                    try {
                        e = new SymmetricGrids.Estimate(
                                Double.parseDouble(p[2]), Double.parseDouble(p[3]), Long.parseLong(p[4]));
                    } catch (IllegalArgumentException notAnEstimate) {
                        throw new Bad(2, "expected a mean, a standard error and walks");
                    }
                    out.add(new Term(p[7], size, null, null, e));
                } else {
                    throw new Bad(1, "expected 'exact' or 'estimate'");
                }
            } catch (Bad b) {
                badLine.accept(at + (column[b.field] + 1) + ": " + b.getMessage() + ", found '"
                        + (b.field > 0 ? p[b.field] : line) + "'");
            } catch (NumberFormatException notANumber) {
                badLine.accept(at + (column[2] + 1) + ": expected A, a count of grids, found '" + p[2] + "'");
            }
        }
        return out;
    }

    private static final class Bad extends Exception {
        final int field;

        Bad(int field, String message) {
            super(message, null, false, false);
            this.field = field;
        }
    }
}
