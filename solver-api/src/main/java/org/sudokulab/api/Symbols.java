package org.sudokulab.api;

/**
 * The puzzle alphabet: {@code .} or {@code 0} for a blank, {@code 1}-{@code 9}, then {@code A}, {@code B}, ...
 * for 10, 11, ... (16x16 uses {@code 1-9A-G}, 25x25 {@code 1-9A-P}). Letters are read in either case.
 *
 * <p>36x36 boards need one symbol more than the 35 digits and letters: there {@code 0} is the 36th, as in the
 * {@code 0-9A-Z} alphabet other 36x36 puzzles are written in, and the blank is {@code .} alone. So a symbol's value
 * depends on the board's size, which every reader knows from the line's length or its {@code n}.
 */
public final class Symbols {
    /** The largest size the alphabet can write: 9 digits, 26 letters and, on 36x36 boards, 0. */
    public static final int MAX_SIZE = 36;

    private Symbols() {}

    /** The character for value {@code v} (0 is the blank {@code .}; 36 is {@code 0}, on 36x36 boards only). */
    public static char toChar(int v) {
        if (v == 0) {
            return '.';
        }
        if (v >= 1 && v <= 9) {
            return (char) ('0' + v);
        }
        if (v >= 10 && v <= 35) {
            return (char) ('A' + v - 10);
        }
        if (v == MAX_SIZE) {
            return '0';
        }
        throw new IllegalArgumentException("value " + v + " has no symbol (0.." + MAX_SIZE + ")");
    }

    /**
     * The value of a symbol on a board of size {@code n}: 0 for a blank, 1..35 for a digit or letter, 36 for
     * {@code 0} when {@code n} is 36, -1 if {@code ch} is no symbol. Whether the value fits the board is the
     * caller's check.
     */
    public static int valueOf(char ch, int n) {
        if (ch == '0') {
            return n == MAX_SIZE ? MAX_SIZE : 0;
        }
        if (ch == '.') {
            return 0;
        }
        if (ch >= '1' && ch <= '9') {
            return ch - '0';
        }
        if (ch >= 'A' && ch <= 'Z') {
            return ch - 'A' + 10;
        }
        if (ch >= 'a' && ch <= 'z') {
            return ch - 'a' + 10;
        }
        return -1;
    }

    /** The symbols of size {@code n}, for messages: {@code 1-9}, {@code 1-9A-G}, {@code 1-4}, {@code 1-9A-Z0}. */
    public static String rangeText(int n) {
        if (n <= 9) {
            return "1-" + n;
        }
        if (n == MAX_SIZE) {
            return "1-9A-Z0";
        }
        return "1-9" + (n == 10 ? "A" : "A-" + toChar(n));
    }

    /** How a blank is written on a board of size {@code n}, for messages: ". or 0", or "." on 36x36. */
    public static String blankText(int n) {
        return n == MAX_SIZE ? "." : ". or 0";
    }
}
