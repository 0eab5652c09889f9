package org.sudokulab.census;

import java.util.Arrays;

/**
 * Counts keyed by non-negative longs, open addressing: the search states of the band counts run to hundreds of
 * thousands per step, and boxed map entries would cost several times the work of the counting itself.
 */
final class LongCounts {
    private static final long EMPTY = -1;
    private long[] keys;
    private long[] values;
    private int size;

    LongCounts(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        keys = new long[capacity];
        values = new long[capacity];
        Arrays.fill(keys, EMPTY);
    }

    void add(long key, long count) {
        int mask = keys.length - 1;
        int i = mix(key) & mask;
        while (keys[i] != EMPTY && keys[i] != key) {
            i = (i + 1) & mask;
        }
        if (keys[i] == EMPTY) {
            keys[i] = key;
            values[i] = count;
            if (++size * 2 > keys.length) {
                grow();
            }
        } else {
            values[i] = Math.addExact(values[i], count);
        }
    }

    /**
     * {@link #add} of the first n pairs. The batch's slots are read first, in a loop of independent loads, so that
     * their cache misses overlap: a 2x6 class's tables hold millions of states, far past the caches, and one probe
     * at a time took 2.5 times as long (docs/census.md).
     */
    void addAll(long[] batchKeys, long[] batchCounts, int n) {
        touch(batchKeys, n);
        for (int j = 0; j < n; j++) {
            add(batchKeys[j], batchCounts[j]);
        }
    }

    /** The sum of the counts of the first n keys (0 for an absent one), their slots read as in {@link #addAll}. */
    long sumAll(long[] batchKeys, int n) {
        touch(batchKeys, n);
        long sum = 0;
        for (int j = 0; j < n; j++) {
            sum = Math.addExact(sum, get(batchKeys[j]));
        }
        return sum;
    }

    /** As {@link #sumAll}, each count times the key's weight. */
    long weighAll(long[] batchKeys, long[] weights, int n) {
        touch(batchKeys, n);
        long sum = 0;
        for (int j = 0; j < n; j++) {
            sum = Math.addExact(sum, Math.multiplyExact(weights[j], get(batchKeys[j])));
        }
        return sum;
    }

    /** Reads the keys' first slots, so that the probes that follow find them cached. */
    private void touch(long[] batchKeys, int n) {
        int mask = keys.length - 1;
        long any = 0;
        for (int j = 0; j < n; j++) {
            int i = mix(batchKeys[j]) & mask;
            any |= keys[i] | values[i];
        }
        touched = any;
    }

    /** Written by {@link #touch}, so that the JIT keeps its loads. */
    @SuppressWarnings("unused")
    private long touched;

    /** The count of key, 0 if absent. */
    long get(long key) {
        return get(key, 0);
    }

    /** The count of key, {@code absent} if absent (a cache tells a stored 0 from a miss so). */
    long get(long key, long absent) {
        int mask = keys.length - 1;
        for (int i = mix(key) & mask; keys[i] != EMPTY; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return values[i];
            }
        }
        return absent;
    }

    int size() {
        return size;
    }

    /** Key and count of slot i, for slots 0..capacity()-1 whose key is not negative. */
    int capacity() {
        return keys.length;
    }

    long key(int slot) {
        return keys[slot];
    }

    long count(int slot) {
        return values[slot];
    }

    void setCount(int slot, long count) {
        values[slot] = count;
    }

    long total() {
        long sum = 0;
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != EMPTY) {
                sum = Math.addExact(sum, values[i]);
            }
        }
        return sum;
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new long[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                add(oldKeys[i], oldValues[i]);
            }
        }
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
