package org.sudokulab.cp;

/** The {@code cp} model with each house as a clique of not-equals (forward checking only). */
public final class CpNeqBackend extends CpBackend {
    public CpNeqBackend() {
        super(Level.of(Propagation.NOT_EQUALS), true);
    }
}
