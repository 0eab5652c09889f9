package org.sudokulab.models;

import java.util.Arrays;
import java.util.Locale;

/** The standard file formats a puzzle is written in, each from the model of the backends that use it. */
public enum ModelFormat {
    DIMACS("cnf", "DIMACS CNF: the sat-extended clauses, killer sums as digit-set selectors"),
    OPB("opb", "pseudo-boolean (OPB): the sat-pb constraints, cardinalities and killer sums native"),
    LP("lp", "CPLEX LP: the 0-1 program of ip and ip-mip"),
    MPS("mps", "free MPS: the 0-1 program of ip and ip-mip"),
    MINIZINC(
            "mzn", "MiniZinc model (.mzn) and data (.dzn): cp-sum's model, alldifferent per house and cage, cage sums"),
    SMTLIB("smt2", "SMT-LIB 2 (QF_LIA): cp-sum's model, an integer per cell, distinct per house and cage, cage sums"),
    ASP(
            "asp",
            "answer-set program (gringo/clingo): a digit per cell by a choice rule, conflicts and cage sums as "
                    + "integrity constraints");

    private final String suffix;
    private final String description;

    ModelFormat(String suffix, String description) {
        this.suffix = suffix;
        this.description = description;
    }

    /** The file name suffix (MiniZinc writes a {@code .dzn} beside its {@code .mzn}). */
    public String suffix() {
        return suffix;
    }

    public String description() {
        return description;
    }

    /** The lower-case name users type: {@code dimacs}, {@code opb}, ... */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The format with this id.
     *
     * @throws IllegalArgumentException naming the known ids when there is none
     */
    public static ModelFormat of(String id) {
        for (ModelFormat f : values()) {
            if (f.id().equals(id)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown model format '" + id + "'; known: "
                + String.join(", ", Arrays.stream(values()).map(ModelFormat::id).toList()));
    }
}
