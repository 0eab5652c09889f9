package org.sudokulab.external;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sudokulab.api.BackendProvider;
import org.sudokulab.api.SolverBackend;

/**
 * The external solvers: the project's declarations (built in: the solvers Debian packages), then
 * {@code solvers.json} in the working directory when the user trusts it ({@link TrustedFiles}), then the file named by
 * the system property {@value #FILE_PROPERTY} ({@code --solvers FILE}, trusted for that run by being named). The
 * named file may replace a built-in solver; the working directory's may only add new ids, so that a file that came
 * with a download never runs in place of {@code cadical}. A file that cannot be read, or is not trusted, is reported
 * with the reason (and its line and column) and left out; the others still count.
 */
public final class ExternalSolvers implements BackendProvider {
    public static final String FILE_PROPERTY = "sudokulab.solvers";
    public static final String WORKING_DIRECTORY_FILE = "solvers.json";
    private static final ObjectMapper JSON =
            new ObjectMapper().enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    /** A declarations file: {@code {"solvers": [ ... ]}}. */
    record DeclarationFile(List<SolverDeclaration> solvers) {}

    @Override
    public List<SolverBackend> backends(List<String> problems) {
        Map<String, SolverDeclaration> byId = new LinkedHashMap<>();
        try (InputStream in = ExternalSolvers.class.getResourceAsStream("solvers.json")) {
            read(in, "the built-in solvers.json", byId, problems);
        } catch (IOException e) {
            problems.add("cannot read the built-in solvers.json: " + e.getMessage());
        }
        Set<String> builtIn = Set.copyOf(byId.keySet());
        // which file declared an id last, for the ids not built in: their commands run on the user's behalf
        Map<String, Path> declaredIn = new LinkedHashMap<>();
        Path local = Path.of(WORKING_DIRECTORY_FILE);
        String named = System.getProperty(FILE_PROPERTY);
        boolean localIsNamed = named != null && sameFile(local, Path.of(named));
        if (Files.isRegularFile(local) && !localIsNamed) {
            byte[] content = bytes(local, problems);
            if (content != null && trusted(local, content, problems)) {
                Map<String, SolverDeclaration> read = readFile(local, content, problems);
                for (String id : builtIn) {
                    if (read.remove(id) != null) {
                        problems.add(local.toAbsolutePath().normalize() + " declares " + id
                                + ", a built-in solver: left out (a file replaces a built-in solver only when named "
                                + "with --solvers)");
                    }
                }
                add(read, local, byId, declaredIn);
            }
        }
        if (named != null) {
            Path file = Path.of(named);
            byte[] content = bytes(file, problems);
            if (content != null) {
                add(readFile(file, content, problems), file, byId, declaredIn);
            }
        }
        List<SolverBackend> backends = new ArrayList<>();
        byId.values().forEach(d -> backends.add(new ExternalBackend(d, declaredIn.get(d.id()))));
        return backends;
    }

    /** Whether the user trusts the working directory's file as it is; when not, a problem says how to. */
    private static boolean trusted(Path file, byte[] content, List<String> problems) {
        TrustedFiles trust = TrustedFiles.user();
        if (trust.trusts(file, content)) {
            return true;
        }
        Path absolute = file.toAbsolutePath().normalize();
        String state = trust.recorded(file).isPresent() ? "has changed since it was trusted" : "is not trusted";
        problems.add(absolute + " " + state + ": its solvers are left out and none of its commands ran. Read it; "
                + "to run what it declares: sudokulab trust " + absolute + " (or name it with --solvers)");
        return false;
    }

    private static byte[] bytes(Path file, List<String> problems) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            problems.add("cannot read " + file + ": " + e.getMessage());
            return null;
        }
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The declarations in {@code content}, the bytes of {@code file}, by id, without running anything; a mistake goes
     * to {@code problems} (file, line, column) and leaves the file out whole (an empty map).
     */
    public static Map<String, SolverDeclaration> declared(Path file, byte[] content, List<String> problems) {
        return readFile(file, content, problems);
    }

    private static Map<String, SolverDeclaration> readFile(Path file, byte[] content, List<String> problems) {
        Map<String, SolverDeclaration> read = new LinkedHashMap<>();
        read(new ByteArrayInputStream(content), file.toString(), read, problems);
        return read;
    }

    private static void add(
            Map<String, SolverDeclaration> read,
            Path file,
            Map<String, SolverDeclaration> byId,
            Map<String, Path> declaredIn) {
        byId.putAll(read);
        read.keySet().forEach(id -> declaredIn.put(id, file.toAbsolutePath().normalize()));
    }

    /** Reads one declarations file into {@code byId}; a file with a mistake is left out whole, with a message. */
    static void read(InputStream in, String source, Map<String, SolverDeclaration> byId, List<String> problems) {
        try {
            DeclarationFile file = JSON.readValue(in, DeclarationFile.class);
            for (SolverDeclaration d : file.solvers() == null ? List.<SolverDeclaration>of() : file.solvers()) {
                byId.put(d.id(), d);
            }
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            Throwable cause = e.getCause() instanceof IllegalArgumentException iae ? iae : e;
            String what = cause == e ? e.getOriginalMessage() : cause.getMessage();
            problems.add(source + (at == null ? "" : ": line " + at.getLineNr() + ", column " + at.getColumnNr()) + ": "
                    + what.lines().findFirst().orElse(what) + " (left out)");
        } catch (IOException e) {
            problems.add("cannot read " + source + ": " + e.getMessage());
        }
    }
}
