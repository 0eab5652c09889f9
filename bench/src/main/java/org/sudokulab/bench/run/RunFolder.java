package org.sudokulab.bench.run;

import java.io.IOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.engine.Journal;

/**
 * The folder of one bench run: {@code run.json} (the plan), {@code journal.csv} (a row per finished call,
 * written and flushed as the call ends), the generated corpora ({@code generated/NAME.txt}), the reports, and
 * {@code .lock}, locked by the process that writes to
 * it (the operating system releases the lock when that process dies, however it dies). A new run refuses a
 * folder that holds a run; a resumed run reads the journal, cutting a last line that a killed process left
 * half written, and appends to it.
 */
public final class RunFolder implements AutoCloseable {
    static final String PLAN = "run.json";
    static final String JOURNAL = "journal.csv";
    /** Where generated corpora are stored, one file each: citable, and re-runnable with {@code --corpus}. */
    static final String GENERATED = "generated";

    private static final String LOCK = ".lock";
    /** The warm-up's scratch journal, while it runs. */
    private static final String REHEARSAL = ".warm-up.csv";

    private final Path dir;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private Journal journal;

    private RunFolder(Path dir, FileChannel lockChannel, FileLock lock) {
        this.dir = dir;
        this.lockChannel = lockChannel;
        this.lock = lock;
    }

    /** A folder for a new run: created if need be, locked, refused when it holds a run; the plan written. */
    static RunFolder create(Path dir, BenchPlan plan) throws IOException {
        Files.createDirectories(dir);
        RunFolder folder = lock(dir);
        try {
            if (Files.exists(dir.resolve(PLAN)) || Files.exists(dir.resolve(JOURNAL))) {
                throw new BenchException(
                        BenchException.Kind.BAD_PLAN,
                        dir + " holds a bench run already: finish it with " + "`sudokulab bench --resume " + dir
                                + "`, or choose another --out");
            }
            plan.write(dir.resolve(PLAN));
            folder.openJournal();
            return folder;
        } catch (IOException | RuntimeException e) {
            folder.close();
            throw e;
        }
    }

    /**
     * What makes {@code dir} unfit to receive a run's files, or null when it is fit: a file in its place, a
     * missing parent (unless {@code createParents}), or a folder (or the nearest existing parent) that cannot be
     * written. Checked before anything is planned, so that a bad --out costs nothing.
     */
    public static String unfit(Path dir, boolean createParents) {
        Path absolute = dir.toAbsolutePath().normalize();
        if (Files.exists(absolute) && !Files.isDirectory(absolute)) {
            return "is a file, not a folder";
        }
        Path existing = absolute;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        Path parent = absolute.getParent();
        if (!createParents && parent != null && !Files.isDirectory(parent)) {
            return Files.exists(parent)
                    ? "its parent " + parent + " is a file, not a folder"
                    : "its parent " + parent + " does not exist";
        }
        if (existing == null || !Files.isDirectory(existing)) {
            return existing + " is a file, not a folder";
        }
        if (!Files.isWritable(existing) || !Files.isExecutable(existing)) {
            return (existing.equals(absolute) ? "" : "cannot be created in " + existing + ": ")
                    + "no permission to write there";
        }
        return null;
    }

    /** The folder of a run to resume, locked. */
    static RunFolder resume(Path dir) throws IOException {
        if (!Files.exists(dir.resolve(PLAN))) {
            throw new BenchException(
                    BenchException.Kind.BAD_PLAN, dir.resolve(PLAN) + " does not exist: not a bench run");
        }
        RunFolder folder = lock(dir);
        try {
            folder.openJournal();
            return folder;
        } catch (IOException | RuntimeException e) {
            folder.close();
            throw e;
        }
    }

    private static RunFolder lock(Path dir) throws IOException {
        FileChannel channel = FileChannel.open(dir.resolve(LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException sameProcess) {
            lock = null;
        }
        if (lock == null) {
            channel.close();
            throw new BenchException(
                    BenchException.Kind.BAD_PLAN,
                    "another bench run is writing to " + dir + " (its " + LOCK
                            + " is locked); wait for it, or choose another --out");
        }
        return new RunFolder(dir, channel, lock);
    }

    /** Opens the journal for appending: a header in a new one, a half-written last line cut from an old one. */
    private void openJournal() throws IOException {
        journal = Journal.open(dir.resolve(JOURNAL), BenchRow.csvHeader().strip());
    }

    /**
     * The rows of the calls already done, each once, every one read whole and of the run ({@code check}: the plan's
     * corpora, puzzles, repeats and forks): a journal that is damaged elsewhere than in its torn last line is refused.
     */
    List<BenchRow> done(RowLines.Check check) throws IOException {
        Path file = dir.resolve(JOURNAL);
        Map<BenchRow.Key, BenchRow> byKey = new LinkedHashMap<>();
        if (Files.exists(file) && Files.size(file) > 0) {
            RowLines.read(file, true, new HashMap<>(), check, row -> byKey.putIfAbsent(row.key(), row));
        }
        return new ArrayList<>(byKey.values());
    }

    /**
     * The journal: a row's line ({@link BenchRow.LineFormat}) appended to it is in the file before the next call
     * starts (a write that fails throws UncheckedIOException, naming the file).
     */
    Journal journal() {
        return journal;
    }

    /**
     * A scratch journal beside the run's, empty, for the warm-up's rows (see Bench's RowSink); {@link
     * #dropRehearsal} removes it.
     */
    Journal rehearsal() throws IOException {
        dropRehearsal();
        return Journal.open(dir.resolve(REHEARSAL), BenchRow.csvHeader().strip());
    }

    void dropRehearsal() throws IOException {
        Files.deleteIfExists(dir.resolve(REHEARSAL));
    }

    Path dir() {
        return dir;
    }

    /** Stores a generated corpus under {@code generated/}, unless a resumed run stored it already. */
    void keepGenerated(String fileName, String text) throws IOException {
        Path file = dir.resolve(GENERATED).resolve(fileName);
        if (!Files.exists(file)) {
            Files.createDirectories(file.getParent());
            writeAtomically(file, text);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            if (journal != null) {
                journal.close();
            }
            if (lock.isValid()) {
                lock.release();
            }
        } finally {
            lockChannel.close();
        }
    }

    /** The SHA-256 of a file, in hex: how summary.json vouches for results.csv. */
    public static String sha256(Path file) throws IOException {
        try (java.io.InputStream in = Files.newInputStream(file)) {
            java.security.MessageDigest d = java.security.MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[1 << 16];
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                d.update(buffer, 0, n);
            }
            return java.util.HexFormat.of().formatHex(d.digest());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Writes a file whole or not at all: a process killed while writing leaves the previous version. */
    public static void writeAtomically(Path file, String text) throws IOException {
        writeAtomically(file, out -> out.write(text));
    }

    /** What writes a file's text, a piece at a time. */
    public interface Text {
        void writeTo(Writer out) throws IOException;
    }

    /**
     * Writes a file whole or not at all, streamed: the million lines of a large run's results.csv never stand
     * in the heap as one string.
     */
    public static void writeAtomically(Path file, Text text) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try {
            try (Writer out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                text.writeTo(out);
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) { // a full disk, say: the file named, no half-written copy left beside it
            Files.deleteIfExists(tmp);
            throw new IOException("cannot write " + file + ": " + PuzzleReader.reason(e), e);
        }
    }
}
