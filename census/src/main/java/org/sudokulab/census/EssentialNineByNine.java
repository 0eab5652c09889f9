package org.sudokulab.census;

import java.io.Serializable;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.LocalEngine;

/**
 * Essentially different 9x9 grids by Burnside's lemma over the 3,359,232 geometric symmetries (row and column
 * permutations that keep bands and stacks, with or without transposition), relabelling included (Russell and
 * Jarvis). Every grid relabels to exactly one with box 1 reading 1..9, so classes = (1/|G|) sum over g of A(g),
 * A(g) = the grids with box 1 fixed that g maps to a relabelling of themselves. A is constant on conjugacy
 * classes, so it is computed once per class: the classes are the orbits of G under conjugation by generators.
 *
 * <p>A(g) by search: g maps box 1 onto a box B, and the relabelling s with g(X) = s(X) is read off B (s takes
 * the digit of each box-1 cell to the digit of its image), so B is filled first in every way the sudoku rules
 * allow; then s is known, and a digit placed in a cell fixes the whole cycle of that cell under g. The identity
 * is not searched: its A is the number of all grids over 9!.
 */
public final class EssentialNineByNine {
    private static final int LINE_MAPS = 1296;
    /** Maps of the 9 rows (or columns) keeping bands: a band permutation with a permutation inside each band. */
    private static final int[][] LINES = BoxSymmetry.orders(3, 3).toArray(new int[0][]);

    public static final long GROUP_ORDER = 2L * LINE_MAPS * LINE_MAPS;

    /** A conjugacy class: its size, a representative as a map of the 81 cells, and A of it (-1 until known). */
    public record ConjugacyClass(long size, int[] cells, long invariant) implements Serializable {}

    public record Result(
            List<ConjugacyClass> classes, BigInteger sum, BigInteger essentiallyDifferent, boolean complete) {}

    /** One term of Burnside's sum: a conjugacy class of {@code size} elements, each fixing A = {@code invariant}. */
    public record Term(long size, long invariant) {}

    /**
     * The whole count: the classes of the group, all grids (the identity's term times 9!), the classes with
     * A > 0, and the sum over the classes counted; {@code essentiallyDifferent} is null unless every class was.
     */
    public record Table(
            int conjugacyClasses,
            long groupOrder,
            BigInteger allGrids,
            List<Term> nonZero,
            int classesCounted,
            BigInteger sum,
            BigInteger essentiallyDifferent) {}

    public interface Progress {
        void classDone(int done, int total, long invariant);
    }

    private EssentialNineByNine() {}

    /** All grids by the band count, then {@link #count}; a table without a total when stopped. */
    public static Table table(BooleanSupplier stop, Progress progress) {
        try (Engine here = LocalEngine.onEveryCore()) {
            return table(here, stop, progress);
        }
    }

    /** {@link #table(BooleanSupplier, Progress)} with the classes counted on {@code engine}. */
    public static Table table(Engine engine, BooleanSupplier stop, Progress progress) {
        BigInteger grids = new BandCount().count(stop).grids();
        if (stop.getAsBoolean()) {
            return new Table(0, GROUP_ORDER, null, List.of(), 0, BigInteger.ZERO, null);
        }
        Result r = count(grids, engine, stop, progress);
        List<Term> nonZero = r.classes().stream()
                .filter(c -> c.invariant() > 0)
                .map(c -> new Term(c.size(), c.invariant()))
                .toList();
        int counted = (int) r.classes().stream().filter(c -> c.invariant() >= 0).count();
        return new Table(
                r.classes().size(),
                GROUP_ORDER,
                grids,
                nonZero,
                counted,
                r.sum(),
                r.complete() ? r.essentiallyDifferent() : null);
    }

    /** allGrids: the number of 9x9 grids (from the band count), the identity's A times 9!. On this JVM's cores. */
    public static Result count(BigInteger allGrids, BooleanSupplier stop, Progress progress) {
        try (Engine here = LocalEngine.onEveryCore()) {
            return count(allGrids, here, stop, progress);
        }
    }

    /**
     * {@link #count(BigInteger, BooleanSupplier, Progress)} with the classes' A counted on {@code engine}; the sum
     * does not depend on where. {@code stop} is read as classes finish; a class stopped early keeps A = -1.
     */
    public static Result count(BigInteger allGrids, Engine engine, BooleanSupplier stop, Progress progress) {
        List<ConjugacyClass> classes = conjugacyClasses();
        BigInteger[] perRelabelling = allGrids.divideAndRemainder(GridEnumerator.factorial(9));
        if (perRelabelling[1].signum() != 0) {
            throw new IllegalArgumentException(allGrids + " grids is not a multiple of 9!");
        }
        long identityInvariant = perRelabelling[0].longValueExact();
        List<ConjugacyClass> counted = new ArrayList<>(classes);
        int[] done = {0};
        engine.runUntil(
                identityInvariant,
                classes,
                (identity, c, where) ->
                        isIdentity(c.cells()) ? identity : invariantGrids(c.cells(), where.cancellation()::isCancelled),
                (i, a) -> {
                    if (a >= 0) {
                        ConjugacyClass c = classes.get(i);
                        counted.set(i, new ConjugacyClass(c.size(), c.cells(), a));
                        progress.classDone(++done[0], classes.size(), a);
                    }
                },
                stop);
        BigInteger sum = BigInteger.ZERO;
        boolean complete = true;
        for (ConjugacyClass c : counted) {
            if (c.invariant() < 0) {
                complete = false;
            } else {
                sum = sum.add(BigInteger.valueOf(c.size()).multiply(BigInteger.valueOf(c.invariant())));
            }
        }
        BigInteger[] qr = sum.divideAndRemainder(BigInteger.valueOf(GROUP_ORDER));
        if (complete && qr[1].signum() != 0) {
            throw new IllegalStateException("Burnside's sum " + sum + " is not a multiple of " + GROUP_ORDER);
        }
        return new Result(counted, sum, qr[0], complete);
    }

    static boolean isIdentity(int[] map) {
        for (int i = 0; i < map.length; i++) {
            if (map[i] != i) {
                return false;
            }
        }
        return true;
    }

    /**
     * Element (rho, kappa, t) with index (rho * 1296 + kappa) * 2 + t: cell (r, c) goes to (rho r, kappa c), or
     * with t = 1 to (kappa c, rho r). Conjugating by (a, b, 0) gives (a rho a', b kappa b', 0) and
     * (b rho a', a kappa b', 1) (primes: inverses); by the transposition, (kappa, rho, t).
     */
    public static List<ConjugacyClass> conjugacyClasses() {
        Map<Integer, Integer> index = new HashMap<>();
        for (int i = 0; i < LINE_MAPS; i++) {
            index.put(code(LINES[i]), i);
        }
        int[][] compose = new int[LINE_MAPS][LINE_MAPS];
        int[] inverse = new int[LINE_MAPS];
        int[] tmp = new int[9];
        for (int a = 0; a < LINE_MAPS; a++) {
            for (int b = 0; b < LINE_MAPS; b++) {
                for (int x = 0; x < 9; x++) {
                    tmp[x] = LINES[a][LINES[b][x]];
                }
                compose[a][b] = index.get(code(tmp));
            }
            for (int x = 0; x < 9; x++) {
                tmp[LINES[a][x]] = x;
            }
            inverse[a] = index.get(code(tmp));
        }
        // generators of the line maps: swap bands 1-2, cycle the bands, swap rows 1-2, cycle rows 1-3
        int[] generators = {
            index.get(code(new int[] {3, 4, 5, 0, 1, 2, 6, 7, 8})),
            index.get(code(new int[] {3, 4, 5, 6, 7, 8, 0, 1, 2})),
            index.get(code(new int[] {1, 0, 2, 3, 4, 5, 6, 7, 8})),
            index.get(code(new int[] {1, 2, 0, 3, 4, 5, 6, 7, 8}))
        };
        int id = index.get(code(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8}));
        int n = (int) GROUP_ORDER;
        UnionFind classes = new UnionFind(n);
        for (int e = 0; e < n; e++) {
            int t = e & 1;
            int rho = (e >> 1) / LINE_MAPS;
            int kappa = (e >> 1) % LINE_MAPS;
            classes.union(e, (kappa * LINE_MAPS + rho) * 2 + t);
            for (int gen : generators) {
                for (int side = 0; side < 2; side++) {
                    int a = side == 0 ? gen : id;
                    int b = side == 0 ? id : gen;
                    int r2;
                    int k2;
                    if (t == 0) {
                        r2 = compose[compose[a][rho]][inverse[a]];
                        k2 = compose[compose[b][kappa]][inverse[b]];
                    } else {
                        r2 = compose[compose[b][rho]][inverse[a]];
                        k2 = compose[compose[a][kappa]][inverse[b]];
                    }
                    classes.union(e, (r2 * LINE_MAPS + k2) * 2 + t);
                }
            }
        }
        Map<Integer, long[]> sizes = new HashMap<>();
        for (int e = 0; e < n; e++) {
            int first = e;
            sizes.computeIfAbsent(classes.find(e), r -> new long[] {0, first})[0]++;
        }
        List<ConjugacyClass> out = new ArrayList<>();
        for (long[] s : sizes.values()) {
            int e = (int) s[1];
            out.add(new ConjugacyClass(s[0], cells((e >> 1) / LINE_MAPS, (e >> 1) % LINE_MAPS, e & 1), -1));
        }
        out.sort((x, y) -> Long.compare(x.size(), y.size()));
        return out;
    }

    private static int[] cells(int rho, int kappa, int t) {
        int[] map = new int[81];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int r2 = LINES[rho][r];
                int c2 = LINES[kappa][c];
                map[r * 9 + c] = t == 0 ? r2 * 9 + c2 : c2 * 9 + r2;
            }
        }
        return map;
    }

    private static int code(int[] perm) {
        int k = 0;
        for (int i = 8; i >= 0; i--) {
            k = k * 9 + perm[i];
        }
        return k;
    }

    /** A(g) for the cell map g; -1 when stopped. */
    static long invariantGrids(int[] g, BooleanSupplier stop) {
        return FixedGridSearch.count(g, stop);
    }
}
