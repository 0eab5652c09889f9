package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line as a user sees it: a few dozen commands over every subcommand, text and {@code --json},
 * with their exit codes, stdout and stderr, compared with {@code transcript.txt} ({@code census.txt} for census,
 * replayed by {@link CensusTranscriptTest}). Figures that depend on the
 * machine (times) are masked with {@code #}; everything else must stay as recorded.
 *
 * <p>Each entry of the transcript is {@code $ ARGS} (whitespace-separated; {@code {in}} is a copy of the
 * input files, {@code {tmp}} a scratch folder), then {@code [exit N]}, then {@code out|} and {@code err|}
 * lines. {@code $ %csv FILE} prints a bench results file with its time columns masked. To record the
 * transcript again after an intended change: {@code mvn -pl harness test -Dtest=TranscriptTest
 * -Dsudokulab.transcript.record=true}, then read the diff.
 */
class TranscriptTest {
    private static final Path TRANSCRIPTS = Path.of("src", "test", "resources", "transcript");

    /** The file this class replays; census's entries are a file of their own, so that two JVMs share the work. */
    String file() {
        return "transcript.txt";
    }

    private static final Path INPUTS = Path.of("src", "test", "resources", "transcript", "inputs");

    /** Machine-dependent figures, masked in every output line. */
    private static final List<Mask> MASKS = List.of(
            new Mask("(\"(?:millis|buildMillis|searchMillis|seconds)\"\\s*:\\s*)-?[0-9.]+(E-?[0-9]+)?", "$1#"),
            // --version: the commit the classes were built from, or none outside a git checkout
            new Mask(
                    "commit (?:[0-9a-f]{40}(?:, with local changes)?|unknown \\(built outside a git checkout\\))",
                    "commit #"),
            new Mask("time: [0-9.]+ s", "time: # s"),
            // the closing summary: which of two close backends leads a small corpus is the machine's to say
            new Mask("\\S+ [0-9.]+ ms, [0-9.]+x faster than \\S+;", "# # ms, #x faster than #;"),
            new Mask("\\S+ [0-9.]+ ms, the only", "# # ms, the only"),
            new Mask("\\([0-9,]+ ms\\)", "(# ms)"),
            new Mask("in [0-9.]+ s", "in # s"),
            new Mask("seconds=[0-9.]+", "seconds=#"),
            new Mask("[0-9]+ threads", "# threads"),
            // survey ksudoku CSV: k,puzzle,clues,path,millis
            new Mask("^([0-9]+,[^,]+,[0-9]+,[0-9]+),[0-9]+$", "$1,#"));

    /** Progress lines: when they appear depends on the machine's speed. */
    private static final Pattern PROGRESS =
            Pattern.compile(".*( of [0-9]+ conjugacy classes counted| N known for [0-9]+ of| values reached after).*");

    private record Mask(Pattern pattern, String replacement) {
        Mask(String regex, String replacement) {
            this(Pattern.compile(regex), replacement);
        }
    }

    @TempDir
    Path tmp;

    @Test
    void theCommandLineAnswersAsRecorded() throws IOException {
        Path in = tmp.resolve("in");
        Files.createDirectories(in);
        try (Stream<Path> files = Files.list(INPUTS)) {
            for (Path f : files.toList()) {
                Files.copy(f, in.resolve(f.getFileName()));
            }
        }
        Path transcript = TRANSCRIPTS.resolve(file());
        List<String> recorded = Files.readAllLines(transcript, StandardCharsets.UTF_8);
        List<String> actual = new ArrayList<>();
        for (String line : recorded) {
            if (line.startsWith("$ ")) {
                actual.addAll(run(line.substring(2), in));
            }
        }
        if (Boolean.getBoolean("sudokulab.transcript.record")) {
            Files.write(transcript, actual, StandardCharsets.UTF_8);
            return;
        }
        // what the commands printed, beside the recording, to diff when they differ
        Files.write(Path.of("target", file().replace(".txt", ".actual.txt")), actual, StandardCharsets.UTF_8);
        List<String> expected = recorded.stream().filter(l -> !l.isBlank()).toList();
        List<String> got = actual.stream().filter(l -> !l.isBlank()).toList();
        assertTrue(expected.equals(got), "the transcript differs:\n" + diff(expected, got));
    }

    /** The entry for one command: its line, exit code and masked output. */
    private List<String> run(String command, Path in) throws IOException {
        List<String> out = new ArrayList<>();
        out.add("");
        out.add("$ " + command);
        String expanded = command.replace("{in}", in.toString()).replace("{tmp}", tmp.toString());
        String[] args = expanded.trim().split("\\s+");
        if (args[0].equals("%csv")) {
            for (String l : Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8)) {
                out.add("out| " + maskCsv(l));
            }
            return out;
        }
        Cli r = Cli.run(args);
        out.add("[exit " + r.exit() + "]");
        // The external solvers listed by `backends` depend on what the machine has installed: kept out.
        r.out()
                .lines()
                .takeWhile(l -> !l.equals(BackendsCommand.EXTERNAL_HEADER))
                .forEach(l -> out.add("out| " + mask(l, in)));
        r.err().lines().filter(l -> !PROGRESS.matcher(l).matches()).forEach(l -> out.add("err| " + mask(l, in)));
        return out;
    }

    private String mask(String line, Path in) {
        String s = line.replace(in.toString(), "{in}").replace(tmp.toString(), "{tmp}");
        for (Mask m : MASKS) {
            s = m.pattern().matcher(s).replaceAll(m.replacement());
        }
        return s;
    }

    /**
     * results.csv: the millis, buildMillis and searchMillis columns (10 to 12), the executor (17) and the memory
     * (20 and 21: a cold JVM's first calls allocate what its class loading takes) masked.
     */
    private static String maskCsv(String line) {
        String[] f = line.split(",", -1);
        if (f.length >= 12 && !f[0].equals("backend")) {
            for (int i = 9; i <= 11; i++) {
                f[i] = f[i].isEmpty() ? "" : "#";
            }
            if (f.length >= 17) {
                f[16] = f[16].isEmpty() ? "" : "#host";
            }
            for (int i = 19; i < Math.min(f.length, 21); i++) {
                f[i] = f[i].isEmpty() ? "" : "#";
            }
        }
        return String.join(",", f);
    }

    /** The first lines that differ, with a little context. */
    private static String diff(List<String> expected, List<String> got) {
        int i = 0;
        while (i < expected.size() && i < got.size() && expected.get(i).equals(got.get(i))) {
            i++;
        }
        StringBuilder s = new StringBuilder();
        for (int k = Math.max(0, i - 3); k < i; k++) {
            s.append("  ").append(expected.get(k)).append('\n');
        }
        for (int k = i; k < Math.min(expected.size(), i + 8); k++) {
            s.append("- ").append(expected.get(k)).append('\n');
        }
        for (int k = i; k < Math.min(got.size(), i + 8); k++) {
            s.append("+ ").append(got.get(k)).append('\n');
        }
        return s.toString();
    }
}
