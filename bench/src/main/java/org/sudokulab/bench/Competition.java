package org.sudokulab.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The solver competitions' figures on one corpus (or, for {@link #ALL}, on every corpus at once):
 * <ul>
 *   <li>PAR-2: the mean time per puzzle, a puzzle not solved (timeout, wrong, unsupported, error) counting as twice
 *       the timeout;
 *   <li>the virtual best solver (VBS): per puzzle the fastest backend that solved it, its PAR-2, and each backend's
 *       share of the puzzles the VBS solved on which it was that fastest one (ties credit every backend tied);
 *   <li>Dolan and Moré's performance profile: per backend, its time on each puzzle over the best time on that
 *       puzzle; rho(tau) is the share of puzzles whose ratio is at most tau. Puzzles no backend solved are left
 *       out, as the profile defines.
 * </ul>
 */
public record Competition(
        String corpus, int puzzles, double timeoutMillis, double vbsPar2Millis, int vbsSolved, List<Score> scores) {

    /** The name of the competition over every corpus at once. */
    static final String ALL = "all corpora";

    /** One backend: puzzles solved, PAR-2, VBS wins, and its sorted performance ratios (solved puzzles only). */
    public record Score(String backend, int solved, double par2Millis, int vbsWins, double[] ratios) {
        /** rho(tau): the share of {@code of} puzzles this backend solved within tau times the best. */
        public double rho(double tau, int of) {
            int k = 0;
            while (k < ratios.length && ratios[k] <= tau * (1 + 1e-12)) {
                k++;
            }
            return of == 0 ? 0 : (double) k / of;
        }
    }

    /** The share of the VBS's puzzles a backend won. */
    public double vbsShare(Score s) {
        return vbsSolved == 0 ? 0 : (double) s.vbsWins() / vbsSolved;
    }

    /** One competition per corpus that more than one backend ran, then {@link #ALL} when there are several. */
    static List<Competition> of(List<PuzzleTimes> times, List<String> corpora, double timeoutMillis) {
        List<Competition> out = new ArrayList<>();
        for (String corpus : corpora) {
            List<PuzzleTimes> here =
                    times.stream().filter(t -> t.corpus().equals(corpus)).toList();
            if (!here.isEmpty()) {
                out.add(of(corpus, here, timeoutMillis));
            }
        }
        if (out.size() > 1) {
            out.add(of(ALL, times, timeoutMillis));
        }
        return out;
    }

    /** The figures over {@code times}, one entry per backend and corpus; a puzzle is its corpus and number. */
    static Competition of(String name, List<PuzzleTimes> times, double timeoutMillis) {
        double penalty = 2 * timeoutMillis;
        // Every puzzle any backend ran, with each backend's time where it solved it.
        Map<String, Map<String, Double>> solvedBy = new LinkedHashMap<>();
        List<String> backends =
                times.stream().map(PuzzleTimes::backend).distinct().toList();
        for (PuzzleTimes t : times) {
            t.puzzles().forEach((puzzle, p) -> {
                Map<String, Double> row =
                        solvedBy.computeIfAbsent(t.corpus() + "\u0000" + puzzle, k -> new LinkedHashMap<>());
                if (p.solved()) {
                    row.put(t.backend(), Interval.atLeastResolution(p.millis()));
                }
            });
        }
        int n = solvedBy.size();
        double vbsSum = 0;
        int vbsSolved = 0;
        Map<String, Integer> wins = new LinkedHashMap<>();
        Map<String, List<Double>> ratios = new LinkedHashMap<>();
        Map<String, Double> sums = new LinkedHashMap<>();
        Map<String, Integer> solved = new LinkedHashMap<>();
        for (String b : backends) {
            wins.put(b, 0);
            ratios.put(b, new ArrayList<>());
            sums.put(b, 0.0);
            solved.put(b, 0);
        }
        for (Map<String, Double> row : solvedBy.values()) {
            double best =
                    row.values().stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
            if (row.isEmpty()) {
                vbsSum += penalty;
            } else {
                vbsSum += best;
                vbsSolved++;
            }
            for (String b : backends) {
                Double t = row.get(b);
                sums.merge(b, t == null ? penalty : t, Double::sum);
                if (t != null) {
                    solved.merge(b, 1, Integer::sum);
                    ratios.get(b).add(t / best);
                    if (t == best) {
                        wins.merge(b, 1, Integer::sum);
                    }
                }
            }
        }
        List<Score> scores = new ArrayList<>();
        for (String b : backends) {
            scores.add(new Score(
                    b,
                    solved.get(b),
                    n == 0 ? 0 : sums.get(b) / n,
                    wins.get(b),
                    ratios.get(b).stream()
                            .mapToDouble(Double::doubleValue)
                            .sorted()
                            .toArray()));
        }
        return new Competition(name, n, timeoutMillis, n == 0 ? 0 : vbsSum / n, vbsSolved, scores);
    }

    /** The largest finite ratio of any backend: where a profile's tau axis ends. */
    public double maxRatio() {
        return scores.stream()
                .flatMapToDouble(s -> Arrays.stream(s.ratios()))
                .max()
                .orElse(1);
    }
}
