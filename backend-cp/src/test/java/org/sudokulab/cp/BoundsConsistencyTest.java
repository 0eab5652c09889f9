package org.sudokulab.cp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.testkit.SampleCorpus;

/**
 * The finding of docs/study.md on bounds consistency: Choco's "BC" allDifferent (with its instantiation propagator)
 * leaves, after root propagation, exactly the domains of a bounds-consistency fixpoint written here from the
 * definition (a Hall interval [a, b] of b - a + 1 cells whose domains lie inside it takes those values from the
 * bounds of every other cell of the house). So the weak share of {@code cp-bc} is the model's, not Choco's.
 */
class BoundsConsistencyTest {
    @ParameterizedTest
    @ValueSource(strings = {"17clue.txt", "magictour_top1465.txt"})
    void chocosBoundsConsistencyLeavesTheDomainsOfTheDefinition(String sample) throws ContradictionException {
        List<PuzzleEntry> puzzles = SampleCorpus.read(sample).stream()
                .filter(PuzzleEntry.class::isInstance)
                .map(PuzzleEntry.class::cast)
                .toList();
        assertTrue(puzzles.size() >= 30, sample);
        int decided = 0;
        for (PuzzleEntry e : puzzles) {
            Puzzle p = e.puzzle();
            CpModel m = new CpModel(p, Level.of(Propagation.BOUNDS), true);
            m.model.getSolver().propagate();
            int[] choco = new int[m.cells.length];
            for (int cell = 0; cell < choco.length; cell++) {
                IntVar v = m.cells[cell];
                for (int d = v.getLB(); d <= v.getUB(); d = v.nextValue(d)) {
                    choco[cell] |= 1 << d;
                }
            }
            int[] ours = boundsConsistent(p);
            assertArrayEquals(ours, choco, e.toString());
            decided += java.util.Arrays.stream(ours).allMatch(d -> Integer.bitCount(d) == 1) ? 1 : 0;
        }
        // and it decides few: one puzzle of the 17-clue sample (on the cells alone it sees a hidden single only
        // where a Hall interval takes every other digit from the bounds, in practice for the digits 1 and n)
        assertEquals(sample.startsWith("17") ? 1 : 0, decided, sample);
    }

    /** Domains as bit sets (bit d: digit d), naked singles and Hall intervals on bounds, to a fixpoint. */
    private static int[] boundsConsistent(Puzzle p) {
        Geometry g = p.geometry();
        int n = g.size();
        int[] dom = new int[g.cellCount()];
        for (int cell = 0; cell < dom.length; cell++) {
            dom[cell] = p.given(cell) != 0 ? 1 << p.given(cell) : ((1 << (n + 1)) - 2);
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int h = 0; h < g.houseCount(); h++) {
                int[] house = g.house(h);
                for (int c : house) {
                    if (Integer.bitCount(dom[c]) == 1) {
                        for (int o : house) {
                            if (o != c && (dom[o] & dom[c]) != 0) {
                                dom[o] &= ~dom[c];
                                changed = true;
                            }
                        }
                    }
                }
                for (int a = 1; a <= n; a++) {
                    for (int b = a; b <= n; b++) {
                        int inside = 0;
                        for (int c : house) {
                            inside += low(dom[c]) >= a && high(dom[c]) <= b ? 1 : 0;
                        }
                        if (inside != b - a + 1) {
                            continue;
                        }
                        for (int c : house) {
                            if (low(dom[c]) >= a && high(dom[c]) <= b) {
                                continue;
                            }
                            int d = dom[c];
                            while (d != 0 && low(d) >= a && low(d) <= b) {
                                d &= ~(1 << low(d));
                            }
                            while (d != 0 && high(d) >= a && high(d) <= b) {
                                d &= ~(1 << high(d));
                            }
                            if (d != dom[c]) {
                                dom[c] = d;
                                changed = true;
                            }
                        }
                    }
                }
            }
        }
        return dom;
    }

    private static int low(int domain) {
        return Integer.numberOfTrailingZeros(domain);
    }

    private static int high(int domain) {
        return 31 - Integer.numberOfLeadingZeros(domain);
    }
}
