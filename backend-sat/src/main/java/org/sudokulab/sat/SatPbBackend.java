package org.sudokulab.sat;

import org.sudokulab.models.ClauseEncoding.KillerSums;
import org.sudokulab.models.ClauseEncoding.Rules;

/**
 * Like {@code sat}, but killer sums as pseudo-boolean constraints on Sat4j's PB solver (coefficients the
 * digits), kept for the ablation: on the 9x9 killers it was about five times slower than digit-set clauses.
 */
public final class SatPbBackend extends SatBackend {
    public SatPbBackend() {
        super("sat-pb", Rules.CARDINALITY, KillerSums.PSEUDO_BOOLEAN);
    }
}
