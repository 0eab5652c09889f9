package org.sudokulab.api;

import java.io.Serializable;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;

/**
 * Backends that count the grids a symmetry of the board takes to a relabelling of themselves implement this next to
 * {@link SolverBackend}: the terms of Burnside's lemma taken over the relabellings, which the census checks its own
 * class by class against ({@code CoverTerms}). A grid X is counted when X(g c) = s(X(c)) for every cell c, with no
 * box held fixed and no symmetry broken.
 */
public interface SymmetricGrids {
    /** Knuth's estimate of a count: the mean of random walks down the search tree, and its standard error. */
    record Estimate(double mean, double standardError, long walks) implements Serializable {
        public Estimate {
            if (!(mean >= 0) || !(standardError >= 0) || walks < 1) {
                throw new IllegalArgumentException("an estimate needs a mean and an error of at least 0 and a walk: "
                        + mean + ", " + standardError + ", " + walks);
            }
        }
    }

    /**
     * The number of grids of {@code geometry} with X(cellMap[c]) = relabelling[X(c)] for every cell c (digits from 0),
     * or empty when {@code limits} stopped the count first. {@code cellMap} must be a permutation of the cells and
     * {@code relabelling} one of the digits.
     */
    OptionalLong symmetricGrids(Geometry geometry, int[] cellMap, int[] relabelling, Limits limits);

    /**
     * The same number by {@code walks} random walks down the same search, drawn from {@code random}; empty when
     * {@code limits} stopped the walks first.
     */
    Optional<Estimate> estimateSymmetricGrids(
            Geometry geometry, int[] cellMap, int[] relabelling, int walks, Random random, Limits limits);
}
