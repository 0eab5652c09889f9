package org.sudokulab.cp;

/**
 * What a CP backend propagates: the consistency of each allDifferent, and the redundant constraints of Simonis's
 * "Sudoku as a constraint problem" (2005) that make a weaker consistency see more. Its id names exactly that, so
 * a study row says what ran: {@code cp-bc-dual-shave} is bounds consistency on the channelled model with shaving.
 *
 * @param dual every house also seen from its digits: one position variable per digit, under the same
 *     allDifferent, channelled to the cells value by value (so a digit with one place left is placed: hidden
 *     singles, which bounds consistency on the cells alone sees only for the smallest and largest digit)
 * @param intersections for every two houses that share 2 cells or more but not all, the digits of each outside
 *     the shared cells are the same set (locked candidates: pointing and claiming)
 * @param shaving before the search, every value of every open cell is tried on its own; one whose propagation
 *     fails is removed, to a fixpoint
 */
record Level(Propagation propagation, boolean dual, boolean intersections, boolean shaving) {
    static Level of(Propagation propagation) {
        return new Level(propagation, false, false, false);
    }

    String id() {
        String base =
                switch (propagation) {
                    case ARC -> "cp";
                    case BOUNDS -> "cp-bc";
                    case NOT_EQUALS -> "cp-neq";
                };
        return base + (dual ? "-dual" : "") + (intersections ? "-inter" : "") + (shaving ? "-shave" : "");
    }

    /** A study instrument rather than a backend of the default runs: anything beyond the plain model. */
    boolean instrument() {
        return dual || intersections || shaving;
    }

    String describe() {
        String houses =
                switch (propagation) {
                    case ARC -> "allDifferent with arc consistency";
                    case BOUNDS -> "allDifferent with bounds consistency";
                    case NOT_EQUALS -> "cliques of not-equals";
                };
        return houses
                + (dual ? ", each house channelled to a position per digit" : "")
                + (intersections ? ", same digits outside each two houses' shared cells" : "")
                + (shaving ? ", shaving before the search" : "");
    }
}
