package org.sudokulab.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.Rows;

/** A run's folder: what --out may name, its lock, its journal read back, its files written whole. */
class RunFolderTest {
    @TempDir
    Path dir;

    private static final BenchRow ROW =
            Rows.of("dlx", "c", 1).millis(0.5).effort("", null).detail("").row();

    @Test
    void whatAFolderForARunMayBe() throws IOException {
        assertNull(RunFolder.unfit(dir, false), "an existing folder");
        assertNull(RunFolder.unfit(dir.resolve("new"), false), "a new folder in an existing one");
        Path file = Files.writeString(dir.resolve("file"), "x");
        assertEquals("is a file, not a folder", RunFolder.unfit(file, false));
        assertEquals("its parent " + file + " is a file, not a folder", RunFolder.unfit(file.resolve("run"), false));
        assertEquals(file + " is a file, not a folder", RunFolder.unfit(file.resolve("a/run"), true));
        Path missing = dir.resolve("missing");
        assertEquals("its parent " + missing + " does not exist", RunFolder.unfit(missing.resolve("run"), false));
        assertNull(RunFolder.unfit(missing.resolve("run"), true), "parents made on the way");
    }

    @Test
    void aFolderWithARunIsNotMadeAgainAndALockedOneIsNotResumed() throws IOException {
        Path run = dir.resolve("run");
        BenchPlan plan = BenchPlan.defaults().withBackends("dlx");
        try (RunFolder folder = RunFolder.create(run, plan)) {
            folder.journal().append(BenchRow.journalLine(ROW));
            BenchException held = assertThrows(BenchException.class, () -> RunFolder.resume(run));
            assertEquals(BenchException.Kind.BAD_PLAN, held.kind());
            assertEquals(
                    "another bench run is writing to " + run + " (its .lock is locked); wait for it, or choose"
                            + " another --out",
                    held.getMessage());
        }
        BenchException again = assertThrows(BenchException.class, () -> RunFolder.create(run, plan));
        assertEquals(BenchException.Kind.BAD_PLAN, again.kind());
        try (RunFolder folder = RunFolder.resume(run)) {
            assertEquals(List.of(ROW), folder.done(r -> null));
            folder.journal()
                    .append(BenchRow.journalLine(
                            ROW)); // the same call twice (a resumed run that made it again): read once
            assertEquals(1, folder.done(r -> null).size());
        }
        Path notARun = Files.createDirectories(dir.resolve("empty"));
        BenchException none = assertThrows(BenchException.class, () -> RunFolder.resume(notARun));
        assertEquals(notARun.resolve("run.json") + " does not exist: not a bench run", none.getMessage());
    }

    @Test
    void rowsJournalledThroughOneReusedLineFormatReadBackAsTheyWere() throws IOException {
        // (CSV has no null string: a row's empty counter and detail read back as "", so these rows hold "")
        List<BenchRow> rows = List.of(
                ROW,
                Rows.of("bits", "17clue", 49_158)
                        .millis(0.00276)
                        .split(0.0, 0.0027)
                        .effort("", null)
                        .detail("")
                        .row(),
                Rows.of("sat", "c", 2)
                        .outcome(BenchRow.Outcome.WRONG)
                        .millis(2.82879384806159E17)
                        .effort("", null)
                        .detail("a \"quoted\", comma; and é")
                        .row());
        BenchRow.LineFormat lines = new BenchRow.LineFormat();
        Path run = dir.resolve("run");
        try (RunFolder folder = RunFolder.create(run, BenchPlan.defaults().withBackends("dlx"))) {
            for (BenchRow row : rows) {
                CharSequence line = lines.format(row);
                assertEquals(BenchRow.journalLine(row), line.toString(), "the same line as a format of its own");
                folder.journal().append(line);
            }
            assertEquals(rows, folder.done(r -> null));
        }
    }

    @Test
    void aJournalWithoutTheHeaderIsNotReadAsRows() throws IOException {
        Path run = dir.resolve("run");
        RunFolder.create(run, BenchPlan.defaults()).close();
        Files.writeString(run.resolve(RunFolder.JOURNAL), "backend,something,else\n");
        try (RunFolder folder = RunFolder.resume(run)) {
            BenchException e = assertThrows(BenchException.class, () -> folder.done(r -> null));
            assertEquals(BenchException.Kind.CANNOT_RUN, e.kind());
            assertTrue(
                    e.getMessage().contains("journal.csv:1:1: expected the rows' header '")
                            && e.getMessage()
                                    .endsWith("got 'backend,something,else' (a file of another version of sudokulab, or"
                                            + " not a run's rows)"),
                    e.getMessage());
        }
    }

    @Test
    void aGeneratedCorpusIsKeptOnce() throws IOException {
        try (RunFolder folder = RunFolder.create(dir.resolve("run"), BenchPlan.defaults())) {
            folder.keepGenerated("k.txt", "first\n");
            folder.keepGenerated("k.txt", "second\n");
            assertEquals("first\n", Files.readString(dir.resolve("run/generated/k.txt")));
        }
    }

    @Test
    void aFileThatCannotBeWrittenIsNamedAndLeavesNoHalfCopy() throws IOException {
        Path file = dir.resolve("no-such-folder/report.md");
        IOException e = assertThrows(IOException.class, () -> RunFolder.writeAtomically(file, "text"));
        assertTrue(e.getMessage().startsWith("cannot write " + file + ": "), e.getMessage());
        Path whole = dir.resolve("whole.md");
        RunFolder.writeAtomically(whole, "old");
        IOException failed = assertThrows(
                IOException.class,
                () -> RunFolder.writeAtomically(whole, out -> {
                    out.write("half");
                    throw new IOException("No space left on device");
                }));
        assertEquals("cannot write " + whole + ": No space left on device", failed.getMessage());
        assertEquals("old", Files.readString(whole), "the previous version stays");
        assertFalse(Files.exists(dir.resolve("whole.md.tmp")));
    }
}
