package org.sudokulab.census;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.sudokulab.api.Geometry;

/**
 * Fixed grids counted by stacks, for the boards of 2 x C boxes (n = 2C: two stacks of C columns, C bands of two
 * rows). Shares no counting code with the census's bands.
 *
 * <p>Why two stacks make it easy: in a band, the left stack's box holds every digit, so its two rows' digit sets are
 * complements; the right stack's rows must hold the complement of their left rows, so the right box's rows hold the
 * left box's sets swapped, and every box is whole. A grid is therefore a choice of each digit's profile (for each
 * band, which of its two rows holds the digit on the left) and two stacks, each an n x C array whose rows hold
 * their sets and whose columns hold every digit: an ordered 1-factorisation of the C-regular bipartite graph rows x
 * digits. All grids = the sum over profiles of F^2.
 *
 * <p>Under a symmetry X(g c) = s(X(c)) with g = (row map, column map), the profiles must follow s: p(s d) = h(p(d)),
 * h the row map read on profiles. When the column map keeps the stacks, each stack is a symmetric array of its own
 * (F_left x F_right); when it swaps them, the right stack is the left one moved, and the left one is only bound by
 * g squared (for an involution: any array, F).
 */
final class TwoStackCount {
    private final int n;
    private final int width;
    /**
     * F of the graphs met so far on this JVM, by their profiles' key and n: the identity and the classes that swap
     * the stacks share them (on 2x5 the identity meets 355 graphs, which hold every one the others need).
     */
    private static final Map<Long, Long> PLAIN = new java.util.concurrent.ConcurrentHashMap<>();

    /** The bands' permutations with some bands' rows swapped, read on profiles (C! 2^C of them). */
    private final List<int[]> signedPermutations = new ArrayList<>();

    private final BooleanSupplier stop;

    /** The boards of 2 x C boxes, C from 3 to 5 (2 x 2 boxes have transpositions, which map rows to columns). */
    static boolean supports(Geometry g) {
        return g.boxRows() == 2 && g.boxCols() >= 3 && g.boxCols() <= 5;
    }

    /** A counter for {@code g}; {@code stop}, read between profiles, ends a count early (its result is then null). */
    TwoStackCount(Geometry g, BooleanSupplier stop) {
        if (!supports(g)) {
            throw new IllegalArgumentException("counts by stacks take 2x3, 2x4 and 2x5 boxes, not " + g.describe());
        }
        this.stop = stop;
        this.n = g.size();
        this.width = n / 2;
        for (int[] order : BoxSymmetry.permutations(width)) {
            for (int flips = 0; flips < 1 << width; flips++) {
                int[] map = new int[1 << width];
                for (int x = 0; x < map.length; x++) {
                    for (int b = 0; b < width; b++) {
                        map[x] |= (((x ^ flips) >> b) & 1) << order[b];
                    }
                }
                signedPermutations.add(map);
            }
        }
    }

    /**
     * Burnside's term A(g) = (1/n!) x the sum over the relabellings' cycle types t of |t| Fix(g, s_t); null when
     * stopped.
     */
    BigInteger a(int[] cells) {
        return CoverTerms.overRelabellings(n, cells, s -> fixed(cells, s));
    }

    /**
     * The grids X with X(cells[c]) = s(X(c)) for every cell c; null when stopped.
     *
     * @throws IllegalArgumentException when {@code cells} is not a map of rows times a map of columns
     */
    BigInteger fixed(int[] cells, int[] s) {
        int[] rowMap = new int[n];
        int[] colMap = new int[n];
        for (int i = 0; i < n; i++) {
            rowMap[i] = cells[i * n] / n;
            colMap[i] = cells[i] % n;
        }
        boolean swapsStacks = colMap[0] >= width;
        for (int r = 0; r < n; r++) {
            boolean keepsBand = rowMap[r] == (rowMap[r ^ 1] ^ 1);
            boolean keepsStack = (colMap[r] >= width) == (r < width == swapsStacks);
            for (int c = 0; c < n; c++) {
                if (!keepsBand || !keepsStack || cells[r * n + c] != rowMap[r] * n + colMap[c]) {
                    throw new IllegalArgumentException("not a symmetry of 2 x " + width + " boxes' rows and columns");
                }
            }
        }
        int[] band = new int[width];
        int[] flip = new int[width];
        for (int b = 0; b < width; b++) {
            band[b] = rowMap[2 * b] / 2;
            flip[b] = rowMap[2 * b] % 2;
        }
        int[] h = new int[1 << width];
        for (int x = 0; x < h.length; x++) {
            for (int b = 0; b < width; b++) {
                int bit = ((x >> b) & 1) ^ flip[b] ^ (swapsStacks ? 1 : 0);
                h[x] |= bit << band[b];
            }
        }
        StackColourings.Symmetry left;
        StackColourings.Symmetry right;
        if (!swapsStacks) {
            left = new StackColourings.Symmetry(rowMap, Arrays.copyOfRange(colMap, 0, width), s);
            int[] rightCols = new int[width];
            for (int c = 0; c < width; c++) {
                rightCols[c] = colMap[width + c] - width;
            }
            right = new StackColourings.Symmetry(rowMap, rightCols, s);
        } else {
            int[] twice = new int[width];
            for (int c = 0; c < width; c++) {
                twice[c] = colMap[colMap[c]];
            }
            left = new StackColourings.Symmetry(compose(rowMap, rowMap), twice, compose(s, s));
            right = null;
        }
        return new Profiles(h, s, left, right).sum();
    }

    private static int[] compose(int[] outer, int[] inner) {
        int[] out = new int[inner.length];
        for (int i = 0; i < inner.length; i++) {
            out[i] = outer[inner[i]];
        }
        return out;
    }

    private record Key(long high, long low) implements Comparable<Key> {
        @Override
        public int compareTo(Key o) {
            return high != o.high ? Long.compare(high, o.high) : Long.compare(low, o.low);
        }
    }

    /**
     * The profiles that follow s, enumerated by s's cycles: a cycle of length l starting at digit d takes p(d) among
     * the profiles h^l fixes, and the rest of the cycle follows. Cycles of one length are interchangeable (a
     * relabelling that commutes with s moves one to another and leaves every count as it is), so each length takes a
     * multiset of h-orbits, weighted by the labelled choices it stands for.
     */
    private final class Profiles {
        final int[] h;
        final StackColourings.Symmetry left;
        final StackColourings.Symmetry right;
        final List<int[]> cyclesByLength = new ArrayList<>(); // the first digit of each cycle, grouped by length
        final List<Integer> lengths = new ArrayList<>();
        final List<int[]> orbits = new ArrayList<>(); // per length: the h-orbit representatives
        final List<int[][]> orbitBands = new ArrayList<>(); // per length, per orbit: ones per band over a cycle
        final List<int[]> orbitSizes = new ArrayList<>();
        final int[] s;
        final int[] profile;
        BigInteger total = BigInteger.ZERO;

        final StackColourings.SymmetricStack leftStack;
        final StackColourings.SymmetricStack rightStack;
        final List<int[]> commuting = new ArrayList<>(); // the bands' signed permutations that commute with h
        final int[] orbitMin; // the least profile on each h-orbit
        final Map<Key, BigInteger> values = new HashMap<>();

        Profiles(int[] h, int[] s, StackColourings.Symmetry left, StackColourings.Symmetry right) {
            this.h = h;
            this.s = s;
            this.left = left;
            this.right = right;
            this.leftStack = left.identity() ? null : new StackColourings.SymmetricStack(width, left);
            this.rightStack =
                    right == null || right.identity() ? null : new StackColourings.SymmetricStack(width, right);
            for (int[] map : signedPermutations) {
                boolean commutes = true;
                for (int x = 0; x < map.length && commutes; x++) {
                    commutes = map[h[x]] == h[map[x]];
                }
                if (commutes) {
                    commuting.add(map);
                }
            }
            orbitMin = new int[h.length];
            for (int[] orbit : Cycles.of(h)) {
                for (int x : orbit) {
                    orbitMin[x] = orbit[0]; // each cycle is listed from its least point
                }
            }
            this.profile = new int[n];
            Map<Integer, List<Integer>> byLength = new HashMap<>();
            for (int[] cycle : Cycles.of(s)) {
                byLength.computeIfAbsent(cycle.length, k -> new ArrayList<>()).add(cycle[0]);
            }
            for (Map.Entry<Integer, List<Integer>> e : byLength.entrySet()) {
                int l = e.getKey();
                lengths.add(l);
                cyclesByLength.add(
                        e.getValue().stream().mapToInt(Integer::intValue).toArray());
                List<Integer> reps = new ArrayList<>();
                List<int[]> bands = new ArrayList<>();
                List<Integer> sizes = new ArrayList<>();
                boolean[] taken = new boolean[h.length];
                for (int x = 0; x < h.length; x++) {
                    if (taken[x] || power(x, l) != x) {
                        continue;
                    }
                    int size = 0;
                    for (int y = x; !taken[y]; y = h[y]) {
                        taken[y] = true;
                        size++;
                    }
                    int[] ones = new int[width];
                    for (int j = 0, y = x; j < l; j++, y = h[y]) {
                        for (int b = 0; b < width; b++) {
                            ones[b] += (y >> b) & 1;
                        }
                    }
                    reps.add(x);
                    bands.add(ones);
                    sizes.add(size);
                }
                orbits.add(reps.stream().mapToInt(Integer::intValue).toArray());
                orbitBands.add(bands.toArray(new int[0][]));
                orbitSizes.add(sizes.stream().mapToInt(Integer::intValue).toArray());
            }
        }

        private int power(int x, int times) {
            for (int i = 0; i < times; i++) {
                x = h[x];
            }
            return x;
        }

        boolean stopped;

        BigInteger sum() {
            if ((leftStack != null && !leftStack.possible()) || (rightStack != null && !rightStack.possible())) {
                return BigInteger.ZERO;
            }
            choose(0, 0, 0, new int[width], BigInteger.ONE, 0);
            return stopped ? null : total;
        }

        /** Cycle {@code k} of length group {@code group} takes an orbit at least {@code from}. */
        private void choose(int group, int k, int from, int[] ones, BigInteger weight, int run) {
            if (stopped) {
                return;
            }
            if (group == lengths.size()) {
                stopped = stop.getAsBoolean();
                for (int b = 0; b < width; b++) {
                    if (ones[b] != width) {
                        return;
                    }
                }
                Key key = key();
                BigInteger cached = key == null ? null : values.get(key);
                BigInteger value = cached != null ? cached : value();
                if (key != null && cached == null) {
                    values.put(key, value);
                }
                total = total.add(weight.multiply(value));
                return;
            }
            int[] cycles = cyclesByLength.get(group);
            if (k == cycles.length) {
                choose(group + 1, 0, 0, ones, weight, 0);
                return;
            }
            int l = lengths.get(group);
            int digitsLeft = 0; // in this cycle and the ones after it
            for (int g = group; g < lengths.size(); g++) {
                digitsLeft += lengths.get(g) * cyclesByLength.get(g).length;
            }
            digitsLeft -= l * k;
            int assigned = n - digitsLeft;
            for (int b = 0; b < width; b++) {
                if (ones[b] > width || ones[b] + digitsLeft < width || assigned - ones[b] > width) {
                    return;
                }
            }
            int[] reps = orbits.get(group);
            for (int o = from; o < reps.length; o++) {
                int[] add = orbitBands.get(group)[o];
                int[] next = ones.clone();
                for (int b = 0; b < width; b++) {
                    next[b] += add[b];
                }
                int sameRun = o == from && k > 0 ? run + 1 : 1;
                // k! / prod m! built one cycle at a time: the k-th pick of an orbit already picked m-1 times
                BigInteger w = weight.multiply(
                                BigInteger.valueOf((long) orbitSizes.get(group)[o] * (k + 1)))
                        .divide(BigInteger.valueOf(sameRun));
                int y = reps[o];
                for (int d = cycles[k], j = 0; j < l; j++, d = s[d], y = h[y]) {
                    profile[d] = y;
                }
                choose(group, k + 1, o, next, w, sameRun);
            }
        }

        /**
         * The profiles' cycles read as (length, h-orbit), least over the bands' signed permutations that commute with h:
         * such a permutation moves the stack's rows without changing its symmetry, so every count stays the same.
         * Null when no stack has a symmetry of its own: {@link #plain} keeps its own.
         */
        private Key key() {
            if (leftStack == null && rightStack == null) {
                return null;
            }
            int cycles = 0;
            for (int[] group : cyclesByLength) {
                cycles += group.length;
            }
            int[] codes = new int[cycles];
            Key best = null;
            for (int[] map : commuting) {
                int i = 0;
                for (int g = 0; g < lengths.size(); g++) {
                    for (int d : cyclesByLength.get(g)) {
                        codes[i++] = lengths.get(g) << 6 | orbitMin[map[profile[d]]];
                    }
                }
                Arrays.sort(codes);
                long high = 0;
                long low = 0;
                for (int k = 0; k < codes.length; k++) {
                    if (k < 6) {
                        high = high << 10 | codes[k];
                    } else {
                        low = low << 10 | codes[k];
                    }
                }
                Key key = new Key(high, low);
                if (best == null || key.compareTo(best) < 0) {
                    best = key;
                }
            }
            return best;
        }

        /** F_left x F_right (on 2x5 the identity's F^2 passes 2^63), or F_left alone when the stacks swap. */
        private BigInteger value() {
            BigInteger a = BigInteger.valueOf(stack(left));
            if (a.signum() == 0 || right == null) {
                return a;
            }
            if (leftStack == null && rightStack == null) {
                return a.multiply(a); // the identity: both stacks are any array of the same row sets
            }
            return a.multiply(BigInteger.valueOf(stack(right)));
        }

        private long stack(StackColourings.Symmetry sym) {
            StackColourings.SymmetricStack stack = sym == left ? leftStack : rightStack;
            if (stack == null) {
                return plain(profile);
            }
            int[] rowSets = rowSets(profile);
            return stack.fits(rowSets) ? stack.count(rowSets, (1 << width) - 1) : 0;
        }
    }

    /** The digits of each row of the left stack: row 2b + i holds those whose profile has bit b = i. */
    private int[] rowSets(int[] profiles) {
        int[] rowSets = new int[n];
        for (int d = 0; d < n; d++) {
            for (int b = 0; b < width; b++) {
                rowSets[2 * b + ((profiles[d] >> b) & 1)] |= 1 << d;
            }
        }
        return rowSets;
    }

    /** Ordered 1-factorisations of the C-regular graph rows x digits, kept by the profiles' {@link #canonical} key. */
    private long plain(int[] profiles) {
        long key = canonical(profiles) | (long) n << 56;
        Long known = PLAIN.get(key);
        if (known != null) {
            return known;
        }
        long f = StackColourings.factorisations(rowSets(profiles), width);
        PLAIN.put(key, f);
        return f;
    }

    /**
     * The least key of the profiles' multiset under the bands' permutations and flips (each gives an isomorphic
     * graph): the profiles sorted, C bits each (at most 50 bits on 2x5).
     */
    private long canonical(int[] profiles) {
        int[] counts = new int[1 << width];
        long best = Long.MAX_VALUE;
        for (int[] map : signedPermutations) {
            Arrays.fill(counts, 0);
            for (int x : profiles) {
                counts[map[x]]++;
            }
            long key = 0;
            for (int x = 0; x < counts.length; x++) {
                for (int k = 0; k < counts[x]; k++) {
                    key = key << width | x;
                }
            }
            best = Math.min(best, key);
        }
        return best;
    }
}
