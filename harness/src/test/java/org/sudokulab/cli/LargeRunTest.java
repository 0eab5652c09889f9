package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.io.PuzzleEntry;
import org.sudokulab.testkit.SampleCorpus;

/**
 * A bench far larger than the defaults in a small heap: 100,000 puzzles (the bundled 17-clue sample, its digits
 * relabelled a thousand ways) with bits under -Xmx96m. About 0.45 KB a row and puzzle are held (docs/bench.md): it
 * completed at -Xmx64m here, so 96 MB leaves room without hiding a report that held per puzzle what the run did.
 */
@Tag("slow")
class LargeRunTest {
    @TempDir
    Path dir;

    @Test
    void aHundredThousandPuzzlesFitInNinetySixMegabytes() throws Exception {
        List<String> seventeens = SampleCorpus.read("17clue.txt").stream()
                .map(l -> ((PuzzleEntry) l).puzzle().givensLine())
                .toList();
        List<String> lines = new ArrayList<>();
        Random random = new Random(41);
        for (int relabelling = 0; relabelling < 1000; relabelling++) {
            List<Character> digits = new ArrayList<>(List.of('1', '2', '3', '4', '5', '6', '7', '8', '9'));
            Collections.shuffle(digits, random);
            for (String line : seventeens) {
                StringBuilder b = new StringBuilder(line.length());
                for (char ch : line.toCharArray()) {
                    b.append(ch == '.' ? '.' : digits.get(ch - '1'));
                }
                lines.add(b.toString());
            }
        }
        Path corpus = Files.write(dir.resolve("relabelled.txt"), lines, StandardCharsets.US_ASCII);
        Path out = dir.resolve("run");
        Process p = new ProcessBuilder(LimitedJvm.cli(
                        List.of("-Xmx96m"),
                        "bench",
                        "--forks",
                        "0",
                        "-q",
                        "-b",
                        "bits",
                        "--corpus",
                        corpus.toString(),
                        "--warmup",
                        "1s",
                        "--out",
                        out.toString()))
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("bench.log").toFile())
                .start();
        assertTrue(p.waitFor(10, TimeUnit.MINUTES), "the bench ends");
        String log = Files.readString(dir.resolve("bench.log"));
        assertEquals(0, p.exitValue(), log);
        assertTrue(log.contains("complete: 100000 of 100000 calls; 0 WRONG"), log);
        try (var rows = Files.lines(out.resolve("results.csv"))) {
            assertEquals(100_001, rows.count(), "the header and a row per call");
        }
    }
}
