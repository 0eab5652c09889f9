package org.sudokulab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Standard input as the command received it. */
final class Stdin {
    private Stdin() {}

    /**
     * Whether the shell started us with standard input closed ({@code <&-}). The JVM then opens its own files on
     * descriptor 0 (the first free one; its {@code lib/modules} here), and reading "stdin" would read that file
     * as puzzles. On Linux {@code /proc/self/fd/0} says what descriptor 0 is; a closed stdin is treated as empty.
     */
    static boolean isClosed() {
        Path fd0 = Path.of("/proc/self/fd/0");
        try {
            if (!Files.isSymbolicLink(fd0)) {
                // no descriptor 0 at all: closed, and nothing took its place yet
                return Files.isDirectory(fd0.getParent());
            }
            Path target = Files.readSymbolicLink(fd0);
            return target.startsWith(Path.of(System.getProperty("java.home")));
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            return false;
        }
    }
}
