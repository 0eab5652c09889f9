package org.sudokulab.bench.run;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.sudokulab.api.io.ReadOptions;

/**
 * Everything a bench run is: what each call asks ({@code mode}, {@code limit}), its timeout, the warm-up per
 * backend, repeats per puzzle, the sample per corpus (0: all) and the seed of sample, call order and generated
 * corpora, how many calls run at once, the forks (fresh child JVMs per backend, 0: the bench's own JVM) with the
 * grace period after which a stuck fork is killed, the box shape for ambiguous
 * lines, the backends (ids, or {@code all}), the corpora (absolute paths, {@code bundled:NAME} or
 * {@code generate:SPEC}; none: the default comparison) and the command that made it, for the citation. The mode
 * and limit are what calls on files and bundled corpora ask; a generated corpus asks what its kind needs. Built once, from options or from the
 * {@code run.json} of a run being resumed; a corpus's SHA-256 is filled in when it is first read, and a resumed
 * run must read the same text. {@code scatter} names the pairs of backends whose per-puzzle times report.html
 * sets against each other ({@code "a,b"} each; empty: a default pair). {@code study} names the study the run is
 * (its report is written after the bench's), or is null for a plain bench.
 */
public record BenchPlan(
        Mode mode,
        long limit,
        long timeoutMillis,
        long warmupMillis,
        int repeat,
        int sample,
        long seed,
        int threads,
        int forks,
        long graceMillis,
        String boxes,
        List<String> backends,
        List<CorpusRef> corpora,
        String command,
        List<String> scatter,
        String study) {

    /** A corpus as a run names it: where it is read from, and the SHA-256 of its text once read. */
    public record CorpusRef(String origin, String sha256) {
        /** A file, by its absolute path: a resume works from any directory. */
        public static CorpusRef file(Path file) {
            return new CorpusRef(file.toAbsolutePath().normalize().toString(), null);
        }

        /** A corpus the run generates (see {@link GenerateSpec}). */
        public static CorpusRef generated(GenerateSpec spec) {
            return new CorpusRef(GenerateSpec.PREFIX + spec, null);
        }

        /** The corpus's name in the rows and reports. */
        public String name() {
            return Corpus.nameOf(origin);
        }

        /** The spec this corpus is generated from; empty for a file or a bundled sample. */
        public Optional<GenerateSpec> spec() {
            return specOf(origin);
        }

        /** The spec an origin names ({@code generate:SPEC}), parsed; empty for a file or a bundled sample. */
        static Optional<GenerateSpec> specOf(String origin) {
            return origin.startsWith(GenerateSpec.PREFIX)
                    ? Optional.of(GenerateSpec.parse(origin.substring(GenerateSpec.PREFIX.length())))
                    : Optional.empty();
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * Fresh JVMs per backend in the default run: the fewest that let the report see what moves a whole JVM (the
     * JIT's choices), within the default run's time (docs/bench.md, "Forks").
     */
    public static final int DEFAULT_FORKS = 3;

    /** Each fork's warm-up in the default run. */
    public static final long DEFAULT_WARMUP_MILLIS = 500;

    /**
     * The time a call may take in the default run: half a second, so that its forks fit the run's time; a second
     * before forks (18 of its 3,850 calls took between the two).
     */
    public static final long DEFAULT_TIMEOUT_MILLIS = 500;
    /**
     * The default comparison: small samples of public sets (attributed in each file) and puzzles made here, then
     * corpora generated from the run's seed: k-sudokus counted exactly (k from 2 to 1000), Roku Doku, killers, and
     * Latin squares of order 12 (balanced quasigroups with holes, and quasigroup completion: solved).
     */
    static final List<CorpusRef> DEFAULT_CORPORA = Stream.concat(
                    Stream.of(
                                    "classic-17clue.txt",
                                    "classic-hard.txt",
                                    "multi-solution.tsv",
                                    "small-4x4-6x6.txt",
                                    "large-16x16.txt",
                                    "jigsaw.jsonl",
                                    "killer.jsonl",
                                    "latin.jsonl")
                            .map(name -> new CorpusRef("bundled:" + name, null)),
                    Stream.of(
                                    "ksudoku:boxes=3x3:k=2..1024/10",
                                    "ksudoku:boxes=2x3:k=2..1024/10",
                                    "unique:boxes=2x3:count=10:name=rokudoku",
                                    "killer:boxes=2x2:count=5",
                                    "killer:boxes=2x3:count=5",
                                    "killer:boxes=3x3:count=5",
                                    "qwh:size=12:holes=60:balanced=true:count=5",
                                    "qcp:size=12:preassigned=60:count=5")
                            .map(spec -> CorpusRef.generated(GenerateSpec.parse(spec))))
            .toList();

    /** Each generated corpus's spec, by the corpus's name: where a study reads what its boards are. */
    public Map<String, GenerateSpec> generatedSpecs() {
        Map<String, GenerateSpec> specs = new LinkedHashMap<>();
        corpora.forEach(c -> c.spec().ifPresent(spec -> specs.put(c.name(), spec)));
        return specs;
    }

    public BenchPlan {
        String problem = mode == null
                ? "mode is missing"
                : limit < 1
                        ? "limit must be at least 1, got " + limit
                        : timeoutMillis < 1
                                ? "the timeout must be positive"
                                : warmupMillis < 0
                                        ? "the warm-up must be 0 or more"
                                        : repeat < 1
                                                ? "repeat must be at least 1, got " + repeat
                                                : sample < 0
                                                        ? "sample must be 0 (all) or more, got " + sample
                                                        : threads < 1
                                                                ? "threads must be at least 1, got " + threads
                                                                : forks < 0
                                                                        ? "forks must be 0 (this JVM) or more, got "
                                                                                + forks
                                                                        : forks > 0 && threads > 1
                                                                                ? "a fork makes one call at a time: "
                                                                                        + "use one thread, or --forks 0"
                                                                                : graceMillis < 1
                                                                                        ? "the grace period must be positive"
                                                                                        : backends == null
                                                                                                        || backends
                                                                                                                .isEmpty()
                                                                                                ? "no backend named"
                                                                                                : null;
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        if (boxes != null) {
            ReadOptions.boxes(boxes);
        }
        backends = List.copyOf(backends);
        // Which studies exist is the study package's to say (the bench's front door checks the name).
        if (study != null && study.isBlank()) {
            throw new IllegalArgumentException("a study needs a name");
        }
        scatter = scatter == null ? List.of() : List.copyOf(scatter);
        for (String pair : scatter) {
            if (pair.split(",", -1).length != 2 || pair.startsWith(",") || pair.endsWith(",")) {
                throw new IllegalArgumentException("--scatter takes two backend ids, as A,B; got '" + pair + "'");
            }
        }
        corpora = corpora == null || corpora.isEmpty() ? DEFAULT_CORPORA : List.copyOf(corpora);
        corpora.forEach(CorpusRef::spec); // a bad spec is refused now, not when the run reaches it
    }

    /**
     * The default comparison, as {@code sudokulab bench} runs it without options: every backend proves each bundled
     * puzzle unique or not and counts the generated k-sudokus exactly, {@link #DEFAULT_TIMEOUT_MILLIS} ms per call, one
     * thread, seed 1, in {@link #DEFAULT_FORKS} fresh JVMs per backend, each warmed up for {@link
     * #DEFAULT_WARMUP_MILLIS} ms.
     */
    public static BenchPlan defaults() {
        return new BenchPlan(
                Mode.UNIQUE,
                2,
                DEFAULT_TIMEOUT_MILLIS,
                DEFAULT_WARMUP_MILLIS,
                1,
                0,
                1,
                1,
                DEFAULT_FORKS,
                5000,
                null,
                List.of("all"),
                List.of(),
                "sudokulab bench",
                List.of(),
                null);
    }

    /**
     * A study's plan: uniqueness proofs (count to 2), one call per puzzle, in this JVM or on an engine; backends
     * {@code all} when none are named.
     */
    public static BenchPlan forStudy(
            String study,
            List<CorpusRef> corpora,
            List<String> backends,
            int sample,
            long seed,
            long timeoutMillis,
            long warmupMillis,
            int threads,
            String command) {
        return new BenchPlan(
                Mode.UNIQUE,
                2,
                timeoutMillis,
                warmupMillis,
                1,
                sample,
                seed,
                threads,
                0,
                5000,
                null,
                backends == null || backends.isEmpty() ? List.of("all") : backends,
                corpora,
                command,
                List.of(),
                study);
    }

    /** The same plan over these backends (ids, or {@code all}). */
    public BenchPlan withBackends(String... ids) {
        return over(List.of(ids), corpora);
    }

    /** The same plan over these files (stored as absolute paths, so that a resume works from anywhere). */
    public BenchPlan withCorpusFiles(Path... files) {
        return withCorpora(Arrays.stream(files).map(CorpusRef::file).toList());
    }

    public Duration timeout() {
        return Duration.ofMillis(timeoutMillis);
    }

    public Duration warmup() {
        return Duration.ofMillis(warmupMillis);
    }

    public Duration grace() {
        return Duration.ofMillis(graceMillis);
    }

    public ReadOptions readOptions() {
        return boxes == null ? ReadOptions.DEFAULT : ReadOptions.boxes(boxes);
    }

    /** Every available backend, rather than the ones named. */
    public boolean allBackends() {
        return backends.equals(List.of("all"));
    }

    /** The default comparison: its corpora, every backend, no sample, one call per puzzle, one thread, 1 s. */
    public boolean defaultComparison() {
        return corpora.stream()
                        .map(CorpusRef::origin)
                        .toList()
                        .equals(DEFAULT_CORPORA.stream().map(CorpusRef::origin).toList())
                && allBackends()
                && sample == 0
                && repeat == 1
                && threads == 1
                && forks == DEFAULT_FORKS
                && timeoutMillis == DEFAULT_TIMEOUT_MILLIS;
    }

    /** The same settings over other backends and corpora: the one place a plan is copied. */
    private BenchPlan over(List<String> newBackends, List<CorpusRef> newCorpora) {
        return new BenchPlan(
                mode,
                limit,
                timeoutMillis,
                warmupMillis,
                repeat,
                sample,
                seed,
                threads,
                forks,
                graceMillis,
                boxes,
                newBackends,
                newCorpora,
                command,
                scatter,
                study);
    }

    /** The same plan with the corpora as they were read (SHA-256 known). */
    public BenchPlan withCorpora(List<CorpusRef> read) {
        return over(backends, read);
    }

    /** The settings as the reports state them. */
    public Map<String, String> describe() {
        Map<String, String> m = new LinkedHashMap<>();
        long generated = corpora.stream()
                .filter(c -> c.origin().startsWith(GenerateSpec.PREFIX))
                .count();
        String asKindAsks = "each generated corpus as its kind asks (see its heading)";
        m.put(
                "mode",
                generated == 0
                        ? mode.describe(limit)
                        : generated == corpora.size()
                                ? asKindAsks
                                : mode.describe(limit) + " for files and bundled corpora; " + asKindAsks);
        m.put("timeout per call", format(timeout()));
        m.put("warm-up per backend", format(warmup()));
        m.put("repeats per puzzle", Integer.toString(repeat));
        m.put("sample per corpus", sample == 0 ? "all" : Integer.toString(sample));
        m.put("seed", Long.toString(seed));
        m.put("threads", Integer.toString(threads));
        m.put(
                "forks",
                forks == 0
                        ? "none: every backend in the bench's own JVM"
                        : forks + " fresh JVM" + (forks == 1 ? "" : "s") + " per backend, interleaved, each warmed up;"
                                + " a call killed after the timeout + " + format(grace()));
        return m;
    }

    /** {@code run.json} of a run folder. */
    public void write(Path file) throws IOException {
        RunFolder.writeAtomically(file, JSON.writeValueAsString(this) + "\n");
    }

    /**
     * The plan {@code run.json} holds.
     *
     * @throws BenchException (CANNOT_RUN) naming the file, the line and column, and what is wrong, when it is not a
     *     plan this version wrote
     */
    public static BenchPlan read(Path file) throws IOException {
        try {
            return JSON.readValue(file.toFile(), BenchPlan.class);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String what = e instanceof UnrecognizedPropertyException u
                    ? "unknown field \"" + u.getPropertyName() + "\" (a plan of another version of sudokulab?)"
                    : e instanceof ValueInstantiationException && e.getCause() != null
                            ? e.getCause().getMessage()
                            : e.getOriginalMessage();
            throw new BenchException(
                    BenchException.Kind.CANNOT_RUN,
                    file + (at == null || at.getLineNr() < 1 ? "" : ":" + at.getLineNr() + ":" + at.getColumnNr())
                            + ": not a run plan this version reads: " + what);
        }
    }

    /** The plan as {@code run.json} holds it: how it travels to an engine's executors. */
    String json() throws IOException {
        return JSON.writeValueAsString(this);
    }

    static BenchPlan parse(String json) throws IOException {
        return JSON.readValue(json, BenchPlan.class);
    }

    /** The short form options read: 500ms, 10s, 2m. */
    public static String format(Duration d) {
        long ms = d.toMillis();
        if (ms % 60_000 == 0 && ms > 0) {
            return ms / 60_000 + "m";
        }
        return ms % 1000 == 0 ? ms / 1000 + "s" : ms + "ms";
    }
}
