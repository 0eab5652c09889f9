package org.sudokulab.census;

/** Disjoint sets over 0..n-1 (path halving): the orbits of a group given by generators. */
final class UnionFind {
    private final int[] parent;

    UnionFind(int n) {
        parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
    }

    int find(int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    void union(int a, int b) {
        parent[find(a)] = find(b);
    }
}
