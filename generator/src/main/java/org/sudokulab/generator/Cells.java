package org.sudokulab.generator;

import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/** Small cell helpers the generators share. */
final class Cells {
    private Cells() {}

    /** The orthogonal neighbours of a cell on an n x n board. */
    static int[] neighbours(int cell, int n) {
        int r = cell / n;
        int c = cell % n;
        int[] out = new int[4];
        int k = 0;
        if (r > 0) {
            out[k++] = cell - n;
        }
        if (r < n - 1) {
            out[k++] = cell + n;
        }
        if (c > 0) {
            out[k++] = cell - 1;
        }
        if (c < n - 1) {
            out[k++] = cell + 1;
        }
        return Arrays.copyOf(out, k);
    }

    /** 0..cells-1 in random order (Fisher-Yates). */
    static int[] shuffled(int cells, RandomGenerator random) {
        int[] order = new int[cells];
        for (int i = 0; i < cells; i++) {
            order[i] = i;
        }
        for (int i = cells - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }

    static <T> void shuffle(List<T> list, RandomGenerator random) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }
}
