package org.sudokulab.bench.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sudokulab.bench.evidence.Counting;

/** A counting table's row as both pages print it: the figures of {@link Counting}, formatted. */
class CountingCellsTest {
    @Test
    void aRowPrintsCountsRatesAndGrowth() {
        Counting c = new Counting("dlx", "ks", 3, 2, 50, 11.0, 4545.0, 0.71, List.of());
        assertEquals(List.of("dlx", "2/3", "50", "11.00", "4,545", "220", "0.71"), ReportMarkdown.countingCells(c));
    }

    @Test
    void aBackendThatCountedNothingHasEmptyRates() {
        Counting c = new Counting("sat", "ks", 1, 0, 0, 0.0, null, null, List.of());
        assertEquals(List.of("sat", "0/1", "0", "0.0000", "", "", ""), ReportMarkdown.countingCells(c));
    }
}
