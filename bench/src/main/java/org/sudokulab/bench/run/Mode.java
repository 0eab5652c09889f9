package org.sudokulab.bench.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;
import org.sudokulab.api.io.PuzzleEntry;

/**
 * What each call of a bench run asks: one solution, a uniqueness proof (count to 2), a count up to a limit, or an
 * exact count (the limit one above the count the line states, so that an exact answer is required).
 */
public enum Mode {
    SOLVE,
    UNIQUE,
    COUNT,
    EXACT;

    /** The mode by its lower-case name, as options and {@code run.json} write it. */
    @JsonCreator
    public static Mode of(String name) {
        for (Mode m : values()) {
            if (m.toString().equals(name.toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new IllegalArgumentException("mode must be solve, unique, count or exact, got '" + name + "'");
    }

    /** The limit a call on {@code entry} counts to; {@code limit} is the plan's, for lines that state no count. */
    long countLimit(long limit, PuzzleEntry entry) {
        return switch (this) {
            case SOLVE -> 1;
            case UNIQUE -> 2;
            case COUNT -> limit;
            case EXACT ->
                entry.expectedCount().isPresent() ? entry.expectedCount().getAsLong() + 1 : limit;
        };
    }

    /** Whether the calls count solutions (and so belong in the counting figures). */
    public boolean counts() {
        return this == COUNT || this == EXACT;
    }

    /** How the reports state it; {@code limit} is the plan's (0: no line lacks a count, so leave it out). */
    String describe(long limit) {
        return switch (this) {
            case SOLVE -> "solve (one solution)";
            case UNIQUE -> "unique (count with limit 2: a uniqueness proof)";
            case COUNT -> "count (up to " + limit + " solutions)";
            case EXACT ->
                "exact count (limit one above each line's stated count"
                        + (limit > 0 ? "; " + limit + " for lines without one)" : ")");
        };
    }

    @JsonValue
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
