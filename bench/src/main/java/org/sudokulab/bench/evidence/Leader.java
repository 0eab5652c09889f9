package org.sudokulab.bench.evidence;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /** One per corpus, in the summaries' order. */
    public static List<Leader> of(List<Summary> summaries) {
        Map<String, List<Summary>> byCorpus = new LinkedHashMap<>();
        summaries.forEach(s ->
                byCorpus.computeIfAbsent(s.corpus(), c -> new ArrayList<>()).add(s));
        List<Leader> leaders = new ArrayList<>();
        byCorpus.forEach((corpus, list) -> {
            int wrong = list.stream().mapToInt(Summary::wrong).sum();
            List<Summary> ranked = list.stream()
                    .filter(s -> s.puzzles() > 0 && s.solved() == s.puzzles() && s.medianMillis() != null)
                    .sorted(Comparator.comparingDouble(Summary::medianMillis).thenComparing(Summary::backend))
                    .toList();
            if (ranked.isEmpty()) {
                leaders.add(new Leader(corpus, null, null, null, Double.NaN, wrong, 0));
                return;
            }
            Summary first = ranked.get(0);
            Summary second = ranked.size() > 1 ? ranked.get(1) : null;
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
}
