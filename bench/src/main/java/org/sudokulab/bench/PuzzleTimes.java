package org.sudokulab.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * One backend's calls on one corpus, a puzzle at a time: the figures every table and test of a report is made
 * from. A puzzle's outcome is the worst of its repeats (one WRONG repeat makes it wrong); its time is the median
 * of its repeats' times, over the puzzles answered. {@code backend} is the id, or {@code id @ host} when the rows
 * come from more than one machine: timings of different machines are never pooled.
 */
record PuzzleTimes(String backend, String corpus, SortedMap<Integer, Puzzle> puzzles) {

    /** One puzzle: its outcome, its time (null unless answered) and its repeats' times (answered repeats only). */
    record Puzzle(BenchRow.Outcome outcome, Double millis, double[] repeats, BenchRow first) {
        boolean answered() {
            return outcome.answered();
        }

        /** Answered and right: what solves a puzzle for PAR-2, the VBS and the performance profile. */
        boolean solved() {
            return outcome == BenchRow.Outcome.OK;
        }
    }

    /** Per backend (or backend @ machine), in name order; per corpus, in the order the rows first name them. */
    static List<PuzzleTimes> of(List<BenchRow> rows) {
        boolean machines = rows.stream().map(BenchRow::machine).distinct().count() > 1;
        Map<String, Map<String, List<BenchRow>>> grouped = rows.stream()
                .collect(Collectors.groupingBy(
                        r -> machines ? r.backend() + " @ " + r.machine() : r.backend(),
                        TreeMap::new,
                        Collectors.groupingBy(BenchRow::corpus, LinkedHashMap::new, Collectors.toList())));
        List<PuzzleTimes> out = new ArrayList<>();
        grouped.forEach((backend, byCorpus) ->
                byCorpus.forEach((corpus, list) -> out.add(new PuzzleTimes(backend, corpus, puzzles(list)))));
        return out;
    }

    private static SortedMap<Integer, Puzzle> puzzles(List<BenchRow> rows) {
        Map<Integer, List<BenchRow>> byPuzzle =
                rows.stream().collect(Collectors.groupingBy(BenchRow::puzzle, TreeMap::new, Collectors.toList()));
        SortedMap<Integer, Puzzle> out = new TreeMap<>();
        byPuzzle.forEach((puzzle, repeats) -> {
            BenchRow.Outcome outcome = repeats.stream()
                    .map(BenchRow::outcome)
                    .min((a, b) -> rank(a) - rank(b))
                    .orElseThrow();
            double[] times = repeats.stream()
                    .filter(r -> r.outcome().answered() && r.millis() != null)
                    .mapToDouble(BenchRow::millis)
                    .toArray();
            Double millis = outcome.answered() && times.length > 0 ? Summary.median(times) : null;
            out.put(puzzle, new Puzzle(outcome, millis, times, repeats.get(0)));
        });
        return out;
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

    /** The times of the answered puzzles, sorted. */
    double[] answeredMillis() {
        return puzzles.values().stream()
                .filter(Puzzle::answered)
                .mapToDouble(Puzzle::millis)
                .sorted()
                .toArray();
    }

    /** How many puzzles ended each way. */
    int count(BenchRow.Outcome outcome) {
        return (int)
                puzzles.values().stream().filter(p -> p.outcome() == outcome).count();
    }

    /**
     * The spread of log times within a puzzle's repeats (pooled standard deviation) and between puzzles (standard
     * deviation of the puzzles' mean log times), each as a factor: 1.05 means a typical ±5 %. Null without
     * repeats.
     */
    double[] noiseAndSpread() {
        double within = 0;
        int withinDf = 0;
        List<Double> means = new ArrayList<>();
        for (Puzzle p : puzzles.values()) {
            if (!p.answered() || p.repeats().length == 0) {
                continue;
            }
            double[] logs = Arrays.stream(p.repeats())
                    .map(t -> Math.log(Interval.atLeastResolution(t)))
                    .toArray();
            double mean = Arrays.stream(logs).average().orElseThrow();
            means.add(mean);
            for (double l : logs) {
                within += (l - mean) * (l - mean);
            }
            withinDf += logs.length - 1;
        }
        if (withinDf == 0 || means.size() < 2) {
            return null;
        }
        double grand = means.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double between =
                means.stream().mapToDouble(m -> (m - grand) * (m - grand)).sum() / (means.size() - 1);
        return new double[] {Math.exp(Math.sqrt(within / withinDf)), Math.exp(Math.sqrt(between))};
    }
}
