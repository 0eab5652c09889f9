package org.sudokulab.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.sudokulab.api.io.PuzzleReader;

/**
 * What a resumable run has finished, one line per unit: each line is written as its unit ends, and the next run
 * reads them back to go on where the last one stopped. A process killed while writing leaves a last line without
 * its newline; that line is not read and {@link #open} cuts it, so the unit is done again, never half taken. The
 * lines are the caller's format; the first line of a new journal is the caller's header.
 */
public final class Journal implements AutoCloseable {
    private final Path path;
    private final FileChannel channel;
    // Malformed text is written as String.getBytes writes it (a replacement), not refused.
    private final CharsetEncoder utf8 = StandardCharsets.UTF_8
            .newEncoder()
            .onMalformedInput(CodingErrorAction.REPLACE)
            .onUnmappableCharacter(CodingErrorAction.REPLACE);
    private ByteBuffer bytes = ByteBuffer.allocateDirect(512);

    private Journal(Path path, FileChannel channel) {
        this.path = path;
        this.channel = channel;
    }

    /**
     * Opens {@code path} to append, creating it with {@code header} as its first line when it does not exist or is
     * empty; a torn last line is cut. What was there, {@link #read} gives (the journal does not keep it: a resumed
     * run of a million units would hold it all the run long).
     */
    public static Journal open(Path path, String header) throws IOException {
        FileChannel channel =
                FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        try {
            long whole = wholeLines(channel);
            channel.truncate(whole);
            channel.position(whole);
            Journal journal = new Journal(path, channel);
            if (whole == 0) {
                journal.writeLine(header);
            }
            return journal;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /** The whole lines of the journal at {@code path}, without opening it to write: none when it does not exist. */
    public static List<String> read(Path path) throws IOException {
        String text;
        try {
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return List.of();
        }
        return text.substring(0, text.lastIndexOf('\n') + 1).lines().toList();
    }

    public Path path() {
        return path;
    }

    /**
     * Writes one line; when this returns the line is in the file (the operating system keeps it if the process is
     * killed). A failed write, a full disk say, throws with the file and the cause: the run must stop, since what
     * it computes next could not be kept. The line is encoded into a buffer the next line reuses: a bench journals
     * one line per call of a few microseconds, and what each call allocates brings the young collections among
     * the timed calls.
     */
    public synchronized void append(CharSequence line) {
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) == '\n') {
                throw new IllegalArgumentException("a journal line holds no newline: " + line);
            }
        }
        try {
            writeLine(line);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + path + ": " + PuzzleReader.reason(e), e);
        }
    }

    /** {@code line} and a newline into {@link #bytes}, ready to be written; the buffer grows as lines need it. */
    private void encode(CharSequence line) {
        CharBuffer chars = CharBuffer.wrap(line);
        bytes.clear();
        utf8.reset();
        while (true) {
            CoderResult r = utf8.encode(chars, bytes, true);
            if (!r.isOverflow()) {
                r = utf8.flush(bytes);
            }
            if (!r.isOverflow() && bytes.remaining() > 0) {
                break;
            }
            ByteBuffer larger = ByteBuffer.allocateDirect(2 * bytes.capacity());
            bytes.flip();
            bytes = larger.put(bytes);
        }
        bytes.put((byte) '\n').flip();
    }

    private void writeLine(CharSequence line) throws IOException {
        encode(line);
        while (bytes.hasRemaining()) {
            channel.write(bytes);
        }
    }

    /** The length of the file up to and including its last newline. */
    private static long wholeLines(FileChannel channel) throws IOException {
        ByteBuffer one = ByteBuffer.allocate(1);
        for (long at = channel.size() - 1; at >= 0; at--) {
            one.clear();
            channel.read(one, at);
            if (one.get(0) == '\n') {
                return at + 1;
            }
        }
        return 0;
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
