package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.sudokulab.api.Backends;

/** {@link Backends#builtIn}: the quick look-up a one-puzzle command starts with finds what discover() finds. */
class BackendsLookupTest {
    @Test
    void everyBackendOfTheJvmIsFoundByItsId() {
        for (var backend : Backends.discover().inJvm()) {
            assertEquals(
                    backend.getClass(),
                    Backends.builtIn(backend.id()).orElseThrow().getClass(),
                    backend.id());
        }
    }

    @Test
    void theProvidersBackendsAreNotItsToFind() {
        assertEquals(Optional.empty(), Backends.builtIn("cadical"), "an external solver: discover() finds it");
        assertEquals(Optional.empty(), Backends.builtIn("la-minimal-up"), "a study instrument, from a provider");
        assertTrue(Backends.discover().find("la-minimal-up").isPresent());
        assertEquals(Optional.empty(), Backends.builtIn("nope"));
    }
}
