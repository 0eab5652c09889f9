package org.sudokulab.sat;

/** The minimal clause encoding of Lynce and Ouaknine (2006): cell definedness plus pairwise uniqueness. */
public final class SatMinimalBackend extends SatBackend {
    public SatMinimalBackend() {
        super("sat-minimal", Encoding.MINIMAL, KillerSums.DIGIT_SETS);
    }
}
