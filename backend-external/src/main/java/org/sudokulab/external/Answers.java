package org.sudokulab.external;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.Symbols;

/**
 * Reads what an external solver printed: the grids it found and whether the run proved there are no others. A
 * text that is none of the format's answers is an {@link IllegalStateException} naming what was expected.
 */
final class Answers {
    /** The grids of one run; {@code complete} when the run proved there are no more (unsat, or search exhausted). */
    record Answer(List<int[]> grids, boolean complete) {}

    private static final Pattern NAMED_VALUE = Pattern.compile("x_(\\d+)_(\\d+)_(\\d+)");
    private static final Pattern SMT_VALUE = Pattern.compile("\\(\\s*x_(\\d+)_(\\d+)\\s+(\\d+)\\s*\\)");
    private static final Pattern ASP_ATOM = Pattern.compile("x\\((\\d+),(\\d+),(\\d+)\\)");
    private static final Pattern CLASP_MODELS = Pattern.compile("Models\\s*:\\s*(\\d+)(\\+?)");

    private Answers() {}

    static Answer read(AnswerFormat format, String text, Puzzle puzzle) {
        try {
            return readAs(format, text, puzzle);
        } catch (NumberFormatException e) {
            throw unreadable("a " + format.id() + " answer (" + e.getMessage() + ")", text);
        }
    }

    private static Answer readAs(AnswerFormat format, String text, Puzzle puzzle) {
        return switch (format) {
            case SAT -> sat(text, puzzle);
            case CBC -> cbc(text, puzzle);
            case GLPK -> glpk(text, puzzle);
            case MINIZINC -> miniZinc(text, puzzle);
            case CLASP -> clasp(text, puzzle);
            case SMTLIB -> smtLib(text, puzzle);
            case LINE -> line(text, puzzle);
        };
    }

    private static IllegalStateException unreadable(String expected, String text) {
        String first = text.strip().lines().findFirst().orElse("");
        return new IllegalStateException("expected " + expected + ", got "
                + (first.isEmpty()
                        ? "no output"
                        : "'" + (first.length() > 80 ? first.substring(0, 80) + "..." : first) + "'"));
    }

    private static Answer sat(String text, Puzzle puzzle) {
        Boolean satisfiable = null;
        Set<Integer> positive = new HashSet<>();
        boolean minisatModel = false;
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (l.equals("s SATISFIABLE") || l.equals("s OPTIMUM FOUND") || l.equals("SAT")) {
                satisfiable = true;
                minisatModel = l.equals("SAT");
            } else if (l.equals("s UNSATISFIABLE") || l.equals("UNSAT")) {
                satisfiable = false;
            } else if (l.startsWith("v ")
                    || minisatModel && !l.isEmpty() && (Character.isDigit(l.charAt(0)) || l.charAt(0) == '-')) {
                for (String token : l.replaceFirst("^v ", "").trim().split("\\s+")) {
                    // DIMACS literals are numbers; pseudo-boolean solvers print OPB's names, x7 and -x7
                    int literal = Integer.parseInt(token.replace("x", ""));
                    if (literal > 0) {
                        positive.add(literal);
                    }
                }
            }
        }
        if (satisfiable == null) {
            throw unreadable("'s SATISFIABLE' or 's UNSATISFIABLE'", text);
        }
        if (!satisfiable) {
            return new Answer(List.of(), true);
        }
        int n = puzzle.size();
        int[] grid = new int[puzzle.cellCount()];
        for (int cell = 0; cell < grid.length; cell++) {
            for (int d = 1; d <= n; d++) {
                if (positive.contains(cell * n + d)) {
                    grid[cell] = d;
                    break;
                }
            }
        }
        return new Answer(List.of(complete(grid, puzzle, "the model's variables")), false);
    }

    private static Answer cbc(String text, Puzzle puzzle) {
        String status = text.strip().lines().findFirst().orElse("");
        if (status.contains("nfeasible")) {
            return new Answer(List.of(), true);
        }
        if (!status.startsWith("Optimal")) {
            throw unreadable("CBC's 'Optimal' or 'Infeasible' status line", text);
        }
        int[] grid = puzzle.givens();
        text.lines().skip(1).forEach(line -> {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 3 && f[1].startsWith("x_") && Math.abs(Double.parseDouble(f[2]) - 1) < 1e-6) {
                set(grid, f[1], puzzle);
            }
        });
        return new Answer(List.of(complete(grid, puzzle, "the columns set to 1")), false);
    }

    private static Answer glpk(String text, Puzzle puzzle) {
        if (text.contains("INTEGER EMPTY")
                || text.contains("NO PRIMAL FEASIBLE")
                || text.contains("NO INTEGER FEASIBLE")) {
            return new Answer(List.of(), true);
        }
        if (!text.contains("INTEGER OPTIMAL")) {
            throw unreadable("GLPK's report with 'Status: INTEGER OPTIMAL' or 'INTEGER EMPTY'", text);
        }
        int[] grid = puzzle.givens();
        // column table rows: number, name, '*' (integer), activity, bounds
        for (String line : text.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 4 && f[1].startsWith("x_") && f[2].equals("*") && f[3].equals("1")) {
                set(grid, f[1], puzzle);
            }
        }
        return new Answer(List.of(complete(grid, puzzle, "the columns at 1")), false);
    }

    private static void set(int[] grid, String name, Puzzle puzzle) {
        Matcher m = NAMED_VALUE.matcher(name);
        if (m.matches()) {
            put(grid, puzzle, m.group(1), m.group(2), m.group(3));
        }
    }

    private static void put(int[] grid, Puzzle puzzle, String row, String col, String value) {
        int n = puzzle.size();
        int r = Integer.parseInt(row) - 1;
        int c = Integer.parseInt(col) - 1;
        int v = Integer.parseInt(value);
        if (r < 0 || r >= n || c < 0 || c >= n || v < 1 || v > n) {
            throw new IllegalStateException("a value outside the board: row " + row + ", column " + col + ", " + value);
        }
        if (grid[r * n + c] != 0 && grid[r * n + c] != v) {
            throw new IllegalStateException("two values for row " + row + ", column " + col);
        }
        grid[r * n + c] = v;
    }

    private static int[] complete(int[] grid, Puzzle puzzle, String what) {
        int n = puzzle.size();
        for (int cell = 0; cell < grid.length; cell++) {
            if (grid[cell] == 0) {
                throw new IllegalStateException(
                        what + " leave row " + (cell / n + 1) + ", column " + (cell % n + 1) + " empty");
            }
        }
        return grid;
    }

    private static Answer miniZinc(String text, Puzzle puzzle) {
        List<int[]> grids = new ArrayList<>();
        boolean complete = false;
        int[] pending = null;
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (l.startsWith("grid:")) {
                String[] f = l.substring(5).trim().split("\\s+");
                if (f.length != puzzle.cellCount()) {
                    throw unreadable("'grid:' and " + puzzle.cellCount() + " values", line);
                }
                pending = new int[f.length];
                for (int i = 0; i < f.length; i++) {
                    pending[i] = Integer.parseInt(f[i]);
                }
            } else if (l.equals("----------")) {
                if (pending == null) {
                    throw unreadable("a 'grid:' line before '----------'", text);
                }
                grids.add(pending);
                pending = null;
            } else if (l.equals("==========") || l.equals("=====UNSATISFIABLE=====")) {
                complete = true;
            } else if (l.startsWith("=====")) {
                throw unreadable("solutions, '==========' or '=====UNSATISFIABLE====='", l);
            }
        }
        if (grids.isEmpty() && !complete) {
            throw unreadable("MiniZinc's solutions or '=====UNSATISFIABLE====='", text);
        }
        return new Answer(grids, complete);
    }

    private static Answer clasp(String text, Puzzle puzzle) {
        List<int[]> grids = new ArrayList<>();
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("Answer:") && i + 1 < lines.length) {
                int[] grid = new int[puzzle.cellCount()];
                Matcher m = ASP_ATOM.matcher(lines[i + 1]);
                while (m.find()) {
                    put(grid, puzzle, m.group(1), m.group(2), m.group(3));
                }
                grids.add(complete(grid, puzzle, "the answer's atoms"));
            }
        }
        Matcher models = CLASP_MODELS.matcher(text);
        if (!models.find() || !(text.contains("SATISFIABLE") || text.contains("UNSATISFIABLE"))) {
            throw unreadable("clasp's 'SATISFIABLE' or 'UNSATISFIABLE' and 'Models : N'", text);
        }
        if (Long.parseLong(models.group(1)) != grids.size()) {
            throw new IllegalStateException("clasp says " + models.group(1) + " models but printed " + grids.size());
        }
        return new Answer(grids, models.group(2).isEmpty() && !text.contains("UNKNOWN"));
    }

    private static Answer smtLib(String text, Puzzle puzzle) {
        String status = text.strip().lines().findFirst().orElse("");
        if (status.equals("unsat")) {
            return new Answer(List.of(), true);
        }
        if (!status.equals("sat")) {
            throw unreadable("'sat' or 'unsat'", text);
        }
        int[] grid = new int[puzzle.cellCount()];
        Matcher m = SMT_VALUE.matcher(text);
        while (m.find()) {
            put(grid, puzzle, m.group(1), m.group(2), m.group(3));
        }
        return new Answer(List.of(complete(grid, puzzle, "the values")), false);
    }

    private static Answer line(String text, Puzzle puzzle) {
        List<int[]> grids = new ArrayList<>();
        Boolean complete = null;
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (l.startsWith("count ")) {
                String count = l.substring(6).trim();
                complete = !count.endsWith("+");
                long n = Long.parseLong(complete ? count : count.substring(0, count.length() - 1));
                if (n != grids.size()) {
                    throw new IllegalStateException(
                            "the solver says count " + count + " but printed " + grids.size() + " solution lines");
                }
            } else if (!l.isEmpty()) {
                if (l.length() != puzzle.cellCount()) {
                    throw unreadable("solution lines of " + puzzle.cellCount() + " symbols, then 'count N'", text);
                }
                int[] grid = new int[l.length()];
                for (int i = 0; i < grid.length; i++) {
                    grid[i] = Symbols.valueOf(l.charAt(i), puzzle.size());
                    if (grid[i] < 1 || grid[i] > puzzle.size()) {
                        throw unreadable("solution lines of " + puzzle.cellCount() + " symbols, then 'count N'", text);
                    }
                }
                grids.add(grid);
            }
        }
        if (complete == null) {
            throw unreadable("solution lines, then 'count N' ('N+' when stopped at the limit)", text);
        }
        return new Answer(grids, complete);
    }
}
