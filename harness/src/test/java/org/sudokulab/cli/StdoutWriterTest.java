package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class StdoutWriterTest {
    private static final String CLEF = "\uD834\uDD1E"; // one code point, two chars

    @Test
    void shortAndLongWritesComeOutInOrderAsUtf8() {
        String block = "123456789é\n".repeat(500); // 5,500 chars: past the block size
        List<String> writes = List.of(
                "a",
                block,
                "b" + CLEF,
                block.substring(3) + CLEF,
                "x".repeat(5000) + "\uD834",
                "\uDD1E" + block,
                "end");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintWriter out = new PrintWriter(new StdoutWriter(bytes), false);
        StringBuilder all = new StringBuilder();
        for (String w : writes) {
            out.write(w);
            all.append(w);
        }
        out.append(new StringBuilder(block)).flush(); // how solve hands on its answers
        all.append(block);
        assertArrayEquals(all.toString().getBytes(StandardCharsets.UTF_8), bytes.toByteArray());
        assertTrue(new String(bytes.toByteArray(), StandardCharsets.UTF_8).contains("x\uD834\uDD1E1"));
    }

    @Test
    void aFailedLongWriteThrows() {
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        StdoutWriter out = new StdoutWriter(full);
        StdoutWriter.Failed e = assertThrows(StdoutWriter.Failed.class, () -> out.write("5".repeat(10_000)));
        assertEquals("No space left on device", e.getMessage());
    }
}
