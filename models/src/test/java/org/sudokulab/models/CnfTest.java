package org.sudokulab.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.reader.DimacsReader;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.IProblem;
import org.sat4j.specs.TimeoutException;

/**
 * The DIMACS writer's own encodings, read back by Sat4j's DIMACS reader and asked under assumptions: at-most-one
 * both as pairs and as a sequential counter (the 25x25 board's 25-literal groups, otherwise reached only by the
 * slow tests), and a sum as partial sums (the killer cages with too many digit sets for selectors).
 */
class CnfTest {
    @ParameterizedTest
    @ValueSource(ints = {2, 16, 17, 25})
    void atMostOneAllowsNoneOrOneAndForbidsEveryPair(int length) throws Exception {
        ClauseFiles.Cnf cnf = new ClauseFiles.Cnf(length);
        int[] x = IntStream.rangeClosed(1, length).toArray();
        cnf.atMostOne(x);
        IProblem problem = read(cnf);
        assertTrue(satisfiable(problem, negated(x, 0)), "all false");
        for (int i = 1; i <= length; i++) {
            int[] only = negated(x, i);
            assertTrue(satisfiable(problem, only), "only " + i);
            for (int j = i + 1; j <= length; j++) {
                assertFalse(satisfiable(problem, new int[] {i, j}), i + " and " + j);
            }
        }
        // pairs need no new variables, a counter needs one per literal but the last
        assertEquals(length <= 16 ? length : 2 * length - 1, cnf.variables);
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 17})
    void exactlyOneAlsoForbidsNone(int length) throws Exception {
        ClauseFiles.Cnf cnf = new ClauseFiles.Cnf(length);
        int[] x = IntStream.rangeClosed(1, length).toArray();
        cnf.exactlyOne(x);
        IProblem problem = read(cnf);
        assertFalse(satisfiable(problem, negated(x, 0)), "all false");
        assertTrue(satisfiable(problem, negated(x, length)), "only the last");
        assertFalse(satisfiable(problem, new int[] {1, length}), "first and last");
    }

    /** Every assignment of the terms is a model exactly when its sum is the right-hand side. */
    @ParameterizedTest
    @ValueSource(longs = {0, 1, 6, 10, 13, 31, 32})
    void aSumHoldsForExactlyTheAssignmentsThatReachIt(long rhs) throws Exception {
        long[] coefficients = {3, 1, 4, 1, 5, 9, 2, 6};
        int[] vars = IntStream.rangeClosed(1, coefficients.length).toArray();
        ClauseFiles.Cnf cnf = new ClauseFiles.Cnf(vars.length);
        cnf.linearEquals(vars, coefficients, rhs);
        IProblem problem = read(cnf);
        for (int bits = 0; bits < 1 << vars.length; bits++) {
            int[] assumption = new int[vars.length];
            long sum = 0;
            for (int i = 0; i < vars.length; i++) {
                boolean on = (bits >> i & 1) != 0;
                assumption[i] = on ? vars[i] : -vars[i];
                sum += on ? coefficients[i] : 0;
            }
            boolean holds = satisfiable(problem, assumption);
            assertEquals(sum == rhs, holds, "assignment " + Integer.toBinaryString(bits) + " sums to " + sum);
        }
    }

    /** Unsatisfiable by two unit clauses, which every reader takes (Sat4j skips the empty clause "0"). */
    @Test
    void anUnreachableSumContradictsItsStart() throws Exception {
        ClauseFiles.Cnf cnf = new ClauseFiles.Cnf(2);
        cnf.linearEquals(new int[] {1, 2}, new long[] {2, 4}, 3);
        assertTrue(cnf.text().startsWith("p cnf"), cnf.text());
        assertFalse(cnf.text().contains("\n0\n"), cnf.text());
        assertFalse(satisfiable(read(cnf)));
    }

    /** The literals 1..length all false but {@code only} (none when 0). */
    private static int[] negated(int[] x, int only) {
        return IntStream.of(x).map(v -> v == only ? v : -v).toArray();
    }

    /** The file as Sat4j reads it, or null when the reader itself meets a contradiction. */
    private static IProblem read(ClauseFiles.Cnf cnf) throws Exception {
        String text = cnf.text();
        String[] header = text.lines().findFirst().orElseThrow().split(" ");
        assertEquals(text.lines().count() - 1, Long.parseLong(header[3]), "clause count in the header");
        try {
            return new DimacsReader(SolverFactory.newDefault())
                    .parseInstance(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        } catch (ContradictionException e) {
            return null;
        }
    }

    private static boolean satisfiable(IProblem problem, int... assumptions) throws TimeoutException {
        return problem != null && problem.isSatisfiable(new VecInt(assumptions));
    }
}
