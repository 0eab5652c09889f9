package org.sudokulab.cli.census;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Map;
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
                    + "also by canonical forms."
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
        if (!BurnsideByClasses.supports(g)) {
            throw usage("classes counts 3x3 and 2x2, 2x3, 2x4, 2x5 (either way round); " + g.describe()
                    + " is not implemented");
        }
        BurnsideByClasses burnside = new BurnsideByClasses(g);
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
