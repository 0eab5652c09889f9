package org.sudokulab.bench.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What a bench run leaves behind, before anyone weighs it: when and where it ran, how many of its calls finished,
 * its environment and plan, its corpora, the backends that ran with their cold costs, those that could not, and
 * every row (cross-checked). The pages and the studies are written from it.
 */
public record RunRecord(
        String created,
        Path directory,
        boolean complete,
        long callsDone,
        long callsPlanned,
        Map<String, String> environment,
        BenchPlan plan,
        double jvmStartMillis,
        List<Corpus> corpora,
        List<BackendInfo> backends,
        List<String> notRun,
        List<BenchRow> rows) {

    /**
     * A backend that ran, how it counts, what its memory figure misses ({@link
     * org.sudokulab.api.SolverBackend#memoryNotCounted}, empty: nothing), and its cold costs: the availability check
     * (native loads) and the first call.
     */
    public record BackendInfo(
            String id,
            String description,
            String counting,
            String memoryNotCounted,
            double availabilityMillis,
            double firstCallMillis,
            long warmupCalls,
            double warmupMillis,
            Map<String, String> environment) {}

    public List<BenchRow> wrongRows() {
        return rows.stream()
                .filter(r -> r.outcome() == BenchRow.Outcome.WRONG)
                .sorted(BenchRow.REPORT_ORDER)
                .toList();
    }

    /** What the calls on a corpus ask, for its heading. */
    public String modeOf(Corpus c) {
        // In exact mode the plan's limit only serves lines that state no count (none, in a generated corpus).
        boolean limitUnused = c.mode() == Mode.EXACT
                && c.puzzles().stream().allMatch(e -> e.expectedCount().isPresent());
        return "Mode: " + c.mode().describe(limitUnused ? 0 : plan.limit()) + ".";
    }

    /** The plan's settings as the reports state them. */
    public Map<String, String> settings() {
        return plan.describe();
    }

    public String status() {
        return complete
                ? "complete: " + callsDone + " of " + callsPlanned + " calls"
                : "PARTIAL: interrupted after " + callsDone + " of " + callsPlanned + " calls; finish it with `"
                        + (plan.study() == null ? "sudokulab bench" : "sudokulab study " + plan.study()) + " --resume "
                        + directory + "`";
    }

    /** How a backend that ran enumerates, as it states it. */
    public String countingOf(String backend) {
        return backends.stream()
                .filter(b -> b.id().equals(backend))
                .map(BackendInfo::counting)
                .findFirst()
                .orElse("");
    }

    public String citation() {
        return "sudokulab " + environment.getOrDefault("sudokulab", "") + ", commit "
                + environment.getOrDefault("git commit", "unknown") + ", `" + environment.getOrDefault("command", "")
                + "` (seed " + environment.getOrDefault("seed", "") + "), run " + created + " on "
                + environment.getOrDefault("cpu", "") + " (" + environment.getOrDefault("cores", "") + " cores), "
                + environment.getOrDefault("jvm", "") + ". Rows: results.csv; figures: summary.json.";
    }
}
