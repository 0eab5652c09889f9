package org.sudokulab.sat;

/** How the Sudoku rules become constraints over the variables x(cell, digit). */
enum Encoding {
    /** Sat4j's native cardinality constraints: exactly one digit per cell, each digit once per house. */
    CARDINALITY,
    /** Lynce and Ouaknine's minimal encoding: each cell has a digit; no digit twice among peers. */
    MINIMAL,
    /** The extended encoding: minimal plus at most one digit per cell and every digit somewhere in each house. */
    EXTENDED
}
