package org.sudokulab.sat;

/** The extended clause encoding of Lynce and Ouaknine (2006): minimal plus cell uniqueness and house definedness. */
public final class SatExtendedBackend extends SatBackend {
    public SatExtendedBackend() {
        super("sat-extended", Encoding.EXTENDED, KillerSums.DIGIT_SETS);
    }
}
