package org.sudokulab.bench.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.sudokulab.api.Symbols;
import org.sudokulab.api.io.ReadOptions;
import org.sudokulab.bench.evidence.Figures;
import org.sudokulab.bench.evidence.Interval;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.GenerateSpec;
import org.sudokulab.bench.run.RunRecord;

/**
 * {@code study hardness}: how the cost of deciding a board grows and falls with the number of cells given, per
 * paradigm. Two settings on Sudoku boards, each a generated corpus per number of givens g: holes punched in random
 * grids (always solvable) and random partial boards that break no rule (may have no solution, where the share
 * solvable falls through a threshold); and the same two on Latin squares, the field's originals: quasigroups with
 * holes (QWH, Achlioptas et al. 2000) and quasigroup completion (QCP, Gomes and Selman 1997). Every backend proves
 * each board unique or not (count to 2), or on Latin squares solves it (a completion, or a proof there is none, as
 * the papers time it); the study reads, per g, the median and 90th percentile of time and effort,
 * the share solvable and unique, and where each backend's median time peaks, with a bootstrap interval over the
 * boards. Partial and QCP boards go up to {@link #PARTIAL_MAX_SHARE} of the cells. Each corpus's place on its curve
 * comes from the spec that generated it, so a renamed corpus still reports.
 */
public final class HardnessStudy {
    public static final String NAME = "hardness";

    /** The settings, by their generated kind: Sudoku boards, then Latin squares. */
    static final List<String> KINDS = List.of("holes", "partial", "qwh", "qcp");

    /** Where the papers put the peak, as a share of the cells given (the x axis here), with the source. */
    public record Published(String kind, double shareGiven, String source) {}

    static final List<Published> PUBLISHED = List.of(new Published(
            "qcp",
            0.42,
            "Gomes & Selman 1997: the solvability threshold and the cost peak of QCP at about 42 % pre-assigned"));

    /**
     * Partial boards stop at this share of the cells: random filling seldom reaches further without a cell left
     * with no digit (6x6 at 35 of 36 failed 1,000 draws), and past it nearly every board is refuted at once.
     */
    static final double PARTIAL_MAX_SHARE = 0.6;

    /** Resamples of the boards of every g for the interval of a peak's place. */
    private static final int PEAK_RESAMPLES = 500;

    /** One backend at one g: boards, medians and 90th percentiles (a timeout counts as the timeout). */
    public record Point(
            String kind,
            int size,
            int givens,
            String backend,
            int boards,
            int answered,
            Interval medianMillis,
            double p90Millis,
            Double medianEffort,
            Double p90Effort,
            String effortCounter) {}

    /**
     * The boards at one g: how many had a solution and how many exactly one (null where the calls only solved), by
     * the backends' agreed answers.
     */
    public record Share(String kind, int size, int givens, int boards, int decided, int solvable, Integer unique) {}

    /**
     * Where one backend's median {@code measure} (time in ms, or its effort counter) peaks, with the 95 % bootstrap
     * interval of that g, and the median there.
     */
    public record Peak(
            String kind, int size, String backend, String measure, int givens, Interval place, double median) {}

    /** The study's figures. */
    public record Figures(List<Point> points, List<Share> shares, List<Peak> peaks) {}

    private HardnessStudy() {}

    /**
     * The plan: for each box shape and each Latin square order, g from 0 to n^2 in steps of {@code step} (a
     * twentieth of the cells unless {@code steps} names the shape, 1xN for order N), {@code count} boards of each
     * setting, proven unique or not by {@code backends} (default: every backend in the JVM).
     */
    public static BenchPlan plan(
            List<String> boxes,
            List<Integer> latinOrders,
            Map<String, Integer> steps,
            int count,
            List<String> backends,
            long seed,
            long timeoutMillis,
            int threads,
            String command) {
        List<BenchPlan.CorpusRef> corpora = new ArrayList<>();
        for (String shape : boxes) {
            ReadOptions rc = ReadOptions.boxes(shape);
            int n = rc.boxRows() * rc.boxCols();
            for (int g : givens(n, steps.get(shape))) {
                corpora.add(spec("holes:boxes=" + shape + ":givens=" + g, count));
                if (g <= PARTIAL_MAX_SHARE * n * n) {
                    corpora.add(spec("partial:boxes=" + shape + ":givens=" + g, count));
                }
            }
        }
        for (int n : latinOrders) {
            if (n < 1 || n > Symbols.MAX_SIZE) {
                throw new IllegalArgumentException("--latin " + n + ": a Latin square's order is 1 to "
                        + Symbols.MAX_SIZE + " (one symbol a cell)");
            }
            for (int g : givens(n, steps.get("1x" + n))) {
                corpora.add(spec("qwh:size=" + n + ":holes=" + (n * n - g), count));
                if (g <= PARTIAL_MAX_SHARE * n * n) {
                    corpora.add(spec("qcp:size=" + n + ":preassigned=" + g, count));
                }
            }
        }
        return BenchPlan.forStudy(NAME, corpora, backends, 0, seed, timeoutMillis, 1000, threads, command);
    }

    private static BenchPlan.CorpusRef spec(String spec, int count) {
        return BenchPlan.CorpusRef.generated(GenerateSpec.parse(spec + ":count=" + count));
    }

    /** 0 to n^2 in steps of {@code step} (default: a twentieth of the cells), n^2 included. */
    private static List<Integer> givens(int n, Integer step) {
        int cells = n * n;
        int by = step != null ? step : Math.max(1, cells / 20);
        List<Integer> gs = new ArrayList<>();
        for (int g = 0; g < cells; g += by) {
            gs.add(g);
        }
        gs.add(cells);
        return gs;
    }

    /** The figures of a report's rows (corpora not made by this study are left out). */
    static Figures figures(RunRecord report) {
        long timeout = report.plan().timeoutMillis();
        // kind|size -> backend -> g -> per-board times and efforts
        Map<String, Map<String, TreeMap<Integer, List<BenchRow>>>> byCurve = new LinkedHashMap<>();
        Map<String, TreeMap<Integer, Map<Integer, List<BenchRow>>>> byBoard = new LinkedHashMap<>();
        Map<String, GenerateSpec> specs = report.plan().generatedSpecs();
        for (BenchRow r : report.rows()) {
            GenerateSpec spec = specs.get(r.corpus());
            if (spec == null || !KINDS.contains(spec.kind())) {
                continue;
            }
            String curve = spec.kind() + "|" + spec.size();
            int g = spec.cellsGiven().orElseThrow();
            byCurve.computeIfAbsent(curve, k -> new LinkedHashMap<>())
                    .computeIfAbsent(r.backend(), k -> new TreeMap<>())
                    .computeIfAbsent(g, k -> new ArrayList<>())
                    .add(r);
            byBoard.computeIfAbsent(curve, k -> new TreeMap<>())
                    .computeIfAbsent(g, k -> new TreeMap<>())
                    .computeIfAbsent(r.puzzle(), k -> new ArrayList<>())
                    .add(r);
        }
        List<Point> points = new ArrayList<>();
        List<Peak> peaks = new ArrayList<>();
        long seed = report.plan().seed();
        byCurve.forEach((curve, backends) -> {
            String kind = curve.substring(0, curve.indexOf('|'));
            int size = Integer.parseInt(curve.substring(curve.indexOf('|') + 1));
            backends.forEach((backend, perG) -> {
                Map<Integer, double[]> times = new TreeMap<>();
                Map<Integer, double[]> efforts = new TreeMap<>();
                perG.forEach((g, rows) -> {
                    double[] t = rows.stream()
                            .mapToDouble(r -> r.outcome() == BenchRow.Outcome.TIMEOUT
                                    ? timeout
                                    : Interval.atLeastResolution(r.millis() == null ? timeout : r.millis()))
                            .toArray();
                    times.put(g, t);
                    double[] effort = rows.stream()
                            .filter(r -> r.effort() != null)
                            .mapToDouble(BenchRow::effort)
                            .toArray();
                    if (effort.length > 0) {
                        efforts.put(g, effort);
                    }
                    points.add(new Point(
                            kind,
                            size,
                            g,
                            backend,
                            rows.size(),
                            (int) rows.stream()
                                    .filter(r -> r.outcome() == BenchRow.Outcome.OK)
                                    .count(),
                            Interval.median(t, seed ^ g),
                            Interval.quantile(t.clone(), 0.9),
                            effort.length == 0 ? null : Interval.median(effort.clone()),
                            effort.length == 0 ? null : Interval.quantile(effort.clone(), 0.9),
                            rows.stream()
                                    .map(BenchRow::effortCounter)
                                    .filter(c -> c != null)
                                    .findFirst()
                                    .orElse(null)));
                });
                peaks.add(peak(kind, size, backend, "ms", times, 0.5, seed));
                peaks.add(peak(kind, size, backend, "p90 ms", times, 0.9, seed));
                if (efforts.size() == times.size()) {
                    peaks.add(peak(kind, size, backend, "effort", efforts, 0.5, seed));
                }
            });
        });
        List<Share> shares = new ArrayList<>();
        byBoard.forEach((curve, perG) -> {
            String kind = curve.substring(0, curve.indexOf('|'));
            // quasigroups are solved, not proven unique: how many have one completion is not asked
            boolean solveOnly = kind.equals("qwh") || kind.equals("qcp");
            int size = Integer.parseInt(curve.substring(curve.indexOf('|') + 1));
            perG.forEach((g, boards) -> {
                int decided = 0;
                int solvable = 0;
                int unique = 0;
                for (List<BenchRow> calls : boards.values()) {
                    // an answered solve decides solvability (a completion, or none proven); a uniqueness proof
                    // decides it with an exact count or one that reached its limit
                    BenchRow answer = calls.stream()
                            .filter(r -> r.outcome() == BenchRow.Outcome.OK && r.count() != null)
                            .filter(r -> solveOnly || Boolean.TRUE.equals(r.exact()) || r.count() >= 2)
                            .findFirst()
                            .orElse(null);
                    if (answer != null) {
                        decided++;
                        solvable += answer.count() >= 1 ? 1 : 0;
                        unique += answer.count() == 1 && Boolean.TRUE.equals(answer.exact()) ? 1 : 0;
                    }
                }
                shares.add(new Share(kind, size, g, boards.size(), decided, solvable, solveOnly ? null : unique));
            });
        });
        peaks.sort(Comparator.comparingInt(Peak::size)
                .thenComparing(Peak::kind)
                .thenComparing(Peak::measure, Comparator.reverseOrder())
                .thenComparing(Peak::backend));
        return new Figures(points, shares, peaks);
    }

    /**
     * The g of the highest {@code quantile} (0.5: the median) of {@code values}, and its interval: the boards of every
     * g resampled together, the peak's g found again each time.
     */
    static Peak peak(
            String kind,
            int size,
            String backend,
            String measure,
            Map<Integer, double[]> values,
            double quantile,
            long seed) {
        int best = argmax(values, quantile, null);
        SplittableRandom random = new SplittableRandom(seed ^ backend.hashCode() ^ ((long) size << 32));
        double[] places = new double[PEAK_RESAMPLES];
        for (int s = 0; s < PEAK_RESAMPLES; s++) {
            places[s] = argmax(values, quantile, random);
        }
        return new Peak(
                kind,
                size,
                backend,
                measure,
                best,
                Interval.percentiles(best, places),
                Interval.quantile(values.get(best).clone(), quantile));
    }

    /** The g whose quantile is highest (the lower g on a tie); with {@code random}, on resampled boards. */
    private static int argmax(Map<Integer, double[]> times, double quantile, SplittableRandom random) {
        int best = -1;
        double top = -1;
        for (Map.Entry<Integer, double[]> e : times.entrySet()) {
            double[] t = e.getValue();
            double[] sample = new double[t.length];
            for (int i = 0; i < t.length; i++) {
                sample[i] = random == null ? t[i] : t[random.nextInt(t.length)];
            }
            double q = Interval.quantile(sample, quantile);
            if (q > top) {
                top = q;
                best = e.getKey();
            }
        }
        return best;
    }

    /** study.md, study.json and study.html in {@code dir}. */
    static void write(Path dir, RunRecord report) throws IOException {
        Figures f = figures(report);
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("peaks", f.peaks());
        figures.put("shares", f.shares());
        figures.put("points", f.points());
        StudyPage.write(dir, report, NAME, HardnessReport.markdown(report, f), HardnessReport.html(report, f), figures);
    }
}
