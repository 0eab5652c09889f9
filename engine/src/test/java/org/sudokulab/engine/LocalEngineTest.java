package org.sudokulab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Cancellation;

class LocalEngineTest {
    private static List<Integer> units(int n) {
        List<Integer> units = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            units.add(i);
        }
        return units;
    }

    @Test
    void everyUnitGivesOneResultUnderItsIndexOnTheCallersThread() throws InterruptedException {
        for (int threads : new int[] {1, 3}) {
            Map<Integer, Integer> out = new TreeMap<>();
            Thread caller = Thread.currentThread();
            try (Engine engine = new LocalEngine(threads)) {
                engine.run(
                        10,
                        units(100),
                        (shared, unit, where) -> unit * shared,
                        (i, r) -> {
                            assertEquals(caller, Thread.currentThread());
                            assertEquals(null, out.put(i, r), "unit " + i + " twice");
                        },
                        new Cancellation());
                assertEquals(threads, engine.parallelism());
                assertEquals(
                        List.of("local"),
                        engine.executors().stream().map(Engine.Executor::id).toList());
            }
            assertEquals(100, out.size());
            out.forEach((i, r) -> assertEquals(i * 10, r));
        }
    }

    @Test
    void aFailingUnitEndsTheRunWithItsException() {
        try (Engine engine = new LocalEngine(2)) {
            IllegalStateException e = assertThrows(
                    IllegalStateException.class,
                    () -> engine.run(
                            0,
                            units(20),
                            (shared, unit, where) -> {
                                if (unit == 7) {
                                    throw new IllegalStateException("unit 7 is broken");
                                }
                                return unit;
                            },
                            (i, r) -> {},
                            new Cancellation()));
            assertEquals("unit 7 is broken", e.getMessage());
        }
    }

    @Test
    void aCancelledRunStopsHandingOutUnits() throws InterruptedException {
        Cancellation cancellation = new Cancellation();
        AtomicInteger ran = new AtomicInteger();
        try (Engine engine = new LocalEngine(1)) {
            engine.run(
                    0,
                    units(1000),
                    (shared, unit, where) -> {
                        assertTrue(where.cancellation() == cancellation);
                        return ran.incrementAndGet();
                    },
                    (i, r) -> {
                        if (r == 5) {
                            cancellation.cancel();
                        }
                    },
                    cancellation);
        }
        assertEquals(5, ran.get());
    }

    @Test
    void enginesAreFoundByName() {
        try (Engine local = Engines.open("local", null, 2)) {
            assertEquals("local", local.describe());
        }
        IllegalArgumentException unknown =
                assertThrows(IllegalArgumentException.class, () -> Engines.open("hadoop", null, 1));
        assertEquals("unknown engine 'hadoop': local or spark", unknown.getMessage());
        // engine-spark is not on this module's class path: the message says how to get it
        IllegalArgumentException spark =
                assertThrows(IllegalArgumentException.class, () -> Engines.open("spark", null, 1));
        assertTrue(spark.getMessage().contains("mvn -DskipTests package -pl harness,engine-spark -am"));
    }
}
