package org.sudokulab.ip;

import com.google.ortools.Loader;
import java.util.Map;
import java.util.Optional;
import org.sudokulab.api.Availability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.Termination;

/**
 * Loads the OR-Tools native libraries once, on first use, from the jar on the class path (no network). A
 * failure is remembered and reported through {@link #availability()} rather than thrown at class loading,
 * so the rest of the toolkit keeps working on a platform OR-Tools does not ship for.
 */
final class OrTools {
    private static Availability availability;

    private OrTools() {}

    static synchronized Availability availability() {
        if (availability == null) {
            try {
                Loader.loadNativeLibraries();
                availability = Availability.ok();
            } catch (Throwable e) {
                // UnsatisfiedLinkError, or an IOException wrapped while extracting the libraries
                availability = Availability.unavailable("OR-Tools native libraries did not load ("
                        + System.getProperty("os.name") + "/" + System.getProperty("os.arch") + "): " + e);
            }
        }
        return availability;
    }

    /** Loads the natives or says why they cannot be. */
    static void require(String backendId) {
        Availability a = availability();
        if (!a.available()) {
            throw new IllegalStateException("backend " + backendId + " is not available: " + a.reason());
        }
    }

    /** The answer when the program is infeasible before any solve: no solution, proven by a row, no solver call. */
    static CountResult noSolution(long buildNanos) {
        return new CountResult(
                0,
                Termination.EXHAUSTED,
                Optional.empty(),
                new SearchStats(buildNanos, 0, Map.of("rows_proving_infeasible", 1L)));
    }
}
