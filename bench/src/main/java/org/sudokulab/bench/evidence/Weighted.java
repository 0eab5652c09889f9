package org.sudokulab.bench.evidence;

import java.util.Arrays;

/** Statistics of values with weights (a bootstrap resample's multiplicities; 0: not drawn), NaN values left out. */
final class Weighted {
    private Weighted() {}

    /** The weighted mean of the logs ({@code exp}: of the values they are the logs of). */
    static double mean(double[] logs, double[] weight, boolean exp) {
        double sum = 0;
        double total = 0;
        for (int i = 0; i < logs.length; i++) {
            if (weight[i] > 0 && !Double.isNaN(logs[i])) {
                sum += weight[i] * (exp ? Math.exp(logs[i]) : logs[i]);
                total += weight[i];
            }
        }
        return sum / total;
    }

    /** The weighted nearest-rank median: the least value whose weight and the lesser values' reach half. */
    static double median(double[] logs, double[] weight) {
        Integer[] order = new Integer[logs.length];
        double total = 0;
        int n = 0;
        for (int i = 0; i < logs.length; i++) {
            if (weight[i] > 0 && !Double.isNaN(logs[i])) {
                order[n++] = i;
                total += weight[i];
            }
        }
        Integer[] used = Arrays.copyOf(order, n);
        Arrays.sort(used, (a, b) -> Double.compare(logs[a], logs[b]));
        double sum = 0;
        for (int i : used) {
            sum += weight[i];
            if (sum >= total / 2 - 1e-9) {
                return logs[i];
            }
        }
        return Double.NaN;
    }

    static double variance(double[] v) {
        double mean = 0;
        int n = 0;
        for (double x : v) {
            if (!Double.isNaN(x)) {
                mean += x;
                n++;
            }
        }
        mean /= n;
        double ss = 0;
        for (double x : v) {
            if (!Double.isNaN(x)) {
                ss += (x - mean) * (x - mean);
            }
        }
        return n < 2 ? 0 : ss / (n - 1);
    }
}
