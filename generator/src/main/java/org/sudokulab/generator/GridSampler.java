package org.sudokulab.generator;

import java.util.random.RandomGenerator;
import org.sudokulab.api.Geometry;

/** Draws completed grids of one geometry. */
public interface GridSampler {
    Geometry geometry();

    /** A completed grid (values 1..n, row-major), drawn with {@code random}. */
    int[] sample(RandomGenerator random);

    /** Whether every grid of the geometry is equally likely. */
    boolean uniform();

    /** The method by name: {@code search} (any geometry) or {@code rows} (boxes, n <= 9). */
    static GridSampler of(String method, Geometry geometry) {
        return switch (method) {
            case "search" -> new SearchGridSampler(geometry);
            case "rows" -> RowSuccessorGridSampler.of(geometry);
            default ->
                throw new IllegalArgumentException("grid method must be 'search' or 'rows', got '" + method + "'");
        };
    }
}
