package org.sudokulab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Cancellation;
import org.sudokulab.bench.evidence.Comparison;
import org.sudokulab.bench.run.BenchException;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.RunListener;

/**
 * A run folder that does not add up is refused, never read as if whole: by {@code bench compare} when its
 * results.csv lost rows, was cut in the middle of a row, holds a time that is not one, or was edited after the run;
 * by {@code --resume} when its journal is damaged before its last line or holds a call the plan does not make. Each
 * refusal names the file, the line and column, and what was expected.
 */
class DamagedRunTest {
    @TempDir
    static Path dir;

    static Path run;

    @BeforeAll
    static void aRun() throws Exception {
        Path corpus = Files.write(
                dir.resolve("six.txt"),
                List.of(
                        "1......2..4..3..",
                        "................",
                        "1234341221434321",
                        "12..34..........",
                        ".1..............",
                        "..2...........3."));
        run = dir.resolve("run");
        BenchPlan plan =
                Plans.of(BenchPlan.CorpusRef.file(corpus)).backends("dlx").plan();
        assertEquals(0, Bench.prepare(plan, new RunListener() {}).run(run).wrong());
    }

    /** A copy of the run with results.csv's text changed by {@code edit}. */
    private static Path damaged(String name, UnaryOperator<String> edit) throws IOException {
        Path copy = Files.createDirectories(dir.resolve(name));
        for (String f : List.of("summary.json", "results.csv", "run.json", "journal.csv")) {
            Files.copy(run.resolve(f), copy.resolve(f));
        }
        Path results = copy.resolve("results.csv");
        Files.writeString(results, edit.apply(Files.readString(results, StandardCharsets.UTF_8)));
        return copy;
    }

    private static String refusal(Path folder) {
        BenchException e = assertThrows(BenchException.class, () -> Comparison.of(run, folder, 0.05));
        assertEquals(BenchException.Kind.CANNOT_RUN, e.kind());
        return e.getMessage();
    }

    private static List<String> lines(String text) {
        return new ArrayList<>(text.lines().toList());
    }

    @Test
    void theRunComparesWithItsOwnCopy() throws Exception {
        Comparison c = Comparison.of(run, damaged("whole", s -> s), 0.05);
        assertTrue(c.changes().isEmpty() && c.unmatched().isEmpty(), c.toString());
    }

    @Test
    void rowsLostAreSaidWithTheCountTheSummaryRecords() throws Exception {
        Path lost = damaged("lost", s -> String.join("\n", lines(s).subList(0, 3)) + "\n");
        String why = refusal(lost);
        assertTrue(
                why.contains("results.csv holds 2 rows, but ") && why.contains("summary.json records 6 calls done"),
                why);
    }

    @Test
    void aRowCutInTheMiddleIsNamedByLineAndColumn() throws Exception {
        Path cut = damaged("cut", s -> s.substring(0, s.indexOf(",OK,", s.indexOf('\n', s.indexOf('\n') + 1))));
        String why = refusal(cut);
        assertTrue(why.contains("results.csv:3:") && why.contains("expected 21 fields"), why);
        assertTrue(why.contains("(a line cut short?)"), why);
    }

    @Test
    void aTimeThatIsNotATimeIsNamedWithItsColumn() throws Exception {
        for (String bad : List.of("NaN", "-5")) {
            Path folder = damaged("time" + bad, s -> {
                List<String> l = lines(s);
                String[] f = l.get(2).split(",", -1);
                f[9] = bad;
                l.set(2, String.join(",", f));
                return String.join("\n", l) + "\n";
            });
            String why = refusal(folder);
            assertTrue(
                    why.contains("results.csv:3:")
                            && why.contains(
                                    "millis: expected a time in milliseconds (a finite number, 0 or more), got '" + bad
                                            + "'"),
                    why);
        }
    }

    @Test
    void aFileEditedAfterTheRunIsNotTheOneTheSummaryRecords() throws Exception {
        Path edited = damaged("edited", s -> {
            List<String> l = lines(s);
            String[] f = l.get(1).split(",", -1);
            f[9] = "123.5"; // a time, but not the one measured
            l.set(1, String.join(",", f));
            return String.join("\n", l) + "\n";
        });
        assertTrue(refusal(edited).contains("its SHA-256 differs"), refusal(edited));
    }

    @Test
    void aJournalDamagedBeforeItsLastLineIsNotResumed() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("journal"));
        Files.copy(run.resolve("run.json"), folder.resolve("run.json"));
        List<String> journal = lines(Files.readString(run.resolve("journal.csv")));
        journal.set(2, journal.get(2).substring(0, 20));
        Files.writeString(folder.resolve("journal.csv"), String.join("\n", journal) + "\n");
        BenchPlan plan = BenchPlan.read(folder.resolve("run.json"));
        BenchException e = assertThrows(BenchException.class, () -> Bench.prepare(plan, new RunListener() {}, folder)
                .run(folder, true, new Cancellation(), new RunListener() {}, 0));
        assertTrue(
                e.getMessage().contains("journal.csv:3:") && e.getMessage().contains("expected 21 fields"),
                e.getMessage());
    }

    @Test
    void aJournalRowTheRunDoesNotMakeIsNotResumed() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("foreign"));
        Files.copy(run.resolve("run.json"), folder.resolve("run.json"));
        List<String> journal = lines(Files.readString(run.resolve("journal.csv")));
        journal.set(1, journal.get(1).replaceFirst("^dlx,six,\\d+,", "dlx,six,99,"));
        Files.writeString(folder.resolve("journal.csv"), String.join("\n", journal) + "\n");
        BenchPlan plan = BenchPlan.read(folder.resolve("run.json"));
        BenchException e = assertThrows(BenchException.class, () -> Bench.prepare(plan, new RunListener() {}, folder)
                .run(folder, true, new Cancellation(), new RunListener() {}, 0));
        assertTrue(e.getMessage().contains("journal.csv:2:1: puzzle 99 of six, which has 6"), e.getMessage());
    }

    @Test
    void aPlanOfAnotherVersionIsNamedWithItsField() throws Exception {
        Path old = Files.writeString(
                dir.resolve("old-run.json"),
                Files.readString(run.resolve("run.json")).replace("\"forks\" : 0", "\"isolate\" : false"));
        BenchException e = assertThrows(BenchException.class, () -> BenchPlan.read(old));
        assertTrue(e.getMessage().startsWith(old + ":"), e.getMessage());
        assertTrue(e.getMessage().contains("unknown field \"isolate\""), e.getMessage());
    }
}
