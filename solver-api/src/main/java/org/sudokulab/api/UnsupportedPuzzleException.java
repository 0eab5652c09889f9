package org.sudokulab.api;

/** A backend was handed a puzzle outside its {@link SolverBackend#capabilities()} or its declared limits. */
public class UnsupportedPuzzleException extends RuntimeException {
    public UnsupportedPuzzleException(String message) {
        super(message);
    }
}
