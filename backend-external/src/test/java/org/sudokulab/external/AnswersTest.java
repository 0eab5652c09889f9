package org.sudokulab.external;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;

/** The answer readers on the forms the solvers print (taken from their runs here), and on what they must refuse. */
class AnswersTest {
    private static final int[] SOLVED = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
    /** The 4x4 above with its first row free. */
    private static final Puzzle PUZZLE =
            new Puzzle(Geometry.boxes(2, 2), new int[] {0, 0, 0, 0, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1});

    /** x(cell, d) = cell * 4 + d true for the solved grid, as SAT solvers print it. */
    private static String satModel(String prefix) {
        StringBuilder v = new StringBuilder(prefix);
        for (int cell = 0; cell < 16; cell++) {
            for (int d = 1; d <= 4; d++) {
                v.append(SOLVED[cell] == d ? "" : "-").append(cell * 4 + d).append(' ');
            }
        }
        return v.append("0").toString();
    }

    @Test
    void satCompetitionAndMiniSatForms() {
        Answers.Answer a = Answers.read(AnswerFormat.SAT, "c comment\ns SATISFIABLE\n" + satModel("v "), PUZZLE);
        assertArrayEquals(SOLVED, a.grids().get(0));
        assertFalse(a.complete());
        assertArrayEquals(
                SOLVED,
                Answers.read(AnswerFormat.SAT, "SAT\n" + satModel(""), PUZZLE)
                        .grids()
                        .get(0));
        Answers.Answer none = Answers.read(AnswerFormat.SAT, "s UNSATISFIABLE", PUZZLE);
        assertTrue(none.complete());
        assertTrue(none.grids().isEmpty());
        assertTrue(Answers.read(AnswerFormat.SAT, "UNSAT", PUZZLE).complete());
    }

    @Test
    void aModelThatLeavesACellEmptyIsRefused() {
        IllegalStateException e = assertThrows(
                IllegalStateException.class, () -> Answers.read(AnswerFormat.SAT, "s SATISFIABLE\nv -1 0", PUZZLE));
        assertTrue(e.getMessage().contains("row 1, column 1 empty"), e.getMessage());
    }

    @Test
    void mipSolutionFiles() {
        String cbc = "Optimal - objective value 0.00000000\n      0 x_1_1_1  1  0\n      5 x_1_2_2  1  0\n"
                + "      6 x_1_2_3  0  0\n      9 x_1_3_3  1  0\n     15 x_1_4_4  1  0\n";
        assertArrayEquals(
                SOLVED, Answers.read(AnswerFormat.CBC, cbc, PUZZLE).grids().get(0));
        assertTrue(Answers.read(AnswerFormat.CBC, "Infeasible - objective value 0.00000000", PUZZLE)
                .complete());
        String glpk = "Status:     INTEGER OPTIMAL\n   No. Column name       Activity     Lower bound   Upper bound\n"
                + "     1 z            *              0             0             1\n"
                + "     2 x_1_1_1      *              1             0             1\n"
                + "     3 x_1_2_2      *              1             0             1\n"
                + "     4 x_1_3_3      *              1             0             1\n"
                + "     5 x_1_4_4      *              1             0             1\n";
        assertArrayEquals(
                SOLVED, Answers.read(AnswerFormat.GLPK, glpk, PUZZLE).grids().get(0));
        assertTrue(Answers.read(AnswerFormat.GLPK, "Status:     INTEGER EMPTY", PUZZLE)
                .complete());
    }

    @Test
    void enumeratingForms() {
        String grid = "1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 1";
        Answers.Answer mzn = Answers.read(AnswerFormat.MINIZINC, "grid: " + grid + "\n----------\n==========", PUZZLE);
        assertEquals(1, mzn.grids().size());
        assertTrue(mzn.complete());
        assertTrue(Answers.read(AnswerFormat.MINIZINC, "=====UNSATISFIABLE=====", PUZZLE)
                .complete());
        assertFalse(Answers.read(AnswerFormat.MINIZINC, "grid: " + grid + "\n----------", PUZZLE)
                .complete());
        String atoms = "x(1,1,1) x(1,2,2) x(1,3,3) x(1,4,4) x(2,1,3) x(2,2,4) x(2,3,1) x(2,4,2) x(3,1,2) x(3,2,1) "
                + "x(3,3,4) x(3,4,3) x(4,1,4) x(4,2,3) x(4,3,2) x(4,4,1)";
        Answers.Answer clasp = Answers.read(
                AnswerFormat.CLASP, "Solving...\nAnswer: 1\n" + atoms + "\nSATISFIABLE\n\nModels       : 1\n", PUZZLE);
        assertArrayEquals(SOLVED, clasp.grids().get(0));
        assertTrue(clasp.complete());
        assertFalse(Answers.read(AnswerFormat.CLASP, "Answer: 1\n" + atoms + "\nSATISFIABLE\nModels : 1+", PUZZLE)
                .complete());
        Answers.Answer line = Answers.read(AnswerFormat.LINE, "1234341221434321\ncount 1", PUZZLE);
        assertArrayEquals(SOLVED, line.grids().get(0));
        assertTrue(line.complete());
    }

    @Test
    void smtValues() {
        StringBuilder values = new StringBuilder("sat\n(");
        for (int cell = 0; cell < 16; cell++) {
            values.append("(x_")
                    .append(cell / 4 + 1)
                    .append('_')
                    .append(cell % 4 + 1)
                    .append(' ')
                    .append(SOLVED[cell])
                    .append(")\n ");
        }
        assertArrayEquals(
                SOLVED,
                Answers.read(AnswerFormat.SMTLIB, values + ")", PUZZLE).grids().get(0));
        assertTrue(Answers.read(AnswerFormat.SMTLIB, "unsat\n(error \"model is not available\")", PUZZLE)
                .complete());
    }

    @Test
    void garbageSaysWhatWasExpected() {
        for (AnswerFormat f : AnswerFormat.values()) {
            IllegalStateException e =
                    assertThrows(IllegalStateException.class, () -> Answers.read(f, "Segmentation fault", PUZZLE));
            assertTrue(e.getMessage().startsWith("expected "), f + ": " + e.getMessage());
            assertTrue(e.getMessage().contains("'Segmentation fault'"), f + ": " + e.getMessage());
        }
    }

    @Test
    void countsThatDisagreeWithTheSolutionsPrintedAreRefused() {
        assertThrows(IllegalStateException.class, () -> Answers.read(AnswerFormat.LINE, "count 2", PUZZLE));
        assertThrows(
                IllegalStateException.class, () -> Answers.read(AnswerFormat.CLASP, "SATISFIABLE\nModels : 3", PUZZLE));
    }
}
