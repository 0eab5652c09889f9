package org.sudokulab.bench.run;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Rows read back from a file a run wrote ({@code journal.csv}, {@code results.csv}), checked line by line: the
 * header this version writes, then per line as many fields as it has columns, each of its type and range (a time
 * is a finite number of 0 or more, an answered call has one). A file that fails is damaged: it is refused with the
 * file, line and column of its first problems and what was expected there, never read as if whole.
 */
public final class RowLines {
    /** Problems named before the rest are left unsaid. */
    static final int SHOWN = 5;

    private static final CsvMapper CSV =
            CsvMapper.builder().enable(CsvParser.Feature.WRAP_AS_ARRAY).build();

    private static final List<String> COLUMNS =
            List.of(BenchRow.csvHeader().strip().split(","));

    private RowLines() {}

    /** What a row must also be where it is read: null when it fits, else what is wrong with it. */
    public interface Check {
        String problem(BenchRow row);
    }

    /**
     * The rows of {@code file}, each checked by {@code check} and handed to {@code row}, in order; strings the rows
     * repeat (backend, corpus, ...) taken from {@code shared}. A last line without its newline is left out when
     * {@code tornLastLine} (a journal a killed run was writing; the journal cuts it when opened).
     *
     * @throws BenchException (CANNOT_RUN) naming the file, the lines and columns, and what was expected
     */
    public static void read(
            Path file, boolean tornLastLine, Map<String, String> shared, Check check, Consumer<BenchRow> row)
            throws IOException {
        List<String> problems = new ArrayList<>();
        int lineNo = 0;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = in.readLine();
            lineNo = 1;
            if (header == null || !header.equals(BenchRow.csvHeader().strip())) {
                throw damaged(
                        file,
                        List.of(file + ":1:1: expected the rows' header '"
                                + BenchRow.csvHeader().strip() + "', got "
                                + (header == null ? "an empty file" : "'" + header + "'")
                                + " (a file of another version of sudokulab, or not a run's rows)"));
            }
            long size = Files.size(file);
            long read = header.length() + 1;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lineNo++;
                read += line.getBytes(StandardCharsets.UTF_8).length + 1;
                if (tornLastLine && read > size) {
                    break; // the last line has no newline: a write the kill cut
                }
                try {
                    BenchRow r = parse(line, shared);
                    String wrong = check.problem(r);
                    if (wrong != null) {
                        throw new Problem(1, wrong);
                    }
                    row.accept(r);
                } catch (Problem p) {
                    problems.add(file + ":" + lineNo + ":" + p.column + ": " + p.getMessage());
                    if (problems.size() > SHOWN) {
                        break;
                    }
                }
            }
        }
        if (!problems.isEmpty()) {
            throw damaged(file, problems);
        }
    }

    /** The rows of {@code file}, as {@link #read(Path, boolean, Map, Check, Consumer)} checks them. */
    public static List<BenchRow> read(Path file, Check check) throws IOException {
        List<BenchRow> rows = new ArrayList<>();
        read(file, false, new java.util.HashMap<>(), check, rows::add);
        return rows;
    }

    private static BenchException damaged(Path file, List<String> problems) {
        String shown = String.join("\n  ", problems.subList(0, Math.min(SHOWN, problems.size())));
        return new BenchException(
                BenchException.Kind.CANNOT_RUN,
                file + " is damaged and is not read:\n  " + shown + (problems.size() > SHOWN ? "\n  (and more)" : ""));
    }

    /** What is wrong at a column of a line. */
    private static final class Problem extends RuntimeException {
        final int column;

        Problem(int column, String message) {
            super(message, null, false, false);
            this.column = column;
        }
    }

    /** A line's fields and where each starts (1-based columns). */
    private record Fields(List<String> values, List<Integer> columns, int end) {
        String at(int i) {
            return values.get(i);
        }

        int column(int i) {
            return columns.get(i);
        }
    }

    private static Fields split(String line) {
        List<String> values = new ArrayList<>();
        List<Integer> columns = new ArrayList<>();
        try (CsvParser p =
                (CsvParser) CSV.reader().with(CsvSchema.emptySchema()).createParser(line)) {
            for (JsonToken t = p.nextToken(); t != null && t != JsonToken.END_ARRAY; t = p.nextToken()) {
                if (t == JsonToken.VALUE_STRING) {
                    values.add(p.getText());
                    columns.add((int) p.currentTokenLocation().getColumnNr());
                }
            }
        } catch (IOException e) {
            throw new Problem(
                    1, "not a CSV line: " + e.getMessage().lines().findFirst().orElse(""));
        }
        return new Fields(values, columns, line.length() + 1);
    }

    private static BenchRow parse(String line, Map<String, String> shared) {
        Fields f = split(line);
        if (f.values().size() != COLUMNS.size()) {
            throw new Problem(
                    f.end(),
                    "expected " + COLUMNS.size() + " fields (" + String.join(",", COLUMNS) + "), got "
                            + f.values().size() + (f.values().size() < COLUMNS.size() ? " (a line cut short?)" : ""));
        }
        BenchRow.Outcome outcome = outcome(f);
        Double millis = number(f, 9, false);
        if (outcome.answered() && millis == null) {
            throw new Problem(f.column(9), "millis: an answered call (" + outcome + ") has a time, got none");
        }
        return new BenchRow(
                shared.computeIfAbsent(text(f, 0, true), s -> s),
                shared.computeIfAbsent(text(f, 1, true), s -> s),
                whole(f, 2, 1),
                whole(f, 3, 1),
                whole(f, 4, 1),
                outcome,
                shared.computeIfAbsent(f.at(6), s -> s),
                longOrNull(f, 7, 0),
                bool(f, 8),
                millis,
                number(f, 10, false),
                number(f, 11, false),
                shared.computeIfAbsent(f.at(12), s -> s),
                longOrNull(f, 13, Long.MIN_VALUE),
                f.at(14),
                number(f, 15, false),
                shared.computeIfAbsent(f.at(16), s -> s),
                longOrNull(f, 17, 0),
                whole(f, 18, 0),
                longOrNull(f, 19, 0),
                longOrNull(f, 20, 0));
    }

    private static String text(Fields f, int i, boolean required) {
        if (required && f.at(i).isEmpty()) {
            throw new Problem(f.column(i), COLUMNS.get(i) + ": expected a name, got nothing");
        }
        return f.at(i);
    }

    private static BenchRow.Outcome outcome(Fields f) {
        try {
            return BenchRow.Outcome.valueOf(f.at(5));
        } catch (IllegalArgumentException e) {
            throw new Problem(
                    f.column(5),
                    "outcome: expected one of " + java.util.Arrays.toString(BenchRow.Outcome.values()) + ", got '"
                            + f.at(5) + "'");
        }
    }

    private static int whole(Fields f, int i, int least) {
        Long v = longOrNull(f, i, least);
        if (v == null || v > Integer.MAX_VALUE) {
            throw new Problem(
                    f.column(i),
                    COLUMNS.get(i) + ": expected a whole number of at least " + least + ", got '" + f.at(i) + "'");
        }
        return v.intValue();
    }

    private static Long longOrNull(Fields f, int i, long least) {
        String s = f.at(i);
        if (s.isEmpty()) {
            return null;
        }
        try {
            long v = Long.parseLong(s);
            if (v >= least) {
                return v;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new Problem(
                f.column(i),
                COLUMNS.get(i) + ": expected a whole number" + (least == Long.MIN_VALUE ? "" : " of at least " + least)
                        + ", got '" + s + "'");
    }

    private static Boolean bool(Fields f, int i) {
        String s = f.at(i);
        return switch (s) {
            case "" -> null;
            case "true" -> Boolean.TRUE;
            case "false" -> Boolean.FALSE;
            default -> throw new Problem(f.column(i), COLUMNS.get(i) + ": expected true or false, got '" + s + "'");
        };
    }

    /** A time in milliseconds (or a count of them): a finite number of 0 or more; null when the field is empty. */
    private static Double number(Fields f, int i, boolean required) {
        String s = f.at(i);
        if (s.isEmpty() && !required) {
            return null;
        }
        try {
            double v = Double.parseDouble(s);
            if (Double.isFinite(v) && v >= 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new Problem(
                f.column(i),
                String.format(
                        Locale.ROOT,
                        "%s: expected a time in milliseconds (a finite number, 0 or more), got '%s'",
                        COLUMNS.get(i),
                        s));
    }
}
