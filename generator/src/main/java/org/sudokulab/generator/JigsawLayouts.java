package org.sudokulab.generator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import org.sudokulab.api.Geometry;

/**
 * Random jigsaw layouts: n regions of n orthogonally connected cells. Regions grow from n random seeds, the
 * smallest unfinished region taking a random free neighbour each step; a region that can no longer grow
 * restarts the draw. Some layouts admit no completed grid at all, which the caller finds out by searching.
 */
public final class JigsawLayouts {
    static final int MAX_TRIES = 100_000;

    private JigsawLayouts() {}

    public static Geometry draw(int n, RandomGenerator random) {
        for (int attempt = 0; attempt < MAX_TRIES; attempt++) {
            int[] labels = tryDraw(n, random);
            if (labels != null) {
                return Geometry.jigsaw(n, labels);
            }
        }
        throw new IllegalStateException("no jigsaw layout for n = " + n + " in " + MAX_TRIES + " draws");
    }

    private static int[] tryDraw(int n, RandomGenerator random) {
        int cells = n * n;
        int[] label = new int[cells];
        Arrays.fill(label, -1);
        int[] size = new int[n];
        int[] order = Cells.shuffled(cells, random);
        for (int region = 0; region < n; region++) {
            label[order[region]] = region;
            size[region] = 1;
        }
        for (int placed = n; placed < cells; placed++) {
            int region = -1;
            for (int r = 0; r < n; r++) {
                if (size[r] < n && (region < 0 || size[r] < size[region])) {
                    region = r;
                }
            }
            List<Integer> frontier = new ArrayList<>();
            for (int cell = 0; cell < cells; cell++) {
                if (label[cell] == region) {
                    for (int next : Cells.neighbours(cell, n)) {
                        if (label[next] < 0) {
                            frontier.add(next);
                        }
                    }
                }
            }
            if (frontier.isEmpty()) {
                return null;
            }
            label[frontier.get(random.nextInt(frontier.size()))] = region;
            size[region]++;
        }
        return label;
    }
}
