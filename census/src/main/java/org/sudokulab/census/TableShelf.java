package org.sudokulab.census;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.engine.Journal;

/**
 * Half tables ({@link BandColourings#table}) kept on disk, one gzip file a type, so that over a run that spans
 * several JVMs each table is made once, and the plan knows its size before it splits the classes
 * ({@link SharedHalves#bySize}). A file is written whole under a temporary name, then renamed: a killed write leaves
 * no table. One that fails its checks (gzip's CRC and length, the header, the number of states, the rising keys,
 * the end mark) is refused, never read in part. Each table made is also journaled in a small file of sizes, which
 * may live elsewhere (in data/, say): a run whose folder was lost still knows the sizes, and makes again only
 * the tables its joins need.
 */
final class TableShelf {
    private static final String MAGIC = "sudokulab half table";
    private static final int VERSION = 2;
    private static final String END = "end";
    private static final String MAKING = ".making-";

    private final Path dir;
    private final Path sizes;
    private final int rows;
    /** What {@link #list} has refused: each once, though the list is read more than once a run. */
    private final Set<String> refusedBefore = ConcurrentHashMap.newKeySet();

    /** What a file's header says: the table's states, and the seconds it took to make. */
    record Shelved(int states, double seconds) {}

    /**
     * The shelf in {@code dir}, created when new, its sizes journaled in {@code sizes}; temporary files left by killed
     * writes are removed. A folder that cannot be made or read is an {@link UncheckedIOException} that names it, as
     * is any failed write later.
     */
    TableShelf(Path dir, Path sizes, int rows) {
        this.dir = dir;
        this.sizes = sizes;
        this.rows = rows;
        try {
            Files.createDirectories(dir);
            try (DirectoryStream<Path> left = Files.newDirectoryStream(dir, MAKING + "*")) {
                for (Path p : left) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException e) {
            throw failed("cannot use " + dir + " for the half tables", e);
        }
    }

    private Path file(String type) {
        return dir.resolve("2x" + rows + "-" + type + ".table.gz");
    }

    /**
     * Every table known, by type: the sizes journal's lines, then the headers of the shelf's files. A bad line, or a
     * file whose header cannot be read, goes to {@code refused}.
     */
    Map<String, Shelved> list(Consumer<String> refused) {
        Map<String, Shelved> shelved = journaled(refused);
        shelved.putAll(filed(refused));
        return shelved;
    }

    /**
     * The tables whose files are on the shelf, by type, from their headers; a file whose header cannot be read goes
     * to {@code refused}.
     */
    Map<String, Shelved> filed(Consumer<String> refused) {
        Map<String, Shelved> shelved = new HashMap<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "2x" + rows + "-*.table.gz")) {
            for (Path p : files) {
                try (DataInputStream in = open(p)) {
                    String type = header(in, p, null);
                    shelved.put(type, new Shelved(in.readInt(), in.readDouble()));
                } catch (IOException e) {
                    tell(refused, damaged(p, e));
                }
            }
        } catch (IOException e) {
            throw failed("cannot list " + dir, e);
        }
        return shelved;
    }

    /** The tables of the sizes journal, by type; a bad line goes to {@code refused}. */
    private Map<String, Shelved> journaled(Consumer<String> refused) {
        Map<String, Shelved> shelved = new HashMap<>();
        try {
            List<String> lines = Journal.read(sizes);
            for (int i = 0; i < lines.size(); i++) {
                String[] fields = lines.get(i).split(" ");
                if (lines.get(i).startsWith("#")) {
                    continue;
                }
                try {
                    if (fields.length != 3 || !fields[0].matches("[0-9]+(,[0-9]+)*")) {
                        throw new NumberFormatException();
                    }
                    Shelved t = new Shelved(Integer.parseInt(fields[1]), Double.parseDouble(fields[2]));
                    if (t.states() < 0 || !(t.seconds() >= 0) || Double.isInfinite(t.seconds())) {
                        throw new NumberFormatException();
                    }
                    shelved.put(fields[0], t);
                } catch (NumberFormatException e) {
                    tell(refused, sizes + ":" + (i + 1) + ":1: expected a table's type, states and seconds");
                }
            }
        } catch (IOException e) {
            throw failed("cannot read " + sizes, e);
        }
        return shelved;
    }

    private void tell(Consumer<String> refused, String message) {
        if (refusedBefore.add(message)) {
            refused.accept(message);
        }
    }

    /** The states of the type's table, checked whole; null when the shelf has none; damaged, an IOException. */
    LongCounts read(String type) throws IOException {
        Path p = file(type);
        try (DataInputStream in = open(p)) {
            header(in, p, type);
            int size = in.readInt();
            in.readDouble();
            if (size < 0) {
                throw new IOException("a negative number of states");
            }
            LongCounts states = new LongCounts(size);
            long key = -1;
            for (int i = 0; i < size; i++) {
                long step = readVarLong(in);
                long count = readVarLong(in);
                key += step;
                if (step <= 0 || key < 0 || count <= 0) {
                    throw new IOException("state " + i + " is not a rising key and a count");
                }
                states.add(key, count);
            }
            if (states.size() != size || !END.equals(in.readUTF()) || in.read() != -1) {
                throw new IOException("the states are not those its header counts");
            }
            return states;
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            throw new IOException(damaged(p, e), e);
        }
    }

    /** Keeps the type's table, made in {@code seconds}; written whole or not at all. */
    void write(String type, LongCounts states, double seconds) {
        try {
            Path temporary = Files.createTempFile(dir, MAKING, ".tmp");
            try {
                writeTo(temporary, type, states, seconds);
                Files.move(temporary, file(type), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            throw failed("cannot write " + file(type), e);
        }
        synchronized (this) { // one writer at a time: each opens the journal, which cuts a torn last line
            journal(type, states.size(), seconds);
        }
    }

    /** The table's line in the sizes journal, unless it has one: a table made again, its file lost, has. */
    private void journal(String type, int states, double seconds) {
        if (journaled(message -> {}).containsKey(type)) {
            return;
        }
        try (Journal journal = Journal.open(
                sizes,
                "# census grids --boxes 2x" + rows + " --shared-halves: the half tables made: type (point counts), "
                        + "states, seconds; one table a line")) {
            journal.append(type + " " + states + " " + String.format(Locale.ROOT, "%.3f", seconds));
        } catch (IOException e) {
            throw failed("cannot write " + sizes, e);
        }
    }

    private void writeTo(Path temporary, String type, LongCounts states, double seconds) throws IOException {
        try (OutputStream file = Files.newOutputStream(temporary);
                DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FastGzip(file), 1 << 16))) {
            out.writeUTF(MAGIC);
            out.writeInt(VERSION);
            out.writeInt(rows);
            out.writeUTF(type);
            out.writeInt(states.size());
            out.writeDouble(seconds);
            // the keys rising, each as its step from the last, in 7-bit groups: 2.6 bytes a state in a 2x6 table
            // of 12 million, where the two longs in hash order took 16 and gzip kept 8.6 of them
            long[] keys = new long[states.size()];
            int n = 0;
            for (int slot = 0; slot < states.capacity(); slot++) {
                if (states.key(slot) >= 0) {
                    keys[n++] = states.key(slot);
                }
            }
            Arrays.sort(keys);
            long previous = -1;
            for (long key : keys) {
                writeVarLong(out, key - previous);
                writeVarLong(out, states.get(key));
                previous = key;
            }
            out.writeUTF(END);
        }
    }

    private static void writeVarLong(DataOutputStream out, long value) throws IOException {
        for (; value >= 0x80; value >>>= 7) {
            out.writeByte((int) (value & 0x7F) | 0x80);
        }
        out.writeByte((int) value);
    }

    private static long readVarLong(DataInputStream in) throws IOException {
        long value = 0;
        for (int shift = 0; shift < 63; shift += 7) {
            int b = in.readUnsignedByte();
            value |= (long) (b & 0x7F) << shift;
            if (b < 0x80) {
                return value;
            }
        }
        throw new IOException("a number longer than a long");
    }

    /** gzip at its fastest level: it is kept for its checks, the steps above leave little to squeeze. */
    private static final class FastGzip extends GZIPOutputStream {
        FastGzip(OutputStream out) throws IOException {
            super(out, 1 << 16);
            def.setLevel(Deflater.BEST_SPEED);
        }
    }

    private static DataInputStream open(Path p) throws IOException {
        InputStream file = Files.newInputStream(p);
        try {
            return new DataInputStream(new BufferedInputStream(new GZIPInputStream(file, 1 << 16), 1 << 16));
        } catch (IOException e) {
            file.close();
            throw e;
        }
    }

    /** Reads and checks the header up to the type, which it returns (it must be {@code expected} unless null). */
    private String header(DataInputStream in, Path p, String expected) throws IOException {
        if (!MAGIC.equals(in.readUTF()) || in.readInt() != VERSION || in.readInt() != rows) {
            throw new IOException("not a 2x" + rows + " half table of this version");
        }
        String type = in.readUTF();
        if (expected != null && !expected.equals(type)) {
            throw new IOException("it holds the table of " + type);
        }
        if (!p.getFileName().equals(file(type).getFileName())) {
            throw new IOException("its name is not its type's");
        }
        return type;
    }

    private static String damaged(Path p, IOException e) {
        return p + ": a damaged half table, refused (" + PuzzleReader.reason(e) + ")";
    }

    private static UncheckedIOException failed(String what, IOException e) {
        return new UncheckedIOException(what + ": " + PuzzleReader.reason(e), e);
    }
}
