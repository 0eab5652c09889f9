package org.sudokulab.engine;

import java.util.ServiceLoader;

/** Finds an engine by the name {@code --engine} takes: {@code local}, or one a module on the class path adds. */
public final class Engines {
    private Engines() {}

    /**
     * Opens the engine {@code name}: {@code local} with {@code threads}, or one found through {@link EngineProvider}.
     *
     * @throws IllegalArgumentException when no engine has that name here (the message says how to get Spark's)
     */
    public static Engine open(String name, String master, int threads) {
        if (name.equals(LocalEngine.ID)) {
            return new LocalEngine(threads);
        }
        for (EngineProvider p : ServiceLoader.load(EngineProvider.class)) {
            if (p.name().equals(name)) {
                return p.open(master, threads);
            }
        }
        if (name.equals("spark")) {
            throw new IllegalArgumentException(
                    "the Spark engine is not on the class path: ./sudokulab builds engine-spark and adds it, with"
                            + " Spark's jars, when --engine spark is given (Maven fetches about 220 MB the first time);"
                            + " to build it alone: mvn -DskipTests package -pl harness,engine-spark -am");
        }
        throw new IllegalArgumentException("unknown engine '" + name + "': local or spark");
    }
}
