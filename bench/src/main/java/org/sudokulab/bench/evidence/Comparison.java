package org.sudokulab.bench.evidence;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import org.sudokulab.bench.run.BenchException;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.RowLines;
import org.sudokulab.bench.run.RunFolder;

/**
 * Two bench runs set side by side ({@code sudokulab bench compare A B}): their rows matched by backend, corpus
 * (by its SHA-256, whatever its name) and puzzle; what did not match; the answers that changed (a WRONG in either
 * run, or an outcome or count that differs), first; then per backend and corpus the change of time and of memory, B's
 * over A's as the median of the per-puzzle ratios, with an interval and a p-value that include what moves a whole JVM
 * when both runs had forks ({@link TwoLevel}); and the settings and environment that differ.
 *
 * <p>A verdict other than "no change" needs the change to be a discovery among all of the comparison's (Benjamini and
 * Hochberg's procedure at {@link #ALPHA}), its interval clear of 1, and the estimate beyond the noise threshold:
 * above 1 + threshold is "regressed", below 1 - threshold "improved".
 */
public record Comparison(
        Run a,
        Run b,
        double threshold,
        List<String> unmatched,
        List<Change> changes,
        List<FigureChange> times,
        List<FigureChange> memory,
        List<Difference> differences,
        boolean settingsDiffer) {

    /** The significance a verdict needs. */
    public static final double ALPHA = 0.05;

    /** A run folder as read back: its environment and settings, its corpora's SHA-256 by name, and its rows. */
    public record Run(
            Path dir,
            String created,
            Map<String, String> environment,
            Map<String, String> settings,
            Map<String, String> corpusSha,
            List<BenchRow> rows) {}

    /** An answer that changed, or a WRONG in either run. */
    public record Change(String backend, String corpus, int puzzle, int line, String before, String after) {}

    /**
     * The change of one backend's figure on one corpus, its time or its memory ({@code figure}: "time", "allocated"
     * or "peak RSS"): A's and B's medians over the puzzles both answered, B's over A's as the median of the per-puzzle
     * ratios with its interval, the p-value, the JVMs that weigh them (the fewer of the two runs' forks; 1: one JVM,
     * its JIT's luck not measured) and the verdict.
     */
    public record FigureChange(
            String backend,
            String corpus,
            String figure,
            int puzzles,
            double medianA,
            double medianB,
            Interval ratio,
            double p,
            int forks,
            String verdict) {
        /** Whether each run made its calls in one JVM, so that what moves a JVM is not in the verdict. */
        public boolean oneJvm() {
            return forks < 2;
        }
    }

    /** A setting or an environment entry whose value differs. */
    public record Difference(String what, String key, String a, String b) {}

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Whether any verdict, of time or of memory, is "regressed". */
    public boolean regressed() {
        return Stream.concat(times.stream(), memory.stream())
                .anyMatch(t -> t.verdict().equals("regressed"));
    }

    /** Reads both folders and compares them. */
    public static Comparison of(Path a, Path b, double threshold) throws IOException {
        if (!(threshold >= 0 && threshold < 1)) {
            throw new IllegalArgumentException("the threshold must lie in [0, 1), got " + threshold);
        }
        return compare(read(a), read(b), threshold);
    }

    /**
     * A run folder's summary.json and results.csv, checked against each other: every row whole and of a corpus the
     * summary names, no call twice, as many rows as the summary's calls done, and (schema 3) the SHA-256 the summary
     * recorded. A folder that fails is refused, with the file and line and what was expected.
     */
    public static Run read(Path dir) throws IOException {
        Path summary = dir.resolve("summary.json");
        Path results = dir.resolve("results.csv");
        for (Path f : List.of(summary, results)) {
            if (!Files.isRegularFile(f)) {
                throw new BenchException(
                        BenchException.Kind.CANNOT_RUN,
                        f + " does not exist: " + dir + " is not the folder of a finished bench run");
            }
        }
        JsonNode root;
        try {
            root = JSON.readTree(summary.toFile());
        } catch (IOException e) {
            throw new BenchException(
                    BenchException.Kind.CANNOT_RUN,
                    summary + " is not readable JSON: "
                            + e.getMessage().lines().findFirst().orElse(""));
        }
        if (root == null
                || !root.path("callsDone").canConvertToLong()
                || !root.path("corpora").isArray()) {
            throw new BenchException(
                    BenchException.Kind.CANNOT_RUN,
                    summary + ": expected a run's summary (callsDone, corpora), got none: not a bench run's folder");
        }
        Map<String, String> sha = new LinkedHashMap<>();
        root.path("corpora")
                .forEach(c -> sha.put(c.path("name").asText(), c.path("sha256").asText()));
        Set<BenchRow.Key> seen = new java.util.HashSet<>();
        List<BenchRow> rows = RowLines.read(
                results,
                r -> !sha.containsKey(r.corpus())
                        ? "corpus " + r.corpus() + " is not among the corpora of " + summary
                        : !seen.add(r.key()) ? "a second row for " + r.key() + ": every call has one row" : null);
        long done = root.path("callsDone").asLong();
        if (rows.size() != done) {
            throw new BenchException(
                    BenchException.Kind.CANNOT_RUN,
                    results + " holds " + rows.size() + " rows, but " + summary + " records " + done
                            + " calls done: the folder is damaged (a file cut short or edited), and is not compared");
        }
        String recorded = root.path("resultsSha256").asText("");
        if (!recorded.isEmpty() && !recorded.equals(RunFolder.sha256(results))) {
            throw new BenchException(
                    BenchException.Kind.CANNOT_RUN,
                    results + " is not the file " + summary + " records (its SHA-256 differs): it was changed after"
                            + " the run, and is not compared");
        }
        // One label per backend whatever machine made the call: the runs are compared backend by backend.
        List<BenchRow> local = rows.stream().map(r -> r.on("")).toList();
        return new Run(
                dir,
                root.path("created").asText(),
                strings(root.path("environment")),
                strings(root.path("settings")),
                sha,
                local);
    }

    private static Map<String, String> strings(JsonNode object) {
        Map<String, String> m = new LinkedHashMap<>();
        object.fields().forEachRemaining(e -> m.put(e.getKey(), e.getValue().asText()));
        return m;
    }

    static Comparison compare(Run a, Run b, double threshold) {
        Map<String, PuzzleTimes> ta = bySha(a);
        Map<String, PuzzleTimes> tb = bySha(b);
        List<String> unmatched = new ArrayList<>();
        Set<String> backendsA = backends(a);
        Set<String> backendsB = backends(b);
        backendsA.stream()
                .filter(x -> !backendsB.contains(x))
                .forEach(x -> unmatched.add("backend " + x + " only in A"));
        backendsB.stream()
                .filter(x -> !backendsA.contains(x))
                .forEach(x -> unmatched.add("backend " + x + " only in B"));
        Map<String, String> nameA = inverse(a.corpusSha());
        Map<String, String> nameB = inverse(b.corpusSha());
        nameA.forEach((sha, name) -> {
            if (!nameB.containsKey(sha)) {
                unmatched.add("corpus " + name + " only in A (sha256 " + sha.substring(0, 12) + ")");
            }
        });
        nameB.forEach((sha, name) -> {
            if (!nameA.containsKey(sha)) {
                unmatched.add("corpus " + name + " only in B (sha256 " + sha.substring(0, 12) + ")");
            }
        });
        List<Change> changes = new ArrayList<>();
        List<Change> wrong = new ArrayList<>();
        List<FigureChange> timeChanges = new ArrayList<>();
        List<FigureChange> memoryChanges = new ArrayList<>();
        tb.forEach((key, pb) -> {
            PuzzleTimes pa = ta.get(key);
            if (pa == null) {
                return;
            }
            String corpus = pb.corpus().equals(pa.corpus()) ? pb.corpus() : pa.corpus() + " / " + pb.corpus();
            int onlyA = 0;
            int onlyB = 0;
            for (int puzzle : PuzzleTimes.union(pa.ids(), pb.ids())) {
                PuzzleTimes.Puzzle x = pa.get(puzzle);
                PuzzleTimes.Puzzle y = pb.get(puzzle);
                if (x == null || y == null) {
                    onlyA += y == null ? 1 : 0;
                    onlyB += x == null ? 1 : 0;
                    continue;
                }
                int line = y.first().line();
                if (x.outcome() == BenchRow.Outcome.WRONG || y.outcome() == BenchRow.Outcome.WRONG) {
                    wrong.add(new Change(pb.backend(), corpus, puzzle, line, describe(x), describe(y)));
                } else if (x.outcome() != y.outcome()
                        // a count is an answer only when the call answered; a timeout's partial count is not
                        || (x.answered()
                                && !Objects.equals(x.first().count(), y.first().count()))
                        || (x.answered()
                                && !Objects.equals(x.first().exact(), y.first().exact()))) {
                    changes.add(new Change(pb.backend(), corpus, puzzle, line, describe(x), describe(y)));
                }
            }
            if (onlyA + onlyB > 0) {
                unmatched.add(String.format(
                        "%s on %s: %d puzzles only in A, %d only in B (a --sample or seed that differs)",
                        pb.backend(), corpus, onlyA, onlyB));
            }
            FigureChange time = change(pa, pb, corpus, false);
            if (time != null) {
                timeChanges.add(time);
            }
            FigureChange bytes = change(pa, pb, corpus, true);
            if (bytes != null) {
                memoryChanges.add(bytes);
            }
        });
        wrong.addAll(changes);
        List<FigureChange> times = withVerdicts(timeChanges, threshold);
        List<FigureChange> memory = withVerdicts(memoryChanges, threshold);
        List<Difference> differences = new ArrayList<>();
        boolean settingsDiffer = diff("setting", a.settings(), b.settings(), differences);
        diff("environment", a.environment(), b.environment(), differences);
        return new Comparison(a, b, threshold, unmatched, wrong, times, memory, differences, settingsDiffer);
    }

    /**
     * The change of a backend's time (or memory) from run A to run B, over the puzzles both answered (both measured,
     * for memory); null when there is none. With forks in both runs the {@link TwoLevel} interval and t test, which
     * include what moves a whole JVM; else the puzzles' percentile interval and Wilcoxon's test, from one JVM each.
     */
    static FigureChange change(PuzzleTimes pa, PuzzleTimes pb, String corpus, boolean memory) {
        TwoLevel ratio = TwoLevel.of(TwoLevel.Statistic.MEDIAN_RATIO, pa, pb, memory);
        TwoLevel medianA = TwoLevel.of(TwoLevel.Statistic.MEDIAN, pa, null, memory);
        TwoLevel medianB = TwoLevel.of(TwoLevel.Statistic.MEDIAN, pb, null, memory);
        if (ratio == null || medianA == null || medianB == null) {
            return null;
        }
        long seed = Interval.seed(0, memory ? "compare-memory" : "compare", pb.backend(), corpus);
        TwoLevel.Estimate e = ratio.estimate(seed);
        double p = e.forks() > 1 ? e.p() : Paired.signedRankP(ratio.logRatios());
        return new FigureChange(
                pb.backend(),
                corpus,
                memory ? pb.memoryKind() : "time",
                ratio.puzzles(),
                medianA.value(),
                medianB.value(),
                e.interval(),
                p,
                e.forks(),
                "no change");
    }

    /**
     * The changes with their verdicts. A comparison asks about every backend and corpus at once, a hundred questions
     * in the default run: at 5 % each, two runs of one code would get about five verdicts by chance. So a change is
     * significant when it is a discovery of Benjamini and Hochberg's step-up procedure over all of them (the false
     * discovery rate held at {@link #ALPHA}; "Controlling the false discovery rate", J. R. Stat. Soc. B, 1995), its
     * interval is clear of 1, and it lies beyond the noise threshold: above is "regressed", below "improved".
     */
    static List<FigureChange> withVerdicts(List<FigureChange> changes, double threshold) {
        double[] ps = changes.stream()
                .mapToDouble(FigureChange::p)
                .filter(p -> !Double.isNaN(p))
                .sorted()
                .toArray();
        double cutoff = -1;
        for (int k = ps.length; k >= 1; k--) {
            if (ps[k - 1] <= ALPHA * k / ps.length) {
                cutoff = ps[k - 1];
                break;
            }
        }
        List<FigureChange> out = new ArrayList<>();
        for (FigureChange x : changes) {
            Interval r = x.ratio();
            boolean significant = x.p() <= cutoff && !r.contains(1);
            String verdict = significant && r.estimate() > 1 + threshold
                    ? "regressed"
                    : significant && r.estimate() < 1 - threshold ? "improved" : "no change";
            out.add(new FigureChange(
                    x.backend(),
                    x.corpus(),
                    x.figure(),
                    x.puzzles(),
                    x.medianA(),
                    x.medianB(),
                    r,
                    x.p(),
                    x.forks(),
                    verdict));
        }
        return List.copyOf(out);
    }

    private static String describe(PuzzleTimes.Puzzle p) {
        BenchRow r = p.first();
        return p.outcome()
                + (r.answer() == null || r.answer().isEmpty() ? "" : " " + r.answer())
                + (p.outcome() == BenchRow.Outcome.WRONG && r.detail() != null ? " (" + r.detail() + ")" : "");
    }

    /** Per backend and corpus SHA-256, the run's puzzles. */
    private static Map<String, PuzzleTimes> bySha(Run run) {
        Map<String, PuzzleTimes> m = new LinkedHashMap<>();
        for (PuzzleTimes t : PuzzleTimes.of(run.rows())) {
            m.put(t.backend() + "\u0000" + run.corpusSha().get(t.corpus()), t);
        }
        return m;
    }

    private static Set<String> backends(Run run) {
        Set<String> s = new LinkedHashSet<>();
        run.rows().forEach(r -> s.add(r.backend()));
        return s;
    }

    private static Map<String, String> inverse(Map<String, String> nameToSha) {
        Map<String, String> m = new LinkedHashMap<>();
        nameToSha.forEach((name, sha) -> m.putIfAbsent(sha, name));
        return m;
    }

    /** Adds the keys whose values differ; whether there was any. */
    private static boolean diff(String what, Map<String, String> a, Map<String, String> b, List<Difference> out) {
        boolean any = false;
        Set<String> keys = new LinkedHashSet<>(a.keySet());
        keys.addAll(b.keySet());
        for (String key : keys) {
            String x = a.getOrDefault(key, "(absent)");
            String y = b.getOrDefault(key, "(absent)");
            if (!x.equals(y)) {
                out.add(new Difference(what, key, x, y));
                any = true;
            }
        }
        return any;
    }
}
