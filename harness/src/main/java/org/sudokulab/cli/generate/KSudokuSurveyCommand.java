package org.sudokulab.cli.generate;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Enumerating;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.cli.DurationConverter;
import org.sudokulab.cli.ExitCode;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.Journal;
import org.sudokulab.generator.ClueTallies;
import org.sudokulab.generator.GapFill;
import org.sudokulab.generator.GridSampler;
import org.sudokulab.generator.KSurvey;
import org.sudokulab.generator.Witnesses;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(
        name = "ksudoku",
        mixinStandardHelpOptions = true,
        description = {
            "A board with exactly k solutions for every k in [--from, --to]: removal paths, then (--fill) a "
                    + "search next to the boards found for the k they missed.",
            "stdout: CSV k,puzzle,clues,path,millis as witnesses are found (path 0: found by the filling); "
                    + "stderr: progress, what the filling cost, and the coverage."
        })
final class KSudokuSurveyCommand extends SurveyPart {
    @Option(names = "--from", defaultValue = "1", paramLabel = "K")
    long from;

    @Option(names = "--to", defaultValue = "1000", paramLabel = "K")
    long to;

    @Option(
            names = "--max-paths",
            defaultValue = "1000000",
            paramLabel = "N",
            description = "Stop after N paths. Default: ${DEFAULT-VALUE}.")
    long maxPaths;

    @Option(
            names = "--max-time",
            defaultValue = "30m",
            converter = DurationConverter.class,
            paramLabel = "DURATION",
            description = "Stop after this long. Default: ${DEFAULT-VALUE}.")
    Duration maxTime;

    @Option(names = "--threads", paramLabel = "T", description = "Paths run at once. Default: the number of cores.")
    Integer threads;

    @Option(
            names = "--fill",
            defaultValue = "2000",
            paramLabel = "N",
            description = "Then look for each k the paths missed next to the boards found (clues added and "
                    + "removed), with at most N exact counts per k; 0: no gap filling. Default: ${DEFAULT-VALUE}.")
    long fill;

    @Option(
            names = "--tally",
            defaultValue = "0",
            paramLabel = "N",
            description = "Before the filling, list the solutions of every known or found board with more solutions "
                    + "than the smallest missing k and at most N (dlx), and take the boards one or two clues above "
                    + "it whose count is a missing k, each counted again. 0: none. Default: ${DEFAULT-VALUE}.")
    long tally;

    @Option(
            names = "--known",
            paramLabel = "FILE",
            description = "Witnesses found before: GIVENS:COUNT lines (as in data/; a .gz file is read as gzip). "
                    + "Each is counted again; the paths and the filling then look only for the other k. Repeatable: "
                    + "boards outside the range are where the filling starts from.")
    List<Path> known;

    @Option(
            names = "--journal",
            paramLabel = "FILE",
            description = "Append each witness to FILE as it is found (GIVENS:COUNT) and take those already in it, "
                    + "each counted again: a stopped survey goes on where it ended.")
    Path journal;

    /** Set when a stated witness was not taken: the exit code says so. */
    private boolean notTaken;

    @Override
    int survey(Counter counter, GridSampler grids, PrintWriter out, PrintWriter err) throws Exception {
        if (from < 1 || to < from) {
            throw new CommandLine.ParameterException(spec.commandLine(), "need 1 <= --from <= --to");
        }
        if (fill < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--fill must be at least 0, got " + fill);
        }
        if (tally < 0 || tally >= Integer.MAX_VALUE) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "--tally must be from 0 to " + (Integer.MAX_VALUE - 1) + ", got " + tally);
        }
        if (threads != null && threads < 1) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "--threads must be at least 1, got " + threads);
        }
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        Geometry g = grids.geometry();
        Consumer<String> problem = line -> {
            err.println("sudokulab survey: " + line);
            notTaken = true;
        };
        List<Witnesses.Stated> stated = new ArrayList<>();
        for (Path file : known == null ? List.<Path>of() : known) {
            try {
                stated.addAll(Witnesses.read(file, g, boxes.readOptions(), problem));
            } catch (IOException e) {
                err.println("sudokulab survey: cannot read " + file + ": " + PuzzleReader.reason(e));
                return ExitCode.FAILED;
            }
        }
        try (Engine engine = engineOption.open(t);
                Journal writing = journal == null ? null : Witnesses.journal(journal, g)) {
            Set<Long> searchedBefore = new TreeSet<>();
            if (writing != null) {
                stated.addAll(Witnesses.stated(writing, g, boxes.readOptions(), problem));
                Witnesses.searched(writing).forEach((k, budget) -> {
                    if (budget >= fill) {
                        searchedBefore.add(k);
                    }
                });
            }
            KSudokuText text = new KSudokuText(out, err, quietOption.quiet(), from, to);
            Map<Long, KSurvey.Witness> before = Map.of();
            if (!stated.isEmpty()) {
                before = Witnesses.recount(
                        engine, tools, stated, this::interrupted, problem, text.recounting(stated.size()));
                if (interrupted()) {
                    return ExitCode.INTERRUPTED;
                }
                err.println(KSudokuText.taken(before, stated.size(), from, to));
            }
            Consumer<KSurvey.Witness> found = writing == null
                    ? text::witness
                    : w -> {
                        writing.append(Witnesses.line(w));
                        text.witness(w);
                    };
            text.header();
            KSurvey.Result r = new KSurvey(engine, tools)
                    .run(
                            from,
                            to,
                            before,
                            maxPaths,
                            maxTime.toMillis(),
                            new SplittableRandom(seed),
                            this::interrupted,
                            found);
            String ranOn = engineOption.local() ? t + " threads" : "engine " + engine.describe();
            err.println(KSudokuText.paths(r, g, ranOn, counter.backend().id()));
            List<Long> missing = r.missing();
            TreeMap<Long, KSurvey.Witness> near = new TreeMap<>(before); // boards outside the range too
            near.putAll(r.found());
            if (tally > 0 && !missing.isEmpty() && !interrupted()) {
                Enumerating dlx = (Enumerating) Backends.builtIn("dlx").orElseThrow();
                IntConsumer listed =
                        text.tallying(ClueTallies.bases(near, missing, tally).size(), missing.size());
                ClueTallies.Result tallied =
                        ClueTallies.fill(dlx, counter, near, missing, tally, this::interrupted, found, listed);
                err.println("sudokulab survey: tallies: " + KSudokuText.describe(tallied, missing.size()));
                near.putAll(tallied.found());
                missing = missing.stream()
                        .filter(k -> !tallied.found().containsKey(k))
                        .toList();
            }
            if (fill > 0 && !missing.isEmpty() && !interrupted()) {
                long skipped = missing.stream().filter(searchedBefore::contains).count();
                Consumer<GapFill.Effort> progress = text.searching(missing.size());
                Consumer<GapFill.Effort> searched = e -> {
                    if (writing != null && !e.found()) {
                        writing.append(Witnesses.searchedLine(e, fill));
                    }
                    progress.accept(e);
                };
                GapFill.Result filled = new GapFill(engine, tools)
                        .run(near, missing, searchedBefore, fill, this::interrupted, found, searched);
                err.println("sudokulab survey: gap filling: " + KSudokuText.describe(filled, missing.size(), fill));
                if (skipped > 0) {
                    err.println("sudokulab survey: gap filling: " + skipped + " k not searched again: the journal"
                            + " says a search with a budget of at least " + fill + " found nothing");
                }
                missing = missing.stream()
                        .filter(k -> !filled.found().containsKey(k))
                        .toList();
            }
            out.flush();
            err.println(KSudokuText.coverage(missing));
        } catch (IOException e) {
            err.println("sudokulab survey: cannot open " + journal + ": " + PuzzleReader.reason(e));
            return ExitCode.FAILED;
        } catch (UncheckedIOException e) { // the journal could not be written: what it holds stays
            err.println("sudokulab survey: " + e.getMessage() + "; the survey stops");
            return ExitCode.FAILED;
        }
        return interrupted() ? ExitCode.INTERRUPTED : notTaken ? ExitCode.FAILED : ExitCode.OK;
    }
}
