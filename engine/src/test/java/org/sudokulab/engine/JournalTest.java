package org.sudokulab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalTest {
    @TempDir
    Path dir;

    @Test
    void aNewJournalStartsWithItsHeaderAndKeepsEachLineAsItIsAppended() throws IOException {
        Path file = dir.resolve("j.txt");
        try (Journal j = Journal.open(file, "# header")) {
            assertEquals(List.of("# header"), Journal.read(file), "nothing was there but the header");
            j.append("1 a");
            assertEquals("# header\n1 a\n", Files.readString(file), "written before close");
            j.append("2 b");
        }
        assertEquals(List.of("# header", "1 a", "2 b"), Journal.read(file));
    }

    @Test
    void linesLongerThanTheWriteBufferAndOfAnyScriptAreKeptWhole() throws IOException {
        Path file = dir.resolve("j.txt");
        String longLine = "x".repeat(511) + "é".repeat(700) + "\uD83E\uDDE9"; // past 512 bytes, 2 and 4 bytes a char
        StringBuilder reused = new StringBuilder();
        try (Journal j = Journal.open(file, "# header")) {
            j.append("x".repeat(511)); // with its newline, as long as the first buffer
            j.append(longLine);
            reused.append("naïve");
            j.append(reused);
            reused.setLength(0);
            j.append(reused.append("short"));
        }
        assertEquals(List.of("# header", "x".repeat(511), longLine, "naïve", "short"), Journal.read(file));
    }

    @Test
    void reopeningAppendsAfterWhatWasThereAndWritesNoSecondHeader() throws IOException {
        Path file = dir.resolve("j.txt");
        try (Journal j = Journal.open(file, "# header")) {
            j.append("1 a");
        }
        try (Journal j = Journal.open(file, "# header")) {
            assertEquals(List.of("# header", "1 a"), Journal.read(file));
            j.append("2 b");
        }
        assertEquals("# header\n1 a\n2 b\n", Files.readString(file));
    }

    @Test
    void aTornLastLineIsNotReadAndIsCutOnOpen() throws IOException {
        Path file = dir.resolve("j.txt");
        Files.writeString(file, "# header\n1 a\n2 b-half");
        assertEquals(List.of("# header", "1 a"), Journal.read(file), "read leaves the torn line out");
        assertEquals("# header\n1 a\n2 b-half", Files.readString(file), "and does not change the file");
        try (Journal j = Journal.open(file, "# header")) {
            assertEquals("# header\n1 a\n", Files.readString(file), "the torn line cut");
            j.append("2 b");
        }
        assertEquals("# header\n1 a\n2 b\n", Files.readString(file));
    }

    @Test
    void aFileWithNoWholeLineStartsAgainWithTheHeader() throws IOException {
        Path file = dir.resolve("j.txt");
        Files.writeString(file, "# hea");
        Journal.open(file, "# header").close();
        assertEquals("# header\n", Files.readString(file));
    }

    @Test
    void aMissingFileReadsAsEmpty() throws IOException {
        assertEquals(List.of(), Journal.read(dir.resolve("none.txt")));
    }

    @Test
    void aLineWithANewlineIsRefused() throws IOException {
        try (Journal j = Journal.open(dir.resolve("j.txt"), "# header")) {
            assertThrows(IllegalArgumentException.class, () -> j.append("1\n2"));
        }
    }

    @Test
    void aFailedWriteNamesTheFile() throws IOException {
        Path file = dir.resolve("j.txt");
        Journal j = Journal.open(file, "# header");
        j.close(); // a closed channel fails the way a full disk does: the write throws
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> j.append("1 a"));
        assertTrue(e.getMessage().startsWith("cannot write " + file + ": "), e.getMessage());
    }

    @Test
    void aJournalThatCannotBeCreatedSaysWhy() {
        assertThrows(IOException.class, () -> Journal.open(dir.resolve("no/such/dir/j.txt"), "# header"));
    }
}
