package org.sudokulab.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Standard output that does not swallow its errors. {@link java.io.PrintWriter} and {@link java.io.PrintStream}
 * turn a failed write into a flag nobody reads, so a full disk or a closed pipe went unnoticed and long commands
 * ran to the end. Here a failed write throws {@link Failed}, which {@link Main} turns into a message and exit 1,
 * or, for a reader that went away (a closed pipe), a quiet stop.
 */
final class StdoutWriter extends Writer {
    /** A write to standard output failed; {@link #brokenPipe()} when the reader closed its end. */
    static final class Failed extends UncheckedIOException {
        Failed(IOException cause) {
            super(cause.getMessage(), cause);
        }

        boolean brokenPipe() {
            String m = getCause().getMessage();
            return m != null && (m.contains("Broken pipe") || m.contains("Stream closed"));
        }
    }

    private final Writer out;

    StdoutWriter(OutputStream stream) {
        this.out = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
    }

    static StdoutWriter standardOutput() {
        return new StdoutWriter(new FileOutputStream(FileDescriptor.out));
    }

    @Override
    public void write(char[] buffer, int offset, int length) {
        try {
            out.write(buffer, offset, length);
        } catch (IOException e) {
            throw new Failed(e);
        }
    }

    @Override
    public void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new Failed(e);
        }
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new Failed(e);
        }
    }
}
