package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sudokulab.census.TwoBandCount.SignatureClass;

class SharedHalvesTest {
    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5})
    void everyClassJoinedFromItsHalvesHasTheCountsN(int rows) {
        List<SignatureClass> classes = new TwoBandCount(rows).classes();
        SharedHalves halves = new SharedHalves(rows);
        List<SharedHalves.Split> plan = halves.plan(classes);
        Map<String, BigInteger> joined = new HashMap<>();
        List<String> built = new ArrayList<>();
        boolean done = halves.run(
                plan,
                2,
                1_000,
                () -> false,
                b -> built.add(b.type()),
                j -> joined.put(TwoBandCount.key(j.signatureClass().counts()), j.bands()));
        assertTrue(done);
        assertEquals(classes.size(), joined.size());
        for (SignatureClass c : classes) {
            String key = TwoBandCount.key(c.counts());
            assertEquals(new BandColourings(rows).count(c.counts(), () -> false), joined.get(key), key);
        }
        // the tables are shared: fewer types than halves joined
        assertTrue(new HashSet<>(built).size() < classes.size(), built.size() + " tables");
    }

    /**
     * A shelf: every table of the plan made once and kept; the splits moved by size join smaller tables and still
     * give each class's N; a second run makes nothing; a cut and a corrupted file are refused and made again.
     */
    @Test
    void aShelfMakesEachTableOnceAndRefusesADamagedOne(@TempDir Path dir) throws IOException {
        int rows = 5;
        List<SignatureClass> classes = new TwoBandCount(rows).classes();
        Map<String, BigInteger> counts = new HashMap<>();
        for (SignatureClass c : classes) {
            counts.put(TwoBandCount.key(c.counts()), new BandColourings(rows).count(c.counts(), () -> false));
        }
        Files.writeString(dir.resolve(".making-1.tmp"), "left by a killed write");
        List<String> refused = new ArrayList<>();
        SharedHalves halves = new SharedHalves(rows, new TableShelf(dir, dir.resolve("sizes.txt"), rows), refused::add);
        assertFalse(Files.exists(dir.resolve(".making-1.tmp")));
        List<SharedHalves.Split> plan = halves.plan(classes);
        Set<String> types = plan.stream()
                .flatMap(s -> s.halves().stream().map(SharedHalves.Half::type))
                .collect(Collectors.toSet());
        List<String> made = new ArrayList<>();
        assertTrue(
                halves.shelve(plan, SharedHalves.Missing.SIZES, 2, () -> false, b -> made.add(b.type()), (d, a) -> {}));
        assertEquals(types, Set.copyOf(made));
        assertEquals(types.size(), made.size(), "each table made once");

        Map<String, Integer> sizes = halves.shelvedSizes(plan);
        List<SharedHalves.Split> moved = halves.bySize(plan, sizes);
        assertTrue(smaller(moved, sizes) < smaller(plan, sizes), smaller(moved, sizes) + " states joined");
        assertEquals(counts, joined(halves, moved, made));
        assertEquals(types.size(), made.size(), "every table read from the shelf");

        List<Path> files = tableFiles(dir);
        byte[] whole = Files.readAllBytes(files.get(0));
        Files.write(files.get(0), java.util.Arrays.copyOf(whole, whole.length / 2));
        byte[] other = Files.readAllBytes(files.get(1));
        other[other.length / 2] ^= 0x10;
        Files.write(files.get(1), other);
        List<String> remade = new ArrayList<>();
        assertEquals(counts, joined(halves, moved, remade));
        assertEquals(2, remade.size(), remade.toString());
        assertEquals(2, refused.size(), refused.toString());
        assertTrue(refused.get(0).contains("a damaged half table, refused"), refused.get(0));
        refused.clear();
        assertEquals(
                counts,
                joined(
                        new SharedHalves(rows, new TableShelf(dir, dir.resolve("sizes.txt"), rows), refused::add),
                        moved,
                        remade));
        assertEquals(List.of(), refused, "made again whole");

        // the files lost, the sizes kept: none made for the sizes; each the joins need made once, lazily or before
        Set<String> needed = moved.stream()
                .flatMap(s -> s.halves().stream().map(SharedHalves.Half::type))
                .collect(Collectors.toSet());
        for (boolean before : new boolean[] {false, true}) {
            for (Path p : tableFiles(dir)) {
                Files.delete(p);
            }
            SharedHalves lost =
                    new SharedHalves(rows, new TableShelf(dir, dir.resolve("sizes.txt"), rows), refused::add);
            List<String> forSizes = new ArrayList<>();
            assertTrue(lost.shelve(
                    plan, SharedHalves.Missing.SIZES, 2, () -> false, b -> forSizes.add(b.type()), (d, a) -> {}));
            assertEquals(List.of(), forSizes);
            assertEquals(sizes, lost.shelvedSizes(plan));
            List<String> forFiles = new ArrayList<>();
            if (before) {
                assertTrue(lost.shelve(
                        moved, SharedHalves.Missing.FILES, 2, () -> false, b -> forFiles.add(b.type()), (d, a) -> {}));
                assertEquals(needed, Set.copyOf(forFiles));
                assertEquals(needed.size(), forFiles.size(), "each made once");
            } else {
                Files.writeString(dir.resolve("sizes.txt"), "1,2 many 3\n", java.nio.file.StandardOpenOption.APPEND);
            }
            List<String> byJoins = new ArrayList<>();
            assertEquals(counts, joined(lost, moved, byJoins));
            assertEquals(before ? Set.of() : needed, Set.copyOf(byJoins));
            assertEquals(needed.size(), tableFiles(dir).size());
        }
        assertEquals(1, refused.size(), refused.toString());
        assertTrue(refused.get(0).endsWith(":1: expected a table's type, states and seconds"), refused.get(0));
        assertEquals(
                types.size() + 2, Files.readAllLines(dir.resolve("sizes.txt")).size(), "a line a table, once");
    }

    private static List<Path> tableFiles(Path dir) throws IOException {
        try (var list = Files.list(dir)) {
            return list.filter(p -> p.getFileName().toString().endsWith(".table.gz"))
                    .sorted()
                    .toList();
        }
    }

    private static Map<String, BigInteger> joined(
            SharedHalves halves, List<SharedHalves.Split> splits, List<String> made) {
        Map<String, BigInteger> joined = new HashMap<>();
        assertTrue(halves.run(
                splits,
                2,
                1_000,
                () -> false,
                b -> made.add(b.type()),
                j -> joined.put(TwoBandCount.key(j.signatureClass().counts()), j.bands())));
        return joined;
    }

    /** The states of the splits' smaller tables, summed. */
    private static long smaller(List<SharedHalves.Split> splits, Map<String, Integer> sizes) {
        return splits.stream()
                .mapToLong(s -> Math.min(
                        sizes.get(s.first().type()), sizes.get(s.second().type())))
                .sum();
    }
}
