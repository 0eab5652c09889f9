package org.sudokulab.census;

import java.io.IOException;
import java.io.Serializable;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.sudokulab.api.Geometry;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.Journal;
import org.sudokulab.engine.LocalEngine;

/**
 * Essentially different grids of an r x c box sudoku by Burnside's lemma over its geometric symmetries (band
 * permutations, row permutations within bands, the same for stacks and columns, and the transposition when the
 * boxes are square), relabelling included (Russell and Jarvis did 9x9 this way). Every grid relabels to exactly
 * one with box 1 reading 1..n, so classes = (1/|G|) sum over g of A(g), A(g) = the grids with box 1 fixed that g
 * maps to a relabelling of themselves ({@link FixedGridSearch}). The identity's A is all grids over n!.
 *
 * <p>A is constant on conjugacy classes, so it is counted once per class. G is L_rows x L_cols (the line maps that
 * keep bands, and those that keep stacks), with the transposition t on top when r = c. The classes of a product are
 * the pairs of classes; with t, conjugating (a, b) by t gives (b, a), so the classes without t are unordered pairs,
 * and (a, b) t is conjugate to (a', b') t exactly when a b is conjugate to a' b' in L: one class per class of L,
 * represented by (a, 1) t, of |L| times its size. The classes of L itself are the orbits of L under conjugation by
 * its generators.
 */
public final class BurnsideByClasses {
    /** A conjugacy class: its size, a representative as a map of the cells, what it is, A of it (null until known). */
    public record ConjugacyClass(long size, int[] cells, String element, BigInteger invariant)
            implements Serializable {}

    public record Result(
            List<ConjugacyClass> classes, BigInteger sum, BigInteger essentiallyDifferent, boolean complete) {}

    /** One term of Burnside's sum: a conjugacy class of {@code size} elements, each fixing A = {@code invariant}. */
    public record Term(String element, long size, BigInteger invariant) {}

    /**
     * The whole count: the classes of the group, all grids (the identity's term times n!), the classes with A > 0,
     * and the sum over the classes counted; {@code essentiallyDifferent} is null unless every class was.
     */
    public record Table(
            Geometry geometry,
            int conjugacyClasses,
            long groupOrder,
            BigInteger allGrids,
            List<Term> nonZero,
            int classesCounted,
            BigInteger sum,
            BigInteger essentiallyDifferent) {}

    public interface Progress {
        void classDone(int done, int total, ConjugacyClass counted);
    }

    private final Geometry geometry;
    private final int n;
    private final LineGroup rows;
    private final LineGroup columns;
    /** All grids and N of every signature class, from a grid count's journal; null when counted here. */
    private BigInteger givenGrids;

    private Map<String, BigInteger> givenBands;

    /**
     * The shapes whose grids {@link GridCount} counts in seconds (the identity's term), up to 10x10: 2x6's count
     * is a days-long job, and its classes' searches would be longer still.
     */
    public static boolean supports(Geometry g) {
        return GridCount.supports(g) && g.size() <= 10;
    }

    /**
     * The classes of 2x6 (either way round) are listed too; a count of them needs {@link #takeGrids} first.
     *
     * @throws IllegalArgumentException unless {@link #supports} the shape or it is 2x6
     */
    public BurnsideByClasses(Geometry g) {
        if (!supports(g) && !(GridCount.supports(g) && g.size() == 12 && Math.min(g.boxRows(), g.boxCols()) == 2)) {
            throw new IllegalArgumentException("essentially different grids are counted for 3x3 and 2x2, 2x3, 2x4, "
                    + "2x5 (either way round); " + g.describe() + " is not implemented");
        }
        geometry = g;
        n = g.size();
        rows = new LineGroup(g.boxRows(), n / g.boxRows());
        columns = g.boxRows() == g.boxCols() ? rows : new LineGroup(g.boxCols(), n / g.boxCols());
    }

    /**
     * Takes all grids (the identity's term) and N of every signature class (the terms of the involutions that swap
     * the bands) from the journal lines of {@code census grids} for this shape instead of counting them: 2x6's count
     * took hours on two cores.
     *
     * @throws IllegalArgumentException when a line is in error or a class is missing (file:line: what)
     */
    public void takeGrids(List<String> lines, String file) {
        TwoBandCount bands = twoBands();
        if (bands == null) {
            throw new IllegalArgumentException(
                    file + ": the grids of " + geometry.describe() + " are not counted by two bands");
        }
        TwoBandCount.Known read = bands.readJournal(lines, file);
        if (!read.errors().isEmpty()) {
            throw new IllegalArgumentException(read.errors().get(0));
        }
        BigInteger grids = BigInteger.ZERO;
        for (TwoBandCount.SignatureClass c : bands.classes()) {
            BigInteger count = read.known().get(TwoBandCount.key(c.counts()));
            if (count == null) {
                throw new IllegalArgumentException(
                        file + ": holds " + read.known().size() + " of the "
                                + bands.classes().size() + " signature classes; the grid count is not complete");
            }
            grids = grids.add(count.multiply(count).multiply(BigInteger.valueOf(c.signatures())));
        }
        givenGrids = grids;
        givenBands = read.known();
    }

    /** All grids: those taken by {@link #takeGrids}, else by {@link GridCount}; null when stopped. */
    private BigInteger allGrids(Engine engine, BooleanSupplier stop) {
        if (givenGrids != null) {
            return givenGrids;
        }
        if (!supports(geometry)) {
            throw new IllegalStateException(geometry.describe() + " needs the grids from a journal (takeGrids)");
        }
        BigInteger grids =
                GridCount.of(geometry, engine, stop, (done, all) -> {}).grids();
        return stop.getAsBoolean() ? null : grids;
    }

    public long groupOrder() {
        long order = (long) rows.maps.length * columns.maps.length;
        return square() ? 2 * order : order;
    }

    private boolean square() {
        return geometry.boxRows() == geometry.boxCols();
    }

    /** R x 2 boxes (2 x R transposed), counted by two bands; null for 3x3. */
    private TwoBandCount twoBands() {
        return square() && geometry.boxRows() == 3
                ? null
                : new TwoBandCount(Math.max(geometry.boxRows(), geometry.boxCols()));
    }

    /**
     * For a g that maps rows to rows and columns to columns: its row map and column map seen with R x 2 boxes (2 x R
     * transposed: rows and columns change places), for {@link BandTerms}; else null (3x3, the identity, the
     * transposition). Such classes take seconds by the bands where a search can take days: on 2x5, the row swap in
     * every band with the stacks swapped would visit ~4e12 nodes, and on 2x6 some classes 1e20.
     */
    int[][] twoBandMaps(int[] cells) {
        if (twoBands() == null) {
            return null;
        }
        int[] rowMap = new int[n];
        int[] colMap = new int[n];
        for (int i = 0; i < n; i++) {
            rowMap[i] = cells[i * n] / n;
            colMap[i] = cells[i] % n;
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (cells[r * n + c] != rowMap[r] * n + colMap[c]) {
                    return null;
                }
            }
        }
        boolean direct = geometry.boxCols() == 2;
        int[] bandRows = direct ? rowMap : colMap;
        int[] stackColumns = direct ? colMap : rowMap;
        return isIdentity(bandRows) && isIdentity(stackColumns) ? null : new int[][] {bandRows, stackColumns};
    }

    /** Whether {@link #twoBandMaps} swaps the bands and is an involution: its term needs N of every band class. */
    boolean needsBandCounts(int[][] maps) {
        return maps[0][0] >= n / 2 && isInvolution(maps);
    }

    /**
     * Whether {@link #twoBandMaps} keeps the bands and is an involution: the slowest terms by the bands, up to a
     * couple of minutes each on 2x6 (a journaled count takes them last).
     */
    private boolean slowByBands(int[][] maps) {
        return maps[0][0] < n / 2 && isInvolution(maps);
    }

    /** Whether {@link #twoBandMaps} is an involution: both maps are. */
    boolean isInvolution(int[][] maps) {
        for (int i = 0; i < n; i++) {
            if (maps[0][maps[0][i]] != i || maps[1][maps[1][i]] != i) {
                return false;
            }
        }
        return true;
    }

    /**
     * One per shape in each JVM that counts units: making one lists the line maps (a second for 2x6's million), which
     * each class's unit paid before.
     */
    private static final Map<Geometry, BurnsideByClasses> FOR_UNITS = new ConcurrentHashMap<>();

    /** What every unit of a count gets: the box shape, and N of every signature class when some need them. */
    private record Shared(int boxRows, int boxCols, HashMap<String, BigInteger> bandsByClass) implements Serializable {
        /** A of a class: by the bands where it has {@link #twoBandMaps}, else by search; null when stopped. */
        BigInteger invariant(ConjugacyClass c, BooleanSupplier stop) {
            BurnsideByClasses burnside =
                    FOR_UNITS.computeIfAbsent(Geometry.boxes(boxRows, boxCols), BurnsideByClasses::new);
            if (burnside.twoBandMaps(c.cells()) == null) {
                long a = FixedGridSearch.count(Geometry.boxes(boxRows, boxCols), c.cells(), stop);
                return a < 0 ? null : BigInteger.valueOf(a);
            }
            BigInteger fixed = burnside.fixedByTwoBands(c.cells(), bandsByClass, stop);
            if (fixed == null) {
                return null;
            }
            BigInteger[] a = fixed.divideAndRemainder(GridEnumerator.factorial(burnside.n));
            if (a[1].signum() != 0) {
                throw new IllegalStateException(c.element() + " fixes grids not in whole relabelling orbits");
            }
            return a[0];
        }
    }

    /**
     * A(g) n! for a g (its map of the cells) with {@link #twoBandMaps}, from N of every signature class where it
     * {@link #needsBandCounts}; null when stopped. The relabelling's cycle types are bounded on the cells as given:
     * transposing maps houses to houses, so the bound is the same seen with R x 2 boxes.
     */
    BigInteger fixedByTwoBands(int[] cells, Map<String, BigInteger> bandsByClass, BooleanSupplier stop) {
        int[][] maps = twoBandMaps(cells);
        if (maps == null) {
            throw new IllegalArgumentException("not a map of rows to rows and columns to columns");
        }
        BandTerms terms = new BandTerms(Math.max(geometry.boxRows(), geometry.boxCols()));
        if (needsBandCounts(maps)) {
            return terms.fixedBySwappingBands(maps[1], bandsByClass);
        }
        Set<List<Integer>> types = new RelabellingTypes(geometry, cells).types();
        return maps[0][0] < n / 2
                ? terms.fixedKeepingBands(maps[0], maps[1], types, stop)
                : terms.fixedSwappingBands(maps[0], maps[1], types, stop);
    }

    /**
     * Every class's A by this census, by element: all grids by {@link GridCount}, then {@link #count}. The classes a
     * stop left uncounted are missing (all of them when it came while the grids were counted).
     */
    public Map<String, BigInteger> terms(Engine engine, BooleanSupplier stop, Progress progress) {
        BigInteger grids = allGrids(engine, stop);
        Map<String, BigInteger> out = new HashMap<>();
        if (grids != null) {
            for (ConjugacyClass c : count(grids, null, engine, stop, progress).classes()) {
                if (c.invariant() != null) {
                    out.put(c.element(), c.invariant());
                }
            }
        }
        return out;
    }

    /** All grids by {@link GridCount}, then {@link #count}; a table without a total when stopped. */
    public Table table(Engine engine, BooleanSupplier stop, Progress progress) {
        return table(null, engine, stop, progress);
    }

    /**
     * {@link #table(Engine, BooleanSupplier, Progress)} as a journaled count (see {@link #count(BigInteger, Map,
     * Engine, BooleanSupplier, Progress)}) when {@code known} is not null.
     */
    public Table table(Map<String, BigInteger> known, Engine engine, BooleanSupplier stop, Progress progress) {
        BigInteger grids = allGrids(engine, stop);
        if (grids == null) {
            return new Table(geometry, 0, groupOrder(), null, List.of(), 0, BigInteger.ZERO, null);
        }
        Result r = count(grids, known, engine, stop, progress);
        List<Term> nonZero = r.classes().stream()
                .filter(c -> c.invariant() != null && c.invariant().signum() > 0)
                .map(c -> new Term(c.element(), c.size(), c.invariant()))
                .toList();
        int counted =
                (int) r.classes().stream().filter(c -> c.invariant() != null).count();
        return new Table(
                geometry,
                r.classes().size(),
                groupOrder(),
                grids,
                nonZero,
                counted,
                r.sum(),
                r.complete() ? r.essentiallyDifferent() : null);
    }

    /**
     * {@link #table(Engine, BooleanSupplier, Progress)} kept in the journal at {@code path} (created when new), so
     * that a stopped count goes on where it ended: the classes it holds are taken, each class counted here is
     * appended as it finishes. A bad line goes to {@code badLine} and its class is counted again. A failed write
     * stops the count with an {@link java.io.UncheckedIOException} that names the file.
     */
    public Table table(Path path, Engine engine, BooleanSupplier stop, Progress progress, Consumer<String> badLine)
            throws IOException {
        try (Journal journal = Journal.open(
                path,
                "# census classes --boxes " + geometry.boxRows() + "x" + geometry.boxCols()
                        + ": A, class size, a representative; one counted conjugacy class a line")) {
            Known read = readJournal(Journal.read(path), path.toString());
            read.errors().forEach(badLine);
            return table(read.known(), engine, stop, (done, all, counted) -> {
                journal.append(journalLine(counted));
                progress.classDone(done, all, counted);
            });
        }
    }

    /** The classes of the journal at {@code path}, read only (none when it does not exist); bad lines as above. */
    public Map<String, BigInteger> known(Path path, Consumer<String> badLine) throws IOException {
        Known read = readJournal(Journal.read(path), path.toString());
        read.errors().forEach(badLine);
        return read.known();
    }

    /** allGrids: the number of grids of this shape, the identity's A times n!. On this JVM's cores. */
    public Result count(BigInteger allGrids, BooleanSupplier stop, Progress progress) {
        try (Engine here = LocalEngine.onEveryCore()) {
            return count(allGrids, null, here, stop, progress);
        }
    }

    /**
     * {@link #count(BigInteger, BooleanSupplier, Progress)} with the classes' A counted on {@code engine}; the sum
     * does not depend on where. {@code stop} is read as classes finish; a class stopped early keeps A = null.
     *
     * <p>With {@code known} not null the count is one of a journal, which may take several runs: the classes in
     * {@code known} (by element) are not searched, their A is taken and progress does not hear of them, and the others
     * go cheapest first (those the cycle types rule out, then the bands' classes with the involutions that keep the
     * bands last, then the searched ones by a short estimate), so that a run stopped early holds every class in its
     * reach.
     */
    public Result count(
            BigInteger allGrids,
            Map<String, BigInteger> known,
            Engine engine,
            BooleanSupplier stop,
            Progress progress) {
        List<ConjugacyClass> classes = conjugacyClasses();
        BigInteger[] perRelabelling = allGrids.divideAndRemainder(GridEnumerator.factorial(n));
        if (perRelabelling[1].signum() != 0) {
            throw new IllegalArgumentException(allGrids + " grids is not a multiple of " + n + "!");
        }
        Map<String, BigInteger> taken = known == null ? Map.of() : known;
        List<ConjugacyClass> counted = new ArrayList<>(classes);
        List<ConjugacyClass> byBands = new ArrayList<>();
        List<Integer> byBandsAt = new ArrayList<>();
        List<ConjugacyClass> searched = new ArrayList<>();
        List<Integer> at = new ArrayList<>();
        List<ConjugacyClass> slowest = new ArrayList<>();
        List<Integer> slowestAt = new ArrayList<>();
        int[] done = {0};
        for (int i = 0; i < classes.size(); i++) {
            ConjugacyClass c = classes.get(i);
            int[][] maps = twoBandMaps(c.cells());
            if (isIdentity(c.cells())) {
                counted.set(i, withInvariant(c, perRelabelling[0]));
                BigInteger stated = taken.get(c.element());
                if (stated == null) {
                    progress.classDone(++done[0], classes.size(), counted.get(i));
                } else if (stated.equals(perRelabelling[0])) {
                    ++done[0];
                } else {
                    throw new IllegalArgumentException(
                            "the identity's A is all grids / " + n + "! = " + perRelabelling[0] + ", not " + stated);
                }
            } else if (taken.containsKey(c.element())) {
                counted.set(i, withInvariant(c, taken.get(c.element())));
                ++done[0];
            } else if (new RelabellingTypes(geometry, c.cells()).none()) {
                counted.set(i, withInvariant(c, BigInteger.ZERO));
                progress.classDone(++done[0], classes.size(), counted.get(i));
            } else if (maps != null && known != null && slowByBands(maps)) {
                slowest.add(c);
                slowestAt.add(i);
            } else if (maps != null) {
                byBands.add(c);
                byBandsAt.add(i);
            } else {
                searched.add(c);
                at.add(i);
            }
        }
        if (known != null) {
            cheapestFirst(searched, at);
        }
        HashMap<String, BigInteger> bandsByClass = new HashMap<>();
        byBands.addAll(slowest);
        byBandsAt.addAll(slowestAt);
        boolean needed = byBands.stream().anyMatch(c -> needsBandCounts(twoBandMaps(c.cells())));
        if (needed) {
            bandsByClass.putAll(givenBands != null ? givenBands : twoBands().bandsByClass(engine, stop));
        }
        if (needed && bandsByClass.isEmpty()) {
            byBands.clear(); // stopped
            searched.clear();
        }
        List<ConjugacyClass> units = new ArrayList<>(byBands);
        units.addAll(searched);
        at.addAll(0, byBandsAt);
        engine.runUntil(
                new Shared(geometry.boxRows(), geometry.boxCols(), bandsByClass),
                units,
                (shared, c, where) -> shared.invariant(c, where.cancellation()::isCancelled),
                (i, a) -> {
                    if (a != null) {
                        int k = at.get(i);
                        counted.set(k, withInvariant(classes.get(k), a));
                        progress.classDone(++done[0], classes.size(), counted.get(k));
                    }
                },
                stop);
        BigInteger sum = BigInteger.ZERO;
        boolean complete = true;
        for (ConjugacyClass c : counted) {
            if (c.invariant() == null) {
                complete = false;
            } else {
                sum = sum.add(BigInteger.valueOf(c.size()).multiply(c.invariant()));
            }
        }
        BigInteger[] qr = sum.divideAndRemainder(BigInteger.valueOf(groupOrder()));
        if (complete && qr[1].signum() != 0) {
            throw new IllegalStateException("Burnside's sum " + sum + " is not a multiple of " + groupOrder());
        }
        return new Result(counted, sum, qr[0], complete);
    }

    /** A class's A and search size as {@link FixedGridSearch#estimate} gives them; exact ones from a journal. */
    public record ClassEstimate(String element, long size, double grids, double nodes, boolean exact)
            implements Serializable {}

    /**
     * What a count would find and cost, without it: per class the estimated A and search nodes (Knuth's random
     * walks, {@code probes} per class, seeded), the classes in {@code known} exact and free; the identity exact
     * from {@code allGrids}. {@code essentiallyDifferent} is (sum of size * A) / |G| with the estimates in it.
     */
    public record Projection(
            Geometry geometry, List<ClassEstimate> classes, double essentiallyDifferent, double nodesLeft) {}

    public Projection project(
            BigInteger allGrids,
            Map<String, BigInteger> known,
            int probes,
            Engine engine,
            BooleanSupplier stop,
            Progress progress) {
        List<ConjugacyClass> classes = conjugacyClasses();
        BigInteger identity = allGrids.divide(GridEnumerator.factorial(n));
        List<ClassEstimate> out = new ArrayList<>();
        List<ConjugacyClass> walked = new ArrayList<>();
        for (ConjugacyClass c : classes) {
            BigInteger exact = isIdentity(c.cells()) ? identity : known.get(c.element());
            if (exact != null) {
                out.add(new ClassEstimate(c.element(), c.size(), exact.doubleValue(), 0, true));
            } else {
                walked.add(c);
            }
        }
        int[] shape = {geometry.boxRows(), geometry.boxCols(), probes};
        int[] done = {out.size()};
        engine.runUntil(
                shape,
                walked,
                (box, c, where) -> FixedGridSearch.estimate(Geometry.boxes(box[0], box[1]), c.cells(), box[2], 1),
                (i, e) -> {
                    ConjugacyClass c = walked.get(i);
                    out.add(new ClassEstimate(c.element(), c.size(), e.grids(), e.nodes(), false));
                    progress.classDone(++done[0], classes.size(), c);
                },
                stop);
        out.sort((x, y) -> Double.compare(y.nodes(), x.nodes()));
        double sum = 0;
        double nodes = 0;
        for (ClassEstimate e : out) {
            sum += e.size() * e.grids();
            nodes += e.nodes();
        }
        return new Projection(geometry, out, sum / groupOrder(), nodes);
    }

    /**
     * A journal of counted classes, one line each, "A size element" (a long count keeps one so that it can go on
     * where it was stopped); lines starting with # are comments.
     */
    public static String journalLine(ConjugacyClass c) {
        return c.invariant() + " " + c.size() + " " + c.element();
    }

    /** The A of each journal line, by element; a line that is not one of this shape's classes goes to errors. */
    public record Known(Map<String, BigInteger> known, List<String> errors) {}

    /** Reads journal lines ({@code file} names them in the errors: "file:line:column: what was expected"). */
    public Known readJournal(List<String> lines, String file) {
        Map<String, Long> sizes = new HashMap<>();
        for (ConjugacyClass c : conjugacyClasses()) {
            sizes.put(c.element(), c.size());
        }
        Map<String, BigInteger> known = new HashMap<>();
        List<String> errors = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).stripTrailing();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String at = file + ":" + (i + 1) + ":";
            String[] parts = line.split(" ", 3);
            if (parts.length < 3) {
                errors.add(at + "1: expected 'A size element', found '" + line + "'");
                continue;
            }
            int sizeColumn = parts[0].length() + 2;
            int elementColumn = sizeColumn + parts[1].length() + 1;
            BigInteger a = number(parts[0]);
            BigInteger size = number(parts[1]);
            Long expected = sizes.get(parts[2]);
            if (a == null) {
                errors.add(at + "1: expected A, a count of grids, found '" + parts[0] + "'");
            } else if (size == null) {
                errors.add(at + sizeColumn + ": expected the class size, found '" + parts[1] + "'");
            } else if (expected == null) {
                errors.add(at + elementColumn + ": expected a conjugacy class of " + geometry.describe()
                        + " as census classes writes it, found '" + parts[2] + "'");
            } else if (!size.equals(BigInteger.valueOf(expected))) {
                errors.add(at + sizeColumn + ": " + parts[2] + " has " + expected + " elements, not " + size);
            } else {
                BigInteger before = known.putIfAbsent(parts[2], a);
                if (before != null && !before.equals(a)) {
                    errors.add(at + "1: A = " + a + " for " + parts[2] + ", an earlier line says " + before);
                }
            }
        }
        return new Known(known, errors);
    }

    /**
     * Orders the classes to search by their estimated search size, smallest first ({@link FixedGridSearch#estimate},
     * 100 walks each, a few seconds in all): the sizes differ a billionfold on 2x5, and a count stopped early (or
     * its journal) then holds every class that was in reach. {@code at} (the classes' places) follows.
     */
    private void cheapestFirst(List<ConjugacyClass> searched, List<Integer> at) {
        double[] nodes = searched.parallelStream()
                .mapToDouble(c ->
                        FixedGridSearch.estimate(geometry, c.cells(), 100, 1).nodes())
                .toArray();
        Integer[] order = new Integer[searched.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (x, y) -> Double.compare(nodes[x], nodes[y]));
        List<ConjugacyClass> classes = new ArrayList<>(searched);
        List<Integer> places = new ArrayList<>(at);
        for (int i = 0; i < order.length; i++) {
            searched.set(i, classes.get(order[i]));
            at.set(i, places.get(order[i]));
        }
    }

    /** A number of digits only, or null. */
    private static BigInteger number(String text) {
        return text.matches("[0-9]+") ? new BigInteger(text) : null;
    }

    private static ConjugacyClass withInvariant(ConjugacyClass c, BigInteger a) {
        return new ConjugacyClass(c.size(), c.cells(), c.element(), a);
    }

    static boolean isIdentity(int[] map) {
        for (int i = 0; i < map.length; i++) {
            if (map[i] != i) {
                return false;
            }
        }
        return true;
    }

    /** The conjugacy classes of the geometric symmetries, smallest first, A unknown. */
    public List<ConjugacyClass> conjugacyClasses() {
        List<ConjugacyClass> out = new ArrayList<>();
        int rowClasses = rows.classSizes.size();
        for (int a = 0; a < rowClasses; a++) {
            for (int b = square() ? a : 0; b < columns.classSizes.size(); b++) {
                long size = rows.classSizes.get(a) * columns.classSizes.get(b);
                out.add(element(
                        rows.representative(a),
                        columns.representative(b),
                        false,
                        square() && a != b ? 2 * size : size));
            }
        }
        if (square()) {
            for (int a = 0; a < rowClasses; a++) {
                int[] identity = rows.maps[rows.identity];
                out.add(element(rows.representative(a), identity, true, rows.maps.length * rows.classSizes.get(a)));
            }
        }
        out.sort((x, y) -> Long.compare(x.size(), y.size()));
        return out;
    }

    /** Cell (r, c) goes to (rho r, kappa c), or transposed to (kappa c, rho r). */
    private ConjugacyClass element(int[] rho, int[] kappa, boolean transposed, long size) {
        int[] map = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                map[r * n + c] = transposed ? kappa[c] * n + rho[r] : rho[r] * n + kappa[c];
            }
        }
        String what = "rows " + cycles(rho) + ", columns " + cycles(kappa) + (transposed ? ", transposed" : "");
        return new ConjugacyClass(size, map, what, null);
    }

    /** A line map in cycle notation, lines numbered from 1, fixed lines left out ("1" for none moved). */
    static String cycles(int[] map) {
        StringBuilder s = new StringBuilder();
        for (int[] cycle : Cycles.of(map)) {
            if (cycle.length == 1) {
                continue;
            }
            s.append('(');
            for (int k = 0; k < cycle.length; k++) {
                s.append(k == 0 ? "" : " ").append(cycle[k] + 1);
            }
            s.append(')');
        }
        return s.length() == 0 ? "1" : s.toString();
    }

    /**
     * The maps of blocks x block lines that keep the blocks (a block permutation with a permutation inside each
     * block), and their conjugacy classes: orbits under conjugation by the generators (swap blocks 1 and 2, cycle
     * the blocks, swap lines 1 and 2, cycle the lines of block 1).
     */
    private static final class LineGroup {
        final int[][] maps;
        final int identity;
        /** Per class: its size, and the first map met in it. */
        final List<Long> classSizes = new ArrayList<>();

        private final List<Integer> firstOf = new ArrayList<>();

        LineGroup(int block, int blocks) {
            maps = BoxSymmetry.orders(block, blocks).toArray(new int[0][]);
            int lines = block * blocks;
            Map<Long, Integer> index = new HashMap<>();
            for (int i = 0; i < maps.length; i++) {
                index.put(BoxSymmetry.code(maps[i]), i);
            }
            identity = index.get(BoxSymmetry.code(permutation(lines, 0, 1)));
            int[][] generators = {
                blockMove(block, blocks, Math.min(2, blocks)),
                blockMove(block, blocks, blocks),
                permutation(lines, 0, 2),
                permutation(lines, 0, block)
            };
            UnionFind classes = new UnionFind(maps.length);
            int[] conjugate = new int[lines];
            for (int e = 0; e < maps.length; e++) {
                for (int[] x : generators) {
                    // x e x^-1 takes x(i) to x(e(i))
                    for (int i = 0; i < lines; i++) {
                        conjugate[x[i]] = x[maps[e][i]];
                    }
                    classes.union(e, index.get(BoxSymmetry.code(conjugate)));
                }
            }
            Map<Integer, Integer> classOf = new HashMap<>();
            for (int e = 0; e < maps.length; e++) {
                Integer k = classOf.get(classes.find(e));
                if (k == null) {
                    classOf.put(classes.find(e), classSizes.size());
                    classSizes.add(1L);
                    firstOf.add(e);
                } else {
                    classSizes.set(k, classSizes.get(k) + 1);
                }
            }
        }

        int[] representative(int k) {
            return maps[firstOf.get(k)];
        }

        /** Lines from..from+length-1 cycled by one (length 1: the identity). */
        private static int[] permutation(int lines, int from, int length) {
            int[] p = new int[lines];
            for (int i = 0; i < lines; i++) {
                p[i] = i;
            }
            for (int i = from; i < from + length - 1; i++) {
                p[i] = i + 1;
            }
            if (length > 1) {
                p[from + length - 1] = from;
            }
            return p;
        }

        /** Blocks 1..count cycled by one, lines kept in order inside them. */
        private static int[] blockMove(int block, int blocks, int count) {
            int[] p = new int[block * blocks];
            for (int b = 0; b < blocks; b++) {
                int to = b < count ? (b + 1) % count : b;
                for (int l = 0; l < block; l++) {
                    p[b * block + l] = to * block + l;
                }
            }
            return p;
        }
    }
}
