package org.sudokulab.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sudokulab.engine.Engine;
import org.sudokulab.engine.LocalEngine;

/** What a report states about where it ran: the run, the machine, the engine and the libraries' versions. */
class EnvironmentTest {
    /** A class that keeps its version in a constant, as picocli does. */
    public static final class Versioned {
        public static final String VERSION = "9.9.9";
    }

    @Test
    void aLibrarysVersionComesFromItsJarOrItsConstant() {
        // Maven's pom.properties in the jar
        assertEquals(
                com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString(),
                Environment.libraryVersion(
                        "com.fasterxml.jackson.core",
                        "jackson-databind",
                        "com.fasterxml.jackson.databind.ObjectMapper"));
        assertEquals("9.9.9", Environment.libraryVersion("no.such", "group", Versioned.class.getName()));
        assertEquals(
                "on the class path; its jar records no version",
                Environment.libraryVersion("no.such", "group", EnvironmentTest.class.getName()));
        assertEquals("not on the class path", Environment.libraryVersion("no.such", "group", "no.such.Type"));
    }

    @Test
    void theRunTheMachineAndTheEngineAreStated() {
        Map<String, String> here = Environment.describe("sudokulab bench -b dlx", 42, null);
        assertEquals("sudokulab bench -b dlx", here.get("command"));
        assertEquals("42", here.get("seed"));
        assertEquals(Integer.toString(Runtime.getRuntime().availableProcessors()), here.get("cores"));
        assertTrue(here.get("max heap").endsWith(" MiB"), here.get("max heap"));
        assertFalse(here.get("cpu").isBlank());
        assertTrue(here.get("jvm").contains(System.getProperty("java.runtime.version")), here.get("jvm"));
        assertFalse(here.containsKey("engine"));
        // run from the module's folder in a git checkout, or from a copy without one
        String commit = here.get("git commit");
        assertTrue(commit.matches("[0-9a-f]{40}( \\+ local changes)?") || commit.startsWith("unknown"), commit);
        Map<String, String> onEngine = Environment.describe("x", 1, new LocalEngine(3));
        assertEquals("local, 3 tasks at once", onEngine.get("engine"));
        Engine.Executor executor = Engine.Executor.thisJvm(LocalEngine.ID);
        assertEquals(
                executor.name() + " (its machine: " + executor.cores() + " cores; " + executor.jvm() + ")",
                onEngine.get("executors"));
    }
}
