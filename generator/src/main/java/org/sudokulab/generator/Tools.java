package org.sudokulab.generator;

import java.io.Serializable;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;

/**
 * What a survey's unit of work needs, made where it runs (an engine's executor may be another JVM): its exact counter
 * and its grid sampler. {@link Recipe} makes them from names anywhere; {@link #of} hands objects to this JVM's
 * threads.
 */
public interface Tools extends Serializable {
    Counter counter();

    GridSampler grids();

    /** Objects at hand: for the local engine only (they are not serializable). */
    static Tools of(Counter counter, GridSampler grids) {
        return new Given(counter, grids);
    }

    /**
     * The tools by name: backend {@code backend} as the exact counter (found once per JVM), grids of {@code boxRows}
     * x {@code boxCols} boxes drawn by {@code gridMethod} ({@link GridSampler#of}), the sampler made once per JVM too.
     */
    record Recipe(String backend, int boxRows, int boxCols, String gridMethod) implements Tools {
        private static final Map<Recipe, Counter> COUNTERS = new ConcurrentHashMap<>();
        private static final Map<Recipe, GridSampler> SAMPLERS = new ConcurrentHashMap<>();

        @Override
        public Counter counter() {
            return COUNTERS.computeIfAbsent(
                    this, r -> new Counter(Backends.discover().require(backend), Limits.none()));
        }

        @Override
        public GridSampler grids() {
            return SAMPLERS.computeIfAbsent(this, r -> GridSampler.of(gridMethod, Geometry.boxes(boxRows, boxCols)));
        }
    }

    record Given(Counter counter, GridSampler grids) implements Tools {}
}
