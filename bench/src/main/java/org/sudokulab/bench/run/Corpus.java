package org.sudokulab.bench.run;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Limits;
import org.sudokulab.api.SolverBackend;
import org.sudokulab.api.io.ParseError;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/**
 * A named list of puzzles for a bench run and what each call on it asks ({@code mode}): a file in any form the
 * reader takes, one of the samples bundled with the bench, or a corpus generated from a {@link GenerateSpec}
 * (its {@code text} kept, to be stored in the run folder). Lines that cannot be read are kept as errors (file,
 * line, column) and left out; the SHA-256 of the text lets a resumed run prove it reads the same input; the header
 * comment lines are the attribution the reports print. {@code text} is the text as read, for engines that
 * send it to their executors.
 */
public record Corpus(
        String name,
        String origin,
        Mode mode,
        String sha256,
        List<String> attribution,
        List<PuzzleEntry> puzzles,
        List<ParseError> errors,
        String generatedText,
        byte[] text) {

    /**
     * Reads a corpus as {@code plan} names it: {@code bundled:NAME}, {@code generate:SPEC} or a path. Files and
     * bundled samples are asked the plan's mode. A generated corpus is read back from {@code storedIn} (a run
     * folder's {@code generated/}) when it is there, else made, with {@code note} told before and after.
     */
    public static Corpus load(BenchPlan plan, String origin, Path storedIn, Consumer<String> note) throws IOException {
        if (origin.startsWith(GenerateSpec.PREFIX)) {
            String name = nameOf(origin);
            GenerateSpec spec = BenchPlan.CorpusRef.specOf(origin).orElseThrow();
            Path stored = storedIn == null ? null : storedIn.resolve(name + ".txt");
            if (stored != null && Files.isRegularFile(stored)) {
                return of(plan, origin, Files.readAllBytes(stored));
            }
            note.accept("generating " + name + " (" + spec + ", seed " + plan.seed() + ")");
            long t0 = System.nanoTime();
            String text = spec.generate(plan.seed(), new Counter(fastestCounter(), Limits.none()));
            Corpus c = of(plan, origin, text.getBytes(StandardCharsets.UTF_8));
            note.accept(String.format(
                    Locale.ROOT,
                    "generated %s: %d puzzles in %.1f s",
                    name,
                    c.puzzles().size(),
                    (System.nanoTime() - t0) / 1e9));
            return c;
        }
        if (origin.startsWith("bundled:")) {
            String file = origin.substring("bundled:".length());
            try (InputStream in = Corpus.class.getResourceAsStream("/org/sudokulab/bench/corpora/" + file)) {
                if (in == null) {
                    throw new IOException("bundled corpus " + file + " is missing from the jar");
                }
                return of(plan, origin, in.readAllBytes());
            }
        }
        Path path = Path.of(origin);
        if (Files.isDirectory(path)) {
            throw new IOException(path + " is a directory");
        }
        try (InputStream in = PuzzleReader.open(path)) {
            return of(plan, origin, in.readAllBytes());
        }
    }

    /**
     * The corpus {@code origin} names, read from its text {@code bytes}: what {@link #load} does once the text is
     * at hand, and what an engine's executor does with the text the run sent it (it may have no copy of the file).
     * A generated corpus is asked its kind's mode, read with the default options; files take the plan's.
     */
    static Corpus of(BenchPlan plan, String origin, byte[] bytes) throws IOException {
        String name = nameOf(origin);
        Optional<GenerateSpec> spec = BenchPlan.CorpusRef.specOf(origin);
        if (spec.isPresent()) {
            return parse(name, origin, spec.get().mode(), bytes, ReadOptions.DEFAULT, true);
        }
        if (origin.startsWith("bundled:")) {
            return parse(name, origin, plan.mode(), bytes, ReadOptions.DEFAULT, false);
        }
        return parse(name, origin, plan.mode(), bytes, plan.readOptions(), false);
    }

    /** A corpus's name in the reports: its file's name without the extension (and {@code .gz}), or its spec's name. */
    static String nameOf(String origin) {
        Optional<GenerateSpec> spec = BenchPlan.CorpusRef.specOf(origin);
        if (spec.isPresent()) {
            return spec.get().name();
        }
        String file = origin.startsWith("bundled:")
                ? origin.substring("bundled:".length())
                : Path.of(origin).getFileName().toString();
        return file.replaceFirst("(\\.[a-z]+)?(\\.gz)?$", "");
    }

    /** The counter generated corpora are made with: the fastest exact counter (every backend then checks its counts). */
    private static SolverBackend fastestCounter() {
        try {
            return Backends.discover().fastestCounter();
        } catch (IllegalStateException none) {
            throw new BenchException(
                    BenchException.Kind.CANNOT_RUN, "generated corpora need an exact counter: " + none.getMessage());
        }
    }

    /** Each line decoded on its own (a line that is not UTF-8 is an error, the rest are read). */
    private static Corpus parse(
            String name, String origin, Mode mode, byte[] bytes, ReadOptions options, boolean generated)
            throws IOException {
        List<PuzzleEntry> puzzles = new ArrayList<>();
        List<ParseError> errors = new ArrayList<>();
        PuzzleReader.read(new ByteArrayInputStream(bytes), origin, options, (ParsedLine parsed) -> {
            if (parsed instanceof PuzzleEntry e) {
                puzzles.add(e);
            } else {
                errors.add((ParseError) parsed);
            }
        });
        // The header comments only: a corpus of a million lines is not split into a million strings for them.
        List<String> attribution = new ArrayList<>();
        for (int from = 0, to; from < bytes.length && bytes[from] == '#'; from = to + 1) {
            to = from;
            while (to < bytes.length && bytes[to] != '\n') {
                to++;
            }
            attribution.add(new String(bytes, from + 1, to - from - 1, StandardCharsets.UTF_8).trim());
        }
        return new Corpus(
                name,
                origin,
                mode,
                sha256(bytes),
                List.copyOf(attribution),
                List.copyOf(puzzles),
                List.copyOf(errors),
                generated ? new String(bytes, StandardCharsets.UTF_8) : null,
                bytes);
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
