package org.sudokulab.bench.evidence;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sudokulab.bench.run.BenchRow;

/**
 * What a run ends with on stderr, as hyperfine's summary does: per corpus, the backend with the lowest median among
 * those that answered every puzzle right, and how many times its median the next one's is. A backend that missed a
 * puzzle (a timeout, a refusal, a wrong answer) is not ranked: its median is over fewer, easier puzzles.
 *
 * @param fastest null when no backend answered every puzzle right
 * @param next null when only one did
 * @param ratio the next backend's median over the fastest's (NaN without a next)
 * @param wrong WRONG answers in the corpus, all backends
 */
public record Leader(
        String corpus, String fastest, Double fastestMedianMillis, String next, double ratio, int wrong, int ranked) {

    /**
     * One per corpus, from the run's rows: medians and outcomes only, none of the intervals the report bootstraps
     * (those took 1 to 3 s of a default run's 3,850 rows here, a second time, at the end of the run).
     */
    public static List<Leader> ofRows(List<BenchRow> rows) {
        Map<String, List<PuzzleTimes>> byCorpus = new LinkedHashMap<>();
        PuzzleTimes.of(rows).forEach(t -> byCorpus.computeIfAbsent(t.corpus(), c -> new ArrayList<>())
                .add(t));
        List<Leader> leaders = new ArrayList<>();
        byCorpus.forEach((corpus, list) -> {
            int wrong =
                    list.stream().mapToInt(t -> t.count(BenchRow.Outcome.WRONG)).sum();
            List<Ranked> ranked = list.stream()
                    .filter(t -> !t.puzzles().isEmpty()
                            && t.count(BenchRow.Outcome.OK) == t.puzzles().size())
                    .map(t -> new Ranked(t.backend(), Summary.percentile(t.answeredMillis(), 50)))
                    .sorted(Comparator.comparingDouble(Ranked::medianMillis).thenComparing(Ranked::backend))
                    .toList();
            if (ranked.isEmpty()) {
                leaders.add(new Leader(corpus, null, null, null, Double.NaN, wrong, 0));
                return;
            }
            Ranked first = ranked.get(0);
            Ranked second = ranked.size() > 1 ? ranked.get(1) : null;
            double ratio = second == null || first.medianMillis() <= 0
                    ? Double.NaN
                    : second.medianMillis() / first.medianMillis();
            leaders.add(new Leader(
                    corpus,
                    first.backend(),
                    first.medianMillis(),
                    second == null ? null : second.backend(),
                    ratio,
                    wrong,
                    ranked.size()));
        });
        return leaders;
    }

    /** A backend that answered every puzzle of a corpus right, and its median. */
    private record Ranked(String backend, double medianMillis) {}
}
