package org.sudokulab.api.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import org.sudokulab.api.Cage;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.SolutionChecker;
import org.sudokulab.api.Symbols;

/**
 * Reads the puzzle line formats. One puzzle per line; {@code #} starts a comment; blank lines are skipped.
 * A line is one of:
 * <ul>
 *   <li>{@code GIVENS}: n*n symbols, the box shape inferred from the length (or {@link ReadOptions});</li>
 *   <li>{@code GIVENS:COUNT[:SOLUTION]}: a golden line with the expected count and solution;</li>
 *   <li>{@code GIVENS REGIONS}: a jigsaw, the second field naming each cell's region;</li>
 *   <li>{@code GIVENS COUNT} (the {@code counts/*.tsv} form) or {@code GIVENS SOLUTION}: a second field that
 *       is a number, or a solved grid that keeps the givens, is an expectation, not regions;</li>
 *   <li>{@code {...}}: a JSON object with {@code n, boxRows, boxCols, givens, regions, cages, solution, count}
 *       (and {@code id, source, difficulty}, kept as metadata).</li>
 * </ul>
 * A line that cannot be read becomes a {@link ParseError} naming file, line, column and what was expected;
 * reading goes on with the next line.
 */
public final class PuzzleReader {
    /** Made on the first JSON line: a file of plain lines does not pay for Jackson's start-up (30 ms). */
    private static final class StrictJson {
        // a key given twice is an error, not "the last one wins": a puzzle line must mean one thing
        static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
                        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                        .build())
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    private static final Set<String> JSON_FIELDS = Set.of(
            "id",
            "source",
            "n",
            "boxRows",
            "boxCols",
            "givens",
            "regions",
            "cages",
            "solution",
            "count",
            // the effort of a generated puzzle's uniqueness proof: kept, not used in solving
            "difficulty");

    private PuzzleReader() {}

    /** Reads every line of a file (see {@link #read(InputStream, String, ReadOptions, Consumer)} and {@link #open}). */
    public static List<ParsedLine> readFile(Path file, ReadOptions options) throws IOException {
        List<ParsedLine> out = new ArrayList<>();
        try (InputStream in = open(file)) {
            read(in, file.toString(), options, out::add);
        }
        return out;
    }

    /**
     * A puzzle file's bytes, decompressed when its name ends in {@code .gz} (data/'s witness files are kept so). A
     * damaged compressed file fails its read with an {@link IOException} that {@link #reason} words, after the
     * lines before the damage.
     */
    public static InputStream open(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        if (!file.getFileName().toString().endsWith(".gz")) {
            return raw;
        }
        try {
            return new GZIPInputStream(raw, 1 << 16);
        } catch (IOException notGzip) {
            raw.close();
            throw notGzip;
        }
    }

    /**
     * Reads lines from {@code in}, handing each puzzle or error to {@code sink} as soon as it is read. Each line is
     * decoded as UTF-8 on its own: a line that is not UTF-8 becomes a {@link ParseError} at its first bad byte and
     * the other lines are still read (one stray byte must not cost a whole file). A byte order mark at the start is
     * skipped; lines end with LF or CRLF.
     */
    public static void read(InputStream in, String source, ReadOptions options, Consumer<ParsedLine> sink)
            throws IOException {
        // read in blocks and cut lines here: a byte at a time through the stream's locks cost microseconds a line
        byte[] block = new byte[1 << 16];
        byte[] line = new byte[128];
        int length = 0;
        int lineNumber = 0;
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        for (int read = in.read(block); read != -1; read = in.read(block)) {
            int start = 0;
            for (int i = newline(block, 0, read); i < read; i = newline(block, i + 1, read)) {
                line = append(line, length, block, start, i - start);
                length += i - start;
                lineNumber++;
                decoded(decoder, line, length, source, lineNumber, options).ifPresent(sink);
                length = 0;
                start = i + 1;
            }
            line = append(line, length, block, start, read - start);
            length += read - start;
        }
        if (length > 0) {
            decoded(decoder, line, length, source, lineNumber + 1, options).ifPresent(sink);
        }
    }

    /**
     * The index of the first LF in {@code block} from {@code from}, or {@code to}. A method of its own so that the
     * compiler makes this loop fast alone: as a loop of {@link #read}, its on-stack compilation took every line's
     * parsing with it, 38 ms of the server compiler in a 0.45 s solve of 49,158 puzzles.
     */
    private static int newline(byte[] block, int from, int to) {
        int i = from;
        while (i < to && block[i] != '\n') {
            i++;
        }
        return i;
    }

    /** {@code line} with {@code count} bytes of {@code from} appended after its first {@code length}. */
    private static byte[] append(byte[] line, int length, byte[] from, int offset, int count) {
        byte[] to =
                length + count <= line.length ? line : Arrays.copyOf(line, Math.max(2 * line.length, length + count));
        System.arraycopy(from, offset, to, length, count);
        return to;
    }

    /** A line's bytes ({@code raw}, the first {@code length}) without the BOM of a first line and a CR at its end. */
    private static Optional<ParsedLine> decoded(
            CharsetDecoder decoder, byte[] raw, int length, String source, int lineNumber, ReadOptions options) {
        int from = lineNumber == 1 && startsWithBom(raw, length) ? 3 : 0;
        int to = length > from && raw[length - 1] == '\r' ? length - 1 : length;
        for (int i = from; i < to; i++) {
            if (raw[i] < 0) { // a byte past ASCII: decode it as UTF-8, and say where it is not
                return decoded(decoder, raw, from, to, source, lineNumber, options);
            }
        }
        return parse(new String(raw, from, to - from, StandardCharsets.US_ASCII), source, lineNumber, options);
    }

    private static boolean startsWithBom(byte[] raw, int length) {
        return length >= 3 && (raw[0] & 0xFF) == 0xEF && (raw[1] & 0xFF) == 0xBB && (raw[2] & 0xFF) == 0xBF;
    }

    private static Optional<ParsedLine> decoded(
            CharsetDecoder decoder, byte[] raw, int from, int to, String source, int lineNumber, ReadOptions options) {
        ByteBuffer in = ByteBuffer.wrap(raw, from, to - from);
        CharBuffer out = CharBuffer.allocate(to - from);
        decoder.reset();
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            return Optional.of(new ParseError(
                    source,
                    lineNumber,
                    out.position() + 1,
                    String.format(
                            Locale.ROOT,
                            "not UTF-8: byte 0x%02X at byte %d of the line (the line is skipped)",
                            raw[in.position()] & 0xFF,
                            in.position() - from + 1)));
        }
        return parse(out.flip().toString(), source, lineNumber, options);
    }

    /**
     * Why a file could not be read, in words: the JDK's own messages for a missing or forbidden file are only the
     * path ("cannot read x: x").
     */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        if (e instanceof ZipException || e instanceof EOFException) {
            // the JDK's words ("Not in GZIP format", "Unexpected end of ZLIB input stream") name its internals
            return "not a whole gzip file (" + e.getMessage() + ")";
        }
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }

    /** Reads lines held in memory (tests, bundled corpora). */
    public static List<ParsedLine> readLines(Iterable<String> lines, String source, ReadOptions options) {
        List<ParsedLine> out = new ArrayList<>();
        int lineNumber = 0;
        for (String text : lines) {
            lineNumber++;
            parse(text, source, lineNumber, options).ifPresent(out::add);
        }
        return out;
    }

    /** Reads one puzzle that must parse, for programs and tests; throws with the parse message otherwise. */
    public static PuzzleEntry parseOne(String text, ReadOptions options) {
        ParsedLine parsed = parse(text, "<text>", 1, options)
                .orElseThrow(() -> new IllegalArgumentException("no puzzle in '" + text + "'"));
        if (parsed instanceof ParseError e) {
            throw new IllegalArgumentException(e.toString());
        }
        return (PuzzleEntry) parsed;
    }

    /** Parses one line: empty for blank and comment lines. */
    public static Optional<ParsedLine> parse(String text, String source, int lineNumber, ReadOptions options) {
        int first = 0;
        while (first < text.length() && Character.isWhitespace(text.charAt(first))) {
            first++;
        }
        if (first == text.length() || text.charAt(first) == '#') {
            return Optional.empty();
        }
        try {
            if (text.charAt(first) == '{') {
                return Optional.of(parseJson(text, source, lineNumber, options));
            }
            return Optional.of(parseText(text, source, lineNumber, options));
        } catch (LineException e) {
            return Optional.of(new ParseError(source, lineNumber, e.column, e.getMessage()));
        }
    }

    /** A problem at a 1-based column; turned into a {@link ParseError} by {@link #parse}. */
    private static final class LineException extends Exception {
        final int column;

        LineException(int column, String message) {
            super(message, null, false, false);
            this.column = column;
        }
    }

    /** A whitespace-separated field and its 1-based start column. */
    private record Field(String text, int column) {}

    private static PuzzleEntry parseText(String raw, String source, int lineNumber, ReadOptions options)
            throws LineException {
        int hash = raw.indexOf('#');
        String text = hash >= 0 ? raw.substring(0, hash) : raw;

        // Golden suffix: GIVENS[ REGIONS]:COUNT[:SOLUTION]
        int colon1 = text.indexOf(':');
        int colon2 = colon1 < 0 ? -1 : text.indexOf(':', colon1 + 1);
        if (colon2 >= 0 && text.indexOf(':', colon2 + 1) >= 0) {
            throw new LineException(
                    text.indexOf(':', colon2 + 1) + 1, "too many ':' (expected GIVENS:COUNT[:SOLUTION])");
        }
        String head = colon1 < 0 ? text : text.substring(0, colon1);
        OptionalLong expectedCount = OptionalLong.empty();
        Field goldenSolution = null;
        if (colon1 >= 0) {
            String countText = (colon2 < 0 ? text.substring(colon1 + 1) : text.substring(colon1 + 1, colon2)).strip();
            expectedCount = OptionalLong.of(parseCount(countText, colon1 + 2));
            if (colon2 >= 0) {
                goldenSolution = fields(text.substring(colon2 + 1), colon2 + 1).stream()
                        .findFirst()
                        .orElseThrow(() -> new LineException(colon2 + 2, "expected a solution after the second ':'"));
            }
        }

        List<Field> fields = fields(head, 0);
        if (fields.isEmpty()) {
            throw new LineException(1, "expected the givens before ':'");
        }
        if (fields.size() > 2) {
            throw new LineException(
                    fields.get(2).column(),
                    "unexpected third field '" + abbreviate(fields.get(2).text()) + "' (expected GIVENS [REGIONS])");
        }
        Field givensField = fields.get(0);
        int n = sizeOf(givensField.text().length(), givensField);
        int[] givens = symbols(givensField, "givens", true, 0, n);
        checkRange(givens, n, givensField);

        Geometry geometry = null;
        Optional<Grid> expectedSolution = Optional.empty();
        if (fields.size() == 2) {
            Field second = fields.get(1);
            String t = second.text();
            if (t.length() == givens.length) {
                if (looksLikeRegions(second, n)) {
                    geometry = jigsaw(second, n);
                } else {
                    expectedSolution = Optional.of(solution(second, givens, n, options));
                }
            } else if (t.chars().allMatch(Character::isDigit) && t.length() <= countDigits(n)) {
                if (expectedCount.isPresent()) {
                    throw new LineException(second.column(), "count given twice (second field and after ':')");
                }
                expectedCount = OptionalLong.of(parseCount(t, second.column()));
            } else if (t.chars().allMatch(Character::isDigit)) {
                throw new LineException(
                        second.column(),
                        "a second field of " + t.length() + " digits is neither a "
                                + "count (at most " + countDigits(n) + " digits for " + n + "x" + n + ") nor "
                                + givens.length
                                + " region labels or solution symbols");
            } else {
                geometry = jigsaw(second, n);
            }
        }
        if (geometry == null) {
            geometry = boxes(n, options, givensField.column());
        }
        if (goldenSolution != null) {
            if (expectedSolution.isPresent()) {
                throw new LineException(goldenSolution.column(), "solution given twice (second field and after ':')");
            }
            expectedSolution = Optional.of(solutionGrid(goldenSolution, n, givens.length));
        }
        Puzzle puzzle = build(geometry, givens, List.of(), givensField.column());
        return new PuzzleEntry(source, lineNumber, Optional.empty(), puzzle, expectedCount, expectedSolution);
    }

    private static List<Field> fields(String text, int offset) {
        List<Field> out = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i > start) {
                out.add(new Field(text.substring(start, i), offset + start + 1));
            }
        }
        return out;
    }

    private static long parseCount(String text, int column) throws LineException {
        try {
            long count = Long.parseLong(text);
            if (count >= 0) {
                return count;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new LineException(column, "expected a solution count (a number >= 0), got '" + abbreviate(text) + "'");
    }

    /** Symbol values of a field on a board of size {@code n}: up to {@code n} at most, or any symbol when 0. */
    private static int[] symbols(Field field, String what, boolean blanksAllowed, int n) throws LineException {
        return symbols(field, what, blanksAllowed, n, n);
    }

    /**
     * Symbol values of a field, read in the alphabet of size {@code size} (where 0 means 36 on 36x36 boards),
     * checked to be at most {@code n} unless it is 0; {@code -1} entries never survive: a bad symbol is an error here.
     */
    private static int[] symbols(Field field, String what, boolean blanksAllowed, int n, int size)
            throws LineException {
        String s = field.text();
        int[] values = new int[s.length()];
        for (int i = 0; i < s.length(); i++) {
            int v = Symbols.valueOf(s.charAt(i), size);
            if (v < 0 || (v == 0 && !blanksAllowed) || (n > 0 && v > n)) {
                throw new LineException(
                        field.column() + i,
                        "bad symbol '" + s.charAt(i) + "' in " + what
                                + " (expected " + (blanksAllowed ? Symbols.blankText(size) + " for a blank, " : "")
                                + (n > 0 ? Symbols.rangeText(n) : size == Symbols.MAX_SIZE ? "1-9, A-Z, 0" : "1-9, A-Z")
                                + ")");
            }
            values[i] = v;
        }
        return values;
    }

    private static int sizeOf(int cells, Field field) throws LineException {
        int n = (int) Math.round(Math.sqrt(cells));
        if (n * n != cells || n < 1 || n > Symbols.MAX_SIZE) {
            throw new LineException(
                    field.column(), "expected n*n symbols (16, 36, 64, 81, 144, 256, 625, ...), got " + cells);
        }
        return n;
    }

    private static void checkRange(int[] givens, int n, Field field) throws LineException {
        for (int i = 0; i < givens.length; i++) {
            if (givens[i] > n) {
                throw new LineException(
                        field.column() + i,
                        "bad symbol '" + field.text().charAt(i) + "' in givens" + " (a " + n + "x" + n
                                + " board uses " + Symbols.blankText(n) + " for a blank and " + Symbols.rangeText(n)
                                + ")");
            }
        }
    }

    private static Geometry boxes(int n, ReadOptions options, int column) throws LineException {
        try {
            if (options.overridesBoxes()) {
                if (options.boxRows() * options.boxCols() != n) {
                    throw new LineException(
                            column,
                            "boxes " + options.boxRows() + "x" + options.boxCols() + " need "
                                    + options.boxRows() * options.boxCols() * options.boxRows() * options.boxCols()
                                    + " cells, the line has " + n * n);
                }
                return Geometry.boxes(options.boxRows(), options.boxCols());
            }
            return Geometry.defaultBoxes(n);
        } catch (IllegalArgumentException e) {
            throw new LineException(column, e.getMessage());
        }
    }

    private static Geometry jigsaw(Field regions, int n) throws LineException {
        if (regions.text().length() != n * n) {
            throw new LineException(
                    regions.column(),
                    "expected " + n * n + " region labels for a " + n + "x" + n + " jigsaw, got "
                            + regions.text().length() + " ('" + abbreviate(regions.text()) + "')");
        }
        int[] labels = symbols(regions, "region labels", true, 0, n);
        try {
            return Geometry.jigsaw(n, labels);
        } catch (IllegalArgumentException e) {
            throw new LineException(regions.column(), e.getMessage());
        }
    }

    /**
     * Whether a second field of n*n symbols names jigsaw regions rather than a solution: the n cells of a region
     * are connected, so a region map has at least n(n-1) pairs of equal neighbours; a solution has none (neighbours
     * share a row or a column), and a solution with a few wrong digits still has far fewer.
     */
    private static boolean looksLikeRegions(Field field, int n) {
        String t = field.text();
        int equalNeighbours = 0;
        for (int cell = 0; cell < t.length(); cell++) {
            int v = Symbols.valueOf(t.charAt(cell), n);
            if (cell % n + 1 < n && v == Symbols.valueOf(t.charAt(cell + 1), n)) {
                equalNeighbours++;
            }
            if (cell + n < t.length() && v == Symbols.valueOf(t.charAt(cell + n), n)) {
                equalNeighbours++;
            }
        }
        return equalNeighbours >= n * (n - 1);
    }

    /** The digits of the largest count an n x n board can have, (n!)^n solutions (capped at a long). */
    private static int countDigits(int n) {
        BigInteger factorial = BigInteger.ONE;
        for (int i = 2; i <= n; i++) {
            factorial = factorial.multiply(BigInteger.valueOf(i));
        }
        BigInteger bound = factorial.pow(n).min(BigInteger.valueOf(Long.MAX_VALUE));
        return bound.toString().length();
    }

    /** The second field as the expected solution: it must be a solved grid that keeps the givens. */
    private static Grid solution(Field field, int[] givens, int n, ReadOptions options) throws LineException {
        Grid grid = new Grid(symbols(field, "solution", false, n));
        Puzzle plain = new Puzzle(boxes(n, options, field.column()), givens);
        Optional<String> problem = SolutionChecker.problem(plain, grid);
        if (problem.isPresent()) {
            throw new LineException(
                    field.column(),
                    "the second field reads as a solution (no region map: its "
                            + "neighbours differ), but it is not one of these givens: " + problem.get());
        }
        return grid;
    }

    private static Grid solutionGrid(Field field, int n, int cells) throws LineException {
        if (field.text().length() != cells) {
            throw new LineException(
                    field.column(),
                    "expected a solution of " + cells + " symbols, got "
                            + field.text().length());
        }
        return new Grid(symbols(field, "solution", false, n));
    }

    private static Puzzle build(Geometry geometry, int[] givens, List<Cage> cages, int column) throws LineException {
        try {
            return new Puzzle(geometry, givens, cages);
        } catch (IllegalArgumentException e) {
            throw new LineException(column, e.getMessage());
        }
    }

    // ---- JSON form ----

    private static PuzzleEntry parseJson(String text, String source, int lineNumber, ReadOptions options)
            throws LineException {
        JsonNode root;
        try {
            root = StrictJson.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            int column =
                    e.getLocation() == null ? 1 : Math.max(1, e.getLocation().getColumnNr());
            throw new LineException(column, "bad JSON: " + e.getOriginalMessage());
        }
        if (!root.isObject()) {
            throw new LineException(1, "expected a JSON object");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!JSON_FIELDS.contains(name)) {
                throw new LineException(
                        column(text, name),
                        "unknown field '" + name + "' (expected one of " + new TreeSet<>(JSON_FIELDS) + ")");
            }
        }
        Optional<String> id = root.has("id") ? Optional.of(root.get("id").asText()) : Optional.empty();
        Optional<String> difficulty = Optional.empty();
        if (root.has("difficulty")) {
            JsonNode d = root.get("difficulty");
            if (!d.isValueNode() || d.isNull()) {
                throw new LineException(column(text, "difficulty"), "'difficulty' must be a string or a number");
            }
            difficulty = Optional.of(d.asText());
        }
        Field givensField = stringField(root, text, "givens");
        Field solutionField = stringField(root, text, "solution");
        Field regionsField = stringField(root, text, "regions");

        int n;
        if (root.has("n")) {
            n = intField(root, text, "n");
            if (n < 1 || n > Symbols.MAX_SIZE) {
                throw new LineException(
                        column(text, "n"), "n = " + n + " is not supported (1.." + Symbols.MAX_SIZE + ")");
            }
        } else if (givensField != null) {
            n = sizeOf(givensField.text().length(), givensField);
        } else {
            throw new LineException(1, "missing field 'n' (needed when there are no givens)");
        }

        int[] givens = new int[n * n];
        if (givensField != null) {
            if (givensField.text().length() != n * n) {
                throw new LineException(
                        givensField.column(),
                        "expected " + n * n + " givens for n = " + n + ", got "
                                + givensField.text().length());
            }
            givens = symbols(givensField, "givens", true, n);
        }

        Geometry geometry;
        boolean hasBoxes = root.has("boxRows") || root.has("boxCols");
        if (regionsField != null) {
            if (hasBoxes) {
                throw new LineException(
                        column(text, "regions"), "give either 'regions' or 'boxRows'/'boxCols', not both");
            }
            geometry = jigsaw(regionsField, n);
        } else if (hasBoxes) {
            int r = intField(root, text, "boxRows");
            int c = intField(root, text, "boxCols");
            if (r < 1 || c < 1 || r * c != n) {
                throw new LineException(column(text, "boxRows"), "boxes " + r + "x" + c + " do not fit n = " + n);
            }
            geometry = Geometry.boxes(r, c);
        } else {
            geometry = boxes(n, options, 1);
        }

        List<Cage> cages = new ArrayList<>();
        if (root.has("cages")) {
            JsonNode array = root.get("cages");
            int at = column(text, "cages");
            if (!array.isArray()) {
                throw new LineException(at, "'cages' must be an array of {\"sum\", \"cells\"} objects");
            }
            int index = 0;
            for (JsonNode cage : array) {
                index++;
                for (Iterator<String> it = cage.fieldNames(); it.hasNext(); ) {
                    String key = it.next();
                    if (!key.equals("sum") && !key.equals("cells")) {
                        throw new LineException(
                                column(text, key),
                                "cage " + index + ": unknown field '" + key + "' (a cage has \"sum\" and \"cells\")");
                    }
                }
                JsonNode sum = cage.get("sum");
                JsonNode cells = cage.get("cells");
                if (sum == null
                        || !sum.canConvertToInt()
                        || !sum.isIntegralNumber()
                        || cells == null
                        || !cells.isArray()
                        || cells.isEmpty()) {
                    throw new LineException(
                            at, "cage " + index + ": expected {\"sum\": number, \"cells\": [cell, ...]}");
                }
                int[] cellIds = new int[cells.size()];
                for (int i = 0; i < cellIds.length; i++) {
                    if (!cells.get(i).isIntegralNumber() || !cells.get(i).canConvertToInt()) {
                        throw new LineException(
                                at, "cage " + index + ": cell " + cells.get(i) + " is not a cell number");
                    }
                    cellIds[i] = cells.get(i).intValue();
                }
                cages.add(new Cage(sum.intValue(), cellIds));
            }
        }

        OptionalLong expectedCount = OptionalLong.empty();
        if (root.has("count")) {
            JsonNode count = root.get("count");
            if (!count.isIntegralNumber() || !count.canConvertToLong() || count.longValue() < 0) {
                throw new LineException(column(text, "count"), "'count' must be a number >= 0");
            }
            expectedCount = OptionalLong.of(count.longValue());
        }
        Optional<Grid> expectedSolution = Optional.empty();
        if (solutionField != null) {
            expectedSolution = Optional.of(solutionGrid(solutionField, n, n * n));
        }
        int cagesColumn = root.has("cages") ? column(text, "cages") : 1;
        Puzzle puzzle = build(geometry, givens, cages, cagesColumn);
        return new PuzzleEntry(source, lineNumber, id, puzzle, expectedCount, expectedSolution, difficulty);
    }

    private static Field stringField(JsonNode root, String text, String name) throws LineException {
        JsonNode node = root.get(name);
        if (node == null) {
            return null;
        }
        if (!node.isTextual()) {
            throw new LineException(column(text, name), "'" + name + "' must be a string");
        }
        // Column of the string's first character, for symbol errors.
        int at = column(text, name);
        int quote = text.indexOf('"', text.indexOf(':', at - 1 + name.length() + 2) + 1);
        return new Field(node.asText(), quote >= 0 ? quote + 2 : at);
    }

    private static int intField(JsonNode root, String text, String name) throws LineException {
        JsonNode node = root.get(name);
        if (node == null || !node.isIntegralNumber() || !node.canConvertToInt()) {
            throw new LineException(column(text, name), "'" + name + "' must be a whole number");
        }
        return node.intValue();
    }

    /** 1-based column of {@code "name"} in the line, or 1. */
    private static int column(String text, String name) {
        int at = text.indexOf('"' + name + '"');
        return at < 0 ? 1 : at + 1;
    }

    private static String abbreviate(String s) {
        return s.length() <= 24 ? s : s.substring(0, 21) + "...";
    }
}
