package org.sudokulab.bench.evidence;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.Call;

/**
 * The counting figures of one backend on one corpus whose calls count solutions: over the puzzles it counted
 * exactly (a timeout is not a count), the solutions enumerated, the time they took, solutions per second, and how
 * the time grows with the number of solutions k (the least-squares slope of log time against log k: time grows
 * like k to that power). {@code points} are (k, median ms) per distinct k, for the time-against-k chart.
 */
public record Counting(
        String backend,
        String corpus,
        int puzzles,
        int counted,
        long solutions,
        double millis,
        Double solutionsPerSecond,
        Double growth,
        List<double[]> points) {

    /** Per backend and counting corpus, in the order of {@code countingCorpora}. */
    static List<Counting> of(List<BenchRow> rows, List<String> countingCorpora) {
        Set<String> wanted = Set.copyOf(countingCorpora);
        Map<String, Map<String, List<BenchRow>>> grouped = rows.stream()
                .filter(r -> wanted.contains(r.corpus()))
                .collect(Collectors.groupingBy(
                        BenchRow::corpus, Collectors.groupingBy(BenchRow::backend, TreeMap::new, Collectors.toList())));
        List<Counting> out = new ArrayList<>();
        for (String corpus : countingCorpora) {
            grouped.getOrDefault(corpus, Map.of()).forEach((backend, list) -> out.add(of(backend, corpus, list)));
        }
        return out;
    }

    private static Counting of(String backend, String corpus, List<BenchRow> rows) {
        Map<Integer, List<BenchRow>> byPuzzle =
                rows.stream().collect(Collectors.groupingBy(BenchRow::puzzle, TreeMap::new, Collectors.toList()));
        long solutions = 0;
        double millis = 0;
        int counted = 0;
        Map<Long, List<Double>> byK = new TreeMap<>();
        for (List<BenchRow> repeats : byPuzzle.values()) {
            // Only a puzzle every repeat of which is an exact, accepted count.
            if (!repeats.stream().allMatch(r -> r.outcome() == BenchRow.Outcome.OK && Boolean.TRUE.equals(r.exact()))) {
                continue;
            }
            long k = repeats.get(0).count();
            double ms = Summary.median(
                    repeats.stream().mapToDouble(BenchRow::millis).toArray());
            counted++;
            solutions += k;
            millis += ms;
            byK.computeIfAbsent(k, x -> new ArrayList<>()).add(ms);
        }
        List<double[]> points = new ArrayList<>();
        byK.forEach((k, ms) -> points.add(new double[] {
            k, Summary.median(ms.stream().mapToDouble(Double::doubleValue).toArray())
        }));
        return new Counting(
                backend,
                corpus,
                byPuzzle.size(),
                counted,
                solutions,
                Call.round(millis),
                millis > 0 ? Math.round(solutions / (millis / 1000)) * 1.0 : null,
                growth(points),
                List.copyOf(points));
    }

    /** The slope of log ms against log k, or null with fewer than two distinct k. */
    static Double growth(List<double[]> points) {
        List<double[]> usable =
                points.stream().filter(p -> p[0] > 0 && p[1] > 0).toList();
        if (usable.size() < 2) {
            return null;
        }
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        for (double[] p : usable) {
            double x = Math.log(p[0]);
            double y = Math.log(p[1]);
            sx += x;
            sy += y;
            sxx += x * x;
            sxy += x * y;
        }
        int n = usable.size();
        double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
        return Math.round(slope * 100) / 100.0;
    }

    /** Microseconds per solution enumerated, over the puzzles counted. */
    public Double microsPerSolution() {
        return solutions == 0 ? null : Call.round(millis * 1000 / solutions);
    }
}
