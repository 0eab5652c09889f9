package org.sudokulab.api;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
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
     * every variant measured here, enumerating hundreds of solutions a count (the surveys) too (docs/measurements.md);
     * {@code dlx} is the exact-cover reference.
     */
    public static final List<String> COUNTERS_FASTEST_FIRST = List.of("bits", "dlx");

    /**
     * Plugin folders ({@link java.io.File#pathSeparator} between them) given on the command line ({@code --plugins
     * DIR}); a system property, so that child JVMs get it too.
     */
    public static final String PLUGINS_PROPERTY = "sudokulab.plugins";

    private final List<SolverBackend> backends;
    private final List<String> failures;
    private final Map<String, Path> fromJar;
    private final List<Path> pluginJars;

    private Backends(
            List<SolverBackend> backends, List<String> failures, Map<String, Path> fromJar, List<Path> pluginJars) {
        this.backends = List.copyOf(backends);
        this.failures = List.copyOf(failures);
        this.fromJar = Map.copyOf(fromJar);
        this.pluginJars = List.copyOf(pluginJars);
    }

    /** Loads every registered backend with the given class loader: the JVM's by id, then the external ones by id. */
    public static Backends discover(ClassLoader loader) {
        Found found = new Found();
        found.load(loader, null);
        return found.backends(List.of());
    }

    /**
     * Loads every registered backend visible to this class's loader, then those of the plugin folders ({@code
     * --plugins DIR}, {@code SUDOKULAB_PLUGINS}, the user's folder: docs/plugins.md). A plugin's backend whose id is
     * taken is left out with a message.
     */
    public static Backends discover() {
        Found found = new Found();
        found.load(Backends.class.getClassLoader(), null);
        List<Path> jars = new ArrayList<>();
        for (PluginFolders.Folder folder : PluginFolders.load(found.failures)) {
            jars.addAll(folder.jars());
            found.load(folder.loader(), folder.loader());
        }
        return found.backends(jars);
    }

    /** The backends and messages of one discovery, and the jar each plugin's backend came from. */
    private static final class Found {
        final List<SolverBackend> backends = new ArrayList<>();
        final List<String> failures = new ArrayList<>();
        final Map<String, Path> fromJar = new HashMap<>();

        /** Loads the services {@code loader} sees; with {@code own}, only the classes that loader defined. */
        void load(ClassLoader loader, ClassLoader own) {
            eachLoaded(ServiceLoader.load(SolverBackend.class, loader), own, failures::add, b -> {
                add(b, own);
                return true;
            });
            eachLoaded(ServiceLoader.load(BackendProvider.class, loader), own, failures::add, provider -> {
                provider.backends(failures).forEach(b -> add(b, own));
                return true;
            });
        }

        private void add(SolverBackend b, ClassLoader own) {
            Optional<Path> jar = own == null ? Optional.empty() : jar(b.getClass());
            if (backends.stream().anyMatch(f -> f.id().equals(b.id()))) {
                failures.add("backend id " + b.id() + " is taken; the "
                        + jar.map(j -> "one in " + j).orElse("declared one") + " is left out");
                return;
            }
            backends.add(b);
            jar.ifPresent(j -> fromJar.put(b.id(), j));
        }

        Backends backends(List<Path> pluginJars) {
            backends.sort(Comparator.comparing(SolverBackend::external).thenComparing(SolverBackend::id));
            return new Backends(backends, failures, fromJar, pluginJars);
        }
    }

    private static Optional<Path> jar(Class<?> type) {
        try {
            CodeSource source = type.getProtectionDomain().getCodeSource();
            return source == null
                    ? Optional.empty()
                    : Optional.of(Path.of(source.getLocation().toURI()));
        } catch (URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The plugin jar a backend was loaded from; empty for the class path's backends and the declared ones. */
    public Optional<Path> pluginJar(String id) {
        return Optional.ofNullable(fromJar.get(id));
    }

    /** Every jar of the plugin folders this discovery read (a plugin's dependencies among them): what Spark ships. */
    public List<Path> pluginJars() {
        return pluginJars;
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
                failed.accept(failure(e));
            }
        }
    }

    /**
     * {@link #eachLoaded(Iterator, Consumer, Predicate)} over a loader's services; with {@code own}, only those whose
     * class that loader defined (a plugin folder's loader also sees the class path's services through its parent).
     */
    private static <S> void eachLoaded(
            ServiceLoader<S> loader, ClassLoader own, Consumer<String> failed, Predicate<S> take) {
        if (own == null) {
            eachLoaded(loader.iterator(), failed, take);
            return;
        }
        Iterator<ServiceLoader.Provider<S>> providers = loader.stream().iterator();
        while (true) {
            try {
                if (!providers.hasNext()) {
                    return;
                }
                ServiceLoader.Provider<S> provider = providers.next();
                if (provider.type().getClassLoader() == own && !take.test(provider.get())) {
                    return;
                }
            } catch (ServiceConfigurationError | LinkageError e) {
                failed.accept(failure(e));
            }
        }
    }

    private static String failure(Throwable e) {
        return "a backend failed to load: " + (e.getMessage() == null ? e.toString() : e.getMessage());
    }

    public List<SolverBackend> all() {
        return backends;
    }

    /** The backends that run in this JVM, instruments of studies aside (what a default bench compares). */
    public List<SolverBackend> inJvm() {
        return backends.stream().filter(b -> !b.external() && !b.instrument()).toList();
    }

    /**
     * What was left out, each a sentence of its own: backends registered but failed to load, and what providers
     * reported (a declarations file with a mistake, or not trusted).
     */
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
