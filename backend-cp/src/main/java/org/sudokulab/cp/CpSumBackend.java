package org.sudokulab.cp;

/** The {@code cp} model with every killer cage as sum + allDifferent, no permutation tables (ablation). */
public final class CpSumBackend extends CpBackend {
    public CpSumBackend() {
        super("cp-sum", Level.of(Propagation.ARC), false);
    }
}
