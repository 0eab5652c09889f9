package org.sudokulab.engine.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.TaskContext;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Cancellation;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.EngineException;
import org.sudokulab.engine.LocalEngine;

class SparkEngineTest {
    private static List<Long> units(int n) {
        List<Long> units = new ArrayList<>();
        for (long i = 0; i < n; i++) {
            units.add(i * 7919);
        }
        return units;
    }

    /** Index to result, as the engine handed them back (each index once, or the test fails). */
    private static Map<Integer, String> run(Engine engine, List<Long> units, Engine.Work<String, Long, String> work)
            throws InterruptedException {
        Map<Integer, String> out = new TreeMap<>();
        engine.run(
                "salt",
                units,
                work,
                (i, r) -> assertEquals(null, out.put(i, r), "unit " + i + " twice"),
                new Cancellation());
        return out;
    }

    /** An unreachable standalone master is said at once, with its URL and the cause, not after Spark's minute. */
    @Test
    void anUnreachableMasterIsNamedAtOnce() throws Exception {
        int closedPort;
        try (java.net.ServerSocket probe = new java.net.ServerSocket(0)) {
            closedPort = probe.getLocalPort(); // free once closed: nothing listens there
        }
        String master = "spark://127.0.0.1:" + closedPort;
        long t0 = System.nanoTime();
        EngineException e = assertThrows(EngineException.class, () -> new SparkEngine(master));
        assertTrue((System.nanoTime() - t0) / 1e9 < 5, "took " + (System.nanoTime() - t0) / 1e9 + " s");
        assertTrue(
                e.getMessage().startsWith("cannot reach the Spark master " + master + " (127.0.0.1:" + closedPort),
                e.getMessage());
        assertTrue(e.getMessage().contains("Connection refused"), e.getMessage());
    }

    @Test
    void theMasterTimeoutIsAPositiveDuration() {
        String before = System.getProperty(SparkEngine.MASTER_TIMEOUT);
        try {
            System.clearProperty(SparkEngine.MASTER_TIMEOUT);
            assertEquals(java.time.Duration.ofSeconds(20), SparkEngine.masterTimeout());
            System.setProperty(SparkEngine.MASTER_TIMEOUT, "2m");
            assertEquals(java.time.Duration.ofMinutes(2), SparkEngine.masterTimeout());
            System.setProperty(SparkEngine.MASTER_TIMEOUT, "soon");
            EngineException e = assertThrows(EngineException.class, SparkEngine::masterTimeout);
            assertEquals(
                    SparkEngine.MASTER_TIMEOUT + " must be a positive duration such as 20s or 2m, got 'soon'",
                    e.getMessage());
        } finally {
            if (before == null) {
                System.clearProperty(SparkEngine.MASTER_TIMEOUT);
            } else {
                System.setProperty(SparkEngine.MASTER_TIMEOUT, before);
            }
        }
    }

    @Test
    void sparkGivesWhatTheLocalEngineGivesOnOneAndTwoCores() throws InterruptedException {
        Engine.Work<String, Long, String> work = (salt, unit, where) -> salt + Long.toHexString(unit * unit);
        Map<Integer, String> local = run(new LocalEngine(1), units(50), work);
        assertEquals(50, local.size());
        for (String master : List.of("local[1]", "local[2]")) {
            try (SparkEngine spark = new SparkEngine(master)) {
                assertEquals(local, run(spark, units(50), work), master);
                assertEquals(master.equals("local[1]") ? 1 : 2, spark.parallelism());
                assertEquals(1, spark.executors().size());
                assertEquals("driver", spark.executors().get(0).id());
            }
        }
    }

    @Test
    void aFailedTaskIsRetriedAndGivesOneResult() throws InterruptedException {
        // local[2,3]: two cores, a task may fail twice before the job does.
        try (SparkEngine spark = new SparkEngine("local[2,3]")) {
            Engine.Work<String, Long, String> flaky = (salt, unit, where) -> {
                if (unit == 7919 && TaskContext.get().attemptNumber() == 0) {
                    throw new IllegalStateException("first attempt fails");
                }
                return salt + unit;
            };
            Map<Integer, String> out = run(spark, units(8), flaky);
            assertEquals(8, out.size());
            assertEquals("salt7919", out.get(1));
        }
    }

    @Test
    void aUnitThatAlwaysFailsEndsTheRunWithItsMessage() {
        try (SparkEngine spark = new SparkEngine("local[2]")) {
            Engine.Work<String, Long, String> broken = (salt, unit, where) -> {
                throw new IllegalStateException("no such luck");
            };
            EngineException e = assertThrows(EngineException.class, () -> run(spark, units(3), broken));
            assertTrue(e.getMessage().contains("no such luck"), e.getMessage());
        }
    }
}
