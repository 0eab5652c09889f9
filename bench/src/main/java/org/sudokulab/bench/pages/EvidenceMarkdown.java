package org.sudokulab.bench.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.sudokulab.bench.evidence.Competition;
import org.sudokulab.bench.evidence.Figures;
import org.sudokulab.bench.evidence.Paired;
import org.sudokulab.bench.run.Corpus;

/** The parts of report.md that weigh the figures: the competitions' figures and the paired comparisons. */
final class EvidenceMarkdown {
    static final String COMPETITION_NOTE = "PAR-2 is the mean ms per puzzle, a puzzle not solved (timeout, wrong, "
            + "unsupported, error) counting as twice the timeout. The VBS (virtual best solver) takes each puzzle's "
            + "fastest backend; a backend's VBS wins are the puzzles on which it was that backend (ties credit each). "
            + "rho(tau) is Dolan and More's performance profile: the share of the puzzles some backend solved that "
            + "this one solved within tau times the best time.";

    static final String PAIRED_NOTE = "For each pair of backends, over the puzzles both answered: the geometric mean "
            + "of the per-puzzle time ratio b / a with its 95 % bootstrap interval (below 1: b is faster), the share "
            + "of puzzles on which each was faster, and a two-sided p-value: with forks, the t test of an interval that "
            + "includes what moves each backend's JVMs; with one JVM a backend, Wilcoxon's signed-rank test on the log "
            + "ratios. Where the interval holds 1, or p is not below 0.05, the pair is called indistinguishable, "
            + "whatever the estimate.";

    private EvidenceMarkdown() {}

    /** A corpus's (or all corpora's) competition table, blank line first; empty when there is none. */
    static String competition(Competition c) {
        if (c == null) {
            return "";
        }
        StringBuilder md = new StringBuilder();
        md.append(String.format(
                Locale.ROOT,
                "%nCompetition figures (timeout %s ms, so a puzzle not solved counts %s ms):%n%n",
                Format.ms(c.timeoutMillis()),
                Format.ms(2 * c.timeoutMillis())));
        md.append("| backend | solved | PAR-2 ms | VBS wins | share of VBS | rho(1) | rho(2) | rho(10) |\n"
                + "|---|---:|---:|---:|---:|---:|---:|---:|\n");
        rows(c).forEach(cells ->
                md.append("| ").append(String.join(" | ", cells)).append(" |\n"));
        return md.toString();
    }

    /** The sections after the per-corpus tables: every corpus's paired comparisons, then all corpora at once. */
    static String overall(Figures figures, List<Corpus> corpora) {
        StringBuilder md = new StringBuilder();
        Competition all = figures.competitionOf(Competition.ALL);
        if (all != null) {
            md.append("\n## All corpora: competition figures\n").append(competition(all));
        }
        if (!figures.pairs().isEmpty()) {
            md.append("\n## Paired comparisons\n\n").append(PAIRED_NOTE).append('\n');
            for (Corpus c : corpora) {
                List<Paired> pairs = figures.pairsOf(c.name());
                if (pairs.isEmpty()) {
                    continue;
                }
                md.append("\n### ").append(c.name()).append(" (paired)\n\n");
                md.append("| a | b | puzzles | b / a | 95 % CI | a faster | b faster | p | verdict |\n"
                        + "|---|---|---:|---:|---:|---:|---:|---:|---|\n");
                for (Paired p : pairs) {
                    md.append(String.format(
                            Locale.ROOT,
                            "| %s | %s | %d | %s | [%s, %s] | %s | %s | %s | %s |%n",
                            p.a(),
                            p.b(),
                            p.puzzles(),
                            Paired.factor(p.ratio().estimate()),
                            Paired.factor(p.ratio().low()),
                            Paired.factor(p.ratio().high()),
                            percent(p.aFaster()),
                            percent(p.bFaster()),
                            Paired.pValue(p.p()),
                            p.verdict()));
                }
            }
        }
        for (String note : figures.scatterNotes()) {
            md.append("\n").append(note).append('\n');
        }
        return md.toString();
    }

    /**
     * A competition's rows as both pages print them: per backend its name, solved, PAR-2 ms, VBS wins, share of
     * the VBS, rho(1), rho(2) and rho(10); then the VBS itself.
     */
    static List<List<String>> rows(Competition c) {
        List<List<String>> rows = new ArrayList<>();
        int of = c.vbsSolved();
        for (Competition.Score s : c.scores()) {
            rows.add(List.of(
                    s.backend(),
                    s.solved() + "/" + c.puzzles(),
                    Format.ms(s.par2Millis()),
                    Integer.toString(s.vbsWins()),
                    percent(c.vbsShare(s)),
                    percent(s.rho(1, of)),
                    percent(s.rho(2, of)),
                    percent(s.rho(10, of))));
        }
        rows.add(List.of("VBS", c.vbsSolved() + "/" + c.puzzles(), Format.ms(c.vbsPar2Millis()), "", "", "", "", ""));
        return rows;
    }

    static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f %%", 100 * share);
    }
}
