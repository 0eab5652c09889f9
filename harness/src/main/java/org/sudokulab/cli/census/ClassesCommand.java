package org.sudokulab.cli.census;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.census.BurnsideByClasses;
import org.sudokulab.census.EssentialGrids;
import org.sudokulab.census.GridCount;
import org.sudokulab.cli.EngineOption;
import org.sudokulab.engine.Engine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
        name = "classes",
        mixinStandardHelpOptions = true,
        description = {
            "Essentially different grids, by Burnside's lemma over conjugacy classes of symmetries.",
            "The classes of the geometric symmetries: 3x3, and 2x2, 2x3, 2x4, 2x5 either way round; up to 6x6 "
                    + "also by canonical forms; 2x6 with --grids."
        })
final class ClassesCommand extends CensusPart<ClassesCommand.Report> {
    /** What {@code census classes} finds: Burnside over the conjugacy classes, and up to 6x6 canonical forms too. */
    record Report(
            BurnsideByClasses.Table burnside,
            EssentialGrids.TwoWays enumerated,
            BurnsideByClasses.Projection projection) {}

    @Mixin
    EngineOption engineOption;

    @Option(
            names = "--journal",
            paramLabel = "FILE",
            description = "Append each counted class's A to FILE as it finishes and take the classes already "
                    + "in it: a stopped count goes on where it ended.")
    Path journal;

    @Option(
            names = "--grids",
            paramLabel = "FILE",
            description = "Take all grids and the band counts from FILE, the complete journal of census grids for "
                    + "this shape (read as gzip when it ends in .gz), instead of counting them: needed for 2x6.")
    Path grids;

    @Option(
            names = "--estimate",
            paramLabel = "WALKS",
            description = "Estimate instead of counting: each class's A and search nodes from WALKS random "
                    + "walks down its search (Knuth's estimator, seeded); the journal's classes exact.")
    Integer estimate;

    @Override
    Report compute(Geometry g) {
        try {
            return count(g);
        } catch (IOException e) {
            throw usage("--journal " + journal + ": " + PuzzleReader.reason(e));
        }
    }

    private Report count(Geometry g) throws IOException {
        boolean twelve = GridCount.supports(g) && g.size() == 12;
        if (!BurnsideByClasses.supports(g) && !twelve) {
            throw usage("classes counts 3x3 and 2x2, 2x3, 2x4, 2x5 (either way round), and 2x6 with --grids; "
                    + g.describe() + " is not implemented");
        }
        if (twelve && (grids == null || estimate != null)) {
            throw usage("classes --boxes " + g.describe() + " needs --grids FILE (the complete journal of census "
                    + "grids; data/census-grids-2x6.txt.gz) and does not --estimate (the search is out of reach)");
        }
        BurnsideByClasses burnside = new BurnsideByClasses(g);
        if (grids != null) {
            takeGrids(burnside);
        }
        if (estimate != null) {
            return new Report(null, null, project(burnside, g));
        }
        BurnsideByClasses.Table table;
        BurnsideByClasses.Progress progress =
                (done, all, counted) -> progress("%s: %d of %d conjugacy classes counted", g.describe(), done, all);
        try (Engine engine = engineOption.open()) {
            table = journal == null
                    ? burnside.table(engine, this::interrupted, progress)
                    : burnside.table(journal, engine, this::interrupted, progress, this::error);
        }
        EssentialGrids.TwoWays enumerated = null;
        if (g.size() <= 6 && !interrupted()) {
            enumerated = EssentialGrids.twoWays(g, this::interrupted);
            if (enumerated.complete()
                    && table.essentiallyDifferent() != null
                    && table.essentiallyDifferent().longValueExact() != enumerated.canonicalForms()) {
                throw new IllegalStateException("conjugacy classes give " + table.essentiallyDifferent()
                        + ", canonical forms " + enumerated.canonicalForms());
            }
        }
        return new Report(table, enumerated, null);
    }

    private void takeGrids(BurnsideByClasses burnside) throws IOException {
        List<String> lines;
        try (InputStream file = Files.newInputStream(grids);
                InputStream in = grids.toString().endsWith(".gz") ? new GZIPInputStream(file) : file) {
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .toList();
        } catch (IOException e) {
            throw usage("--grids " + grids + ": " + PuzzleReader.reason(e));
        }
        try {
            burnside.takeGrids(lines, grids.toString());
        } catch (IllegalArgumentException e) {
            throw usage("--grids " + e.getMessage());
        }
    }

    private BurnsideByClasses.Projection project(BurnsideByClasses burnside, Geometry g) throws IOException {
        if (estimate < 1) {
            throw usage("--estimate needs at least one walk per class");
        }
        try (Engine engine = engineOption.open()) {
            Map<String, BigInteger> known = journal == null ? Map.of() : burnside.known(journal, this::error);
            BigInteger grids = GridCount.of(g, engine, this::interrupted, (done, all) -> {})
                    .grids();
            return burnside.project(
                    grids,
                    known,
                    estimate,
                    engine,
                    this::interrupted,
                    (done, all, c) -> progress("%s: %d of %d classes estimated", g.describe(), done, all));
        }
    }

    @Override
    void print(Report report, Lines out) {
        ClassesText.print(report, estimate, out);
    }
}
