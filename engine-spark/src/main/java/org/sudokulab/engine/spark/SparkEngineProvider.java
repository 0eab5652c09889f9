package org.sudokulab.engine.spark;

import org.sudokulab.engine.Engine;
import org.sudokulab.engine.EngineProvider;

/** {@code --engine spark}. */
public final class SparkEngineProvider implements EngineProvider {
    @Override
    public String name() {
        return "spark";
    }

    @Override
    public Engine open(String master, int threads) {
        return new SparkEngine(master == null ? "local[*]" : master);
    }
}
