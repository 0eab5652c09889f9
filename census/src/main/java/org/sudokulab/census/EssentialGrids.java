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
        int n = g.size();
        int[] first = new int[g.cellCount()];
        for (int c = 0; c < n; c++) {
            first[c] = c + 1;
        }
        BoxSymmetry symmetry = new BoxSymmetry(g);
        Map<String, int[]> reps = new LinkedHashMap<>();
        Map<String, Long> sizes = new LinkedHashMap<>();
        long[] seen = {0};
        new GridEnumerator(g, first).forEach(grid -> {
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
}
