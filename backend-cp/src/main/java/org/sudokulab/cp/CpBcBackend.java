package org.sudokulab.cp;

/** The {@code cp} model with bounds-consistency allDifferent: what arc consistency buys, by difference. */
public final class CpBcBackend extends CpBackend {
    public CpBcBackend() {
        super(Level.of(Propagation.BOUNDS), true);
    }
}
