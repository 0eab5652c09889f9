package org.sudokulab.cli.census;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.census.BurnsideByClasses;
import org.sudokulab.census.CoverTerms;
import org.sudokulab.cli.EngineOption;
import org.sudokulab.engine.Engine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
        name = "cover",
        mixinStandardHelpOptions = true,
        description = {
            "Burnside's terms again, by a method that shares no counting code with `census classes`.",
            "Each class's A as the grids fixed under one relabelling at a time, counted by the backend's exact "
                    + "cover (-b, dlx by default), or estimated by random walks where they are too many, beside the census's A.",
            "--method stacks counts every class exactly, the identity too, by the two stacks of 2x3, 2x4 and 2x5 "
                    + "boxes (docs/census.md)."
        })
final class CoverCommand extends CensusPart<CoverTerms.Table> {
    @Mixin
    EngineOption engineOption;

    @Option(
            names = "--method",
            paramLabel = "HOW",
            defaultValue = "cover",
            description = "cover (the backend's exact cover, with walks where needed) or stacks (exact, 2x3, 2x4 "
                    + "and 2x5 boxes only; -b, --exact-up-to, --walks and --seed do not apply); default: "
                    + "${DEFAULT-VALUE}.")
    String method;

    @Option(
            names = "--census",
            paramLabel = "FILE",
            description = "The census's A from FILE, a journal of `census classes` (read only); without it the "
                    + "census counts them first.")
    Path census;

    @Option(
            names = "--journal",
            paramLabel = "FILE",
            description = "Append each class's line to FILE as it finishes and take the classes already in it: "
                    + "a stopped run goes on where it ended.")
    Path journal;

    @Option(
            names = "--exact-up-to",
            paramLabel = "GRIDS",
            defaultValue = "100000000",
            description = "Count a class exactly when a probe of its search (1,000 walks per relabelling type) "
                    + "puts its grids under all relabellings at most GRIDS, else estimate it (default: "
                    + "${DEFAULT-VALUE}, a few minutes a class on 10x10).")
    long exactUpTo;

    @Option(
            names = "--walks",
            paramLabel = "N",
            defaultValue = "100000",
            description = "Random walks per relabelling type of an estimate (default: ${DEFAULT-VALUE}).")
    int walks;

    @Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "The walks' seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Override
    CoverTerms.Table compute(Geometry g) {
        if (!BurnsideByClasses.supports(g)) {
            throw usage("cover takes the shapes of census classes: 3x3 and 2x2, 2x3, 2x4, 2x5 (either way round); "
                    + g.describe() + " is not one");
        }
        if (walks < 1 || exactUpTo < 0) {
            throw usage("--walks needs at least one walk and --exact-up-to at least 0 grids");
        }
        CoverTerms.Settings settings;
        if (method.equals(CoverTerms.STACKS)) {
            if (!CoverTerms.byStacks(g)) {
                throw usage("--method stacks takes 2x3, 2x4 and 2x5 boxes; " + g.describe() + " is not one");
            }
            settings = new CoverTerms.Settings(CoverTerms.STACKS, 0, 1, 0);
        } else if (method.equals("cover")) {
            SolverBackend counter = backend.backend("dlx");
            if (CoverTerms.backend(counter).isEmpty()) {
                throw usage("backend " + counter.id() + " does not count symmetric grids; dlx does");
            }
            settings = new CoverTerms.Settings(counter.id(), exactUpTo, walks, seed);
        } else {
            throw usage("--method takes cover or stacks, not '" + method + "'");
        }
        try (Engine engine = engineOption.open()) {
            Map<String, BigInteger> a = censusTerms(g, engine);
            int[] done = {0};
            try {
                return new CoverTerms(g)
                        .table(
                                a,
                                settings,
                                engine,
                                journal,
                                this::interrupted,
                                t -> progress(
                                        "%s: %d classes done by %s",
                                        g.describe(),
                                        ++done[0],
                                        settings.method().equals(CoverTerms.STACKS) ? "stacks" : "the cover"),
                                this::error);
            } catch (IOException e) {
                throw usage("--journal " + journal + ": " + PuzzleReader.reason(e));
            }
        }
    }

    /** A by the census for every class it has, by element. */
    private Map<String, BigInteger> censusTerms(Geometry g, Engine engine) {
        BurnsideByClasses burnside = new BurnsideByClasses(g);
        if (census != null) {
            if (!Files.isRegularFile(census)) {
                throw usage("--census " + census + (Files.isDirectory(census) ? ": a directory" : ": no such file")
                        + ", expected a journal of census classes");
            }
            try {
                return burnside.known(census, this::error);
            } catch (IOException e) {
                throw usage("--census " + census + ": " + PuzzleReader.reason(e));
            }
        }
        return burnside.terms(
                engine,
                this::interrupted,
                (done, all, c) -> progress("%s: %d of %d classes counted by the census", g.describe(), done, all));
    }

    @Override
    void print(CoverTerms.Table table, Lines out) {
        CoverText.print(table, out);
    }
}
