package org.sudokulab.bench.pages;

import java.util.Locale;
import org.sudokulab.bench.evidence.Interval;
import org.sudokulab.bench.evidence.Paired;

/** How the pages print a figure: milliseconds to three or four significant places, an interval, a factor, a cell. */
public final class Format {
    private Format() {}

    /** An interval as the tables print it: [low, high] in the units of ms. */
    public static String interval(Interval i) {
        return i == null ? "" : "[" + ms(i.low()) + ", " + ms(i.high()) + "]";
    }

    /** A factor such as the repeat noise: x1.04. */
    public static String times(Double factor) {
        return factor == null ? "" : "x" + Paired.factor(factor);
    }

    public static String ms(Double v) {
        if (v == null) {
            return "";
        }
        return v >= 100
                ? String.format(Locale.ROOT, "%.0f", v)
                : v >= 1
                        ? String.format(Locale.ROOT, "%.2f", v)
                        : v >= 0.1 ? String.format(Locale.ROOT, "%.3f", v) : String.format(Locale.ROOT, "%.4f", v);
    }

    /** Text made safe for a Markdown table cell. */
    public static String cell(String s) {
        return s == null ? "" : s.replace("|", "\\|").replace("\n", " ");
    }
}
