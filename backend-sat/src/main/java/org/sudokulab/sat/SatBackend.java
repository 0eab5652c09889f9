package org.sudokulab.sat;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.sat4j.core.VecInt;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.TimeoutException;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
import org.sudokulab.models.ClauseEncoding.KillerSums;
import org.sudokulab.models.ClauseEncoding.Rules;

/**
 * Sudoku as satisfiability on Sat4j (CDCL, Een and Sorensson's MiniSat design): n^3 variables x(cell, digit),
 * here with Sat4j's native cardinality constraints (exactly one per cell and per house-digit); killer cages
 * as at-most-one per cage-digit plus one selector clause set per admissible digit set (about five times
 * faster than pseudo-boolean sums on the 9x9 killers, which {@link SatPbBackend} keeps). Counting blocks each
 * solution with a clause over the free cells, never with Sat4j's ModelIterator (which over-counts once
 * auxiliary variables exist); one timer spans all calls of a count. The clause encodings of Lynce and
 * Ouaknine (2006) are {@link SatMinimalBackend} and {@link SatExtendedBackend}.
 */
public class SatBackend implements SolverBackend {
    private final String id;
    private final Rules encoding;
    private final KillerSums sums;

    public SatBackend() {
        this("sat", Rules.CARDINALITY, KillerSums.DIGIT_SETS);
    }

    SatBackend(String id, Rules encoding, KillerSums sums) {
        this.id = id;
        this.encoding = encoding;
        this.sums = sums;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        String rules =
                switch (encoding) {
                    case CARDINALITY -> "native cardinality constraints";
                    case MINIMAL -> "minimal clause encoding (Lynce & Ouaknine)";
                    case EXTENDED -> "extended clause encoding (Lynce & Ouaknine)";
                    case WEBER -> "Weber's clause encoding";
                    case AUGMENTED -> "extended clause encoding with triad variables";
                };
        return "SAT on Sat4j, " + rules + "; killer sums as "
                + (sums == KillerSums.PSEUDO_BOOLEAN ? "pseudo-boolean constraints" : "digit-set clauses");
    }

    @Override
    public String counting() {
        return "a new Sat4j solve per solution on the same solver, each after a blocking clause over the free cells";
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.allOf(Capability.class);
    }

    @Override
    public CountResult count(Puzzle puzzle, long limit, Limits limits) {
        Capability.check(this, puzzle, limit);
        Limits.Deadline deadline = limits.start();
        long t0 = System.nanoTime();
        SatModel model = new SatModel(puzzle, encoding, sums);
        long t1 = System.nanoTime();
        long found = 0;
        Optional<Grid> first = Optional.empty();
        Map<String, Long> counters = Map.of();
        Termination end;
        if (model.contradictory) {
            end = Termination.EXHAUSTED;
        } else if (deadline.stopReason() != null) {
            end = deadline.stopReason();
        } else {
            if (limits.hasTimeout()) {
                model.solver.setTimeoutMs(Math.max(1, deadline.remainingNanos() / 1_000_000));
            }
            try (AutoCloseable stop = limits.cancellation().onCancel(model.solver::expireTimeout)) {
                end = null;
                while (end == null) {
                    if (!model.solver.isSatisfiable(VecInt.EMPTY, true)) {
                        end = Termination.EXHAUSTED;
                        break;
                    }
                    int[] grid = model.grid();
                    found++;
                    if (first.isEmpty()) {
                        first = Optional.of(new Grid(grid));
                    }
                    if (found >= limit) {
                        end = Termination.SOLUTION_LIMIT;
                        break;
                    }
                    try {
                        var block = model.blockingClause(grid);
                        if (block.isEmpty()) {
                            end = Termination.EXHAUSTED; // every cell given: this was the only solution
                        } else {
                            model.solver.addClause(block);
                        }
                    } catch (ContradictionException e) {
                        end = Termination.EXHAUSTED;
                    }
                }
            } catch (TimeoutException e) {
                end = limits.cancellation().isCancelled() ? Termination.CANCELLED : Termination.TIMEOUT;
            } catch (Exception e) {
                throw new IllegalStateException("Sat4j failed: " + e.getMessage(), e);
            } finally {
                counters = counters(model); // before reset(), which clears them
                model.solver.reset(); // stops Sat4j's timer thread
            }
        }
        long t2 = System.nanoTime();
        return new CountResult(found, end, first, new SearchStats(t1 - t0, t2 - t1, counters));
    }

    private static Map<String, Long> counters(SatModel model) {
        Map<String, Long> out = new LinkedHashMap<>();
        Map<String, Number> stats = model.solver.getStat();
        for (String key : new String[] {"decisions", "conflicts", "propagations"}) {
            Number v = stats.get(key);
            if (v != null) {
                out.put(key, v.longValue());
            }
        }
        return out;
    }
}
