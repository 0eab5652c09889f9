package org.sudokulab.sat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.sudokulab.api.BackendProvider;
import org.sudokulab.api.Capability;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SearchStats;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.Termination;
import org.sudokulab.models.ClauseEncoding;
import org.sudokulab.models.ClauseEncoding.KillerSums;
import org.sudokulab.models.ClauseEncoding.Rules;

/**
 * Instruments of {@code study propagation}: one clause encoding and one level of Lynce and Ouaknine's inference
 * rules run before the first guess, then a DPLL search with unit propagation (see {@link Lookahead}). Counter
 * {@code guesses} (first) is 0 exactly when the rules alone decided the puzzle. Ids {@code la-ENCODING-LEVEL}, for
 * example {@code la-extended-fl}; provided all at once, kept out of a default comparison.
 */
public final class LookaheadBackend implements SolverBackend {
    /** The encodings studied, by the id's middle part. */
    private static final Map<String, Rules> ENCODINGS = new LinkedHashMap<>();

    static {
        ENCODINGS.put("minimal", Rules.MINIMAL);
        ENCODINGS.put("weber", Rules.WEBER);
        ENCODINGS.put("extended", Rules.EXTENDED);
        ENCODINGS.put("card", Rules.CARDINALITY);
        ENCODINGS.put("augmented", Rules.AUGMENTED);
    }

    /** The levels, by the id's last part. */
    private static final Map<String, Lookahead.Level> LEVELS = Map.of(
            "up", Lookahead.Level.UNIT,
            "fl", Lookahead.Level.FAILED_LITERAL,
            "hbr", Lookahead.Level.HYPER_BINARY,
            "bfl", Lookahead.Level.BINARY_FAILED_LITERAL);

    private final String id;
    private final Rules rules;
    private final Lookahead.Level level;

    private LookaheadBackend(String encoding, String level) {
        this.id = "la-" + encoding + "-" + level;
        this.rules = ENCODINGS.get(encoding);
        this.level = LEVELS.get(level);
    }

    /** The instrument of this encoding ({@code minimal}, ...) and level ({@code up}, ...). */
    static LookaheadBackend of(String encoding, String level) {
        if (!ENCODINGS.containsKey(encoding) || !LEVELS.containsKey(level)) {
            throw new IllegalArgumentException("no instrument la-" + encoding + "-" + level);
        }
        return new LookaheadBackend(encoding, level);
    }

    /** Every encoding at every level. */
    public static final class Provider implements BackendProvider {
        @Override
        public List<SolverBackend> backends(List<String> problems) {
            List<SolverBackend> all = new ArrayList<>();
            for (String encoding : ENCODINGS.keySet()) {
                for (String level : List.of("up", "fl", "hbr", "bfl")) {
                    all.add(new LookaheadBackend(encoding, level));
                }
            }
            return all;
        }
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        String rule =
                switch (level) {
                    case UNIT -> "unit propagation";
                    case FAILED_LITERAL -> "failed literals";
                    case HYPER_BINARY -> "hyper-binary resolution";
                    case BINARY_FAILED_LITERAL -> "binary failed literals";
                };
        return "study instrument: " + rules.name().toLowerCase(Locale.ROOT) + " clauses, " + rule
                + " before the first guess, then DPLL with unit propagation";
    }

    @Override
    public String counting() {
        return "one search: the DPLL tree goes on after each model";
    }

    @Override
    public boolean instrument() {
        return true;
    }

    /** Killer cages are left out: a cage with many digit sets needs a linear sum, which clauses alone lack. */
    @Override
    public Set<Capability> capabilities() {
        return rules == Rules.AUGMENTED
                ? EnumSet.of(Capability.BOXES, Capability.COUNT, Capability.LARGE)
                : EnumSet.of(Capability.BOXES, Capability.JIGSAW, Capability.COUNT, Capability.LARGE);
    }

    @Override
    public CountResult count(Puzzle puzzle, long limit, Limits limits) {
        Capability.check(this, puzzle, limit);
        Limits.Deadline deadline = limits.start();
        long t0 = System.nanoTime();
        ClauseEncoding encoding = new ClauseEncoding(puzzle, rules, KillerSums.DIGIT_SETS);
        Lookahead engine = new Lookahead(encoding);
        long t1 = System.nanoTime();
        long[] found = {0};
        Optional<Grid>[] first = new Optional[] {Optional.empty()};
        Termination end;
        try {
            boolean whole = engine.search(level, deadline, value -> {
                if (found[0]++ == 0) {
                    first[0] = Optional.of(new Grid(encoding.grid(v -> value[v] > 0)));
                }
                return found[0] < limit;
            });
            end = whole ? Termination.EXHAUSTED : Termination.SOLUTION_LIMIT;
        } catch (Lookahead.Stopped stopped) {
            end = stopped.reason;
        }
        long t2 = System.nanoTime();
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put(SearchStats.GUESSES, engine.guesses());
        counters.put("probes", engine.probes());
        counters.put("learned", engine.learned());
        return new CountResult(found[0], end, first[0], new SearchStats(t1 - t0, t2 - t1, counters));
    }
}
