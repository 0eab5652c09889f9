package org.sudokulab.api;

/**
 * The puzzle alphabet: {@code .} or {@code 0} for a blank, {@code 1}-{@code 9}, then {@code A}, {@code B}, ...
 * for 10, 11, ... (16x16 uses {@code 1-9A-G}, 25x25 {@code 1-9A-P}). Letters are read in either case.
 */
public final class Symbols {
    /** The largest size the alphabet can write: 9 digits and 26 letters. */
    public static final int MAX_SIZE = 35;

    private Symbols() {}

    /** The character for value {@code v} (0 is the blank {@code .}). */
    public static char toChar(int v) {
        if (v == 0) {
            return '.';
        }
        if (v >= 1 && v <= 9) {
            return (char) ('0' + v);
        }
        if (v >= 10 && v <= MAX_SIZE) {
            return (char) ('A' + v - 10);
        }
        throw new IllegalArgumentException("value " + v + " has no symbol (0.." + MAX_SIZE + ")");
    }

    /** The value of a symbol: 0 for a blank, 1..35 for a digit or letter, -1 if {@code ch} is no symbol. */
    public static int valueOf(char ch) {
        if (ch == '.' || ch == '0') {
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

    /** The symbols of size {@code n}, for messages: {@code 1-9}, {@code 1-9A-G}, {@code 1-4}. */
    public static String rangeText(int n) {
        if (n <= 9) {
            return "1-" + n;
        }
        return "1-9" + (n == 10 ? "A" : "A-" + toChar(n));
    }
}
