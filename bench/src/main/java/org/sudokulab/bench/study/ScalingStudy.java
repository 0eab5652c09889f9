package org.sudokulab.bench.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.sudokulab.api.io.ReadOptions;
import org.sudokulab.bench.evidence.Figures;
import org.sudokulab.bench.evidence.Interval;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.GenerateSpec;
import org.sudokulab.bench.run.RunRecord;

/**
 * {@code study scaling}: each backend against the board size. Per box shape, unique puzzles dug from random grids
 * down to a fixed share of the cells given; every backend proves each unique. The study reads per size the median
 * time (bootstrap interval), the share answered within the timeout, the first size at which a backend answers fewer
 * than half, and a least-squares fit of log(median time) against n over the sizes it answered: the factor per
 * unit of n (exponential growth) and the exponent of n (polynomial growth), with the fit's R^2 for each.
 */
public final class ScalingStudy {
    public static final String NAME = "scaling";

    /** One backend on one board size. */
    public record Point(
            String backend, int size, int givens, int boards, int answered, Interval medianMillis, double p90Millis) {}

    /**
     * One backend's growth: the fits of ln(median ms) against n (slope: ln of the factor per unit of n) and against
     * ln n (slope: the exponent), over the sizes it answered; the first size it did not answer (0: none).
     */
    public record Growth(
            String backend,
            int sizesFitted,
            double factorPerN,
            double r2Exponential,
            double exponent,
            double r2Power,
            int stopsAt) {}

    public record Figures(List<Point> points, List<Growth> growth) {}

    private ScalingStudy() {}

    /** The plan: {@code count} unique puzzles per box shape with round(share * n^2) givens, every backend. */
    public static BenchPlan plan(
            List<String> boxes,
            double share,
            int count,
            List<String> backends,
            long seed,
            long timeoutMillis,
            int threads,
            String command) {
        if (!(share > 0 && share < 1)) {
            throw new IllegalArgumentException("the share of givens must be between 0 and 1, got " + share);
        }
        List<BenchPlan.CorpusRef> corpora = new ArrayList<>();
        for (String shape : boxes) {
            ReadOptions rc = ReadOptions.boxes(shape);
            int n = rc.boxRows() * rc.boxCols();
            int givens = (int) Math.round(share * n * n);
            corpora.add(BenchPlan.CorpusRef.generated(
                    GenerateSpec.parse("unique:boxes=" + shape + ":count=" + count + ":givens=" + givens)));
        }
        return BenchPlan.forStudy(NAME, corpora, backends, 0, seed, timeoutMillis, 1000, threads, command);
    }

    static Figures figures(RunRecord report) {
        long timeout = report.plan().timeoutMillis();
        Map<String, TreeMap<Integer, List<BenchRow>>> byBackend = new LinkedHashMap<>();
        Map<Integer, Integer> givens = new TreeMap<>();
        // each corpus's board size and givens from the spec that generated it, not from its name
        Map<String, GenerateSpec> specs = report.plan().generatedSpecs();
        for (BenchRow r : report.rows()) {
            GenerateSpec spec = specs.get(r.corpus());
            if (spec != null
                    && spec.kind().equals("unique")
                    && spec.cellsGiven().isPresent()) {
                int n = spec.size();
                givens.put(n, spec.cellsGiven().getAsInt());
                byBackend
                        .computeIfAbsent(r.backend(), k -> new TreeMap<>())
                        .computeIfAbsent(n, k -> new ArrayList<>())
                        .add(r);
            }
        }
        List<Point> points = new ArrayList<>();
        List<Growth> growth = new ArrayList<>();
        byBackend.forEach((backend, bySize) -> {
            List<double[]> fitted = new ArrayList<>();
            int stopsAt = 0;
            for (Map.Entry<Integer, List<BenchRow>> e : bySize.entrySet()) {
                List<BenchRow> rows = e.getValue();
                double[] t = rows.stream()
                        .mapToDouble(r -> r.outcome() == BenchRow.Outcome.OK && r.millis() != null
                                ? Interval.atLeastResolution(r.millis())
                                : timeout)
                        .toArray();
                int answered = (int) rows.stream()
                        .filter(r -> r.outcome() == BenchRow.Outcome.OK)
                        .count();
                Interval median = Interval.median(t, report.plan().seed() ^ e.getKey());
                points.add(new Point(
                        backend,
                        e.getKey(),
                        givens.get(e.getKey()),
                        rows.size(),
                        answered,
                        median,
                        Interval.quantile(t.clone(), 0.9)));
                if (2 * answered > rows.size()) {
                    fitted.add(new double[] {e.getKey(), Math.log(median.estimate())});
                } else if (stopsAt == 0) {
                    stopsAt = e.getKey();
                }
            }
            double[] exp = fit(fitted, false);
            double[] pow = fit(fitted, true);
            growth.add(new Growth(backend, fitted.size(), Math.exp(exp[0]), exp[1], pow[0], pow[1], stopsAt));
        });
        return new Figures(points, growth);
    }

    /**
     * The least-squares slope of y against x (or ln x) and its R^2; NaN for fewer than three points, where a line
     * through them says nothing.
     */
    static double[] fit(List<double[]> xy, boolean logX) {
        int k = xy.size();
        if (k < 3) {
            return new double[] {Double.NaN, Double.NaN};
        }
        double sx = 0;
        double sy = 0;
        for (double[] p : xy) {
            sx += logX ? Math.log(p[0]) : p[0];
            sy += p[1];
        }
        double mx = sx / k;
        double my = sy / k;
        double sxx = 0;
        double sxy = 0;
        double syy = 0;
        for (double[] p : xy) {
            double dx = (logX ? Math.log(p[0]) : p[0]) - mx;
            double dy = p[1] - my;
            sxx += dx * dx;
            sxy += dx * dy;
            syy += dy * dy;
        }
        double slope = sxy / sxx;
        return new double[] {slope, syy == 0 ? 1 : slope * sxy / syy};
    }

    /** study.md, study.json and study.html in {@code dir}. */
    static void write(Path dir, RunRecord report) throws IOException {
        Figures f = figures(report);
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("growth", f.growth());
        figures.put("points", f.points());
        StudyPage.write(dir, report, NAME, ScalingReport.markdown(report, f), ScalingReport.html(report, f), figures);
    }
}
