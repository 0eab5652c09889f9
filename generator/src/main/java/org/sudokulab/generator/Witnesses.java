package org.sudokulab.generator;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.io.ParseError;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.Journal;

/**
 * The witnesses of a k-survey as files keep them: one board a line, {@code GIVENS:COUNT} (the format of
 * {@code data/}). A file of them is taken back only after each board is counted again, so that a wrong line can
 * never become a witness. A survey's journal is such a file, appended to as witnesses are found.
 */
public final class Witnesses {
    private Witnesses() {}

    /** A board a file states to have {@code k} solutions, and where it says so (file:line). */
    public record Stated(int[] givens, long k, String where) implements Serializable {}

    /** A witness as a line of a witness file. */
    public static String line(KSurvey.Witness w) {
        return w.puzzle().givensLine() + ":" + w.k();
    }

    /** A survey's journal at {@code path}: opened to append, created with a header when new. */
    public static Journal journal(Path path, Geometry g) throws IOException {
        return Journal.open(
                path,
                "# sudokulab survey ksudoku --boxes " + g.boxRows() + "x" + g.boxCols()
                        + ": GIVENS:COUNT, one witness a line, each counted again when read back");
    }

    private static final Pattern SEARCHED =
            Pattern.compile("# gap filling: k (\\d+) not found with a budget of (\\d+) exact counts\\b.*");

    /**
     * A search of the gap filling that found nothing, as a journal's comment line (readers of boards skip it): a
     * run that reads it back ({@link #searched}) does not search that k again with this budget or a smaller one.
     */
    public static String searchedLine(GapFill.Effort e, long budget) {
        return "# gap filling: k " + e.k() + " not found with a budget of " + budget + " exact counts (" + e.counts()
                + " made, " + e.expanded() + " boards expanded, " + e.millis() + " ms)";
    }

    /** The k a journal's {@link #searchedLine}s searched in vain, each with the largest budget it was given. */
    public static Map<Long, Long> searched(Journal journal) throws IOException {
        Map<Long, Long> budgets = new TreeMap<>();
        for (String line : Journal.read(journal.path())) {
            Matcher m = SEARCHED.matcher(line);
            if (m.matches()) {
                budgets.merge(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), Math::max);
            }
        }
        return budgets;
    }

    /**
     * The boards of parsed lines, each of them a {@code g} board with a stated count; any other line (and an
     * unreadable one) goes to {@code problems} with its place.
     */
    public static List<Stated> stated(List<ParsedLine> lines, Geometry g, Consumer<String> problems) {
        List<Stated> stated = new ArrayList<>();
        for (ParsedLine line : lines) {
            if (line instanceof ParseError e) {
                problems.accept(e.toString());
                continue;
            }
            PuzzleEntry entry = (PuzzleEntry) line;
            String where = entry.source() + ":" + entry.line();
            if (!entry.puzzle().geometry().equals(g)) {
                problems.accept(where + ": a " + entry.puzzle().geometry().describe() + " board, the survey is on "
                        + g.describe());
            } else if (entry.expectedCount().isEmpty()) {
                problems.accept(where + ": no count: expected GIVENS:COUNT");
            } else {
                stated.add(new Stated(
                        entry.puzzle().givens(), entry.expectedCount().getAsLong(), where));
            }
        }
        return stated;
    }

    /** {@link #stated} of a witness file's lines ({@code .gz}: read as gzip). */
    public static List<Stated> read(Path file, Geometry g, ReadOptions options, Consumer<String> problems)
            throws IOException {
        return stated(PuzzleReader.readFile(file, options), g, problems);
    }

    /** {@link #stated} of a journal's lines. */
    public static List<Stated> stated(Journal journal, Geometry g, ReadOptions options, Consumer<String> problems)
            throws IOException {
        List<ParsedLine> lines = PuzzleReader.readLines(
                Journal.read(journal.path()), journal.path().toString(), options);
        return stated(lines, g, problems);
    }

    /**
     * The stated boards counted again on {@code engine}: a board whose count is what its line states is the
     * witness of its k (the first one for each k); any other goes to {@code problems} and is not taken. Stopped
     * early, the boards not counted yet are left out. {@code counted} hears how many are counted so far, after each.
     */
    public static Map<Long, KSurvey.Witness> recount(
            Engine engine,
            Tools tools,
            List<Stated> stated,
            BooleanSupplier stop,
            Consumer<String> problems,
            IntConsumer counted) {
        long[] counts = new long[stated.size()];
        Arrays.fill(counts, -1);
        int[] done = {0};
        engine.runUntil(
                tools,
                stated,
                (t, board, where) -> t.counter().count(new Puzzle(t.grids().geometry(), board.givens()), board.k() + 1),
                (i, count) -> {
                    counts[i] = count;
                    counted.accept(++done[0]);
                },
                stop);
        Map<Long, KSurvey.Witness> witnesses = new TreeMap<>();
        for (int i = 0; i < stated.size() && !stop.getAsBoolean(); i++) {
            Stated b = stated.get(i);
            if (counts[i] != b.k()) {
                problems.accept(b.where() + ": states " + b.k() + " solutions, counted "
                        + (counts[i] < 0
                                ? "none (the count did not finish)"
                                : counts[i] > b.k() ? "more than " + b.k() : counts[i])
                        + ": not taken");
            } else {
                Puzzle p = new Puzzle(tools.grids().geometry(), b.givens());
                witnesses.putIfAbsent(b.k(), new KSurvey.Witness(b.k(), p, p.clueCount(), 0, 0));
            }
        }
        return witnesses;
    }
}
