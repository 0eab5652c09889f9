package org.sudokulab.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The figures of one backend on one corpus. Times are per puzzle: the median over a puzzle's repeats, taken
 * over the puzzles the backend answered (OK or WRONG) within the timeout; timeouts are counted, not timed.
 * Percentiles are nearest-rank.
 */
record Summary(
        String backend,
        String corpus,
        int puzzles,
        int solved,
        int wrong,
        int timeouts,
        int unsupported,
        int errors,
        int killed,
        int crashed,
        Double medianMillis,
        Double p90Millis,
        Double maxMillis,
        Double meanMillis,
        String effortCounter,
        Double medianEffort,
        double[] solvedMillis) {

    /**
     * One summary per backend and corpus; when the rows come from more than one machine (a cluster's executors),
     * one per backend, machine and corpus, the backend named {@code id @ host}: timings of different machines are
     * never pooled.
     */
    static List<Summary> of(List<BenchRow> rows) {
        boolean machines = rows.stream().map(BenchRow::machine).distinct().count() > 1;
        Map<String, Map<String, List<BenchRow>>> grouped = rows.stream()
                .collect(Collectors.groupingBy(
                        r -> machines ? r.backend() + " @ " + r.machine() : r.backend(),
                        TreeMap::new,
                        Collectors.groupingBy(BenchRow::corpus, LinkedHashMap::new, Collectors.toList())));
        List<Summary> out = new ArrayList<>();
        grouped.forEach((backend, byCorpus) -> byCorpus.forEach((corpus, list) -> out.add(of(backend, corpus, list))));
        return out;
    }

    private static Summary of(String backend, String corpus, List<BenchRow> rows) {
        Map<Integer, List<BenchRow>> byPuzzle =
                rows.stream().collect(Collectors.groupingBy(BenchRow::puzzle, TreeMap::new, Collectors.toList()));
        int[] n = new int[BenchRow.Outcome.values().length];
        List<Double> times = new ArrayList<>();
        List<Double> efforts = new ArrayList<>();
        String effortCounter = null;
        for (List<BenchRow> repeats : byPuzzle.values()) {
            // A puzzle's outcome is its worst: one WRONG repeat makes the puzzle wrong.
            BenchRow.Outcome outcome = repeats.stream()
                    .map(BenchRow::outcome)
                    .min((a, b) -> rank(a) - rank(b))
                    .orElseThrow();
            n[outcome.ordinal()]++;
            if (outcome.answered()) {
                times.add(median(repeats.stream().mapToDouble(BenchRow::millis).toArray()));
                BenchRow first = repeats.get(0);
                if (first.effort() != null) {
                    efforts.add((double) first.effort());
                    effortCounter = first.effortCounter();
                }
            }
        }
        double[] t = times.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double[] e = efforts.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return new Summary(
                backend,
                corpus,
                byPuzzle.size(),
                n[BenchRow.Outcome.OK.ordinal()] + n[BenchRow.Outcome.WRONG.ordinal()],
                n[BenchRow.Outcome.WRONG.ordinal()],
                n[BenchRow.Outcome.TIMEOUT.ordinal()],
                n[BenchRow.Outcome.UNSUPPORTED.ordinal()],
                n[BenchRow.Outcome.ERROR.ordinal()],
                n[BenchRow.Outcome.KILLED.ordinal()],
                n[BenchRow.Outcome.CRASHED.ordinal()],
                t.length == 0 ? null : percentile(t, 50),
                t.length == 0 ? null : percentile(t, 90),
                t.length == 0 ? null : t[t.length - 1],
                t.length == 0 ? null : Call.round(Arrays.stream(t).average().orElse(0)),
                effortCounter,
                e.length == 0 ? null : percentile(e, 50),
                t);
    }

    /** WRONG outranks every other outcome, then the failures, then OK. */
    private static int rank(BenchRow.Outcome o) {
        return switch (o) {
            case WRONG -> 0;
            case CRASHED -> 1;
            case KILLED -> 2;
            case ERROR -> 3;
            case TIMEOUT -> 4;
            case UNSUPPORTED -> 5;
            case OK -> 6;
        };
    }

    static double percentile(double[] sorted, double p) {
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : Call.round((v[v.length / 2 - 1] + v[v.length / 2]) / 2);
    }
}
