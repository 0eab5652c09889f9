package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Geometry;
import org.sudokulab.engine.LocalEngine;

/** The census's two resumable counts keep their journals themselves: what a run wrote, the next one takes. */
class JournaledCountTest {
    @TempDir
    Path dir;

    /** 2x2: 20 conjugacy classes, 2 essentially different grids; a second run counts nothing again. */
    @Test
    void burnsideTakesTheClassesItsJournalHolds() throws IOException {
        Path journal = dir.resolve("classes.txt");
        BurnsideByClasses burnside = new BurnsideByClasses(Geometry.boxes(2, 2));
        AtomicInteger counted = new AtomicInteger();
        List<String> bad = new ArrayList<>();
        try (LocalEngine here = new LocalEngine(2)) {
            BurnsideByClasses.Table first =
                    burnside.table(journal, here, () -> false, (d, a, c) -> counted.incrementAndGet(), bad::add);
            assertEquals(BigInteger.TWO, first.essentiallyDifferent());
            assertEquals(20, counted.get());
            assertEquals(21, Files.readAllLines(journal).size(), "a header and a line per class");
            Files.writeString(journal, Files.readString(journal) + "7 1 nothing like a class\n");
            counted.set(0);
            BurnsideByClasses.Table second =
                    burnside.table(journal, here, () -> false, (d, a, c) -> counted.incrementAndGet(), bad::add);
            assertEquals(first, second);
        }
        assertEquals(0, counted.get(), "every class taken from the journal");
        assertEquals(1, bad.size(), bad.toString());
        assertTrue(bad.get(0).startsWith(journal + ":22:"), bad.get(0));
    }

    /** 2x4: 26 signature classes, 29,136,487,207,403,520 grids, the same when half come from the journal. */
    @Test
    void theTwoBandCountTakesTheClassesItsJournalHolds() throws IOException {
        Path journal = dir.resolve("grids.txt");
        TwoBandCount bands = new TwoBandCount(4);
        try (LocalEngine here = new LocalEngine(2)) {
            TwoBandCount.Result whole = bands.count(here, journal, () -> false, (d, a) -> {}, line -> {});
            assertEquals(new BigInteger("29136487207403520"), whole.grids());
            List<String> lines = Files.readAllLines(journal);
            assertEquals(27, lines.size());
            Files.writeString(journal, String.join("\n", lines.subList(0, 14)) + "\n12 3 torn-li");
            List<String> bad = new ArrayList<>();
            TwoBandCount.Result again = bands.count(here, journal, () -> false, (d, a) -> {}, bad::add);
            assertEquals(whole.grids(), again.grids());
            assertEquals(List.of(), bad, "a torn last line is cut, not read");
            assertEquals(27, Files.readAllLines(journal).size(), "the 13 missing classes appended once");
        }
    }

    /** 2x5 by shared halves: stopped after 100 classes, then taken up again; every class in the journal once. */
    @Test
    void sharedHalvesKeepTheJournalToo() throws IOException {
        Path journal = dir.resolve("halves.txt");
        TwoBandCount bands = new TwoBandCount(5, true);
        AtomicInteger done = new AtomicInteger();
        try (LocalEngine here = new LocalEngine(1)) {
            TwoBandCount.Result first =
                    bands.count(here, journal, () -> done.get() >= 100, (d, a) -> done.incrementAndGet(), line -> {});
            assertEquals(100, first.classesCounted());
            assertEquals(101, Files.readAllLines(journal).size());
            TwoBandCount.Result whole = bands.count(here, journal, () -> false, (d, a) -> {}, line -> {});
            assertEquals(new BigInteger("1903816047972624930994913280000"), whole.grids());
            assertEquals(356, Files.readAllLines(journal).size(), "a header and a line per class, each once");
        }
    }

    /** With a shelf: stopped while it makes the tables, then taken up; the tables made so far are not made again. */
    @Test
    void aShelfStoppedWhileMakingTablesLosesNone() throws IOException {
        Path journal = dir.resolve("shelved.txt");
        Path tables = dir.resolve("tables");
        List<String> refused = new ArrayList<>();
        TwoBandCount bands = new TwoBandCount(5, true, new TwoBandCount.HalfTables(tables, null), refused::add);
        AtomicInteger made = new AtomicInteger();
        TwoBandCount.Progress progress = new TwoBandCount.Progress() {
            @Override
            public void classesDone(int done, int total) {}

            @Override
            public void tablesMade(int count, int missing) {
                made.incrementAndGet();
            }
        };
        try (LocalEngine here = new LocalEngine(1)) {
            TwoBandCount.Result first = bands.count(here, journal, () -> made.get() >= 10, progress, line -> {});
            assertEquals(0, first.classesCounted());
            assertEquals(10, made.get());
            TwoBandCount.Result whole = bands.count(here, journal, () -> false, progress, line -> {});
            assertEquals(new BigInteger("1903816047972624930994913280000"), whole.grids());
            assertEquals(356, Files.readAllLines(journal).size());
        }
        try (var files = Files.list(tables)) {
            assertEquals(
                    made.get(),
                    files.filter(p -> p.toString().endsWith(".table.gz")).count(),
                    "each made once");
        }
        assertEquals(
                made.get() + 1, Files.readAllLines(tables.resolve("sizes.txt")).size(), "a header, a table a line");
        assertEquals(List.of(), refused);
    }
}
