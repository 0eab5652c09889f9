package org.sudokulab.bench.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sudokulab.bench.Rows;
import org.sudokulab.bench.run.BenchRow;

/** The run's closing lines: the fastest of the backends that answered every puzzle right, and its lead. */
class LeaderTest {
    private static void add(
            List<BenchRow> rows, String backend, String corpus, BenchRow.Outcome outcome, double... ms) {
        for (int puzzle = 1; puzzle <= ms.length; puzzle++) {
            rows.add(Rows.of(backend, corpus, puzzle)
                    .outcome(outcome)
                    .answer("1", 1L, true)
                    .millis(ms[puzzle - 1])
                    .row());
        }
    }

    @Test
    void aBackendThatMissedAPuzzleIsNotRankedHoweverFastItsMedian() {
        List<BenchRow> rows = new ArrayList<>();
        add(rows, "slow", "a", BenchRow.Outcome.OK, 4, 4, 4);
        add(rows, "quick", "a", BenchRow.Outcome.OK, 1, 1, 1);
        add(rows, "quicker", "a", BenchRow.Outcome.OK, 0.1, 0.1);
        add(rows, "quicker", "a", BenchRow.Outcome.WRONG, 0.1);
        add(rows, "quick", "b", BenchRow.Outcome.OK, 2, 2);
        add(rows, "slow", "b", BenchRow.Outcome.TIMEOUT, 500, 500);
        add(rows, "slow", "c", BenchRow.Outcome.TIMEOUT, 500);

        List<Leader> leaders = Leader.ofRows(rows);
        Leader a =
                leaders.stream().filter(l -> l.corpus().equals("a")).findFirst().orElseThrow();
        assertEquals("quick", a.fastest());
        assertEquals("slow", a.next());
        assertEquals(4.0, a.ratio(), 1e-9);
        assertEquals(1, a.wrong());
        Leader b =
                leaders.stream().filter(l -> l.corpus().equals("b")).findFirst().orElseThrow();
        assertEquals("quick", b.fastest());
        assertNull(b.next());
        Leader c =
                leaders.stream().filter(l -> l.corpus().equals("c")).findFirst().orElseThrow();
        assertNull(c.fastest());
        assertEquals(0, c.ranked());
    }
}
