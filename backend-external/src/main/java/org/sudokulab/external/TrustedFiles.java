package org.sudokulab.external;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The declaration files the user trusts, as {@code sudokulab trust FILE} records them: one line per file, its SHA-256
 * and its absolute path, in {@code sha256sum}'s format (so {@code sha256sum -c} checks them too). A
 * {@code solvers.json} found in the working directory runs commands on the user's behalf, so it is read only when its
 * path is here with the SHA-256 of the bytes about to be read: a changed file needs trusting again, as git's
 * {@code safe.directory} and direnv's {@code allow} ask before running what a folder declares.
 *
 * <p>The store is {@code $XDG_CONFIG_HOME/sudokulab/trusted-solvers} ({@code ~/.config/sudokulab/trusted-solvers}
 * when the variable is unset), or the file the system property {@value #STORE_PROPERTY} names.
 */
public final class TrustedFiles {
    public static final String STORE_PROPERTY = "sudokulab.trustStore";

    private final Path store;

    private TrustedFiles(Path store) {
        this.store = store;
    }

    /** The user's store (see the class comment). */
    public static TrustedFiles user() {
        String named = System.getProperty(STORE_PROPERTY);
        if (named != null && !named.isBlank()) {
            return new TrustedFiles(Path.of(named));
        }
        String config = System.getenv("XDG_CONFIG_HOME");
        Path base = config != null && !config.isBlank()
                ? Path.of(config)
                : Path.of(System.getProperty("user.home"), ".config");
        return new TrustedFiles(base.resolve("sudokulab").resolve("trusted-solvers"));
    }

    public Path store() {
        return store;
    }

    /** Whether {@code file}, whose bytes are {@code content}, is trusted as it is now. */
    public boolean trusts(Path file, byte[] content) {
        return sha256(content).equals(entries().get(key(file)));
    }

    /** The SHA-256 recorded for {@code file}, when there is one (it may be of an older content). */
    public Optional<String> recorded(Path file) {
        return Optional.ofNullable(entries().get(key(file)));
    }

    /**
     * Records {@code file} with the SHA-256 of its content now, replacing an older record of it; returns the digest.
     *
     * @throws IOException when the file cannot be read or the store cannot be written (the store is then unchanged)
     */
    public String trust(Path file) throws IOException {
        String digest = sha256(Files.readAllBytes(file));
        Map<String, String> entries = readStore();
        entries.put(key(file), digest);
        write(entries);
        return digest;
    }

    /** Removes {@code file}'s record; false when there was none. */
    public boolean forget(Path file) throws IOException {
        Map<String, String> entries = readStore();
        if (entries.remove(key(file)) == null) {
            return false;
        }
        write(entries);
        return true;
    }

    /** Path to SHA-256, in the store's order. */
    public Map<String, String> entries() {
        try {
            return readStore();
        } catch (IOException e) {
            return Map.of(); // an unreadable store trusts nothing
        }
    }

    public static String sha256(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    private static String key(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        try {
            return absolute.toRealPath().toString(); // a link trusted is the file it points to
        } catch (IOException e) {
            return absolute.toString();
        }
    }

    private Map<String, String> readStore() throws IOException {
        Map<String, String> entries = new LinkedHashMap<>();
        if (!Files.exists(store)) {
            return entries;
        }
        for (String line : Files.readAllLines(store, StandardCharsets.UTF_8)) {
            // sha256sum's line: 64 hex digits, two spaces, the path; anything else is not a record
            if (line.length() > 66 && line.substring(0, 64).matches("[0-9a-f]{64}") && line.startsWith("  ", 64)) {
                entries.put(line.substring(66), line.substring(0, 64));
            }
        }
        return entries;
    }

    private void write(Map<String, String> entries) throws IOException {
        List<String> lines = new ArrayList<>();
        entries.forEach((path, digest) -> lines.add(digest + "  " + path));
        Path dir = store.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, ".trusted-solvers", ".tmp");
        try {
            Files.write(tmp, lines, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, store, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, store, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
    }
}
