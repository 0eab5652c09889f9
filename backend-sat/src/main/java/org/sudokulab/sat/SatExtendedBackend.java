package org.sudokulab.sat;

import org.sudokulab.models.ClauseEncoding.KillerSums;
import org.sudokulab.models.ClauseEncoding.Rules;

/** The extended clause encoding of Lynce and Ouaknine (2006): minimal plus cell uniqueness and house definedness. */
public final class SatExtendedBackend extends SatBackend {
    public SatExtendedBackend() {
        super("sat-extended", Rules.EXTENDED, KillerSums.DIGIT_SETS);
    }
}
