package org.sudokulab.sat;

import org.sudokulab.models.ClauseEncoding.KillerSums;
import org.sudokulab.models.ClauseEncoding.Rules;

/** The minimal clause encoding of Lynce and Ouaknine (2006): cell definedness plus pairwise uniqueness. */
public final class SatMinimalBackend extends SatBackend {
    public SatMinimalBackend() {
        super("sat-minimal", Rules.MINIMAL, KillerSums.DIGIT_SETS);
    }
}
