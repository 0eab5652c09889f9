package org.sudokulab.bench.evidence;

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
    public static final String ALL = "all corpora";

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
        List<String> backends =
                times.stream().map(PuzzleTimes::backend).distinct().toList();
        // Every puzzle any backend ran, corpus by corpus, and per backend its time where it solved it (NaN where
        // not): arrays, not a map per puzzle, so a million puzzles cost a few bytes each.
        Map<String, int[]> idsOf = new LinkedHashMap<>();
        for (PuzzleTimes t : times) {
            idsOf.merge(t.corpus(), t.ids(), PuzzleTimes::union);
        }
        Map<String, Integer> offsetOf = new LinkedHashMap<>();
        int n = 0;
        for (Map.Entry<String, int[]> e : idsOf.entrySet()) {
            offsetOf.put(e.getKey(), n);
            n += e.getValue().length;
        }
        double[][] solvedIn = new double[backends.size()][n];
        for (double[] row : solvedIn) {
            Arrays.fill(row, Double.NaN);
        }
        for (PuzzleTimes t : times) {
            int[] ids = idsOf.get(t.corpus());
            double[] row = solvedIn[backends.indexOf(t.backend())];
            for (PuzzleTimes.Puzzle p : t.puzzles()) {
                if (p.solved()) {
                    row[offsetOf.get(t.corpus()) + Arrays.binarySearch(ids, p.id())] =
                            Interval.atLeastResolution(p.millis());
                }
            }
        }
        double vbsSum = 0;
        int vbsSolved = 0;
        int[] wins = new int[backends.size()];
        int[] solved = new int[backends.size()];
        double[] sums = new double[backends.size()];
        double[][] ratios = new double[backends.size()][n];
        for (int puzzle = 0; puzzle < n; puzzle++) {
            double best = Double.NaN;
            for (double[] row : solvedIn) {
                best = Double.isNaN(best) || row[puzzle] < best ? row[puzzle] : best;
            }
            if (Double.isNaN(best)) {
                vbsSum += penalty;
            } else {
                vbsSum += best;
                vbsSolved++;
            }
            for (int b = 0; b < backends.size(); b++) {
                double t = solvedIn[b][puzzle];
                sums[b] += Double.isNaN(t) ? penalty : t;
                if (!Double.isNaN(t)) {
                    ratios[b][solved[b]++] = t / best;
                    wins[b] += t == best ? 1 : 0;
                }
            }
        }
        List<Score> scores = new ArrayList<>();
        for (int b = 0; b < backends.size(); b++) {
            double[] sorted = Arrays.copyOf(ratios[b], solved[b]);
            Arrays.sort(sorted);
            scores.add(new Score(backends.get(b), solved[b], n == 0 ? 0 : sums[b] / n, wins[b], sorted));
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
