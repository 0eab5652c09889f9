package org.sudokulab.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding backends: order, availability, the counters' choice, and providers that fail or collide. */
class BackendsTest {
    @Test
    void backendsAreSortedJvmFirstAndTheFirstAvailableCounterIsChosen() {
        Backends b = Backends.discover();
        assertEquals(List.of("bits", "dlx", "probe", "aaa-external"), b.ids(), "the JVM's by id, then the external");
        assertEquals(
                List.of("bits", "dlx"),
                b.inJvm().stream().map(SolverBackend::id).toList(),
                "no instrument");
        assertEquals(List.of(), b.failures());
        assertEquals("dlx", b.fastestCounter().id(), "bits is registered but unavailable");
        assertEquals("probe", b.require("probe").id());
        assertEquals(Optional.empty(), b.find("none"));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> b.require("none"));
        assertEquals(
                "unknown backend 'none'; known: bits, dlx, aaa-external; and 1 study instruments (sudokulab backends"
                        + " lists them)",
                unknown.getMessage());
        assertEquals("dlx", Backends.builtIn("dlx").orElseThrow().id());
        assertEquals(Optional.empty(), Backends.builtIn("none"));
    }

    @Test
    void aBrokenProviderIsReportedAndADeclaredIdThatIsTakenIsLeftOut(@TempDir Path dir) throws IOException {
        Path services = Files.createDirectories(dir.resolve("META-INF/services"));
        Files.writeString(services.resolve(SolverBackend.class.getName()), "org.sudokulab.api.NoSuchBackend\n");
        Files.writeString(
                services.resolve(BackendProvider.class.getName()), "org.sudokulab.api.BruteForce$Declarations\n");
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            Backends b = Backends.discover(loader);
            assertEquals(List.of("bits", "declared", "dlx", "probe", "aaa-external"), b.ids());
            assertEquals(3, b.failures().size(), b.failures().toString());
            assertTrue(
                    b.failures().get(0).contains("org.sudokulab.api.NoSuchBackend"),
                    b.failures().get(0));
            assertEquals("solvers.json line 3: no command", b.failures().get(1));
            assertEquals(
                    "backend id dlx is taken; the declared one is left out",
                    b.failures().get(2));
            assertEquals(1, b.all().stream().filter(s -> s.id().equals("dlx")).count());
        }
    }

    @Test
    void withoutAnAvailableCounterTheChoiceFailsNamingThem(@TempDir Path dir) throws IOException {
        // a loader that sees no backend at all
        try (URLClassLoader empty = new URLClassLoader(new URL[] {dir.toUri().toURL()}, null)) {
            Backends none = Backends.discover(empty);
            assertEquals(List.of(), none.all());
            IllegalStateException e = assertThrows(IllegalStateException.class, none::fastestCounter);
            assertEquals("none of the exact counters [bits, dlx] is on the class path; known: ", e.getMessage());
        }
    }
}
