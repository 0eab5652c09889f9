package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CliTest {
    @TempDir
    Path dir;

    private Path file(String name, String... lines) throws IOException {
        Path f = dir.resolve(name);
        Files.write(f, List.of(lines));
        return f;
    }

    @Test
    void backendsListsBothWithCapabilities() {
        Cli r = Cli.run("backends");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("dlx"), r.out());
        assertTrue(r.out().contains("backtrack"), r.out());
        assertTrue(r.out().contains("KILLER"), r.out());
    }

    @Test
    void countsTheEmpty4x4WithEveryBackend() throws IOException {
        Path f = file("empty.txt", "................");
        for (String backend : List.of("dlx", "backtrack")) {
            Cli r = Cli.run("count", "-b", backend, "--limit", "1000", f.toString());
            assertEquals(0, r.exit(), r.err());
            assertEquals(List.of("288"), r.lines());
        }
    }

    @Test
    void stoppedCountsPrintAtLeast() throws IOException {
        Path f = file("empty.txt", "................");
        Cli r = Cli.run("count", "--limit", "5", f.toString());
        assertEquals(List.of(">=5"), r.lines());
        assertEquals(0, r.exit());
    }

    @Test
    void solvePrintsSolutionOrUnsolvable() throws IOException {
        Path f = file("p.txt", "# two puzzles", "1......2..4..3..", "", "11..............");
        Cli r = Cli.run("solve", f.toString());
        assertEquals(List.of("1234341221434321", "unsolvable"), r.lines());
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void badLinesAreReportedAndTheRestIsAnswered() throws IOException {
        Path f = file(
                "bad.txt",
                ".".repeat(80),
                "....x" + ".".repeat(76),
                "{\"n\": 4, \"boxRows\": 2, \"boxCols\": 2, \"cages\": [{\"sum\": 20, \"cells\": [0, 1]}]}",
                "................ 1111122233443344",
                "1......2..4..3..");
        Cli r = Cli.run("count", "--limit", "2", f.toString());
        assertEquals(1, r.exit());
        assertEquals(List.of("error", "error", "error", "error", "1"), r.lines());
        List<String> messages = r.err().lines().toList();
        assertEquals(4, messages.size(), r.err());
        assertTrue(messages.get(0).contains("bad.txt:1:1: expected n*n symbols"), messages.get(0));
        assertTrue(messages.get(1).contains("bad.txt:2:5: bad symbol 'x'"), messages.get(1));
        assertTrue(
                messages.get(2).contains("bad.txt:3:38: cage sum 20 is impossible for 2 cells (3..7)"),
                messages.get(2));
        assertTrue(messages.get(3).contains("bad.txt:4:18: jigsaw region 1 has 5 cells, expected 4"), messages.get(3));
        for (String m : messages) {
            assertTrue(!m.contains("Exception") && !m.contains("\tat "), "no stack traces: " + m);
        }
    }

    @Test
    void unknownBackendIsAUsageError() {
        Cli r = Cli.run("solve", "-b", "nosuch");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("unknown backend 'nosuch'; known: backtrack, "), r.err());
        assertTrue(r.err().contains(", dlx"), r.err());
    }

    @Test
    void missingFileIsReportedAndOthersAreRead() throws IOException {
        Path f = file("ok.txt", "1......2..4..3..");
        Cli r = Cli.run("count", dir.resolve("nope.txt").toString(), f.toString());
        assertEquals(1, r.exit());
        assertEquals(List.of("1"), r.lines());
        assertTrue(r.err().contains("cannot read"), r.err());
    }

    @Test
    void goldenMismatchFailsTheRun() throws IOException {
        Path f = file("gold.txt", "................:287");
        Cli r = Cli.run("count", f.toString());
        assertEquals(1, r.exit());
        assertEquals(List.of("288"), r.lines());
        assertTrue(r.err().contains("counted 288, the line expects 287"), r.err());
    }

    @Test
    void jsonLinesCarryTheDesignFields() throws IOException {
        Path f = file("p.txt", "1......2..4..3..");
        Cli r = Cli.run("count", "--json", "--limit", "2", f.toString());
        JsonNode node = new ObjectMapper().readTree(r.lines().get(0));
        for (String field : List.of("index", "backend", "status", "count", "exact", "solution", "millis", "error")) {
            assertTrue(node.has(field), field + " in " + node);
        }
        assertEquals("exact", node.get("status").asText());
        assertEquals(1, node.get("count").asInt());
        assertTrue(node.get("exact").asBoolean());
        assertEquals("1234341221434321", node.get("solution").asText());
        assertTrue(node.get("stats").has("nodes"));
    }

    @Test
    void timeoutIsAnAnswerNotAHang() throws IOException {
        Path f = file("empty9.txt", ".".repeat(81));
        Cli r = Cli.run("count", "--timeout", "200ms", "--limit", "999999999999", f.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.lines().get(0).startsWith(">="), r.out());
    }

    @Test
    void boxesOptionReadsRokuDokuSideways() throws IOException {
        Path f = file("six.txt", ".".repeat(36));
        Cli r = Cli.run("count", "--boxes", "3x2", "--limit", "5", f.toString());
        assertEquals(List.of(">=5"), r.lines(), r.err());
        Cli bad = Cli.run("count", "--boxes", "3by2", f.toString());
        assertEquals(2, bad.exit());
    }

    @Test
    void aLatinOrderOutOfRangeIsAPlainUsageError() throws IOException {
        Path f = file("latin.txt", ".".repeat(9));
        for (String order : List.of("0", "37")) {
            Cli r = Cli.run("count", "--latin", order, f.toString());
            assertEquals(2, r.exit(), r.err());
            assertTrue(
                    r.err()
                            .startsWith("Invalid value for option '--latin': " + order
                                    + " (a Latin square's order is 1 " + "to 36)"),
                    r.err());
            assertTrue(!r.err().contains("Exception"), r.err());
        }
    }

    @Test
    void everySubcommandHasHelp() {
        for (String command : List.of("backends", "solve", "count")) {
            Cli r = Cli.run(command, "--help");
            assertEquals(0, r.exit());
            assertTrue(r.out().contains("Usage: sudokulab " + command), r.out());
        }
    }

    @Test
    void versionNamesTheCommitTheClassesWereBuiltFrom() throws Exception {
        Cli r = Cli.run("--version");
        assertEquals(0, r.exit());
        assertTrue(
                r.out()
                        .matches("sudokulab 0\\.1\\.0-SNAPSHOT, commit (?:[0-9a-f]{40}(?:, with local changes)?"
                                + "|unknown \\(built outside a git checkout\\))\n"),
                r.out());
        for (String command : List.of("solve", "census", "bench")) {
            Cli sub = Cli.run(command, "--version");
            assertEquals(0, sub.exit(), command);
            assertEquals(r.out(), sub.out(), command + " --version says what sudokulab --version says");
        }
        java.util.Properties unfilled = new java.util.Properties();
        unfilled.setProperty("version", "${project.version}");
        unfilled.setProperty("commit", "${git.commit.id}");
        assertEquals(
                "sudokulab (development build), commit unknown (built outside a git checkout)",
                Main.Version.describe(unfilled));
        java.util.Properties built = new java.util.Properties();
        built.setProperty("version", "1.2");
        built.setProperty("commit", "abc");
        built.setProperty("dirty", "true");
        assertEquals("sudokulab 1.2, commit abc, with local changes", Main.Version.describe(built));
        built.setProperty("dirty", "false");
        assertEquals("sudokulab 1.2, commit abc", Main.Version.describe(built));
    }

    /**
     * Every command's --help renders without picocli's format warnings (an unescaped '%' in a description: it then
     * prints the raw text, "5%%", and three warnings on stderr).
     */
    @Test
    void everyCommandsHelpFormatsCleanly() {
        java.io.PrintStream stderr = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        List<String> said = new java.util.ArrayList<>();
        System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            java.util.ArrayDeque<picocli.CommandLine> todo = new java.util.ArrayDeque<>();
            todo.add(Main.commandLine(new String[0]));
            while (!todo.isEmpty()) {
                picocli.CommandLine c = todo.pop();
                String help = c.getUsageMessage();
                if (help.contains("%%")) {
                    said.add(c.getCommandSpec().qualifiedName() + " shows '%%'");
                }
                todo.addAll(c.getSubcommands().values());
            }
        } finally {
            System.setErr(stderr);
        }
        String warnings = captured.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(said.isEmpty() && !warnings.contains("picocli WARN"), said + "\n" + warnings);
    }

    /** The command lists of --help show a command's first description line: each must be a whole sentence. */
    @Test
    void everyCommandsSummaryIsAWholeSentence() {
        List<String> cut = new java.util.ArrayList<>();
        java.util.ArrayDeque<picocli.CommandLine> todo = new java.util.ArrayDeque<>();
        todo.add(Main.commandLine(new String[0]));
        while (!todo.isEmpty()) {
            picocli.CommandLine c = todo.pop();
            String[] description = c.getCommandSpec().usageMessage().description();
            String[] header = c.getCommandSpec().usageMessage().header();
            String summary = header.length > 0 ? header[0] : description.length > 0 ? description[0] : "";
            if (!summary.endsWith(".")) {
                cut.add(c.getCommandSpec().qualifiedName() + ": " + summary);
            }
            todo.addAll(c.getSubcommands().values());
        }
        assertTrue(cut.isEmpty(), String.join("\n", cut));
    }
}
