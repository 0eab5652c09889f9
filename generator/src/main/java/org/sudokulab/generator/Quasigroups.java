package org.sudokulab.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The constraint field's quasigroup (Latin square) completion instances, as boards of 1 x n boxes (0: a hole):
 *
 * <ul>
 *   <li>QWH, quasigroup with holes (Achlioptas, Gomes, Kautz and Selman, AAAI 2000): a uniformly random Latin square
 *       ({@link LatinSquareSampler}) with holes punched in it, so always completable;
 *   <li>balanced QWH (Kautz, Ruan, Achlioptas, Gomes, Selman and Stickel, IJCAI 2001): the holes spread so that
 *       every row and every column has h/n of them, give or take one;
 *   <li>QCP, quasigroup completion (Gomes and Selman, AAAI 1997): symbols pre-assigned at random cells one by one, each
 *       allowed by its row and column, and none leaving an empty cell without a symbol (forward checking); the result
 *       may have no completion.
 * </ul>
 */
public final class Quasigroups {
    private Quasigroups() {}

    /**
     * {@code square} (order n, row-major, symbols 1..n) with {@code holes} cells emptied: any cells, uniformly, or
     * with {@code balanced}, h/n or h/n + 1 in every row and column. The balanced pattern is the cells a second
     * random Latin square gives its symbols 1..h/n (each symbol is one cell per row and per column), and h mod n of
     * the cells of the next symbol, chosen uniformly: so each row and column gets its share; the patterns are not
     * exactly uniform over the balanced ones (a pattern weighs as many times as random squares give it).
     */
    public static int[] withHoles(int[] square, int n, int holes, boolean balanced, RandomGenerator random) {
        if (holes < 0 || holes > n * n) {
            throw new IllegalArgumentException("holes must be 0 to " + n * n + " on order " + n + ", got " + holes);
        }
        int[] puzzle = square.clone();
        if (!balanced) {
            int[] cells = Cells.shuffled(n * n, random);
            for (int i = 0; i < holes; i++) {
                puzzle[cells[i]] = 0;
            }
            return puzzle;
        }
        int[] pattern = LatinSquareSampler.of(n).sample(random);
        int full = holes / n;
        List<Integer> next = new ArrayList<>();
        for (int cell = 0; cell < n * n; cell++) {
            if (pattern[cell] <= full) {
                puzzle[cell] = 0;
            } else if (pattern[cell] == full + 1) {
                next.add(cell);
            }
        }
        for (int i = 0; i < holes % n; i++) { // a partial Fisher-Yates over the next symbol's n cells
            int j = i + random.nextInt(next.size() - i);
            int cell = next.get(j);
            next.set(j, next.get(i));
            puzzle[cell] = 0;
        }
        return puzzle;
    }

    /**
     * A partial Latin square of order n with {@code preassigned} symbols (Gomes and Selman's QCP): cells are taken in a
     * random order and each gets a symbol drawn from those its row and column still allow, provided no empty cell
     * is left without any; a cell where every allowed symbol would do that stays empty and the next cell is tried.
     *
     * @throws IllegalArgumentException when {@code preassigned} is above n^2, or forward checking leaves fewer cells
     *     fillable than asked (it then says how many it reached)
     */
    public static int[] completion(int n, int preassigned, RandomGenerator random) {
        if (preassigned < 0 || preassigned > n * n) {
            throw new IllegalArgumentException(
                    "pre-assigned cells must be 0 to " + n * n + " on order " + n + ", got " + preassigned);
        }
        int[] board = new int[n * n];
        long[] rowUsed = new long[n];
        long[] colUsed = new long[n];
        int placed = 0;
        for (int cell : Cells.shuffled(n * n, random)) {
            if (placed == preassigned) {
                break;
            }
            int r = cell / n;
            int c = cell % n;
            List<Integer> symbols = new ArrayList<>();
            for (int s = 1; s <= n; s++) {
                if (((rowUsed[r] | colUsed[c]) & (1L << s)) == 0) {
                    symbols.add(s);
                }
            }
            while (!symbols.isEmpty()) {
                int s = symbols.remove(random.nextInt(symbols.size()));
                rowUsed[r] |= 1L << s;
                colUsed[c] |= 1L << s;
                board[cell] = s;
                if (everyEmptyCellHasASymbol(board, n, rowUsed, colUsed)) {
                    placed++;
                    break;
                }
                rowUsed[r] &= ~(1L << s);
                colUsed[c] &= ~(1L << s);
                board[cell] = 0;
            }
        }
        if (placed < preassigned) {
            throw new IllegalArgumentException("forward checking allowed " + placed + " of the " + preassigned
                    + " pre-assigned symbols asked on order " + n);
        }
        return board;
    }

    private static boolean everyEmptyCellHasASymbol(int[] board, int n, long[] rowUsed, long[] colUsed) {
        long all = ((1L << n) - 1) << 1;
        for (int cell = 0; cell < n * n; cell++) {
            if (board[cell] == 0 && (all & ~(rowUsed[cell / n] | colUsed[cell % n])) == 0) {
                return false;
            }
        }
        return true;
    }
}
