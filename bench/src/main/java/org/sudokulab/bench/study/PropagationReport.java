package org.sudokulab.bench.study;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.sudokulab.bench.evidence.Interval;
import org.sudokulab.bench.pages.Html;
import org.sudokulab.bench.pages.Svg;
import org.sudokulab.bench.run.Corpus;
import org.sudokulab.bench.run.RunRecord;

/** The text of {@code study propagation}: study.md and study.html, from the study's cells and sizes. */
final class PropagationReport {
    static final String METHOD = "Each level is a complete solver: its inference runs to a fixpoint before the first "
            + "guess, then the search goes on (for the SAT levels, DPLL with unit propagation; for DLX and Choco, "
            + "their own search). A puzzle counts as decided with no guess when the backend proved it unique (count 1, "
            + "cross-checked) with its guesses counter at 0. Shares carry Wilson's 95 % score interval. 'Undecided' "
            + "counts calls that stopped (timeout) or failed before a first guess. Mean guesses are over the puzzles "
            + "answered, by our search after the level, so they compare with each other, not with other solvers'.";

    static final String DIFFERENCES = "Where our figures and the published ones may differ: Lynce & Ouaknine ran "
            + "24,260 puzzles of the 2005 list, not the 49,158 of today's; their rules may stop after a pass where ours "
            + "run to a fixpoint (hyper-binary resolution here is its closure: every literal that propagation derives "
            + "from a literal p becomes the clause (-p or q)); tdoku's MiniSat figures count MiniSat's decisions. "
            + "Our minimal encoding writes each binary clause once (two cells sharing a row and a box give one clause "
            + "per digit), which changes no inference.";

    private PropagationReport() {}

    static String markdown(RunRecord report, List<PropagationStudy.Cell> cells, List<PropagationStudy.Size> sizes) {
        StringBuilder md = new StringBuilder(StudyPage.heading(
                report, "propagation without search", PropagationStudy.NAME, METHOD + "\n\n" + DIFFERENCES));
        for (Corpus c : report.corpora()) {
            // a corpus an interrupted study never reached has no row: no heading over an empty table (as in HTML)
            if (cells.stream().noneMatch(cell -> cell.corpus().equals(c.name()))) {
                continue;
            }
            md.append("\n## ").append(c.name()).append("\n\n");
            md.append("| paradigm | model | level | backend | puzzles | no guess | % no guess | 95 % CI | undecided "
                    + "| mean guesses | published |\n|---|---|---|---|---:|---:|---:|---:|---:|---:|---|\n");
            for (PropagationStudy.Cell cell : cells) {
                if (!cell.corpus().equals(c.name())) {
                    continue;
                }
                PropagationStudy.Level level = level(cell.backend());
                md.append(String.format(
                        Locale.ROOT,
                        "| %s | %s | %s | %s | %d | %d | %.1f | [%.1f, %.1f] | %d | %s | %s |%n",
                        level.paradigm(),
                        level.model(),
                        level.rule(),
                        cell.backend(),
                        cell.puzzles(),
                        cell.noGuess(),
                        cell.percentNoGuess().estimate(),
                        cell.percentNoGuess().low(),
                        cell.percentNoGuess().high(),
                        cell.unfinished(),
                        cell.meanGuesses() == null ? "" : String.format(Locale.ROOT, "%.2f", cell.meanGuesses()),
                        published(cell)));
            }
        }
        md.append("\n## Encoding sizes (empty 9x9 board; each given adds a unit clause)\n\n");
        md.append("| encoding | variables | clauses | of which binary | published (with duplicates, and without) |\n"
                + "|---|---:|---:|---:|---|\n");
        for (PropagationStudy.Size s : sizes) {
            md.append(String.format(
                    Locale.ROOT,
                    "| %s | %,d | %,d | %,d | %s |%n",
                    s.encoding(),
                    s.variables(),
                    s.clauses(),
                    s.binary(),
                    s.published()));
        }
        md.append("\nThe clause engine receives exactly-one constraints as one clause plus a binary clause per "
                + "pair; so 'card' (the `sat` backend's native constraints) is extended with its duplicates, and "
                + "propagates alike.\n");
        md.append("\nGuesses per 17-clue puzzle published by tdoku's benchmarks (their solvers' search): ");
        md.append(PropagationStudy.PUBLISHED_GUESSES.entrySet().stream()
                .sorted(java.util.Map.Entry.comparingByKey())
                .map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining("; ")));
        md.append(".\n");
        return md.toString();
    }

    private static PropagationStudy.Level level(String backend) {
        return PropagationStudy.LEVELS.stream()
                .filter(l -> l.backend().equals(backend))
                .findFirst()
                .orElse(new PropagationStudy.Level(backend, "", "", ""));
    }

    private static String published(PropagationStudy.Cell cell) {
        return cell.published().stream()
                .map(p -> String.format(Locale.ROOT, "%s %%: %s", trim(p.percent()), p.source()))
                .collect(Collectors.joining("; "));
    }

    private static String trim(double percent) {
        return percent == Math.rint(percent) ? Long.toString((long) percent) : Double.toString(percent);
    }

    /** study.html: the tables, and per corpus a bar per level with its interval and the published marks. */
    static String html(RunRecord report, List<PropagationStudy.Cell> cells, List<PropagationStudy.Size> sizes) {
        StringBuilder h = new StringBuilder(Html.head("sudokulab study: propagation"));
        h.append("<h1>Study: propagation without search</h1>\n<p>")
                .append(Svg.esc(METHOD))
                .append("</p>\n<p>")
                .append(Svg.esc(DIFFERENCES))
                .append("</p>\n");
        for (Corpus c : report.corpora()) {
            List<PropagationStudy.Cell> of =
                    cells.stream().filter(x -> x.corpus().equals(c.name())).toList();
            if (of.isEmpty()) {
                continue;
            }
            h.append("<h2>").append(Svg.esc(c.name())).append("</h2>\n");
            h.append(bars(of));
            h.append("<table><tr><th>backend</th><th>level</th><th>puzzles</th><th>% no guess</th><th>95 % CI</th>"
                    + "<th>published</th></tr>\n");
            for (PropagationStudy.Cell cell : of) {
                h.append(String.format(
                        Locale.ROOT,
                        "<tr><td>%s</td><td>%s</td><td>%d</td><td>%.1f</td><td>[%.1f, %.1f]</td><td>%s</td></tr>%n",
                        Svg.esc(cell.backend()),
                        Svg.esc(level(cell.backend()).model() + ", "
                                + level(cell.backend()).rule()),
                        cell.puzzles(),
                        cell.percentNoGuess().estimate(),
                        cell.percentNoGuess().low(),
                        cell.percentNoGuess().high(),
                        Svg.esc(published(cell))));
            }
            h.append("</table>\n");
        }
        h.append("<h2>Encoding sizes</h2>\n<table><tr><th>encoding</th><th>variables</th><th>clauses</th>"
                + "<th>binary</th><th>published</th></tr>\n");
        for (PropagationStudy.Size s : sizes) {
            h.append(String.format(
                    Locale.ROOT,
                    "<tr><td>%s</td><td>%d</td><td>%d</td><td>%d</td><td>%s</td></tr>%n",
                    s.encoding(),
                    s.variables(),
                    s.clauses(),
                    s.binary(),
                    Svg.esc(s.published())));
        }
        return h.append("</table>\n</body>\n</html>\n").toString();
    }

    /** A horizontal bar per level (0-100 %), its interval as a whisker, each published share as a diamond. */
    private static String bars(List<PropagationStudy.Cell> cells) {
        int left = 170;
        int width = 400;
        int rowHeight = 16;
        int height = cells.size() * rowHeight + 30;
        StringBuilder svg = new StringBuilder(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" role=\"img\" "
                        + "aria-label=\"share decided with no guess\">%n",
                left + width + 40, // room for the "100 %" label centred on the last tick
                height));
        for (int tick = 0; tick <= 100; tick += 25) {
            double x = left + width * tick / 100.0;
            svg.append(Svg.line(x, 0, x, height - 20, "#ddd")).append(Svg.text(x, height - 6, tick + " %", "middle"));
        }
        for (int i = 0; i < cells.size(); i++) {
            PropagationStudy.Cell cell = cells.get(i);
            double y = i * rowHeight + 4;
            Interval share = cell.percentNoGuess();
            svg.append(Svg.text(left - 6, y + 10, cell.backend(), "end"));
            svg.append(String.format(
                    Locale.ROOT,
                    "<rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"10\" fill=\"#4e79a7\"><title>%s: %.1f %%"
                            + "</title></rect>%n",
                    left,
                    y + 1,
                    width * share.estimate() / 100,
                    Svg.esc(cell.backend()),
                    share.estimate()));
            svg.append(Svg.line(
                    left + width * share.low() / 100, y + 6, left + width * share.high() / 100, y + 6, "#000"));
            for (PropagationStudy.Published p : cell.published()) {
                double x = left + width * p.percent() / 100;
                svg.append(String.format(
                        Locale.ROOT,
                        "<path d=\"M%.1f %.1f l4 5 l-4 5 l-4 -5 z\" fill=\"#e15759\"><title>%s</title></path>%n",
                        x,
                        y + 1,
                        Svg.esc(trim(p.percent()) + " %: " + p.source())));
            }
        }
        return svg.append("</svg>\n").toString();
    }
}
