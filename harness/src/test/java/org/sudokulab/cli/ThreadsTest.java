package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code solve} and {@code count} on several threads print what one thread prints, byte for byte (stdout and
 * stderr, bad lines included): on every bundled sample corpus and on the first lines of each file of
 * ../shared/corpora's classic sets when it is there. JSON lines carry each puzzle's time, so they are compared
 * with the times masked.
 */
class ThreadsTest {
    private static final List<String> SAMPLES = List.of(
            "17clue.txt",
            "forum_hardest_1106.txt",
            "gecode_16x16.txt",
            "invalid7_annotated.txt",
            "janko_jigsaw.jsonl",
            "janko_killer_9x9.jsonl",
            "janko_killer_small.jsonl",
            "magictour_top1465.txt",
            "serg_benchmark.tsv");

    /**
     * Lines of each shared file: dozens of the batches the threads take (each sized to about a millisecond), more
     * than the window of four a thread holds at once. The whole 49,158 lines of 17clue.txt took 10 s of the
     * class's 16 in CI.
     */
    private static final int SHARED_LINES = 2_000;

    @TempDir
    static Path dir;

    @TestFactory
    Stream<DynamicTest> severalThreadsPrintWhatOnePrints() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String sample : SAMPLES) {
            Path f = dir.resolve(sample);
            try (InputStream in = ThreadsTest.class.getResourceAsStream("/org/sudokulab/testkit/sample/" + sample)) {
                Files.copy(in, f);
            }
            files.add(f);
        }
        Path shared = Path.of(System.getProperty("sudokulab.corpora", "../../shared/corpora"), "classic");
        if (Files.isDirectory(shared)) {
            try (Stream<Path> classic = Files.list(shared)) {
                for (Path f : classic.filter(f -> f.toString().endsWith(".txt"))
                        .sorted()
                        .toList()) {
                    Path head = dir.resolve("shared-" + f.getFileName());
                    try (Stream<String> lines = Files.lines(f)) {
                        Files.write(head, lines.limit(SHARED_LINES).toList());
                    }
                    files.add(head);
                }
            }
        }
        return files.stream()
                .flatMap(f -> Stream.of(
                        same(f, "solve", "-b", "bits"), same(f, "count", "-b", "dlx", "--limit", "2"), sameJson(f)));
    }

    private static DynamicTest same(Path file, String... command) {
        return DynamicTest.dynamicTest(String.join(" ", command) + " " + file.getFileName(), () -> {
            Cli one = Cli.run(Cli.args(command, "--threads", "1", "-q", file.toString()));
            Cli three = Cli.run(Cli.args(command, "--threads", "3", "-q", file.toString()));
            assertTrue(one.out().lines().count() > 0, one.err());
            assertEquals(one.exit(), three.exit());
            assertEquals(one.out(), three.out());
            assertEquals(one.err(), three.err());
        });
    }

    private static DynamicTest sameJson(Path file) {
        return DynamicTest.dynamicTest("count --json " + file.getFileName(), () -> {
            String[] count = {"count", "--json", "--limit", "2", "-q", file.toString()};
            Cli one = Cli.run(Cli.args(count, "--threads", "1"));
            Cli two = Cli.run(Cli.args(count, "--threads", "2"));
            assertEquals(masked(one.out()), masked(two.out()));
            assertEquals(one.err(), two.err());
        });
    }

    private static String masked(String jsonLines) {
        return jsonLines.replaceAll("\"(millis|buildMillis|searchMillis)\":[0-9.E-]+", "\"$1\":#");
    }
}
