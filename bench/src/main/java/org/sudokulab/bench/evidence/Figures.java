package org.sudokulab.bench.evidence;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.Corpus;
import org.sudokulab.bench.run.RunRecord;

/**
 * Everything a report states, computed once from its rows: per backend and corpus the summaries (with intervals)
 * and the counting figures; per corpus the paired comparisons and the competitions' figures; and the pairs of
 * backends whose per-puzzle times are plotted against each other ({@code scatter}), with a note for each pair
 * asked for that cannot be drawn.
 */
public record Figures(
        List<PuzzleTimes> times,
        List<Summary> summaries,
        List<Counting> counting,
        List<Paired> pairs,
        List<Competition> competitions,
        List<List<String>> scatter,
        List<String> scatterNotes) {

    public static Figures of(RunRecord report) {
        List<BenchRow> rows = report.rows();
        long seed = report.plan().seed();
        List<String> corpora = report.corpora().stream().map(Corpus::name).toList();
        List<PuzzleTimes> times = PuzzleTimes.of(rows);
        List<Competition> competitions =
                Competition.of(times, corpora, report.plan().timeoutMillis());
        List<String> backends =
                times.stream().map(PuzzleTimes::backend).distinct().toList();
        List<List<String>> scatter = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (String pair : report.plan().scatter()) {
            List<String> ab = List.of(pair.split(","));
            List<String> missing =
                    ab.stream().filter(b -> !backends.contains(b)).toList();
            if (missing.isEmpty()) {
                scatter.add(ab);
            } else {
                notes.add("--scatter " + pair + ": " + String.join(" and ", missing) + " did not run");
            }
        }
        if (report.plan().scatter().isEmpty()) {
            scatter.addAll(defaultScatter(backends, competitions));
        }
        return new Figures(
                times,
                Summary.of(times, seed),
                Counting.of(
                        rows,
                        report.corpora().stream()
                                .filter(c -> c.mode().counts())
                                .map(Corpus::name)
                                .toList()),
                Paired.of(times, corpora, seed),
                competitions,
                scatter,
                notes);
    }

    /** dlx against bits when both ran (our two solvers); else the two best by PAR-2 over everything. */
    static List<List<String>> defaultScatter(List<String> backends, List<Competition> competitions) {
        if (backends.contains("dlx") && backends.contains("bits")) {
            return List.of(List.of("dlx", "bits"));
        }
        if (backends.size() < 2 || competitions.isEmpty()) {
            return List.of();
        }
        List<String> best = competitions.get(competitions.size() - 1).scores().stream()
                .sorted(Comparator.comparingDouble(Competition.Score::par2Millis))
                .map(Competition.Score::backend)
                .limit(2)
                .toList();
        return List.of(best);
    }

    /** The summaries of one corpus. */
    public List<Summary> summariesOf(String corpus) {
        return summaries.stream().filter(s -> s.corpus().equals(corpus)).toList();
    }

    /** The paired comparisons of one corpus. */
    public List<Paired> pairsOf(String corpus) {
        return pairs.stream().filter(p -> p.corpus().equals(corpus)).toList();
    }

    /** The competition of one corpus, or of {@link Competition#ALL}; null when none was made. */
    public Competition competitionOf(String corpus) {
        return competitions.stream()
                .filter(c -> c.corpus().equals(corpus))
                .findFirst()
                .orElse(null);
    }
}
