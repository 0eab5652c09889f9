package org.sudokulab.models;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/**
 * The size of each encoding, counted from the combinatorics of the board. Redundant clauses (at most one digit
 * per cell, each digit somewhere in a house, a digit set's two halves) do not change the solutions, so counting
 * solutions cannot see them go missing; these counts do.
 */
class ClauseEncodingSizeTest {
    private static final Puzzle EMPTY_NINE = new Puzzle(Geometry.boxes(3, 3), new int[81]);
    private static final int CELLS = 81;
    private static final int HOUSES = 27;
    /** Each cell has 20 peers: 8 in its row, 8 in its column, 4 more in its box. */
    private static final int PEER_PAIRS = CELLS * 20 / 2;

    private static final int DIGIT_PAIRS = 9 * 8 / 2;
    /** Per box, 3 row triads and 3 column triads, each per digit. */
    private static final int TRIADS = 9 * 6 * 9;

    @Test
    void cardinalityIsOneExactlyOnePerCellAndPerHouseDigit() {
        Sizes s = sizes(EMPTY_NINE, ClauseEncoding.Rules.CARDINALITY, ClauseEncoding.KillerSums.DIGIT_SETS);
        assertEquals(new Sizes(0, CELLS + HOUSES * 9, 0, 0, 0), s);
    }

    @Test
    void minimalIsACellClauseAndAPairClausePerPeersAndDigit() {
        Sizes s = sizes(EMPTY_NINE, ClauseEncoding.Rules.MINIMAL, ClauseEncoding.KillerSums.DIGIT_SETS);
        assertEquals(new Sizes(CELLS + PEER_PAIRS * 9, 0, 0, 0, 0), s);
    }

    @Test
    void weberAddsAtMostOneDigitPerCell() {
        Sizes s = sizes(EMPTY_NINE, ClauseEncoding.Rules.WEBER, ClauseEncoding.KillerSums.DIGIT_SETS);
        assertEquals(new Sizes(CELLS + PEER_PAIRS * 9 + CELLS * DIGIT_PAIRS, 0, 0, 0, 0), s);
    }

    @Test
    void extendedAddsEveryDigitSomewhereInEachHouse() {
        Sizes s = sizes(EMPTY_NINE, ClauseEncoding.Rules.EXTENDED, ClauseEncoding.KillerSums.DIGIT_SETS);
        assertEquals(new Sizes(CELLS + PEER_PAIRS * 9 + CELLS * DIGIT_PAIRS + HOUSES * 9, 0, 0, 0, 0), s);
    }

    /** Per triad a variable, three "digit here implies triad" clauses and one "triad implies the digit here". */
    @Test
    void augmentedAddsTriadsAndExactlyOneTriadPerLineAndBoxDigit() {
        Sizes s = sizes(EMPTY_NINE, ClauseEncoding.Rules.AUGMENTED, ClauseEncoding.KillerSums.DIGIT_SETS);
        int extended = CELLS + PEER_PAIRS * 9 + CELLS * DIGIT_PAIRS + HOUSES * 9;
        // one exactly-one per digit in each row, column, box's rows and box's columns
        assertEquals(new Sizes(extended + TRIADS * 4, 4 * 9 * 9, 0, 0, TRIADS), s);
    }

    @Test
    void givensAreUnitClauses() {
        int[] givens = new int[81];
        givens[0] = 5;
        givens[80] = 3;
        Sizes s = sizes(
                new Puzzle(Geometry.boxes(3, 3), givens),
                ClauseEncoding.Rules.MINIMAL,
                ClauseEncoding.KillerSums.DIGIT_SETS);
        assertEquals(CELLS + PEER_PAIRS * 9 + 2, s.clauses());
    }

    /** r1c1 and r3c3 of a 4x4 board share no house: the cage alone keeps their digits apart. */
    private static final Puzzle APART = new Puzzle(Geometry.boxes(2, 2), new int[16], List.of(new Cage(3, 0, 10)));

    private static final int FOUR_BY_FOUR_PEER_PAIRS = 16 * 7 / 2;

    @Test
    void cardinalityKeepsACagesDigitsApartAndSumsItLinearly() {
        Sizes s = sizes(APART, ClauseEncoding.Rules.CARDINALITY, ClauseEncoding.KillerSums.PSEUDO_BOOLEAN);
        assertEquals(new Sizes(0, 16 + 12 * 4, 4, 1, 0), s);
    }

    /**
     * The cage's pair is one more pair of peers; its one digit set {1, 2} is a selector with a clause per digit
     * in it ("somewhere in the cage") and one per cell and digit out of it.
     */
    @Test
    void minimalMakesTheCageCellsPeersAndItsDigitSetsSelectors() {
        Sizes s = sizes(APART, ClauseEncoding.Rules.MINIMAL, ClauseEncoding.KillerSums.DIGIT_SETS);
        int rules = 16 + (FOUR_BY_FOUR_PEER_PAIRS + 1) * 4;
        assertEquals(new Sizes(rules + 2 + 2 * 2, 1, 0, 0, 1), s);
    }

    private record Sizes(int clauses, int exactlyOnes, int atMostOnes, int linearSums, int newVariables) {}

    private static Sizes sizes(Puzzle puzzle, ClauseEncoding.Rules rules, ClauseEncoding.KillerSums sums) {
        int[] counts = new int[5];
        new ClauseEncoding(puzzle, rules, sums).writeTo(new ClauseEncoding.Sink() {
            private int next = puzzle.cellCount() * puzzle.size();

            @Override
            public int newVariable() {
                counts[4]++;
                return ++next;
            }

            @Override
            public void clause(int[] literals) {
                counts[0]++;
            }

            @Override
            public void exactlyOne(int[] literals) {
                counts[1]++;
            }

            @Override
            public void atMostOne(int[] literals) {
                counts[2]++;
            }

            @Override
            public void linearEquals(int[] vars, long[] coefficients, long rhs) {
                counts[3]++;
            }
        });
        return new Sizes(counts[0], counts[1], counts[2], counts[3], counts[4]);
    }
}
