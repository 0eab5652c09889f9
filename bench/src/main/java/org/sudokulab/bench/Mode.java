package org.sudokulab.bench;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** What each call of a bench run asks: one solution, a uniqueness proof (count to 2), or a count up to a limit. */
public enum Mode {
    SOLVE,
    UNIQUE,
    COUNT;

    /** The mode by its lower-case name, as options and {@code run.json} write it. */
    @JsonCreator
    public static Mode of(String name) {
        for (Mode m : values()) {
            if (m.toString().equals(name.toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new IllegalArgumentException("mode must be solve, unique or count, got '" + name + "'");
    }

    /** The limit a call counts to. */
    long countLimit(long limit) {
        return this == UNIQUE ? 2 : limit;
    }

    /** How the reports state it. */
    String describe(long limit) {
        return switch (this) {
            case SOLVE -> "solve (one solution)";
            case UNIQUE -> "unique (count with limit 2: a uniqueness proof)";
            case COUNT -> "count (up to " + limit + " solutions)";
        };
    }

    @JsonValue
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
