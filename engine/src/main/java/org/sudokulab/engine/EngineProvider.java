package org.sudokulab.engine;

/** An engine a module adds through {@link java.util.ServiceLoader} (engine-spark's is {@code spark}). */
public interface EngineProvider {
    /** The name {@code --engine} takes. */
    String name();

    /** Starts the engine (connects to {@code master}, when it has one); the caller closes it. */
    Engine open(String master, int threads);
}
