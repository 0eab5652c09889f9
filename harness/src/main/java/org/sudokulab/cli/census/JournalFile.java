package org.sudokulab.cli.census;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.function.Consumer;

/**
 * A file a long count appends each finished unit to, one line each, flushed at once, and reads back on the next
 * run to go on where it stopped. A failed write is an error (said to {@code error}) that closes the file: the
 * caller's stop then ends the count, and the units written so far stay.
 */
final class JournalFile implements AutoCloseable {
    private final Path path;
    private final Consumer<String> error;
    private Writer out;

    JournalFile(Path path, Consumer<String> error) {
        this.path = path;
        this.error = error;
    }

    /** The lines written so far: none when the file does not exist yet. */
    static List<String> lines(Path path) throws IOException {
        return Files.exists(path) ? Files.readAllLines(path) : List.of();
    }

    /** Opens to append; a new file starts with {@code header} (a # comment line). */
    JournalFile open(String header) throws IOException {
        boolean fresh = !Files.exists(path);
        out = Files.newBufferedWriter(path, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        if (fresh) {
            out.write(header + "\n");
            out.flush();
        }
        return this;
    }

    /** False once a write failed (or before open): the count should stop. */
    boolean writable() {
        return out != null;
    }

    void append(String line) {
        if (out == null) {
            return;
        }
        try {
            out.write(line + "\n");
            out.flush();
        } catch (IOException e) {
            error.accept("cannot write " + path + ": " + e.getMessage() + "; the count stops");
            close();
        }
    }

    @Override
    public void close() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                error.accept("cannot write " + path + ": " + e.getMessage());
            }
            out = null;
        }
    }
}
