package org.sudokulab.bench.run;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleWriter;
import org.sudokulab.api.io.ReadOptions;
import org.sudokulab.generator.ClueSymmetry;
import org.sudokulab.generator.GridSampler;
import org.sudokulab.generator.KSurvey;
import org.sudokulab.generator.Recipe;

/**
 * A corpus the bench generates, as {@code --generate} and {@code run.json} name it: {@code KIND[:KEY=VALUE]...}.
 *
 * <ul>
 *   <li>{@code ksudoku}: boards with exactly k solutions, counted exactly; keys {@code k} (required), {@code boxes}
 *       (3x3), {@code count} per k (1), {@code paths}: removal paths to walk before giving up (10000); the k share
 *       the paths (the k-survey's method), so the rarest k sets the cost
 *   <li>{@code unique}, {@code minimal} (proven minimal): proven unique; keys {@code boxes}, {@code count} (10),
 *       {@code symmetry} (none); {@code unique} also {@code givens}: dig down to exactly that many clues (a grid
 *       that cannot get that low is drawn again; the scaling study's boards)
 *   <li>{@code jigsaw}: keys {@code size} (9), {@code count}
 *   <li>{@code killer}: keys {@code boxes}, {@code count}, {@code givens} (0)
 *   <li>{@code holes}: a random grid with {@code givens} cells kept (always solvable); {@code partial}: {@code givens}
 *       cells filled at random without breaking a rule (may have no solution); keys {@code boxes}, {@code givens}
 *       (required), {@code count}. Nothing counted: the hardness study's boards
 *   <li>{@code qwh}: quasigroups with holes, a random Latin square of order {@code size} (10) with {@code holes}
 *       (required) cells emptied, {@code balanced=true} over rows and columns; {@code qcp}: quasigroup completion,
 *       {@code preassigned} (required) symbols placed with forward checking (may have no completion). Boards of 1 x
 *       size boxes, nothing counted (docs/generate.md)
 *   <li>every kind: {@code name}, the corpus's name in the reports (default KIND-NxN)
 * </ul>
 *
 * <p>{@code k} is a comma list of numbers and ranges: {@code A..B} is every k from A to B, {@code A..B/N} is N
 * values spread evenly on a log scale (A and B included). The lines depend on the spec and the run's seed only:
 * each spec draws from its own stream, and every count is exact.
 */
public record GenerateSpec(String kind, Map<String, String> keys) {
    /** Where a plan's corpus list names a generated corpus: {@code generate:SPEC}. */
    static final String PREFIX = "generate:";

    private static final Map<String, List<String>> KEYS = Map.of(
            "ksudoku", List.of("boxes", "k", "count", "paths", "name"),
            "unique", List.of("boxes", "count", "symmetry", "givens", "name"),
            "minimal", List.of("boxes", "count", "symmetry", "name"),
            "jigsaw", List.of("size", "count", "name"),
            "killer", List.of("boxes", "count", "givens", "name"),
            "holes", List.of("boxes", "givens", "count", "name"),
            "partial", List.of("boxes", "givens", "count", "name"),
            "qwh", List.of("size", "holes", "balanced", "count", "name"),
            "qcp", List.of("size", "preassigned", "count", "name"));
    private static final int MAX_ITEMS = 100_000;

    public GenerateSpec {
        List<String> known = KEYS.get(kind);
        if (known == null) {
            throw new IllegalArgumentException(
                    "unknown kind '" + kind + "' (known: " + String.join(", ", new TreeSet<>(KEYS.keySet())) + ")");
        }
        for (String key : keys.keySet()) {
            if (!known.contains(key)) {
                throw new IllegalArgumentException(
                        "unknown key '" + key + "' for " + kind + " (known: " + String.join(", ", known) + ")");
            }
        }
        if (kind.equals("ksudoku") && !keys.containsKey("k")) {
            throw new IllegalArgumentException("ksudoku needs k=... (for example k=2..1024/10)");
        }
        if (kind.equals("qwh") && !keys.containsKey("holes")
                || kind.equals("qcp") && !keys.containsKey("preassigned")) {
            throw new IllegalArgumentException(
                    kind + " needs " + (kind.equals("qwh") ? "holes" : "preassigned") + "=...");
        }
        if ((kind.equals("holes") || kind.equals("partial")) && !keys.containsKey("givens")) {
            throw new IllegalArgumentException(kind + " needs givens=... (the number of filled cells)");
        }
        // Keys in their kind's order: one spec, one text (the text seeds the spec's stream).
        Map<String, String> given = keys;
        Map<String, String> ordered = new LinkedHashMap<>();
        known.stream().filter(given::containsKey).forEach(k -> ordered.put(k, given.get(k)));
        keys = Collections.unmodifiableMap(ordered);
        String name = keys.get("name");
        if (name != null && !name.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
            throw new IllegalArgumentException(
                    "name must be letters, digits, '.', '_' or '-' (it names a file), got '" + name + "'");
        }
    }

    /** {@code KIND[:KEY=VALUE]...}; an IllegalArgumentException names what is wrong. */
    public static GenerateSpec parse(String text) {
        try {
            String[] parts = text.trim().split(":");
            Map<String, String> keys = new LinkedHashMap<>();
            for (int i = 1; i < parts.length; i++) {
                int eq = parts[i].indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException("'" + parts[i] + "' is not KEY=VALUE");
                }
                if (keys.put(
                                parts[i].substring(0, eq).trim(),
                                parts[i].substring(eq + 1).trim())
                        != null) {
                    throw new IllegalArgumentException("key '" + parts[i].substring(0, eq) + "' given twice");
                }
            }
            GenerateSpec spec = new GenerateSpec(parts[0].trim().toLowerCase(Locale.ROOT), keys);
            spec.check(); // every value checked now, not when the run starts
            return spec;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--generate '" + text + "': " + e.getMessage(), e);
        }
    }

    /** What a corpus asks: k-sudokus an exact count, quasigroups a solve (as the papers do), others uniqueness. */
    public Mode mode() {
        return kind.equals("ksudoku") ? Mode.EXACT : quasigroup() ? Mode.SOLVE : Mode.UNIQUE;
    }

    /** The corpus name in reports and the stored file's name. */
    public String name() {
        String given = keys.get("name");
        if (given != null) {
            return given;
        }
        int n = size();
        if (quasigroup()) {
            return kind + "-" + n + "x" + n
                    + (kind.equals("qwh") ? "-h" + keys.get("holes") : "-p" + keys.get("preassigned"))
                    + (balanced() ? "-balanced" : "");
        }
        return kind + "-" + n + "x" + n + (defaultShape() ? "" : "-boxes" + keys.get("boxes"))
                + (keys.containsKey("givens") && !kind.equals("killer") ? "-g" + keys.get("givens") : "");
    }

    /** Whether the board's boxes are the ones its size reads with by default (always, for a jigsaw). */
    private boolean defaultShape() {
        try {
            return kind.equals("jigsaw") || Geometry.defaultBoxes(size()).equals(boxes());
        } catch (IllegalArgumentException noDefault) {
            return false; // a prime size: 1xN boxes
        }
    }

    /** The k of a ksudoku spec, in increasing order. */
    public List<Long> ks() {
        TreeSet<Long> ks = new TreeSet<>();
        for (String item : keys.get("k").split(",")) {
            String[] range = item.trim().split("\\.\\.", -1);
            if (range.length == 1) {
                ks.add(number("k", range[0], 1));
                continue;
            }
            String[] to = range[1].split("/", -1);
            long a = number("k", range[0], 1);
            long b = number("k", to[0], a);
            if (to.length == 1) {
                if (b - a > MAX_ITEMS) {
                    throw new IllegalArgumentException("k range " + item + " has more than " + MAX_ITEMS + " values");
                }
                for (long k = a; k <= b; k++) {
                    ks.add(k);
                }
            } else {
                long steps = number("the number of values in " + item, to[1], 2);
                for (long i = 0; i < Math.min(steps, MAX_ITEMS); i++) {
                    ks.add(Math.round(a * Math.pow((double) b / a, (double) i / (steps - 1))));
                }
            }
        }
        return List.copyOf(ks);
    }

    /** The recipe of every kind but ksudoku (whose boards come from shared removal paths). */
    Recipe recipe() {
        return switch (kind) {
            case "unique", "minimal" ->
                new Recipe.Unique(
                        GridSampler.of("search", boxes()),
                        ClueSymmetry.parse(keys.getOrDefault("symmetry", "none")),
                        keys.containsKey("givens") ? givens() : 0,
                        kind.equals("minimal"),
                        false);
            case "jigsaw" -> new Recipe.Jigsaw(size());
            case "killer" ->
                new Recipe.Killer(
                        GridSampler.of("search", boxes()), (int) number("givens", keys.getOrDefault("givens", "0"), 0));
            case "holes" -> new Recipe.Holes(GridSampler.of("search", boxes()), givens());
            case "partial" -> new Recipe.Partial(boxes(), givens());
            case "qwh" ->
                new Recipe.QuasigroupsWithHoles(
                        size(),
                        (int) number("holes", keys.get("holes"), 0),
                        balanced(),
                        (long) size() * size() * size());
            case "qcp" ->
                new Recipe.QuasigroupCompletion(size(), (int) number("preassigned", keys.get("preassigned"), 0));
            default -> throw new IllegalStateException(kind + " has no single recipe");
        };
    }

    /** Checks every value, so that a bad spec is refused before the run starts. */
    private void check() {
        count();
        if (kind.equals("ksudoku")) {
            ks();
            paths();
            boxes();
        } else {
            recipe();
        }
    }

    /**
     * The corpus file: a header saying what made it, then one line per item in the reader's forms (the golden
     * form GIVENS:COUNT[:SOLUTION] or JSON). Every count goes through {@code counter}, with no timeout.
     */
    String generate(long runSeed, Counter counter) {
        StringBuilder text = new StringBuilder();
        text.append("# Generated by sudokulab: ")
                .append(describe())
                .append(". Spec ")
                .append(this)
                .append(", seed ")
                .append(runSeed)
                .append(
                        counted()
                                ? "; every count proven exact by "
                                        + counter.backend().id()
                                        + ", and checked again against every backend's answer.\n"
                                : "; nothing counted when made: the backends' answers are cross-checked.\n");
        text.append("# The same lines again: sudokulab bench --generate '")
                .append(this)
                .append("' --seed ")
                .append(runSeed)
                .append(" (or run this file with --corpus).\n");
        // Each spec its own stream: adding a spec to a plan does not change the lines of another.
        SplittableRandom stream = new SplittableRandom(runSeed ^ (toString().hashCode() * 0x9E3779B97F4A7C15L));
        Consumer<PuzzleEntry> line = e -> text.append(PuzzleWriter.toLine(e)).append('\n');
        if (!kind.equals("ksudoku")) {
            try {
                Recipe.make(recipe(), counter, stream.nextLong(), count(), () -> false, line);
            } catch (Recipe.NothingFound e) {
                throw cannot(e.getMessage());
            }
            return text.toString();
        }
        Map<Long, List<KSurvey.Witness>> boards;
        try {
            boards = new KSurvey(
                            counter,
                            GridSampler.of("search", boxes()),
                            Runtime.getRuntime().availableProcessors())
                    .boards(new TreeSet<>(ks()), count(), paths(), stream, () -> false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw cannot("interrupted");
        }
        int number = 0;
        for (Map.Entry<Long, List<KSurvey.Witness>> k : boards.entrySet()) {
            if (k.getValue().size() < count()) {
                throw cannot("only " + k.getValue().size() + " of " + count() + " boards with exactly k = " + k.getKey()
                        + " solutions met in " + paths() + " removal paths (some k are rare: odd k on 6x6, for one)");
            }
            for (KSurvey.Witness w : k.getValue()) {
                line.accept(PuzzleEntry.made(
                        Recipe.SOURCE, ++number, w.puzzle(), OptionalLong.of(w.k()), Optional.empty()));
            }
        }
        return text.toString();
    }

    private BenchException cannot(String why) {
        return new BenchException(
                BenchException.Kind.CANNOT_RUN, "cannot generate " + name() + " (" + this + "): " + why);
    }

    /** What the lines are, in words. */
    String describe() {
        int count = count();
        String board = kind.equals("jigsaw") ? size() + "x" + size() : boxes().describe();
        return switch (kind) {
            case "ksudoku" ->
                count + " board" + (count == 1 ? "" : "s") + " of " + board + " per k with exactly k solutions, k = "
                        + ks().stream().map(String::valueOf).collect(Collectors.joining(", "));
            case "unique" ->
                count + " unique puzzles of " + board + ", clues removed from random grids"
                        + (keys.containsKey("givens") ? " down to " + givens() : "");
            case "minimal" -> count + " unique puzzles of " + board + ", proven minimal";
            case "jigsaw" -> count + " unique jigsaw puzzles of " + board + " on random layouts";
            case "holes" -> count + " random grids of " + board + " with " + givens() + " cells kept";
            case "partial" ->
                count + " random boards of " + board + " with " + givens() + " cells filled, no rule broken";
            case "qwh" ->
                count + " quasigroups with holes of order " + size()
                        + ": random Latin squares (Jacobson-Matthews) with " + keys.get("holes") + " cells emptied"
                        + (balanced() ? ", balanced over rows and columns" : "");
            case "qcp" ->
                count + " quasigroup completion boards of order " + size() + ", " + keys.get("preassigned")
                        + " symbols placed with forward checking";
            default ->
                count + " unique killer puzzles of " + board + " with " + keys.getOrDefault("givens", "0") + " givens";
        };
    }

    /** Whether the lines carry counts proven when made (all kinds but the hardness study's boards). */
    private boolean counted() {
        return !kind.equals("holes") && !kind.equals("partial") && !quasigroup();
    }

    /** Whether the board is a Latin square's (1 x size boxes): the quasigroup kinds. */
    private boolean quasigroup() {
        return kind.equals("qwh") || kind.equals("qcp");
    }

    private boolean balanced() {
        String b = keys.getOrDefault("balanced", "false");
        if (!b.equals("true") && !b.equals("false")) {
            throw new IllegalArgumentException("balanced must be true or false, got '" + b + "'");
        }
        return b.equals("true");
    }

    private int givens() {
        return (int) number("givens", keys.get("givens"), 0);
    }

    /** The cells every board gives, where the spec fixes it: givens, preassigned, or n^2 less qwh's holes. */
    public OptionalInt cellsGiven() {
        return switch (kind) {
            case "qwh" -> OptionalInt.of(size() * size() - (int) number("holes", keys.get("holes"), 0));
            case "qcp" -> OptionalInt.of((int) number("preassigned", keys.get("preassigned"), 0));
            default -> keys.containsKey("givens") ? OptionalInt.of(givens()) : OptionalInt.empty();
        };
    }

    private long paths() {
        return number("paths", keys.getOrDefault("paths", "10000"), 1);
    }

    /** Items per recipe: per k for ksudoku. */
    private int count() {
        long count = number("count", keys.getOrDefault("count", kind.equals("ksudoku") ? "1" : "10"), 1);
        if (count > MAX_ITEMS) {
            throw new IllegalArgumentException("count must be at most " + MAX_ITEMS + ", got " + count);
        }
        return (int) count;
    }

    /** The board's order: its side, n for n x n. */
    public int size() {
        if (quasigroup()) {
            return (int) number("size", keys.getOrDefault("size", "10"), 1);
        }
        return kind.equals("jigsaw") ? (int) number("size", keys.getOrDefault("size", "9"), 2) : boxes().size();
    }

    /** The board of every kind but jigsaw. */
    private Geometry boxes() {
        if (quasigroup()) {
            return Geometry.boxes(1, size());
        }
        ReadOptions shape = ReadOptions.boxes(keys.getOrDefault("boxes", "3x3"));
        return Geometry.boxes(shape.boxRows(), shape.boxCols());
    }

    private static long number(String what, String text, long min) {
        long v;
        try {
            v = Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " must be a whole number, got '" + text + "'");
        }
        if (v < min) {
            throw new IllegalArgumentException(what + " must be at least " + min + ", got " + v);
        }
        return v;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(kind);
        keys.forEach((k, v) -> s.append(':').append(k).append('=').append(v));
        return s.toString();
    }
}
