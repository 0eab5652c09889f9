package org.sudokulab.cli.census;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.census.GridCount;
import org.sudokulab.census.TwoBandCount;
import org.sudokulab.cli.EngineOption;
import org.sudokulab.engine.Engine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
        name = "grids",
        mixinStandardHelpOptions = true,
        description = {
            "The number of completed grids, by band signatures.",
            "3x3 (Felgenhauer-Jarvis classes), and 2x2 to 2x6 either way round (two bands); 2x2 and 2x3 "
                    + "cross-checked by enumeration.",
            "2x6 takes days: --journal makes it resumable, --estimate measures a sample first."
        })
final class GridsCommand extends CensusPart<GridsCommand.Report> {
    /** What {@code census grids} found: the count, or with --estimate a projection from a sample of classes. */
    record Report(
            @JsonUnwrapped GridCount count,
            @JsonInclude(JsonInclude.Include.NON_NULL) TwoBandCount.Projection projection,
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer cores,
            @JsonInclude(JsonInclude.Include.NON_NULL) TwoBandCount.Recheck recheck) {}

    @Mixin
    EngineOption engineOption;

    @Option(
            names = "--journal",
            paramLabel = "FILE",
            description = "Two bands: append each signature class's N to FILE as it finishes and take the "
                    + "classes already in it, so a stopped count goes on where it ended.")
    Path journal;

    @Option(
            names = "--estimate",
            paramLabel = "CLASSES",
            description = "Two bands: count CLASSES signature classes drawn at random (not the journal's) and "
                    + "project the total and the time a whole count takes.")
    Integer estimate;

    @Option(
            names = "--shared-halves",
            description = "Two bands, with --journal or --estimate: each class's N as a join of its two halves' "
                    + "tables, each table made once for every class with that half (on this JVM's cores).")
    boolean sharedHalves;

    @Option(
            names = "--tables",
            paramLabel = "DIR",
            description = "With --shared-halves: keep the tables in DIR (gzip files, tens of GB for 2x6), made "
                    + "once over runs and all before the joins, so that each class is split where its smaller "
                    + "table is least.")
    Path tables;

    @Option(
            names = "--table-sizes",
            paramLabel = "FILE",
            description = "With --tables: journal the tables' sizes in FILE (default DIR/sizes.txt); a run whose "
                    + "DIR was lost still splits by size, and makes again only the tables its joins need.")
    Path tableSizes;

    @Option(
            names = "--recheck",
            paramLabel = "CLASSES",
            description = "With --journal: count CLASSES of FILE's classes again by the meet in the middle, drawn "
                    + "at random (--seed), instead of counting the rest; a class whose N differs is an error.")
    Integer recheck;

    @Option(
            names = "--recheck-from",
            paramLabel = "LINE",
            description = "With --recheck: draw from FILE's lines LINE and after only (the slice a run appended).")
    Integer recheckFrom;

    @Option(
            names = "--seed",
            paramLabel = "N",
            defaultValue = "1",
            description = "Seed of the --estimate or --recheck sample (default ${DEFAULT-VALUE}).")
    long seed;

    @Override
    Report compute(Geometry g) {
        if (!GridCount.supports(g)) {
            throw usage("grids counts 3x3 and 2x2 to 2x6 (either way round) by band signatures; " + g.describe()
                    + " is not implemented");
        }
        boolean threeByThree = g.equals(Geometry.boxes(3, 3));
        if (!engineOption.local() && threeByThree) {
            throw usage("--engine spark spreads the two-band signature classes of 2xR boxes; 3x3's band count "
                    + "runs here");
        }
        if (threeByThree && (journal != null || estimate != null)) {
            throw usage("--journal and --estimate are for two bands (2xR boxes); 3x3 takes seconds");
        }
        if (sharedHalves && (journal == null && estimate == null || !engineOption.local())) {
            throw usage("--shared-halves goes with --journal or --estimate, and runs here (not with --engine spark)");
        }
        if (tables != null && !sharedHalves) {
            throw usage("--tables keeps the tables of --shared-halves");
        }
        if (tableSizes != null && tables == null) {
            throw usage("--table-sizes goes with --tables");
        }
        if (recheck != null && (journal == null || estimate != null || sharedHalves || recheck < 1)) {
            throw usage("--recheck CLASSES (at least 1) goes with --journal, without --estimate or --shared-halves");
        }
        if (recheck != null && !Files.isRegularFile(journal)) {
            throw usage("--recheck reads the journal " + journal + ", which is not a file");
        }
        if (recheckFrom != null && (recheck == null || recheckFrom < 1)) {
            throw usage("--recheck-from LINE (1 or more) goes with --recheck");
        }
        if (estimate != null && estimate < 2) {
            throw usage("--estimate needs at least 2 classes (the spread needs two)");
        }
        try (Engine engine = engineOption.open()) {
            return count(g, engine);
        } catch (IOException e) {
            throw usage("--journal " + journal + ": " + PuzzleReader.reason(e));
        }
    }

    private Report count(Geometry g, Engine engine) throws IOException {
        TwoBandCount.Progress progress = progress(g, "N known for %d of %d signature classes");
        if (estimate != null) {
            TwoBandCount bands =
                    new TwoBandCount(Math.max(g.boxRows(), g.boxCols()), sharedHalves, halfTables(), this::error);
            progress("%s: listing the signature classes", g.describe());
            Map<String, BigInteger> known = journal == null ? Map.of() : bands.known(journal, this::error);
            TwoBandCount.Progress sampled = progress(g, "%d of %d sampled classes counted");
            return new Report(
                    null,
                    bands.project(engine, known, estimate, seed, this::interrupted, sampled),
                    engine.parallelism(),
                    null);
        }
        if (recheck != null) {
            TwoBandCount.Recheck r = new TwoBandCount(Math.max(g.boxRows(), g.boxCols()))
                    .recheck(
                            engine,
                            journal,
                            recheck,
                            recheckFrom == null ? 1 : recheckFrom,
                            seed,
                            this::interrupted,
                            progress(g, "%d of %d journaled classes counted again"),
                            this::error);
            r.classes().stream()
                    .filter(c -> !c.agrees())
                    .forEach(c -> error(journal + ":" + c.line() + ": N " + c.journaled() + " journaled, "
                            + c.counted().bands() + " counted again"));
            return new Report(null, null, engine.parallelism(), r);
        }
        GridCount count = journal == null
                ? GridCount.of(g, engine, this::interrupted, progress)
                : GridCount.of(
                        g, engine, journal, sharedHalves, halfTables(), this::interrupted, progress, this::error);
        return new Report(count, null, null, null);
    }

    private TwoBandCount.HalfTables halfTables() {
        return tables == null ? null : new TwoBandCount.HalfTables(tables, tableSizes);
    }

    /** Progress in classes, as {@code format} says, and in tables made before the joins. */
    private TwoBandCount.Progress progress(Geometry g, String format) {
        return new TwoBandCount.Progress() {
            @Override
            public void classesDone(int done, int all) {
                progress("%s: " + format, g.describe(), done, all);
            }

            @Override
            public void tablesMade(int made, int missing) {
                progress("%s: %d of %d half tables made and kept in %s", g.describe(), made, missing, tables);
            }
        };
    }

    @Override
    void print(Report report, Lines out) {
        GridsText.print(report, seed, out);
    }
}
