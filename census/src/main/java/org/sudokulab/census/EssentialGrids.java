package org.sudokulab.census;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.sudokulab.api.Geometry;

/**
 * Essentially different grids of a small box geometry, by explicit canonical forms: every grid is a
 * relabelling of one whose first row is 1..n, so the grids over that first row are enumerated and each is
 * reduced to its canonical form under the geometric symmetries with relabelling ({@link BoxSymmetry}).
 */
public final class EssentialGrids {
    /** One representative per class (the first met), and the class sizes among the first-row-fixed grids. */
    public record Classes(List<int[]> representatives, List<Long> sizes, long gridsSeen, int groupSize) {}

    /**
     * The classes of a small box geometry counted two ways, which must agree: canonical forms (with the class
     * sizes among the grids with first row 1..n) and Burnside's lemma (the fixed grids summed over the group).
     * {@code complete} is false when stopped, and then the two figures are partial and not compared.
     */
    public record TwoWays(
            Geometry geometry,
            int canonicalForms,
            long burnside,
            long gridsSeen,
            int symmetries,
            BigInteger fixedSum,
            BigInteger groupOrder,
            long grids,
            List<Long> classSizes,
            boolean complete) {}

    private EssentialGrids() {}

    /** {@link #of} and {@link #burnside}, compared. */
    public static TwoWays twoWays(Geometry g, BooleanSupplier stop) {
        Classes c = of(g, stop);
        Burnside b = stop.getAsBoolean() ? null : burnside(g, stop);
        boolean complete = !stop.getAsBoolean();
        if (complete && b.classes() != c.representatives().size()) {
            throw new IllegalStateException(
                    "canonical forms give " + c.representatives().size() + " classes, Burnside's lemma " + b.classes());
        }
        return new TwoWays(
                g,
                c.representatives().size(),
                b == null ? 0 : b.classes(),
                c.gridsSeen(),
                c.groupSize(),
                b == null ? null : b.fixedSum(),
                b == null ? null : b.groupOrder(),
                b == null ? 0 : b.grids(),
                c.sizes(),
                complete);
    }

    public static Classes of(Geometry g, BooleanSupplier stop) {
        BoxSymmetry symmetry = new BoxSymmetry(g);
        Map<String, int[]> reps = new LinkedHashMap<>();
        Map<String, Long> sizes = new LinkedHashMap<>();
        long[] seen = {0};
        new GridEnumerator(g, GridEnumerator.firstRowFixed(g)).forEach(grid -> {
            if (stop.getAsBoolean()) {
                return;
            }
            String form = symmetry.canonical(grid);
            reps.putIfAbsent(form, grid.clone());
            sizes.merge(form, 1L, Long::sum);
            seen[0]++;
        });
        return new Classes(new ArrayList<>(reps.values()), new ArrayList<>(sizes.values()), seen[0], symmetry.size());
    }

    /** Burnside's count of the classes, with every fixed-grid count computed, and what went into it. */
    public record Burnside(long classes, BigInteger fixedSum, BigInteger groupOrder, long grids) {}

    /**
     * Burnside's lemma over the group G = geometric symmetries x relabellings: classes = (1/|G|) sum over g in G
     * of the grids g fixes. Summed grid by grid instead: a grid is fixed by (s, relabelling) for exactly the
     * symmetries s that map it to a relabelling of itself, one relabelling each. Relabelled grids have the same
     * such symmetries, so the sum over all grids is n! times the sum over the grids with first row 1..n.
     */
    public static Burnside burnside(Geometry g, BooleanSupplier stop) {
        BoxSymmetry symmetry = new BoxSymmetry(g);
        long[] sum = {0};
        long grids = new GridEnumerator(g, GridEnumerator.firstRowFixed(g)).forEach(grid -> {
            if (!stop.getAsBoolean()) {
                sum[0] += symmetry.automorphisms(grid);
            }
        });
        BigInteger factorial = GridEnumerator.factorial(g.size());
        BigInteger fixed = factorial.multiply(BigInteger.valueOf(sum[0]));
        BigInteger order = factorial.multiply(BigInteger.valueOf(symmetry.size()));
        BigInteger[] qr = fixed.divideAndRemainder(order);
        if (qr[1].signum() != 0) {
            throw new IllegalStateException(
                    "Burnside's sum " + fixed + " is not a multiple of the group order " + order);
        }
        return new Burnside(qr[0].longValueExact(), fixed, order, grids * factorial.longValueExact());
    }
}
