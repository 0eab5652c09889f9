package org.sudokulab.api;

import java.util.Set;

/**
 * One solving paradigm behind one small contract. Implementations are found through
 * {@link java.util.ServiceLoader} ({@code META-INF/services/org.sudokulab.api.SolverBackend}) and must be
 * safe to call from several threads (a fresh search state per call).
 *
 * <p>"No solution", timeouts and cancellation are results, never exceptions. A puzzle outside
 * {@link #capabilities()} gives an {@link UnsupportedPuzzleException}, never a guess.
 */
public interface SolverBackend {
    /** Short id used by {@code --backend}: {@code dlx}, {@code backtrack}, ... */
    String id();

    /** One line for {@code sudokulab backends}. */
    String description();

    /** What this backend handles; see {@link Capability#requiredBy(Puzzle)}. */
    Set<Capability> capabilities();

    /**
     * Whether each call runs a program outside this JVM (an external solver): its times include a process start,
     * and a default bench leaves it out.
     */
    default boolean external() {
        return false;
    }

    /**
     * Whether this backend is an instrument of a study (one inference level of a paradigm, say) rather than a
     * solver to compare: it answers like any backend, but "all" in a bench leaves it out.
     */
    default boolean instrument() {
        return false;
    }

    /**
     * What a report should record of where this backend runs, beyond the JVM's own: an external solver's version
     * and its start-up cost measured on its own. Empty for a backend in the JVM.
     */
    default java.util.Map<String, String> environment() {
        return java.util.Map.of();
    }

    /** Whether the backend can run here (native libraries, ...). Never throws. */
    default Availability availability() {
        return Availability.ok();
    }

    /**
     * One solution, or proof that there is none. By default a count with limit 1, which is what every backend
     * here does; a backend with a cheaper way to one solution overrides it.
     */
    default SolveResult solve(Puzzle puzzle, Limits limits) {
        return SolveResult.fromCount(count(puzzle, 1, limits));
    }

    /**
     * How {@link #count} enumerates solutions, in one line for reports: one search that goes on after each
     * solution, or a new solve per solution with the ones found excluded. It is what separates the paradigms when
     * a board has many solutions.
     */
    default String counting() {
        return "not stated by the backend";
    }

    /**
     * What a call uses that the bench's memory figure (the bytes the calling thread allocates on the Java heap) does
     * not see, in one line: a native solver's own heap, threads of its own, another process. Empty when that figure
     * is all of it.
     */
    default String memoryNotCounted() {
        return "";
    }

    /** The solutions up to {@code limit} (limit 2 answers "is it unique?"). */
    CountResult count(Puzzle puzzle, long limit, Limits limits);

    /**
     * {@link #count(Puzzle, long, Limits)}, answered into {@code into}, which the caller keeps from call to call: a
     * backend that overrides it allocates nothing per call, so the bench and JMH time its search alone. By default,
     * the count and a copy of its result.
     */
    default void count(Puzzle puzzle, long limit, Limits limits, CountBuffer into) {
        into.set(count(puzzle, limit, limits));
    }
}
