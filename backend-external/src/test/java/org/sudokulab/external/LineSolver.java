package org.sudokulab.external;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * A dedicated solver speaking the line protocol, as a tdoku-style program would: a puzzle line on stdin (boxes
 * of the usual shape for its size), {@code LIMIT} as the argument; one solution line each, then {@code count N}
 * ({@code N+} when it stopped at the limit). Plain backtracking over candidate masks: a test program, not a backend.
 * With {@code --wrong} it prints a grid that breaks a rule.
 */
public final class LineSolver {
    private final int n;
    private final int boxRows;
    private final int boxCols;
    private final int[] grid;
    private final long limit;
    private long found;
    private final StringBuilder out = new StringBuilder();

    private LineSolver(String line, long limit) {
        this.n = (int) Math.round(Math.sqrt(line.length()));
        this.boxRows = boxRows(n);
        this.boxCols = n / boxRows;
        this.grid = new int[n * n];
        for (int i = 0; i < grid.length; i++) {
            char ch = line.charAt(i);
            grid[i] = ch == '.' || ch == '0' ? 0 : Character.isDigit(ch) ? ch - '0' : ch - 'A' + 10;
        }
        this.limit = limit;
    }

    /** The box rows it assumes for a board of size n: the largest divisor up to the square root. */
    static int boxRows(int n) {
        int r = (int) Math.floor(Math.sqrt(n));
        while (n % r != 0) {
            r--;
        }
        return r;
    }

    /** Whether no given repeats a digit in a house (then there is no solution to look for). */
    private boolean givensAgree() {
        for (int cell = 0; cell < grid.length; cell++) {
            int v = grid[cell];
            if (v != 0) {
                grid[cell] = 0;
                boolean ok = allowed(cell, v);
                grid[cell] = v;
                if (!ok) {
                    return false;
                }
            }
        }
        return true;
    }

    public static void main(String[] args) throws Exception {
        String line = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))
                .readLine()
                .trim();
        LineSolver s = new LineSolver(line, Long.parseLong(args[0]));
        if (args.length > 1 && args[1].equals("--wrong")) {
            System.out.println("1".repeat(line.length()) + "\ncount 1");
            return;
        }
        if (s.givensAgree()) {
            s.search(0);
        }
        System.out.print(s.out);
        System.out.println("count " + s.found + (s.found >= s.limit ? "+" : ""));
    }

    private boolean allowed(int cell, int v) {
        int row = cell / n;
        int col = cell % n;
        int top = row - row % boxRows;
        int left = col - col % boxCols;
        for (int i = 0; i < n; i++) {
            if (grid[row * n + i] == v || grid[i * n + col] == v) {
                return false;
            }
            if (grid[(top + i / boxCols) * n + left + i % boxCols] == v) {
                return false;
            }
        }
        return true;
    }

    private void search(int cell) {
        while (cell < grid.length && grid[cell] != 0) {
            cell++;
        }
        if (cell == grid.length) {
            found++;
            for (int v : grid) {
                out.append((char) (v < 10 ? '0' + v : 'A' + v - 10));
            }
            out.append('\n');
            return;
        }
        for (int v = 1; v <= n && found < limit; v++) {
            if (allowed(cell, v)) {
                grid[cell] = v;
                search(cell + 1);
                grid[cell] = 0;
            }
        }
    }
}
