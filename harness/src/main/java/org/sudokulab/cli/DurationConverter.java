package org.sudokulab.cli;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/** Reads {@code 500ms}, {@code 10s}, {@code 2m}, {@code 1h} or a plain number of seconds ({@code 1.5}). */
public final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
    private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?");

    @Override
    public Duration convert(String text) {
        Matcher m = FORM.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new CommandLine.TypeConversionException(
                    "'" + text + "' is not a duration (examples: 500ms, 10s, 2m, 1h, 1.5)");
        }
        double amount = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        double millis =
                switch (unit) {
                    case "ms" -> amount;
                    case "m" -> amount * 60_000;
                    case "h" -> amount * 3_600_000;
                    default -> amount * 1000;
                };
        if (millis < 1) {
            throw new CommandLine.TypeConversionException("duration '" + text + "' must be at least 1ms");
        }
        return Duration.ofMillis(Math.round(millis));
    }

    /** For durations where none is a choice (a warm-up of 0). */
    public static final class OrZero implements CommandLine.ITypeConverter<Duration> {
        @Override
        public Duration convert(String text) {
            return text.trim().matches("0+(\\.0+)?\\s*(ms|s|m|h)?")
                    ? Duration.ZERO
                    : new DurationConverter().convert(text);
        }
    }
}
