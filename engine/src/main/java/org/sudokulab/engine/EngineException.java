package org.sudokulab.engine;

/** A run that could not finish: a unit's work failed (for good, after any retries) or the engine itself failed. */
public final class EngineException extends RuntimeException {
    public EngineException(String message, Throwable cause) {
        super(message, cause);
    }

    public EngineException(String message) {
        super(message);
    }
}
