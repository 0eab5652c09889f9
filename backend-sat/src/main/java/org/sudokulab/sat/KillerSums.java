package org.sudokulab.sat;

/** How a killer cage's sum is encoded (its digits are distinct either way). */
enum KillerSums {
    /** One pseudo-boolean constraint per cage, coefficients the digits (Sat4j's PB solver). */
    PSEUDO_BOOLEAN,
    /** Clauses only: one selector per admissible digit set, exactly one selected, its digits in, others out. */
    DIGIT_SETS
}
