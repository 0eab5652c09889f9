package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.engine.LocalEngine;

/**
 * The journal of the 2x6 grid count (data/census-grids-2x6.txt.gz, a journal gzipped once complete), made by shared half tables over several sittings:
 * one line a signature class, N (bands of a signature), the class's signatures, its point counts. Its sum is
 * Pettersen's count digit for digit. In the slow profile it is read as a run reads it, and a seeded sample of its
 * classes is counted again by the meet in the middle, which shares no step with the join that wrote it.
 */
class TwelveByTwelveJournalTest {
    private static final Path JOURNAL = Path.of("..", "data", "census-grids-2x6.txt.gz");

    /** Pettersen 2006, reproduced once since (docs/census.md). */
    private static final BigInteger PUBLISHED = new BigInteger("38296278920738107863746324732012492486187417600000");

    /** Each class once, the signatures of a band all there (C(12,6)^6), and the sum of N^2 times them. */
    @Test
    void theJournalSumsToThePublishedCount() throws IOException {
        Set<String> keys = new HashSet<>();
        long signatures = 0;
        BigInteger grids = BigInteger.ZERO;
        for (String line : lines()) {
            if (line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(" ");
            assertEquals(3, f.length, line);
            assertTrue(keys.add(f[2]), "twice: " + f[2]);
            BigInteger n = new BigInteger(f[0]);
            long s = Long.parseLong(f[1]);
            signatures += s;
            grids = grids.add(n.multiply(n).multiply(BigInteger.valueOf(s)));
        }
        assertEquals(63_199, keys.size());
        assertEquals(BigInteger.valueOf(924).pow(6), BigInteger.valueOf(signatures));
        assertEquals(PUBLISHED, grids);
    }

    /** The journal's lines, ungzipped. */
    private static List<String> lines() throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(JOURNAL))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    /** Every line names a class of 6x2 boxes with its own signatures; 20 drawn at random count again the same. */
    @Test
    @Tag("slow")
    void aSampleCountsAgainByTheMeetInTheMiddle(@TempDir Path dir) throws IOException {
        TwoBandCount bands = new TwoBandCount(6);
        List<String> lines = lines();
        assertEquals(List.of(), bands.readJournal(lines, "journal").errors());
        Path journal = Files.write(dir.resolve("census-grids-2x6.txt"), lines);
        TwoBandCount.Recheck r;
        try (LocalEngine here = LocalEngine.onEveryCore()) {
            r = bands.recheck(here, journal, 20, 1, 2026, () -> false, (done, all) -> {}, line -> {});
        }
        assertEquals(20, r.classes().size());
        for (TwoBandCount.Rechecked c : r.classes()) {
            assertTrue(c.agrees(), "line " + c.line());
        }
    }
}
