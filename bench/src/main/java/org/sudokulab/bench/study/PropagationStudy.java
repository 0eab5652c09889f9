package org.sudokulab.bench.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.bench.evidence.Interval;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.BenchRow;
import org.sudokulab.bench.run.Corpus;
import org.sudokulab.bench.run.RunRecord;
import org.sudokulab.models.ClauseEncoding;

/**
 * {@code study propagation}: the share of each corpus that each paradigm decides, and proves unique, with no guess,
 * level by level. Every level is a backend that answers like any other (cross-checked, journalled, resumable) and
 * counts its guesses ({@link org.sudokulab.api.SearchStats#GUESSES}); the study is the bench run of those backends
 * in mode unique, read for the share of puzzles with 0 guesses. The published figures stand beside ours with their
 * sources. Writes {@code study.md}, {@code study.json} and {@code study.html} beside the bench's own report.
 */
public final class PropagationStudy {
    public static final String NAME = "propagation";

    /** One level of one paradigm, and the backend that runs it. */
    public record Level(String backend, String paradigm, String model, String rule) {}

    /** A published share of puzzles solved with no guess, on a set we can name. */
    public record Published(String backend, String set, double percent, String source) {}

    /** One level on one corpus: puzzles run, decided with no guess, stopped before inference ended, and the share. */
    public record Cell(
            String backend,
            String corpus,
            int puzzles,
            int noGuess,
            int unfinished,
            Interval percentNoGuess,
            Double meanGuesses,
            List<Published> published) {}

    /** The size of an encoding of the empty 9x9 board, as the clause engine receives it. */
    public record Size(String encoding, int variables, int clauses, int binary, String published) {}

    private static final String LYNCE = "Lynce & Ouaknine 2006, Table 1 (24,260 puzzles of the 2005 list)";
    private static final String TDOKU = "tdoku benchmarks (49,158-puzzle 17-clue list; top1465)";

    public static final List<Level> LEVELS = levels();

    static final List<Published> PUBLISHED = List.of(
            new Published("la-minimal-up", "17-clue", 0, LYNCE),
            new Published("la-minimal-fl", "17-clue", 1, LYNCE),
            new Published("la-minimal-hbr", "17-clue", 25, LYNCE),
            new Published("la-minimal-bfl", "17-clue", 69, LYNCE),
            new Published("la-extended-up", "17-clue", 47, LYNCE),
            new Published("la-extended-fl", "17-clue", 100, LYNCE),
            new Published("la-extended-hbr", "17-clue", 100, LYNCE),
            new Published("la-extended-bfl", "17-clue", 100, LYNCE),
            new Published("la-minimal-up", "17-clue", 0.0, TDOKU + ": MiniSat minimal"),
            new Published("la-minimal-up", "top1465", 0.0, TDOKU + ": MiniSat minimal"),
            new Published("la-extended-up", "17-clue", 44.5, TDOKU + ": MiniSat complete"),
            new Published("la-extended-up", "top1465", 0.0, TDOKU + ": MiniSat complete"),
            new Published("la-augmented-up", "17-clue", 76.1, TDOKU + ": MiniSat augmented"),
            new Published("la-augmented-up", "top1465", 4.0, TDOKU + ": MiniSat augmented"),
            new Published("la-augmented-up", "17-clue", 76.0, TDOKU + ": fsss2, locked candidates"),
            new Published("la-augmented-up", "top1465", 4.1, TDOKU + ": fsss2, locked candidates"),
            new Published("dlx", "17-clue", 44.6, TDOKU + ": kudoku (DLX), Norvig"),
            new Published("dlx", "top1465", 0.0, TDOKU + ": kudoku (DLX), Norvig"));

    /** Guesses per 17-clue puzzle in tdoku's benchmarks (their solvers' own search, not ours). */
    static final Map<String, String> PUBLISHED_GUESSES = Map.of(
            "la-minimal-up", "702 (MiniSat minimal)",
            "la-extended-up", "4.99 (MiniSat complete)",
            "dlx", "4.57 (kudoku)");

    private PropagationStudy() {}

    private static List<Level> levels() {
        List<Level> all = new ArrayList<>();
        Map<String, String> encodings = new LinkedHashMap<>();
        encodings.put("minimal", "minimal (Lynce & Ouaknine)");
        encodings.put("weber", "Weber's (minimal + at most one per cell)");
        encodings.put("extended", "extended (Lynce & Ouaknine)");
        encodings.put("card", "ours: exactly-one constraints, as clauses");
        encodings.put("augmented", "extended + triads (locked candidates)");
        Map<String, String> rules = new LinkedHashMap<>();
        rules.put("up", "unit propagation");
        rules.put("fl", "+ failed literals");
        rules.put("hbr", "+ hyper-binary resolution");
        rules.put("bfl", "+ binary failed literals");
        encodings.forEach((e, model) -> rules.forEach(
                (r, rule) -> all.add(new Level("la-" + e + "-" + r, "SAT (our inference engine)", model, rule))));
        all.add(new Level(
                "dlx", "exact cover (Dancing Links)", "Knuth's cover", "forced items: naked + hidden singles"));
        // Simonis's columns: each consistency, on the cells alone, with the channelled dual model, with the
        // intersection constraints and with both; each of those again with shaving
        Map<String, String> models = new LinkedHashMap<>();
        models.put("", "cells");
        models.put("-dual", "cells + channelled dual (a position per digit)");
        models.put("-inter", "cells + intersections (same digits outside shared cells)");
        models.put("-dual-inter", "cells + dual + intersections");
        for (String shave : List.of("", "-shave")) {
            String plus = shave.isEmpty() ? "" : " + shaving";
            models.forEach((suffix, model) -> {
                all.add(new Level("cp-neq" + suffix + shave, "CP (Choco)", model, "forward checking" + plus));
                all.add(new Level("cp-bc" + suffix + shave, "CP (Choco)", model, "bounds consistency" + plus));
                all.add(new Level("cp" + suffix + shave, "CP (Choco)", model, "arc consistency (Régin)" + plus));
            });
        }
        return List.copyOf(all);
    }

    /**
     * The study's plan: every level (or {@code backends}) proving each puzzle unique, no warm-up (the study counts
     * guesses, not time), over {@code corpora} (default: the bundled 17-clue and hard samples).
     */
    public static BenchPlan plan(
            List<BenchPlan.CorpusRef> corpora,
            List<String> backends,
            int sample,
            long seed,
            long timeoutMillis,
            int threads,
            String command) {
        return BenchPlan.forStudy(
                NAME,
                corpora == null || corpora.isEmpty()
                        ? List.of(
                                new BenchPlan.CorpusRef("bundled:classic-17clue.txt", null),
                                new BenchPlan.CorpusRef("bundled:classic-hard.txt", null))
                        : corpora,
                backends == null || backends.isEmpty()
                        ? LEVELS.stream().map(Level::backend).toList()
                        : backends,
                sample,
                seed,
                timeoutMillis,
                0,
                threads,
                command);
    }

    /** Which published set a corpus is, by its name: the 17-clue list, magictour top1465, or none. */
    static String setOf(String corpus) {
        String name = corpus.toLowerCase(Locale.ROOT);
        return name.contains("17clue") || name.contains("17-clue")
                ? "17-clue"
                : name.contains("top1465") ? "top1465" : null;
    }

    /** The study's cells, per level that ran and corpus, from the report's checked rows. */
    static List<Cell> cells(RunRecord report) {
        List<Cell> cells = new ArrayList<>();
        // from the rows, not the backends run in this session: a resumed run may have nothing left to call
        List<String> ran =
                report.rows().stream().map(BenchRow::backend).distinct().toList();
        List<String> order = new ArrayList<>(
                LEVELS.stream().map(Level::backend).filter(ran::contains).toList());
        ran.stream().filter(b -> !order.contains(b)).forEach(order::add);
        for (String backend : order) {
            for (Corpus c : report.corpora()) {
                List<BenchRow> rows = report.rows().stream()
                        .filter(r -> r.backend().equals(backend) && r.corpus().equals(c.name()))
                        .toList();
                if (rows.isEmpty()) {
                    continue;
                }
                int noGuess = 0;
                int unfinished = 0;
                long guesses = 0;
                int answered = 0;
                for (BenchRow r : rows) {
                    boolean guessed = r.guesses() != null && r.guesses() > 0;
                    if (r.outcome() == BenchRow.Outcome.OK && r.guesses() != null) {
                        noGuess += guessed ? 0 : 1;
                        guesses += r.guesses();
                        answered++;
                    } else if (!guessed) {
                        unfinished++;
                    }
                }
                String set = setOf(c.name());
                cells.add(new Cell(
                        backend,
                        c.name(),
                        rows.size(),
                        noGuess,
                        unfinished,
                        wilson(noGuess, rows.size()),
                        answered == 0 ? null : (double) guesses / answered,
                        PUBLISHED.stream()
                                .filter(p ->
                                        p.backend().equals(backend) && p.set().equals(set))
                                .toList()));
            }
        }
        return cells;
    }

    /** Wilson's score interval of a share, in percent: sound at 0 % and 100 %, where a bootstrap collapses. */
    static Interval wilson(int successes, int n) {
        double z = NormalDistribution.of(0, 1).inverseCumulativeProbability(0.975);
        double p = (double) successes / n;
        double centre = (p + z * z / (2.0 * n)) / (1 + z * z / n);
        double half = z / (1 + z * z / n) * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n));
        return new Interval(100 * p, 100 * Math.max(0, centre - half), 100 * Math.min(1, centre + half));
    }

    /** The encodings' sizes on the empty 9x9 board (givens would add one unit clause each). */
    public static List<Size> sizes() {
        Puzzle empty = Puzzle.empty(Geometry.boxes(3, 3));
        List<Size> sizes = new ArrayList<>();
        Map<String, ClauseEncoding.Rules> rules = new LinkedHashMap<>();
        rules.put("minimal", ClauseEncoding.Rules.MINIMAL);
        rules.put("weber", ClauseEncoding.Rules.WEBER);
        rules.put("extended", ClauseEncoding.Rules.EXTENDED);
        rules.put("card", ClauseEncoding.Rules.CARDINALITY);
        rules.put("augmented", ClauseEncoding.Rules.AUGMENTED);
        Map<String, String> published = Map.of(
                "minimal", "8,829 (7,371 without duplicate binaries)",
                "weber", "11,745 (10,287)",
                "extended", "11,988 (10,530)");
        rules.forEach((name, r) -> {
            ClauseEncoding e = new ClauseEncoding(empty, r, ClauseEncoding.KillerSums.DIGIT_SETS);
            int[] counts = new int[3];
            int[] top = {e.cellVariableCount()};
            e.writeTo(new ClauseEncoding.Sink() {
                @Override
                public int newVariable() {
                    return ++top[0];
                }

                @Override
                public void clause(int[] literals) {
                    counts[0]++;
                    counts[1] += literals.length == 2 ? 1 : 0;
                }

                @Override
                public void exactlyOne(int[] literals) {
                    clause(literals);
                    atMostOne(literals);
                }

                @Override
                public void atMostOne(int[] literals) {
                    int pairs = literals.length * (literals.length - 1) / 2;
                    counts[0] += pairs;
                    counts[1] += pairs;
                }

                @Override
                public void linearEquals(int[] vars, long[] coefficients, long rhs) {
                    throw new IllegalStateException("no cage on an empty board");
                }
            });
            sizes.add(new Size(name, top[0], counts[0], counts[1], published.getOrDefault(name, "")));
        });
        return sizes;
    }

    /** study.md, study.json and study.html in {@code dir}. */
    static void write(Path dir, RunRecord report) throws IOException {
        List<Cell> cells = cells(report);
        List<Size> sizes = sizes();
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("levels", LEVELS);
        figures.put("cells", cells);
        figures.put("sizes", sizes);
        StudyPage.write(
                dir,
                report,
                NAME,
                PropagationReport.markdown(report, cells, sizes),
                PropagationReport.html(report, cells, sizes),
                figures);
    }
}
