package org.sudokulab.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import org.sudokulab.api.io.ParsedLine;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Parameters;

/** {@code FILE...}: the puzzle files a command reads in turn ('-' or none: stdin), each line handed on as parsed. */
public final class PuzzleFiles {
    private static final String LABEL = "FILE";
    private static final String ARITY = "0..*";
    private static final String DESCRIPTION =
            "Puzzle files (one puzzle per line, any supported form); '-' or none: stdin.";

    @Parameters(paramLabel = LABEL, arity = ARITY, description = DESCRIPTION)
    List<String> files;

    /** Adds these parameters, declared in code, to {@code command}. */
    void addTo(CommandSpec command) {
        CodedOptions.Binding<List<String>> binding = new CodedOptions.Binding<>(() -> files, v -> files = v);
        command.addPositional(PositionalParamSpec.builder()
                .type(List.class)
                .auxiliaryTypes(String.class)
                .getter(binding)
                .setter(binding)
                .hasInitialValue(false)
                .paramLabel(LABEL)
                .arity(ARITY)
                .description(DESCRIPTION)
                .build());
    }

    /**
     * Reads the files in turn until {@code stop} says so, handing {@code each} the file's name and every parsed
     * line (a puzzle or a parse error); a file that cannot be read is said on {@code err} and the rest still read.
     *
     * @return false when some file could not be read
     */
    public boolean read(
            ReadOptions options, PrintWriter err, BooleanSupplier stop, BiConsumer<String, ParsedLine> each) {
        return read(options, err, stop, () -> {}, each);
    }

    /**
     * As above; {@code beforeWaiting} runs whenever the next read would wait for input (stdin typed or piped by
     * another program), so that the answers so far can be flushed to whoever waits for them.
     */
    boolean read(
            ReadOptions options,
            PrintWriter err,
            BooleanSupplier stop,
            Runnable beforeWaiting,
            BiConsumer<String, ParsedLine> each) {
        boolean all = true;
        for (String file : files == null || files.isEmpty() ? List.of("-") : files) {
            if (stop.getAsBoolean()) {
                break;
            }
            try (InputStream in = flushingBeforeWaiting(open(file), beforeWaiting)) {
                PuzzleReader.read(
                        in, file.equals("-") ? "<stdin>" : file, options, parsed -> each.accept(file, parsed));
            } catch (IOException e) {
                err.println("sudokulab: cannot read " + file + ": " + PuzzleReader.reason(e));
                all = false;
            }
        }
        return all;
    }

    /** {@code in}, running {@code beforeWaiting} before a read that would block (nothing available yet). */
    private static InputStream flushingBeforeWaiting(InputStream in, Runnable beforeWaiting) {
        return new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                waitingSoon();
                return super.read();
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                waitingSoon();
                return super.read(b, off, len);
            }

            private void waitingSoon() throws IOException {
                if (in.available() == 0) {
                    beforeWaiting.run();
                }
            }
        };
    }

    private static InputStream open(String file) throws IOException {
        if (file.equals("-")) {
            return Stdin.isClosed() ? InputStream.nullInputStream() : System.in;
        }
        Path path = Path.of(file);
        if (Files.isDirectory(path)) {
            throw new IOException("is a directory");
        }
        return PuzzleReader.open(path);
    }
}
