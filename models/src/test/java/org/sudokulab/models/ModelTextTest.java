package org.sudokulab.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/**
 * The cp-model formats (MiniZinc data, SMT-LIB, ASP) have no reader on the JVM; backend-external feeds them to
 * minizinc, z3 and clingo. Here each is compared, line for line, with the file for a 4x4 killer (givens r1c1 = 1 and
 * r4c4 = 2, a cage of sum 5 over r1c2 and r1c3, one solution excluded) as it was read and checked by hand: the
 * twelve houses by cell, the cage, and the excluded grid over the free cells only.
 */
class ModelTextTest {
    private static final Puzzle KILLER = PuzzleReader.parseOne(
                    "{\"n\":4,\"boxRows\":2,\"boxCols\":2,\"givens\":\"1..............2\","
                            + "\"cages\":[{\"sum\":5,\"cells\":[1,2]}]}",
                    ReadOptions.DEFAULT)
            .puzzle();
    private static final List<int[]> EXCLUDED = List.of(PuzzleReader.parseOne("1432321443212143", ReadOptions.DEFAULT)
            .puzzle()
            .givens());

    private static String expected(String suffix) throws IOException {
        try (InputStream in = ModelTextTest.class.getResourceAsStream("killer4." + suffix)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void miniZincDataSmtLibAndAspOfASmallKiller() throws IOException {
        List<ModelWriter.ModelFile> mzn = ModelWriter.write(KILLER, ModelFormat.MINIZINC, EXCLUDED);
        assertEquals(
                List.of("mzn", "dzn"),
                mzn.stream().map(ModelWriter.ModelFile::suffix).toList());
        assertEquals(expected("dzn"), mzn.get(1).text());
        assertTrue(
                mzn.get(0).text().contains("sum(i in in_cage)(x[cage_cell[i]]) = cage_sum[k]"),
                mzn.get(0).text());
        assertEquals(
                expected("smt2"),
                ModelWriter.write(KILLER, ModelFormat.SMTLIB, EXCLUDED).get(0).text());
        assertEquals(
                expected("asp"),
                ModelWriter.write(KILLER, ModelFormat.ASP, EXCLUDED).get(0).text());
    }

    @Test
    void formatsAreNamedAndDescribed() {
        assertEquals(
                List.of("dimacs", "opb", "lp", "mps", "minizinc", "smtlib", "asp"),
                Arrays.stream(ModelFormat.values()).map(ModelFormat::id).toList());
        assertEquals(
                List.of("cnf", "opb", "lp", "mps", "mzn", "smt2", "asp"),
                Arrays.stream(ModelFormat.values()).map(ModelFormat::suffix).toList());
        assertEquals(ModelFormat.SMTLIB, ModelFormat.of("smtlib"));
        assertTrue(ModelFormat.LP.description().startsWith("CPLEX LP"));
        assertEquals(
                "unknown model format 'xml'; known: dimacs, opb, lp, mps, minizinc, smtlib, asp",
                assertThrows(IllegalArgumentException.class, () -> ModelFormat.of("xml"))
                        .getMessage());
        Puzzle jigsaw = PuzzleReader.parseOne("1............... 1112122233443344", ReadOptions.DEFAULT)
                .puzzle();
        assertEquals(
                "sudokulab: 4x4 jigsaw, 1 givens: 1............... regions 1112122233443344",
                ModelWriter.describe(jigsaw));
        for (ModelFormat f : ModelFormat.values()) {
            assertTrue(
                    ModelWriter.write(jigsaw, f, List.of()).get(0).text().contains("4x4 jigsaw")
                            || f == ModelFormat.MINIZINC,
                    f + " names what it holds");
        }
    }
}
