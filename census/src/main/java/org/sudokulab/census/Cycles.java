package org.sudokulab.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The cycles of a permutation of 0..n-1, the walk many of the census's counts start from. */
final class Cycles {
    private Cycles() {}

    /**
     * Every cycle of {@code permutation}, fixed points included, in the order of their least points: each from its
     * least point, the permutation taking each point to the next.
     */
    static int[][] of(int[] permutation) {
        boolean[] seen = new boolean[permutation.length];
        int[] walk = new int[permutation.length];
        List<int[]> cycles = new ArrayList<>();
        for (int start = 0; start < permutation.length; start++) {
            int length = 0;
            for (int p = start; !seen[p]; p = permutation[p]) {
                seen[p] = true;
                walk[length++] = p;
            }
            if (length > 0) {
                cycles.add(Arrays.copyOf(walk, length));
            }
        }
        return cycles.toArray(new int[0][]);
    }

    /** The lengths of {@code permutation}'s cycles, in increasing order. */
    static List<Integer> type(int[] permutation) {
        List<Integer> lengths = new ArrayList<>();
        for (int[] cycle : of(permutation)) {
            lengths.add(cycle.length);
        }
        lengths.sort(null);
        return lengths;
    }
}
