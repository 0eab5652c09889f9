package org.sudokulab.api;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The backends on the class path, found through {@link ServiceLoader}. A provider that fails to load is
 * skipped and reported in {@link #failures()}, so one broken backend never hides the others.
 */
public final class Backends {
    /**
     * The exact counters the toolkit asks when no backend is named, fastest first: {@code bits} was the fastest on
     * every variant measured here (docs/measurements.md), {@code dlx} is the exact-cover reference. Surveys, which
     * enumerate many solutions, ask {@link #enumeratorsFastestFirst} instead.
     */
    public static final List<String> COUNTERS_FASTEST_FIRST = List.of("bits", "dlx");

    private final List<SolverBackend> backends;
    private final List<String> failures;

    private Backends(List<SolverBackend> backends, List<String> failures) {
        this.backends = List.copyOf(backends);
        this.failures = List.copyOf(failures);
    }

    /** Loads every registered backend with the given class loader: the JVM's by id, then the external ones by id. */
    public static Backends discover(ClassLoader loader) {
        List<SolverBackend> found = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        eachLoaded(ServiceLoader.load(SolverBackend.class, loader).iterator(), failures::add, found::add);
        eachLoaded(ServiceLoader.load(BackendProvider.class, loader).iterator(), failures::add, provider -> {
            for (SolverBackend b : provider.backends(failures)) {
                if (found.stream().anyMatch(f -> f.id().equals(b.id()))) {
                    failures.add("backend id " + b.id() + " is taken; the declared one is left out");
                } else {
                    found.add(b);
                }
            }
            return true;
        });
        found.sort(Comparator.comparing(SolverBackend::external).thenComparing(SolverBackend::id));
        return new Backends(found, failures);
    }

    /** Loads every registered backend visible to this class's loader. */
    public static Backends discover() {
        return discover(Backends.class.getClassLoader());
    }

    /**
     * The JVM's own backend with this id, found without {@link #discover()}: the other backends are made but not
     * asked anything, and the providers (the external solvers and their declarations, the study instruments) are not
     * loaded at all. What a command that answers one puzzle needs to start in a tenth of a second. Empty when no
     * backend of the JVM has the id (a provider's may: ask {@link #discover()}).
     */
    public static Optional<SolverBackend> builtIn(String id) {
        // One provider at a time, stopping at the match: the backends listed after it are not even loaded.
        SolverBackend[] match = new SolverBackend[1];
        eachLoaded(
                ServiceLoader.load(SolverBackend.class, Backends.class.getClassLoader())
                        .iterator(),
                failure -> {}, // a backend that cannot load is discover()'s to report
                backend -> {
                    if (backend.id().equals(id)) {
                        match[0] = backend;
                        return false;
                    }
                    return true;
                });
        return Optional.ofNullable(match[0]);
    }

    /**
     * Hands each service {@code loaded} can make to {@code take}, until {@code take} says false or they run out.
     * One that cannot be made or used (a class missing, a registration wrong) goes to {@code failed} as its
     * message, and the rest still come.
     */
    private static <S> void eachLoaded(Iterator<S> loaded, Consumer<String> failed, Predicate<S> take) {
        while (true) {
            try {
                if (!loaded.hasNext() || !take.test(loaded.next())) {
                    return;
                }
            } catch (ServiceConfigurationError | LinkageError e) {
                failed.accept(e.getMessage() == null ? e.toString() : e.getMessage());
            }
        }
    }

    public List<SolverBackend> all() {
        return backends;
    }

    /** The backends that run in this JVM, instruments of studies aside (what a default bench compares). */
    public List<SolverBackend> inJvm() {
        return backends.stream().filter(b -> !b.external() && !b.instrument()).toList();
    }

    /** Messages of providers that were registered but failed to load. */
    public List<String> failures() {
        return failures;
    }

    public Optional<SolverBackend> find(String id) {
        return backends.stream().filter(b -> b.id().equals(id)).findFirst();
    }

    /**
     * The backend with this id.
     *
     * @throws IllegalArgumentException naming the known ids when there is none
     */
    public SolverBackend require(String id) {
        return find(id).orElseThrow(
                        () -> new IllegalArgumentException("unknown backend '" + id + "'; known: " + known()));
    }

    /**
     * The first of {@link #COUNTERS_FASTEST_FIRST} that is here and available.
     *
     * @throws IllegalStateException when none of them is
     */
    public SolverBackend fastestCounter() {
        return firstAvailable(COUNTERS_FASTEST_FIRST);
    }

    /**
     * The exact counters fastest first for counts that run to hundreds or thousands of solutions (the surveys) on
     * boards of {@code g}: enumerating, not proving, is then the work, and on a 6x6 board with boxes {@code dlx}
     * enumerates faster than {@code bits} (the 6x6 k-survey 2..500 on one core: 6.4 to 6.7 s against 9.0 to 9.5
     * s, docs/measurements.md); elsewhere {@link #COUNTERS_FASTEST_FIRST}.
     */
    public static List<String> enumeratorsFastestFirst(Geometry g) {
        return g.size() == 6 && !g.isJigsaw() ? List.of("dlx", "bits") : COUNTERS_FASTEST_FIRST;
    }

    /**
     * The first of {@link #enumeratorsFastestFirst} for {@code g} that is here and available.
     *
     * @throws IllegalStateException when none of them is
     */
    public SolverBackend fastestEnumerator(Geometry g) {
        return firstAvailable(enumeratorsFastestFirst(g));
    }

    private SolverBackend firstAvailable(List<String> ids) {
        for (String id : ids) {
            Optional<SolverBackend> b = find(id);
            if (b.isPresent() && b.get().availability().available()) {
                return b.get();
            }
        }
        throw new IllegalStateException(
                "none of the exact counters " + ids + " is on the class path; known: " + String.join(", ", ids()));
    }

    /** The ids an error message offers: the solvers, then a word on the study instruments rather than all of them. */
    private String known() {
        List<String> solvers = backends.stream()
                .filter(b -> !b.instrument())
                .map(SolverBackend::id)
                .toList();
        long instruments = backends.size() - solvers.size();
        return String.join(", ", solvers)
                + (instruments > 0
                        ? "; and " + instruments + " study instruments (sudokulab backends lists them)"
                        : "");
    }

    public List<String> ids() {
        return backends.stream().map(SolverBackend::id).toList();
    }
}
