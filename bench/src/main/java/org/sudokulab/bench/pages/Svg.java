package org.sudokulab.bench.pages;

import java.util.Locale;

/** The pieces of the reports' inline SVG charts: axes, lines, labels, colours, and XML escaping. */
public final class Svg {
    /** Sixteen distinct colours, cycled by backend (Tableau 10 plus six): every built-in backend its own. */
    public static final String[] COLOURS = {
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
        "#1f1f1f", "#8cd17d", "#499894", "#d37295", "#b6992d", "#86bcb6"
    };

    public static final int W = 760;
    public static final int H = 380;
    public static final int LEFT = 70;
    public static final int RIGHT = 170;
    public static final int TOP = 20;
    public static final int BOTTOM = 50;

    private Svg() {}

    /** Log-scale axis over whole decades covering [min, max]. */
    public record LogAxis(double lo, double hi) {
        public static LogAxis of(double min, double max) {
            double lo = Math.floor(Math.log10(Math.max(min, 1e-4)));
            double hi = Math.ceil(Math.log10(Math.max(max, 1e-4)));
            return new LogAxis(lo, hi <= lo ? lo + 1 : hi);
        }

        public double frac(double v) {
            return (Math.log10(Math.max(v, Math.pow(10, lo))) - lo) / (hi - lo);
        }
    }

    /** The horizontal grid line and label of each decade of a log-scale y axis. */
    public static String decadeRows(LogAxis y, int pw, int ph) {
        StringBuilder g = new StringBuilder();
        for (double d = y.lo(); d <= y.hi(); d++) {
            double py = TOP + ph - (d - y.lo()) / (y.hi() - y.lo()) * ph;
            g.append(line(LEFT, py, LEFT + pw, py, "#eee")).append(text(LEFT - 6, py + 4, tick(d), "end"));
        }
        return g.toString();
    }

    /** One backend's line through {@code points}, named by its title. */
    public static String polyline(String colour, Points points, String title) {
        return "<polyline fill=\"none\" stroke-width=\"1.5\" stroke=\"" + colour + "\" points=\"" + points
                + "\"><title>" + esc(title) + "</title></polyline>\n";
    }

    /**
     * A line's points to a tenth of a pixel. A point that rounds to the one before it is left out: a cactus plot of a
     * million puzzles then draws a few thousand points, not a million.
     */
    public static final class Points {
        private final StringBuilder text = new StringBuilder();
        private String last = "";

        public Points add(double x, double y) {
            String point = String.format(Locale.ROOT, "%.1f,%.1f", x, y);
            if (!point.equals(last)) {
                text.append(text.length() == 0 ? "" : " ").append(point);
                last = point;
            }
            return this;
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }

    public static StringBuilder svgStart(String label) {
        return svgStart(label, H);
    }

    /** An svg element of the reports' width and the given height, named for screen readers by its label. */
    public static StringBuilder svgStart(String label, int height) {
        return new StringBuilder(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                        + "role=\"img\" aria-label=\"%s\" font-size=\"11\">%n",
                W,
                height,
                W,
                height,
                esc(label)));
    }

    /**
     * The vertical grid line of each decade of a log-scale x axis drawn from {@code left} over {@code pw}, from
     * the top margin down to {@code bottom}, and its label at {@code labelY}.
     */
    static String decadeColumns(LogAxis x, double left, int pw, double bottom, double labelY) {
        StringBuilder g = new StringBuilder();
        for (double d = x.lo(); d <= x.hi(); d++) {
            double px = left + (d - x.lo()) / (x.hi() - x.lo()) * pw;
            g.append(line(px, TOP, px, bottom, "#eee")).append(text(px, labelY, tick(d), "middle"));
        }
        return g.toString();
    }

    public static String axes(int pw, int ph, String xLabel, String yLabel) {
        return line(LEFT, TOP, LEFT, TOP + ph, "#000")
                + line(LEFT, TOP + ph, LEFT + pw, TOP + ph, "#000")
                + text(LEFT + pw / 2.0, H - 10, xLabel, "middle")
                + String.format(
                        Locale.ROOT,
                        "<text x=\"14\" y=\"%.1f\" text-anchor=\"middle\""
                                + " transform=\"rotate(-90 14 %.1f)\">%s</text>%n",
                        TOP + ph / 2.0,
                        TOP + ph / 2.0,
                        esc(yLabel));
    }

    public static String legendEntry(int i, String colour, String label) {
        double y = TOP + 10 + i * 16;
        return line(W - RIGHT + 15, y, W - RIGHT + 35, y, colour).replace("stroke-width=\"1\"", "stroke-width=\"3\"")
                + text(W - RIGHT + 40, y + 4, label, "start");
    }

    static String tick(double decade) {
        double v = Math.pow(10, decade);
        return v >= 1 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%s", Format.ms(v));
    }

    public static String line(double x1, double y1, double x2, double y2, String colour) {
        return String.format(
                Locale.ROOT,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"1\"/>%n",
                x1,
                y1,
                x2,
                y2,
                colour);
    }

    public static String text(double x, double y, String s, String anchor) {
        return String.format(
                Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>%n", x, y, anchor, esc(s));
    }

    public static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                default -> {
                    // XML 1.0 forbids most control characters
                    if (c >= 0x20 || c == '\n' || c == '\t') {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
