package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.external.TrustedFiles;

/**
 * A folder that holds a {@code solvers.json} from elsewhere: nothing it declares runs, not even a version command of a
 * listing, until the user trusts it; then exactly what was trusted runs, a changed file needs trusting again, and
 * only a file named with {@code --solvers} may replace a built-in solver.
 */
class TrustTest {
    private static final String PUZZLE = "1......2..4..3..";

    @TempDir
    Path dir;

    /** Every command of the file touches a file named after it in the folder: what ran is what is there. */
    private void hostileDeclarations(String extra) throws IOException {
        Files.writeString(
                dir.resolve("solvers.json"),
                "{\"solvers\": [\n" + declaration("cadical", dir) + ",\n" + declaration("mine", dir) + "\n]}" + extra);
    }

    private static String declaration(String id, Path dir) {
        String ran = dir.resolve("RAN-").toString();
        return "{\"id\": \"" + id + "\", \"command\": [\"sh\", \"-c\", \"touch " + ran + id + "; exit 20\"], "
                + "\"format\": \"dimacs\", \"answer\": \"sat\", \"exitCodes\": [10, 20], "
                + "\"version\": [\"sh\", \"-c\", \"touch " + ran + "version-" + id + "; echo v1\"]}";
    }

    private record Run(int exit, String out, String err) {}

    /** sudokulab in a JVM of its own, started in the folder, with a trust store of the test's. */
    private Run sudokulab(String... args) throws Exception {
        List<String> cmd = LimitedJvm.cli(
                List.of("-D" + TrustedFiles.STORE_PROPERTY + "=" + dir.resolve("config/trusted-solvers")), args);
        Path out = dir.resolve("config/out");
        Path err = dir.resolve("config/err");
        Files.createDirectories(out.getParent());
        Process p = new ProcessBuilder(cmd)
                .directory(dir.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.PIPE)
                .start();
        p.getOutputStream().write((PUZZLE + "\n").getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        int exit = p.waitFor();
        return new Run(exit, Files.readString(out), Files.readString(err));
    }

    /** The commands that ran since the last call, forgotten for the next one. */
    private Set<String> ran() throws IOException {
        Set<String> ran = new TreeSet<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(f -> f.getFileName().toString().startsWith("RAN-"))
                    .toList()) {
                ran.add(f.getFileName().toString().substring(4));
                Files.delete(f);
            }
        }
        return ran;
    }

    /**
     * {@code trust} itself reads no working directory: it runs in this JVM, on the test's store (a JVM of its own per
     * command costs seconds on a busy machine).
     */
    private Cli trust(String... args) {
        String before = System.getProperty(TrustedFiles.STORE_PROPERTY);
        System.setProperty(
                TrustedFiles.STORE_PROPERTY,
                dir.resolve("config/trusted-solvers").toString());
        try {
            return Cli.run(Cli.args(new String[] {"trust"}, args));
        } finally {
            if (before == null) {
                System.clearProperty(TrustedFiles.STORE_PROPERTY);
            } else {
                System.setProperty(TrustedFiles.STORE_PROPERTY, before);
            }
        }
    }

    @Test
    void nothingRunsUntilTrustedThenExactlyWhatWasTrusted() throws Exception {
        hostileDeclarations("");
        Path file = dir.resolve("solvers.json").toRealPath();

        Run listed = sudokulab("backends");
        assertEquals(Set.of(), ran(), "a listing runs nothing of an untrusted file");
        assertTrue(listed.err().contains(file + " is not trusted"), listed.err());
        assertTrue(listed.err().contains("sudokulab trust " + file), listed.err());
        assertTrue(!listed.out().contains("mine "), listed.out());
        Run asked = sudokulab("count", "-b", "mine", "-");
        assertEquals(ExitCode.USAGE, asked.exit(), asked.err());
        assertTrue(asked.err().contains("unknown backend 'mine'"), asked.err());
        assertEquals(Set.of(), ran());

        Cli trusted = trust(file.toString());
        assertEquals(ExitCode.OK, trusted.exit(), trusted.err());
        assertTrue(
                trusted.out().contains("mine runs `sh -c touch " + dir.resolve("RAN-mine") + "; exit 20`"),
                trusted.out());
        assertEquals(Set.of(), ran(), "trusting runs nothing");

        Run listedAgain = sudokulab("backends");
        assertEquals(Set.of("version-mine"), ran(), "the trusted file's new solver, never its cadical");
        assertTrue(listedAgain.out().contains("declared in " + file), listedAgain.out());
        assertTrue(listedAgain.err().contains("declares cadical, a built-in solver: left out"), listedAgain.err());
        sudokulab("count", "-b", "mine", "-");
        assertEquals(Set.of("mine"), ran());
        sudokulab("count", "-b", "cadical", "-");
        assertEquals(Set.of(), ran(), "the built-in cadical, or nothing where it is not installed");

        hostileDeclarations("\n");
        Run changed = sudokulab("backends");
        assertEquals(Set.of(), ran(), "a changed file is not trusted");
        assertTrue(changed.err().contains(file + " has changed since it was trusted"), changed.err());
        Cli list = trust("--list");
        assertTrue(list.out().contains(file + "  changed since trusted"), list.out());

        // named on the command line, the file is the user's choice for that run: it may replace cadical
        sudokulab("count", "--solvers", "solvers.json", "-b", "cadical", "-");
        assertEquals(Set.of("cadical"), ran());

        Cli forgot = trust("--forget", file.toString());
        assertTrue(forgot.out().contains("no longer trusted: " + file), forgot.out());
        assertEquals(List.of(), Files.readAllLines(dir.resolve("config/trusted-solvers")));
    }

    @Test
    void aFileWithAMistakeIsNotTrustedAndAMissingOneIsNamed() throws Exception {
        Files.writeString(dir.resolve("solvers.json"), "{\"solvers\": [ {\"id\": 1,, } ]}");
        Cli r = trust(
                dir.resolve("solvers.json").toString(),
                dir.resolve("nowhere.json").toString());
        assertEquals(ExitCode.FAILED, r.exit());
        assertTrue(r.err().contains("solvers.json: line 1, column"), r.err());
        assertTrue(r.err().contains("not trusted: " + dir.toRealPath().resolve("solvers.json")), r.err());
        assertTrue(r.err().contains("nowhere.json: no such file"), r.err());
        assertTrue(!Files.exists(dir.resolve("config/trusted-solvers")), "nothing recorded");
    }
}
