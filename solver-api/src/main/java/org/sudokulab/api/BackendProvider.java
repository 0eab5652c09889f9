package org.sudokulab.api;

import java.util.List;

/**
 * A source of several backends at once, found through {@link java.util.ServiceLoader}
 * ({@code META-INF/services/org.sudokulab.api.BackendProvider}): the external solvers declared in files, whose
 * number is not known when the jar is built.
 */
public interface BackendProvider {
    /** The backends it provides; what leaves one out (a declaration it cannot read) goes to {@code problems}. */
    List<SolverBackend> backends(List<String> problems);
}
