package org.sudokulab.external;

import java.util.Arrays;
import java.util.Locale;

/** How an external solver states its answer; those that enumerate count in one run, the others by re-calls. */
enum AnswerFormat {
    /**
     * SAT (and pseudo-boolean) competition output: {@code s SATISFIABLE} and {@code v} lines of literals ({@code 7},
     * {@code -7}, or OPB's {@code x7}, {@code -x7}), or MiniSat's SAT/UNSAT file.
     */
    SAT(false),
    /** CBC's solution file: a status line, then {@code index name value} lines. */
    CBC(false),
    /** GLPK's printable report ({@code glpsol -o}): a Status line and a table of columns. */
    GLPK(false),
    /** MiniZinc: each solution followed by {@code ----------}, {@code ==========} when the search is complete. */
    MINIZINC(true),
    /** clasp/clingo: {@code Answer: k} and its atoms, the model count with {@code +} when more may exist. */
    CLASP(true),
    /** SMT-LIB: {@code sat}/{@code unsat}, then the values of {@code (get-value ...)}. */
    SMTLIB(false),
    /** The line protocol: the puzzle's line on stdin; a solution line each, then {@code count N} ({@code N+}). */
    LINE(true);

    private final boolean enumerates;

    AnswerFormat(boolean enumerates) {
        this.enumerates = enumerates;
    }

    /** Whether one run gives every solution up to a limit ({@code {limit}}), or one run gives one. */
    boolean enumerates() {
        return enumerates;
    }

    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    static AnswerFormat of(String id) {
        for (AnswerFormat f : values()) {
            if (f.id().equals(id)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown answer format '" + id + "'; known: "
                + String.join(
                        ", ", Arrays.stream(values()).map(AnswerFormat::id).toList()));
    }
}
