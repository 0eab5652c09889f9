package org.sudokulab.census;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.sudokulab.api.Geometry;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.LocalEngine;

/**
 * The number of completed grids of a box geometry, by band signatures: {@link BandCount} for 3x3 boxes,
 * {@link TwoBandCount} for R x 2 and 2 x R (the same count, by transposition); boards up to 6x6 are counted a
 * second way, by enumeration, and the two must agree. What a method does not have is null: 3x3 has top bands
 * and classes of equal completions; two bands have signatures and signature classes.
 */
public record GridCount(
        Geometry geometry,
        BigInteger grids,
        boolean complete,
        String method,
        Long topBands,
        Long signatures,
        Integer classes,
        Integer classesCounted,
        BigInteger enumerated,
        Long enumeratedOverFirstRow) {

    /** Which box shapes this counts. */
    public static boolean supports(Geometry g) {
        return g.equals(Geometry.boxes(3, 3))
                || !g.isJigsaw()
                        && Math.min(g.boxRows(), g.boxCols()) == 2
                        && Math.max(g.boxRows(), g.boxCols()) <= TwoBandCount.MAX_ROWS;
    }

    /**
     * Counts; {@code progress} hears of the signature classes done (two bands). A count stopped early is a lower
     * bound, with {@code complete} false.
     *
     * @throws IllegalArgumentException for a shape {@link #supports} refuses
     */
    public static GridCount of(Geometry g, BooleanSupplier stop, TwoBandCount.Progress progress) {
        try (Engine here = LocalEngine.onEveryCore()) {
            return of(g, here, stop, progress);
        }
    }

    /**
     * As {@link #of(Geometry, BooleanSupplier, TwoBandCount.Progress)}, the two-band classes spread over
     * {@code engine} (the 3x3 band count runs here).
     */
    public static GridCount of(Geometry g, Engine engine, BooleanSupplier stop, TwoBandCount.Progress progress) {
        return of(g, engine, Map.of(), stop, progress, counted -> {});
    }

    /**
     * As {@link #of(Geometry, Engine, BooleanSupplier, TwoBandCount.Progress)}, two bands kept in the journal at
     * {@code path} ({@link TwoBandCount#count(Engine, Path, BooleanSupplier, TwoBandCount.Progress, Consumer)}),
     * by {@link TwoBandCount#TwoBandCount(int, boolean, TwoBandCount.HalfTables, Consumer) shared halves} (their
     * tables kept where {@code tables} says, when not null) or each class by itself; {@code badLine} hears of bad
     * journal lines and damaged table files.
     */
    public static GridCount of(
            Geometry g,
            Engine engine,
            Path path,
            boolean sharedHalves,
            TwoBandCount.HalfTables tables,
            BooleanSupplier stop,
            TwoBandCount.Progress progress,
            Consumer<String> badLine)
            throws IOException {
        if (!supports(g) || g.equals(Geometry.boxes(3, 3))) {
            throw new IllegalArgumentException(
                    "a journal is for two bands, 2x2 to 2x6 either way round; " + g.describe() + " takes seconds");
        }
        TwoBandCount bands = new TwoBandCount(Math.max(g.boxRows(), g.boxCols()), sharedHalves, tables, badLine);
        return twoBands(g, bands.count(engine, path, stop, progress, badLine));
    }

    /**
     * As {@link #of(Geometry, Engine, BooleanSupplier, TwoBandCount.Progress)}, with a journal for two bands: the
     * classes in {@code known} are taken as they are, and {@code counted} hears of each class counted here.
     */
    public static GridCount of(
            Geometry g,
            Engine engine,
            Map<String, BigInteger> known,
            BooleanSupplier stop,
            TwoBandCount.Progress progress,
            Consumer<TwoBandCount.Counted> counted) {
        if (!supports(g)) {
            throw new IllegalArgumentException("grids counts 3x3 and 2x2 to 2x6 (either way round) by band "
                    + "signatures; " + g.describe() + " is not implemented");
        }
        if (g.equals(Geometry.boxes(3, 3))) {
            BandCount.Result r = new BandCount().count(stop);
            return new GridCount(
                    g,
                    r.grids(),
                    !stop.getAsBoolean(),
                    "band signatures",
                    r.topBands(),
                    null,
                    r.classes().size(),
                    null,
                    null,
                    null);
        }
        return twoBands(
                g, new TwoBandCount(Math.max(g.boxRows(), g.boxCols())).count(engine, known, stop, progress, counted));
    }

    /** A two-band count's record, cross-checked by enumeration up to 6x6 when complete. */
    private static GridCount twoBands(Geometry g, TwoBandCount.Result r) {
        BigInteger enumerated = null;
        Long overFirstRow = null;
        if (r.complete() && g.size() <= 6) {
            overFirstRow = GridEnumerator.countOverFirstRow(g);
            enumerated = GridEnumerator.factorial(g.size()).multiply(BigInteger.valueOf(overFirstRow));
            if (!enumerated.equals(r.grids())) {
                throw new IllegalStateException(
                        "band signatures give " + r.grids() + " grids, enumeration " + enumerated);
            }
        }
        return new GridCount(
                g,
                r.grids(),
                r.complete(),
                "band signatures",
                null,
                r.signatures(),
                r.classes(),
                r.classesCounted(),
                enumerated,
                overFirstRow);
    }
}
