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

    /** Bytes in the unit that keeps three figures: 512 B, 1.2 KiB, 35.0 MiB. */
    public static String bytes(Double v) {
        if (v == null) {
            return "";
        }
        String[] units = {"B", "KiB", "MiB", "GiB"};
        double x = v;
        int u = 0;
        while (x >= 1024 && u < units.length - 1) {
            x /= 1024;
            u++;
        }
        return u == 0
                ? String.format(Locale.ROOT, "%.0f B", x)
                : String.format(Locale.ROOT, x >= 100 ? "%.0f %s" : x >= 10 ? "%.1f %s" : "%.2f %s", x, units[u]);
    }

    /** Text made safe for a Markdown table cell. */
    public static String cell(String s) {
        return s == null ? "" : s.replace("|", "\\|").replace("\n", " ");
    }
}
