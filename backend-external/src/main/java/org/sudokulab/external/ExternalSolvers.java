package org.sudokulab.external;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sudokulab.api.BackendProvider;
import org.sudokulab.api.SolverBackend;

/**
 * The external solvers: the project's declarations (built in: the solvers Debian packages), then
 * {@code solvers.json} in the working directory, then the file named by the system property
 * {@value #FILE_PROPERTY} ({@code --solvers FILE}). A later declaration of an id replaces an earlier one. A file
 * that cannot be read is reported with its line and column and left out; the others still count.
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
        // which file declared an id last, for the ids not built in: their commands run on the user's behalf
        Map<String, Path> declaredIn = new LinkedHashMap<>();
        Path local = Path.of(WORKING_DIRECTORY_FILE);
        if (Files.isRegularFile(local)) {
            readFile(local, byId, declaredIn, problems);
        }
        String named = System.getProperty(FILE_PROPERTY);
        if (named != null) {
            readFile(Path.of(named), byId, declaredIn, problems);
        }
        List<SolverBackend> backends = new ArrayList<>();
        byId.values().forEach(d -> backends.add(new ExternalBackend(d, declaredIn.get(d.id()))));
        return backends;
    }

    private static void readFile(
            Path file, Map<String, SolverDeclaration> byId, Map<String, Path> declaredIn, List<String> problems) {
        Map<String, SolverDeclaration> read = new LinkedHashMap<>();
        try (InputStream in = Files.newInputStream(file)) {
            read(in, file.toString(), read, problems);
        } catch (IOException e) {
            problems.add("cannot read " + file + ": " + e.getMessage());
        }
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
