package org.sudokulab.cli.census;

import java.util.Locale;

/** A result's text: formatted lines, in the root locale. */
final class Lines {
    private final StringBuilder text = new StringBuilder();

    void line(String format, Object... args) {
        text.append(String.format(Locale.ROOT, format, args)).append('\n');
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
