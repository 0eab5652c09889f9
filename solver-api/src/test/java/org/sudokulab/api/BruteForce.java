package org.sudokulab.api;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * A backend for the contract's own tests: plain backtracking over the cells in reading order, counting up to the
 * limit, no cages. The nested classes are the same search under the ids and kinds {@link Backends} sorts and picks
 * from (a service needs a class of its own).
 */
public class BruteForce implements SolverBackend {
    private final String id;
    private final Availability availability;

    public BruteForce() {
        this("brute", Availability.ok());
    }

    BruteForce(String id, Availability availability) {
        this.id = id;
        this.availability = availability;
    }

    /** Answers as dlx would. */
    public static final class Dlx extends BruteForce {
        public Dlx() {
            super("dlx", Availability.ok());
        }
    }

    /** Registered under bits's id, but its native part is missing. */
    public static final class UnavailableBits extends BruteForce {
        public UnavailableBits() {
            super("bits", Availability.unavailable("no native part here"));
        }
    }

    /** A study instrument. */
    public static final class Probe extends BruteForce {
        public Probe() {
            super("probe", Availability.ok());
        }

        @Override
        public boolean instrument() {
            return true;
        }
    }

    /** An external solver. */
    public static final class External extends BruteForce {
        public External() {
            super("aaa-external", Availability.ok());
        }

        @Override
        public boolean external() {
            return true;
        }
    }

    /** Declares two more backends, one under a taken id, and reports a declaration it could not read. */
    public static final class Declarations implements BackendProvider {
        @Override
        public java.util.List<SolverBackend> backends(java.util.List<String> problems) {
            problems.add("solvers.json line 3: no command");
            return java.util.List.of(
                    new BruteForce("dlx", Availability.ok()), new BruteForce("declared", Availability.ok()));
        }
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        return "backtracking in reading order (tests only)";
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.complementOf(EnumSet.of(Capability.KILLER));
    }

    @Override
    public Availability availability() {
        return availability;
    }

    @Override
    public CountResult count(Puzzle puzzle, long limit, Limits limits) {
        Capability.check(this, puzzle, limit);
        Search s = new Search(puzzle, limit, limits.start());
        Termination end = s.run(0);
        return new CountResult(
                s.count,
                end,
                Optional.ofNullable(s.first).map(Grid::new),
                SearchStats.of(0, 1).with("nodes", s.nodes));
    }

    private static final class Search {
        final Puzzle puzzle;
        final Geometry g;
        final int[] v;
        final long limit;
        final Limits.Deadline deadline;
        long count;
        long nodes;
        int[] first;

        Search(Puzzle p, long limit, Limits.Deadline deadline) {
            this.puzzle = p;
            this.g = p.geometry();
            this.v = p.givens();
            this.limit = limit;
            this.deadline = deadline;
        }

        Termination run(int from) {
            int cell = from;
            while (cell < v.length && v[cell] != 0) {
                cell++;
            }
            if (cell == v.length) {
                // givens that clash with each other are caught here, on the full board
                if (SolutionChecker.problem(puzzle, new Grid(v)).isPresent()) {
                    return Termination.EXHAUSTED;
                }
                first = first == null ? v.clone() : first;
                return ++count >= limit ? Termination.SOLUTION_LIMIT : Termination.EXHAUSTED;
            }
            boolean[] held = g.digitsSeen(v, cell);
            for (int d = 1; d <= g.size(); d++) {
                if (held[d]) {
                    continue;
                }
                Termination stop = deadline.stopReason();
                if (stop != null) {
                    return stop;
                }
                nodes++;
                v[cell] = d;
                Termination t = run(cell + 1);
                v[cell] = 0;
                if (t != Termination.EXHAUSTED) {
                    return t;
                }
            }
            return Termination.EXHAUSTED;
        }
    }
}
