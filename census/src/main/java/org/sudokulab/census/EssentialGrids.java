package org.sudokulab.census;

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
    public record Classes(List<int[]> representatives, List<Long> sizes, long gridsSeen, int groupSize) {
    }

    private EssentialGrids() {
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
    public record Burnside(long classes, java.math.BigInteger fixedSum, java.math.BigInteger groupOrder, long grids) {
    }

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
        java.math.BigInteger factorial = GridEnumerator.factorial(g.size());
        java.math.BigInteger fixed = factorial.multiply(java.math.BigInteger.valueOf(sum[0]));
        java.math.BigInteger order = factorial.multiply(java.math.BigInteger.valueOf(symmetry.size()));
        java.math.BigInteger[] qr = fixed.divideAndRemainder(order);
        if (qr[1].signum() != 0) {
            throw new IllegalStateException("Burnside's sum " + fixed + " is not a multiple of the group order " + order);
        }
        return new Burnside(qr[0].longValueExact(), fixed, order, grids * factorial.longValueExact());
    }
}
