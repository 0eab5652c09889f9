package org.sudokulab.cp;

/** How each house's "all different" is enforced. */
enum Propagation {
    /** Regin's arc consistency (matching-based) allDifferent. */
    ARC,
    /** Bounds consistency allDifferent (Lopez-Ortiz et al.). */
    BOUNDS,
    /** A clique of binary not-equals: forward checking only. */
    NOT_EQUALS
}
